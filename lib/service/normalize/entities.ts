import type {
  AccountLimits,
  AccountUsage,
  Ad,
  Advertiser,
  Attachment,
  Comment,
  Group,
  LocationResult,
  Media,
  Page,
  PageSearchResult,
  PersonSearchResult,
  Post,
  PostExtended,
  PostSearchResult,
  Reactions,
  Reel,
  Reply,
  TopUps,
  Video,
  VideoSearchResult,
} from '../model';
import {
  type Rec,
  array,
  bool,
  compact,
  countOf,
  first,
  idText,
  imageUrl,
  isRecord,
  parseCount,
  pick,
  plainText,
  rec,
  safeHttpUrl,
  stringList,
  websiteUrl,
} from './values';
import { amount, count, dur, flag, id, img, joined, num, ptxt, time, txt, url } from './fields';

/**
 * One reader per model: raw object (already located in its envelope) → model. Every reader
 * tolerates missing fields and wrong types, and accepts the field names seen in the wild.
 */

// ---- Shared parts ----

function person(objs: (Rec | undefined)[], keys: string[], flat: { name: string[]; id: string[]; url: string[] }) {
  const nested = first((v) => rec(v), objs, keys);
  const asName = first((v) => (typeof v === 'string' ? v.trim() || undefined : undefined), objs, keys);
  const o = nested ? [nested] : [];
  const out = compact({
    name: txt(o, 'name', 'title', 'full_name', 'username') ?? asName ?? txt(objs, ...flat.name),
    id: id(o, 'id', 'user_id', 'page_id', 'profile_id') ?? id(objs, ...flat.id),
    url: url(o, 'url', 'profile_url', 'link', 'uri') ?? url(objs, ...flat.url),
    verified: flag(o, 'verified', 'is_verified'),
    picture: img(o, 'picture', 'profile_picture', 'profile_pic', 'avatar', 'image'),
  });
  return Object.keys(out).length ? out : undefined;
}

const TOTAL_KEYS = new Set(['total_reaction_count', 'total', 'total_count', 'count', 'reaction_count', 'reactions_count']);

export function reactions(objs: (Rec | undefined)[]): Reactions {
  const byType: Record<string, number> = {};
  let total: number | undefined;
  const r = pick(objs.find((o) => o && o.reactions !== undefined && o.reactions !== null), 'reactions');
  if (isRecord(r)) {
    total = countOf(pick(r, 'total_reaction_count', 'total', 'total_count', 'count', 'reaction_count'));
    for (const [k, v] of Object.entries(r)) {
      if (TOTAL_KEYS.has(k)) continue;
      const n = countOf(v);
      if (n !== undefined) byType[k] = n;
    }
  } else if (Array.isArray(r)) {
    for (const item of r) {
      const o = rec(item);
      const name = txt([o], 'type', 'name', 'reaction_type', 'key');
      const n = count([o], 'count', 'total_count', 'reaction_count');
      if (name && n !== undefined) byType[name] = n;
    }
  } else {
    total = countOf(r);
  }
  total ??= count(objs, 'total_reaction_count', 'reaction_count', 'reactions_count', 'likes_count', 'like_count');
  const values = Object.values(byType);
  if (total === undefined && values.length) total = values.reduce((a, b) => a + b, 0);
  return total === undefined ? { byType } : { total, byType };
}

function mediaType(o: Rec): 'photo' | 'video' | undefined {
  const t = txt([o], 'type', 'media_type', '__typename', 'mediaType')?.toLowerCase();
  if (t?.includes('video') || t === 'reel') return 'video';
  if (t && (t.includes('photo') || t.includes('image') || t === 'sticker')) return 'photo';
  if (url([o], 'video_url', 'playable_url', 'hd_src', 'sd_src', 'video_hd_src', 'video_sd_src')) return 'video';
  return undefined;
}

/** One media item from a URL string or an object. */
export function mediaItem(v: unknown, fallbackType?: 'photo' | 'video'): Media | undefined {
  if (typeof v === 'string') {
    const u = imageUrl(v);
    return u ? { type: fallbackType ?? (/\.(mp4|m3u8|webm|mov)(\?|$)/i.test(u) ? 'video' : 'photo'), url: u } : undefined;
  }
  const o = rec(v);
  if (!o) return undefined;
  const type = mediaType(o) ?? fallbackType ?? 'photo';
  const image = rec(o.image);
  const m: Media =
    type === 'video'
      ? compact({
          type,
          url: url([o], 'video_url', 'playable_url', 'hd_src', 'video_hd_src', 'sd_src', 'video_sd_src', 'url', 'src'),
          thumbnail: img([o], 'thumbnail', 'thumbnail_url', 'preview_image', 'image', 'picture', 'thumbnail_src'),
        })
      : compact({ type, url: imageUrl(o) ?? img([o], 'photo_image', 'thumbnail') });
  const width = count([o, image], 'width', 'original_width');
  const height = count([o, image], 'height', 'original_height');
  if (width !== undefined) m.width = width;
  if (height !== undefined) m.height = height;
  const mediaId = id([o], 'id', 'photo_id', 'video_id', 'fbid');
  if (mediaId !== undefined) m.id = mediaId;
  return m.url || m.thumbnail ? m : undefined;
}

function mediaList(parts: (Rec | undefined)[]): Media[] {
  const out: Media[] = [];
  const seen = new Set<string>();
  const add = (m: Media | undefined) => {
    const key = m?.url ?? m?.thumbnail;
    if (!m || !key || seen.has(key)) return;
    seen.add(key);
    out.push(m);
  };
  for (const p of parts) {
    if (!p) continue;
    for (const [key, type] of [
      ['media', undefined],
      ['attachments', undefined],
      ['images', 'photo'],
      ['photos', 'photo'],
      ['videos', 'video'],
    ] as const) {
      for (const item of array(p[key]) ?? []) add(mediaItem(item, type));
    }
  }
  const photo = img(parts, 'photo_image', 'full_picture', 'image');
  if (photo) add({ type: 'photo', url: photo });
  const video = url(parts, 'video_url', 'playable_url', 'video_hd_src', 'video_sd_src');
  if (video) add(compact({ type: 'video' as const, url: video, thumbnail: img(parts, 'thumbnail', 'thumbnail_url') }));
  return out;
}

/** A post split in `details` / `values` / `reactions` (page and group posts), or flat. */
function postParts(raw: Rec): (Rec | undefined)[] {
  return [rec(raw.details), rec(raw.values), raw, rec(raw.post), rec(raw.feedback)];
}

// ---- Models ----

export function page(p: Rec, exactRequested = false): Page | undefined {
  const o = [p];
  const followersRaw = pick(p, 'followers_count', 'follower_count', 'followers', 'fan_count');
  const display = txt(o, 'followers_display', 'followers_text', 'follower_text');
  const followers = countOf(followersRaw) ?? parseCount(display);
  const address = rec(p.address);
  const model: Page = compact({
    name: txt(o, 'title', 'name', 'page_name'),
    url: url(o, 'url', 'link', 'page_url', 'profile_url'),
    id: id(o, 'page_id', 'id', 'social_id', 'profile_id'),
    categories: stringList(pick(p, 'category', 'categories')),
    followers,
    followersDisplay: display ?? (typeof followersRaw === 'string' ? plainText(followersRaw) : undefined),
    // Exact only when asked for and given as a plain number, not abbreviated text.
    followersExact:
      (exactRequested || bool(p.exact_followers_count) === true) &&
      followers !== undefined &&
      (typeof followersRaw === 'number' || (typeof followersRaw === 'string' && /^\s*[\d,]+\s*$/.test(followersRaw))),
    likes: count(o, 'likes_count', 'like_count', 'likes') ?? count(o, 'likes_display'),
    bio: txt(o, 'bio', 'intro', 'about', 'description'),
    email: ptxt(o, 'email'),
    phone: ptxt(o, 'phone', 'phone_number'),
    website: websiteUrl(pick(p, 'website', 'websites')) ?? websiteUrl(array(p.websites)?.[0]),
    address: address
      ? [address.street, address.city, address.region, address.zip, address.country].map(plainText).filter(Boolean).join(', ') ||
        undefined
      : ptxt(o, 'address'),
    rating: ptxt(o, 'rating', 'rating_text', 'overall_star_rating'),
    adPageId: id(o, 'ad_page_id', 'adPageId', 'ads_page_id'),
    image: img(o, 'image', 'profile_picture', 'profile_pic', 'picture', 'profile_image'),
    verified: flag(o, 'verified', 'is_verified'),
  });
  const known =
    model.name || model.id || model.url || model.followers !== undefined || model.likes !== undefined || model.adPageId;
  return known ? model : undefined;
}

export function group(g: Rec): Group | undefined {
  const o = [g];
  const rules = (array(g.group_rules) ?? array(g.rules) ?? [])
    .map((r): Group['rules'][number] =>
      typeof r === 'string'
        ? { text: r.trim() }
        : isRecord(r)
          ? compact({ title: txt([r], 'title', 'name'), text: txt([r], 'text', 'description', 'body') })
          : {},
    )
    .filter((r) => r.title || r.text);
  const model: Group = compact({
    id: id(o, 'group_id', 'id'),
    name: txt(o, 'name', 'title', 'group_name'),
    url: url(o, 'url', 'group_url', 'link'),
    description: txt(o, 'description_text', 'description', 'about'),
    members: count(o, 'group_member_count', 'member_count', 'members_count', 'members'),
    privacy: txt(o, 'privacy_info_text', 'privacy', 'privacy_text', 'visibility'),
    rules,
    postsLastDay: count(o, 'number_of_posts_in_last_day', 'posts_last_day'),
    postsLastMonth: count(o, 'number_of_posts_in_last_month', 'posts_last_month'),
    createdTime: time(o, 'created_time', 'creation_time', 'created_at'),
    image: img(o, 'cover_photo', 'image', 'group_photo', 'picture'),
  });
  return model.id || model.name || model.url || model.members !== undefined || model.description ? model : undefined;
}

export function post(raw: Rec): Post | undefined {
  const parts = postParts(raw);
  const model: Post = compact({
    id: id(parts, 'post_id', 'id', 'postId', 'story_id'),
    url: url(parts, 'post_link', 'url', 'link', 'permalink', 'post_url', 'permalink_url'),
    text: txt(parts, 'text', 'message', 'post_text', 'content', 'caption', 'body'),
    author: person(parts, ['author', 'owner', 'user', 'actor', 'from'], {
      name: ['author_name', 'owner_name', 'user_name', 'page_name'],
      id: ['author_id', 'owner_id', 'user_id'],
      url: ['author_url', 'author_link', 'owner_url', 'profile_url'],
    }),
    time: time(parts, 'publish_time', 'created_time', 'creation_time', 'timestamp', 'time', 'date', 'created_at'),
    media: mediaList(parts),
    reactions: reactions(parts),
    comments: count(parts, 'comments_count', 'comment_count', 'total_comments', 'comments'),
    shares: count(parts, 'share_count', 'shares_count', 'reshare_count', 'shares'),
  });
  if (model.author) {
    // A post's author has no picture field in the model; keep the ones it declares.
    const { picture: _picture, ...author } = model.author as NonNullable<Post['author']> & { picture?: string };
    model.author = author;
  }
  const known = model.id || model.text || model.url || model.media.length || model.reactions.total !== undefined;
  return known ? model : undefined;
}

export function postExtended(raw: Rec): PostExtended | undefined {
  const base = post(raw);
  const parts = [...postParts(raw), rec(raw.video)];
  const track = first((v) => rec(v), parts, ['attached_track', 'audio', 'music', 'track']);
  const extra: Partial<PostExtended> = compact({
    views: count(parts, 'view_count', 'views', 'video_view_count', 'play_count', 'views_count'),
    videoHd: url(parts, 'video_hd_src', 'hd_src', 'playable_url_quality_hd', 'video_hd_url'),
    videoSd: url(parts, 'video_sd_src', 'sd_src', 'playable_url', 'video_sd_url'),
    audio: track
      ? compact({
          title: txt([track], 'title', 'track_title', 'name'),
          artist: txt([track], 'artist', 'artist_name', 'display_artist'),
          url: url([track], 'url', 'uri', 'audio_url', 'preview_url'),
        })
      : undefined,
    authorVerified: base?.author?.verified ?? flag(parts, 'author_verified', 'is_verified', 'verified'),
  });
  if (extra.audio && !Object.keys(extra.audio).length) delete extra.audio;
  if (!base && extra.views === undefined && !extra.videoHd && !extra.videoSd) return undefined;
  const model: PostExtended = { ...(base ?? { media: [], reactions: { byType: {} } }), ...extra };
  const video = extra.videoHd ?? extra.videoSd;
  if (video && !model.media.some((m) => m.type === 'video')) model.media = [...model.media, { type: 'video', url: video }];
  return model;
}

function hashtags(v: unknown, body: string | undefined): string[] {
  const list = stringList(v).map((h) => h.replace(/^#/, ''));
  if (list.length) return list;
  return [...(body ?? '').matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!);
}

export function video(raw: Rec): Video | undefined {
  const o = [raw, rec(raw.video), rec(raw.details), rec(raw.values)];
  const body = txt(o, 'message', 'description', 'text', 'caption');
  const owner = person(o, ['owner', 'author', 'page', 'from'], {
    name: ['owner_name', 'author_name', 'page_name'],
    id: ['owner_id', 'page_id'],
    url: ['owner_url'],
  });
  const model: Video = compact({
    id: id(o, 'video_id', 'id', 'post_id'),
    url: url(o, 'url', 'video_url', 'permalink', 'link', 'permalink_url'),
    title: txt(o, 'title', 'name'),
    text: body,
    hashtags: hashtags(pick(raw, 'hashtags', 'tags'), body),
    owner: owner ? compact({ name: owner.name, id: owner.id, url: owner.url }) : undefined,
    durationSec:
      dur(o, 'duration', 'length_in_second', 'duration_sec', 'length') ??
      ((ms) => (ms === undefined ? undefined : ms / 1000))(dur(o, 'duration_ms', 'playable_duration_in_ms')),
    views: count(o, 'view_count', 'views', 'play_count', 'video_view_count', 'views_count'),
    thumbnail: img(o, 'thumbnail', 'thumbnail_url', 'picture', 'image', 'preferred_thumbnail'),
    reactions: reactions(o),
    time: time(o, 'publish_time', 'created_time', 'creation_time', 'publish_date', 'timestamp', 'date'),
  });
  return model.id || model.title || model.url || model.text || model.views !== undefined ? model : undefined;
}

export function reel(raw: Rec): Reel | undefined {
  const o = [raw, rec(raw.video), rec(raw.details), rec(raw.values)];
  const model: Reel = compact({
    id: id(o, 'reel_id', 'video_id', 'id', 'post_id'),
    url: url(o, 'url', 'reel_url', 'link', 'permalink', 'video_url'),
    text: txt(o, 'description', 'text', 'message', 'caption', 'title'),
    views: count(o, 'play_count', 'view_count', 'views', 'video_view_count'),
    thumbnail: img(o, 'thumbnail', 'thumbnail_url', 'picture', 'image', 'cover'),
    durationSec: dur(o, 'duration', 'length_in_second', 'duration_sec'),
    time: time(o, 'publish_time', 'created_time', 'creation_time', 'timestamp', 'date'),
  });
  return model.id || model.url || model.text || model.thumbnail ? model : undefined;
}

export function comment(raw: Rec): Comment | undefined {
  const o = [raw, rec(raw.feedback)];
  const author = person(o, ['author', 'user', 'owner', 'from'], {
    name: ['author_name', 'user_name', 'name'],
    id: ['author_id', 'user_id'],
    url: ['author_url', 'profile_url'],
  });
  const reactionsRaw = pick(raw, 'reaction_count', 'reactions_count', 'reactions', 'like_count', 'likes');
  const model: Comment = compact({
    id: id(o, 'id', 'comment_id', 'legacy_fbid'),
    text: txt(o, 'text', 'message', 'body', 'comment_text', 'content'),
    author: author ? compact({ name: author.name, id: author.id, url: author.url, picture: author.picture }) : undefined,
    time: time(o, 'created_time', 'created_at', 'timestamp', 'time', 'date', 'publish_time'),
    reactions: isRecord(reactionsRaw) ? reactions([raw]).total : countOf(reactionsRaw),
    replies: count(o, 'reply_count', 'replies_count', 'total_replies', 'replies'),
    feedbackId: id(o, 'comment_feedback_id', 'feedback_id'),
    expansionToken: id(o, 'expansion_token'),
  });
  return model.id || model.text || model.author ? model : undefined;
}

export function reply(raw: Rec): Reply | undefined {
  const c = comment(raw);
  if (!c) return undefined;
  const { feedbackId: _f, expansionToken: _e, replies: _r, ...rest } = c;
  return rest;
}

export function attachment(raw: unknown): Attachment | undefined {
  const m = mediaItem(raw);
  if (!m) return undefined;
  const o = rec(raw);
  const attachmentId = o ? id([o], 'id', 'media_id', 'attachment_id', 'photo_id', 'video_id') : undefined;
  return attachmentId ? { ...m, id: attachmentId } : m;
}

export function pageSearchResult(raw: Rec): PageSearchResult | undefined {
  const o = [raw, rec(raw.page), rec(raw.profile)];
  const model: PageSearchResult = compact({
    name: txt(o, 'name', 'title', 'page_name'),
    url: url(o, 'url', 'link', 'profile_url', 'page_url'),
    category: first(joined, o, ['category', 'categories']),
    followers: count(o, 'followers_count', 'follower_count', 'followers', 'followers_text', 'followers_display'),
    id: id(o, 'page_id', 'id', 'profile_id', 'social_id'),
  });
  return model.name || model.url || model.id ? model : undefined;
}

export function personResult(raw: Rec): PersonSearchResult | undefined {
  const o = [raw, rec(raw.profile), rec(raw.user)];
  const model: PersonSearchResult = compact({
    name: txt(o, 'name', 'title', 'full_name'),
    url: url(o, 'url', 'profile_url', 'link'),
    picture: img(o, 'picture', 'profile_picture', 'profile_pic', 'image', 'avatar'),
    work: first(joined, o, ['work', 'job', 'employer']),
    education: first(joined, o, ['education', 'school']),
    location: first(joined, o, ['location', 'current_city', 'city', 'hometown']),
    id: id(o, 'id', 'profile_id', 'user_id'),
  });
  return model.name || model.url || model.id ? model : undefined;
}

export function locationResult(raw: Rec): LocationResult | undefined {
  const o = [raw, rec(raw.location), rec(raw.place)];
  const model: LocationResult = compact({
    uid: id(o, 'location_uid', 'uid', 'location_id', 'place_id', 'id'),
    name: txt(o, 'name', 'title', 'label', 'city'),
    address: txt(o, 'address', 'subtitle', 'description', 'location_text'),
  });
  return model.uid || model.name ? model : undefined;
}

export function postSearchResult(raw: Rec): PostSearchResult | undefined {
  const basic = rec(raw.basic_info);
  const owner = rec(raw.owner_info);
  const feedback = rec(raw.feedback_details) ?? rec(raw.feedback) ?? rec(raw.engagement);
  const o = [basic, raw];
  const author = rec(raw.author) ?? rec(raw.owner);
  const model: PostSearchResult = compact({
    id: id(o, 'post_id', 'id'),
    url: url(o, 'url', 'post_url', 'link', 'permalink'),
    text: txt(o, 'post_text', 'text', 'message'),
    author:
      txt([owner], 'owner_name', 'name') ??
      txt([author], 'name') ??
      ptxt([raw], 'author', 'owner') ??
      txt([raw], 'author_name', 'owner_name'),
    reactions:
      count([feedback], 'reaction_count', 'reactions_count', 'total_reaction_count', 'reactions', 'likes', 'like_count') ??
      count([raw], 'reaction_count', 'reactions_count'),
    comments:
      count([feedback], 'comment_count', 'comments_count', 'comments', 'total_comment_count') ??
      count([raw], 'comment_count', 'comments_count'),
    shares: count([feedback], 'share_count', 'shares_count', 'shares', 'reshare_count') ?? count([raw], 'share_count'),
  });
  return model.id || model.text || model.url ? model : undefined;
}

export function videoSearchResult(raw: Rec): VideoSearchResult | undefined {
  const o = [raw, rec(raw.video)];
  const model: VideoSearchResult = compact({
    id: id(o, 'video_id', 'id'),
    url: url(o, 'url', 'video_url', 'link', 'permalink'),
    title: txt(o, 'title', 'name', 'text', 'description'),
    views: count(o, 'view_count', 'views', 'play_count', 'views_text', 'video_view_count'),
    thumbnail: img(o, 'thumbnail', 'thumbnail_url', 'picture', 'image'),
    live: flag(o, 'is_live', 'live', 'is_live_streaming'),
    time: time(o, 'publish_time', 'created_time', 'creation_time', 'publish_date', 'timestamp', 'date'),
  });
  return model.id || model.url || model.title ? model : undefined;
}

function impressions(v: unknown): string | undefined {
  const t = plainText(v);
  if (t) return t;
  const o = rec(v);
  if (!o) return undefined;
  const inner = ptxt([o], 'impressions_text', 'text');
  if (inner) return inner;
  const lo = plainText(o.lower_bound);
  const hi = plainText(o.upper_bound);
  return lo && hi ? `${lo}–${hi}` : (lo ?? hi);
}

export function ad(raw: Rec): Ad | undefined {
  const snapshot = rec(raw.snapshot);
  const o = [raw, snapshot];
  const images = [...(array(snapshot?.images) ?? []), ...(array(snapshot?.cards) ?? []), ...(array(raw.images) ?? [])];
  const videos = [...(array(snapshot?.videos) ?? []), ...(array(raw.videos) ?? [])];
  const model: Ad = compact({
    id: id(o, 'ad_archive_id', 'adArchiveID', 'ad_id', 'id'),
    pageName: txt(o, 'page_name', 'pageName'),
    pageId: id(o, 'page_id', 'pageID', 'pageId'),
    body: txt([snapshot], 'body') ?? txt([raw], 'body', 'ad_creative_body', 'text') ?? stringList(raw.ad_creative_bodies)[0],
    title: txt(o, 'title', 'ad_creative_link_title', 'link_title'),
    image:
      images.map((i) => (isRecord(i) ? (imageUrl(i) ?? safeHttpUrl(i.resized_image_url)) : imageUrl(i))).find(Boolean) ??
      img(o, 'image', 'image_url'),
    video:
      videos
        .map((v) => (isRecord(v) ? url([v], 'video_hd_url', 'video_sd_url', 'url') : safeHttpUrl(v)))
        .find(Boolean) ?? undefined,
    startDate: time(o, 'start_date', 'startDate', 'ad_delivery_start_time'),
    endDate: time(o, 'end_date', 'endDate', 'ad_delivery_stop_time'),
    active: flag(o, 'is_active', 'isActive', 'active'),
    platforms: stringList(pick(raw, 'publisher_platform', 'publisherPlatform', 'publisher_platforms', 'platforms')),
    countries: stringList(pick(raw, 'countries', 'reached_countries', 'target_countries', 'country')),
    snapshotUrl: url(o, 'snapshot_url', 'ad_snapshot_url', 'url'),
    impressions: impressions(pick(raw, 'impressions', 'impressions_with_index')),
  });
  return model.id || model.pageName || model.body || model.snapshotUrl ? model : undefined;
}

export function verification(v: unknown): boolean | undefined {
  const b = bool(v);
  if (b !== undefined || typeof v !== 'string') return b;
  const s = v.trim().toLowerCase();
  if (/^(not|un)[_ -]?verified$/.test(s) || s === 'none') return false;
  return /verified$/.test(s) ? true : undefined;
}

export function advertiser(raw: Rec): Advertiser | undefined {
  const o = [raw, rec(raw.page), rec(raw.advertiser)];
  const model: Advertiser = compact({
    pageId: id(o, 'page_id', 'pageID', 'ad_page_id', 'id'),
    name: txt(o, 'page_name', 'name', 'pageName'),
    verified: first(verification, o, ['verification', 'verification_status', 'is_verified', 'verified']),
    category: first(joined, o, ['category', 'categories', 'page_category']),
    location: first(joined, o, ['location', 'country', 'page_location', 'country_name', 'countries']),
    totalAds: count(o, 'total_ads', 'ad_count', 'ads_count', 'total_ad_count', 'active_ads'),
    image: img(o, 'page_profile_picture_url', 'image', 'picture', 'profile_picture'),
    url: url(o, 'page_url', 'url', 'link', 'page_profile_uri'),
  });
  return model.pageId || model.name || model.totalAds !== undefined ? model : undefined;
}

export function country(raw: unknown): { code: string; name?: string } | undefined {
  if (typeof raw === 'string') {
    const s = raw.trim().toUpperCase();
    return /^([A-Z]{2}|ALL)$/.test(s) ? { code: s } : undefined;
  }
  const o = rec(raw);
  if (!o) return undefined;
  const code = ptxt([o], 'code', 'country_code', 'iso', 'iso_code', 'value', 'id')?.toUpperCase();
  if (!code) return undefined;
  const name = ptxt([o], 'name', 'label', 'country_name', 'country');
  return name ? { code, name } : { code };
}

export function usage(p: Rec): AccountUsage | undefined {
  const credits = rec(p.credits);
  const o = [credits, p];
  const period = rec(p.billing_period) ?? rec(p.period);
  const model: AccountUsage = compact({
    plan: txt([p], 'plan', 'plan_name', 'tier'),
    remaining: count(o, 'remaining', 'credits_remaining', 'balance') ?? (credits ? undefined : countOf(p.credits)),
    limit: count(o, 'limit', 'credits_limit', 'total', 'monthly_limit', 'quota'),
    used: count(o, 'used', 'credits_used'),
    periodStart: time([period], 'start', 'start_date', 'from') ?? time([p], 'period_start', 'current_period_start'),
    periodEnd: time([period], 'end', 'end_date', 'to') ?? time([p], 'period_end', 'current_period_end'),
  });
  return Object.keys(model).length ? model : undefined;
}

export function limits(p: Rec): AccountLimits | undefined {
  const rlRaw = pick(p, 'rate_limit', 'rateLimit', 'rate_limits');
  const rl = rec(rlRaw);
  const o = [rl, p];
  const concurrentRaw = pick(p, 'concurrent', 'concurrent_tasks', 'max_concurrent', 'concurrency') ?? rl?.concurrent;
  const model: AccountLimits = compact({
    ratePerSecond: num(o, 'per_second', 'requests_per_second', 'rps', 'rate_per_second') ?? (rl ? undefined : amount(rlRaw)),
    ratePerMinute: num(o, 'per_minute', 'requests_per_minute', 'rate_per_minute'),
    ratePerHour: num(o, 'per_hour', 'requests_per_hour', 'rate_per_hour'),
    concurrent: countOf(concurrentRaw) ?? count([rec(concurrentRaw)], 'limit', 'max'),
  });
  return Object.keys(model).length ? model : undefined;
}

export function topUps(p: Rec): TopUps | undefined {
  const autoRaw = pick(p, 'auto_top_up', 'autoTopUp', 'auto_topup');
  const historyRaw = array(pick(p, 'history', 'top_ups', 'recent', 'recent_top_ups', 'items')) ?? [];
  const history = historyRaw
    .map(rec)
    .filter((h): h is Rec => !!h)
    .map((h) =>
      compact({
        time: time([h], 'created_at', 'time', 'date', 'timestamp'),
        credits: count([h], 'credits', 'credit_amount'),
        amount: num([h], 'amount', 'price', 'usd', 'amount_usd'),
      }),
    )
    .filter((h) => Object.keys(h).length);
  const model: TopUps = compact({
    autoTopUp: bool(autoRaw) ?? flag([rec(autoRaw)], 'enabled', 'active'),
    lifetimeSpend: num([p], 'lifetime_spend', 'lifetimeSpend', 'total_spent', 'lifetime_spend_usd'),
    history,
  });
  return model.autoTopUp !== undefined || model.lifetimeSpend !== undefined || history.length ? model : undefined;
}

/** The id of an id operation: the preferred field, `social_id`, `id`, then any `<x>_id`. */
export function idResult(p: Rec, preferred: string[]): string | undefined {
  const direct = id([p], ...preferred, 'social_id', 'id');
  if (direct) return direct;
  for (const [k, v] of Object.entries(p)) {
    if (k.endsWith('_id')) {
      const value = idText(v);
      if (value) return value;
    }
  }
  return undefined;
}
