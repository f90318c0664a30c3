// Marketplace searches: `marketplace/search/?query=<words>` and `marketplace/<location>/search/?query=`.
// Canonical `https://www.<site>/marketplace/[<location>/]search/?query=<words>` (filters dropped).

import { enc, param } from '../../params';
import { locationOf, type Detector } from './shared';

export const marketplaceSearchDetector: Detector = {
  kind: 'marketplace_search',
  match(p) {
    const { segs, lsegs } = p;
    const n = segs.length;
    if (!p.web || n < 2 || n > 3 || lsegs[0] !== 'marketplace' || lsegs[n - 1] !== 'search') return null;
    const query = param(p, 'query')?.trim();
    const where = n === 2 || lsegs[1] === 'category' ? '' : locationOf(p);
    return query && where !== undefined ? { id: query, url: `${p.origin}/marketplace/${where && enc(where) + '/'}search/?query=${enc(query)}` } : null;
  },
};
