// Groups: `groups/<id or slug>` and its tabs (`/about`, `/members`, `/media/photos`, `/user/<member>`…:
// any one or two segments).
// Canonical `https://www.<site>/groups/<id or slug>`. Group posts (`/posts/<id>`, `/permalink/<id>`,
// `?multi_permalinks=`, `?view=permalink&id=`) belong to the post detector; hubs such as
// `groups/feed` and `groups/discover` are `other`.

import { enc, NUM_RE, param } from '../canonical';
import { RESERVED_GROUP } from '../reserved';
import { MULTI_RE, VANITY_RE, type Detector } from './shared';

export const groupDetector: Detector = {
  kind: 'group',
  match(p) {
    const { segs, lsegs } = p;
    const n = segs.length;
    if (!p.web || n < 2 || n > 4 || lsegs[0] !== 'groups') return null;
    const g = segs[1]!;
    if (!VANITY_RE.test(g) || RESERVED_GROUP.has(lsegs[1]!)) return null;
    if (n === 2) {
      const multi = param(p, 'multi_permalinks');
      if (multi !== undefined && MULTI_RE.test(multi)) return null;
      const id = param(p, 'id');
      if (param(p, 'view') === 'permalink' && id !== undefined && NUM_RE.test(id)) return null;
    } else if (n === 4 && (lsegs[2] === 'posts' || lsegs[2] === 'permalink')) {
      return null; // groups/<g>/posts/<id>, groups/<g>/permalink/<id>: posts
    }
    return { id: g, url: `${p.origin}/groups/${enc(g)}` };
  },
};
