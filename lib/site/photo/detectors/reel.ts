// Reels: `/reel/<code>/`, `/reels/<code>/`, `/<user>/reel/<code>/`. Not the reels feed (`/reels/`)
// nor an audio's reels (`/reels/audio/<id>/`). Canonical `https://www.<site>/reel/<code>/`.

import { withOwner } from '../../params';
import type { Detector } from './shared';
import { SHORTCODE_RE, isUser, onWeb } from './shared';

export const reelDetector: Detector = {
  kind: 'photo_reel',
  match(p) {
    if (!onWeb(p)) return null;
    const { segs, lsegs } = p;
    let at = 0;
    let owner: string | undefined;
    if (lsegs[0] !== 'reel' && lsegs[0] !== 'reels' && isUser(segs[0], lsegs[0])) {
      owner = segs[0];
      at = 1;
    }
    const word = lsegs[at];
    if (word !== 'reel' && word !== 'reels') return null;
    const code = segs[at + 1];
    if (code === undefined || lsegs[at + 1] === 'audio' || !SHORTCODE_RE.test(code)) return null;
    if (segs.length > at + 2 && !(segs.length === at + 3 && lsegs[at + 2] === 'embed')) return null;
    return withOwner(code, owner, `${p.origin}/reel/${code}/`);
  },
};
