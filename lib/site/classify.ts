// Runs a site's detectors in its priority order over a parsed URL of that site.

import { parseUrl } from './canonical';
import { pathUrl, type ParsedUrl } from './params';
import { SCAN_SITES } from './scan-sites';
import { DEFAULT_SITE_HOSTS } from './site-hosts';
import type { SiteScan } from './site';
import type { Detection, Kind, SiteHosts } from './types';

/**
 * What a parsed URL of `site` shows: kind, id as written, owner and canonical link. This is all the
 * content script needs; identifiers by role, and the canonical link of `other` URLs with their
 * meaningful parameters, are added by `identifyUrl` (identify.ts). Here `other` is origin and path.
 */
export function detect(p: ParsedUrl, site: SiteScan): Detection {
  const detectors = site.detectors;
  for (let i = 0; i < detectors.length; i++) {
    const d = detectors[i]!;
    const m = d.match(p);
    // Kinds are the registered sites' (kind.ts); a test site's pass through as they are.
    const kind = d.kind as Kind;
    if (m) return m.owner !== undefined ? { kind, id: m.id, owner: m.owner, url: m.url } : { kind, id: m.id, url: m.url };
  }
  return { kind: 'other', url: pathUrl(p) };
}

/**
 * Classifies a URL without identifiers by role (the content script's scanner, which must stay
 * small); null when it is on none of the sites' hosts (or not a URL). Never throws. The public
 * `classifyUrl` of index.ts is `identifyUrl`, which adds them.
 */
export function classifyUrl(
  input: string,
  hosts: SiteHosts = DEFAULT_SITE_HOSTS,
  sites: readonly SiteScan[] = SCAN_SITES,
): Detection | null {
  try {
    const p = parseUrl(input, hosts, sites);
    return p && detect(p, sites[p.site]!);
  } catch {
    return null;
  }
}

/** The URL is on one of the sites' hosts or short-link hosts. */
export function isSiteUrl(input: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS, sites: readonly SiteScan[] = SCAN_SITES): boolean {
  try {
    return parseUrl(input, hosts, sites) !== null;
  } catch {
    return false;
  }
}
