// Marketplace categories: `marketplace/category/<name>` and `marketplace/<location>/<name>`
// (`marketplace/nyc/vehicles`, `marketplace/108424279189115/propertyrentals`).
// Canonical `https://www.<site>/marketplace/category/<name>` or `…/marketplace/<location>/<name>`.
// Location hubs (`marketplace/nyc`) and tools (`marketplace/you/selling`) are `other`.

import { enc } from '../../params';
import { locationOf, type Detector } from './shared';

const CATEGORY_RE = /^[a-z0-9_-]{2,60}$/;

export const marketplaceCategoryDetector: Detector = {
  kind: 'marketplace_category',
  match(p) {
    const { segs, lsegs } = p;
    const name = lsegs[2]!;
    if (!p.web || segs.length !== 3 || lsegs[0] !== 'marketplace' || name === 'search' || !CATEGORY_RE.test(name)) return null;
    const where = lsegs[1] === 'category' ? 'category' : locationOf(p);
    return where ? { id: name, url: `${p.origin}/marketplace/${enc(where)}/${name}` } : null;
  },
};
