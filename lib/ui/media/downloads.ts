import { browser } from 'wxt/browser';
import { definedOnly } from '../../util/defined';
import { catalogue, t } from '../i18n/catalogue';
import '../i18n/words/downloads';

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

/** A file that was not saved: which one, under what name, and why in words ("network error"). */
export interface FailedFile {
  url: string;
  n: number;
  type: DownloadRequest['files'][number]['type'];
  /** The file name it was started with (absent when it never started). */
  name?: string;
  message: string;
}

/** Known once every download has ended (saved on disk, or interrupted). */
export interface DownloadResult {
  /** File names saved to the end. */
  saved: string[];
  failed: FailedFile[];
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

/** How a download ended: saved, or interrupted with the browser's reason ("NETWORK_FAILED"). */
export type DownloadEnd = { state: 'complete' } | { state: 'interrupted'; error: string };

/** The part of the downloads API that saving uses (browser.downloads in the pages). */
export interface DownloadsApi {
  download(options: { url: string; filename: string; conflictAction: 'uniquify' }): Promise<number>;
  search(query: { id: number }): Promise<{ state?: string; error?: string }[]>;
  onChanged: {
    addListener(fn: (delta: DownloadDelta) => void): void;
    removeListener(fn: (delta: DownloadDelta) => void): void;
  };
}

interface DownloadDelta {
  id: number;
  state?: { current?: string };
  error?: { current?: string };
}

/** The browser's interrupt reasons in words (labels.downloads.reasons); any other reads as the reason itself, lowercased. */
type Reason = keyof ReturnType<typeof catalogue>['labels']['downloads']['reasons'];
const isKnownReason = (reason: string): reason is Reason => Object.hasOwn(catalogue('en').labels.downloads.reasons, reason);

/** "network error" for NETWORK_FAILED. */
export function interruptText(reason: string): string {
  if (isKnownReason(reason)) return t(`labels.downloads.reasons.${reason}`);
  return reason.toLowerCase().replace(/_/g, ' ') || t('labels.downloads.interrupted');
}

/**
 * Resolves when download `id` has ended, whichever comes first: the change event that ends it,
 * or a search showing it already ended (it may end before the listener is added).
 */
export function followDownload(api: DownloadsApi, id: number): Promise<DownloadEnd> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (state: string | undefined, error: string | undefined) => {
      if (done || (state !== 'complete' && state !== 'interrupted')) return;
      done = true;
      api.onChanged.removeListener(listener);
      resolve(state === 'complete' ? { state } : { state, error: error ?? 'FAILED' });
    };
    const listener = (delta: DownloadDelta) => {
      if (delta.id !== id) return;
      if (delta.state?.current) finish(delta.state.current, delta.error?.current);
    };
    api.onChanged.addListener(listener);
    api.search({ id }).then(
      ([item]) => finish(item?.state, item?.error),
      () => undefined,
    );
  });
}

/**
 * Starts one download per file, then follows each to its end: a file that fails (refused at the
 * start, or interrupted on the way) does not stop the others, and is named with its reason.
 */
export async function saveMedia(request: DownloadRequest, template: string, api: DownloadsApi = browser.downloads as unknown as DownloadsApi): Promise<DownloadResult> {
  const failed: FailedFile[] = [];
  const started: { file: DownloadRequest['files'][number]; name: string; end: Promise<DownloadEnd> }[] = [];
  for (const file of request.files) {
    if (!isHttpUrl(file.url)) {
      failed.push({ ...file, message: t('labels.downloads.onlyHttp') });
      continue;
    }
    const name = fileName(template, { n: file.n, type: file.type, ...definedOnly({ owner: request.owner, date: request.date, id: request.id }) }, file.url);
    try {
      const id = await api.download({ url: file.url, filename: name, conflictAction: 'uniquify' });
      started.push({ file, name, end: followDownload(api, id) });
    } catch (e) {
      failed.push({ ...file, name, message: e instanceof Error ? e.message : String(e) });
    }
  }
  const saved: string[] = [];
  for (const { file, name, end } of started) {
    const outcome = await end;
    if (outcome.state === 'complete') saved.push(name);
    else failed.push({ ...file, name, message: interruptText(outcome.error) });
  }
  failed.sort((a, b) => a.n - b.n);
  return { saved, failed };
}

/** "Saved 3 files: a.jpg, b.jpg, c.jpg." or "2 of 5 files failed: c.jpg (network error), …. Saved: a.jpg, …." */
export function outcomeText({ saved, failed }: DownloadResult): string {
  const all = saved.length + failed.length;
  const names = saved.join(', ');
  if (!failed.length) return t('labels.downloads.saved', { count: saved.length, names });
  const which = failed.map((f) => t('labels.downloads.failure', { name: f.name ?? f.url, why: f.message })).join(', ');
  const failures = all === 1 ? t('labels.downloads.theFileFailed', { which }) : t('labels.downloads.someFailed', { failed: failed.length, count: all, which });
  return saved.length ? t('labels.downloads.alsoSaved', { failures, names }) : failures;
}
