// Handlers of the photo network's 13 operations, answering from the photo dataset in the shapes
// the live service shows (operations.json, service-facts.md): the envelope `{success, data,
// message, meta}`, posts as media objects (`code`, `media_type`, `image_versions2`,
// `carousel_media`, `clips_metadata`), captions as plain text or `{text}`, some counts as
// abbreviated text ("1.2M"), and reels by audio paged with `max_id` inside `paging_info`.

import { listData, one, paginate, ParamError, tokens, type Handler, type OpContext, type OpResult } from './answer';
import {
  abbreviatedCount, highlightUrl, photoDataset, shareTarget, postUrl, type PhotoDataset, type PhotoHighlight, type PhotoItem, type PhotoMediaFile,
  type PhotoPlace, type PhotoStory, type PhotoUser,
} from './data/photo';
import { abbreviate } from './format';
import { readPhotoUrl } from './photo-url-reader';

/** Items per call of the photo lists. */
export const PHOTO_PAGE_SIZES = { posts: 12, reels: 12, audioReels: 12, locationPosts: 12, feed: 10, search: 6, nearby: 10 } as const;

const CODE = /^[A-Za-z0-9_-]{5,64}$/;
const USERNAME = /^@?[A-Za-z0-9._]{1,30}$/;

const pd = (ctx: OpContext): PhotoDataset => photoDataset(ctx.ds.seed);
const secs = (ms: number) => Math.floor(ms / 1000);
/** A count as the service gives it: a number, or abbreviated text for about half of the large ones. */
const countOf = (key: string, n: number): number | string => (abbreviatedCount(key, n) ? abbreviate(n) : n);
const data = (body: Record<string, unknown>): OpResult => one({ success: true, data: body });
const list = (body: Record<string, unknown>, items: number): OpResult => ({ body: { success: true, data: body }, items });

// ---------------------------------------------------------------------------------------------
// Bodies

export function userBody(u: PhotoUser) {
  return { pk: u.id, id: u.id, username: u.username, full_name: u.fullName, is_verified: u.verified, is_private: u.private, profile_pic_url: u.picture };
}

function profileBody(ds: PhotoDataset, u: PhotoUser) {
  const body: Record<string, unknown> = {
    ...userBody(u),
    biography: u.bio,
    follower_count: countOf(`followers ${u.id}`, u.followers),
    following_count: u.following,
    media_count: u.posts.length + u.reels.length,
    profile_pic_url_hd: u.picture.replace('_320x320_', '_1080x1080_'),
    is_business_account: u.business !== undefined,
    related_profiles: u.related.map((name) => userBody(ds.userByName.get(name)!)),
  };
  if (u.website) body.external_url = u.website;
  if (u.business) {
    body.business_category_name = u.business.category;
    body.public_email = u.business.email;
    body.contact_phone_number = u.business.phone;
    body.business_address = u.business.address;
  }
  return body;
}

const candidates = (url: string, width: number, height: number) => ({ candidates: [{ url, width, height }] });

function mediaFields(f: PhotoMediaFile): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: f.id, media_type: f.type === 'video' ? 2 : 1, original_width: f.width, original_height: f.height,
    image_versions2: candidates(f.thumbnail ?? f.url, f.width, f.height),
  };
  if (f.type === 'video') out.video_versions = [{ url: f.url, width: f.width, height: f.height }];
  return out;
}

export function placeBody(p: PhotoPlace) {
  return { pk: p.id, name: p.name, address: p.address, lat: p.lat, lng: p.lng };
}

export function postBody(item: PhotoItem): Record<string, unknown> {
  const first = item.media[0]!;
  const body: Record<string, unknown> = {
    ...(item.kind === 'carousel' ? { media_type: 8, image_versions2: candidates(first.thumbnail ?? first.url, first.width, first.height) } : mediaFields(first)),
    id: `${item.pk}_${item.owner.id}`,
    pk: item.pk,
    code: item.code,
    product_type: item.kind === 'reel' ? 'clips' : item.kind === 'carousel' ? 'carousel_container' : item.kind === 'video' ? 'igtv' : 'feed',
    permalink: postUrl(item),
    // A caption is plain text on most answers and an object on some, as on the live service.
    caption: item.code.charCodeAt(1) % 3 === 0 ? { text: item.caption } : item.caption,
    like_count: countOf(`likes ${item.code}`, item.likes),
    comment_count: countOf(`comments ${item.code}`, item.comments),
    taken_at: secs(item.time),
    user: userBody(item.owner),
  };
  if (item.kind === 'carousel') body.carousel_media = item.media.map(mediaFields);
  if (item.duration !== undefined) body.video_duration = item.duration;
  if (item.plays !== undefined) body[item.kind === 'reel' ? 'play_count' : 'view_count'] = countOf(`plays ${item.code}`, item.plays);
  if (item.location) body.location = placeBody(item.location);
  if (item.audio) {
    const a = item.audio;
    body.clips_metadata = a.title === 'Original audio'
      ? { original_sound_info: { audio_id: a.id, original_audio_title: a.title, ig_artist: { username: a.artist } } }
      : { music_info: { music_asset_info: { audio_cluster_id: a.id, title: a.title, display_artist: a.artist } } };
  }
  return body;
}

function storyBody(s: PhotoStory) {
  return { ...mediaFields(s.file), id: s.id, pk: s.id, taken_at: secs(s.time), user: { pk: s.owner.id, username: s.owner.username } };
}

function highlightBody(h: PhotoHighlight) {
  return {
    id: `highlight:${h.id}`, title: h.title, media_count: h.items.length, url: highlightUrl(h),
    cover_media: { cropped_image_version: { url: h.cover } },
  };
}

// ---------------------------------------------------------------------------------------------
// Finding what a call names

function userNamed(ctx: OpContext): PhotoUser | undefined {
  const ds = pd(ctx);
  if (ctx.params.username !== undefined) return ds.userByName.get(ctx.params.username.replace(/^@/, '').toLowerCase());
  if (ctx.params.user_id !== undefined) return ds.userById.get(ctx.params.user_id);
  return undefined;
}

/** The user behind a `link` (a profile URL or a bare username); 400 when it is no photo-site link. */
function userOfLink(ctx: OpContext): PhotoUser | undefined {
  const raw = ctx.params.link!;
  const ds = pd(ctx);
  if (USERNAME.test(raw)) return ds.userByName.get(raw.replace(/^@/, '').toLowerCase());
  const link = readPhotoUrl(raw);
  if (!link) throw new ParamError('link', 'link must be a profile link of the photo site or a username');
  if (link.kind === 'profile' || link.kind === 'stories') return ds.userByName.get(link.username.toLowerCase());
  if (link.kind === 'profile_id') return ds.userById.get(link.id);
  return undefined;
}

const pageOf = <T>(ctx: OpContext, items: T[], size: number, param = 'end_cursor') => paginate(ctx, items, size, param);

// ---------------------------------------------------------------------------------------------
// Handlers

const getUserId: Handler = (ctx) => {
  const u = ctx.params.username !== undefined ? userNamed(ctx) : userOfLink(ctx);
  return data(u ? { user_id: u.id, username: u.username } : {});
};

const profileDetails: Handler = (ctx) => {
  const u = userNamed(ctx);
  return data(u ? profileBody(pd(ctx), u) : {});
};

const profilePosts: Handler = (ctx) => {
  const u = userNamed(ctx);
  const page = pageOf(ctx, u && !u.private ? u.posts : [], PHOTO_PAGE_SIZES.posts);
  return list(listData('posts', { ...page, page: page.page.map(postBody) }), page.page.length);
};

const reelsPage = (ctx: OpContext, reels: PhotoItem[], size: number, param = 'end_cursor') => {
  const page = pageOf(ctx, reels, size, param);
  return { page, items: page.page.map((r) => ({ media: postBody(r) })) };
};

const profileReels: Handler = (ctx) => {
  const u = pd(ctx).userById.get(ctx.params.user_id!);
  const { page, items } = reelsPage(ctx, u && !u.private ? u.reels : [], PHOTO_PAGE_SIZES.reels);
  return list(listData('items', { ...page, page: items }), items.length);
};

const profileHighlights: Handler = (ctx) => {
  const u = pd(ctx).userById.get(ctx.params.user_id!);
  const highlights = u && !u.private ? u.highlights.map(highlightBody) : [];
  return list({ highlights }, highlights.length);
};

const highlightDetails: Handler = (ctx) => {
  const h = pd(ctx).highlightById.get(ctx.params.highlight_id!.replace(/^highlight:/, ''));
  return list(h ? { id: `highlight:${h.id}`, title: h.title, items: h.items.map(storyBody) } : { items: [] }, h?.items.length ?? 0);
};

const postId: Handler = (ctx) => {
  const raw = ctx.params.link!;
  if (CODE.test(raw) && !raw.includes('.')) return data({ shortcode: raw });
  const link = readPhotoUrl(raw);
  if (!link) throw new ParamError('link', 'link must be a post or reel link of the photo site');
  if (link.kind === 'share') return data(shareTarget(link.code) ? { shortcode: shareTarget(link.code) } : {});
  return data(link.kind === 'post' || link.kind === 'reel' ? { shortcode: link.code } : {});
};

const postDetails: Handler = (ctx) => {
  const item = pd(ctx).items.get(ctx.params.shortcode!);
  return data(item ? postBody(item) : {});
};

const reelsFeed: Handler = (ctx) => {
  const feed = pd(ctx).feed;
  const after = ctx.params.clips_media_id?.replace(/_\d+$/, '');
  const at = after === undefined ? -1 : feed.findIndex((r) => r.pk === after);
  const reels = feed.slice(at + 1, at + 1 + PHOTO_PAGE_SIZES.feed).map(postBody);
  return list({ reels }, reels.length);
};

const reelsByAudio: Handler = (ctx) => {
  const audio = pd(ctx).audioById.get(ctx.params.audio_id!);
  const { page, items } = reelsPage(ctx, audio?.reels ?? [], PHOTO_PAGE_SIZES.audioReels, 'max_id');
  const body: Record<string, unknown> = { items, paging_info: page.next ? { max_id: page.next, more_available: true } : { more_available: false } };
  if (audio) body.metadata = { music_info: { music_asset_info: { audio_cluster_id: audio.id, title: audio.title, display_artist: audio.artist } } };
  return list(body, items.length);
};

type Hit = { type: 'user'; user: PhotoUser } | { type: 'hashtag'; name: string; count: number } | { type: 'place'; place: PhotoPlace };

const popularSearch: Handler = (ctx) => {
  const ds = pd(ctx);
  const words = tokens(ctx.params.keyword!.replace(/^[#@]/, ''));
  const has = (...fields: string[]) => words.length > 0 && words.every((w) => fields.some((f) => f.toLowerCase().includes(w)));
  const hits: Hit[] = [
    ...ds.users.filter((u) => has(u.username, u.fullName, u.bio)).sort((a, b) => b.followers - a.followers).map((user) => ({ type: 'user' as const, user })),
    ...ds.tags.filter((t) => has(t.name)).sort((a, b) => b.count - a.count).map((t) => ({ type: 'hashtag' as const, name: t.name, count: t.count })),
    ...ds.places.filter((p) => has(p.name, p.address)).map((place) => ({ type: 'place' as const, place })),
  ];
  const page = pageOf(ctx, hits, PHOTO_PAGE_SIZES.search);
  const at = (i: number) => hits.indexOf(page.page[i]!);
  const body: Record<string, unknown> = {
    users: page.page.flatMap((h, i) => (h.type === 'user' ? [{ position: at(i), user: userBody(h.user) }] : [])),
    hashtags: page.page.flatMap((h, i) => (h.type === 'hashtag' ? [{ position: at(i), hashtag: { name: h.name, media_count: countOf(`tag ${h.name}`, h.count) } }] : [])),
    places: page.page.flatMap((h, i) => (h.type === 'place' ? [{ position: at(i), place: { location: placeBody(h.place), title: h.place.name, subtitle: h.place.address } }] : [])),
  };
  if (page.next) body.end_cursor = page.next;
  body.has_next_page = page.next !== undefined;
  return list(body, page.page.length);
};

const locationPosts: Handler = (ctx) => {
  const place = pd(ctx).placeById.get(ctx.params.location_id!);
  const posts = place ? (ctx.params.tab === 'recent' ? place.posts : [...place.posts].sort((a, b) => b.likes - a.likes || b.time - a.time)) : [];
  const page = pageOf(ctx, posts, PHOTO_PAGE_SIZES.locationPosts);
  return list(listData('posts', { ...page, page: page.page.map(postBody) }), page.page.length);
};

/** Great-circle distance in km. */
function distance(a: PhotoPlace, b: PhotoPlace): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const nearbyLocations: Handler = (ctx) => {
  const ds = pd(ctx);
  const from = ds.placeById.get(ctx.params.location_id!);
  const near = from ? ds.places.filter((p) => p !== from).sort((a, b) => distance(from, a) - distance(from, b)).slice(0, PHOTO_PAGE_SIZES.nearby) : [];
  // Coordinates come as numbers or as text, as on the live service.
  const locations = near.map((p, i) => ({
    id: p.id, name: p.name, category: p.category, address: p.address,
    latitude: i % 2 ? String(p.lat) : p.lat, longitude: p.lng, media_count: countOf(`place ${p.id}`, p.posts.length * 1250),
  }));
  return list({ locations }, locations.length);
};

export const PHOTO_HANDLERS: Readonly<Record<string, Handler>> = {
  photo_get_user_id: getUserId,
  photo_get_profile_details: profileDetails,
  photo_get_profile_posts: profilePosts,
  photo_get_profile_reels: profileReels,
  photo_get_profile_highlights: profileHighlights,
  photo_get_highlight_details: highlightDetails,
  photo_get_post_id: postId,
  photo_get_post_details: postDetails,
  photo_get_reels_feed: reelsFeed,
  photo_get_reels_by_audio: reelsByAudio,
  photo_popular_search: popularSearch,
  photo_get_location_posts: locationPosts,
  photo_get_nearby_locations: nearbyLocations,
};
