// What detectors read of a parsed URL: its shape, its parameters, and how canonical links are
// written. No site list here: detectors of every site import it.

import type { DetectorMatch } from './types';

export interface ParsedUrl {
  /** Index, in the site list the URL was parsed with, of the site whose hosts it is on. */
  site: number;
  /** Which of that site's host lists matched. */
  hostType: 'site' | 'short';
  /** Input host, lower case. */
  host: string;
  /** Configured domain the host matched. */
  domain: string;
  /** Site web front-end (www, m, mbasic, web, locale…): entity shapes apply. */
  web: boolean;
  /** Canonical origin: `https://www.<site domain>`, `https://<short domain>`, or the host itself. */
  origin: string;
  /** Raw path, always starting with '/' (after `#!/` resolution). */
  path: string;
  /** Non-empty path segments, percent-decoded. */
  segs: string[];
  /** `segs` lower-cased, for matching fixed words. */
  lsegs: string[];
  /** Raw query: after '?', without the fragment ('' when there is none). Read through `param` and `paramsOf`. */
  query: string;
  /** Its parameters once `paramsOf` has read them (most links never need them). */
  parsedParams: Array<[string, string]> | undefined;
}

const AMP_RE = /&amp;/g;
const PLUS_RE = /\+/g;
/** Characters that encodeURIComponent leaves as they are (some of them). */
const PLAIN_RE = /^[\w.-]*$/;
const MAX_PARAMS = 64;

/** Identifier-shaped numbers. */
export const NUM_RE = /^\d{1,25}$/;

export function safeDecode(s: string): string {
  if (s.indexOf('%') < 0) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A query parameter value (or name), decoded. */
export function decodeParam(s: string): string {
  return safeDecode(s.indexOf('+') >= 0 ? s.replace(PLUS_RE, ' ') : s);
}

/** Percent-encodes one path segment or parameter value for a canonical URL. */
export function enc(s: string): string {
  // Most names need no escape: a regex test is cheaper than the encoder's new string.
  return PLAIN_RE.test(s) ? s : encodeURIComponent(s);
}

/**
 * Query parameters in input order (`&amp;` treated as `&`): name (decoded) and value as written,
 * decoded when read (`decodeParam`): most are tracking noise nobody reads.
 */
export function paramsOf(p: ParsedUrl): Array<[string, string]> {
  return (p.parsedParams ??= parseParams(p.query));
}

/** First value of a query parameter. */
export function param(p: ParsedUrl, name: string): string | undefined {
  const params = paramsOf(p);
  for (let i = 0; i < params.length; i++) {
    const kv = params[i]!;
    if (kv[0] === name) return decodeParam(kv[1]);
  }
  return undefined;
}

function parseParams(query: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (!query) return out;
  if (query.indexOf('&amp;') >= 0) query = query.replace(AMP_RE, '&');
  let start = 0;
  while (start <= query.length && out.length < MAX_PARAMS) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      const part = query.slice(start, end);
      const eq = part.indexOf('=');
      let key = decodeParam(eq >= 0 ? part.slice(0, eq) : part);
      // `&amp;` escaped once more (`&amp%3Bid=`) leaves `amp;` in front of the name.
      if (key.startsWith('amp;')) key = key.slice(4);
      if (key) out.push([key, eq >= 0 ? part.slice(eq + 1) : '']);
    }
    start = end + 1;
  }
  return out;
}

/** A detector's match, with its owner only where there is one. */
export function withOwner(id: string, owner: string | undefined, url: string): DetectorMatch {
  return owner !== undefined ? { id, owner, url } : { id, url };
}

/** `origin` and path of a parsed URL, without trailing slash, parameters or fragment. */
export function pathUrl(p: ParsedUrl): string {
  let path = p.path;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return p.origin + path;
}
