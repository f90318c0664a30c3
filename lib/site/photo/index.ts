// The photo network as a site: its scan part (scan.ts) plus what the background and the pages use.

import type { Site } from '../site';
import { idsOf, needsResolution } from './ids';
import { MENUS } from './menus';
import { otherUrl } from './other';
import { photoScan } from './scan';
import { photoShown } from './shown';

export const photo: Site = {
  ...photoScan,
  ...photoShown,
  id: 'photo',
  idsOf,
  needsResolution,
  otherUrl,
  menus: MENUS,
};
