// The emulator's internal model of the site's data. Times are epoch milliseconds (UTC).

import type { ReactionType } from './words';

export type Reactions = Record<ReactionType, number> & { total: number };

export interface Photo {
  id: string;
  url: string;
  width: number;
  height: number;
  /** The photo's own page on the site (`/photo/?fbid=…&set=…`). */
  link: string;
}

export interface Page {
  kind: 'page';
  id: string;
  vanity?: string;
  name: string;
  url: string;
  categories: string[];
  followers: number;
  likes: number;
  bio: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  rating: string | null;
  adPageId: string | null;
  image: string;
  verified: boolean;
  locationUid: string;
  albumId: string;
  /** Newest first. */
  posts: Post[];
  videos: Video[];
  reels: Video[];
  ads: Ad[];
}

export interface Group {
  kind: 'group';
  id: string;
  slug?: string;
  name: string;
  url: string;
  description: string;
  members: number;
  privacy: string;
  rules: { title: string; text: string }[];
  postsLastDay: number;
  postsLastMonth: number;
  createdTime: number;
  image: string;
  locationUid: string;
  posts: Post[];
  videos: Video[];
}

export type Owner = Page | Group;

export interface Person {
  id: string;
  name: string;
  url: string;
  picture: string;
  work: string | null;
  education: string | null;
  location: string | null;
  locationUid: string | null;
}

export interface Author {
  name: string;
  id: string;
  url: string;
  verified: boolean;
}

export interface Post {
  kind: 'post';
  id: string;
  owner: Owner;
  author: Author;
  text: string;
  time: number;
  photos: Photo[];
  /** A video post shows this video. */
  video?: Video;
  reactions: Reactions;
  commentsCount: number;
  shareCount: number;
  url: string;
  pfbid?: string;
  shareCode?: string;
  /** Known comments layout: top-level comment index → reply count. */
  replyLayout?: Record<number, number>;
}

export interface Video {
  kind: 'video';
  id: string;
  isReel: boolean;
  isLive: boolean;
  owner: Owner;
  title: string;
  message: string;
  hashtags: string[];
  duration: number;
  views: number;
  thumbnail: string;
  hdSrc: string;
  sdSrc: string;
  width: number;
  height: number;
  time: number;
  reactions: Reactions;
  commentsCount: number;
  shareCount: number;
  url: string;
  track?: { title: string; artist: string };
  shareCode?: string;
  shortCode?: string;
}

export interface Ad {
  id: string;
  page: Page;
  title: string;
  body: string;
  image: string;
  video?: { hd: string; preview: string };
  /** Unix seconds. */
  start: number;
  end: number | null;
  active: boolean;
  platforms: string[];
  countries: string[];
  impressionsRank: number;
}

export type EntityRef =
  | { kind: 'page'; page: Page }
  | { kind: 'group'; group: Group }
  | { kind: 'post'; post: Post }
  | { kind: 'video'; video: Video };

export interface Dataset {
  seed: number;
  /** Number of posts asked for. */
  scale: number;
  pages: Page[];
  groups: Group[];
  people: Person[];
  /** All posts, newest first. */
  posts: Post[];
  /** All videos and reels, newest first. */
  videos: Video[];
  /** All ads, newest first. */
  ads: Ad[];
  pageById: Map<string, Page>;
  /** Lower-case vanity → page. */
  pageByVanity: Map<string, Page>;
  pageByAdId: Map<string, Page>;
  groupById: Map<string, Group>;
  /** Lower-case slug → group. */
  groupBySlug: Map<string, Group>;
  postById: Map<string, Post>;
  postByPhotoId: Map<string, Post>;
  videoById: Map<string, Video>;
  personById: Map<string, Person>;
  /** Share and short-link codes → entity. */
  shareCodes: Map<string, EntityRef>;
}
