import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { LOOKUP_OPERATION_BY_KIND, lookupCostForKind, planCost, planUseCase } from '../../../lib/lookup/chains';
import { shortLink, summarizeParams } from '../../../lib/lookup/summary';
import { USE_CASE_NAMES, type UseCaseRequest } from '../../../lib/lookup/use-cases';

const PAGE = KNOWN.pages.northwindgames.url;
const POST = KNOWN.posts.manyComments.url;

// One valid request per use case: every use case has a plan and a price before anything is sent.
const SAMPLES: Record<string, UseCaseRequest> = {
  lookup_url: { useCase: 'lookup_url', input: { url: POST } },
  page_exact_followers: { useCase: 'page_exact_followers', input: { link: PAGE } },
  page_posts: { useCase: 'page_posts', input: { link: PAGE, limit: 7 } },
  page_videos: { useCase: 'page_videos', input: { link: PAGE } },
  page_reels: { useCase: 'page_reels', input: { link: PAGE } },
  group_posts: { useCase: 'group_posts', input: { link: KNOWN.groups.corvitarts.url } },
  group_videos: { useCase: 'group_videos', input: { link: KNOWN.groups.corvitarts.url } },
  post_comments: { useCase: 'post_comments', input: { link: POST } },
  comment_replies: { useCase: 'comment_replies', input: { comment_feedback_id: 'f', expansion_token: 't' } },
  post_attachments: { useCase: 'post_attachments', input: { link: POST } },
  post_extended: { useCase: 'post_extended', input: { link: POST } },
  video_details: { useCase: 'video_details', input: { video_id: '387081299304444' } },
  page_related_ads: { useCase: 'page_related_ads', input: { link: PAGE } },
  post_related_ads: { useCase: 'post_related_ads', input: { link: POST } },
  search_pages: { useCase: 'search_pages', input: { query: 'q' } },
  search_people: { useCase: 'search_people', input: { query: 'q' } },
  search_posts: { useCase: 'search_posts', input: { query: 'q' } },
  search_videos: { useCase: 'search_videos', input: { query: 'q' } },
  search_locations: { useCase: 'search_locations', input: { query: 'q' } },
  ads_library: { useCase: 'ads_library', input: { query: 'q' } },
  ads_countries: { useCase: 'ads_countries', input: {} },
  advertiser: { useCase: 'advertiser', input: { page_id: '1' } },
  ads_keywords: { useCase: 'ads_keywords', input: { query: 'Northwind' } },
  ad_details: { useCase: 'ad_details', input: { ad_archive_id: '1122334455' } },
  marketplace_listing: { useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } },
  marketplace_seller: { useCase: 'marketplace_seller', input: { seller_id: '100070000000001' } },
  marketplace_search: { useCase: 'marketplace_search', input: { query: 'desk', filter_location_latitude: 30.27, filter_location_longitude: -97.74, filter_radius_km: 40 } },
  marketplace_categories: { useCase: 'marketplace_categories', input: {} },
  marketplace_cities: { useCase: 'marketplace_cities', input: { city: 'Austin' } },
  marketplace_vehicles: { useCase: 'marketplace_vehicles', input: { sort_by: 'PRICE_ASCEND' } },
  marketplace_rentals: { useCase: 'marketplace_rentals', input: { filter_bedrooms_min: 2 } },
  media_links: { useCase: 'media_links', input: { url: 'https://www.social.example/reel/1234567890' } },
  photo_profile: { useCase: 'photo_profile', input: { username: '@Lumen.Atelier' } },
  photo_profile_posts: { useCase: 'photo_profile_posts', input: { username: 'lumen.atelier' } },
  // By username: the id is not known yet (no answer said it), so it is paid for first.
  photo_profile_reels: { useCase: 'photo_profile_reels', input: { username: 'lumen.atelier', end_cursor: 'cmVlbHMy' } },
  photo_profile_highlights: { useCase: 'photo_profile_highlights', input: { user_id: '51234567' } },
  photo_highlight: { useCase: 'photo_highlight', input: { highlight_id: 'highlight:17890012345678901' } },
  photo_post: { useCase: 'photo_post', input: { shortcode: 'DMF-GjGO0-q' } },
  photo_location_posts: { useCase: 'photo_location_posts', input: { location_id: '213385402', tab: 'recent' } },
  photo_nearby_locations: { useCase: 'photo_nearby_locations', input: { location_id: '213385402' } },
  photo_audio_reels: { useCase: 'photo_audio_reels', input: { audio_id: '611234567890123', end_cursor: 'QVFEbWF4' } },
  photo_reels_feed: { useCase: 'photo_reels_feed', input: {} },
  photo_search: { useCase: 'photo_search', input: { keyword: 'harbour' } },
};

const EXPECTED: Record<string, { credits: number; exact: boolean; ops: string[] }> = {
  lookup_url: { credits: 1, exact: true, ops: ['social_get_post_details'] },
  page_exact_followers: { credits: 5, exact: true, ops: ['social_get_page_details'] },
  page_posts: { credits: 3, exact: false, ops: ['social_get_page_posts'] },
  page_videos: { credits: 1, exact: true, ops: ['social_get_page_videos'] },
  page_reels: { credits: 1, exact: true, ops: ['social_get_page_reels'] },
  group_posts: { credits: 1, exact: false, ops: ['social_get_group_posts'] },
  group_videos: { credits: 1, exact: true, ops: ['social_get_group_videos'] },
  post_comments: { credits: 1, exact: true, ops: ['social_get_post_comments'] },
  comment_replies: { credits: 1, exact: true, ops: ['social_get_comment_replies'] },
  post_attachments: { credits: 6, exact: false, ops: ['social_get_post_id', 'social_get_post_attachments'] },
  post_extended: { credits: 1, exact: true, ops: ['social_get_post_details_extended'] },
  video_details: { credits: 1, exact: true, ops: ['social_get_video_details'] },
  page_related_ads: { credits: 3, exact: false, ops: ['social_get_page_details', 'social_ads_search', 'social_ads_page_details'] },
  post_related_ads: {
    credits: 4,
    exact: false,
    ops: ['social_get_post_details', 'social_get_page_details', 'social_ads_search', 'social_ads_page_details'],
  },
  search_pages: { credits: 1, exact: true, ops: ['social_search_pages'] },
  search_people: { credits: 1, exact: true, ops: ['social_search_people'] },
  search_posts: { credits: 1, exact: true, ops: ['social_search_posts'] },
  search_videos: { credits: 1, exact: true, ops: ['social_search_videos'] },
  search_locations: { credits: 1, exact: true, ops: ['social_search_locations'] },
  ads_library: { credits: 1, exact: true, ops: ['social_ads_search'] },
  ads_countries: { credits: 1, exact: true, ops: ['social_ads_countries'] },
  advertiser: { credits: 1, exact: true, ops: ['social_ads_page_details'] },
  ads_keywords: { credits: 1, exact: true, ops: ['social_ads_keywords'] },
  ad_details: { credits: 1, exact: true, ops: ['social_ads_archive_details'] },
  // The seller's id comes from the listing's answer: assumed until the listing is known.
  marketplace_listing: { credits: 2, exact: false, ops: ['social_marketplace_listing', 'social_marketplace_seller'] },
  marketplace_seller: { credits: 1, exact: true, ops: ['social_marketplace_seller'] },
  marketplace_search: { credits: 1, exact: true, ops: ['social_marketplace_search'] },
  marketplace_categories: { credits: 1, exact: true, ops: ['social_marketplace_categories'] },
  marketplace_cities: { credits: 1, exact: true, ops: ['social_marketplace_city_coordinates'] },
  marketplace_vehicles: { credits: 1, exact: true, ops: ['social_marketplace_vehicles'] },
  marketplace_rentals: { credits: 1, exact: true, ops: ['social_marketplace_rentals'] },
  media_links: { credits: 1, exact: true, ops: ['social_download_media'] },
  photo_profile: { credits: 1, exact: true, ops: ['photo_get_profile_details'] },
  photo_profile_posts: { credits: 1, exact: true, ops: ['photo_get_profile_posts'] },
  photo_profile_reels: { credits: 2, exact: false, ops: ['photo_get_user_id', 'photo_get_profile_reels'] },
  photo_profile_highlights: { credits: 1, exact: true, ops: ['photo_get_profile_highlights'] },
  photo_highlight: { credits: 1, exact: true, ops: ['photo_get_highlight_details'] },
  photo_post: { credits: 1, exact: true, ops: ['photo_get_post_details'] },
  photo_location_posts: { credits: 1, exact: true, ops: ['photo_get_location_posts'] },
  photo_nearby_locations: { credits: 1, exact: true, ops: ['photo_get_nearby_locations'] },
  photo_audio_reels: { credits: 1, exact: true, ops: ['photo_get_reels_by_audio'] },
  photo_reels_feed: { credits: 1, exact: true, ops: ['photo_get_reels_feed'] },
  photo_search: { credits: 1, exact: true, ops: ['photo_popular_search'] },
};

describe('plans', () => {
  it('cover every use case', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...USE_CASE_NAMES].sort());
  });

  it.each(Object.keys(SAMPLES))('%s: chain and price from the catalog', async (name) => {
    const est = await planCost(SAMPLES[name]!);
    const want = EXPECTED[name]!;
    expect(est.steps.map((s) => s.operationId)).toEqual(want.ops);
    expect(est.credits).toBe(want.credits);
    expect(est.exact).toBe(want.exact);
    expect(planUseCase(SAMPLES[name]!).label.length).toBeGreaterThan(2);
  });

  it('prices lookups by kind for the context menu', () => {
    expect(lookupCostForKind('post')).toBe(1);
    expect(lookupCostForKind('page')).toBe(1);
    expect(lookupCostForKind('ad_library')).toBe(2);
    expect(lookupCostForKind('marketplace_item')).toBe(1);
    expect(LOOKUP_OPERATION_BY_KIND.other).toBeNull();
  });

  it('follows configured hosts', () => {
    const hosts = { site: ['social.test'], short: [] };
    expect(planUseCase({ useCase: 'lookup_url', input: { url: 'https://www.social.test/northwindgames' } }, hosts).chain).toBeTypeOf('function');
    expect(planUseCase({ useCase: 'lookup_url', input: { url: PAGE } }, hosts).refusal?.code).toBe('not_on_site');
  });

  it('shortens links and summarises parameters for the ledger', () => {
    expect(shortLink(POST)).toBe('…/northwindgames/posts/2257…');
    expect(summarizeParams({ link: POST, exact_followers_count: 'false' })).toBe('link=…/northwindgames/posts/2257…');
    expect(summarizeParams({ post_id: '2261043917283320' })).toBe('post_id=2261043917283320');
    expect(summarizeParams({ end_cursor: 'AQHRabcdefghijklmnopqrstuvwxyz' })).toBe('end_cursor=AQHRabcdefgh…');
  });
});
