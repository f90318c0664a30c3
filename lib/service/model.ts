/**
 * The extension's own model of the service's answers. Normalizers (normalize.ts) turn each raw
 * body into one of these; the UI renders only these (and the raw JSON when a shape is unknown).
 * Every field the service may leave out is optional; counts are numbers (abbreviated text such as
 * "13K" is expanded), times are ISO 8601 strings, links are absolute http(s) URLs or absent.
 */

export interface Media {
  type: 'photo' | 'video';
  /** The photo's or video's own id (a photo link names it: `photo/?fbid=<id>`). */
  id?: string;
  url?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
}

export interface Reactions {
  total?: number;
  /** Per reaction name: Like, Love, Haha, Wow, Sad, Angry, Care … */
  byType: Record<string, number>;
}

export interface IdResult {
  id?: string;
}

export interface Page {
  name?: string;
  url?: string;
  /** Numeric page id where the answer gives it. */
  id?: string;
  categories: string[];
  followers?: number;
  /** The service's own wording ("1.2M followers"), exact or abbreviated. */
  followersDisplay?: string;
  /** Whether `followers` is the exact count (exact_followers_count=true). */
  followersExact: boolean;
  likes?: number;
  bio?: string;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
  /** Rating text or number as the service gives it ("4.6 (120 reviews)"). */
  rating?: string;
  adPageId?: string;
  image?: string;
  verified?: boolean;
}

export interface Group {
  id?: string;
  name?: string;
  url?: string;
  description?: string;
  members?: number;
  privacy?: string;
  rules: { title?: string; text?: string }[];
  postsLastDay?: number;
  postsLastMonth?: number;
  createdTime?: string;
  image?: string;
}

export interface Post {
  id?: string;
  url?: string;
  text?: string;
  author?: { name?: string; id?: string; url?: string; verified?: boolean };
  time?: string;
  media: Media[];
  reactions: Reactions;
  comments?: number;
  shares?: number;
}

export interface PostExtended extends Post {
  views?: number;
  videoHd?: string;
  videoSd?: string;
  audio?: { title?: string; artist?: string; url?: string };
  authorVerified?: boolean;
}

export interface Video {
  id?: string;
  url?: string;
  title?: string;
  text?: string;
  hashtags: string[];
  owner?: { name?: string; id?: string; url?: string };
  durationSec?: number;
  views?: number;
  thumbnail?: string;
  reactions: Reactions;
  time?: string;
}

export interface Reel {
  id?: string;
  url?: string;
  text?: string;
  views?: number;
  thumbnail?: string;
  durationSec?: number;
  time?: string;
}

export interface Comment {
  id?: string;
  text?: string;
  author?: { name?: string; id?: string; url?: string; picture?: string };
  time?: string;
  reactions?: number;
  replies?: number;
  /** Both present only with include_reply_info=true; together they fetch the replies. */
  feedbackId?: string;
  expansionToken?: string;
}

export type Reply = Omit<Comment, 'feedbackId' | 'expansionToken' | 'replies'>;

export interface Attachment {
  type: 'photo' | 'video';
  url?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
  id?: string;
}

export interface PageSearchResult {
  name?: string;
  url?: string;
  category?: string;
  followers?: number;
  id?: string;
}

export interface PersonSearchResult {
  name?: string;
  url?: string;
  picture?: string;
  work?: string;
  education?: string;
  location?: string;
  id?: string;
}

export interface LocationResult {
  uid?: string;
  name?: string;
  address?: string;
}

export interface PostSearchResult {
  id?: string;
  url?: string;
  text?: string;
  author?: string;
  reactions?: number;
  comments?: number;
  shares?: number;
}

export interface VideoSearchResult {
  id?: string;
  url?: string;
  title?: string;
  views?: number;
  thumbnail?: string;
  live?: boolean;
  time?: string;
}

export interface Ad {
  id?: string;
  pageName?: string;
  pageId?: string;
  body?: string;
  title?: string;
  image?: string;
  video?: string;
  startDate?: string;
  endDate?: string;
  active?: boolean;
  platforms: string[];
  countries: string[];
  snapshotUrl?: string;
  impressions?: string;
}

export interface Advertiser {
  pageId?: string;
  name?: string;
  verified?: boolean;
  category?: string;
  location?: string;
  totalAds?: number;
  image?: string;
  url?: string;
}

/** An advertiser found by keyword in the ads library. */
export interface AdKeywordResult {
  pageId?: string;
  /** The advertiser's ads library id, where it differs from the page id. */
  adPageId?: string;
  name?: string;
  category?: string;
  likes?: number;
  picture?: string;
  verified?: boolean;
  /** Ads running for the keyword, where the answer counts them. */
  adCount?: number;
  url?: string;
}

/** A range the ads library gives instead of a figure ("$100 – $199", 1K–5K people). */
export interface Range {
  lower?: number;
  upper?: number;
  /** The service's own wording, kept when it gives one. */
  text?: string;
}

/** One version of an ad's creative. */
export interface AdCreative {
  body?: string;
  title?: string;
  description?: string;
  link?: string;
  /** Call to action ("Shop now"). */
  cta?: string;
  images: string[];
  videos: { url?: string; thumbnail?: string }[];
}

/** One ad of the ads library in full (social_ads_archive_details). */
export interface AdDetails {
  id?: string;
  page?: { id?: string; name?: string; url?: string; picture?: string; likes?: number; category?: string };
  /** The first version; every version (this one first) is in `versions`. */
  creative: AdCreative;
  versions: AdCreative[];
  platforms: string[];
  countries: string[];
  startDate?: string;
  endDate?: string;
  active?: boolean;
  spend?: Range;
  /** Currency of `spend`, where given ("USD"). */
  currency?: string;
  reach?: Range;
  impressions?: Range;
  snapshotUrl?: string;
}

export interface Price {
  /** In the currency's units (12.5 is 12.50); 0 for a free item. */
  amount?: number;
  /** ISO 4217 code where the answer gives one ("USD"). */
  currency?: string;
  /** The site's own wording ("$1,200", "Free", "£650/month"). */
  formatted?: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface ListingLocation {
  city?: string;
  region?: string;
  /** The site's wording of the place ("Austin, TX"). */
  text?: string;
  coordinates?: Coordinates;
}

/** A marketplace listing as lists show it (search, and the base of vehicles and rentals). */
export interface ListingSummary {
  id?: string;
  url?: string;
  title?: string;
  price?: Price;
  location?: ListingLocation;
  /** The first photo. */
  photo?: string;
  seller?: { id?: string; name?: string };
  sold?: boolean;
  createdTime?: string;
}

export interface VehicleListing extends ListingSummary {
  make?: string;
  model?: string;
  year?: number;
  mileage?: number;
  mileageUnit?: 'mi' | 'km';
}

export interface RentalListing extends ListingSummary {
  bedrooms?: number;
  bathrooms?: number;
  /** Only when the answer states the price is monthly. */
  pricePerMonth?: number;
}

/** One marketplace listing in full (social_marketplace_listing). */
export interface Listing {
  id?: string;
  url?: string;
  title?: string;
  price?: Price;
  /** The site's wording of the condition ("Used - Good") or its code ("used_good"). */
  condition?: string;
  location?: ListingLocation;
  description?: string;
  photos: string[];
  seller?: { id?: string; name?: string; url?: string; picture?: string };
  createdTime?: string;
  category?: string;
  sold?: boolean;
}

export interface Seller {
  id?: string;
  name?: string;
  url?: string;
  picture?: string;
  /** Average rating, 0–5. */
  rating?: number;
  reviewCount?: number;
  /** When the seller joined, as ISO 8601, where the answer gives a time. */
  joined?: string;
  /** The site's wording when it gives no time ("Joined in 2019"). */
  joinedText?: string;
  location?: string;
  badges: string[];
  /** Their other listings, when the answer includes them. */
  listings: ListingSummary[];
}

export interface MarketplaceCategory {
  id?: string;
  name?: string;
  /** The `category_url` value marketplace search takes ("vehicles"). */
  slug?: string;
  url?: string;
  subcategories: MarketplaceCategory[];
}

export interface City {
  name?: string;
  region?: string;
  country?: string;
  coordinates?: Coordinates;
}

export interface MediaFile {
  url: string;
  type: 'video' | 'photo' | 'audio' | 'file';
  /** "HD", "SD", "720p" … as the answer names it. */
  quality?: string;
  /** In bytes. */
  size?: number;
  mimeType?: string;
  width?: number;
  height?: number;
}

/** Direct links of a media URL (social_download_media): links, not bytes. */
export interface MediaDownload {
  files: MediaFile[];
  title?: string;
  thumbnail?: string;
}

export interface AccountUsage {
  plan?: string;
  remaining?: number;
  limit?: number;
  used?: number;
  periodStart?: string;
  periodEnd?: string;
}

export interface AccountLimits {
  ratePerSecond?: number;
  /** Added: some plans state their rate per minute. */
  ratePerMinute?: number;
  ratePerHour?: number;
  concurrent?: number;
}

export interface TopUps {
  autoTopUp?: boolean;
  lifetimeSpend?: number;
  history: { time?: string; credits?: number; amount?: number }[];
}

import type { PhotoHighlight, PhotoPlace, PhotoPost, PhotoProfile, PhotoSearchHit, PhotoStory } from './model-photo';
export type * from './model-photo';

/** A page of a list answer. */
export interface ListPage<T> {
  items: T[];
  /** Cursor for the next page; absent on the last page. */
  endCursor?: string;
}

/** Model kind → model type (keys match ModelKind in catalog.ts). */
export interface ModelMap {
  id: IdResult;
  page: Page;
  group: Group;
  post: Post;
  post_extended: PostExtended;
  video: Video;
  post_list: ListPage<Post>;
  video_list: ListPage<Video>;
  reel_list: ListPage<Reel>;
  comment_list: ListPage<Comment>;
  reply_list: ListPage<Reply>;
  attachment_list: ListPage<Attachment>;
  page_search: ListPage<PageSearchResult>;
  people_search: ListPage<PersonSearchResult>;
  location_search: ListPage<LocationResult>;
  post_search: ListPage<PostSearchResult>;
  video_search: ListPage<VideoSearchResult>;
  ad_list: ListPage<Ad>;
  advertiser: Advertiser;
  country_list: ListPage<{ code: string; name?: string }>;
  ad_keyword_list: ListPage<AdKeywordResult>;
  ad_details: AdDetails;
  listing_list: ListPage<ListingSummary>;
  vehicle_list: ListPage<VehicleListing>;
  rental_list: ListPage<RentalListing>;
  listing: Listing;
  seller: Seller;
  category_list: ListPage<MarketplaceCategory>;
  city_list: ListPage<City>;
  media_download: MediaDownload;
  usage: AccountUsage;
  limits: AccountLimits;
  top_ups: TopUps;
  photo_profile: PhotoProfile;
  photo_post: PhotoPost;
  photo_post_list: ListPage<PhotoPost>;
  photo_reel_list: ListPage<PhotoPost>;
  photo_highlight_list: ListPage<PhotoHighlight>;
  photo_story_list: ListPage<PhotoStory>;
  photo_search: ListPage<PhotoSearchHit>;
  photo_location_list: ListPage<PhotoPlace>;
}

/**
 * A normalised answer. `empty` is a recognised envelope with no payload (the service answers a
 * link to nothing with 200 and an empty body); `unrecognised` keeps the raw JSON for display.
 */
export type Normalized<K extends keyof ModelMap = keyof ModelMap> =
  | { status: 'ok'; model: K; data: ModelMap[K] }
  | { status: 'empty'; model: K }
  | { status: 'unrecognised'; model: K; reason: string };
