import type { SiteHostRules } from '../site';

/** The social network's hosts before the user configures any; the settings hold its lists whole. */
export const socialHosts: SiteHostRules = {
  defaultHosts: {
    site: ['social.example'],
    short: ['socialwatch.example', 'socialme.example'],
  },
  hostsInSettings: true,
};
