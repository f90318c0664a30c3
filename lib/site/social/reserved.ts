// First path segments the site uses for its own features: never a page's vanity name, so
// `https://www.social.example/help` is `other`, not a page called "help". Lower case.
// Prefixes that detectors handle (groups, people, watch, reel, share…) are listed too: they are not
// vanity names either. File names (`robots.txt`, `*.php`) and API versions (`v11.0`) are never
// vanity names either (see isOwnerSeg).
// Stored as one string: this list ships in the content script, where every byte counts.

const words = (s: string): ReadonlySet<string> => new Set(s.split(' '));

export const RESERVED_ROOT = words(
  // handled by detectors
  'groups people p pg pages profile photo photos video videos watch watchparty reel reels share stories media ' +
    'events event ads marketplace commerce permalink story post posts albums questions ' +
    // account, auth, settings, legal
    'login logout reg signup recover checkpoint settings privacy policies policy legal terms help ' +
    'support security safety hacked memorialization your_information accounts account device ' +
    'cookies username notifications bookmarks ' +
    // hubs and tools
    'home messages friends find-friends gaming games live news feed feeds latest memories ' +
    'onthisday saved search hashtag explore discover directory business careers jobs ' +
    'fundraisers fundraiser donate offers places pokes lists notes dating me lite mobile ' +
    'creatorstudio professional_dashboard adsmanager ad_campaign campaign communitystandards ' +
    'transparency apps appcenter developers payments pay shops gift invite work workplace ' +
    'whitehat translations updates suggestions about sitemap composer plugins dialog sharer flx ' +
    'tr ajax api graphql oauth connect bugnub nfx checkin stars subscriptions collections ' +
    'learn privacy_center adpreferences www m mbasic ' +
    // data download, internal listings and endpoints that pages and scrapers link to
    'dyi browse comment comments ufi livemap page_content_list_view instantgames accessibility ' +
    'unsupportedbrowser docs policies_center ' +
    // `/2008/fbml`: the XML namespace of the old markup language
    '2008',
);

/**
 * Second segments that are hubs or tools, not names: `groups/feed`, `groups/discover`,
 * `marketplace/you/selling`, `marketplace/inbox` (never a group, never a marketplace location).
 */
export const RESERVED_SUB = words(
  'feed discover create joins notifications search your_groups category categories explore ' +
    'browse requests invites learn suggested manage settings ' +
    'item profile you inbox saved buying selling directory stores groups np',
);
