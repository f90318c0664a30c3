// An advertiser's ads in the ads library: `ads/library/?view_all_page_id=<page id>` with the
// filters real links carry (active_status, ad_type, country, media_type, search_type, sort_data…),
// or the page filter `page_ids[0]=` / `page_ids=`. Canonical keeps only `view_all_page_id`.
// One ad (`?id=`) is the `ad` detector's; keyword searches (`?q=`) and the hub are `other`.

import { NUM_RE, param, type ParsedUrl } from '../../params';
import type { Detector } from './shared';

/** `ads/library` (or the ads archive) on the web site. */
export function isAdsLibrary(p: ParsedUrl): boolean {
  return p.web && p.lsegs[0] === 'ads' && (p.lsegs[1] === 'library' || p.lsegs[1] === 'archive');
}

/** The advertiser's page id the link shows, if any. */
export function advertiserOf(p: ParsedUrl): string | undefined {
  const id = param(p, 'view_all_page_id') ?? param(p, 'page_ids[0]') ?? param(p, 'page_ids');
  return id !== undefined && NUM_RE.test(id) ? id : undefined;
}

export const adLibraryDetector: Detector = {
  kind: 'ad_library',
  match(p) {
    if (p.segs.length !== 2 || p.lsegs[1] !== 'library' || !isAdsLibrary(p) || param(p, 'id') !== undefined) return null;
    const page = advertiserOf(p);
    return page ? { id: page, url: `${p.origin}/ads/library/?view_all_page_id=${page}` } : null;
  },
};
