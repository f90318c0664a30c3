// Share links: `/share/<code>`, `/share/p/<code>`, `/share/reel/<code>`, and `/s/<code>` links that
// are not a highlight. The code is not the post's shortcode: what it points at is only known
// after a call. Canonical: the link as its path gives it.

import type { Detector } from './shared';
import { onWeb } from './shared';
import { highlightOfShareCode } from './highlight';

const CODE_RE = /^[A-Za-z0-9_=-]{4,200}$/;

export const shareLinkDetector: Detector = {
  kind: 'photo_share_link',
  match(p) {
    if (!onWeb(p)) return null;
    const { segs, lsegs } = p;
    if (lsegs[0] === 's' && segs.length === 2) {
      const code = segs[1]!;
      return CODE_RE.test(code) && highlightOfShareCode(code) === undefined ? { id: code, url: `${p.origin}/s/${code}` } : null;
    }
    if (lsegs[0] !== 'share' || segs.length < 2 || segs.length > 3) return null;
    if (segs.length === 3 && !/^(p|reel|reels|tv|s)$/.test(lsegs[1]!)) return null;
    const code = segs[segs.length - 1]!;
    return CODE_RE.test(code) ? { id: code, url: `${p.origin}/${segs.join('/')}` } : null;
  },
};
