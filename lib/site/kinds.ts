import type { SocialKind } from './types';

const LABELS: Record<SocialKind, string> = {
  page: 'PAGE',
  group: 'GRP',
  post: 'POST',
  video: 'VID',
  reel: 'REEL',
  share_link: 'LINK',
  ad_library: 'ADS',
  ad: 'AD',
  marketplace_item: 'ITEM',
  marketplace_seller: 'SELL',
  marketplace_category: 'CAT',
  marketplace_search: 'FIND',
  other: '',
};

const NAMES: Record<SocialKind, string> = {
  page: 'Page',
  group: 'Group',
  post: 'Post',
  video: 'Video',
  reel: 'Reel',
  share_link: 'Share link',
  ad_library: 'Ad library',
  ad: 'Ad',
  marketplace_item: 'Marketplace item',
  marketplace_seller: 'Marketplace seller',
  marketplace_category: 'Marketplace category',
  marketplace_search: 'Marketplace search',
  other: 'Other',
};

/** Short badge label for a kind ('' for `other`). */
export function kindLabel(kind: SocialKind): string {
  return LABELS[kind] ?? '';
}

/** Human-readable kind name. */
export function kindName(kind: SocialKind): string {
  return NAMES[kind] ?? '';
}
