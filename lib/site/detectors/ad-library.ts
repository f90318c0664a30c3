// Ads library: `ads/library/?id=<ad id>` or `ads/library/?view_all_page_id=<page id>`.
// Canonical keeps only that parameter. Without either it is the library hub (`other`).

import { NUM_RE, param } from '../canonical';
import type { Detector } from './shared';

export const adLibraryDetector: Detector = {
  kind: 'ad_library',
  match(p) {
    if (!p.web || p.segs.length !== 2 || p.lsegs[0] !== 'ads' || p.lsegs[1] !== 'library') return null;
    const pageId = param(p, 'view_all_page_id');
    const validPage = pageId !== undefined && NUM_RE.test(pageId) ? pageId : undefined;
    const adId = param(p, 'id');
    if (adId !== undefined && NUM_RE.test(adId)) {
      const url = `${p.origin}/ads/library/?id=${adId}`;
      return validPage ? { id: adId, owner: validPage, url } : { id: adId, url };
    }
    if (validPage) return { id: validPage, url: `${p.origin}/ads/library/?view_all_page_id=${validPage}` };
    return null;
  },
};
