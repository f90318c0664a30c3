// Highlights: `/stories/highlights/<id>/`, and the `/s/<code>` share form whose code is base64 of
// "highlight:<id>" (decoded here, for free). Canonical `https://www.<site>/stories/highlights/<id>/`.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';
import { onWeb } from './shared';

const B64_RE = /^[A-Za-z0-9+/_-]{8,200}={0,2}$/;

/** The highlight id a `/s/<code>` link carries, or undefined when it carries none. */
export function highlightOfShareCode(code: string): string | undefined {
  if (!B64_RE.test(code)) return undefined;
  try {
    const text = atob(code.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    const m = /^highlight:(\d{1,25})$/.exec(text);
    return m?.[1];
  } catch {
    return undefined;
  }
}

export const highlightDetector: Detector = {
  kind: 'photo_highlight',
  match(p) {
    if (!onWeb(p)) return null;
    const { segs, lsegs } = p;
    let id: string | undefined;
    if (lsegs[0] === 'stories' && lsegs[1] === 'highlights' && segs.length <= 4 && NUM_RE.test(segs[2] ?? '')) {
      id = segs[2];
      if (segs.length === 4 && !NUM_RE.test(segs[3]!)) return null;
    } else if (lsegs[0] === 's' && segs.length === 2) id = highlightOfShareCode(segs[1]!);
    return id !== undefined ? { id, url: `${p.origin}/stories/highlights/${id}/` } : null;
  },
};
