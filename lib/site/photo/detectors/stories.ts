// A user's stories (`/stories/<user>/`) and one story (`/stories/<user>/<media id>/`).
// Highlights (`/stories/highlights/<id>/`) are the highlight detector's.

import { NUM_RE } from '../../params';
import type { Detector } from './shared';
import { USERNAME_RE, onWeb } from './shared';

function storyPath(p: Parameters<Detector['match']>[0]): { user: string; media?: string } | null {
  const { segs, lsegs } = p;
  if (lsegs[0] !== 'stories' || lsegs[1] === 'highlights' || segs.length < 2 || segs.length > 3) return null;
  const user = segs[1]!;
  if (!USERNAME_RE.test(user)) return null;
  if (segs.length === 2) return { user };
  return NUM_RE.test(segs[2]!) ? { user, media: segs[2]! } : null;
}

export const storiesDetector: Detector = {
  kind: 'photo_stories',
  match(p) {
    const s = onWeb(p) ? storyPath(p) : null;
    return s && s.media === undefined ? { id: s.user, url: `${p.origin}/stories/${s.user}/` } : null;
  },
};

export const storyDetector: Detector = {
  kind: 'photo_story',
  match(p) {
    const s = onWeb(p) ? storyPath(p) : null;
    return s?.media !== undefined ? { id: s.media, owner: s.user, url: `${p.origin}/stories/${s.user}/${s.media}/` } : null;
  },
};
