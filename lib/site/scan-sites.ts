// What the content script carries of each registered site: the same sites as SITES (sites.ts), in
// the same order, without what only the background and the pages need (a test holds them equal).

import type { SiteScan } from './site';
import { photoScan } from './photo/scan';
import { socialScan } from './social/scan';
import type { SiteHosts } from './types';

export const SCAN_SITES: readonly SiteScan[] = [socialScan, photoScan];

/**
 * The stored host setting's default: the hosts of the site the settings hold whole, and the web
 * hosts of each site they hold a list of (see `siteHostsOf`).
 */
export const DEFAULT_SITE_HOSTS: SiteHosts = {
  ...SCAN_SITES.find((s) => s.hostsInSettings === true)!.defaultHosts,
  bySite: Object.fromEntries(
    SCAN_SITES.flatMap((s) => (typeof s.hostsInSettings === 'object' ? [[s.hostsInSettings.bySite, s.defaultHosts.site]] : [])),
  ),
};
