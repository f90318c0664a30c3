import { cursorParamOf, type OperationId } from '../../service/catalog';
import type { SiteHosts } from '../../site';
import { adsOfPage, adsOfPostAuthor } from '../chains/ads';
import { postAttachments } from '../chains/attachments';
import { adsFilterParams } from '../chains/common';
import { lookupUrlPlan } from '../chains/lookup-url';
import { listingAndSeller } from '../chains/marketplace';
import { canonicalLink, type ChainIO, type Plan } from '../plan';
import { shortLink } from '../summary';
import type { Notice } from '../types';
import type { UseCaseInput, UseCaseName, UseCaseRequest } from './inputs';

/**
 * One entry per use case: what it does with its input (inputs.ts). Everything else is derived from
 * here: the plan (chains/index.ts), the jobs (which lists, their operation, the word for their items:
 * jobs/specs.ts, and jobs/kinds.ts generated for the views), and what fetches a kept answer again
 * (library/refresh.ts). Prices and page sizes are the catalog's, read through the operation.
 */

/** A kept answer's parameters (the catalog's, as text). */
export type KeptParams = Record<string, string>;

/** A use case that is one operation: its input, links canonicalised, plus `extra`, are the parameters. */
export interface OneOperation<U extends UseCaseName> {
  operation: OperationId;
  /** The label: this title, then the link, query or id. */
  title: string;
  /** Parameters the use case always adds. */
  extra?: Record<string, boolean>;
  /** A list a job can collect in full, page by page, and the plural word for its items. */
  job?: { noun: string };
  /**
   * The operation takes a photo `user_id`, and the input may give a `username` instead: its id is
   * found first (chains/photo.ts: kept, else paid for once). With the id it is the one call.
   */
  byUsername?: true;
  /**
   * How a kept answer of the operation is fetched again: `'same'` (its parameters are the input,
   * under the same names), or a function (null: not by this use case).
   */
  refresh?: 'same' | ((params: KeptParams) => UseCaseInput<U> | null);
}

/** A use case that is a chain of operations: a function of its input (see chains/). */
export interface Chained<U extends UseCaseName> {
  plan: (input: UseCaseInput<U>, hosts: SiteHosts) => Omit<Plan, 'useCase'>;
  /** Kept answers of these operations are fetched again by this use case. */
  refreshes?: Partial<Record<OperationId, (params: KeptParams) => UseCaseInput<U> | null>>;
}

export type UseCaseEntry<U extends UseCaseName> = OneOperation<U> | Chained<U>;

const byUrl = (p: KeptParams) => ({ url: p.link! });
/** Reels by audio page with `max_id`: a kept page is fetched again with it as the input's cursor. */
const audioRefresh = (p: KeptParams) => ({ audio_id: p.audio_id!, ...(p.max_id ? { end_cursor: p.max_id } : {}) });
type AdsChain = (io: ChainIO, link: string, filters: Record<string, unknown>, canon: (link: string) => string) => Promise<Notice | void>;
const adsPlan =
  (title: string, chain: AdsChain) =>
  (input: UseCaseInput<'page_related_ads'>, hosts: SiteHosts) => {
    const canon = (l: string) => canonicalLink(l, hosts);
    const link = canon(input.link);
    const filters = adsFilterParams(input);
    return { label: `${title} · ${shortLink(link)}`, chain: (io: ChainIO) => chain(io, link, filters, canon) };
  };

export const USE_CASES = {
  lookup_url: {
    plan: (input, hosts) => lookupUrlPlan(input.url, hosts),
    refreshes: { social_get_page_details: byUrl, social_get_group_details: byUrl, social_get_post_details: byUrl },
  },
  page_exact_followers: {
    operation: 'social_get_page_details',
    title: 'Exact followers',
    extra: { exact_followers_count: true },
    refresh: (p) => (p.exact_followers_count === 'true' ? { link: p.link! } : null),
  },
  page_posts: { operation: 'social_get_page_posts', title: 'Posts', job: { noun: 'posts' }, refresh: 'same' },
  page_videos: { operation: 'social_get_page_videos', title: 'Videos', job: { noun: 'videos' }, refresh: 'same' },
  page_reels: { operation: 'social_get_page_reels', title: 'Reels', job: { noun: 'reels' }, refresh: 'same' },
  group_posts: { operation: 'social_get_group_posts', title: 'Group posts', job: { noun: 'posts' }, refresh: 'same' },
  group_videos: { operation: 'social_get_group_videos', title: 'Group videos', job: { noun: 'videos' }, refresh: 'same' },
  post_comments: {
    operation: 'social_get_post_comments',
    title: 'Comments',
    extra: { include_reply_info: true },
    job: { noun: 'comments' },
    refresh: 'same',
  },
  comment_replies: { operation: 'social_get_comment_replies', title: 'Replies', refresh: 'same' },
  post_attachments: {
    plan: (input, hosts) => {
      const link = canonicalLink(input.link, hosts);
      return { label: `Attachments · ${shortLink(link)}`, chain: (io) => postAttachments(io, link, input.post_id) };
    },
  },
  post_extended: { operation: 'social_get_post_details_extended', title: 'Post (extended)', refresh: 'same' },
  video_details: { operation: 'social_get_video_details', title: 'Video', refresh: 'same' },
  page_related_ads: { plan: adsPlan('Ads', adsOfPage) },
  post_related_ads: { plan: adsPlan('Ads of the author', adsOfPostAuthor) },
  search_pages: { operation: 'social_search_pages', title: 'Search pages', job: { noun: 'pages' }, refresh: 'same' },
  search_people: { operation: 'social_search_people', title: 'Search people', job: { noun: 'people' }, refresh: 'same' },
  search_posts: { operation: 'social_search_posts', title: 'Search posts', job: { noun: 'posts' }, refresh: 'same' },
  search_videos: { operation: 'social_search_videos', title: 'Search videos', job: { noun: 'videos' }, refresh: 'same' },
  search_locations: { operation: 'social_search_locations', title: 'Search locations', refresh: 'same' },
  ads_library: { operation: 'social_ads_search', title: 'Ads library', job: { noun: 'ads' }, refresh: 'same' },
  ads_countries: { operation: 'social_ads_countries', title: 'Ad countries' },
  advertiser: { operation: 'social_ads_page_details', title: 'Advertiser', refresh: 'same' },
  ads_keywords: { operation: 'social_ads_keywords', title: 'Advertisers' },
  ad_details: { operation: 'social_ads_archive_details', title: 'Ad' },
  marketplace_listing: {
    plan: ({ listing_id, with_seller }) => ({
      label: `${with_seller ? 'Seller of listing' : 'Listing'} ${listing_id}`,
      chain: (io) => listingAndSeller(io, listing_id, with_seller === true),
    }),
  },
  marketplace_seller: { operation: 'social_marketplace_seller', title: 'Seller', refresh: 'same' },
  marketplace_search: { operation: 'social_marketplace_search', title: 'Marketplace' },
  marketplace_categories: { operation: 'social_marketplace_categories', title: 'Marketplace categories' },
  marketplace_cities: { operation: 'social_marketplace_city_coordinates', title: 'City' },
  marketplace_vehicles: { operation: 'social_marketplace_vehicles', title: 'Vehicles' },
  marketplace_rentals: { operation: 'social_marketplace_rentals', title: 'Rentals' },
  media_links: { operation: 'social_download_media', title: 'Media links' },
  photo_profile: { operation: 'photo_get_profile_details', title: 'Profile', refresh: 'same' },
  photo_profile_posts: { operation: 'photo_get_profile_posts', title: 'Posts', job: { noun: 'posts' }, refresh: 'same' },
  photo_profile_reels: { operation: 'photo_get_profile_reels', title: 'Reels', byUsername: true, job: { noun: 'reels' }, refresh: 'same' },
  photo_profile_highlights: { operation: 'photo_get_profile_highlights', title: 'Highlights', byUsername: true, refresh: 'same' },
  photo_highlight: { operation: 'photo_get_highlight_details', title: 'Highlight', refresh: 'same' },
  photo_post: { operation: 'photo_get_post_details', title: 'Post', refresh: 'same' },
  photo_location_posts: { operation: 'photo_get_location_posts', title: 'Location posts', job: { noun: 'posts' }, refresh: 'same' },
  photo_nearby_locations: { operation: 'photo_get_nearby_locations', title: 'Nearby locations of', refresh: 'same' },
  photo_audio_reels: { operation: 'photo_get_reels_by_audio', title: 'Reels with audio', job: { noun: 'reels' }, refresh: audioRefresh },
  photo_reels_feed: { operation: 'photo_get_reels_feed', title: 'Reels feed', refresh: 'same' },
  photo_search: { operation: 'photo_popular_search', title: 'Popular search', job: { noun: 'results' }, refresh: 'same' },
} satisfies { [U in UseCaseName]: UseCaseEntry<U> };

/** The entry of a use case that is one operation (undefined for a chain), a username's id found first or not. */
export function oneOperation(useCase: UseCaseName): OneOperation<UseCaseName> | undefined {
  const entry = USE_CASES[useCase] as UseCaseEntry<UseCaseName>;
  return 'operation' in entry ? entry : undefined;
}

/** An input's parameters for its operation: `end_cursor` under the operation's own cursor name (reels by audio: `max_id`), the fixed extras added. */
export function paramsOf(entry: OneOperation<UseCaseName>, input: Record<string, unknown>): Record<string, unknown> {
  const { end_cursor, ...rest } = input;
  return { ...rest, ...(end_cursor === undefined ? {} : { [cursorParamOf(entry.operation)]: end_cursor }), ...entry.extra };
}

/**
 * The call of a one-operation request: its operation, its parameters (links as given), its title.
 * Null for a chain, and for a `byUsername` use case given no `user_id` (its id is found first).
 */
export function operationCall(request: UseCaseRequest): { op: OperationId; params: Record<string, unknown>; title: string } | null {
  const entry = oneOperation(request.useCase);
  if (!entry) return null;
  const input = request.input as Record<string, unknown>;
  if (!entry.byUsername) return { op: entry.operation, params: paramsOf(entry, input), title: entry.title };
  // The operation takes no username: the id given is what it is sent.
  const { username: _name, ...byId } = input;
  if (typeof byId.user_id !== 'string') return null;
  const params = paramsOf(entry, byId);
  return { op: entry.operation, params, title: entry.title };
}
