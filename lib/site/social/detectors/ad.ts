// One ad of the ads library by its archive id: `ads/library/?id=<id>` (any filters, the advertiser's
// `view_all_page_id` kept as owner) and the API's snapshot link `ads/archive/render_ad/?id=<id>`.
// Canonical `https://www.<site>/ads/library/?id=<id>`.

import { NUM_RE, param, withOwner } from '../../params';
import { advertiserOf, isAdsLibrary } from './ad-library';
import type { Detector } from './shared';

export const adDetector: Detector = {
  kind: 'ad',
  match(p) {
    const n = p.segs.length;
    if (!isAdsLibrary(p) || (n !== 2 && (n !== 3 || p.lsegs[2] !== 'render_ad'))) return null;
    const id = param(p, 'id');
    if (id === undefined || !NUM_RE.test(id)) return null;
    const page = advertiserOf(p);
    return withOwner(id, page, `${p.origin}/ads/library/?id=${id}`);
  },
};
