// Groups: `groups/<id or slug>` and its tabs (`/about`, `/members`, `/media/photos`, `/user/<member>`…:
// up to four more segments).
// Canonical `https://www.<site>/groups/<id or slug>`. Group posts (`/posts/<id>`, `/permalink/<id>`,
// `/<id>`, `?multi_permalinks=`, `?view=permalink&id=`) belong to the post detector; hubs such as
// `groups/feed` and `groups/discover` are `other`.

import { enc, NUM_RE, param, type ParsedUrl } from '../../params';
import { RESERVED_SUB } from '../reserved';
import { MULTI_RE, postId, VANITY_RE, type Detector } from './shared';

/** The group segment of `groups/<g>/…`, or null when it is a hub or not a name. */
export function groupOf(p: ParsedUrl): string | null {
  const g = p.segs[1];
  return g !== undefined && !RESERVED_SUB.has(p.lsegs[1]!) && VANITY_RE.test(g) ? g : null;
}

/** Index of the post id in `groups/<g>/posts|permalink/[<slug>/]<id>/…`, or -1. */
export function groupPostAt(p: ParsedUrl): number {
  const { segs, lsegs } = p;
  if (segs.length === 3) return NUM_RE.test(segs[2]!) ? 2 : -1;
  if (lsegs[2] !== 'posts' && lsegs[2] !== 'permalink') return -1;
  for (let i = 3; i < segs.length && i < 5; i++) if (postId(segs[i]!)) return i;
  return -1;
}

export const groupDetector: Detector = {
  kind: 'group',
  match(p) {
    const n = p.segs.length;
    if (!p.web || n < 2 || n > 6 || p.lsegs[0] !== 'groups') return null;
    const g = groupOf(p);
    if (!g) return null;
    if (n === 2) {
      const multi = param(p, 'multi_permalinks');
      if (multi !== undefined && MULTI_RE.test(multi)) return null;
      const id = param(p, 'id');
      if (param(p, 'view') === 'permalink' && id !== undefined && NUM_RE.test(id)) return null;
    } else if (groupPostAt(p) > 0) {
      return null;
    }
    return { id: g, url: `${p.origin}/groups/${enc(g)}` };
  },
};
