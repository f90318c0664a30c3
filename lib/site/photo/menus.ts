// The photo network's right-click items: which links (and pages) of which kind get one, and what
// it says. Chromium shows an item by match patterns alone (it has no onShown), so the paths list
// only shapes that prove the kind; profile links (`/<user>/` looks like `/explore/`), `/reels/<code>/`
// (beside `/reels/audio/…`), links with a username before the code and `/s/…` links (a highlight or
// a share link, told apart by decoding) are broad paths, shown where the browser asks before showing
// a menu. Kinds the service has no
// lookup for (stories, a story, a tag) get no item.

import { MENU_PREFIX, type MenuEntry } from '../site';

export const MENUS: readonly MenuEntry[] = [
  { kind: 'photo_profile', name: 'profile', onPage: 'this profile', paths: ['/_u/*'], broadPaths: ['/*'] },
  // A username before the code (`/<user>/p/<code>/`) is a broad path: `/share/reel/<code>` has the same shape.
  { kind: 'photo_post', name: 'post', onPage: 'this post', paths: ['/p/*', '/tv/*'], broadPaths: ['/*/p/*', '/*/tv/*'] },
  { kind: 'photo_reel', name: 'reel', onPage: 'this reel', paths: ['/reel/*'], broadPaths: ['/reels/*', '/*/reel/*'] },
  { kind: 'photo_highlight', name: 'highlight', onPage: 'this highlight', paths: ['/stories/highlights/*'], broadPaths: ['/s/*'] },
  { kind: 'photo_location', name: 'place', onPage: 'this place', paths: ['/explore/locations/*'] },
  { kind: 'photo_audio', name: 'audio', onPage: 'this audio', paths: ['/reels/audio/*', '/audio/*'] },
  // Share links redirect: the page they open is of another kind, so no page item.
  { kind: 'photo_share_link', name: 'share link', paths: ['/share/*'], broadPaths: ['/s/*'] },
];

/** Item ids by a short name, for tests and scenarios that click them. */
export const MENU_IDS = {
  profile: `${MENU_PREFIX}photo_profile`,
  post: `${MENU_PREFIX}photo_post`,
  reel: `${MENU_PREFIX}photo_reel`,
  highlight: `${MENU_PREFIX}photo_highlight`,
  location: `${MENU_PREFIX}photo_location`,
  audio: `${MENU_PREFIX}photo_audio`,
  share: `${MENU_PREFIX}photo_share_link`,
} as const;
