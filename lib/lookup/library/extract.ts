import { getOperation, type OperationId } from '../../service/catalog';
import { classifyUrl } from '../../site';
import type { ListPage, ListingSummary, ModelMap, Normalized, Page, Seller } from '../../service/model';
import {
  ad, adDetails, advertiser, attachment, comment, group, keywordAdvertiser, listing, location, page, post, reel, searchResult, seller, video,
  type Draft, type SearchItem,
} from './drafts';
import { feedbackRef, linkRef, searchRef, uidOf } from './refs';
import { extractPhoto } from './photo';
import { tokenize } from './tokens';
import type { EntityKind, ExtractedEntity, Extraction, Provenance } from './types';

/**
 * An answer's entities, from its normalised model (lib/service/normalize.ts): each with its kind
 * and id, what it belongs to, its names and texts for search, and where it came from. Links and
 * comment feedback ids become aliases of the entity they name. How each model's item reads is in
 * drafts.ts; here is which items an answer holds and what they belong to.
 */

export { feedbackRef, linkRef, searchRef, uidOf } from './refs';

const isReelLink = (url: string | undefined) => !!url && classifyUrl(url)?.kind === 'reel';

/**
 * A reel is kept as a reel: the service answers a reel link with a post's details, so the link
 * asked for (or the answer's own link) says what it is. Rows kept before this rule as posts read
 * as reels through `shownKind` (their ids and what belongs to them are left as they were stored).
 */
export function shownKind(entity: Pick<ExtractedEntity, 'kind' | 'url' | 'source'>): EntityKind {
  return isReelKeptAsPost(entity) ? 'reel' : entity.kind;
}

/** A post entity that is a reel: its link or the link asked for is a reel's, or a reels list brought it. */
export function isReelKeptAsPost(entity: Pick<ExtractedEntity, 'kind' | 'url' | 'source'>): boolean {
  if (entity.kind !== 'post') return false;
  // An operation a newer build knew and this one does not names no model.
  const model = (getOperation(entity.source.operationId) as { model?: string } | undefined)?.model;
  // A row of an earlier build may lack its parameters.
  const params = entity.source.params as Record<string, string> | undefined;
  return isReelLink(entity.url) || isReelLink(params?.link) || model === 'reel_list';
}

function entity(d: Draft, source: Provenance, position: number): ExtractedEntity {
  const e: ExtractedEntity = {
    uid: uidOf(d.kind, d.id),
    kind: d.kind,
    id: d.id,
    title: d.title,
    data: d.data as Record<string, unknown>,
    source,
    fetchedAt: source.fetchedAt,
    position,
    tokens: tokenize(d.title, d.text, ...(d.words ?? [])),
  };
  if (d.text) e.text = d.text;
  if (d.url) e.url = d.url;
  if (d.time !== undefined) e.time = d.time;
  if (d.owner) e.owner = d.owner;
  return e;
}

const SEARCH_TYPES: Partial<Record<OperationId, string>> = {
  social_search_pages: 'page',
  social_search_people: 'person',
  social_search_posts: 'post',
  social_search_videos: 'video',
};

/** Kinds an id operation names (social_get_page_id → page). */
const ID_KINDS: Partial<Record<OperationId, EntityKind>> = {
  social_get_page_id: 'page',
  social_get_group_id: 'group',
  social_get_post_id: 'post',
};

function listOf<K extends keyof ModelMap>(n: Normalized, model: K): ModelMap[K] extends ListPage<infer T> ? T[] : never {
  return (n.status === 'ok' && n.model === model ? (n.data as ListPage<unknown>).items : []) as never;
}

export function extractEntities(normalized: Normalized, source: Provenance): Extraction {
  const { operationId: op, params } = source;
  const aliases: Record<string, string> = {};
  const drafts: Draft[] = [];
  const link = params.link;
  const byLink = link ? linkRef(link) : undefined;
  if (normalized.status !== 'ok') return { entities: [], aliases };
  const single = normalized.data as never;
  const nameLink = (d: Draft) => {
    if (link) aliases[linkRef(link)] = uidOf(d.kind, d.id);
    if (d.url && d.url !== link) aliases[linkRef(d.url)] = uidOf(d.kind, d.id);
  };
  if (op.startsWith('photo_')) extractPhoto(normalized, source, drafts, aliases);
  else switch (normalized.model) {
    case 'id': {
      const kind = ID_KINDS[op];
      const id = (single as { id?: string }).id;
      if (kind && id && link) aliases[linkRef(link)] = uidOf(kind, id);
      break;
    }
    case 'page': {
      const d = page(single, link);
      nameLink(d);
      drafts.push(d);
      const adPageId = (single as Page).adPageId;
      if (adPageId) aliases[uidOf('advertiser', adPageId)] = uidOf(d.kind, d.id);
      break;
    }
    case 'group': {
      const d = group(single, link);
      nameLink(d);
      drafts.push(d);
      break;
    }
    case 'post':
    case 'post_extended': {
      const d = post(single);
      if (isReelLink(link) || isReelLink(d.url)) d.kind = 'reel';
      nameLink(d);
      drafts.push(d);
      break;
    }
    case 'video': {
      const d = video(single);
      if (params.video_id && d.id !== params.video_id) aliases[uidOf('video', params.video_id)] = uidOf('video', d.id);
      nameLink(d);
      drafts.push(d);
      break;
    }
    case 'advertiser':
      drafts.push(advertiser(single, params.page_id));
      break;
    case 'post_list':
      for (const p of listOf(normalized, 'post_list')) drafts.push(post(p, byLink));
      break;
    case 'video_list':
      for (const v of listOf(normalized, 'video_list')) drafts.push(video(v, byLink));
      break;
    case 'reel_list':
      for (const r of listOf(normalized, 'reel_list')) drafts.push(reel(r, byLink));
      break;
    case 'comment_list':
      for (const c of listOf(normalized, 'comment_list')) {
        const d = comment(c, 'comment', byLink ?? 'comments');
        if (c.feedbackId) aliases[feedbackRef(c.feedbackId)] = uidOf('comment', d.id);
        drafts.push(d);
      }
      break;
    case 'reply_list': {
      const owner = params.comment_feedback_id ? feedbackRef(params.comment_feedback_id) : 'replies';
      for (const r of listOf(normalized, 'reply_list')) drafts.push(comment(r, 'reply', owner));
      break;
    }
    case 'attachment_list': {
      const owner = params.post_id ? uidOf('post', params.post_id) : (byLink ?? 'attachments');
      for (const a of listOf(normalized, 'attachment_list')) drafts.push(attachment(a, owner));
      break;
    }
    case 'ad_list': {
      const owner = params.ad_page_id ? uidOf('advertiser', params.ad_page_id) : undefined;
      for (const a of listOf(normalized, 'ad_list')) drafts.push(ad(a, owner));
      break;
    }
    case 'location_search': {
      const owner = searchRef(op, params.query ?? '');
      for (const l of listOf(normalized, 'location_search')) drafts.push(location(l, owner));
      break;
    }
    case 'page_search':
    case 'people_search':
    case 'post_search':
    case 'video_search': {
      const owner = searchRef(op, params.query ?? '');
      const items = (normalized.data as ListPage<SearchItem>).items;
      for (const item of items) drafts.push(searchResult(item, SEARCH_TYPES[op] ?? 'item', owner));
      break;
    }
    case 'ad_details':
      drafts.push(adDetails(single, params.ad_archive_id));
      break;
    case 'ad_keyword_list':
      for (const a of listOf(normalized, 'ad_keyword_list')) drafts.push(keywordAdvertiser(a));
      break;
    case 'listing':
      drafts.push(listing(single, undefined, params.listing_id));
      break;
    case 'listing_list':
    case 'vehicle_list':
    case 'rental_list': {
      const owner = searchRef(op, params.query ?? params.category_url ?? '');
      for (const l of (normalized.data as ListPage<ListingSummary>).items) drafts.push(listing(l, owner));
      break;
    }
    case 'seller': {
      const s = seller(single, params.seller_id);
      drafts.push(s);
      for (const l of (single as Seller).listings) drafts.push(listing(l, uidOf('seller', s.id)));
      break;
    }
    default:
      // Countries, categories, cities, media links and the free account answers hold no entities.
      break;
  }
  // The same entity twice in one answer (a list repeating an item) is one entity.
  const seen = new Map<string, ExtractedEntity>();
  drafts.forEach((d, i) => {
    const uid = uidOf(d.kind, d.id);
    if (!seen.has(uid)) seen.set(uid, entity(d, source, i));
  });
  return { entities: [...seen.values()], aliases };
}
