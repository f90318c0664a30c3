import { browser } from 'wxt/browser';

/**
 * Saving media with the downloads API, from the page that shows it (the background carries none
 * of it): each file named from the user's template ("{owner}-{date}-{id}-{n}"), made safe for
 * every file system, and only ever from an http(s) URL.
 */

/** Media files to save, named from the user's template. */
export interface DownloadRequest {
  /** `n`: 1-based number within its post, reel, ad or listing ({n}). */
  files: { url: string; n: number; type: 'photo' | 'video' | 'audio' | 'file' }[];
  owner?: string;
  date?: string;
  id?: string;
}

export interface DownloadResult {
  /** File names the downloads started with. */
  saved: string[];
  failed: { url: string; message: string }[];
}

export interface NameFields {
  owner?: string;
  date?: string;
  id?: string;
  /** 1-based number of the file within its post, reel, ad or listing. */
  n: number;
  type: 'photo' | 'video' | 'audio' | 'file';
}

// Refused by Windows, macOS or Linux in a file name, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_NAME = 120;

/** One value of a name, safe on every file system: no separators, no reserved names, not too long. */
export function safeNamePart(value: string): string {
  const cleaned = value
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
}

/** The date part of a name: YYYY-MM-DD of an ISO time, else the text itself. */
function dayOf(value: string | undefined): string {
  if (!value) return '';
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return m ? m[1]! : value;
}

const EXTENSIONS: Record<NameFields['type'], string> = { photo: 'jpg', video: 'mp4', audio: 'm4a', file: 'bin' };

/** The extension of a URL's last path segment ("jpg"), else the type's usual one. */
export function extensionFor(url: string, type: NameFields['type']): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    const m = /\.([a-z0-9]{1,5})$/i.exec(last);
    if (m) return m[1]!.toLowerCase();
  } catch {
    // Not a URL: the type decides.
  }
  return EXTENSIONS[type];
}

/** The file name of one file: the template filled in, each value made safe, with an extension. */
export function fileName(template: string, fields: NameFields, url: string): string {
  const values: Record<string, string> = {
    owner: fields.owner ?? '',
    date: dayOf(fields.date),
    id: fields.id ?? '',
    n: String(fields.n),
    type: fields.type,
  };
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? safeNamePart(values[key]!) : whole));
  // Placeholders left empty leave runs of separators behind: "-2024-05-01--1" → "2024-05-01-1".
  const tidy = safeNamePart(filled)
    .replace(/([-_ ])[-_ ]+/g, '$1')
    .replace(/^[-_ .]+|[-_ .]+$/g, '');
  const base = (tidy || `media-${fields.n}`).slice(0, MAX_NAME).replace(/[\s.]+$/, '');
  return `${base}.${extensionFor(url, fields.type)}`;
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export type Download = (options: { url: string; filename: string; conflictAction: 'uniquify' }) => Promise<number>;

/** Starts one download per file; a file that fails does not stop the others. */
export async function saveMedia(
  request: DownloadRequest,
  template: string,
  download: Download = (o) => browser.downloads.download(o),
): Promise<DownloadResult> {
  const saved: string[] = [];
  const failed: { url: string; message: string }[] = [];
  for (const file of request.files) {
    if (!isHttpUrl(file.url)) {
      failed.push({ url: file.url, message: 'Only http(s) links are saved.' });
      continue;
    }
    const filename = fileName(
      template,
      {
        n: file.n,
        type: file.type,
        ...(request.owner ? { owner: request.owner } : {}),
        ...(request.date ? { date: request.date } : {}),
        ...(request.id ? { id: request.id } : {}),
      },
      file.url,
    );
    try {
      await download({ url: file.url, filename, conflictAction: 'uniquify' });
      saved.push(filename);
    } catch (e) {
      failed.push({ url: file.url, message: e instanceof Error ? e.message : String(e) });
    }
  }
  return { saved, failed };
}
