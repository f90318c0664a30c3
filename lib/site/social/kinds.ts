// The social network's kinds, with how they show: badge label and name. Imports nothing, so the
// registry's type (kind.ts) can name it without a cycle.

export type SocialKind =
  | 'page'
  | 'group'
  | 'post'
  | 'video'
  | 'reel'
  | 'share_link'
  /** An advertiser's ads in the ads library (`ads/library/?view_all_page_id=`). */
  | 'ad_library'
  /** One ad of the ads library, by its archive id (`ads/library/?id=`). */
  | 'ad'
  | 'marketplace_item'
  | 'marketplace_seller'
  | 'marketplace_category'
  | 'marketplace_search'
  | 'other';

/** Kinds whose own links' text is their name, and which name the rows they own. */
export const NAMED_KINDS: readonly SocialKind[] = ['page', 'group'];

export const KINDS: Record<Exclude<SocialKind, 'other'>, { label: string; name: string }> = {
  page: { label: 'PAGE', name: 'Page' },
  group: { label: 'GRP', name: 'Group' },
  post: { label: 'POST', name: 'Post' },
  video: { label: 'VID', name: 'Video' },
  reel: { label: 'REEL', name: 'Reel' },
  share_link: { label: 'LINK', name: 'Share link' },
  ad_library: { label: 'ADS', name: 'Ad library' },
  ad: { label: 'AD', name: 'Ad' },
  marketplace_item: { label: 'ITEM', name: 'Marketplace item' },
  marketplace_seller: { label: 'SELL', name: 'Marketplace seller' },
  marketplace_category: { label: 'CAT', name: 'Marketplace category' },
  marketplace_search: { label: 'FIND', name: 'Marketplace search' },
};
