// Identity: a classification with the identifiers a link shows, by role (the site's `idsOf`), so
// the lookup layer can key one entity by its kind and numeric id whichever link form reached it,
// and learn aliases after one call. Kept apart from classify.ts: the content script only needs
// what classify.ts gives.

import { parseUrl } from './canonical';
import { detect } from './classify';
import { DEFAULT_SITE_HOSTS } from './site-hosts';
import type { Site } from './site';
import { SITES } from './sites';
import type { Detection, SiteHosts } from './types';

/**
 * Classifies a URL with its identifiers by role (`ids`) and whether what it points at is only known
 * after a call (`needsResolution`: share and short links …). Null when the URL is on none of the
 * sites' hosts. Never throws.
 */
export function identifyUrl(input: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS, sites: readonly Site[] = SITES): Detection | null {
  try {
    const p = parseUrl(input, hosts, sites);
    if (!p) return null;
    const site = sites[p.site]!;
    const d = detect(p, site);
    // Read before `ids` is added: past that, V8 sees too many shapes of `d` to read it fast.
    const kind = d.kind;
    if (kind === 'other') return { kind: 'other', url: site.otherUrl(p, d.url) }; // detect's url is the path's
    const ids = (d.ids = site.idsOf(d, p));
    if (site.needsResolution(d, ids)) d.needsResolution = true;
    return d;
  } catch {
    return null;
  }
}
