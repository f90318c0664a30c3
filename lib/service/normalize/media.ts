import type { MediaDownload, MediaFile } from '../model';
import { count, img, ptxt, txt, url } from './fields';
import { type Rec, array, compact, first, isRecord, plainText, rec, safeHttpUrl } from './values';

/**
 * Reader of the media download answer: direct links to the files behind a media URL. Forms read:
 * a single `url` / `download_url`; lists under `files`, `media`, `urls`, `links`, `formats` …
 * (links as text or `{url, type, quality, size}`); links keyed by quality (`hd`, `sd`,
 * `video_hd_url` …, also `urls: {hd, sd}`).
 */

const EXTENSIONS: [RegExp, MediaFile['type']][] = [
  [/\.(mp4|m4v|webm|mov|m3u8|mpd)$/i, 'video'],
  [/\.(jpe?g|png|webp|gif|heic|avif)$/i, 'photo'],
  [/\.(mp3|m4a|aac|ogg|oga|opus|wav)$/i, 'audio'],
];

function typeOf(v: unknown): MediaFile['type'] | undefined {
  const t = plainText(v)?.toLowerCase();
  if (!t) return undefined;
  if (/video|reel|mp4/.test(t)) return 'video';
  if (/image|photo|picture|jpe?g|png/.test(t)) return 'photo';
  if (/audio|sound|music|mp3/.test(t)) return 'audio';
  return undefined;
}

function typeFromLink(link: string): MediaFile['type'] | undefined {
  const path = new URL(link).pathname;
  return EXTENSIONS.find(([re]) => re.test(path))?.[1];
}

const UNITS: Record<string, number> = { b: 1, bytes: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** A size in bytes from a number of bytes or text such as "3.4 MB" or "512 KiB". */
export function byteSize(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? Math.round(v) : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i.exec(v);
  if (!m) return undefined;
  const unit = UNITS[(m[2] ?? 'b').toLowerCase()];
  return unit === undefined ? undefined : Math.round(Number(m[1]) * unit);
}

function fileOf(v: unknown, hint?: { type?: MediaFile['type'] | undefined; quality?: string | undefined }): MediaFile | undefined {
  const o = rec(v);
  const link = o ? url([o], 'url', 'download_url', 'direct_url', 'src', 'link', 'uri', 'href', 'file_url') : safeHttpUrl(v);
  if (!link) return undefined;
  return compact({
    url: link,
    type:
      (o ? first(typeOf, [o], ['type', 'media_type', 'kind', 'mime_type', 'mimeType', 'content_type']) : undefined) ??
      hint?.type ??
      typeFromLink(link) ??
      'file',
    quality: (o ? ptxt([o], 'quality', 'label', 'resolution', 'format_note', 'format') : undefined) ?? hint?.quality,
    size: o ? first(byteSize, [o], ['size', 'file_size', 'filesize', 'size_bytes', 'bytes', 'content_length']) : undefined,
    mimeType: o ? ptxt([o], 'mime_type', 'mimeType', 'content_type') : undefined,
    width: o ? count([o], 'width') : undefined,
    height: o ? count([o], 'height') : undefined,
  });
}

const LIST_KEYS: [string, MediaFile['type'] | undefined][] = [
  ['files', undefined],
  ['media', undefined],
  ['urls', undefined],
  ['links', undefined],
  ['downloads', undefined],
  ['download_urls', undefined],
  ['formats', undefined],
  ['items', undefined],
  ['results', undefined],
  ['videos', 'video'],
  ['images', 'photo'],
  ['photos', 'photo'],
  ['audios', 'audio'],
];

const QUALITY_KEYS: [string, MediaFile['type'], string | undefined][] = [
  ['hd', 'video', 'HD'],
  ['sd', 'video', 'SD'],
  ['video_hd_url', 'video', 'HD'],
  ['video_sd_url', 'video', 'SD'],
  ['hd_url', 'video', 'HD'],
  ['sd_url', 'video', 'SD'],
  ['video_url', 'video', undefined],
  ['image_url', 'photo', undefined],
  ['audio_url', 'audio', undefined],
];

export function mediaDownload(p: Rec): MediaDownload | undefined {
  const files: MediaFile[] = [];
  const add = (f: MediaFile | undefined) => {
    if (f && !files.some((x) => x.url === f.url)) files.push(f);
  };
  for (const [key, type] of LIST_KEYS) {
    const v = p[key];
    for (const item of array(v) ?? []) add(fileOf(item, { type }));
    // Links keyed by quality: {"hd": "https://…", "sd": "https://…"}.
    if (isRecord(v)) {
      const single = fileOf(v, { type });
      if (single) add(single);
      else for (const [quality, link] of Object.entries(v)) add(fileOf(link, { type, quality: quality.toUpperCase() }));
    }
  }
  for (const [key, type, quality] of QUALITY_KEYS) add(fileOf(p[key], { type, quality }));
  // A single link at the top only when nothing else is there (it may echo the requested URL).
  if (!files.length) add(fileOf(p));
  if (!files.length) return undefined;
  return compact({
    files,
    title: txt([p], 'title', 'caption'),
    thumbnail: img([p], 'thumbnail', 'thumbnail_url', 'preview', 'cover'),
  });
}
