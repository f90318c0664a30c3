import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, type OperationId, getOperation } from '../../../lib/service/catalog';
import type { ModelMap, Normalized } from '../../../lib/service/model';
import {
  type OperationModel,
  findEndCursor,
  listItems,
  normalize,
  parseCount,
  safeHttpUrl,
  toIso,
} from '../../../lib/service/normalize';
import { BODIES, EMPTY, VARIANTS } from './bodies';

/** The typed data of an ok result of an operation, failing the test otherwise. */
function ok<Id extends OperationId>(n: Normalized, id: Id): ModelMap[OperationModel<Id>] {
  if (n.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(n)}`);
  expect(n.model).toBe(getOperation(id).model);
  return n.data as ModelMap[OperationModel<Id>];
}

describe('normalize: sample bodies of every operation', () => {
  it('has a sample body for every operation of the catalog', () => {
    expect(Object.keys(BODIES).sort()).toEqual([...OPERATION_IDS].sort());
  });

  it.each(OPERATION_IDS)('%s normalises its sample to ok', (id) => {
    expect(normalize(id, BODIES[id]).status).toBe('ok');
  });

  it('page details: payload under "0", counts expanded, links kept', () => {
    const page = ok(normalize('social_get_page_details', BODIES.social_get_page_details), 'social_get_page_details');
    expect(page).toMatchObject({
      name: 'Pixel Forge Games',
      url: 'https://www.social.example/pixelforge',
      categories: ['Video game', 'Software company'],
      followers: 6_400_000,
      followersDisplay: '6.4M followers',
      followersExact: false,
      likes: 5_900_000,
      bio: 'Indie studio making cosy games.',
      email: 'hello@pixelforge.example',
      phone: '+1 555 0100',
      website: 'https://pixelforge.example/',
      address: '12 Harbour St, Portsmouth',
      rating: '4.6 (812 reviews)',
      adPageId: '204512345678901',
      image: 'https://cdn.social.example/p/pixelforge.jpg',
    });
  });

  it('page details: exact follower count when asked for', () => {
    const page = ok(normalize('social_get_page_details', BODIES.social_get_page_details, { exact_followers_count: 'true' }), 'social_get_page_details');
    expect(page.followersExact).toBe(true);
    const abbreviated = ok(
      normalize('social_get_page_details', { '0': { title: 'X', followers_count: '6.4M' } }, { exact_followers_count: 'true' }),
      'social_get_page_details',
    );
    expect(abbreviated).toMatchObject({ followers: 6_400_000, followersExact: false, followersDisplay: '6.4M' });
  });

  it('page details: also under data, category as text', () => {
    const page = ok(normalize('social_get_page_details', VARIANTS.pageDetailsUnderData), 'social_get_page_details');
    expect(page).toMatchObject({ name: 'Pixel Forge Games', followers: 13_000, categories: ['Video game'] });
  });

  it('group details: fields at the top level, rules, stats, created time', () => {
    const group = ok(normalize('social_get_group_details', BODIES.social_get_group_details), 'social_get_group_details');
    expect(group).toEqual({
      id: '123456789012345',
      name: 'Cosy Games Club',
      url: 'https://www.social.example/groups/cosygames',
      description: 'A friendly place to share cosy games.',
      members: 24_000,
      privacy: 'Public',
      rules: [
        { title: 'Be kind', text: 'No harassment.' },
        { title: 'No spam', text: 'Self-promotion on Fridays only.' },
      ],
      postsLastDay: 14,
      postsLastMonth: 420,
      createdTime: '2015-01-01T00:00:00.000Z',
    });
    expect(ok(normalize('social_get_group_details', VARIANTS.groupDetailsUnderData), 'social_get_group_details')).toMatchObject({ name: 'Cosy', members: 12 });
  });

  it('page posts: details/values/reactions, photo_image parsed, reactions expanded, cursor found', () => {
    const list = ok(normalize('social_get_page_posts', BODIES.social_get_page_posts), 'social_get_page_posts');
    expect(list.items).toHaveLength(3);
    expect(list.endCursor).toBe('AQHRpage2cursor');
    const [first, second, third] = list.items;
    expect(first).toMatchObject({
      id: '1234567890123456',
      url: 'https://www.social.example/pixelforge/posts/1234567890123456',
      text: 'Launch day! #cosy #indie',
      time: '2026-01-01T00:00:00.000Z',
      comments: 1100,
      shares: 312,
      reactions: { total: 13_000, byType: { Like: 9000, Love: 3200, Haha: 800 } },
    });
    expect(first!.media).toEqual([
      { type: 'photo', url: 'https://cdn.social.example/m/1.jpg', width: 1080, height: 1350 },
      { type: 'photo', url: 'https://cdn.social.example/m/2.jpg' },
    ]);
    expect(second!.time).toBe('2026-01-02T10:00:00.000Z');
    expect(second!.reactions.total).toBe(240);
    // javascript: link dropped; unix ms timestamp; video media
    expect(third!.url).toBeUndefined();
    expect(third!.time).toBe(new Date(1767400000000).toISOString());
    expect(third!.media[0]).toMatchObject({ type: 'video', url: 'https://cdn.social.example/v/3.mp4' });
    expect(third!.reactions.total).toBe(1234);
  });

  it('photo_image alone gives the post its photo', () => {
    const list = ok(
      normalize('social_get_page_posts', {
        data: { posts: [{ values: { text: 'x', photo_image: '{"uri":"https://cdn.social.example/only.jpg"}' } }] },
      }),
      'social_get_page_posts',
    );
    expect(list.items[0]!.media).toEqual([{ type: 'photo', url: 'https://cdn.social.example/only.jpg' }]);
  });

  it('group posts: author, no cursor on the last page', () => {
    const list = ok(normalize('social_get_group_posts', BODIES.social_get_group_posts), 'social_get_group_posts');
    expect(list.endCursor).toBeUndefined();
    expect(list.items[0]).toMatchObject({ author: { name: 'Sam Rivera', id: '100000000000001' }, reactions: { total: 42 } });
  });

  it('flat post objects are read too', () => {
    const list = ok(normalize('social_get_page_posts', VARIANTS.flatPosts), 'social_get_page_posts');
    expect(list.items[0]).toMatchObject({ id: '1', text: 'Flat post', reactions: { total: 2000 }, comments: 3 });
  });

  it('reels and videos', () => {
    const reels = ok(normalize('social_get_page_reels', BODIES.social_get_page_reels), 'social_get_page_reels');
    expect(reels.items[0]).toMatchObject({ id: '990011223344', views: 2_100_000, durationSec: 59.8 });
    expect(reels.endCursor).toBe('reels-2');
    const videos = ok(normalize('social_get_page_videos', BODIES.social_get_page_videos), 'social_get_page_videos');
    expect(videos.items.map((v) => [v.title, v.durationSec, v.views])).toEqual([
      ['Developer diary #3', 725, 48_000],
      ['Soundtrack preview', 185, 9100],
    ]);
    expect(ok(normalize('social_get_group_videos', BODIES.social_get_group_videos), 'social_get_group_videos').items[0]!.title).toBe('Club meetup recap');
  });

  it('id operations', () => {
    expect(ok(normalize('social_get_page_id', BODIES.social_get_page_id), 'social_get_page_id')).toEqual({ id: '100064123456789' });
    expect(ok(normalize('social_get_group_id', BODIES.social_get_group_id), 'social_get_group_id')).toEqual({ id: '123456789012345' });
    expect(ok(normalize('social_get_post_id', BODIES.social_get_post_id), 'social_get_post_id')).toEqual({ id: '1234567890123456' });
    expect(ok(normalize('social_get_page_id', VARIANTS.idUnderZero), 'social_get_page_id')).toEqual({ id: '777' });
    expect(ok(normalize('social_get_post_id', VARIANTS.idAsData), 'social_get_post_id')).toEqual({ id: '12345' });
    expect(ok(normalize('social_get_group_id', VARIANTS.idNumeric), 'social_get_group_id')).toEqual({ id: '98765' });
    expect(ok(normalize('social_get_page_id', { data: { network_like_id: '31' } }), 'social_get_page_id')).toEqual({ id: '31' });
  });

  it('post details and extended details', () => {
    expect(ok(normalize('social_get_post_details', BODIES.social_get_post_details), 'social_get_post_details')).toMatchObject({
      id: '1234567890123456',
      text: 'Launch day!',
      author: { name: 'Pixel Forge Games' },
      reactions: { total: 13_000 },
      comments: 1100,
      shares: 312,
    });
    expect(ok(normalize('social_get_post_details_extended', BODIES.social_get_post_details_extended), 'social_get_post_details_extended')).toMatchObject({
      views: 1_200_000,
      videoHd: 'https://cdn.social.example/v/hd.mp4',
      videoSd: 'https://cdn.social.example/v/sd.mp4',
      audio: { title: 'Lo-fi Loop', artist: 'Chip Tune Trio' },
      authorVerified: true,
    });
    // Post details as the first of data.posts[] (same envelope as the lists)
    const fromList = ok(normalize('social_get_post_details', { data: { posts: [BODIES.social_get_page_posts.data.posts[0]] } }), 'social_get_post_details');
    expect(fromList.id).toBe('1234567890123456');
  });

  it('attachments in every accepted form', () => {
    const list = ok(normalize('social_get_post_attachments', BODIES.social_get_post_attachments), 'social_get_post_attachments');
    expect(list.items).toEqual([
      { type: 'photo', url: 'https://cdn.social.example/m/a1.jpg', width: 1080, height: 1080, id: '301' },
      { type: 'photo', url: 'https://cdn.social.example/m/a2.jpg', width: 720, height: 960, id: '302' },
      {
        type: 'video',
        url: 'https://cdn.social.example/m/a3.mp4',
        thumbnail: 'https://cdn.social.example/m/a3.jpg',
        width: 1920,
        height: 1080,
      },
    ]);
    expect(ok(normalize('social_get_post_attachments', VARIANTS.attachmentsAsItems), 'social_get_post_attachments').items).toHaveLength(1);
    expect(ok(normalize('social_get_post_attachments', VARIANTS.attachmentsAsArray), 'social_get_post_attachments').items[0]!.type).toBe('video');
  });

  it('video details: hashtags, owner, reactions, also at the top level', () => {
    expect(ok(normalize('social_get_video_details', BODIES.social_get_video_details), 'social_get_video_details')).toMatchObject({
      id: '880011223344',
      title: 'Developer diary #3',
      text: 'How we made the harbour level #gamedev #indie',
      hashtags: ['gamedev', 'indie'],
      owner: { name: 'Pixel Forge Games', id: '100064123456789' },
      views: 48_000,
      durationSec: 725,
      reactions: { total: 2500 },
    });
    expect(ok(normalize('social_get_video_details', VARIANTS.videoTopLevel), 'social_get_video_details')).toMatchObject({ id: '42', views: 10 });
    expect(ok(normalize('social_get_video_details', { data: [{ video_id: '43', title: 'In a list' }] }), 'social_get_video_details')).toMatchObject({ id: '43' });
  });

  it('comments and replies', () => {
    const comments = ok(normalize('social_get_post_comments', BODIES.social_get_post_comments), 'social_get_post_comments');
    expect(comments.endCursor).toBe('comments-2');
    expect(comments.items[0]).toEqual({
      id: 'Y29tbWVudDox',
      text: 'Congrats on the launch!',
      author: {
        name: 'Alex Kim',
        id: '100000000000002',
        url: 'https://www.social.example/alex.kim',
        picture: 'https://cdn.social.example/u/alex.jpg',
      },
      time: '2026-01-01T01:00:00.000Z',
      reactions: 1200,
      replies: 3,
      feedbackId: 'ZmVlZGJhY2s6MQ==',
      expansionToken: 'MTpleHBhbnNpb24=',
    });
    expect(comments.items[1]!.time).toBeUndefined();
    expect(ok(normalize('social_get_post_comments', VARIANTS.commentsUnderComments), 'social_get_post_comments').items[0]!.text).toBe('hi');
    expect(ok(normalize('social_get_post_comments', VARIANTS.commentsAsArray), 'social_get_post_comments').items[0]!.id).toBe('c1');
    const replies = ok(normalize('social_get_comment_replies', BODIES.social_get_comment_replies), 'social_get_comment_replies');
    expect(replies.items.map((r) => r.text)).toEqual(['Thank you!', 'Same here']);
    expect(replies.items[0]).not.toHaveProperty('feedbackId');
  });

  it('search results', () => {
    const pages = ok(normalize('social_search_pages', BODIES.social_search_pages), 'social_search_pages');
    expect(pages.items.map((p) => [p.name, p.category, p.followers])).toEqual([
      ['Pixel Forge Games', 'Video game', 6_400_000],
      ['Pixel Forge Fans', 'Fan page', 1200],
      ['Pixel Forge Jobs', undefined, undefined],
    ]);
    expect(ok(normalize('social_search_people', BODIES.social_search_people), 'social_search_people').items[0]).toMatchObject({
      name: 'Alex Kim',
      work: 'Pixel Forge Games',
      location: 'Portsmouth',
    });
    expect(ok(normalize('social_search_locations', BODIES.social_search_locations), 'social_search_locations').items[0]).toEqual({
      uid: '106078429431815',
      name: 'London, United Kingdom',
      address: 'England',
    });
    expect(ok(normalize('social_search_posts', BODIES.social_search_posts), 'social_search_posts')).toEqual({
      items: [
        {
          id: '987654321',
          url: 'https://www.social.example/someone/posts/987654321',
          text: 'Loving this cosy game',
          author: 'Casey',
          reactions: 2300,
          comments: 45,
          shares: 1020,
        },
      ],
      endCursor: 'search-posts-2',
    });
    expect(ok(normalize('social_search_posts', VARIANTS.searchPostsResults), 'social_search_posts').items[0]).toMatchObject({ id: '2', author: 'Ana' });
    expect(ok(normalize('social_search_videos', BODIES.social_search_videos), 'social_search_videos').items[0]).toMatchObject({
      title: 'Cosy game review',
      views: 310_000,
      live: false,
    });
  });

  it('ads library', () => {
    const ads = ok(normalize('social_ads_search', BODIES.social_ads_search), 'social_ads_search');
    expect(ads.endCursor).toBe('ads-2');
    expect(ads.items[0]).toMatchObject({
      id: '1122334455667788',
      pageName: 'Pixel Forge Games',
      pageId: '204512345678901',
      body: 'Out now on all platforms.',
      title: 'Harbour Tales',
      image: 'https://cdn.social.example/ads/1.jpg',
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-02-01T00:00:00.000Z',
      active: true,
      platforms: ['SOCIAL', 'PHOTO'],
      snapshotUrl: 'https://www.social.example/ads/library/?id=1122334455667788',
    });
    expect(ads.items[1]).toMatchObject({ body: 'Wishlist today', video: 'https://cdn.social.example/ads/2.mp4', active: false, platforms: ['SOCIAL'], impressions: '1000–4999' });
    expect(ok(normalize('social_ads_page_details', BODIES.social_ads_page_details), 'social_ads_page_details')).toEqual({
      pageId: '204512345678901',
      name: 'Pixel Forge Games',
      verified: true,
      category: 'Video game',
      location: 'United Kingdom',
      totalAds: 37,
      image: 'https://cdn.social.example/p/pixelforge.jpg',
    });
    expect(ok(normalize('social_ads_page_details', { data: { page_id: '1', verification: 'NOT_VERIFIED' } }), 'social_ads_page_details').verified).toBe(false);
  });

  it('countries in every accepted form', () => {
    expect(ok(normalize('social_ads_countries', BODIES.social_ads_countries), 'social_ads_countries').items).toEqual([
      { code: 'US', name: 'United States' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'FR' },
    ]);
    expect(ok(normalize('social_ads_countries', VARIANTS.countriesAsCodes), 'social_ads_countries').items.map((c) => c.code)).toEqual(['US', 'GB', 'DE']);
    expect(ok(normalize('social_ads_countries', VARIANTS.countriesAsMap), 'social_ads_countries').items).toEqual([
      { code: 'US', name: 'United States' },
      { code: 'FR', name: 'France' },
    ]);
  });

  it('account: usage, limits, top-ups', () => {
    expect(ok(normalize('account_get_usage', BODIES.account_get_usage), 'account_get_usage')).toEqual({
      plan: 'free',
      remaining: 187,
      limit: 200,
      used: 13,
      periodStart: '2026-01-01T00:00:00.000Z',
      periodEnd: '2026-02-01T00:00:00.000Z',
    });
    expect(ok(normalize('account_get_usage', VARIANTS.usageFlat), 'account_get_usage')).toEqual({ plan: 'Starter', remaining: 150, limit: 200 });
    expect(ok(normalize('account_get_limits', BODIES.account_get_limits), 'account_get_limits')).toEqual({ ratePerHour: 1000, concurrent: 2 });
    expect(ok(normalize('account_get_limits', VARIANTS.limitsPerSecond), 'account_get_limits')).toEqual({ ratePerSecond: 5, concurrent: 4 });
    expect(ok(normalize('account_get_top_ups', BODIES.account_get_top_ups), 'account_get_top_ups')).toEqual({
      autoTopUp: false,
      lifetimeSpend: 49,
      history: [{ time: '2025-12-15T09:30:00.000Z', credits: 30000, amount: 49 }],
    });
  });
});

describe('normalize: empty answers', () => {
  it('single entities with an empty payload are empty', () => {
    expect(normalize('social_get_page_details', EMPTY.pageDetails).status).toBe('empty');
    expect(normalize('social_get_page_details', EMPTY.envelopeOnly).status).toBe('empty');
    expect(normalize('social_get_group_details', EMPTY.envelopeOnly).status).toBe('empty');
    expect(normalize('social_get_post_details', EMPTY.noPosts).status).toBe('empty');
    expect(normalize('social_get_page_id', { social_id: null, message: 'ok' }).status).toBe('empty');
    expect(normalize('social_get_page_details', { success: false, error: 'Page not found' }).status).toBe('empty');
  });

  it('list operations with an empty list are ok with no items', () => {
    expect(normalize('social_get_page_posts', EMPTY.noPosts)).toEqual({ status: 'ok', model: 'post_list', data: { items: [] } });
    expect(ok(normalize('social_get_post_comments', { data: { items: [] } }), 'social_get_post_comments').items).toEqual([]);
    expect(normalize('social_get_page_posts', EMPTY.envelopeOnly).status).toBe('empty');
  });
});

describe('normalize: junk never throws', () => {
  const junk: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['array', []],
    ['array of objects', [{ title: 'x' }]],
    ['text', 'text'],
    ['number', 42],
    ['boolean', true],
    ['empty object', {}],
    ['data null', { data: null }],
    ['"0" null', { '0': null }],
    ['data text', { data: 'oops' }],
    ['data array of junk', { data: [1, 'two', null] }],
    ['unknown fields', { foo: 1, bar: { baz: [] } }],
    ['wrong types', { '0': { followers_count: {}, title: 12, category: 7 }, data: { posts: 'none', items: {} } }],
    ['lists of junk', { data: { posts: [null, 1, 'x'], items: [[]], ads: [{}], countries: [3] } }],
    ['deep nulls', { data: { posts: [{ details: null, values: null, reactions: null }] } }],
    ['circular-ish strings', { data: { photo_image: '{not json', end_cursor: {} } }],
  ];

  for (const id of OPERATION_IDS) {
    it(`${id} survives junk`, () => {
      for (const [, body] of junk) {
        let result: Normalized | undefined;
        expect(() => {
          result = normalize(id as OperationId, body);
        }).not.toThrow();
        expect(['ok', 'empty', 'unrecognised']).toContain(result!.status);
      }
      for (const body of [null, [], 'text', 42, {}, { foo: 1 }]) {
        expect(normalize(id, body).status).toBe('unrecognised');
      }
      for (const body of [{ data: null }, { '0': null }, { message: 'ok', meta: {} }]) {
        expect(normalize(id, body).status).toBe('empty');
      }
    });
  }

  it('says why a body is unrecognised', () => {
    expect(normalize('social_get_page_details', [1, 2])).toMatchObject({ status: 'unrecognised', reason: expect.stringContaining('array') });
    expect(normalize('social_get_page_posts', { data: { posts: [1, 2] } })).toMatchObject({
      status: 'unrecognised',
      reason: expect.stringContaining('list items'),
    });
    expect(normalize('social_get_page_posts', { data: { something: 'else' } }).status).toBe('unrecognised');
  });

  it('a field of the wrong type is dropped, the rest kept', () => {
    const page = ok(normalize('social_get_page_details', { '0': { title: 'Kept', followers_count: {}, website: 'javascript:alert(1)' } }), 'social_get_page_details');
    expect(page).toEqual({ name: 'Kept', categories: [], followersExact: false });
  });
});

describe('findEndCursor and listItems', () => {
  it('finds the cursor in data, page_info, the top level or meta', () => {
    expect(findEndCursor(BODIES.social_get_page_posts)).toBe('AQHRpage2cursor');
    expect(findEndCursor(VARIANTS.cursorInPageInfo)).toBe('pi-1');
    expect(findEndCursor(VARIANTS.cursorInMeta)).toBe('m-1');
    expect(findEndCursor({ end_cursor: 'top' })).toBe('top');
    expect(findEndCursor({ data: { endCursor: 'camel' } })).toBe('camel');
    expect(findEndCursor({ data: { cursor: 'plain' } })).toBe('plain');
    expect(findEndCursor({ data: { end_cursor: '' } })).toBeUndefined();
    expect(findEndCursor({ data: { end_cursor: 'x', has_next_page: false } })).toBeUndefined();
    for (const junk of [null, [], 'x', 1, {}, { data: null }, { data: { end_cursor: {} } }]) expect(findEndCursor(junk)).toBeUndefined();
  });

  it('lists the raw items of list operations', () => {
    expect(listItems('social_get_page_posts', BODIES.social_get_page_posts)).toHaveLength(3);
    expect(listItems('social_search_posts', BODIES.social_search_posts)).toHaveLength(1);
    expect(listItems('social_get_post_comments', VARIANTS.commentsAsArray)).toHaveLength(1);
    expect(listItems('social_get_page_details', BODIES.social_get_page_details)).toEqual([]);
    expect(listItems('social_get_page_posts', null)).toEqual([]);
  });
});

describe('parseCount', () => {
  it.each([
    [1234, 1234],
    [12.6, 13],
    ['13K', 13_000],
    ['13k', 13_000],
    ['1.2M', 1_200_000],
    ['1,234', 1234],
    ['1,234,567', 1_234_567],
    ['1.234.567', 1_234_567],
    ['2.5K followers', 2500],
    ['6.4M followers', 6_400_000],
    ['12 members', 12],
    ['1.2B', 1_200_000_000],
    ['3 thousand', 3000],
    ['1,2K', 1200],
    [' 42 ', 42],
    ['0', 0],
  ])('%j → %j', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });

  it.each([[-1], [NaN], [Infinity], [''], ['abc'], ['K'], [null], [undefined], [{}], [[]], [true]])('%j → undefined', (input) => {
    expect(parseCount(input)).toBeUndefined();
  });
});

describe('safeHttpUrl and toIso', () => {
  it('keeps absolute http(s) links only', () => {
    expect(safeHttpUrl('https://www.social.example/x')).toBe('https://www.social.example/x');
    expect(safeHttpUrl(' http://cdn.social.example/a.jpg ')).toBe('http://cdn.social.example/a.jpg');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      '//cdn.social.example/a.jpg',
      '/relative',
      'www.social.example',
      'https://',
      '',
      null,
      42,
      {},
    ]) {
      expect(safeHttpUrl(bad)).toBeUndefined();
    }
  });

  it('reads ISO text, unix seconds and unix ms', () => {
    expect(toIso('2026-01-31T12:00:00Z')).toBe('2026-01-31T12:00:00.000Z');
    expect(toIso(1767225600)).toBe('2026-01-01T00:00:00.000Z');
    expect(toIso('1767225600')).toBe('2026-01-01T00:00:00.000Z');
    expect(toIso(1767225600000)).toBe('2026-01-01T00:00:00.000Z');
    for (const bad of ['yesterday', '', 0, -5, NaN, null, {}]) expect(toIso(bad)).toBeUndefined();
  });
});

describe('one link rule', () => {
  it('drops user info, so a link cannot pass for another host', async () => {
    expect(safeHttpUrl('http://www.social.example@evil.example/login')).toBe('http://evil.example/login');
    expect(safeHttpUrl('https://user:secret@cdn.social.example/a.jpg')).toBe('https://cdn.social.example/a.jpg');
    const ui = await import('../../../lib/ui/text/links');
    expect(ui.safeHttpUrl).toBe(safeHttpUrl);
  });
});
