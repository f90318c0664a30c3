// Marketplace listings: `marketplace/item/<id>`. Canonical `https://www.<site>/marketplace/item/<id>`.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';

export const marketplaceItemDetector: Detector = {
  kind: 'marketplace_item',
  match(p) {
    const { segs, lsegs } = p;
    if (!p.web || segs.length !== 3 || lsegs[0] !== 'marketplace' || lsegs[1] !== 'item') return null;
    const id = segs[2]!;
    if (!NUM_RE.test(id)) return null;
    return { id, url: `${p.origin}/marketplace/item/${id}` };
  },
};
