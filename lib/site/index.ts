// URL classification over the registered sites: public entry point.
// `classifyUrl` here is the full classifier, identifiers by role included (identify.ts); the
// content script's scanner uses the smaller one of classify.ts, without them.

export type { Detection, DetectionIds, Kind, PhotoKind, SiteHosts, SocialKind } from './types';
export type { DetectionReport } from './report';
export type { Site, SiteScan } from './site';
export { identifyUrl as classifyUrl } from './identify';
export { isSiteUrl } from './classify';
export { matchPatternsFor, normalizeHosts, siteHostsOf } from './hosts';
export { SCAN_SITES } from './scan-sites';
export { DEFAULT_SITE_HOSTS } from './site-hosts';
export { SITES } from './sites';
export { kindLabel, kindName } from './kinds';
export { badgeFor } from './badge';
export { MENU_PREFIX } from './site';
