import type { OperationId } from '../../service/catalog';
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
} satisfies { [U in UseCaseName]: UseCaseEntry<U> };

/** The entry of a use case that is one operation (undefined for a chain). */
export function oneOperation(useCase: UseCaseName): OneOperation<UseCaseName> | undefined {
  const entry = USE_CASES[useCase] as UseCaseEntry<UseCaseName>;
  return 'operation' in entry ? entry : undefined;
}

/** The call of a one-operation request: its operation, its input with the fixed extras (links as given), its title. */
export function operationCall(request: UseCaseRequest): { op: OperationId; params: Record<string, unknown>; title: string } | null {
  const entry = oneOperation(request.useCase);
  return entry ? { op: entry.operation, params: { ...request.input, ...entry.extra }, title: entry.title } : null;
}
