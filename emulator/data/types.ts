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
  vanity?: string | undefined;
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
  slug?: string | undefined;
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
  video?: Video | undefined;
  reactions: Reactions;
  commentsCount: number;
  shareCount: number;
  url: string;
  pfbid?: string | undefined;
  shareCode?: string;
  /** Known comments layout: top-level comment index → reply count. */
  replyLayout?: Record<number, number> | undefined;
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
  track?: { title: string; artist: string } | undefined;
  shareCode?: string;
  shortCode?: string;
}

export interface Ad {
  id: string;
  page: Page;
  title: string;
  body: string;
  image: string;
  video?: { hd: string; preview: string } | undefined;
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

/** A city of the marketplace, with its coordinates. */
export interface City {
  name: string;
  region: string;
  country: string;
  countryCode: string;
  currency: string;
  /** How many local currency units a US dollar buys (prices are generated in dollars). */
  perDollar: number;
  lat: number;
  lng: number;
  /** Path segment of the city on the site (`/marketplace/<slug>/…`). */
  slug: string;
}

export interface MarketCategory {
  id: string;
  name: string;
  /** The category_url value (`/marketplace/category/<slug>`). */
  slug: string;
}

export type Condition = 'new' | 'used_like_new' | 'used_good' | 'used_fair';

export interface Seller {
  id: string;
  name: string;
  url: string;
  picture: string;
  /** Epoch ms. */
  joined: number;
  city: City;
  /** Average rating out of 5, one decimal. */
  rating: number;
  reviews: number;
  badges: string[];
  responseTime: string;
  /** A dealer or agency rather than an individual (is_c2c_listing_only leaves them out). */
  isBusiness: boolean;
  /** Newest first. */
  listings: Listing[];
}

export interface Listing {
  id: string;
  type: 'item' | 'vehicle' | 'rental';
  title: string;
  description: string;
  /** Whole units of `city.currency`; for rentals, per month. */
  price: number;
  condition: Condition;
  category: MarketCategory;
  city: City;
  lat: number;
  lng: number;
  photos: Photo[];
  seller: Seller;
  /** Epoch ms. */
  time: number;
  isSold: boolean;
  delivery: string[];
  url: string;
  vehicle?: { make: string; model: string; year: number; mileage: number; mileageUnit: 'mi' | 'km'; transmission: string; fuel: string };
  rental?: { bedrooms: number; bathrooms: number; squareFeet: number; propertyType: string };
}

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
  adById: Map<string, Ad>;
  cities: City[];
  categories: MarketCategory[];
  /** Every marketplace listing (items, vehicles, rentals), newest first. */
  listings: Listing[];
  listingById: Map<string, Listing>;
  sellers: Seller[];
  sellerById: Map<string, Seller>;
}
