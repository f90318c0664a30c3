/** What the worker says: the context menu's titles, the toolbar button's tooltip and the notification of new items. */
export const worker = {
  /** `what`: one of the names below; `credits`: the price, as count.credit says it. */
  lookUp: 'Look up {what} · {credits}',
  /** What an item says for a link, by the kind it looks up (the site's kind in camelCase). */
  link: {
    post: 'post',
    video: 'video',
    reel: 'reel',
    group: 'group',
    page: 'page',
    shareLink: 'share link',
    adLibrary: 'ads of the page',
    ad: 'ad',
    marketplaceItem: 'listing',
    marketplaceSeller: 'seller',
    photoProfile: 'profile',
    photoPost: 'post',
    photoReel: 'reel',
    photoHighlight: 'highlight',
    photoLocation: 'place',
    photoAudio: 'audio',
    photoShareLink: 'share link',
  },
  /** What it says for the page itself. */
  page: {
    post: 'this post',
    video: 'this video',
    reel: 'this reel',
    group: 'this group',
    page: 'this page',
    adLibrary: 'these ads',
    ad: 'this ad',
    marketplaceItem: 'this listing',
    marketplaceSeller: 'this seller',
    photoProfile: 'this profile',
    photoPost: 'this post',
    photoReel: 'this reel',
    photoHighlight: 'this highlight',
    photoLocation: 'this place',
    photoAudio: 'this audio',
  },
  /** The toolbar button's tooltip after the extension's name: the tab's own item (`kind`: its name in kind-names.ts) and what the page links to. */
  toolbar: { current: '{kind} {id}', linked: { one: '{count} item linked on this page', other: '{count} items linked on this page' } },
  /** A notification's title when watches found new items. */
  newItems: { one: '{count} new item', other: '{count} new items' },
};
