// Each registered site's hosts, in the order of SCAN_SITES (scan-sites.ts), without its detectors:
// the pages read the settings' host defaults from here, and carry no detector for it.

import { photoHosts } from './photo/hosts';
import type { SiteHostRules } from './site';
import { socialHosts } from './social/hosts';
import type { SiteHosts } from './types';

export const SITE_HOSTS: readonly SiteHostRules[] = [socialHosts, photoHosts];

/**
 * The stored host setting's default: the hosts of the site the settings hold whole, and the web
 * hosts of each site they hold a list of (see `siteHostsOf`).
 */
export const DEFAULT_SITE_HOSTS: SiteHosts = {
  ...SITE_HOSTS.find((s) => s.hostsInSettings === true)!.defaultHosts,
  bySite: Object.fromEntries(
    SITE_HOSTS.flatMap((s) => (typeof s.hostsInSettings === 'object' ? [[s.hostsInSettings.bySite, s.defaultHosts.site]] : [])),
  ),
};
