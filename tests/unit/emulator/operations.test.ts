import { describe, expect, onTestFinished, vi } from 'vitest';
import { operationById, SERVICE } from '../../../emulator/description';
import { expansionTokenOf, feedbackIdOf, commentAt } from '../../../emulator/data/comments';
import { KNOWN } from '../../../emulator/data/known';
import { PHOTO_KNOWN as P } from '../../../emulator/data/photo';
import type { EmulatorApp } from '../../../emulator/server';
import { call, control, ledger, makeApp, setKey, TEST_KEY, it } from '../fixtures/emulator';

const K = KNOWN;

interface Case {
  params: (app: EmulatorApp) => Record<string, string>;
  check: (body: any) => void;
}

const keysOf = (o: object) => Object.keys(o);

const CASES: Record<string, Case> = {
  social_get_page_id: {
    params: () => ({ link: K.pages.northwindgames.url }),
    check: (b) => expect(b.social_id).toBe(K.pages.northwindgames.id),
  },
  social_get_page_details: {
    params: () => ({ link: K.pages.northwindgames.url }),
    check: (b) => {
      expect(keysOf(b['0'])).toEqual(expect.arrayContaining([
        'title', 'url', 'category', 'followers_count', 'followers_display', 'likes_count', 'bio', 'email', 'phone',
        'website', 'address', 'rating', 'ad_page_id', 'image', 'page_id',
      ]));
      expect(b['0'].title).toBe('Northwind Games');
      expect(b['0'].category).toContain('Video game publisher');
      expect(b['0'].ad_page_id).toBe(K.pages.northwindgames.adPageId);
      expect(b['0'].page_id).toBe(K.pages.northwindgames.id);
      expect(b['0'].followers_display).toBe('2.3M followers');
    },
  },
  social_get_page_posts: {
    params: () => ({ link: K.pages.northwindgames.url }),
    check: (b) => {
      expect(b.data.posts).toHaveLength(3);
      expect(typeof b.data.end_cursor).toBe('string');
      for (const p of b.data.posts) {
        expect(keysOf(p.details)).toEqual(expect.arrayContaining(['post_id', 'post_link', 'share_count', 'comments_count', 'media', 'images']));
        expect(keysOf(p.values)).toEqual(expect.arrayContaining(['text', 'publish_time', 'is_media']));
        expect(keysOf(p.reactions)).toEqual(expect.arrayContaining(['total_reaction_count', 'Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry']));
        expect(p.details.post_id).toMatch(/^\d+$/);
        if (p.values.is_media) expect(JSON.parse(p.values.photo_image).uri).toMatch(/^https:\/\//);
      }
    },
  },
  social_get_page_reels: {
    params: () => ({ link: K.pages.northwindgames.url }),
    check: (b) => {
      expect(b.data.reels).toHaveLength(6);
      expect(keysOf(b.data.reels[0])).toEqual(expect.arrayContaining(['video_id', 'title', 'url', 'duration', 'view_count', 'thumbnail', 'publish_time']));
      expect(b.data.end_cursor).toBeTypeOf('string');
    },
  },
  social_get_page_videos: {
    params: () => ({ link: K.pages.northwindgames.url }),
    check: (b) => {
      expect(b.data.videos).toHaveLength(6);
      expect(keysOf(b.data.videos[0])).toEqual(expect.arrayContaining(['video_id', 'title', 'url', 'duration', 'view_count', 'thumbnail', 'publish_time']));
    },
  },
  social_get_group_id: {
    params: () => ({ link: K.groups.corvitarts.url }),
    check: (b) => expect(b.social_id).toBe(K.groups.corvitarts.id),
  },
  social_get_group_details: {
    params: () => ({ link: K.groups.corvitarts.url }),
    check: (b) => {
      expect(keysOf(b)).toEqual(expect.arrayContaining([
        'group_id', 'name', 'description_text', 'group_member_count', 'privacy_info_text', 'group_rules',
        'number_of_posts_in_last_day', 'number_of_posts_in_last_month', 'created_time', 'url',
      ]));
      expect(b.group_id).toBe(K.groups.corvitarts.id);
      expect(b.group_rules[0]).toEqual({ title: expect.any(String), text: expect.any(String) });
    },
  },
  social_get_group_posts: {
    params: () => ({ link: K.groups.corvitarts.url, limit: '6' }),
    check: (b) => {
      expect(b.data.posts).toHaveLength(6);
      expect(b.data.posts[0].values.author_name).toBeTypeOf('string');
    },
  },
  social_get_group_videos: {
    params: () => ({ link: K.groups.corvitarts.url }),
    check: (b) => expect(b.data.videos).toHaveLength(6),
  },
  social_get_post_id: {
    params: () => ({ link: K.posts.manyComments.url }),
    check: (b) => expect(b.social_id).toBe(K.posts.manyComments.id),
  },
  social_get_post_details: {
    params: () => ({ link: K.posts.manyComments.url }),
    check: (b) => {
      expect(keysOf(b.data)).toEqual(expect.arrayContaining([
        'post_id', 'post_link', 'text', 'author', 'publish_time', 'media', 'reactions', 'comments_count', 'share_count',
      ]));
      expect(b.data.comments_count).toBe(210);
      expect(b.data.author).toEqual({ name: 'Northwind Games', id: K.pages.northwindgames.id, url: K.pages.northwindgames.url });
      expect(b.data.publish_time).toBe('2026-10-30T18:05:00+00:00');
    },
  },
  social_get_post_details_extended: {
    params: () => ({ link: K.reels.main.url }),
    check: (b) => {
      expect(keysOf(b.data)).toEqual(expect.arrayContaining(['view_count', 'video_hd_src', 'video_sd_src', 'attached_track', 'author']));
      expect(b.data.author.is_verified).toBe(true);
      expect(b.data.attached_track).toEqual({ title: expect.any(String), artist: expect.any(String) });
      expect(b.data.view_count).toBeGreaterThan(0);
    },
  },
  social_get_post_attachments: {
    params: () => ({ post_id: K.posts.multiPhoto.id }),
    check: (b) => {
      expect(b.data.attachments).toHaveLength(6);
      expect(b.data.attachments.map((a: { id: string }) => a.id)).toEqual(K.posts.multiPhoto.photoIds);
      expect(b.data.attachments[0]).toEqual(expect.objectContaining({ type: 'photo', url: expect.any(String), width: expect.any(Number), height: expect.any(Number) }));
    },
  },
  social_get_video_details: {
    params: () => ({ video_id: K.videos.main.id }),
    check: (b) => {
      expect(keysOf(b.data)).toEqual(expect.arrayContaining([
        'video_id', 'title', 'message', 'hashtags', 'owner', 'reactions', 'view_count', 'thumbnail', 'duration', 'publish_time',
      ]));
      expect(b.data.duration).toBe(94);
      expect(b.data.owner.id).toBe(K.pages.northwindgames.id);
    },
  },
  social_get_post_comments: {
    params: () => ({ link: K.posts.manyComments.url, include_reply_info: 'true' }),
    check: (b) => {
      expect(b.data.items).toHaveLength(30);
      expect(keysOf(b.data.items[0])).toEqual(expect.arrayContaining([
        'id', 'text', 'author', 'reaction_count', 'reply_count', 'comment_feedback_id', 'expansion_token',
      ]));
      expect(keysOf(b.data.items[0].author)).toEqual(['name', 'id', 'url', 'picture']);
    },
  },
  social_get_comment_replies: {
    params: (a) => {
      const post = a.state.dataset.postById.get(K.posts.manyComments.id)!;
      const c = commentAt(a.state.dataset, post, 0);
      return { comment_feedback_id: feedbackIdOf(post, c), expansion_token: expansionTokenOf(a.state.dataset, post, c) };
    },
    check: (b) => {
      expect(b.data.items).toHaveLength(12);
      expect(keysOf(b.data.items[0])).toEqual(expect.arrayContaining(['id', 'text', 'author', 'reaction_count']));
    },
  },
  social_search_pages: {
    params: () => ({ query: 'games' }),
    check: (b) => {
      expect(b.data.items.length).toBeGreaterThan(0);
      expect(b.data.items.length).toBeLessThanOrEqual(3);
      expect(keysOf(b.data.items[0])).toEqual(expect.arrayContaining(['name', 'url', 'category', 'followers_count', 'page_id']));
    },
  },
  social_search_people: {
    params: (a) => ({ query: a.state.dataset.people[0]!.name.split(' ')[0]! }),
    check: (b) => {
      expect(b.data.items.length).toBeGreaterThan(0);
      expect(keysOf(b.data.items[0])).toEqual(expect.arrayContaining(['name', 'url', 'picture', 'work', 'education', 'location', 'id']));
    },
  },
  social_search_locations: {
    params: () => ({ query: 'lisbon' }),
    check: (b) => {
      expect(b.data.items[0]).toEqual({ location_uid: K.locations.lisbon.uid, name: 'Lisbon', address: expect.any(String) });
    },
  },
  social_search_posts: {
    params: () => ({ query: 'the' }),
    check: (b) => {
      expect(b.data.items.length).toBeGreaterThan(0);
      const item = b.data.items[0];
      expect(keysOf(item.basic_info)).toEqual(expect.arrayContaining(['post_id', 'post_text', 'url']));
      expect(item.owner_info.owner_name).toBeTypeOf('string');
      expect(keysOf(item.feedback_details)).toEqual(expect.arrayContaining(['reaction_count', 'comment_count', 'share_count']));
    },
  },
  social_search_videos: {
    params: () => ({ query: 'the' }),
    check: (b) => {
      expect(b.data.items.length).toBeGreaterThan(0);
      expect(keysOf(b.data.items[0])).toEqual(expect.arrayContaining(['video_id', 'title', 'url', 'view_count', 'thumbnail', 'is_live', 'publish_time']));
    },
  },
  social_ads_countries: {
    params: () => ({}),
    check: (b) => expect(b.data.countries).toContainEqual({ code: 'US', name: 'United States' }),
  },
  social_ads_search: {
    params: () => ({ ad_page_id: K.pages.northwindgames.adPageId }),
    check: (b) => {
      expect(b.data.ads).toHaveLength(10);
      const ad = b.data.ads[0];
      expect(keysOf(ad)).toEqual(expect.arrayContaining([
        'ad_archive_id', 'page_id', 'page_name', 'snapshot', 'start_date', 'end_date', 'is_active', 'publisher_platform',
        'countries', 'ad_snapshot_url', 'impressions_text',
      ]));
      expect(ad.page_id).toBe(K.pages.northwindgames.adPageId);
      expect(ad.snapshot.body.text).toBeTypeOf('string');
      expect(ad.start_date).toBeTypeOf('number');
    },
  },
  social_ads_page_details: {
    params: () => ({ page_id: K.pages.northwindgames.adPageId }),
    check: (b) => {
      expect(b.data).toEqual(expect.objectContaining({
        page_id: K.pages.northwindgames.adPageId, page_name: 'Northwind Games', verification: 'VERIFIED',
        category: 'Video game publisher', total_ads: 24, location: expect.any(String), image: expect.any(String), url: K.pages.northwindgames.url,
      }));
    },
  },
  social_ads_archive_details: {
    params: (app) => ({ ad_archive_id: app.state.dataset.pageByAdId.get(K.pages.northwindgames.adPageId)!.ads[0]!.id }),
    check: (b) => {
      expect(keysOf(b.data)).toEqual(expect.arrayContaining([
        'ad_archive_id', 'page_id', 'page_name', 'snapshot', 'start_date', 'end_date', 'is_active', 'publisher_platform',
        'countries', 'versions', 'spend', 'reach', 'impressions', 'ad_snapshot_url',
      ]));
      expect(b.data.page_id).toBe(K.pages.northwindgames.adPageId);
      expect(b.data.versions.length).toBeGreaterThanOrEqual(2);
    },
  },
  social_ads_keywords: {
    params: () => ({ query: 'northwind' }),
    check: (b) => {
      expect(b.data.advertisers[0]).toEqual(expect.objectContaining({
        page_id: K.pages.northwindgames.id, ad_page_id: K.pages.northwindgames.adPageId, name: 'Northwind Games',
        category: 'Video game publisher', likes: expect.any(Number), ads_count: K.pages.northwindgames.ads,
      }));
    },
  },
  social_marketplace_search: {
    params: () => ({ query: 'camera' }),
    check: (b) => {
      expect(b.data.listings.map((l: any) => l.listing_id)).toContain(K.marketplace.listing.id);
      expect(b.data.has_next_page).toBeTypeOf('boolean');
    },
  },
  social_marketplace_listing: {
    params: () => ({ listing_id: K.marketplace.listing.id }),
    check: (b) => {
      expect(b.data).toEqual(expect.objectContaining({
        listing_id: K.marketplace.listing.id, title: K.marketplace.listing.title, url: K.marketplace.listing.url,
        price: { amount: 250, currency: 'USD', formatted: '$250' }, condition: 'used_like_new',
        seller: expect.objectContaining({ seller_id: K.marketplace.seller.id, name: K.marketplace.seller.name }),
      }));
      expect(b.data.photos).toHaveLength(K.marketplace.listing.photos);
      expect(b.data.location).toEqual(expect.objectContaining({ city: 'Austin', latitude: expect.any(Number), longitude: expect.any(Number) }));
    },
  },
  social_marketplace_seller: {
    params: () => ({ seller_id: K.marketplace.seller.id }),
    check: (b) => {
      expect(b.data).toEqual(expect.objectContaining({ seller_id: K.marketplace.seller.id, name: K.marketplace.seller.name, url: K.marketplace.seller.url }));
      expect(b.data.listings.map((l: any) => l.listing_id)).toContain(K.marketplace.listing.id);
    },
  },
  social_marketplace_categories: {
    params: () => ({}),
    check: (b) => expect(b.data.categories).toContainEqual(expect.objectContaining({ name: 'Electronics', category_url: 'electronics', id: expect.stringMatching(/^\d+$/) })),
  },
  social_marketplace_city_coordinates: {
    params: () => ({ city: 'Austin' }),
    check: (b) => expect(b.data.cities).toEqual([expect.objectContaining({ city: 'Austin', country_code: 'US', latitude: 30.2672, longitude: -97.7431 })]),
  },
  social_marketplace_vehicles: {
    params: () => ({}),
    check: (b) => {
      expect(b.data.listings).toHaveLength(24);
      expect(b.data.listings[0]).toEqual(expect.objectContaining({ make: expect.any(String), model: expect.any(String), year: expect.any(Number), mileage: expect.any(Number) }));
      expect(b.data.end_cursor).toBeTypeOf('string');
    },
  },
  social_marketplace_rentals: {
    params: () => ({}),
    check: (b) => {
      expect(b.data.listings[0]).toEqual(expect.objectContaining({ bedrooms: expect.any(Number), bathrooms: expect.any(Number) }));
      expect(b.data.listings[0].price.period).toBe('month');
    },
  },
  social_download_media: {
    params: () => ({ url: K.reels.main.url }),
    check: (b) => {
      expect(b.data.kind).toBe('reel');
      expect(b.data.media[0]).toEqual(expect.objectContaining({ type: 'video', mime_type: 'video/mp4', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1\/files\//) }));
    },
  },
  // Photo network (its bodies in full: photo-operations.test.ts)
  photo_get_user_id: { params: () => ({ username: P.profile.username }), check: (b) => expect(b.data).toEqual({ user_id: P.profile.id, username: P.profile.username }) },
  photo_get_profile_details: {
    params: () => ({ username: P.profile.username }),
    check: (b) => expect(b.data).toEqual(expect.objectContaining({ id: P.profile.id, is_verified: true, is_business_account: true, public_email: expect.any(String) })),
  },
  photo_get_profile_posts: {
    params: () => ({ username: P.profile.username }),
    check: (b) => expect(b.data).toEqual({ posts: expect.any(Array), end_cursor: expect.any(String), has_next_page: true }),
  },
  photo_get_profile_reels: { params: () => ({ user_id: P.profile.id }), check: (b) => expect(b.data.items[0].media.code).toBe(P.reel) },
  photo_get_profile_highlights: { params: () => ({ user_id: P.profile.id }), check: (b) => expect(b.data.highlights).toHaveLength(P.profile.highlights) },
  photo_get_highlight_details: { params: () => ({ highlight_id: P.highlight.id }), check: (b) => expect(b.data.items).toHaveLength(P.highlight.items) },
  photo_get_post_id: { params: () => ({ link: `https://www.photo.example/p/${P.post}/` }), check: (b) => expect(b.data).toEqual({ shortcode: P.post }) },
  photo_get_post_details: { params: () => ({ shortcode: P.carousel }), check: (b) => expect(b.data).toEqual(expect.objectContaining({ code: P.carousel, media_type: 8 })) },
  photo_get_reels_feed: { params: () => ({}), check: (b) => expect(b.data.reels.length).toBeGreaterThan(0) },
  photo_get_reels_by_audio: {
    params: () => ({ audio_id: P.audio.id }),
    check: (b) => expect(b.data.paging_info).toEqual({ max_id: expect.any(String), more_available: true }),
  },
  photo_popular_search: { params: () => ({ keyword: P.tag }), check: (b) => expect(keysOf(b.data)).toEqual(expect.arrayContaining(['users', 'hashtags', 'places'])) },
  photo_get_location_posts: { params: () => ({ location_id: P.location.id }), check: (b) => expect(b.data.posts).toHaveLength(12) },
  photo_get_nearby_locations: { params: () => ({ location_id: P.location.id }), check: (b) => expect(b.data.locations[0].id).toBe(P.nearby) },
  account_get_usage: {
    params: () => ({}),
    check: (b) => {
      expect(b.credits).toEqual({ remaining: expect.any(Number), limit: expect.any(Number), used: expect.any(Number) });
      expect(b.plan).toBe('enterprise');
      expect(b.billing_period).toEqual({ start: expect.any(String), end: expect.any(String) });
    },
  },
  account_get_limits: {
    params: () => ({}),
    check: (b) => expect(b).toEqual(expect.objectContaining({ plan: 'enterprise', rate_limit: {}, concurrent: expect.any(Number) })),
  },
  account_get_top_ups: {
    params: () => ({}),
    check: (b) => expect(b).toEqual(expect.objectContaining({ auto_top_up: false, lifetime_spend: 0, history: [] })),
  },
};

const IDS = SERVICE.map((op) => op.id);

/** Credits of each case's call, from the spec's price table and operations.json: 1 unless listed. */
const PRICE: Record<string, number> = {
  social_get_post_attachments: 5, social_get_group_posts: 2 /* 6 posts: ceil(6 / 3) */, account_get_usage: 0, account_get_limits: 0, account_get_top_ups: 0,
};

describe('every operation the emulator serves', () => {
  it('has a case here (50 operations)', () => {
    expect(IDS).toHaveLength(50);
    expect(Object.keys(CASES).sort()).toEqual([...IDS].sort());
  });

  it.for(IDS)('%s answers 200 with its envelope, meta and credit headers', async (id, { app }) => {
    const c = CASES[id]!;
    const before = app.state.getKey(TEST_KEY)!.credits;
    const r = await call(app, operationById(id)!.path, c.params(app));
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    c.check(r.body);
    expect(r.body.meta.creditsCharged).toBe(PRICE[id] ?? 1);
    expect(r.body.message).toBe('Request completed successfully with status: OK (200)');
    expect(r.body.meta).toEqual({ statusCode: 200, duration: expect.any(Number), creditsCharged: expect.any(Number), creditsRemaining: before - r.body.meta.creditsCharged });
    expect(r.headers.get('x-service-credits-deducted')).toBe(String(r.body.meta.creditsCharged));
    expect(r.headers.get('x-service-credits-remaining')).toBe(String(r.body.meta.creditsRemaining));
    expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('prices', () => {
  const price = async (app: EmulatorApp, path: string, params: Record<string, string>) => {
    const r = await call(app, path, params);
    expect(r.status, r.text).toBe(200);
    return r.body.meta.creditsCharged as number;
  };

  it('page details: 1, or 5 with exact_followers_count=true (and the exact count)', async ({ app }) => {
    expect(await price(app, '/social/pages/details', { link: K.pages.northwindgames.url })).toBe(1);
    const exact = await call(app, '/social/pages/details', { link: K.pages.northwindgames.url, exact_followers_count: 'true' });
    expect(exact.body.meta.creditsCharged).toBe(5);
    expect(exact.body['0'].followers_count).toBe(K.pages.northwindgames.followers);
    expect(exact.body['0'].followers_display).toBe('2,384,571 followers');
  });

  it.for([3, 4, 5, 6, 7, 8, 9])('page posts with limit %i cost ceil(n/3)', async (limit, { app }) => {
    const r = await call(app, '/social/pages/posts', { link: K.pages.northwindgames.url, limit: String(limit) });
    expect(r.body.data.posts).toHaveLength(limit);
    expect(r.body.meta.creditsCharged).toBe(Math.ceil(limit / 3));
  });

  it('a last page with fewer posts costs by posts returned; an empty list costs 1', async ({ app }) => {
    // 40 posts at 9 a page: 9, 9, 9, 9, 4.
    let cursor: string | undefined;
    const charges: number[] = [];
    const sizes: number[] = [];
    do {
      const r = await call(app, '/social/pages/posts', { link: K.pages.northwindgames.url, limit: '9', ...(cursor ? { end_cursor: cursor } : {}) });
      charges.push(r.body.meta.creditsCharged);
      sizes.push(r.body.data.posts.length);
      cursor = r.body.data.end_cursor;
    } while (cursor);
    expect(sizes).toEqual([9, 9, 9, 9, 4]);
    expect(charges).toEqual([3, 3, 3, 3, 2]);
    const empty = await call(app, '/social/pages/posts', { link: K.pages.quietharbor.url });
    expect(empty.body.data.posts).toEqual([]);
    expect(empty.body.meta.creditsCharged).toBe(1);
  });

  it('attachments cost 5, account calls 0, others 1', async ({ app }) => {
    expect(await price(app, '/social/posts/attachments', { post_id: K.posts.multiPhoto.id })).toBe(5);
    expect(await price(app, '/social/posts/attachments', { post_id: K.posts.textOnly.id })).toBe(5);
    for (const path of ['/usage', '/usage/limits', '/usage/top-ups']) expect(await price(app, path, {})).toBe(0);
    expect(await price(app, '/social/ads/countries', {})).toBe(1);
    expect(await price(app, '/social/posts/comments', { link: K.posts.manyComments.url })).toBe(1);
  });
});

describe('refusals', () => {
  it('400 names a missing or invalid parameter and costs nothing', async ({ fresh: a }) => {
    const before = a.state.getKey(TEST_KEY)!.credits;
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/social/pages/details', {}, 'link'],
      ['/social/pages/posts', { link: K.pages.northwindgames.url, limit: '10' }, 'limit'],
      ['/social/pages/posts', { link: K.pages.northwindgames.url, limit: '2' }, 'limit'],
      ['/social/pages/posts', { link: K.pages.northwindgames.url, timezone: 'Mars/Olympus' }, 'timezone'],
      ['/social/pages/posts', { link: K.pages.northwindgames.url, after_time: 'yesterday' }, 'after_time'],
      ['/social/pages/details', { link: K.pages.northwindgames.url, exact_followers_count: 'yes' }, 'exact_followers_count'],
      ['/social/posts/attachments', { post_id: 'abc' }, 'post_id'],
      ['/social/ads/search', { activeStatus: 'Maybe' }, 'activeStatus'],
      ['/social/ads/search', { country: 'USA' }, 'country'],
      ['/social/search/posts', { query: 'x', start_time: '2026/01/01' }, 'start_time'],
      ['/social/pages/details', { link: K.pages.northwindgames.url, colour: 'blue' }, 'colour'],
      ['/social/pages/details', { link: 'https://example.org/northwindgames' }, 'link'],
      ['/social/pages/posts', { link: K.pages.northwindgames.url, end_cursor: 'not-a-cursor' }, 'end_cursor'],
      ['/social/posts/comments/replies', { comment_feedback_id: 'x', expansion_token: 'y' }, 'comment_feedback_id'],
    ];
    for (const [path, params, param] of cases) {
      const r = await call(a, path, params);
      expect(r.status, `${path} ${JSON.stringify(params)}`).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(param);
      expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', param], msg: expect.any(String) }));
      expect(r.headers.get('x-request-id')).toBeTruthy();
      expect(r.headers.get('x-service-credits-deducted')).toBeNull();
    }
    expect(a.state.getKey(TEST_KEY)!.credits).toBe(before);
    const entries = await ledger(a);
    expect(entries).toHaveLength(cases.length);
    expect(entries.every((e) => e.status === 400 && e.creditsCharged === 0)).toBe(true);
  });

  it('a cursor of another query is refused (naming end_cursor)', async ({ app }) => {
    const first = await call(app, '/social/pages/posts', { link: K.pages.northwindgames.url });
    const cursor = first.body.data.end_cursor as string;
    const other = await call(app, '/social/groups/posts', { link: K.groups.corvitarts.url, end_cursor: cursor });
    expect(other.status).toBe(400);
    expect(other.body.detail[0].loc).toEqual(['query', 'end_cursor']);
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString()), o: 30 })).toString('base64url');
    expect((await call(app, '/social/pages/posts', { link: K.pages.northwindgames.url, end_cursor: tampered })).status).toBe(400);
  });

  it('405 for other methods, with Allow: GET', async ({ app }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = await call(app, '/social/pages/details', { link: K.pages.northwindgames.url }, { method });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('GET');
      expect(r.body.error).toBeTypeOf('string');
      expect(r.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('404 JSON for unknown paths', async ({ app }) => {
    const r = await call(app, '/social/pages/nothing');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'Not found' });
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });

  it('OPTIONS preflight: 204 with CORS, not in the ledger, not charged', async ({ fresh: a }) => {
    const res = await a.request('http://127.0.0.1/social/pages/details', {
      method: 'OPTIONS',
      headers: { origin: 'http://page.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-token' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-api-token');
    expect(await ledger(a)).toHaveLength(0);
  });

  it('401 for a missing or unknown key; 403 for a paused key', async ({ fresh: a }) => {
    const missing = await call(a, '/social/pages/details', { link: K.pages.northwindgames.url }, { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Invalid or missing API key' });
    const unknown = await call(a, '/usage', {}, { token: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('x-request-id')).toBeTruthy();
    await setKey(a, 'sleepy', { credits: 50, paused: true });
    const paused = await call(a, '/social/pages/details', { link: K.pages.northwindgames.url }, { token: 'sleepy' });
    expect(paused.status).toBe(403);
    expect(paused.body.error).toBeTypeOf('string');
    expect(a.state.getKey('sleepy')!.credits).toBe(50);
  });

  it('402 when credits run out; the balance never goes below zero', async ({ fresh: a }) => {
    await setKey(a, 'poor', { credits: 2, ratePerSecond: null, ratePerHour: null });
    const link = K.pages.northwindgames.url;
    const first = await call(a, '/social/pages/details', { link }, { token: 'poor' });
    expect(first.body.meta.creditsRemaining).toBe(1);
    const exact = await call(a, '/social/pages/details', { link, exact_followers_count: 'true' }, { token: 'poor' });
    expect(exact.status).toBe(402);
    expect(exact.body).toEqual(expect.objectContaining({ error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' }));
    const nine = await call(a, '/social/pages/posts', { link, limit: '9' }, { token: 'poor' });
    expect(nine.status).toBe(402);
    const second = await call(a, '/social/pages/details', { link }, { token: 'poor' });
    expect(second.body.meta.creditsRemaining).toBe(0);
    const third = await call(a, '/social/pages/details', { link }, { token: 'poor' });
    expect(third.status).toBe(402);
    expect(a.state.getKey('poor')!.credits).toBe(0);
    // Account calls stay free and answer at zero.
    const usage = await call(a, '/usage', {}, { token: 'poor' });
    expect(usage.status).toBe(200);
    expect(usage.body.credits.remaining).toBe(0);
    expect(usage.body.credits.used).toBe(2);
    const entries = await ledger(a);
    expect(entries.map((e) => [e.status, e.creditsCharged, e.creditsRemaining])).toEqual([
      [200, 1, 1], [402, 0, 1], [402, 0, 1], [200, 1, 0], [402, 0, 0], [200, 0, 0],
    ]);
  });

  it('429 above the key rate, with Retry-After; not charged', async ({ fresh: a }) => {
    await setKey(a, 'quick', { credits: 100, ratePerSecond: 3, ratePerHour: null });
    const limits = await call(a, '/usage/limits', {}, { token: 'quick' });
    expect(limits.body.rate_limit).toEqual({ per_second: 3 });
    // The emulator's clock moves past the limits call's second: no real waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(Date.now() + 1050);
    const statuses: number[] = [];
    let retry: string | null = null;
    for (let i = 0; i < 5; i++) {
      const r = await call(a, '/social/ads/countries', {}, { token: 'quick' });
      statuses.push(r.status);
      if (r.status === 429) {
        retry = r.headers.get('retry-after');
        expect(r.body.code).toBe('RATE_LIMITED');
        expect(r.headers.get('x-request-id')).toBeTruthy();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retry)).toBeGreaterThanOrEqual(1);
    expect(a.state.getKey('quick')!.credits).toBe(97);

    await setKey(a, 'hourly', { credits: 100, ratePerSecond: null, ratePerHour: 2 });
    await call(a, '/usage', {}, { token: 'hourly' });
    await call(a, '/usage', {}, { token: 'hourly' });
    const limited = await call(a, '/usage', {}, { token: 'hourly' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('the demo key: free plan, 200 credits, 20 requests a second', async ({ fresh: a }) => {
    const usage = await call(a, '/usage', {}, { token: 'demo' });
    expect(usage.body.plan).toBe('free');
    expect(usage.body.credits).toEqual({ remaining: 200, limit: 200, used: 0 });
    const limits = await call(a, '/usage/limits', {}, { token: 'demo' });
    expect(limits.body.rate_limit).toEqual({ per_second: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await call(a, '/usage', {}, { token: 'demo' })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('a key file and keys in options', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'emu-keys-'));
    const file = join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify({ keys: [{ token: 'pro-key', plan: 'pro', credits: 1234 }, { token: 'demo', plan: 'free', credits: 7 }] }));
    const a = makeApp({ configFile: file });
    expect((await call(a, '/usage', {}, { token: 'pro-key' })).body).toEqual(expect.objectContaining({ plan: 'pro', credits: { remaining: 1234, limit: 120000, used: 0 } }));
    expect((await call(a, '/usage', {}, { token: 'demo' })).body.credits.remaining).toBe(7);
    expect((await call(a, '/usage/limits', {}, { token: 'pro-key' })).body.rate_limit).toEqual({ per_second: 10 });
    writeFileSync(file, JSON.stringify([{ token: 'x', plan: 'gold' }]));
    expect(() => makeApp({ configFile: file })).toThrow(/plan/);
  });

  it('reset restores balances and clears ledger and faults', async ({ fresh: a }) => {
    await setKey(a, 'demo', { credits: 3 });
    await control(a, 'POST', '/faults', { kind: 'upstream_error' });
    await call(a, '/usage', {}, { token: 'demo' });
    expect((await control(a, 'POST', '/reset')).status).toBe(200);
    expect(a.state.getKey('demo')!.credits).toBe(200);
    expect(await ledger(a)).toHaveLength(0);
    expect((await control(a, 'GET', '/faults')).body.faults).toEqual([]);
  });
});
