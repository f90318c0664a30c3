import type { SiteHostRules } from '../site';

/** The photo network's hosts before the user configures any. */
export const photoHosts: SiteHostRules = {
  defaultHosts: { site: ['photo.example'], short: [] },
  // Users add the real hosts in the options, stored beside the social site's.
  hostsInSettings: { bySite: 'photo' },
};
