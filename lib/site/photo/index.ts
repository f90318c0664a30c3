// The photo network as a site: its scan part (scan.ts) plus what the background and the pages use.

import type { Site } from '../site';
import { idsOf, needsResolution } from './ids';
import { KINDS } from './kinds';
import { MENUS } from './menus';
import { otherUrl } from './other';
import { photoScan } from './scan';

export const photo: Site = {
  ...photoScan,
  id: 'photo',
  kinds: KINDS,
  idsOf,
  needsResolution,
  otherUrl,
  // A post's or reel's row in the found list leads; share links inside it fold into it.
  found: { leads: ['photo_post', 'photo_reel'], attached: ['photo_share_link'] },
  menus: MENUS,
};
