import type { OperationId } from '../../service/catalog';
import type {
  Ad, AdDetails, AdKeywordResult, Advertiser, Attachment, Comment, Group, Listing, ListingSummary, ListPage, LocationResult, ModelMap, Normalized, Page, PageSearchResult, Seller,
  PersonSearchResult, Post, PostSearchResult, Reel, Reply, Video, VideoSearchResult,
} from '../../service/model';
import { hashKey } from '../cache';
import { tokenize } from './tokens';
import type { EntityKind, ExtractedEntity, Extraction, Provenance } from './types';

/**
 * An answer's entities, from its normalised model (lib/service/normalize.ts): each with its kind
 * and id, what it belongs to, its names and texts for search, and where it came from. Links and
 * comment feedback ids become aliases of the entity they name.
 */

/** References an owner may be written as until it is resolved through the aliases. */
export const linkRef = (link: string) => `link:${link.trim()}`;
export const feedbackRef = (feedbackId: string) => `feedback:${feedbackId}`;
export const searchRef = (operationId: string, query: string) => `search:${operationId.replace(/^social_search_/, '')}:${query.trim()}`;
export const uidOf = (kind: EntityKind, id: string) => `${kind}:${id}`;

function isoMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
}

/** An id for an item the service gave none: its link, or a hash of its content. */
function fallbackId(id: string | undefined, url: string | undefined, data: unknown): string {
  if (id) return id;
  if (url) return `u${hashKey(url)}`;
  return `h${hashKey(JSON.stringify(data) ?? '')}`;
}

interface Draft {
  kind: EntityKind;
  id: string;
  title: string;
  text?: string | undefined;
  url?: string | undefined;
  time?: number | undefined;
  owner?: string | undefined;
  data: object;
  /** More words to find it by (author names, categories). */
  words?: (string | undefined)[];
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
    tokens: tokenize(d.title, d.text, d.id, ...(d.words ?? [])),
  };
  if (d.text) e.text = d.text;
  if (d.url) e.url = d.url;
  if (d.time !== undefined) e.time = d.time;
  if (d.owner) e.owner = d.owner;
  return e;
}

const short = (text: string | undefined, max = 80) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

const page = (p: Page, link?: string): Draft => ({
  kind: 'page', id: fallbackId(p.id, p.url ?? link, p), title: p.name ?? p.url ?? 'Page', text: p.bio, url: p.url, data: p,
  words: [...p.categories, p.website],
});
const group = (g: Group, link?: string): Draft => ({
  kind: 'group', id: fallbackId(g.id, g.url ?? link, g), title: g.name ?? 'Group', text: g.description, url: g.url,
  time: isoMs(g.createdTime), data: g,
});
const post = (p: Post, owner?: string): Draft => ({
  kind: 'post', id: fallbackId(p.id, p.url, p), title: short(p.text) ?? `Post ${p.id ?? ''}`.trim(), text: p.text, url: p.url,
  time: isoMs(p.time), owner: owner ?? (p.author?.id ? uidOf('page', p.author.id) : undefined), data: p, words: [p.author?.name],
});
const video = (v: Video, owner?: string): Draft => ({
  kind: 'video', id: fallbackId(v.id, v.url, v), title: v.title ?? short(v.text) ?? 'Video', text: v.text, url: v.url,
  time: isoMs(v.time), owner: owner ?? (v.owner?.id ? uidOf('page', v.owner.id) : undefined), data: v,
  words: [v.owner?.name, ...v.hashtags],
});
const reel = (r: Reel, owner?: string): Draft => ({
  kind: 'reel', id: fallbackId(r.id, r.url, r), title: short(r.text) ?? 'Reel', text: r.text, url: r.url, time: isoMs(r.time), owner, data: r,
});
const comment = (c: Comment | Reply, kind: 'comment' | 'reply', owner: string): Draft => ({
  kind, id: fallbackId(c.id, undefined, c), title: c.author?.name ?? (kind === 'reply' ? 'Reply' : 'Comment'), text: c.text,
  url: c.author?.url, time: isoMs(c.time), owner, data: c,
});
const attachment = (a: Attachment, owner: string): Draft => ({
  kind: 'attachment', id: fallbackId(a.id, a.url, a), title: `${a.type === 'video' ? 'Video' : 'Photo'}${a.id ? ` ${a.id}` : ''}`,
  url: a.url, owner, data: a,
});
const ad = (a: Ad, owner?: string): Draft => ({
  kind: 'ad', id: fallbackId(a.id, a.snapshotUrl, a), title: a.title ?? a.pageName ?? 'Ad', text: a.body, url: a.snapshotUrl,
  time: isoMs(a.startDate), owner: owner ?? (a.pageId ? uidOf('advertiser', a.pageId) : undefined), data: a, words: [a.pageName],
});
const advertiser = (a: Advertiser, pageId?: string): Draft => ({
  kind: 'advertiser', id: fallbackId(a.pageId ?? pageId, a.url, a), title: a.name ?? 'Advertiser', url: a.url, data: a,
  words: [a.category, a.location],
});
const location = (l: LocationResult, owner: string): Draft => ({
  kind: 'location', id: fallbackId(l.uid, undefined, l), title: l.name ?? 'Location', text: l.address, owner, data: l,
});

const adDetails = (a: AdDetails, id?: string): Draft => ({
  kind: 'ad', id: fallbackId(a.id ?? id, a.snapshotUrl, a), title: a.creative.title ?? a.page?.name ?? 'Ad', text: a.creative.body,
  url: a.snapshotUrl, time: isoMs(a.startDate), owner: a.page?.id ? uidOf('advertiser', a.page.id) : undefined, data: a,
  words: [a.page?.name, ...a.platforms],
});
const keywordAdvertiser = (a: AdKeywordResult): Draft => ({
  kind: 'advertiser', id: fallbackId(a.pageId, a.url, a), title: a.name ?? 'Advertiser', url: a.url, data: a, words: [a.category],
});
const listing = (l: Listing | ListingSummary, owner?: string, id?: string): Draft => ({
  kind: 'listing', id: fallbackId(l.id ?? id, l.url, l), title: l.title ?? 'Listing', text: 'description' in l ? l.description : undefined,
  url: l.url, time: isoMs(l.createdTime), owner: owner ?? (l.seller?.id ? uidOf('seller', l.seller.id) : undefined), data: l,
  words: [l.price?.formatted, l.location?.city, l.seller?.name],
});
const seller = (s: Seller, id?: string): Draft => ({
  kind: 'seller', id: fallbackId(s.id ?? id, s.url, s), title: s.name ?? 'Seller', url: s.url, data: s, words: [s.location],
});

type SearchItem = PageSearchResult | PersonSearchResult | PostSearchResult | VideoSearchResult;
/** Search results keep what they are (page, person, post, video) beside their id. */
function searchResult(item: SearchItem, subtype: string, owner: string): Draft {
  const title = 'name' in item ? item.name : 'title' in item ? item.title : 'text' in item ? short(item.text) : undefined;
  const text = 'text' in item ? item.text : undefined;
  return {
    kind: 'search_result', id: `${subtype}-${fallbackId(item.id, item.url, item)}`, title: title ?? `${subtype} result`, text,
    url: item.url, owner, data: { ...item, resultType: subtype }, time: 'time' in item ? isoMs(item.time) : undefined,
    words: ['author' in item ? item.author : undefined, 'category' in item ? item.category : undefined],
  };
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
  switch (normalized.model) {
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
