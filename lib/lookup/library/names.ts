import { ENTITY_KINDS, type EntityKind } from './types';

/**
 * What people call the library's kinds and owners: the plural of each kind (file names, counts),
 * and an owner reference as the user knows it (an id, a link, the search words), never the
 * library's internal key (`post:…`, `link:…`, `feedback:…`). One home for both.
 */

export const KIND_PLURALS: Record<EntityKind, string> = {
  page: 'pages',
  group: 'groups',
  post: 'posts',
  comment: 'comments',
  reply: 'replies',
  video: 'videos',
  reel: 'reels',
  attachment: 'attachments',
  ad: 'ads',
  advertiser: 'advertisers',
  search_result: 'search-results',
  location: 'locations',
  listing: 'listings',
  seller: 'sellers',
  photo_profile: 'profiles',
  photo_post: 'photo-posts',
  photo_reel: 'photo-reels',
  photo_highlight: 'highlights',
  photo_story: 'stories',
  photo_location: 'places',
  photo_audio: 'audio',
};

export function pluralOf(kind: EntityKind): string {
  return KIND_PLURALS[kind];
}

const KINDS = new Set<string>(ENTITY_KINDS);

/**
 * An owner reference as the user knows it: an entity's id (`post:123` → `123`), a link as it was
 * asked for, the words of a search, a comment's feedback id; nothing for the placeholders of
 * answers that named no owner.
 */
export function ownerText(owner: string | undefined): string | undefined {
  if (!owner) return undefined;
  const cut = owner.indexOf(':');
  if (cut < 0) return undefined;
  const [prefix, rest] = [owner.slice(0, cut), owner.slice(cut + 1)];
  if (prefix === 'link' || prefix === 'feedback' || KINDS.has(prefix)) return rest || undefined;
  // `search:<operation>:<words>`
  if (prefix === 'search') return rest.slice(rest.indexOf(':') + 1) || undefined;
  return owner;
}
