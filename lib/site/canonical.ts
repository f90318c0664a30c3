// URL parsing for classification: a small manual parser (no `new URL`) that accepts what users
// paste (no scheme, odd case, `&amp;`, legacy `#!/` fragments) and never throws.

import { hostTable, matchHost, type HostMatch, type HostTable } from './hosts';
import { safeDecode, type ParsedUrl } from './params';
import { SCAN_SITES } from './scan-sites';
import type { SiteScan } from './site';
import type { SiteHosts } from './types';

export { decodeParam, enc, NUM_RE, param, paramsOf, pathUrl, type ParsedUrl } from './params';

const MAX_INPUT = 8192;
const SCHEME_RE = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const PORT_RE = /^\d{1,5}$/;
const HOST_RE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;

function splitPath(path: string): string[] {
  const segs: string[] = [];
  let start = 1;
  while (start < path.length) {
    let end = path.indexOf('/', start);
    if (end < 0) end = path.length;
    if (end > start) segs.push(safeDecode(path.slice(start, end)));
    start = end + 1;
  }
  return segs;
}

interface SiteOf {
  /** The authority as written (key of the cache). */
  authority: string;
  host: string;
  match: HostMatch;
  origin: string;
}

/** Authorities seen per host configuration: a page's links share a handful of them. */
const SITE_CACHE_MAX = 256;
let cachedHosts: SiteHosts | undefined;
let cachedSites: readonly SiteScan[] | undefined;
let table: HostTable = [];
let siteCache = new Map<string, SiteOf | null>();
/** The last few authorities looked up, most recent first: compared in place, without a cut or a hash. */
let recent: Array<[string, SiteOf | null]> = [];

/**
 * The site behind the authority at `s[start]` (user info, port and case ignored), which ends at
 * the first '/', '?', '#' or '\'; null when it is none of `hosts`.
 */
function siteOf(s: string, start: number, hosts: SiteHosts, sites: readonly SiteScan[]): SiteOf | null {
  if (hosts !== cachedHosts || sites !== cachedSites || siteCache.size >= SITE_CACHE_MAX) {
    cachedHosts = hosts;
    cachedSites = sites;
    table = hostTable(hosts, sites);
    siteCache = new Map();
    recent = [];
  }
  // Up to the next '/' first: recent authorities have none of the end characters, so a match is
  // the authority (indexOf: V8 compiles startsWith to a slow character loop).
  let end = s.indexOf('/', start);
  if (end < 0) end = s.length;
  for (const [a, site] of recent) if (a.length === end - start && s.indexOf(a, start) === start) return site;
  for (let j = start; j < end; j++) {
    const c = s.charCodeAt(j);
    if (c === 63 || c === 35 || c === 92) {
      end = j;
      break;
    }
  }
  const authority = s.slice(start, end);
  let site = siteCache.get(authority);
  if (site === undefined) {
    site = readAuthority(authority);
    siteCache.set(authority, site);
  }
  if (recent.unshift([authority, site]) > 4) recent.pop();
  return site;
}

function readAuthority(authority: string): SiteOf | null {
  let auth = authority;
  const at = auth.lastIndexOf('@');
  if (at >= 0) auth = auth.slice(at + 1);
  const colon = auth.indexOf(':');
  if (colon >= 0) {
    const port = auth.slice(colon + 1);
    if (port && !PORT_RE.test(port)) return null;
    auth = auth.slice(0, colon);
  }
  let host = auth.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253 || !HOST_RE.test(host)) return null;
  const match = matchHost(host, table);
  if (!match) return null;
  const origin = match.type === 'short' ? `https://${match.domain}` : match.web ? `https://www.${match.domain}` : `https://${host}`;
  return { authority, host, match, origin };
}

/**
 * Parses `input` if its host is one of a site's hosts (or a subdomain; `hosts` is the stored
 * setting, see `siteHostsOf`); null otherwise or when the input is not an http(s) URL. Schemeless
 * input (`social.example/x`, `//social.example/x`) is accepted. A URL that only wraps another
 * (the site's `unwrap`: an embed) parses as the URL it wraps.
 */
export function parseUrl(input: unknown, hosts: SiteHosts, sites: readonly SiteScan[] = SCAN_SITES): ParsedUrl | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  if (s.length === 0 || s.length > MAX_INPUT) return null;

  // Links read from a page are absolute and lower-case up to the host: no regex for them.
  let start = 0;
  // (slice: V8 compiles startsWith to a slow character loop)
  if (s.slice(0, 8) === 'https://') start = 6;
  else {
    const m = SCHEME_RE.exec(s);
    if (m) {
      const scheme = m[1]!.toLowerCase();
      if (scheme === 'http' || scheme === 'https') start = m[0].length;
      // `host.example:8080/path` without scheme: the "scheme" is a host name followed by a port.
      else if (scheme.indexOf('.') < 0 || !/^\d/.test(s.slice(m[0].length))) return null;
    }
  }
  while (start < s.length && (s.charCodeAt(start) === 47 || s.charCodeAt(start) === 92)) start++;

  const site = siteOf(s, start, hosts, sites);
  if (!site) return null;
  const hm = site.match;

  let rest = s.slice(start + site.authority.length);
  if (rest.indexOf('\\') >= 0) rest = rest.replace(/\\/g, '/');
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    const frag = rest.slice(hash + 1);
    // Legacy AJAX links: `/anything#!/photo.php?v=1` really shows `/photo.php?v=1`.
    if (frag.charCodeAt(0) === 33 /* ! */ && frag.charCodeAt(1) === 47 /* / */) {
      rest = frag.slice(1);
      const inner = rest.indexOf('#');
      if (inner >= 0) rest = rest.slice(0, inner);
    } else {
      rest = rest.slice(0, hash);
    }
  }
  const q = rest.indexOf('?');
  let path = q >= 0 ? rest.slice(0, q) : rest;
  if (path.length === 0 || path.charCodeAt(0) !== 47) path = '/' + path;
  const segs = splitPath(path);
  const lsegs = new Array<string>(segs.length);
  for (let k = 0; k < segs.length; k++) lsegs[k] = segs[k]!.toLowerCase();

  const parsed: ParsedUrl = {
    site: hm.site,
    hostType: hm.type,
    host: site.host,
    domain: hm.domain,
    web: hm.web,
    origin: site.origin,
    path,
    segs,
    lsegs,
    query: q >= 0 ? rest.slice(q + 1) : '',
    parsedParams: undefined,
  };
  const unwrap = sites[hm.site]!.unwrap;
  // The wrapped URL is shorter than this one, so nested embeds end.
  const inner = unwrap && parseUrl(unwrap(parsed), hosts, sites);
  return inner || parsed;
}

