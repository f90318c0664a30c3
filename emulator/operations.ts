// Handlers of the pages, groups, posts, search, ads library and account operations, and the body
// builders other answers reuse. Shapes follow the service facts (service-facts.md).

import { commentAt, commentsPage, expansionTokenOf, feedbackIdOf, parseReplyRequest, repliesOf, type CommentTarget } from './data/comments';
import { EPOCH_MS } from './data/known';
import { seedOf } from './data/prng';
import type { Ad, Group, Owner, Page, Person, Post, Reactions, Video } from './data/types';
import { COUNTRIES, IMPRESSION_RANGES, LOCATIONS, REACTION_TYPES } from './data/words';
import { abbreviate, abbreviatedValue, isoInZone, parseTime } from './format';
import { iso, listData, matches, one, paginate, ParamError, resolve, tokens, type Handler, type OpContext, type OpResult } from './answer';
import { findById, type Found } from './resolve';

/** Items per call of the list operations. */
export const PAGE_SIZES = {
  comments: 30,
  videos: 6,
  reels: 6,
  searchPages: 3,
  searchPeople: 3,
  searchPosts: 5,
  searchVideos: 6,
  locations: 10,
  ads: 10,
} as const;

export const BILLING_PERIOD = { start: '2026-10-15T00:00:00Z', end: '2026-11-15T00:00:00Z' };

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const pageOf = (ref: Found | null): Page | null => (ref?.kind === 'page' ? ref.page : null);
const groupOf = (ref: Found | null): Group | null => (ref?.kind === 'group' ? ref.group : null);

/** The commentable item behind a post, photo, video or reel link. */
function targetOf(ref: Found | null): CommentTarget | null {
  if (ref?.kind === 'post') return ref.post;
  if (ref?.kind === 'video') return ref.video;
  return null;
}

function reactionsBody(r: Reactions, abbreviated = false): Record<string, number | string> {
  const out: Record<string, number | string> = { total_reaction_count: abbreviated ? abbreviate(r.total) : r.total };
  for (const type of REACTION_TYPES) out[type] = r[type];
  return out;
}

const ownerBody = (o: Owner) => ({ name: o.name, id: o.id, url: o.url });
const tz = (ctx: OpContext) => ctx.params.timezone ?? 'UTC';

export function postMedia(post: Post) {
  const media: Record<string, unknown>[] = post.photos.map((p) => ({ type: 'photo', url: p.url, width: p.width, height: p.height, id: p.id }));
  if (post.video) {
    const v = post.video;
    media.push({ type: 'video', url: v.sdSrc, thumbnail: v.thumbnail, width: v.width, height: v.height, id: v.id });
  }
  return media;
}

function videoMedia(v: Video) {
  return [{ type: 'video', url: v.sdSrc, thumbnail: v.thumbnail, width: v.width, height: v.height, id: v.id }];
}

// ---------------------------------------------------------------------------------------------
// Bodies

function pageBody(page: Page, exact: boolean) {
  return {
    title: page.name,
    url: page.url,
    category: page.categories,
    followers_count: exact ? page.followers : abbreviatedValue(page.followers),
    followers_display: `${exact ? page.followers.toLocaleString('en-US') : abbreviate(page.followers)} followers`,
    likes_count: page.likes,
    likes_display: `${abbreviate(page.likes)} likes`,
    bio: page.bio,
    email: page.email,
    phone: page.phone,
    website: page.website,
    address: page.address,
    rating: page.rating,
    ad_page_id: page.adPageId,
    image: page.image,
    page_id: page.id,
    verified: page.verified,
  };
}

function groupBody(group: Group) {
  return {
    group_id: group.id,
    name: group.name,
    url: group.url,
    description_text: group.description,
    group_member_count: group.members,
    privacy_info_text: group.privacy,
    group_rules: group.rules,
    number_of_posts_in_last_day: group.postsLastDay,
    number_of_posts_in_last_month: group.postsLastMonth,
    created_time: iso(group.createdTime),
    image: group.image,
  };
}

function postListItem(post: Post, timeZone: string) {
  const media = postMedia(post);
  const images = [...post.photos.map((p) => p.url), ...(post.video ? [post.video.thumbnail] : [])];
  const values: Record<string, unknown> = {
    text: post.text,
    publish_time: isoInZone(post.time, timeZone),
    is_media: media.length > 0,
  };
  if (images.length) values.photo_image = JSON.stringify({ uri: images[0] });
  if (post.owner.kind === 'group') values.author_name = post.author.name;
  // Large counts sometimes come abbreviated ("13K"), as on the live service.
  const abbreviated = post.reactions.total >= 10_000 && seedOf('abbr', post.id) % 2 === 0;
  return {
    details: {
      post_id: post.id,
      post_link: post.url,
      share_count: post.shareCount,
      comments_count: post.commentsCount,
      media,
      images,
    },
    values,
    reactions: reactionsBody(post.reactions, abbreviated),
  };
}

/** Post details; a video or reel link answers its video post. */
function postDetailsBody(ref: Found, extended: boolean) {
  if (ref.kind === 'post') {
    const p = ref.post;
    const body: Record<string, unknown> = {
      post_id: p.id,
      post_link: p.url,
      text: p.text,
      author: extended ? { ...p.author, is_verified: p.author.verified } : { name: p.author.name, id: p.author.id, url: p.author.url },
      publish_time: iso(p.time),
      media: postMedia(p),
      reactions: reactionsBody(p.reactions),
      comments_count: p.commentsCount,
      share_count: p.shareCount,
    };
    if (extended) {
      const v = p.video;
      Object.assign(body, {
        view_count: v ? v.views : null,
        video_hd_src: v ? v.hdSrc : null,
        video_sd_src: v ? v.sdSrc : null,
        attached_track: v?.track ?? null,
      });
    }
    return body;
  }
  if (ref.kind !== 'video') return null;
  const v = ref.video;
  const author = { name: v.owner.name, id: v.owner.id, url: v.owner.url };
  const body: Record<string, unknown> = {
    post_id: v.id,
    post_link: v.url,
    text: v.message,
    author: extended ? { ...author, is_verified: v.owner.kind === 'page' && v.owner.verified } : author,
    publish_time: iso(v.time),
    media: videoMedia(v),
    reactions: reactionsBody(v.reactions),
    comments_count: v.commentsCount,
    share_count: v.shareCount,
  };
  if (extended) {
    Object.assign(body, { view_count: v.views, video_hd_src: v.hdSrc, video_sd_src: v.sdSrc, attached_track: v.track ?? null });
  }
  return body;
}

function videoListItem(v: Video) {
  return {
    video_id: v.id,
    title: v.title,
    description: v.message,
    url: v.url,
    duration: v.duration,
    view_count: v.views,
    thumbnail: v.thumbnail,
    publish_time: iso(v.time),
  };
}

function videoDetailsBody(v: Video) {
  return {
    video_id: v.id,
    title: v.title,
    message: v.message,
    hashtags: v.hashtags,
    owner: ownerBody(v.owner),
    reactions: reactionsBody(v.reactions),
    view_count: v.views,
    thumbnail: v.thumbnail,
    duration: v.duration,
    publish_time: iso(v.time),
    url: v.url,
    is_live: v.isLive,
    is_reel: v.isReel,
    comments_count: v.commentsCount,
  };
}

const authorBody = (p: Person) => ({ name: p.name, id: p.id, url: p.url, picture: p.picture });

export function adBody(ad: Ad) {
  return {
    ad_archive_id: ad.id,
    page_id: ad.page.adPageId,
    page_name: ad.page.name,
    snapshot: {
      title: ad.title,
      body: { text: ad.body },
      images: ad.video ? [] : [{ original_image_url: ad.image, resized_image_url: ad.image }],
      videos: ad.video ? [{ video_hd_url: ad.video.hd, video_preview_image_url: ad.video.preview }] : [],
      page_profile_picture_url: ad.page.image,
      link_url: ad.page.website,
    },
    start_date: ad.start,
    end_date: ad.end,
    is_active: ad.active,
    publisher_platform: ad.platforms,
    countries: ad.countries,
    ad_snapshot_url: `https://www.social.example/ads/library/?id=${ad.id}`,
    impressions_text: IMPRESSION_RANGES[ad.impressionsRank],
  };
}

function locationName(uid: string): string | null {
  return LOCATIONS.find((l) => l.uid === uid)?.address ?? null;
}

// ---------------------------------------------------------------------------------------------
// Handlers

function idResult(id: string | undefined): OpResult {
  return id === undefined ? { body: {}, items: 0 } : one({ social_id: id });
}

function postList(ctx: OpContext, owner: Owner | null): OpResult {
  if (!owner) return { body: { data: { posts: [] } }, items: 0 };
  const after = ctx.params.after_time !== undefined ? parseTime(ctx.params.after_time) : -Infinity;
  const before = ctx.params.before_time !== undefined ? parseTime(ctx.params.before_time) : Infinity;
  const list = owner.posts.filter((p) => p.time > after && p.time < before);
  const page = paginate(ctx, list, Number(ctx.params.limit ?? 3));
  const zone = tz(ctx);
  return { body: { data: listData('posts', { page: page.page.map((p) => postListItem(p, zone)), next: page.next }) }, items: page.page.length };
}

function videoList(ctx: OpContext, list: Video[] | null, key: 'videos' | 'reels'): OpResult {
  if (!list) return { body: { data: { [key]: [] } }, items: 0 };
  const page = paginate(ctx, list, PAGE_SIZES[key]);
  return { body: { data: listData(key, { page: page.page.map(videoListItem), next: page.next }) }, items: page.page.length };
}

function search<T>(ctx: OpContext, list: T[], size: number, render: (item: T) => unknown): OpResult {
  const page = paginate(ctx, list, size);
  return { body: { data: listData('items', { page: page.page.map(render), next: page.next }) }, items: page.page.length };
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const SOCIAL_HANDLERS: Record<string, Handler> = {
  social_get_page_id: (ctx) => idResult(pageOf(resolve(ctx))?.id),

  social_get_page_details: (ctx) => {
    const page = pageOf(resolve(ctx));
    return page ? one({ 0: pageBody(page, ctx.params.exact_followers_count === 'true') }) : { body: { 0: {} }, items: 0 };
  },

  social_get_page_posts: (ctx) => postList(ctx, pageOf(resolve(ctx))),
  social_get_page_reels: (ctx) => videoList(ctx, pageOf(resolve(ctx))?.reels ?? null, 'reels'),
  social_get_page_videos: (ctx) => videoList(ctx, pageOf(resolve(ctx))?.videos ?? null, 'videos'),

  social_get_group_id: (ctx) => idResult(groupOf(resolve(ctx, 'group'))?.id),

  social_get_group_details: (ctx) => {
    const group = groupOf(resolve(ctx, 'group'));
    return group ? one(groupBody(group)) : { body: {}, items: 0 };
  },

  social_get_group_posts: (ctx) => postList(ctx, groupOf(resolve(ctx, 'group'))),
  social_get_group_videos: (ctx) => videoList(ctx, groupOf(resolve(ctx, 'group'))?.videos ?? null, 'videos'),

  social_get_post_id: (ctx) => {
    const ref = resolve(ctx, 'post');
    return idResult(ref?.kind === 'post' ? ref.post.id : ref?.kind === 'video' ? ref.video.id : undefined);
  },

  social_get_post_details: (ctx) => {
    const ref = resolve(ctx, 'post');
    const body = ref && postDetailsBody(ref, false);
    return body ? one({ data: body }) : { body: { data: {} }, items: 0 };
  },

  social_get_post_details_extended: (ctx) => {
    const ref = resolve(ctx, 'post');
    const body = ref && postDetailsBody(ref, true);
    return body ? one({ data: body }) : { body: { data: {} }, items: 0 };
  },

  social_get_post_attachments: (ctx) => {
    const ref = findById(ctx.ds, ctx.params.post_id!);
    const list =
      ref?.kind === 'post'
        ? postMedia(ref.post)
        : ref?.kind === 'video'
          ? videoMedia(ref.video)
          : [];
    return { body: { data: { attachments: list } }, items: list.length };
  },

  social_get_video_details: (ctx) => {
    const ref = findById(ctx.ds, ctx.params.video_id!);
    const video = ref?.kind === 'video' ? ref.video : ref?.kind === 'post' ? ref.post.video : undefined;
    return video ? one({ data: videoDetailsBody(video) }) : { body: { data: {} }, items: 0 };
  },

  social_get_post_comments: (ctx) => {
    const target = targetOf(resolve(ctx, 'post'));
    if (!target) return { body: { data: { items: [] } }, items: 0 };
    const withReplies = ctx.params.include_reply_info === 'true';
    // Comments are derived only for the page asked for.
    const all = { length: target.commentsCount, slice: (a: number, b: number) => commentsPage(ctx.ds, target, a, b - a) };
    const page = paginate(ctx, all, PAGE_SIZES.comments);
    const items = page.page.map((c) => {
      const item: Record<string, unknown> = {
        id: c.id,
        text: c.text,
        author: authorBody(c.author),
        reaction_count: c.reactions,
        reply_count: c.replyCount,
      };
      if (c.time !== null) item.created_time = iso(c.time);
      if (withReplies) {
        item.comment_feedback_id = feedbackIdOf(target, c);
        item.expansion_token = expansionTokenOf(ctx.ds, target, c);
      }
      return item;
    });
    const data = listData('items', { page: items, next: page.next });
    data.total_count = target.commentsCount;
    return { body: { data }, items: items.length };
  },

  social_get_comment_replies: (ctx) => {
    const req = parseReplyRequest(ctx.ds, ctx.params.comment_feedback_id!, ctx.params.expansion_token!);
    if (!req.ok) throw new ParamError(req.param, req.message);
    const ref = findById(ctx.ds, req.targetId);
    const target = targetOf(ref);
    if (!target || req.index >= target.commentsCount) return { body: { data: { items: [] } }, items: 0 };
    const replies = repliesOf(ctx.ds, target, commentAt(ctx.ds, target, req.index)).map((r) => {
      const item: Record<string, unknown> = { id: r.id, text: r.text, author: authorBody(r.author), reaction_count: r.reactions };
      if (r.time !== null) item.created_time = iso(r.time);
      return item;
    });
    return { body: { data: { items: replies } }, items: replies.length };
  },

  social_search_pages: (ctx) => {
    const words = tokens(ctx.params.query!);
    const uid = ctx.params.location_uid;
    const list = ctx.ds.pages
      .filter((p) => (!uid || p.locationUid === uid) && matches(words, p.name, p.vanity, p.categories.join(' '), p.bio))
      .sort((a, b) => b.followers - a.followers || byId(a, b));
    return search(ctx, list, PAGE_SIZES.searchPages, (p) => ({
      name: p.name, url: p.url, category: p.categories[0], followers_count: p.followers, page_id: p.id,
      image: p.image, verified: p.verified, location: locationName(p.locationUid),
    }));
  },

  social_search_people: (ctx) => {
    const words = tokens(ctx.params.query!);
    const uid = ctx.params.location_uid;
    const list = ctx.ds.people
      .filter((p) => (!uid || p.locationUid === uid) && matches(words, p.name, p.work, p.education, p.location))
      .sort((a, b) => a.name.localeCompare(b.name) || byId(a, b));
    return search(ctx, list, PAGE_SIZES.searchPeople, (p) => ({
      name: p.name, url: p.url, picture: p.picture, work: p.work, education: p.education, location: p.location, id: p.id,
    }));
  },

  social_search_locations: (ctx) => {
    const words = tokens(ctx.params.query!);
    const items = LOCATIONS.filter((l) => matches(words, l.name, l.address))
      .slice(0, PAGE_SIZES.locations)
      .map((l) => ({ location_uid: l.uid, name: l.name, address: l.address }));
    return { body: { data: { items } }, items: items.length };
  },

  social_search_posts: (ctx) => {
    const words = tokens(ctx.params.query!);
    const { location_uid: uid, start_time, end_time, recent_posts } = ctx.params;
    const from = start_time ? parseTime(start_time) : -Infinity;
    const to = end_time ? parseTime(end_time) + DAY : Infinity;
    const recent = recent_posts === 'true';
    const since = recent ? EPOCH_MS - 30 * DAY : -Infinity;
    const list = ctx.ds.posts.filter(
      (p) =>
        p.time >= from && p.time < to && p.time >= since && (!uid || p.owner.locationUid === uid) &&
        matches(words, p.text, p.author.name, p.owner.name),
    );
    // Relevance (engagement) by default; newest first with recent_posts=true.
    if (!recent) list.sort((a, b) => b.reactions.total - a.reactions.total || b.time - a.time || byId(a, b));
    return search(ctx, list, PAGE_SIZES.searchPosts, (p) => ({
      basic_info: { post_id: p.id, post_text: p.text, url: p.url },
      owner_info: { owner_name: p.owner.name, owner_id: p.owner.id, owner_url: p.owner.url },
      feedback_details: { reaction_count: p.reactions.total, comment_count: p.commentsCount, share_count: p.shareCount },
    }));
  },

  social_search_videos: (ctx) => {
    const words = tokens(ctx.params.query!);
    const live = ctx.params.videos_live === 'true';
    const list = ctx.ds.videos.filter(
      (v) => (!live || v.isLive) && matches(words, v.title, v.message, v.hashtags.join(' '), v.owner.name),
    );
    // Most viewed first by default; newest first with most_recent=true (the list is newest first).
    if (ctx.params.most_recent !== 'true') list.sort((a, b) => b.views - a.views || byId(a, b));
    const fields = ctx.params.fields?.split(',').map((f) => f.trim()).filter(Boolean);
    return search(ctx, list, PAGE_SIZES.searchVideos, (v) => {
      const item: Record<string, unknown> = {
        video_id: v.id, title: v.title, url: v.url, view_count: v.views, thumbnail: v.thumbnail,
        is_live: v.isLive, publish_time: iso(v.time), duration: v.duration, owner_name: v.owner.name,
      };
      if (!fields?.length) return item;
      return Object.fromEntries(Object.entries(item).filter(([k]) => fields.includes(k)));
    });
  },

  social_ads_countries: () => {
    const countries = COUNTRIES.map(([code, name]) => ({ code, name }));
    return { body: { data: { countries } }, items: countries.length };
  },

  social_ads_search: (ctx) => {
    const { query, ad_page_id, country, activeStatus, after_time, before_time, sort_data } = ctx.params;
    const words = query ? tokens(query) : [];
    const from = after_time ? parseTime(after_time) / 1000 : -Infinity;
    const to = before_time ? (parseTime(before_time) + DAY) / 1000 : Infinity;
    // query wins over ad_page_id, as on the live service.
    let list = !query && ad_page_id ? (ctx.ds.pageByAdId.get(ad_page_id)?.ads ?? []) : ctx.ds.ads;
    list = list.filter(
      (a) =>
        (!words.length || matches(words, a.body)) &&
        (!country || country === 'ALL' || a.countries.includes(country)) &&
        (!activeStatus || activeStatus === 'ALL' || a.active === (activeStatus === 'Active')) &&
        a.start >= from && a.start < to,
    );
    if (sort_data === 'impressions') list = [...list].sort((a, b) => b.impressionsRank - a.impressionsRank || b.start - a.start || byId(a, b));
    const page = paginate(ctx, list, PAGE_SIZES.ads);
    const data = listData('ads', { page: page.page.map(adBody), next: page.next });
    data.total_count = list.length;
    return { body: { data }, items: page.page.length };
  },

  social_ads_page_details: (ctx) => {
    const id = ctx.params.page_id!;
    const page = ctx.ds.pageByAdId.get(id) ?? ctx.ds.pageById.get(id);
    if (!page) return { body: { data: {} }, items: 0 };
    return one({
      data: {
        page_id: page.adPageId ?? page.id,
        page_name: page.name,
        verification: page.verified ? 'VERIFIED' : 'NOT_VERIFIED',
        category: page.categories[0],
        location: locationName(page.locationUid),
        total_ads: page.ads.length,
        active_ads: page.ads.filter((a) => a.active).length,
        image: page.image,
        url: page.url,
        likes: page.likes,
      },
    });
  },

  account_get_usage: (ctx) =>
    one({
      credits: { remaining: ctx.key.credits, limit: ctx.key.limit, used: ctx.key.used },
      plan: ctx.key.plan,
      billing_period: BILLING_PERIOD,
    }),

  account_get_limits: (ctx) => {
    const rate: Record<string, number> = {};
    if (ctx.key.ratePerSecond !== null) rate.per_second = ctx.key.ratePerSecond;
    if (ctx.key.ratePerHour !== null) rate.per_hour = ctx.key.ratePerHour;
    return one({ plan: ctx.key.plan, rate_limit: rate, concurrent: ctx.key.concurrent });
  },

  account_get_top_ups: () => one({ auto_top_up: false, lifetime_spend: 0, history: [] }),
};

