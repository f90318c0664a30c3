import { safeHttpUrl } from '../../service/normalize/values';
import { truncate } from './strings';

// The service's link rule is the only one: views check links with the same function as the normalisers.
export { safeHttpUrl };

/** The longest path a link shows: with its host, two lines of a narrow side panel. */
export const SHOWN_PATH_CHARS = 40;

/** A path cut to `max` characters in its middle, keeping its first and last parts (the id). */
function shortPath(path: string, max: number): string {
  if (path.length <= max) return path;
  const parts = path.split('/').filter(Boolean);
  const ends = `/${parts[0]}/…/${parts.at(-1)}${path.endsWith('/') ? '/' : ''}`;
  if (parts.length > 2 && ends.length <= max) return ends;
  const keep = max - 1;
  return `${path.slice(0, Math.ceil(keep / 2))}…${path.slice(path.length - Math.floor(keep / 2))}`;
}

/**
 * How a link is shown as text: its real host (no user info; the scheme too when it is not https)
 * and its path shortened, the query left out; at most two lines of a narrow side panel. The full
 * address stays the link's href and title.
 */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    const where = url.protocol === 'https:' ? url.host : url.origin;
    const more = url.search || url.hash ? '?…' : '';
    const path = url.pathname === '/' ? '' : url.pathname;
    return where + shortPath(path, SHOWN_PATH_CHARS - more.length) + more;
  } catch {
    return truncate(href, 80);
  }
}

/** Whether text reads like a link or a host ("www.social.example", "https://…"). */
export function looksLikeUrl(text: string): boolean {
  return /^\s*([a-z][a-z0-9+.-]*:\/\/|www\.|[^\s/@]+\.[a-z]{2,}(\/|\s*$))/i.test(text);
}

/** A piece of service text: plain text, or a link when `href` is set (already http(s)-checked). */
export interface TextPart {
  text: string;
  href?: string;
}

/** Longer URLs in text stay text: a link must not cost more to lay out than a line. */
export const MAX_LINKED_URL = 2_048;

const URL_START = /https?:\/\//gi;
// A URL runs to whitespace, quotes, angle brackets, control or bidi characters.
const URL_RUN = /[^\s<>"`\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]*/uy;

/**
 * Service text split into text and links: every `http(s)://` URL that passes the link rule
 * becomes a link; trailing punctuation ("see https://x.example/a.") and an unmatched closing
 * bracket stay text. One pass, linear in the text's length.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  URL_START.lastIndex = 0;
  for (let m = URL_START.exec(text); m; m = URL_START.exec(text)) {
    URL_RUN.lastIndex = m.index;
    URL_RUN.exec(text);
    const runEnd = URL_RUN.lastIndex;
    URL_START.lastIndex = Math.max(runEnd, m.index + 1);
    if (runEnd - m.index > 2 * MAX_LINKED_URL) continue;
    let end = runEnd;
    while (end > m.index && /[.,;:!?'")\]}*]/.test(text[end - 1]!)) {
      const c = text[end - 1]!;
      const open = c === ')' ? '(' : c === ']' ? '[' : c === '}' ? '{' : '';
      if (open) {
        const inner = text.slice(m.index, end - 1);
        if (inner.split(open).length > inner.split(c).length) break;
      }
      end--;
    }
    if (end - m.index > MAX_LINKED_URL) continue;
    const href = safeHttpUrl(text.slice(m.index, end));
    if (!href) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: text.slice(m.index, end), href });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
