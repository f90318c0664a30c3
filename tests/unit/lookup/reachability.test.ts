import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCost } from '../../../lib/lookup/chains';
import { refreshableOperations } from '../../../lib/lookup/library/refresh';
import { USE_CASE_NAMES, type UseCaseName, type UseCaseRequest } from '../../../lib/lookup/use-cases';
import { OPERATION_IDS, type OperationId } from '../../../lib/service/catalog';

// Every operation of the catalog and the UI action that reaches it. An operation no button
// reaches must be named in the README with its reason; nothing else may be unreachable.

const PAGE = 'https://www.social.example/northwindgames';
const POST = 'https://www.social.example/northwindgames/posts/2257188721032235';
const PHOTO = 'https://www.photo.example';

/** Operation → the use case (and a request of it) a button of the UI runs. */
const REACHED_BY: Partial<Record<OperationId, UseCaseRequest>> = {
  social_get_page_details: { useCase: 'lookup_url', input: { url: PAGE } },
  social_get_page_posts: { useCase: 'page_posts', input: { link: PAGE } },
  social_get_page_reels: { useCase: 'page_reels', input: { link: PAGE } },
  social_get_page_videos: { useCase: 'page_videos', input: { link: PAGE } },
  social_get_group_details: { useCase: 'lookup_url', input: { url: 'https://www.social.example/groups/corvitarts' } },
  social_get_group_posts: { useCase: 'group_posts', input: { link: 'https://www.social.example/groups/corvitarts' } },
  social_get_group_videos: { useCase: 'group_videos', input: { link: 'https://www.social.example/groups/corvitarts' } },
  social_get_post_id: { useCase: 'post_attachments', input: { link: POST } },
  social_get_post_details: { useCase: 'lookup_url', input: { url: POST } },
  social_get_post_details_extended: { useCase: 'post_extended', input: { link: POST } },
  social_get_post_attachments: { useCase: 'post_attachments', input: { link: POST, post_id: '2257188721032235' } },
  social_get_video_details: { useCase: 'video_details', input: { video_id: '387081299304444' } },
  social_get_post_comments: { useCase: 'post_comments', input: { link: POST } },
  social_get_comment_replies: { useCase: 'comment_replies', input: { comment_feedback_id: 'f', expansion_token: 't' } },
  social_search_pages: { useCase: 'search_pages', input: { query: 'q' } },
  social_search_people: { useCase: 'search_people', input: { query: 'q' } },
  social_search_locations: { useCase: 'search_locations', input: { query: 'q' } },
  social_search_posts: { useCase: 'search_posts', input: { query: 'q' } },
  social_search_videos: { useCase: 'search_videos', input: { query: 'q' } },
  social_ads_countries: { useCase: 'ads_countries', input: {} },
  social_ads_search: { useCase: 'ads_library', input: { query: 'q' } },
  social_ads_page_details: { useCase: 'advertiser', input: { page_id: '204512345678901' } },
  social_ads_keywords: { useCase: 'ads_keywords', input: { query: 'Pixel Forge' } },
  social_ads_archive_details: { useCase: 'ad_details', input: { ad_archive_id: '1122334455667788' } },
  social_marketplace_search: { useCase: 'marketplace_search', input: { query: 'desk' } },
  social_marketplace_listing: { useCase: 'lookup_url', input: { url: 'https://www.social.example/marketplace/item/5550001/' } },
  social_marketplace_seller: { useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } },
  social_marketplace_categories: { useCase: 'marketplace_categories', input: {} },
  social_marketplace_city_coordinates: { useCase: 'marketplace_cities', input: { city: 'Austin' } },
  social_marketplace_vehicles: { useCase: 'marketplace_vehicles', input: {} },
  social_marketplace_rentals: { useCase: 'marketplace_rentals', input: {} },
  social_download_media: { useCase: 'media_links', input: { url: 'https://www.social.example/reel/1234567890' } },
  photo_get_user_id: { useCase: 'photo_profile_reels', input: { username: 'lumen.atelier' } },
  photo_get_profile_details: { useCase: 'lookup_url', input: { url: `${PHOTO}/lumen.atelier/` } },
  photo_get_profile_posts: { useCase: 'photo_profile_posts', input: { username: 'lumen.atelier' } },
  photo_get_profile_reels: { useCase: 'photo_profile_reels', input: { user_id: '51234567' } },
  photo_get_profile_highlights: { useCase: 'photo_profile_highlights', input: { user_id: '51234567' } },
  photo_get_highlight_details: { useCase: 'lookup_url', input: { url: `${PHOTO}/stories/highlights/17890012345678901/` } },
  photo_get_post_id: { useCase: 'lookup_url', input: { url: `${PHOTO}/share/BACiUUUYQV` } },
  photo_get_post_details: { useCase: 'lookup_url', input: { url: `${PHOTO}/p/DMF-GjGO0-q/` } },
  photo_get_reels_feed: { useCase: 'photo_reels_feed', input: {} },
  photo_get_reels_by_audio: { useCase: 'lookup_url', input: { url: `${PHOTO}/reels/audio/611234567890123/` } },
  photo_popular_search: { useCase: 'photo_search', input: { keyword: 'harbour' } },
  photo_get_location_posts: { useCase: 'lookup_url', input: { url: `${PHOTO}/explore/locations/213385402/` } },
  photo_get_nearby_locations: { useCase: 'photo_nearby_locations', input: { location_id: '213385402' } },
};

/** Free operations the background calls for a UI action that is not a use case. */
const FREE_ACTIONS: Partial<Record<OperationId, string>> = {
  account_get_usage: 'refreshUsage and verifyKey (the credits meter, the options page)',
};

function namedInReadme(): string[] {
  const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
  const section = /### Operations the extension does not call\n([\s\S]*?)(?:\n## |\n### |$)/.exec(readme)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => [...(line.split(':')[0] ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!));
}

describe('every operation is reachable from the UI, or named in the README', () => {
  it.each(Object.entries(REACHED_BY))('%s is run by %o', async (op, request) => {
    const est = await planCost(request!);
    expect(est.steps.map((s) => s.operationId)).toContain(op);
  });

  it('the unreachable ones are exactly those the README names with a reason', () => {
    const unreachable = OPERATION_IDS.filter((op) => !REACHED_BY[op] && !FREE_ACTIONS[op]);
    expect(unreachable.sort()).toEqual(namedInReadme().sort());
    // None of them is one of the operations this extension added views for.
    expect(unreachable.every((op) => !op.startsWith('social_marketplace') && !op.startsWith('social_ads'))).toBe(true);
  });
});

/**
 * Every use case and the UI that sends it: the files that name it in a request, or `refresh` for a
 * use case the library's Refresh of a kept answer sends (components/library/LibraryItemView.tsx,
 * through lib/ui/library/refresh.ts). A use case added without a way to reach it fails here.
 */
const SENT_BY: Record<UseCaseName, string[] | 'refresh'> = {
  lookup_url: ['components/popup/PopupApp.tsx', 'lib/background/events.ts', 'lib/ui/panel/focus-hooks.ts'],
  page_exact_followers: ['components/sidepanel/PageView.tsx'],
  page_posts: ['components/sidepanel/PageView.tsx', 'components/jobs/LibraryCollect.tsx'],
  page_videos: ['components/sidepanel/PageView.tsx', 'components/jobs/LibraryCollect.tsx'],
  page_reels: ['components/sidepanel/Lists.tsx', 'components/jobs/LibraryCollect.tsx'],
  group_posts: ['components/sidepanel/GroupView.tsx', 'components/jobs/LibraryCollect.tsx'],
  group_videos: ['components/sidepanel/GroupView.tsx', 'components/jobs/LibraryCollect.tsx'],
  post_comments: ['components/entities/Comments.tsx', 'components/jobs/LibraryCollect.tsx'],
  comment_replies: ['components/entities/Comments.tsx'],
  post_attachments: ['components/sidepanel/PostView.tsx'],
  post_extended: ['components/sidepanel/PostView.tsx'],
  video_details: 'refresh',
  page_related_ads: ['components/sidepanel/PageView.tsx'],
  post_related_ads: ['components/sidepanel/PostView.tsx'],
  search_pages: ['components/sidepanel/SearchView.tsx'],
  search_people: ['components/sidepanel/SearchView.tsx'],
  search_posts: ['components/sidepanel/SearchView.tsx'],
  search_videos: ['components/sidepanel/SearchView.tsx'],
  search_locations: ['components/sidepanel/SearchView.tsx'],
  ads_library: ['components/sidepanel/AdsLibraryView.tsx', 'components/entities/AdCards.tsx'],
  ads_countries: ['components/sidepanel/AdsFilters.tsx'],
  advertiser: ['components/sidepanel/AdsLibraryView.tsx'],
  ads_keywords: ['components/sidepanel/AdsLibraryView.tsx'],
  ad_details: ['components/entities/AdCards.tsx'],
  marketplace_listing: ['components/sidepanel/ListingView.tsx'],
  marketplace_seller: 'refresh',
  marketplace_search: ['components/sidepanel/MarketplaceView.tsx'],
  marketplace_categories: ['components/sidepanel/MarketplaceView.tsx'],
  marketplace_cities: ['components/sidepanel/MarketplaceView.tsx'],
  marketplace_vehicles: ['components/sidepanel/MarketplaceView.tsx'],
  marketplace_rentals: ['components/sidepanel/MarketplaceView.tsx'],
  media_links: ['components/entities/SaveMedia.tsx'],
  // The photo network's use cases: the library's Refresh of a kept answer sends each of them.
  photo_profile: 'refresh',
  photo_profile_posts: 'refresh',
  photo_profile_reels: 'refresh',
  photo_profile_highlights: 'refresh',
  photo_highlight: 'refresh',
  photo_post: 'refresh',
  photo_location_posts: 'refresh',
  photo_nearby_locations: 'refresh',
  photo_audio_reels: 'refresh',
  photo_reels_feed: 'refresh',
  photo_search: 'refresh',
};

const source = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

describe('every use case is sent by the UI', () => {
  it('each use case of the table is listed with what sends it', () => {
    expect(Object.keys(SENT_BY).sort()).toEqual([...USE_CASE_NAMES].sort());
  });

  it.each(Object.entries(SENT_BY))('%s is sent by %o', (useCase, by) => {
    if (by === 'refresh') {
      const refreshed = [...refreshableOperations().values()].flat().map((r) => r.useCase);
      expect(refreshed).toContain(useCase);
      expect(source('components/library/LibraryItemView.tsx')).toMatch(/\brefreshOf\(/);
      return;
    }
    for (const file of by) expect(source(file), file).toMatch(new RegExp(`['"]${useCase}['"]`));
  });
});
