// URL classification for the social site: public entry point.

export type { Detection, SiteHosts, SocialKind } from './types';
export type { DetectionReport } from './report';
export { classifyUrl, isSiteUrl } from './classify';
export { DEFAULT_SITE_HOSTS, matchPatternsFor, normalizeHosts } from './hosts';
export { kindLabel, kindName } from './kinds';
export { badgeFor } from './badge';
