import type { PhotoAudio, PhotoMedia as Media, PhotoHighlight, PhotoPlace, PhotoPost, PhotoProfile, PhotoSearchHit, PhotoStory, PhotoUserRef } from '../model-photo';
import { count, dur, flag, get, id, img, ptxt, time, txt, url } from './fields';
import { type Rec, array, compact, rec, websiteUrl } from './values';

const site = get(websiteUrl);
/** A latitude or longitude: a signed number, or its text. */
const degrees = get((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= 180 ? n : undefined;
});

/**
 * Readers of the photo network's answers. The live shapes seen: the envelope `{success, data,
 * message, meta}`; a post's caption as plain text, `{text}` or the edge form
 * `edge_media_to_caption.edges[0].node.text`; counts as numbers, abbreviated text ("1.2M") or
 * `{count}` objects (`edge_liked_by`, `edge_followed_by`); a carousel's items under
 * `carousel_media`, `edge_sidecar_to_children.edges[].node` or `children`.
 */

const PHOTO_BASE = 'https://www.photo.example';
// A link is made only from a username or post code of the site's own shape: service text that is
// anything else (markup, a path) never becomes part of a link the views show.
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const CODE = /^[A-Za-z0-9_-]{5,64}$/;

function captionOf(o: (Rec | undefined)[]): string | undefined {
  const edges = array(rec(o[0]?.edge_media_to_caption)?.edges);
  const edgeText = edges ? txt([rec(rec(edges[0])?.node)], 'text') : undefined;
  return txt(o, 'caption', 'caption_text', 'text', 'description', 'title') ?? edgeText;
}

export function userRef(raw: unknown): PhotoUserRef | undefined {
  const r = rec(raw);
  if (!r) return typeof raw === 'string' && raw.trim() ? { username: raw.trim().replace(/^@/, '') } : undefined;
  const o = [rec(r.user) ?? r, r];
  const ref: PhotoUserRef = compact({
    id: id(o, 'id', 'pk', 'user_id', 'pk_id'),
    username: txt(o, 'username', 'user_name', 'handle'),
    fullName: txt(o, 'full_name', 'fullName', 'name'),
    picture: img(o, 'profile_pic_url_hd', 'profile_pic_url', 'profile_picture', 'picture', 'avatar'),
    verified: flag(o, 'is_verified', 'verified'),
  });
  return ref.id || ref.username ? ref : undefined;
}

export function profile(raw: Rec): PhotoProfile | undefined {
  const o = [rec(raw.user) ?? raw, raw];
  const ref = userRef(o[0]) ?? {};
  const related = (array(o[0]?.related_profiles) ?? array(o[0]?.edge_related_profiles && rec(o[0]?.edge_related_profiles)?.edges) ?? [])
    .map((r) => userRef(rec(r)?.node ?? r))
    .filter((r): r is PhotoUserRef => r !== undefined);
  const business = compact({
    category: txt(o, 'business_category_name', 'category_name', 'category'),
    email: ptxt(o, 'business_email', 'public_email', 'email'),
    phone: ptxt(o, 'business_phone_number', 'public_phone_number', 'contact_phone_number', 'phone'),
    address: txt(o, 'business_address', 'address_street', 'address'),
  });
  const model: PhotoProfile = compact({
    ...ref,
    url: url(o, 'url', 'profile_url', 'link') ?? (ref.username && USERNAME.test(ref.username) ? `${PHOTO_BASE}/${ref.username}/` : undefined),
    bio: txt(o, 'biography', 'bio'),
    followers: count(o, 'follower_count', 'followers_count', 'followers', 'edge_followed_by'),
    following: count(o, 'following_count', 'followings_count', 'following', 'edge_follow'),
    posts: count(o, 'media_count', 'posts_count', 'posts', 'edge_owner_to_timeline_media'),
    private: flag(o, 'is_private', 'private'),
    website: site(o, 'external_url', 'website', 'bio_link'),
    business: Object.keys(business).length ? business : undefined,
    related,
  });
  return model.username || model.id ? model : undefined;
}

function mediaItem(raw: unknown): Media | undefined {
  const r = rec(raw);
  if (!r) return undefined;
  const o = [rec(r.node) ?? r];
  const video = url(o, 'video_url', 'video') ?? url([rec(array(o[0]?.video_versions)?.[0])], 'url');
  const candidate = rec(array(rec(o[0]?.image_versions2)?.candidates)?.[0]);
  const picture = img(o, 'display_url', 'thumbnail_url', 'thumbnail_src', 'image_url', 'image', 'url') ?? url([candidate], 'url');
  const isVideo = !!video || flag(o, 'is_video') === true || o[0]?.media_type === 2 || o[0]?.type === 'video';
  const item: Media = compact({
    type: isVideo ? ('video' as const) : ('photo' as const),
    id: id(o, 'id', 'pk'),
    url: isVideo ? video : picture,
    thumbnail: isVideo ? picture : undefined,
    width: count([...o, rec(o[0]?.dimensions), candidate], 'original_width', 'width'),
    height: count([...o, rec(o[0]?.dimensions), candidate], 'original_height', 'height'),
  });
  return item.url || item.thumbnail ? item : undefined;
}

function children(r: Rec): unknown[] | undefined {
  return array(r.carousel_media) ?? array(rec(r.edge_sidecar_to_children)?.edges) ?? array(r.children) ?? array(r.slides);
}

function audioOf(r: Rec): PhotoAudio | undefined {
  const clips = rec(r.clips_metadata);
  const music = rec(r.music) ?? rec(r.audio) ?? rec(rec(clips?.music_info)?.music_asset_info) ?? rec(clips?.original_sound_info);
  if (!music) return undefined;
  const a: PhotoAudio = compact({
    id: id([music], 'audio_cluster_id', 'audio_id', 'id'),
    title: txt([music], 'title', 'song_name', 'original_audio_title', 'name'),
    artist: txt([music], 'artist', 'display_artist', 'artist_name') ?? txt([rec(music.ig_artist)], 'username'),
  });
  return a.id || a.title ? a : undefined;
}

export function place(raw: unknown): PhotoPlace | undefined {
  const r = rec(raw);
  if (!r) return undefined;
  const o = [rec(r.location) ?? rec(r.place) ?? r, r];
  const p: PhotoPlace = compact({
    id: id(o, 'pk', 'location_id', 'id', 'external_id'),
    name: txt(o, 'name', 'title'),
    category: txt(o, 'category', 'category_name'),
    address: txt(o, 'address', 'address_street', 'city'),
    latitude: degrees(o, 'lat', 'latitude'),
    longitude: degrees(o, 'lng', 'longitude'),
    posts: count(o, 'media_count', 'post_count', 'posts'),
  });
  return p.id || p.name ? p : undefined;
}

export function post(raw: Rec): PhotoPost | undefined {
  const r = rec(raw.media) ?? rec(raw.shortcode_media) ?? raw;
  const o = [r];
  const items = (children(r) ?? [r]).map(mediaItem).filter((m): m is Media => m !== undefined);
  const code = txt(o, 'shortcode', 'code');
  const type: PhotoPost['type'] =
    children(r) || r.media_type === 8 || r.__typename === 'GraphSidecar' ? 'carousel' : items[0]?.type ?? undefined;
  const model: PhotoPost = compact({
    id: id(o, 'id', 'pk', 'media_id'),
    shortcode: code,
    url: url(o, 'url', 'permalink', 'link', 'post_url') ?? (code && CODE.test(code) ? `${PHOTO_BASE}/p/${code}/` : undefined),
    type,
    caption: captionOf(o),
    owner: userRef(r.owner ?? r.user ?? r.author),
    time: time(o, 'taken_at', 'taken_at_timestamp', 'timestamp', 'created_at', 'date'),
    likes: count(o, 'like_count', 'likes', 'likes_count', 'edge_liked_by', 'edge_media_preview_like'),
    comments: count(o, 'comment_count', 'comments', 'comments_count', 'edge_media_to_comment'),
    plays: count(o, 'play_count', 'plays', 'ig_play_count', 'video_play_count'),
    views: count(o, 'view_count', 'views', 'video_view_count'),
    duration: dur(o, 'video_duration', 'duration'),
    media: items,
    audio: audioOf(r),
    location: place(r.location),
  });
  return model.id || model.shortcode || model.url ? model : undefined;
}

export function highlight(raw: Rec): PhotoHighlight | undefined {
  const o = [raw];
  const rawId = id(o, 'id', 'highlight_id', 'pk');
  const h: PhotoHighlight = compact({
    id: rawId?.replace(/^highlight:/, ''),
    title: txt(o, 'title', 'name'),
    cover: img([rec(raw.cover_media) ? rec(rec(raw.cover_media)?.cropped_image_version) : undefined, raw], 'url', 'cover', 'cover_url', 'thumbnail'),
    url: url(o, 'url', 'permalink', 'link'),
    items: count(o, 'media_count', 'items_count', 'count'),
  });
  return h.id || h.title ? h : undefined;
}

export function story(raw: Rec): PhotoStory | undefined {
  const m = mediaItem(raw);
  if (!m) return undefined;
  return compact({
    id: id([raw], 'id', 'pk', 'story_id'),
    type: m.type,
    url: m.url,
    thumbnail: m.thumbnail,
    time: time([raw], 'taken_at', 'timestamp', 'created_at'),
  });
}

/** Popular search's three lists (users, hashtags, places) as one list of hits. */
export function searchHits(body: Rec): unknown[] | undefined {
  const c = rec(body.data) ?? body;
  const tag = (type: string, list: unknown) => (array(list) ?? []).map((x) => ({ __hit: type, value: x }));
  const all = [...tag('user', c.users), ...tag('hashtag', c.hashtags), ...tag('place', c.places)];
  return c.users !== undefined || c.hashtags !== undefined || c.places !== undefined ? all : undefined;
}

export function searchHit(raw: unknown): PhotoSearchHit | undefined {
  const r = rec(raw);
  if (!r) return undefined;
  const kind = typeof r.__hit === 'string' ? r.__hit : r.type ?? (r.user ? 'user' : r.hashtag ? 'hashtag' : r.place ? 'place' : undefined);
  const outer = rec(r.value) ?? r;
  const value = rec(outer.user) ?? rec(outer.hashtag) ?? rec(outer.place) ?? outer;
  if (kind === 'user') {
    const u = userRef(value);
    return u ? { type: 'user', ...u } : undefined;
  }
  if (kind === 'hashtag') {
    const name = txt([value], 'name', 'hashtag', 'tag')?.replace(/^#/, '');
    return name ? compact({ type: 'hashtag' as const, name, posts: count([value], 'media_count', 'post_count', 'posts') }) : undefined;
  }
  if (kind === 'place') {
    const p = place(value);
    return p ? { type: 'place', ...p } : undefined;
  }
  return undefined;
}
