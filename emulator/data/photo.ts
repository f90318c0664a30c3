// The photo network's dataset: profiles, posts (photos, videos, carousels), reels with plays and
// audio, highlights and stories, locations and audio. Seeded on its own from the dataset's seed
// (the social data a seed gives is unchanged) and the same size at every scale.
//
// Well-known entities, the same at every seed (tests and demos use them):
//
// | What | Id / link |
// |---|---|
// | business profile, verified | `lumen.atelier`, user id `51234567`, https://www.photo.example/lumen.atelier/ (40 posts, 18 reels, 5 highlights, 4 stories, contact: email, phone, address) |
// | verified profile (not business) | `harbour.days`, user id `52345678` |
// | photo post | `DMF-GjGO0-q` https://www.photo.example/p/DMF-GjGO0-q/ (lumen.atelier, at Harbour Point) |
// | carousel | `C9xYz12AbCd` (lumen.atelier, 4 items: photo, video, photo, photo) |
// | video post | `BkfuX9UB-eK` (lumen.atelier, /tv/ link) |
// | reel | `DAbcdEFgHiJ` https://www.photo.example/reel/DAbcdEFgHiJ/ (lumen.atelier, audio Harbour Lights) |
// | location | `213385402` Harbour Point, https://www.photo.example/explore/locations/213385402/harbour-point/ (50 posts; nearby: Old Pier `213385403` …) |
// | audio | `611234567890123` "Harbour Lights" by Seabird (30 reels), https://www.photo.example/reels/audio/611234567890123/ |
// | highlight | `17890012345678901` "Studio" of lumen.atelier (6 items) |
// | story | `3570766765028588805` of lumen.atelier, https://www.photo.example/stories/lumen.atelier/3570766765028588805/ |
// | hashtag / search keyword | `harbour` |
// | share links | https://www.photo.example/share/BACiUUUYQV (the post), https://www.photo.example/share/reel/BARSSL4rTu (the reel) |

import { EPOCH_MS } from './known';
import { Rng, seedOf } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './words';

export const PHOTO_SITE = 'https://www.photo.example';
const CDN = 'https://scontent.photo.example';

export const PHOTO_KNOWN = {
  profile: { username: 'lumen.atelier', id: '51234567', posts: 40, reels: 18, highlights: 5, stories: 4 },
  verified: { username: 'harbour.days', id: '52345678' },
  post: 'DMF-GjGO0-q',
  carousel: 'C9xYz12AbCd',
  video: 'BkfuX9UB-eK',
  reel: 'DAbcdEFgHiJ',
  location: { id: '213385402', slug: 'harbour-point', name: 'Harbour Point', posts: 50 },
  nearby: '213385403',
  audio: { id: '611234567890123', title: 'Harbour Lights', artist: 'Seabird', reels: 30 },
  highlight: { id: '17890012345678901', title: 'Studio', items: 6 },
  story: '3570766765028588805',
  tag: 'harbour',
  /** Share-link codes (`/share/<code>`, `/share/reel/<code>`) and the shortcode each leads to. */
  share: { post: { code: 'BACiUUUYQV', to: 'DMF-GjGO0-q' }, reel: { code: 'BARSSL4rTu', to: 'DAbcdEFgHiJ' } },
  missing: { username: 'nobody.here', userId: '99999999', shortcode: 'Zz9Zz9Zz9Zz', location: '999999999', audio: '999999999999999', highlight: '17899999999999999' },
} as const;

export interface PhotoMediaFile {
  id: string;
  type: 'photo' | 'video';
  /** Picture, or the video file. */
  url: string;
  /** A video's picture. */
  thumbnail?: string;
  width: number;
  height: number;
}

export interface PhotoUser {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  picture: string;
  followers: number;
  following: number;
  verified: boolean;
  private: boolean;
  website?: string;
  business?: { category: string; email: string; phone: string; address: string };
  /** Usernames of related profiles. */
  related: string[];
  /** Feed posts, newest first (no reels). */
  posts: PhotoItem[];
  /** Reels, newest first. */
  reels: PhotoItem[];
  highlights: PhotoHighlight[];
  stories: PhotoStory[];
}

export interface PhotoItem {
  /** Numeric media id (the pk); the service's `id` is `<pk>_<owner id>`. */
  pk: string;
  code: string;
  kind: 'photo' | 'video' | 'carousel' | 'reel';
  owner: PhotoUser;
  caption: string;
  tags: string[];
  likes: number;
  comments: number;
  /** Reels and videos. */
  plays?: number;
  duration?: number;
  time: number;
  media: PhotoMediaFile[];
  location?: PhotoPlace;
  audio?: PhotoAudio;
}

export interface PhotoStory {
  id: string;
  owner: PhotoUser;
  file: PhotoMediaFile;
  time: number;
}

export interface PhotoHighlight {
  id: string;
  title: string;
  owner: PhotoUser;
  cover: string;
  items: PhotoStory[];
}

export interface PhotoPlace {
  id: string;
  name: string;
  slug: string;
  category: string;
  address: string;
  lat: number;
  lng: number;
  /** Posts tagged there, newest first. */
  posts: PhotoItem[];
}

export interface PhotoAudio {
  id: string;
  title: string;
  artist: string;
  /** Reels using it, newest first. */
  reels: PhotoItem[];
}

export interface PhotoTag {
  name: string;
  count: number;
}

export interface PhotoDataset {
  users: PhotoUser[];
  userByName: Map<string, PhotoUser>;
  userById: Map<string, PhotoUser>;
  /** Posts and reels by shortcode. */
  items: Map<string, PhotoItem>;
  places: PhotoPlace[];
  placeById: Map<string, PhotoPlace>;
  audios: PhotoAudio[];
  audioById: Map<string, PhotoAudio>;
  highlightById: Map<string, PhotoHighlight>;
  storyById: Map<string, PhotoStory>;
  tags: PhotoTag[];
  /** Every reel, most played first (the reels feed). */
  feed: PhotoItem[];
}

const DAY = 86_400_000;

const PLACES: Array<[string, string, string, number, number]> = [
  ['Harbour Point', 'Landmark', 'Harbour Road 1, Portsea', 50.79, -1.1],
  ['Old Pier', 'Landmark', 'Pier Walk, Portsea', 50.791, -1.102],
  ['Harbour Light Café', 'Café', 'Quay Street 4, Portsea', 50.7925, -1.098],
  ['Glasshouse Studio', 'Art gallery', 'Mill Lane 12, Portsea', 50.795, -1.09],
  ['Seabird Cliffs', 'Nature reserve', 'Coast Path, Southsea', 50.78, -1.07],
  ['Lantern Market', 'Market', 'Market Square, Portsea', 50.798, -1.105],
  ['North Quay', 'Harbour', 'North Quay, Gosport', 50.801, -1.12],
  ['Riverside Gardens', 'Park', 'Riverside, Fareham', 50.85, -1.18],
  ['Salt Street Bakery', 'Bakery', 'Salt Street 9, Portsea', 50.7935, -1.101],
  ['Winter Dunes', 'Beach', 'Dune Road, Hayling', 50.785, -0.98],
  ['City Museum', 'Museum', 'Museum Road, Portsmouth', 50.795, -1.085],
  ['Skyline Tower', 'Landmark', 'Tower Quay, Portsmouth', 50.7955, -1.108],
];
const PLACE_IDS = ['213385402', '213385403', '213385417', '213385431', '214002211', '214002290', '215550014', '216104477', '213385499', '218870023', '213391102', '213393355'];

const TAGS = ['harbour', 'harbourlights', 'sunrise', 'glassart', 'studio', 'film', 'seascape', 'travel', 'coffee', 'market', 'dunes', 'portrait'];
const TRACKS: Array<[string, string]> = [
  ['Harbour Lights', 'Seabird'], ['Glass Tides', 'Marrow'], ['Low Sun', 'The Quayside'], ['Paper Boats', 'Ivy Lane'],
  ['Night Ferry', 'Seabird'], ['Original audio', 'lumen.atelier'], ['Salt & Amber', 'Northlight'], ['Slow Waves', 'Marrow'],
];
const AUDIO_IDS = ['611234567890123', '611234567890124', '612008815533771', '613402299118845', '614400012233447', '615770034412290', '616003388221105', '617124455667788'];
const CAPTIONS = ['Morning light on the harbour', 'Three frames from the studio', 'Blowing glass, one breath at a time', 'Low tide, long shadows',
  'Market day colours', 'Behind the kiln', 'Ferry lights at dusk', 'Salt on the lens', 'A quiet corner of the quay', 'Testing a new film stock'];
const BUSINESS = { category: 'Photographer', email: 'studio@lumen.example', phone: '+44 20 7946 0000', address: 'Mill Lane 12, Portsea' };

const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function shortcodeOf(rng: Rng): string {
  let s = rng.pick(['C', 'D', 'B']);
  while (s.length < 11) s += CODE_CHARS[rng.int(0, CODE_CHARS.length - 1)];
  // Never ends in '-' or '_' (as the site's codes), never clashes with a known one.
  return s.replace(/[-_]$/, 'x');
}

const slugOf = (name: string) => name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const picture = (id: string, w: number, h: number) => `${CDN}/v/t51.2885-15/${id}_${w}x${h}_n.jpg`;
const videoFile = (id: string) => `${CDN}/v/t50.2886-16/${id}_video.mp4`;

/** Builds the photo dataset of a seed afresh (photoDataset keeps one per seed). */
export function buildPhotoDataset(seed: number): PhotoDataset {
  const rng = new Rng(seedOf('photo', seed));
  const codes = new Set<string>([PHOTO_KNOWN.post, PHOTO_KNOWN.carousel, PHOTO_KNOWN.video, PHOTO_KNOWN.reel, PHOTO_KNOWN.missing.shortcode]);
  const newCode = () => {
    let c = shortcodeOf(rng);
    while (codes.has(c)) c = shortcodeOf(rng);
    codes.add(c);
    return c;
  };
  let pkNext = 3301122334455600000n;
  const newPk = () => String((pkNext += BigInt(rng.int(1000, 90000))));

  const places: PhotoPlace[] = PLACES.map(([name, category, address, lat, lng], i) => ({
    id: PLACE_IDS[i]!, name, slug: slugOf(name), category, address, lat, lng, posts: [],
  }));
  const audios: PhotoAudio[] = TRACKS.map(([title, artist], i) => ({ id: AUDIO_IDS[i]!, title, artist, reels: [] }));

  // Profiles: the two known ones first, then generated ones.
  const names: Array<[string, string]> = [[PHOTO_KNOWN.profile.username, 'Lumen Atelier'], [PHOTO_KNOWN.verified.username, 'Harbour Days']];
  while (names.length < 24) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const username = `${first}.${last}`.toLowerCase().replace(/[^a-z0-9._]/g, '') + (rng.chance(0.4) ? `_${rng.int(1, 99)}` : '');
    if (!names.some(([u]) => u === username)) names.push([username, `${first} ${last}`]);
  }
  const users: PhotoUser[] = names.map(([username, fullName], i) => {
    const id = i === 0 ? PHOTO_KNOWN.profile.id : i === 1 ? PHOTO_KNOWN.verified.id : rng.digits(rng.int(8, 11));
    const followers = i === 0 ? 1_204_577 : i === 1 ? 84_310 : rng.skewed(400_000) + rng.int(40, 900);
    const u: PhotoUser = {
      id, username, fullName,
      bio: i === 0 ? 'Light, glass and harbours. Studio open Sat–Sun.' : `${rng.pick(['Photos', 'Notes', 'Frames', 'Days'])} from ${rng.pick(PLACES)[0]}`,
      picture: picture(`u${id}`, 320, 320),
      followers, following: rng.int(40, 1500), verified: i <= 1 || rng.chance(0.1), private: i > 1 && rng.chance(0.08),
      related: [], posts: [], reels: [], highlights: [], stories: [],
    };
    if (i === 0) {
      u.business = BUSINESS;
      u.website = 'https://lumen.example/';
    }
    return u;
  });

  const items = new Map<string, PhotoItem>();
  // Only the known profile's posts and the filler below are at the known location (its size is exact).
  const place = (forKnown: boolean) => (forKnown ? places[0]! : rng.chance(0.6) ? rng.pick(places.slice(1)) : undefined);
  const addItem = (owner: PhotoUser, kind: PhotoItem['kind'], time: number, code: string, audio?: PhotoAudio, at?: PhotoPlace) => {
    const pk = newPk();
    const tags = rng.sample(TAGS, rng.int(0, 3));
    if (at === places[0] && !tags.includes('harbour')) tags.unshift('harbour');
    const count = kind === 'carousel' ? (code === PHOTO_KNOWN.carousel ? 4 : rng.int(2, 6)) : 1;
    const media: PhotoMediaFile[] = [];
    for (let m = 0; m < count; m++) {
      const id = count === 1 ? pk : String(BigInt(pk) + BigInt(m + 1));
      const video = kind === 'video' || kind === 'reel' || (kind === 'carousel' && (code === PHOTO_KNOWN.carousel ? m === 1 : rng.chance(0.2)));
      const [w, h] = kind === 'reel' ? [1080, 1920] : rng.pick([[1080, 1350], [1080, 1080], [1080, 720]] as const);
      media.push(video ? { id, type: 'video', url: videoFile(id), thumbnail: picture(id, w, h), width: w, height: h } : { id, type: 'photo', url: picture(id, w, h), width: w, height: h });
    }
    const reach = Math.max(50, owner.followers / 20);
    const item: PhotoItem = {
      pk, code, kind, owner,
      caption: `${rng.pick(CAPTIONS)}${tags.length ? ' ' + tags.map((t) => `#${t}`).join(' ') : ''}`,
      tags, likes: Math.floor(reach * (0.2 + rng.next() * 2)), comments: rng.skewed(Math.max(20, reach / 40)) + rng.int(0, 9),
      time, media,
    };
    if (kind === 'reel' || kind === 'video') {
      item.plays = Math.floor(reach * (3 + rng.next() * 40));
      item.duration = Math.round((5 + rng.next() * 80) * 10) / 10;
    }
    if (audio) {
      item.audio = audio;
      audio.reels.push(item);
    }
    if (at) {
      item.location = at;
      at.posts.push(item);
    }
    items.set(code, item);
    return item;
  };

  for (const [i, u] of users.entries()) {
    const known = i === 0;
    const posts = known ? PHOTO_KNOWN.profile.posts : rng.int(4, 24);
    const reels = known ? PHOTO_KNOWN.profile.reels : rng.int(0, 10);
    let t = EPOCH_MS - rng.int(1, 30) * 3_600_000;
    for (let p = 0; p < posts; p++) {
      const code = known && p === 0 ? PHOTO_KNOWN.post : known && p === 1 ? PHOTO_KNOWN.carousel : known && p === 2 ? PHOTO_KNOWN.video : newCode();
      const kind = known && p < 3 ? (['photo', 'carousel', 'video'] as const)[p]! : rng.chance(0.3) ? 'carousel' : rng.chance(0.12) ? 'video' : 'photo';
      u.posts.push(addItem(u, kind, t, code, undefined, place(known && (p === 0 || p % 2 === 0))));
      t -= rng.int(6, 96) * 3_600_000;
    }
    t = EPOCH_MS - rng.int(1, 48) * 3_600_000;
    for (let r = 0; r < reels; r++) {
      const code = known && r === 0 ? PHOTO_KNOWN.reel : newCode();
      const audio = known && r < 12 ? audios[0]! : rng.pick(audios.slice(1));
      u.reels.push(addItem(u, 'reel', t, code, audio, rng.chance(0.3) ? rng.pick(places.slice(1)) : undefined));
      t -= rng.int(12, 120) * 3_600_000;
    }
  }
  // The known location and audio reach their documented sizes with posts and reels of others.
  const filler = users.slice(2);
  while (places[0]!.posts.length < PHOTO_KNOWN.location.posts) {
    const u = rng.pick(filler);
    u.posts.push(addItem(u, rng.chance(0.3) ? 'carousel' : 'photo', EPOCH_MS - rng.int(1, 400) * DAY, newCode(), undefined, places[0]));
  }
  while (audios[0]!.reels.length < PHOTO_KNOWN.audio.reels) {
    const u = rng.pick(filler);
    u.reels.push(addItem(u, 'reel', EPOCH_MS - rng.int(1, 400) * DAY, newCode(), audios[0]));
  }

  const byTime = (a: { time: number }, b: { time: number }) => b.time - a.time;
  for (const u of users) {
    u.posts.sort(byTime);
    u.reels.sort(byTime);
  }
  for (const p of places) p.posts.sort(byTime);
  for (const a of audios) a.reels.sort(byTime);

  // Highlights and stories.
  const highlightById = new Map<string, PhotoHighlight>();
  const storyById = new Map<string, PhotoStory>();
  let storyNext = 3570766765028588805n;
  const story = (owner: PhotoUser, time: number, id = String((storyNext += BigInt(rng.int(10_000, 900_000))))): PhotoStory => {
    const video = rng.chance(0.35);
    const file: PhotoMediaFile = video
      ? { id, type: 'video', url: videoFile(id), thumbnail: picture(id, 1080, 1920), width: 1080, height: 1920 }
      : { id, type: 'photo', url: picture(id, 1080, 1920), width: 1080, height: 1920 };
    const s = { id, owner, file, time };
    storyById.set(id, s);
    return s;
  };
  let highlightNext = 17890012345678901n;
  for (const [i, u] of users.entries()) {
    const known = i === 0;
    const count = known ? PHOTO_KNOWN.profile.highlights : rng.int(0, 4);
    for (let h = 0; h < count; h++) {
      const id = known && h === 0 ? PHOTO_KNOWN.highlight.id : String((highlightNext += BigInt(rng.int(3, 9000))));
      const n = known && h === 0 ? PHOTO_KNOWN.highlight.items : rng.int(2, 9);
      const list = Array.from({ length: n }, (_, k) => story(u, EPOCH_MS - (h * 30 + k + 40) * DAY));
      const title = known && h === 0 ? PHOTO_KNOWN.highlight.title : rng.pick(['Travel', 'Kiln', 'Market', 'Press', 'Q&A', 'Film', 'Harbour']);
      const hl = { id, title, owner: u, cover: picture(`h${id}`, 320, 320), items: list };
      u.highlights.push(hl);
      highlightById.set(id, hl);
    }
    const now = known ? PHOTO_KNOWN.profile.stories : rng.chance(0.5) ? rng.int(1, 5) : 0;
    for (let s = 0; s < now; s++) u.stories.push(story(u, EPOCH_MS - (s + 1) * 3_600_000, known && s === 0 ? PHOTO_KNOWN.story : undefined));
  }

  // Related profiles: a few others, the verified known profile always related to the first.
  for (const [i, u] of users.entries()) {
    const others = users.filter((o) => o !== u);
    u.related = (i === 0 ? [users[1]!, ...rng.sample(others.slice(1), 4)] : rng.sample(others, rng.int(2, 5))).map((o) => o.username);
  }

  const all = [...items.values()];
  const tags = TAGS.map((name) => ({ name, count: all.filter((x) => x.tags.includes(name)).length * 1371 + rng.int(0, 999) }));
  const feed = all.filter((x) => x.kind === 'reel').sort((a, b) => b.plays! - a.plays! || (a.code < b.code ? -1 : 1));
  return {
    users,
    userByName: new Map(users.map((u) => [u.username.toLowerCase(), u])),
    userById: new Map(users.map((u) => [u.id, u])),
    items, places, placeById: new Map(places.map((p) => [p.id, p])),
    audios, audioById: new Map(audios.map((a) => [a.id, a])),
    highlightById, storyById, tags, feed,
  };
}

const BUILT = new Map<number, PhotoDataset>();

/** The photo dataset of a seed (built once). */
export function photoDataset(seed: number): PhotoDataset {
  let ds = BUILT.get(seed);
  if (!ds) BUILT.set(seed, (ds = buildPhotoDataset(seed)));
  return ds;
}

/** The shortcode a share-link code leads to. */
export function shareTarget(code: string): string | undefined {
  return Object.values(PHOTO_KNOWN.share).find((x) => x.code === code)?.to;
}

/** Whether a count is given as abbreviated text ("1.2M") in answers: about half of the large ones, as on the live service. */
export function abbreviatedCount(key: string, n: number): boolean {
  return n >= 10_000 && seedOf('abbr', key) % 2 === 0;
}

export const postUrl = (item: PhotoItem) => `${PHOTO_SITE}/${item.kind === 'reel' ? 'reel' : 'p'}/${item.code}/`;
export const profileUrl = (u: PhotoUser) => `${PHOTO_SITE}/${u.username}/`;
export const placeUrl = (p: PhotoPlace) => `${PHOTO_SITE}/explore/locations/${p.id}/${p.slug}/`;
export const audioUrl = (a: PhotoAudio) => `${PHOTO_SITE}/reels/audio/${a.id}/`;
export const highlightUrl = (h: PhotoHighlight) => `${PHOTO_SITE}/stories/highlights/${h.id}/`;
export const storyUrl = (s: PhotoStory) => `${PHOTO_SITE}/stories/${s.owner.username}/${s.id}/`;
export const tagUrl = (tag: string) => `${PHOTO_SITE}/explore/tags/${encodeURIComponent(tag)}/`;
