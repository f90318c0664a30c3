// Videos.
//   <owner>/videos/<id>, <owner>/videos/<slug or vb.…>/<id>   → https://www.<site>/<owner>/videos/<id>
//   watch/<owner id>/<id> (mobile)                            → https://www.<site>/<owner>/videos/<id>
//   watch/?v=, watch?v=, watch/live/?v=, video.php?v= | ?id=,
//   video/video.php?v=, legacy photo.php?v=                   → https://www.<site>/watch/?v=<id>
// `watch` and `watch/live` without `v` are hubs (`other`).

import { enc, NUM_RE, param } from '../canonical';
import { isOwnerSeg, type Detector } from './shared';

function byParam(origin: string, v: string | undefined) {
  return v !== undefined && NUM_RE.test(v) ? { id: v, url: `${origin}/watch/?v=${v}` } : null;
}

export const videoDetector: Detector = {
  kind: 'video',
  match(p) {
    if (!p.web) return null;
    const { segs, lsegs } = p;
    const n = segs.length;
    const s0 = lsegs[0];
    if (s0 === undefined) return null;
    if (n >= 3 && n <= 4 && lsegs[1] === 'videos' && isOwnerSeg(segs[0]!, s0)) {
      const id = segs[n - 1]!;
      if (!NUM_RE.test(id)) return null;
      const owner = segs[0]!;
      return { id, owner, url: `${p.origin}/${enc(owner)}/videos/${id}` };
    }
    if (s0 === 'watch') {
      if (n === 1 || (n === 2 && lsegs[1] === 'live')) return byParam(p.origin, param(p, 'v'));
      if (n === 3 && NUM_RE.test(segs[1]!) && NUM_RE.test(segs[2]!)) {
        const owner = segs[1]!;
        const id = segs[2]!;
        return { id, owner, url: `${p.origin}/${owner}/videos/${id}` };
      }
      return null;
    }
    if ((n === 1 && s0 === 'video.php') || (n === 2 && s0 === 'video' && lsegs[1] === 'video.php')) {
      return byParam(p.origin, param(p, 'v') ?? param(p, 'id'));
    }
    if (n === 1 && s0 === 'photo.php') return byParam(p.origin, param(p, 'v'));
    return null;
  },
};
