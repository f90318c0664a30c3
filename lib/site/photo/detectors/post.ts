// Posts: `/p/<code>/`, IGTV's `/tv/<code>/`, with a username before them (`/<user>/p/<code>/`), opened
// from direct messages (`/dm/p/<code>/`), and their sub-pages (`embed/`, `liked_by/`, `c/<comment>/`).
// The shortcode is the post's key. Canonical `https://www.<site>/p/<code>/`.

import { withOwner } from '../../params';
import type { Detector } from './shared';
import { SHORTCODE_RE, isUser, onWeb } from './shared';

const SUB = new Set(['embed', 'captioned', 'liked_by', 'c', 'comments', 'media']);

export const postDetector: Detector = {
  kind: 'photo_post',
  match(p) {
    if (!onWeb(p)) return null;
    const { segs, lsegs } = p;
    let at = 0;
    let owner: string | undefined;
    if (lsegs[0] === 'dm') at = 1;
    else if (lsegs[0] !== 'p' && lsegs[0] !== 'tv' && isUser(segs[0], lsegs[0])) {
      owner = segs[0];
      at = 1;
    }
    if ((lsegs[at] !== 'p' && lsegs[at] !== 'tv') || !SHORTCODE_RE.test(segs[at + 1] ?? '')) return null;
    // Past the code, only the post's own sub-pages.
    for (let i = at + 2; i < segs.length; i++) if (!SUB.has(lsegs[i]!) && !/^\d+$/.test(segs[i]!)) return null;
    const code = segs[at + 1]!;
    return withOwner(code, owner, `${p.origin}/p/${code}/`);
  },
};
