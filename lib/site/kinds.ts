import type { SocialKind } from './types';

const LABELS: Record<SocialKind, string> = {
  page: 'PAGE',
  group: 'GRP',
  post: 'POST',
  video: 'VID',
  reel: 'REEL',
  share_link: 'LINK',
  ad_library: 'ADS',
  marketplace_item: 'ITEM',
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
  marketplace_item: 'Marketplace item',
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
