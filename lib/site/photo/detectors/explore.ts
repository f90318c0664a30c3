// Pages under explore that name an entity: a hashtag (`/explore/tags/<tag>/`) and a location
// (`/explore/locations/<id>/<slug>/`); and an audio's reels (`/reels/audio/<id>/`, `/audio/<id>/`).

import { NUM_RE, safeDecode, withOwner } from '../../params';
import type { Detector } from './shared';
import { onWeb } from './shared';

/** Hashtags: letters of any script, digits and `_`. */
const TAG_RE = /^[\p{L}\p{M}\p{N}_]{1,100}$/u;

export const tagDetector: Detector = {
  kind: 'photo_tag',
  match(p) {
    const { segs, lsegs } = p;
    if (!onWeb(p) || lsegs[0] !== 'explore' || lsegs[1] !== 'tags' || segs.length !== 3) return null;
    const tag = safeDecode(segs[2]!).replace(/^#/, '');
    return TAG_RE.test(tag) ? { id: tag, url: `${p.origin}/explore/tags/${encodeURIComponent(tag)}/` } : null;
  },
};

export const locationDetector: Detector = {
  kind: 'photo_location',
  match(p) {
    const { segs, lsegs } = p;
    if (!onWeb(p) || lsegs[0] !== 'explore' || lsegs[1] !== 'locations' || segs.length < 3 || segs.length > 4) return null;
    const id = segs[2]!;
    if (!NUM_RE.test(id)) return null;
    return withOwner(id, undefined, `${p.origin}/explore/locations/${id}/`);
  },
};

export const audioDetector: Detector = {
  kind: 'photo_audio',
  match(p) {
    const { segs, lsegs } = p;
    if (!onWeb(p)) return null;
    const at = lsegs[0] === 'reels' && lsegs[1] === 'audio' ? 2 : lsegs[0] === 'audio' ? 1 : -1;
    if (at < 0 || segs.length !== at + 1 || !NUM_RE.test(segs[at]!)) return null;
    return { id: segs[at]!, url: `${p.origin}/reels/audio/${segs[at]}/` };
  },
};
