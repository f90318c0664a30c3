// Videos.
//   <owner>/videos/<id>, <owner>/videos/<slug or vb.…>/<id>   → https://www.<site>/<owner>/videos/<id>
//   watch/<owner id>/<id> (mobile)                            → https://www.<site>/<owner>/videos/<id>
//   watch/?v=, watch?v=, watch/live/?v=, video.php?v= | ?id=,
//   video/video.php?v=, video/embed?video_id=, legacy photo.php?v= → https://www.<site>/watch/?v=<id>
//   watchparty/<id>                                           → https://www.<site>/watchparty/<id>
// `watch` and `watch/live` without `v` are hubs (`other`). A watch party's id is not a video's:
// which video it plays is only known after a call.

import { enc, NUM_RE, param } from '../../params';
import type { DetectorMatch } from '../../types';
import { isOwnerSeg, type Detector } from './shared';

function byParam(origin: string, v: string | undefined): DetectorMatch | null {
  return v !== undefined && NUM_RE.test(v) ? { id: v, url: `${origin}/watch/?v=${v}` } : null;
}

function owned(origin: string, owner: string, id: string): DetectorMatch {
  return { id, owner, url: `${origin}/${enc(owner)}/videos/${id}` };
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
      return NUM_RE.test(id) ? owned(p.origin, segs[0]!, id) : null;
    }
    switch (s0) {
      case 'watch':
        if (n === 1 || (n === 2 && lsegs[1] === 'live')) return byParam(p.origin, param(p, 'v'));
        return n === 3 && NUM_RE.test(segs[1]!) && NUM_RE.test(segs[2]!) ? owned(p.origin, segs[1]!, segs[2]!) : null;
      case 'video.php':
        return n === 1 ? byParam(p.origin, param(p, 'v') ?? param(p, 'id')) : null;
      case 'video':
        if (n !== 2) return null;
        if (lsegs[1] === 'video.php') return byParam(p.origin, param(p, 'v') ?? param(p, 'id'));
        return lsegs[1] === 'embed' ? byParam(p.origin, param(p, 'video_id')) : null;
      case 'photo.php':
        return n === 1 ? byParam(p.origin, param(p, 'v')) : null;
      case 'watchparty': {
        const id = segs[1];
        return n === 2 && NUM_RE.test(id!) ? { id: id!, url: `${p.origin}/watchparty/${id}` } : null;
      }
    }
    return null;
  },
};
