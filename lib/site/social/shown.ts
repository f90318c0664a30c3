import type { SiteShown } from '../site';
import { KINDS, NAMED_KINDS } from './kinds';

/** How the pages show the social network's detections: its kinds' words and the found list's rows. */
export const socialShown: SiteShown = {
  kinds: KINDS,
  namedKinds: NAMED_KINDS,
  found: { leads: ['post', 'video', 'reel'], attached: ['share_link', 'post'] },
};
