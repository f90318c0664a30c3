import { describe, expect, it } from 'vitest';
import { refreshRequest } from '../../../lib/lookup/library/refresh';
import type { OperationId } from '../../../lib/service/catalog';

// What fetches a kept answer again, by the call that fetched it (its validated parameters).

const PAGE = 'https://www.social.example/northwindgames';
const POST = 'https://www.social.example/northwindgames/posts/2257188721032235';

const CASES: [OperationId, Record<string, string>, unknown][] = [
  ['social_get_page_details', { link: PAGE, exact_followers_count: 'false' }, { useCase: 'lookup_url', input: { url: PAGE } }],
  ['social_get_page_details', { link: PAGE, exact_followers_count: 'true' }, { useCase: 'page_exact_followers', input: { link: PAGE } }],
  ['social_get_page_details', { exact_followers_count: 'false' }, null],
  ['social_get_group_details', { link: 'https://www.social.example/groups/corvitarts' }, { useCase: 'lookup_url', input: { url: 'https://www.social.example/groups/corvitarts' } }],
  ['social_get_post_details', { link: POST }, { useCase: 'lookup_url', input: { url: POST } }],
  ['social_get_post_details_extended', { link: POST }, { useCase: 'post_extended', input: { link: POST } }],
  ['social_get_video_details', { video_id: '387081299304444' }, { useCase: 'video_details', input: { video_id: '387081299304444' } }],
  ['social_get_video_details', { video_id: 'abc' }, null],
  [
    'social_get_page_posts',
    { link: PAGE, limit: '6', end_cursor: 'c', after_time: '2026-01-01T00:00:00Z', timezone: 'UTC' },
    { useCase: 'page_posts', input: { link: PAGE, limit: 6, end_cursor: 'c', after_time: '2026-01-01T00:00:00Z', timezone: 'UTC' } },
  ],
  ['social_get_group_posts', { link: PAGE, limit: '3' }, { useCase: 'group_posts', input: { link: PAGE, limit: 3 } }],
  ['social_get_page_videos', { link: PAGE, end_cursor: 'c' }, { useCase: 'page_videos', input: { link: PAGE, end_cursor: 'c' } }],
  ['social_get_page_reels', { link: PAGE }, { useCase: 'page_reels', input: { link: PAGE } }],
  ['social_get_group_videos', { link: PAGE }, { useCase: 'group_videos', input: { link: PAGE } }],
  ['social_get_post_comments', { link: POST, include_reply_info: 'true' }, { useCase: 'post_comments', input: { link: POST } }],
  ['social_get_comment_replies', { comment_feedback_id: 'f', expansion_token: 't' }, { useCase: 'comment_replies', input: { comment_feedback_id: 'f', expansion_token: 't' } }],
  ['social_search_pages', { query: 'q', location_uid: 'l' }, { useCase: 'search_pages', input: { query: 'q', location_uid: 'l' } }],
  ['social_search_people', { query: 'q', end_cursor: 'c' }, { useCase: 'search_people', input: { query: 'q', end_cursor: 'c' } }],
  ['social_search_locations', { query: 'q' }, { useCase: 'search_locations', input: { query: 'q' } }],
  ['social_search_posts', { query: 'q', recent_posts: 'true', start_time: '2026-01-01' }, { useCase: 'search_posts', input: { query: 'q', recent_posts: true, start_time: '2026-01-01' } }],
  ['social_search_posts', { query: 'q', recent_posts: 'false' }, { useCase: 'search_posts', input: { query: 'q', recent_posts: false } }],
  ['social_search_videos', { query: 'q', most_recent: 'true', videos_live: 'false', fields: 'x' }, { useCase: 'search_videos', input: { query: 'q', most_recent: true, videos_live: false } }],
  ['social_ads_search', { query: 'q', country: 'US', activeStatus: 'ALL', end_cursor: 'c' }, { useCase: 'ads_library', input: { query: 'q', country: 'US', activeStatus: 'ALL', end_cursor: 'c' } }],
  ['social_ads_page_details', { page_id: '204512345678901' }, { useCase: 'advertiser', input: { page_id: '204512345678901' } }],
  // A seller is fetched alone by marketplace_seller (before, a kept seller had no refresh at all).
  ['social_marketplace_seller', { seller_id: '100070000000001' }, { useCase: 'marketplace_seller', input: { seller_id: '100070000000001' } }],
  // Reached only inside a chain, or not fetched alone.
  ['social_get_page_id', { link: PAGE }, null],
  ['social_get_post_attachments', { post_id: '1' }, null],
  ['social_ads_countries', {}, null],
  ['social_marketplace_search', { query: 'desk' }, null],
];

describe('refreshRequest', () => {
  it.each(CASES.map(([op, params, expected]) => [op, JSON.stringify(params), params, expected] as const))('%s %s', (op, _, params, expected) => {
    expect(refreshRequest(op, params)).toEqual(expected);
  });
});
