// Builds the seeded dataset: pages, groups, people, posts, videos, reels and ads. Same seed and
// scale → identical data. Comments and replies are not stored: comments.ts derives them on demand
// from a per-post seed, so even 10,000 posts with hundreds of comments each build in milliseconds.

import { EPOCH_MS, KNOWN } from './known';
import { buildMarketplace } from './marketplace';
import { Rng, seedOf } from './prng';
import type { Ad, Author, Dataset, EntityRef, Group, Owner, Page, Person, Photo, Post, Reactions, Video } from './types';
import {
  AD_HOOKS, AD_PLATFORMS, AD_PRODUCTS, CATEGORY_BY_NOUN, COUNTRIES, FIRST_NAMES, GROUP_RULES, GROUP_TOPICS,
  HASHTAGS, IMPRESSION_RANGES, JOBS, LAST_NAMES, LOCATIONS, NAME_ADJECTIVES, NAME_NOUNS, NAME_SUFFIXES,
  POST_CLOSERS, POST_OPENERS, POST_TOPICS, REACTION_TYPES, SCHOOLS, TRACKS, VIDEO_TITLES,
} from './words';

export const SITE = 'https://www.social.example';
const CDN = 'https://scontent.social.example';
const VIDEO_CDN = 'https://video.social.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DEMO_SCALE = 300;

export interface DatasetOptions {
  seed?: number;
  /** Number of posts ('demo' ≈ 300). */
  scale?: 'demo' | number;
}

export const imageUrl = (id: string, width: number, height: number) => `${CDN}/v/t39/${id}_${width}x${height}_n.jpg`;

/** Builder state shared by the generators. */
class Builder {
  readonly rng: Rng;
  private readonly ids = new Set<string>();
  readonly people: Person[] = [];
  readonly shareCodes = new Map<string, EntityRef>();

  constructor(readonly seed: number) {
    this.rng = new Rng(seedOf('dataset', seed));
  }

  /** Reserves a fixed id (known entities). */
  claim(id: string): string {
    this.ids.add(id);
    return id;
  }

  /** A fresh numeric id of `length` digits. */
  id(length = 16, prefix = ''): string {
    for (;;) {
      const id = prefix + this.rng.digits(length - prefix.length);
      if (!this.ids.has(id)) {
        this.ids.add(id);
        return id;
      }
    }
  }

  code(length = 10): string {
    for (;;) {
      const code = this.rng.token(length);
      if (!this.shareCodes.has(code)) return code;
    }
  }

  reactions(scale: number): Reactions {
    const rng = this.rng;
    const total = rng.skewed(scale, 4) + rng.int(0, 40);
    // Like dominates, then Love; the rest share what is left.
    const shares = [0.55 + rng.next() * 0.3, rng.next() * 0.25, rng.next() * 0.08, rng.next() * 0.05, rng.next() * 0.04, rng.next() * 0.03];
    const sum = shares.reduce((a, b) => a + b, 0);
    const r = { total } as Reactions;
    let used = 0;
    REACTION_TYPES.forEach((type, i) => {
      const n = i === 0 ? 0 : Math.floor((total * shares[i]!) / sum);
      r[type] = n;
      used += n;
    });
    r.Like = total - used;
    return r;
  }

  hashtags(): string[] {
    return this.rng.chance(0.5) ? this.rng.sample(HASHTAGS, this.rng.int(1, 3)) : [];
  }

  postText(ownerName: string, tags: string[]): string {
    const rng = this.rng;
    let text = `${rng.pick(POST_OPENERS)} ${rng.pick(POST_TOPICS)}. ${rng.pick(POST_CLOSERS)}`.trim();
    if (rng.chance(0.15)) text += `\n\n${ownerName} ${rng.pick(POST_OPENERS).toLowerCase()} ${rng.pick(POST_TOPICS)}.`;
    if (tags.length) text += '\n' + tags.map((t) => `#${t}`).join(' ');
    return text;
  }

  person(): Person {
    const rng = this.rng;
    const id = this.id(15, '1000');
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const loc = rng.chance(0.8) ? rng.pick(LOCATIONS.slice(0, 14)) : null;
    return {
      id,
      name,
      url: `${SITE}/profile.php?id=${id}`,
      picture: imageUrl(id, 200, 200),
      work: rng.chance(0.7) ? `${rng.pick(JOBS)} at ${rng.pick(NAME_ADJECTIVES)} ${rng.pick(NAME_NOUNS)}` : null,
      education: rng.chance(0.6) ? `Studied at ${rng.pick(SCHOOLS)}` : null,
      location: loc ? loc.address : null,
      locationUid: loc ? loc.uid : null,
    };
  }
}

function ownerAuthor(owner: Owner): Author {
  return { name: owner.name, id: owner.id, url: owner.url, verified: owner.kind === 'page' && owner.verified };
}

function personAuthor(p: Person): Author {
  return { name: p.name, id: p.id, url: p.url, verified: false };
}

interface PageSeed {
  id: string;
  vanity?: string | undefined;
  name: string;
  categories: string[];
  adPageId: string | null;
  locationUid: string;
  verified: boolean;
  followers?: number;
}

function makePage(b: Builder, s: PageSeed): Page {
  const rng = b.rng;
  const followers = s.followers ?? rng.skewed(3_000_000, 3) + rng.int(50, 900);
  const loc = LOCATIONS.find((l) => l.uid === s.locationUid) ?? LOCATIONS[0];
  const slug = (s.vanity ?? s.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).replace(/\./g, '-');
  const hasContact = rng.chance(0.85);
  const reviews = rng.int(3, 4000);
  return {
    kind: 'page',
    id: s.id,
    vanity: s.vanity,
    name: s.name,
    url: s.vanity ? `${SITE}/${s.vanity}` : `${SITE}/profile.php?id=${s.id}`,
    categories: s.categories,
    followers,
    likes: Math.floor(followers * (0.7 + rng.next() * 0.25)),
    bio: `${s.name}: ${s.categories[0]!.toLowerCase()} in ${loc.name}. ${rng.pick(POST_CLOSERS) || 'Welcome!'}`,
    email: hasContact ? `hello@${slug}.example` : null,
    phone: hasContact && rng.chance(0.8) ? `+1 555-01${rng.int(0, 9)}${rng.int(0, 9)}` : null,
    website: hasContact ? `https://${slug}.example` : null,
    address: rng.chance(0.7) ? `${rng.int(1, 999)} ${rng.pick(NAME_ADJECTIVES)} Street, ${loc.address}` : null,
    rating: rng.chance(0.6) ? `${(3 + rng.next() * 2).toFixed(1)} (${reviews.toLocaleString('en-US')} reviews)` : null,
    adPageId: s.adPageId,
    image: imageUrl(s.id, 320, 320),
    verified: s.verified,
    locationUid: s.locationUid,
    albumId: b.id(15, '10'),
    posts: [],
    videos: [],
    reels: [],
    ads: [],
  };
}

interface GroupSeed {
  id: string;
  slug?: string | undefined;
  name: string;
  locationUid: string;
}

function makeGroup(b: Builder, s: GroupSeed): Group {
  const rng = b.rng;
  const members = rng.skewed(400_000, 3) + rng.int(12, 500);
  const isPublic = rng.chance(0.7);
  return {
    kind: 'group',
    id: s.id,
    slug: s.slug,
    name: s.name,
    url: `${SITE}/groups/${s.slug ?? s.id}`,
    description: `A place for ${s.name.toLowerCase()} to share work, ask questions and meet up. ${rng.pick(POST_CLOSERS)}`.trim(),
    members,
    privacy: isPublic ? 'Public group' : 'Private group',
    rules: rng.sample(GROUP_RULES, rng.int(2, 5)),
    postsLastDay: rng.int(0, 40),
    postsLastMonth: rng.int(40, 1500),
    createdTime: EPOCH_MS - rng.int(200, 4000) * DAY,
    image: imageUrl(s.id, 820, 312),
    locationUid: s.locationUid,
    posts: [],
    videos: [],
  };
}

function postUrl(owner: Owner, id: string): string {
  if (owner.kind === 'group') return `${SITE}/groups/${owner.id}/posts/${id}`;
  return owner.vanity ? `${SITE}/${owner.vanity}/posts/${id}` : `${SITE}/permalink.php?story_fbid=${id}&id=${owner.id}`;
}

function videoUrl(owner: Owner, id: string, isReel: boolean): string {
  if (isReel) return `${SITE}/reel/${id}`;
  if (owner.kind === 'group') return `${SITE}/watch/?v=${id}`;
  return `${SITE}/${owner.vanity ?? owner.id}/videos/${id}`;
}

function photoLink(post: { id: string; owner: Owner }, photoId: string, multi: boolean): string {
  if (multi) return `${SITE}/photo/?fbid=${photoId}&set=pcb.${post.id}`;
  if (post.owner.kind === 'group') return `${SITE}/photo/?fbid=${photoId}&set=gm.${post.id}`;
  return `${SITE}/photo/?fbid=${photoId}&set=a.${post.owner.albumId}`;
}

function makePhotos(b: Builder, post: { id: string; owner: Owner }, ids: string[]): Photo[] {
  const multi = ids.length > 1;
  return ids.map((id) => {
    const landscape = b.rng.chance(0.6);
    const width = landscape ? 1440 : 1080;
    const height = landscape ? 960 : 1350;
    return { id, url: imageUrl(id, width, height), width, height, link: photoLink(post, id, multi) };
  });
}

interface VideoSeed {
  id?: string;
  time: number;
  isReel: boolean;
  isLive?: boolean;
  commentsCount?: number;
  duration?: number;
  title?: string;
}

function makeVideo(b: Builder, owner: Owner, s: VideoSeed): Video {
  const rng = b.rng;
  const id = s.id ? b.claim(s.id) : b.id(15, s.isReel ? '1' : '');
  const tags = b.hashtags();
  const topic = rng.pick(POST_TOPICS);
  const width = s.isReel ? 720 : 1280;
  const height = s.isReel ? 1280 : 720;
  const title = s.title ?? `${rng.pick(VIDEO_TITLES)} ${topic}`;
  return {
    kind: 'video',
    id,
    isReel: s.isReel,
    isLive: s.isLive ?? (!s.isReel && rng.chance(0.04)),
    owner,
    title,
    message: `${title}. ${rng.pick(POST_CLOSERS)}${tags.length ? ' ' + tags.map((t) => `#${t}`).join(' ') : ''}`.trim(),
    hashtags: tags,
    duration: s.duration ?? (s.isReel ? rng.int(6, 90) : rng.int(20, 1800)),
    views: rng.skewed(5_000_000, 4) + rng.int(10, 2000),
    thumbnail: imageUrl(`${id}t`, width, height),
    hdSrc: `${VIDEO_CDN}/v/t42/${id}_hd.mp4`,
    sdSrc: `${VIDEO_CDN}/v/t42/${id}_sd.mp4`,
    width,
    height,
    time: s.time,
    reactions: b.reactions(80_000),
    commentsCount: s.commentsCount ?? rng.skewed(120, 3),
    shareCount: rng.skewed(3000, 4),
    url: videoUrl(owner, id, s.isReel),
    track: s.isReel ? rng.pick(TRACKS) : undefined,
  };
}

interface PostSeed {
  id?: string;
  time: number;
  photos?: number | string[];
  video?: Video | undefined;
  commentsCount?: number;
  text?: string;
  pfbid?: string | undefined;
  replyLayout?: Record<number, number> | undefined;
}

function makePost(b: Builder, owner: Owner, s: PostSeed): Post {
  const rng = b.rng;
  const id = s.id ? b.claim(s.id) : b.id(16, owner.kind === 'group' ? '1' : '2');
  const tags = b.hashtags();
  const author = owner.kind === 'group' ? personAuthor(rng.pick(b.people)) : ownerAuthor(owner);
  const base = { id, owner };
  let photoIds: string[] = [];
  if (Array.isArray(s.photos)) photoIds = s.photos.map((p) => b.claim(p));
  else if (s.photos) photoIds = Array.from({ length: s.photos }, () => b.id(16, '2'));
  const big = rng.chance(0.03);
  return {
    kind: 'post',
    id,
    owner,
    author,
    text: s.text ?? b.postText(owner.name, tags),
    time: s.time,
    photos: makePhotos(b, base, photoIds),
    video: s.video,
    reactions: b.reactions(big ? 400_000 : 60_000),
    commentsCount: s.commentsCount ?? (big ? rng.int(100, 500) : rng.skewed(70, 3)),
    shareCount: rng.skewed(big ? 20_000 : 1500, 4),
    url: postUrl(owner, id),
    pfbid: s.pfbid,
    replyLayout: s.replyLayout,
  };
}

/** Times of `count` posts going back from `start`, newest first. */
function timeline(b: Builder, count: number, start: number): number[] {
  const out: number[] = [];
  let t = start - b.rng.int(1, 30) * HOUR;
  for (let i = 0; i < count; i++) {
    out.push(t);
    t -= HOUR + b.rng.skewed(6 * DAY, 2) + b.rng.int(0, 59) * 60_000;
  }
  return out;
}

const byTimeDesc = <T extends { time: number; id: string }>(a: T, c: T) =>
  c.time - a.time || (a.id < c.id ? 1 : a.id > c.id ? -1 : 0);

/** Generated posts (and video posts) of one owner. */
function fillOwner(b: Builder, owner: Owner, count: number, fixed: Post[], videoPosts = true): void {
  const rng = b.rng;
  const posts = fixed.slice();
  for (const time of timeline(b, count - fixed.length, EPOCH_MS)) {
    const r = rng.next();
    if (r < 0.12) posts.push(makePost(b, owner, { time, photos: rng.int(2, 8) }));
    else if (r < 0.45) posts.push(makePost(b, owner, { time, photos: 1 }));
    else if (r < 0.55 && videoPosts) {
      const video = makeVideo(b, owner, { time, isReel: false });
      owner.videos.push(video);
      posts.push(makePost(b, owner, { time, video, text: video.message }));
    } else posts.push(makePost(b, owner, { time }));
  }
  posts.sort(byTimeDesc);
  owner.posts = posts;
}

function addVideos(b: Builder, owner: Owner, count: number, isReel: boolean): void {
  const list = isReel && owner.kind === 'page' ? owner.reels : owner.videos;
  for (const time of timeline(b, count, EPOCH_MS - 3 * HOUR)) list.push(makeVideo(b, owner, { time, isReel }));
}

function makeAds(b: Builder, page: Page, count: number): void {
  const rng = b.rng;
  const loc = LOCATIONS.find((l) => l.uid === page.locationUid);
  const codes = COUNTRIES.map((c) => c[0]);
  for (let i = 0; i < count; i++) {
    const start = Math.floor((EPOCH_MS - rng.int(0, 400) * DAY - rng.int(0, 86_399) * 1000) / 1000);
    const active = rng.chance(0.45);
    const product = rng.pick(AD_PRODUCTS);
    const countries = new Set(rng.sample(codes, rng.int(0, 4)));
    if (loc) countries.add(loc.country);
    const adId = b.id(16, '1');
    page.ads.push({
      id: adId,
      page,
      title: `${page.name} ${product}`,
      body: `${rng.pick(AD_HOOKS)} ${product} from ${page.name}. ${rng.pick(POST_CLOSERS)}`.trim(),
      image: imageUrl(`${adId}a`, 1080, 1080),
      video: rng.chance(0.2) ? { hd: `${VIDEO_CDN}/v/t42/${adId}_hd.mp4`, preview: imageUrl(`${adId}v`, 1280, 720) } : undefined,
      start,
      end: active ? null : Math.min(Math.floor(EPOCH_MS / 1000) - 3600, start + rng.int(1, 60) * 86_400),
      active,
      platforms: rng.sample(AD_PLATFORMS, rng.int(1, AD_PLATFORMS.length)).sort(),
      countries: [...countries].sort(),
      impressionsRank: Math.min(IMPRESSION_RANGES.length - 1, rng.skewed(IMPRESSION_RANGES.length, 2)),
    });
  }
}

/** Posts of the known pages and group, each a fixed id, time and shape. */
function knownFixedPosts(b: Builder, northwind: Page, corvit: Group): { page: Post[]; group: Post[] } {
  const K = KNOWN.posts;
  const t = (iso: string) => Date.parse(iso);
  const many = makePost(b, northwind, {
    id: K.manyComments.id, time: t(K.manyComments.time), photos: [K.manyComments.photoId],
    commentsCount: K.manyComments.comments, replyLayout: K.manyComments.replies,
    text: 'Which enemy from our games scares you the most? Tell us in the comments! #gamenight',
  });
  many.shareCode = K.manyComments.shareCode;
  const multi = makePost(b, northwind, {
    id: K.multiPhoto.id, time: t(K.multiPhoto.time), photos: [...K.multiPhoto.photoIds],
    commentsCount: K.multiPhoto.comments, text: 'Six shots from the spring tournament finals. More photos below. #community',
  });
  const text = makePost(b, northwind, {
    id: K.textOnly.id, time: t(K.textOnly.time), commentsCount: K.textOnly.comments,
    text: 'A quick update on our new release: the patch notes are live. Thanks for being here.',
  });
  const pf = makePost(b, northwind, {
    id: K.pfbid.id, time: t(K.pfbid.time), photos: 1, commentsCount: K.pfbid.comments, pfbid: K.pfbid.pfbid,
  });
  const group = makePost(b, corvit, {
    id: K.groupPost.id, time: t(K.groupPost.time), photos: 2, commentsCount: K.groupPost.comments,
    text: 'Monthly challenge: draw a lighthouse in any style. Share yours in the comments!',
  });
  return { page: [many, multi, text, pf], group: [group] };
}

export function resolveScale(scale: DatasetOptions['scale']): number {
  if (scale === undefined || scale === 'demo') return DEMO_SCALE;
  if (!Number.isFinite(scale) || scale < 0) throw new Error(`scale must be 'demo' or a number of posts, got ${scale}`);
  return Math.floor(scale);
}

export function buildDataset(options: DatasetOptions = {}): Dataset {
  const seed = (options.seed ?? 1) >>> 0;
  const scale = resolveScale(options.scale);
  const b = new Builder(seed);
  const rng = b.rng;
  const KP = KNOWN.pages;
  const KG = KNOWN.groups;

  // People first: group posts and comments are written by them.
  const peopleCount = 40 + Math.round(scale / 20);
  for (let i = 0; i < peopleCount; i++) b.people.push(b.person());

  // Known pages and group.
  const northwind = makePage(b, {
    id: b.claim(KP.northwindgames.id), vanity: KP.northwindgames.vanity, name: KP.northwindgames.name,
    categories: ['Video game publisher', 'Entertainment website'], adPageId: b.claim(KP.northwindgames.adPageId),
    locationUid: KNOWN.locations.austin.uid, verified: true, followers: KP.northwindgames.followers,
  });
  northwind.email = 'hello@northwind-games.example';
  northwind.phone = '+1 555-0142';
  northwind.website = 'https://northwind-games.example';
  northwind.address = '200 Harbor Way, Austin, Texas, United States';
  northwind.rating = '4.6 (1,284 reviews)';
  const quiet = makePage(b, {
    id: b.claim(KP.quietharbor.id), vanity: KP.quietharbor.vanity, name: KP.quietharbor.name,
    categories: ['Bed and breakfast', 'Hotel'], adPageId: null, locationUid: KNOWN.locations.lisbon.uid, verified: false,
  });
  const corvit = makeGroup(b, {
    id: b.claim(KG.corvitarts.id), slug: KG.corvitarts.slug, name: KG.corvitarts.name, locationUid: KNOWN.locations.lisbon.uid,
  });

  // Generated pages and groups.
  const pageCount = Math.max(6, Math.round(scale / 25));
  const groupCount = Math.max(3, Math.round(scale / 60));
  const vanities = new Set<string>([KP.northwindgames.vanity, KP.quietharbor.vanity]);
  const pages: Page[] = [northwind, quiet];
  for (let i = 0; i < pageCount; i++) {
    const noun = rng.pick(NAME_NOUNS);
    const name = `${rng.pick(NAME_ADJECTIVES)} ${noun}${rng.pick(NAME_SUFFIXES)}`;
    let vanity: string | undefined = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    if (rng.chance(0.1)) vanity = undefined;
    else {
      if (rng.chance(0.2)) vanity = `${vanity}.${rng.pick(['official', 'hq', 'team'])}`;
      while (vanities.has(vanity!)) vanity = `${vanity}${rng.int(1, 99)}`;
      vanities.add(vanity!);
    }
    const id = b.id(15, '1000');
    pages.push(makePage(b, {
      id, vanity, name, categories: CATEGORY_BY_NOUN[noun] ?? ['Local business'],
      adPageId: rng.chance(0.35) ? b.id(15, '1') : null, locationUid: rng.pick(LOCATIONS.slice(0, 14)).uid,
      verified: rng.chance(0.2),
    }));
  }
  const groups: Group[] = [corvit];
  const slugs = new Set<string>([KG.corvitarts.slug]);
  for (let i = 0; i < groupCount; i++) {
    const loc = rng.pick(LOCATIONS.slice(0, 14));
    const name = `${loc.name} ${rng.pick(GROUP_TOPICS)}`;
    let slug: string | undefined = rng.chance(0.4) ? name.toLowerCase().replace(/[^a-z0-9]+/g, '') : undefined;
    if (slug) {
      while (slugs.has(slug)) slug = `${slug}${rng.int(1, 99)}`;
      slugs.add(slug);
    }
    groups.push(makeGroup(b, { id: b.id(15, '1'), slug, name, locationUid: loc.uid }));
  }

  // Known videos and reels.
  const KV = KNOWN.videos;
  const mainVideo = makeVideo(b, northwind, {
    id: KV.main.id, time: Date.parse(KV.main.time), isReel: false, isLive: false, commentsCount: KV.main.comments,
    duration: KV.main.duration, title: 'Which enemy scares you the most?',
  });
  mainVideo.shareCode = KV.main.shareCode;
  mainVideo.shortCode = KV.main.shortCode;
  const liveVideo = makeVideo(b, northwind, {
    id: KV.live.id, time: Date.parse(KV.live.time), isReel: false, isLive: true, title: 'Live: community game night',
  });
  const mainReel = makeVideo(b, northwind, {
    id: KNOWN.reels.main.id, time: Date.parse(KNOWN.reels.main.time), isReel: true, commentsCount: KNOWN.reels.main.comments,
  });
  mainReel.shareCode = KNOWN.reels.main.shareCode;
  northwind.videos.push(mainVideo, liveVideo);
  northwind.reels.push(mainReel);

  // Posts: the known owners have fixed counts, the rest is spread over the generated owners.
  const fixed = knownFixedPosts(b, northwind, corvit);
  // (No generated video posts there, so their video counts stay as KNOWN states.)
  fillOwner(b, northwind, KP.northwindgames.posts, fixed.page, false);
  fillOwner(b, corvit, KG.corvitarts.posts, fixed.group, false);
  const owners: Owner[] = [...pages.slice(2), ...groups.slice(1)];
  const remaining = Math.max(0, scale - KP.northwindgames.posts - KG.corvitarts.posts);
  const weights = owners.map(() => 1 + rng.skewed(20, 2));
  const totalWeight = weights.reduce((a, w) => a + w, 0);
  const counts = weights.map((w) => Math.floor((remaining * w) / totalWeight));
  let left = remaining - counts.reduce((a, c) => a + c, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]!++;
  owners.forEach((owner, i) => fillOwner(b, owner, counts[i]!, []));

  // Videos and reels beside the video posts.
  addVideos(b, northwind, KP.northwindgames.videos - northwind.videos.length, false);
  addVideos(b, northwind, KP.northwindgames.reels - northwind.reels.length, true);
  addVideos(b, corvit, Math.max(0, KG.corvitarts.videos - corvit.videos.length), false);
  for (const owner of owners) {
    addVideos(b, owner, rng.int(0, 5), false);
    if (owner.kind === 'page') addVideos(b, owner, rng.int(0, 6), true);
  }
  for (const owner of [...pages, ...groups]) {
    owner.videos.sort(byTimeDesc);
    if (owner.kind === 'page') owner.reels.sort(byTimeDesc);
  }

  // Ads of advertiser pages.
  makeAds(b, northwind, KP.northwindgames.ads);
  for (const page of pages.slice(2)) if (page.adPageId) makeAds(b, page, rng.int(1, 30));
  for (const page of pages) page.ads.sort((a, c) => c.start - a.start || (a.id < c.id ? 1 : -1));

  // Share codes: known ones, then a few generated.
  const share = b.shareCodes;
  const posts: Post[] = [];
  const videos: Video[] = [];
  for (const owner of [...pages, ...groups]) {
    posts.push(...owner.posts);
    videos.push(...owner.videos);
    if (owner.kind === 'page') videos.push(...owner.reels);
  }
  posts.sort(byTimeDesc);
  videos.sort(byTimeDesc);
  for (const post of posts) {
    if (!post.shareCode && rng.chance(0.05)) post.shareCode = b.code(rng.chance(0.5) ? 10 : 16);
    if (post.shareCode) share.set(post.shareCode, { kind: 'post', post });
  }
  for (const video of videos) {
    if (!video.shareCode && rng.chance(video.isReel ? 0.1 : 0.05)) video.shareCode = b.code(rng.chance(0.5) ? 10 : 16);
    if (!video.shortCode && !video.isReel && rng.chance(0.03)) video.shortCode = b.code(10);
    if (video.shareCode) share.set(video.shareCode, { kind: 'video', video });
    if (video.shortCode) share.set(video.shortCode, { kind: 'video', video });
  }

  // Indexes.
  const pageById = new Map<string, Page>();
  const pageByVanity = new Map<string, Page>();
  const pageByAdId = new Map<string, Page>();
  for (const page of pages) {
    pageById.set(page.id, page);
    if (page.vanity) pageByVanity.set(page.vanity.toLowerCase(), page);
    if (page.adPageId) pageByAdId.set(page.adPageId, page);
  }
  const groupById = new Map<string, Group>();
  const groupBySlug = new Map<string, Group>();
  for (const group of groups) {
    groupById.set(group.id, group);
    if (group.slug) groupBySlug.set(group.slug.toLowerCase(), group);
  }
  const postById = new Map<string, Post>();
  const postByPhotoId = new Map<string, Post>();
  for (const post of posts) {
    postById.set(post.id, post);
    if (post.pfbid) postById.set(post.pfbid, post);
    for (const photo of post.photos) postByPhotoId.set(photo.id, post);
  }
  const videoById = new Map<string, Video>(videos.map((v) => [v.id, v]));
  const ads: Ad[] = pages.flatMap((p) => p.ads).sort((a, c) => c.start - a.start || (a.id < c.id ? 1 : -1));
  const adById = new Map(ads.map((a) => [a.id, a]));
  const personById = new Map(b.people.map((p) => [p.id, p]));

  const taken = (id: string) =>
    postById.has(id) || postByPhotoId.has(id) || videoById.has(id) || pageById.has(id) || pageByAdId.has(id) ||
    groupById.has(id) || personById.has(id) || adById.has(id);
  const market = buildMarketplace(seed, scale, taken);

  return {
    seed, scale, pages, groups, people: b.people, posts, videos, ads,
    pageById, pageByVanity, pageByAdId, groupById, groupBySlug, postById, postByPhotoId, videoById,
    personById,
    shareCodes: share,
    adById,
    ...market,
    listingById: new Map(market.listings.map((l) => [l.id, l])),
    sellerById: new Map(market.sellers.map((s) => [s.id, s])),
  };
}
