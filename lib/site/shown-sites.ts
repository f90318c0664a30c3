// What the pages show of each registered site, in the order of SITES (sites.ts), without its
// detectors and link rules: the pages name kinds and group found links from here.

import { photoShown } from './photo/shown';
import type { SiteShown } from './site';
import { socialShown } from './social/shown';

export const SHOWN_SITES: readonly SiteShown[] = [socialShown, photoShown];
