// First path segments that are the photo site's own pages, never a username: login walls, explore,
// direct messages, help, settings, the API and the entity prefixes the detectors read themselves.

export const RESERVED_ROOT: ReadonlySet<string> = new Set(
  ('accounts explore direct developer developers about legal help api graphql web static emails challenge session ' +
    'privacy terms press nametag directory reels reel p tv stories s share _u ar lite oauth data download invites ' +
    'your_activity topics fragment ajax qp logging dm audio locations tags create inbox notifications settings ' +
    'signup login logout business ads creators blog jobs about-us brand safety').split(' '),
);

/** Second segments of `/<user>/<tab>/`: the profile's own tabs and lists. */
export const PROFILE_TABS: ReadonlySet<string> = new Set(
  'posts reels tagged saved highlights guide guides channel following followers info avatar feed igtv related_profiles'.split(' '),
);

/**
 * Subdomains that serve no web pages of the site: the private API (`i.`), CDNs and static files.
 * Every other single-label subdomain (www, m, locales…) serves the ordinary web UI.
 */
export function isServiceHost(host: string, domain: string): boolean {
  const prefix = host.length > domain.length ? host.slice(0, host.length - domain.length - 1) : '';
  return /^(i|api|graph|static|cdn|scontent|video|l|help|about|business|developers?)(?:[.-]|$)/.test(prefix);
}
