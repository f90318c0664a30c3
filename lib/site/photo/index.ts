// The photo network as a site: its scan part (scan.ts) plus what the background and the pages use.
// Right-click items and the found list's grouping come with its views; none yet.

import type { Site } from '../site';
import { idsOf, needsResolution } from './ids';
import { KINDS } from './kinds';
import { otherUrl } from './other';
import { photoScan } from './scan';

export const photo: Site = {
  ...photoScan,
  id: 'photo',
  kinds: KINDS,
  idsOf,
  needsResolution,
  otherUrl,
  found: { leads: ['photo_post', 'photo_reel'], attached: ['photo_share_link'] },
  menus: [],
};
