// Marketplace sellers: `marketplace/profile/<id>` (and its tabs).
// Canonical `https://www.<site>/marketplace/profile/<id>`.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';

export const marketplaceSellerDetector: Detector = {
  kind: 'marketplace_seller',
  match(p) {
    const { segs, lsegs } = p;
    const n = segs.length;
    if (!p.web || n < 3 || n > 4 || lsegs[0] !== 'marketplace' || lsegs[1] !== 'profile') return null;
    const id = segs[2]!;
    if (!NUM_RE.test(id)) return null;
    return { id, url: `${p.origin}/marketplace/profile/${id}` };
  },
};
