import type { SiteShown } from '../site';
import { KINDS, NAMED_KINDS } from './kinds';

/** How the pages show the photo network's detections: its kinds' words and the found list's rows. */
export const photoShown: SiteShown = {
  kinds: KINDS,
  namedKinds: NAMED_KINDS,
  // A post's or reel's row in the found list leads; share links inside it fold into it.
  found: { leads: ['photo_post', 'photo_reel'], attached: ['photo_share_link'] },
};
