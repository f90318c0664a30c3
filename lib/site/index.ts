// URL classification for the social site: public entry point.
// `classifyUrl` here is the full classifier, identifiers by role included (identify.ts); the
// content script's scanner uses the smaller one of classify.ts, without them.

export type { Detection, DetectionIds, SiteHosts, SocialKind } from './types';
export type { DetectionReport } from './report';
export { identifyUrl as classifyUrl } from './identify';
export { isSiteUrl } from './classify';
export { DEFAULT_SITE_HOSTS, matchPatternsFor, normalizeHosts } from './hosts';
export { kindLabel, kindName } from './kinds';
export { badgeFor } from './badge';
