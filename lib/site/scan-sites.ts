// What the content script carries of each registered site: the same sites as SITES (sites.ts), in
// the same order, without what only the background and the pages need (a test holds them equal).

import type { SiteScan } from './site';
import { photoScan } from './photo/scan';
import { socialScan } from './social/scan';

export const SCAN_SITES: readonly SiteScan[] = [socialScan, photoScan];
