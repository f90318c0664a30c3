// Share links: `share/<code>`, `share/p|v|r|g/<code>` on the site, and `<short host>/<code>`.
// Canonical: `https://www.<site>/share/<hint>/<code>` or `https://<short domain>/<code>`.

import { enc } from '../../params';
import type { Detector } from './shared';

const SHARE_CODE_RE = /^[A-Za-z0-9_-]{4,64}$/;
const SHORT_CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const HINT_RE = /^[a-z]$/;

export const shareLinkDetector: Detector = {
  kind: 'share_link',
  match(p) {
    const { segs, lsegs } = p;
    if (p.hostType === 'short') {
      const code = segs[0];
      if (segs.length !== 1 || !code || !SHORT_CODE_RE.test(code)) return null;
      return { id: code, url: `${p.origin}/${enc(code)}` };
    }
    if (!p.web || lsegs[0] !== 'share') return null;
    if (segs.length === 2) {
      const code = segs[1]!;
      if (!SHARE_CODE_RE.test(code)) return null;
      return { id: code, url: `${p.origin}/share/${code}` };
    }
    if (segs.length === 3) {
      const hint = lsegs[1]!;
      const code = segs[2]!;
      if (!HINT_RE.test(hint) || !SHARE_CODE_RE.test(code)) return null;
      return { id: code, url: `${p.origin}/share/${hint}/${code}` };
    }
    return null;
  },
};
