// Reels: `reel/<id>`. Canonical `https://www.<site>/reel/<id>`.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';

export const reelDetector: Detector = {
  kind: 'reel',
  match(p) {
    const { segs, lsegs } = p;
    if (!p.web || segs.length !== 2 || lsegs[0] !== 'reel') return null;
    const id = segs[1]!;
    if (!NUM_RE.test(id)) return null;
    return { id, url: `${p.origin}/reel/${id}` };
  },
};
