// The social network's right-click items: which links (and pages) of which kind get one, and what
// it says. Chromium shows an item by match patterns alone (it has no onShown), so the paths list
// only shapes that prove the kind: help, login and other feature links get nothing, and neither do
// vanity page links (`/<name>` looks like `/help`); page links by id (profile.php?id=, people/,
// pages/, p/) do. A link matching several patterns (a group post) shows several items: each is
// true, "Look up group" on a group post looks up the group (see `relatedUrl`).

import { MENU_PREFIX, type MenuEntry } from '../site';

export const MENUS: readonly MenuEntry[] = [
  {
    kind: 'post',
    name: 'post',
    onPage: 'this post',
    paths: [
      '/*/posts/*',
      '/permalink.php?*story_fbid=*',
      '/story.php?*story_fbid=*',
      '/photo.php?*fbid=*',
      '/photo/?*fbid=*',
      '/*/photos/*',
      '/groups/*/permalink/*',
      '/groups/*?*multi_permalinks=*',
      '/groups/*?*view=permalink*',
    ],
  },
  { kind: 'video', name: 'video', onPage: 'this video', paths: ['/*/videos/*', '/watch?*v=*', '/watch/?*v=*', '/video.php?*'] },
  { kind: 'reel', name: 'reel', onPage: 'this reel', paths: ['/reel/*'] },
  { kind: 'group', name: 'group', onPage: 'this group', paths: ['/groups/*'] },
  {
    kind: 'page',
    name: 'page',
    onPage: 'this page',
    paths: ['/profile.php?*id=*', '/profile/*', '/people/*/*', '/pages/*/*', '/p/*'],
    // Page links by name: only the classifier tells `/<name>` from `/help`.
    broadPaths: ['/*'],
  },
  // Share links redirect: the page they open is of another kind, so no page item.
  { kind: 'share_link', name: 'share link', paths: ['/share/*'], shortHosts: true },
  {
    kind: 'ad_library',
    name: 'ads of the page',
    onPage: 'these ads',
    paths: ['/ads/library/?*view_all_page_id=*', '/ads/library?*view_all_page_id=*'],
  },
  { kind: 'ad', name: 'ad', onPage: 'this ad', paths: ['/ads/library/?id=*', '/ads/library/?*&id=*', '/ads/library?id=*'] },
  { kind: 'marketplace_item', name: 'listing', onPage: 'this listing', paths: ['/marketplace/item/*'] },
  { kind: 'marketplace_seller', name: 'seller', onPage: 'this seller', paths: ['/marketplace/profile/*'] },
];

/** Item ids by a short name, for tests and scenarios that click them. */
export const MENU_IDS = {
  post: `${MENU_PREFIX}post`,
  video: `${MENU_PREFIX}video`,
  reel: `${MENU_PREFIX}reel`,
  group: `${MENU_PREFIX}group`,
  page: `${MENU_PREFIX}page`,
  share: `${MENU_PREFIX}share_link`,
  ads: `${MENU_PREFIX}ad_library`,
  ad: `${MENU_PREFIX}ad`,
  listing: `${MENU_PREFIX}marketplace_item`,
  seller: `${MENU_PREFIX}marketplace_seller`,
} as const;
