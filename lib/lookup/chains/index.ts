import type { OperationId } from '../../service/catalog';
import { DEFAULT_SITE_HOSTS, type SiteHosts } from '../../site';
import { canonicalLink, estimatePlan, shortLink, type Chain, type ChainEstimate, type Plan } from '../plan';
import type { UseCaseName, UseCaseRequest } from '../use-cases';
import { adsOfPage } from './ads';
import { adsFilterParams, dataOf, single, stopNotice } from './common';
import { lookupUrlPlan } from './lookup-url';
import { listingAndSeller } from './marketplace';

export { AD_LOOKUP_OPERATIONS, LOOKUP_OPERATION_BY_KIND, lookupCost, lookupCostForKind } from './lookup-url';

/**
 * Use cases that are one operation: the input becomes the parameters (links canonicalised,
 * fixed extras added) and the label is the title with the link, query or id.
 */
const DIRECT: { [U in UseCaseName]?: [OperationId, string, Record<string, unknown>?] } = {
  page_exact_followers: ['social_get_page_details', 'Exact followers', { exact_followers_count: true }],
  page_posts: ['social_get_page_posts', 'Posts'],
  page_videos: ['social_get_page_videos', 'Videos'],
  page_reels: ['social_get_page_reels', 'Reels'],
  group_posts: ['social_get_group_posts', 'Group posts'],
  group_videos: ['social_get_group_videos', 'Group videos'],
  post_comments: ['social_get_post_comments', 'Comments', { include_reply_info: true }],
  comment_replies: ['social_get_comment_replies', 'Replies'],
  post_extended: ['social_get_post_details_extended', 'Post (extended)'],
  video_details: ['social_get_video_details', 'Video'],
  search_pages: ['social_search_pages', 'Search pages'],
  search_people: ['social_search_people', 'Search people'],
  search_posts: ['social_search_posts', 'Search posts'],
  search_videos: ['social_search_videos', 'Search videos'],
  search_locations: ['social_search_locations', 'Search locations'],
  ads_library: ['social_ads_search', 'Ads library'],
  ads_countries: ['social_ads_countries', 'Ad countries'],
  advertiser: ['social_ads_page_details', 'Advertiser'],
  ads_keywords: ['social_ads_keywords', 'Advertisers'],
  ad_details: ['social_ads_archive_details', 'Ad'],
  marketplace_seller: ['social_marketplace_seller', 'Seller'],
  marketplace_search: ['social_marketplace_search', 'Marketplace'],
  marketplace_categories: ['social_marketplace_categories', 'Marketplace categories'],
  marketplace_cities: ['social_marketplace_city_coordinates', 'City'],
  marketplace_vehicles: ['social_marketplace_vehicles', 'Vehicles'],
  marketplace_rentals: ['social_marketplace_rentals', 'Rentals'],
  media_links: ['social_download_media', 'Media links'],
};

/** What a one-operation use case is about, for its label: the link, the query, or an id. */
function subject(params: Record<string, unknown>): string {
  const { link, url, query, city } = params;
  if (typeof link === 'string') return ` · ${shortLink(link)}`;
  if (typeof url === 'string') return ` · ${shortLink(url)}`;
  if (typeof query === 'string') return ` “${query}”`;
  if (typeof city === 'string') return ` “${city}”`;
  const id = ['video_id', 'page_id', 'ad_page_id', 'ad_archive_id', 'seller_id'].map((k) => params[k]).find((v) => typeof v === 'string');
  return typeof id === 'string' ? ` ${id}` : '';
}

/** The plan of a use case: its chain (or a free refusal) and a label. */
export function planUseCase(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Plan {
  const canon = (l: string) => canonicalLink(l, hosts);
  const plan = (label: string, chain: Chain): Plan => ({ useCase: request.useCase, label, chain });
  const direct = DIRECT[request.useCase];
  if (direct) {
    const [op, title, extra] = direct;
    const params: Record<string, unknown> = { ...request.input, ...extra };
    if (typeof params.link === 'string') params.link = canon(params.link);
    return plan(title + subject(params), single(op, params));
  }
  switch (request.useCase) {
    case 'post_attachments': {
      const link = canon(request.input.link);
      const givenId = request.input.post_id;
      return plan(`Attachments · ${shortLink(link)}`, async (io) => {
        // The post id: from the post's details if the cache has them, else the id given, else
        // social_get_post_id.
        let postId: string | undefined;
        for (const op of ['social_get_post_details', 'social_get_post_details_extended'] as const) {
          if (postId) break;
          const cached = await io.cached(op, { link });
          const data = dataOf(cached, op === 'social_get_post_details' ? 'post' : 'post_extended');
          if (data?.id && /^\d+$/.test(data.id)) postId = data.id;
        }
        postId ??= givenId;
        if (!postId) {
          const idAnswer = await io.call('social_get_post_id', { link });
          if (idAnswer === null) {
            io.assume('social_get_post_attachments');
            return;
          }
          const id = dataOf(idAnswer, 'id')?.id;
          if (!id || !/^\d+$/.test(id)) return stopNotice(idAnswer, 'post id');
          postId = id;
        }
        await io.call('social_get_post_attachments', { post_id: postId });
      });
    }
    case 'page_related_ads': {
      const l = canon(request.input.link);
      const filters = adsFilterParams(request.input);
      return plan(`Ads · ${shortLink(l)}`, (io) => adsOfPage(io, l, filters));
    }
    case 'post_related_ads': {
      const l = canon(request.input.link);
      const filters = adsFilterParams(request.input);
      return plan(`Ads of the author · ${shortLink(l)}`, async (io) => {
        const post = await io.call('social_get_post_details', { link: l });
        if (post === null) {
          io.assume('social_get_page_details');
          io.assume('social_ads_search');
          io.assume('social_ads_page_details');
          return;
        }
        const data = dataOf(post, 'post');
        if (!data) return stopNotice(post, 'post');
        const authorUrl = data.author?.url;
        if (!authorUrl) {
          return { code: 'no_author', message: "The post's author has no page link, so its ads cannot be looked up." };
        }
        return adsOfPage(io, canon(authorUrl), filters);
      });
    }
    case 'marketplace_listing': {
      const { listing_id, with_seller } = request.input;
      return plan(`${with_seller ? 'Seller of listing' : 'Listing'} ${listing_id}`, (io) => listingAndSeller(io, listing_id, with_seller === true));
    }
    default:
      // lookup_url (every other use case is in DIRECT).
      return lookupUrlPlan((request.input as { url: string }).url, hosts);
  }
}

/** What a use case costs before anything is sent and without the cache (catalog prices only). */
export async function planCost(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Promise<ChainEstimate> {
  return estimatePlan(planUseCase(request, hosts));
}
