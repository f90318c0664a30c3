/** What the worker says: the context menu's titles and the notification of new items. */
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
  /** A notification's title when watches found new items. */
  newItems: { one: '{count} new item', other: '{count} new items' },
};
