// Profiles: `/<user>/`, its tabs (`/<user>/reels/`, `/tagged/`, `/followers/` …), the app's
// `/_u/<user>` deep link and `/id:<numeric id>/`. Canonical `https://www.<site>/<user>/`.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';
import { isUser, onWeb } from './shared';
import { PROFILE_TABS } from '../reserved';

export const profileDetector: Detector = {
  kind: 'photo_profile',
  match(p) {
    if (!onWeb(p)) return null;
    const { segs, lsegs } = p;
    if (lsegs[0] === '_u' && segs.length === 2 && isUser(segs[1], lsegs[1])) return { id: segs[1]!, url: `${p.origin}/${segs[1]}/` };
    if (segs.length === 1 && lsegs[0]!.startsWith('id:') && NUM_RE.test(segs[0]!.slice(3))) {
      return { id: segs[0]!.slice(3), url: `${p.origin}/${segs[0]}/` };
    }
    if (segs.length < 1 || segs.length > 2 || !isUser(segs[0], lsegs[0])) return null;
    if (segs.length === 2 && !PROFILE_TABS.has(lsegs[1]!)) return null;
    return { id: segs[0]!, url: `${p.origin}/${segs[0]}/` };
  },
};
