import type {
  Ad, AdDetails, AdKeywordResult, Advertiser, Attachment, Comment, Group, Listing, ListingSummary, LocationResult, Page, PageSearchResult, Seller,
  PersonSearchResult, Post, PostSearchResult, Reel, Reply, Video, VideoSearchResult,
} from '../../service/model';
import { hashKey } from '../../util/stable-key';
import { uidOf } from './refs';
import type { EntityKind } from './types';

/**
 * One draft per model: what an item of each of the service's models is called in the library
 * (kind, id, title, text, link, time, owner, extra search words). extract.ts picks the drafts an
 * answer holds; here is only how each single item reads.
 */

export function isoMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
}

/** An id for an item the service gave none: its link, or a hash of its content. */
export function fallbackId(id: string | undefined, url: string | undefined, data: unknown): string {
  if (id) return id;
  if (url) return `u${hashKey(url)}`;
  return `h${hashKey(JSON.stringify(data) ?? '')}`;
}

export interface Draft {
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

export const short = (text: string | undefined, max = 80) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const page = (p: Page, link?: string): Draft => ({
  kind: 'page', id: fallbackId(p.id, p.url ?? link, p), title: p.name ?? p.url ?? 'Page', text: p.bio, url: p.url, data: p,
  words: [...p.categories, p.website],
});
export const group = (g: Group, link?: string): Draft => ({
  kind: 'group', id: fallbackId(g.id, g.url ?? link, g), title: g.name ?? 'Group', text: g.description, url: g.url,
  time: isoMs(g.createdTime), data: g,
});
export const post = (p: Post, owner?: string): Draft => ({
  kind: 'post', id: fallbackId(p.id, p.url, p), title: short(p.text) ?? `Post ${p.id ?? ''}`.trim(), text: p.text, url: p.url,
  time: isoMs(p.time), owner: owner ?? (p.author?.id ? uidOf('page', p.author.id) : undefined), data: p, words: [p.author?.name],
});
export const video = (v: Video, owner?: string): Draft => ({
  kind: 'video', id: fallbackId(v.id, v.url, v), title: v.title ?? short(v.text) ?? 'Video', text: v.text, url: v.url,
  time: isoMs(v.time), owner: owner ?? (v.owner?.id ? uidOf('page', v.owner.id) : undefined), data: v,
  words: [v.owner?.name, ...v.hashtags],
});
export const reel = (r: Reel, owner?: string): Draft => ({
  kind: 'reel', id: fallbackId(r.id, r.url, r), title: short(r.text) ?? 'Reel', text: r.text, url: r.url, time: isoMs(r.time), owner, data: r,
});
export const comment = (c: Comment | Reply, kind: 'comment' | 'reply', owner: string): Draft => ({
  kind, id: fallbackId(c.id, undefined, c), title: c.author?.name ?? (kind === 'reply' ? 'Reply' : 'Comment'), text: c.text,
  url: c.author?.url, time: isoMs(c.time), owner, data: c,
});
export const attachment = (a: Attachment, owner: string): Draft => ({
  kind: 'attachment', id: fallbackId(a.id, a.url, a), title: `${a.type === 'video' ? 'Video' : 'Photo'}${a.id ? ` ${a.id}` : ''}`,
  url: a.url, owner, data: a,
});
export const ad = (a: Ad, owner?: string): Draft => ({
  kind: 'ad', id: fallbackId(a.id, a.snapshotUrl, a), title: a.title ?? a.pageName ?? 'Ad', text: a.body, url: a.snapshotUrl,
  time: isoMs(a.startDate), owner: owner ?? (a.pageId ? uidOf('advertiser', a.pageId) : undefined), data: a, words: [a.pageName],
});
export const advertiser = (a: Advertiser, pageId?: string): Draft => ({
  kind: 'advertiser', id: fallbackId(a.pageId ?? pageId, a.url, a), title: a.name ?? 'Advertiser', url: a.url, data: a,
  words: [a.category, a.location],
});
export const location = (l: LocationResult, owner: string): Draft => ({
  kind: 'location', id: fallbackId(l.uid, undefined, l), title: l.name ?? 'Location', text: l.address, owner, data: l,
});

export const adDetails = (a: AdDetails, id?: string): Draft => ({
  kind: 'ad', id: fallbackId(a.id ?? id, a.snapshotUrl, a), title: a.creative.title ?? a.page?.name ?? 'Ad', text: a.creative.body,
  url: a.snapshotUrl, time: isoMs(a.startDate), owner: a.page?.id ? uidOf('advertiser', a.page.id) : undefined, data: a,
  words: [a.page?.name, ...a.platforms],
});
export const keywordAdvertiser = (a: AdKeywordResult): Draft => ({
  kind: 'advertiser', id: fallbackId(a.pageId, a.url, a), title: a.name ?? 'Advertiser', url: a.url, data: a, words: [a.category],
});
export const listing = (l: Listing | ListingSummary, owner?: string, id?: string): Draft => ({
  kind: 'listing', id: fallbackId(l.id ?? id, l.url, l), title: l.title ?? 'Listing', text: 'description' in l ? l.description : undefined,
  url: l.url, time: isoMs(l.createdTime), owner: owner ?? (l.seller?.id ? uidOf('seller', l.seller.id) : undefined), data: l,
  words: [l.price?.formatted, l.location?.city, l.seller?.name],
});
export const seller = (s: Seller, id?: string): Draft => ({
  kind: 'seller', id: fallbackId(s.id ?? id, s.url, s), title: s.name ?? 'Seller', url: s.url, data: s, words: [s.location],
});

export type SearchItem = PageSearchResult | PersonSearchResult | PostSearchResult | VideoSearchResult;
/** Search results keep what they are (page, person, post, video) beside their id. */
export function searchResult(item: SearchItem, subtype: string, owner: string): Draft {
  const title = 'name' in item ? item.name : 'title' in item ? item.title : 'text' in item ? short(item.text) : undefined;
  const text = 'text' in item ? item.text : undefined;
  return {
    kind: 'search_result', id: `${subtype}-${fallbackId(item.id, item.url, item)}`, title: title ?? `${subtype} result`, text,
    url: item.url, owner, data: { ...item, resultType: subtype }, time: 'time' in item ? isoMs(item.time) : undefined,
    words: ['author' in item ? item.author : undefined, 'category' in item ? item.category : undefined],
  };
}
