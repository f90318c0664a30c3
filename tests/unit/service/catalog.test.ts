import type { ServiceError } from '../../../lib/service/errors';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  OPERATION_IDS,
  type OperationId,
  actualCost,
  estimateCost,
  getOperation,
  operationForPath,
  validateParams,
} from '../../../lib/service/catalog';
import { operationKey } from '../../../lib/service/operation-key';

interface FixtureOp {
  id: string;
  path: string;
  source: 'interface-spec' | 'public-docs';
  params: { name: string; required?: boolean }[];
}
const fixture: FixtureOp[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/operations.json', import.meta.url)), 'utf8'),
);

const PAGE = 'https://www.social.example/pixelforge';
const GROUP = 'https://www.social.example/groups/cosygames';
const POST = 'https://www.social.example/pixelforge/posts/1234567890123456';

/** Valid parameters for every operation, as the spec's examples write them. */
const EXAMPLES: Record<OperationId, Record<string, unknown>[]> = {
  social_get_page_id: [{ link: PAGE }],
  social_get_page_details: [{ link: PAGE }, { link: PAGE, exact_followers_count: 'true' }, { link: PAGE, exact_followers_count: false }],
  social_get_page_posts: [
    { link: PAGE },
    { link: PAGE, limit: 9, end_cursor: 'AQHR', after_time: '2026-01-01T00:00:00Z', before_time: '2026-01-31T23:59:59+01:00', timezone: 'UTC' },
    { link: PAGE, limit: '5', timezone: 'Europe/Paris', after_time: '2026-01-01' },
  ],
  social_get_page_reels: [{ link: PAGE }, { link: PAGE, end_cursor: 'c' }],
  social_get_page_videos: [{ link: PAGE }, { link: PAGE, end_cursor: 'c' }],
  social_get_group_id: [{ link: GROUP }],
  social_get_group_details: [{ link: GROUP }],
  social_get_group_posts: [{ link: GROUP }, { link: GROUP, limit: 3, end_cursor: 'x', timezone: 'America/New_York' }],
  social_get_group_videos: [{ link: GROUP }, { link: GROUP, end_cursor: 'c' }],
  social_get_post_id: [{ link: POST }],
  social_get_post_details: [{ link: POST }],
  social_get_post_details_extended: [{ link: POST }, { link: 'https://www.social.example/reel/990011223344' }],
  social_get_post_attachments: [{ post_id: '1234567890123456' }, { post_id: 1234567890 }],
  social_get_video_details: [{ video_id: '880011223344' }],
  social_get_post_comments: [{ link: POST }, { link: POST, include_reply_info: true, end_cursor: 'c' }],
  social_get_comment_replies: [{ comment_feedback_id: 'ZmVlZGJhY2s6MQ==', expansion_token: 'MTpleHBhbnNpb24=' }],
  social_search_pages: [{ query: 'pixel forge' }, { query: 'cafe', location_uid: '106078429431815', end_cursor: 'c' }],
  social_search_people: [{ query: 'Alex Kim' }, { query: 'Alex', location_uid: '1', end_cursor: 'c' }],
  social_search_locations: [{ query: 'London' }],
  social_search_posts: [
    { query: 'cosy games' },
    { query: 'cosy', location_uid: '1', start_time: '2026-01-01', end_time: '2026-01-31', recent_posts: 'true', end_cursor: 'c' },
  ],
  social_search_videos: [{ query: 'review' }, { query: 'review', most_recent: true, videos_live: 'false', fields: 'title,url', end_cursor: 'c' }],
  social_ads_countries: [{}],
  social_ads_search: [
    {},
    { query: 'shoes', country: 'US', activeStatus: 'Active', sort_data: 'impressions' },
    { ad_page_id: '204512345678901', country: 'ALL', activeStatus: 'ALL', after_time: '2026-01-01', before_time: '2026-02-01', sort_data: 'recent', end_cursor: 'c' },
    { query: 'x', activeStatus: 'Inactive', country: 'gb' },
  ],
  social_ads_page_details: [{ page_id: '204512345678901' }],
  social_ads_keywords: [{ query: 'running shoes' }, { query: 'shoes', country: 'us' }],
  social_ads_archive_details: [
    { ad_archive_id: '1122334455667788' },
    { ad_archive_id: 1122334455667788, page_id: '204512345678901', country: 'ALL', is_ad_non_political: true, is_ad_not_aaa_eligible: 'false' },
  ],
  social_marketplace_search: [
    {},
    { query: 'oak desk' },
    {
      query: 'desk', category_url: 'furniture', commerce_search_sort_by: 'PRICE_ASCEND', commerce_search_and_rp_condition: 'used_good',
      filter_location_latitude: '30.2672', filter_location_longitude: -97.7431, filter_price_lower_bound: 0, filter_price_upper_bound: '500',
      filter_radius_km: 50, posted_today: true, exact_match: 'false', limit: 12, end_cursor: 'c',
    },
  ],
  social_marketplace_listing: [{ listing_id: '5550001' }, { listing_id: 5550001 }],
  social_marketplace_seller: [{ seller_id: '100070000000001' }],
  social_marketplace_categories: [{}],
  social_marketplace_city_coordinates: [{ city: 'Austin' }, { city: 'Austin', country: 'US', exactly_one: true }],
  social_marketplace_vehicles: [
    {},
    {
      sort_by: 'VEHICLE_MILEAGE_ASCEND', filter_location_latitude: 30.2672, filter_location_longitude: '-97.7431', filter_radius_km: '80.5',
      filter_price_lower_bound: '1000', filter_price_upper_bound: 20000, is_c2c_listing_only: 'true', exact_match: false, end_cursor: 'c',
    },
  ],
  social_marketplace_rentals: [
    {},
    {
      sort_by: 'BEST_MATCH', filter_location_latitude: '-33.8688', filter_location_longitude: '151.2093', filter_radius_km: 10,
      filter_price_lower_bound: 500, filter_price_upper_bound: 2500, filter_bedrooms_min: 1, filter_bedrooms_max: '3',
      filter_bathrooms_min: '1', filter_bathrooms_max: 2.5, is_c2c_listing_only: false, end_cursor: 'c',
    },
  ],
  social_download_media: [{ url: 'https://www.social.example/reel/990011223344' }, { url: 'http://video.social.example/v/1.mp4' }],
  account_get_usage: [{}],
  account_get_limits: [{}],
  account_get_top_ups: [{}],
  // The photo network: one of two naming parameters is enough for these two (see EITHER_OF).
  photo_get_user_id: [{ username: 'lumen.atelier' }, { link: 'https://www.photo.example/lumen.atelier/' }, { username: 'x', link: 'y' }],
  photo_get_profile_details: [{ username: 'lumen.atelier' }, { username: '@lumen.atelier' }, { username: 'a_b', link: 'https://www.photo.example/a_b/' }],
  photo_get_profile_posts: [{ username: 'lumen.atelier' }, { user_id: '51234567', end_cursor: 'QVFC' }, { user_id: 51234567 }],
  photo_get_profile_reels: [{ user_id: '51234567' }, { user_id: '51234567', end_cursor: 'c' }],
  photo_get_profile_highlights: [{ user_id: '51234567' }],
  photo_get_highlight_details: [{ highlight_id: '17890012345678901' }, { highlight_id: 'highlight:17890012345678901' }],
  photo_get_post_id: [{ link: 'https://www.photo.example/p/DMF-GjGO0-q/' }],
  photo_get_post_details: [{ shortcode: 'DMF-GjGO0-q' }, { shortcode: 'C9xYz12AbCd' }],
  photo_get_reels_feed: [{}, { clips_media_id: '3301122334455660000' }],
  photo_get_reels_by_audio: [{ audio_id: '611234567890123' }, { audio_id: '611234567890123', max_id: 'QVFE' }],
  photo_popular_search: [{ keyword: 'harbour' }, { keyword: 'harbour', end_cursor: 'c' }],
  photo_get_location_posts: [{ location_id: '213385402' }, { location_id: '213385402', tab: 'recent', end_cursor: 'c' }],
  photo_get_nearby_locations: [{ location_id: '213385402' }],
};

/** Photo operations that need one of two parameters the reference marks as optional each. */
const EITHER_OF: Partial<Record<OperationId, [string, string]>> = {
  photo_get_user_id: ['username', 'link'],
  photo_get_profile_posts: ['username', 'user_id'],
};

/** Validation error of a call, or a failure if it passed. */
function refusal(id: OperationId, params: unknown): ServiceError {
  try {
    validateParams(id, params);
  } catch (e) {
    expect(e).toMatchObject({ code: 'invalid_params' });
    return e as ServiceError;
  }
  throw new Error(`expected ${id} to refuse ${JSON.stringify(params)}`);
}

function expectRefused(id: OperationId, params: unknown, param: string) {
  const e = refusal(id, params);
  expect(e.param).toBe(param);
  expect(e.message).toContain(param);
}

const specOps = fixture.filter((o) => o.source === 'interface-spec');
const accountOps = fixture.filter((o) => o.id.startsWith('account_'));
const PHOTO_IDS = fixture.filter((o) => o.id.startsWith('photo_')).map((o) => o.id);
/** The public-docs operations the extension's catalog holds: the social network's below, and the photo network's. */
const PUBLIC_DOCS_IDS = [
  ...PHOTO_IDS,
  'social_ads_keywords',
  'social_ads_archive_details',
  'social_marketplace_search',
  'social_marketplace_listing',
  'social_marketplace_seller',
  'social_marketplace_categories',
  'social_marketplace_city_coordinates',
  'social_marketplace_vehicles',
  'social_marketplace_rentals',
  'social_download_media',
];
const docsOps = fixture.filter((o) => PUBLIC_DOCS_IDS.includes(o.id));
const catalogOps = [...specOps, ...docsOps, ...accountOps];

describe('catalog ids and paths', () => {
  it('has the 24 operations of the spec, the 23 of the public docs named above and the 3 account operations, no others', () => {
    expect(fixture).toHaveLength(50);
    expect(specOps).toHaveLength(24);
    expect(PHOTO_IDS).toHaveLength(13);
    expect(docsOps).toHaveLength(23);
    expect(docsOps.every((o) => o.source === 'public-docs')).toBe(true);
    expect(accountOps).toHaveLength(3);
    expect([...OPERATION_IDS].sort()).toEqual(catalogOps.map((o) => o.id).sort());
  });

  it.each(catalogOps.map((o) => [o.id, o.path]))('%s is served at %s', (id, path) => {
    const op = getOperation(id as OperationId);
    expect(op.path).toBe(path);
    expect(operationForPath(path)).toBe(id);
    expect(operationForPath(`${path}/`)).toBe(id);
  });

  it('spec paths follow /social/<area>/<action>; account paths /usage…', () => {
    for (const id of OPERATION_IDS) {
      const { path } = getOperation(id);
      if (id.startsWith('account_')) expect(path).toMatch(/^\/usage(\/[a-z-]+)?$/);
      else if (id.startsWith('photo_')) expect(path).toMatch(/^\/photo\/[a-z]+(\/[a-z-]+)*$/);
      else expect(path).toMatch(/^\/social\/[a-z]+\/[a-z-]+(\/[a-z-]+)*$/);
    }
  });

  it('declares the parameters the spec declares for its operations', () => {
    for (const op of specOps) {
      const shape = Object.keys(OPERATIONS[op.id as OperationId].params.shape);
      const required = op.params.filter((p) => p.required).map((p) => p.name);
      // The spec's declared parameters (the fixture may list extra public-docs ones).
      for (const name of required) {
        if (op.id === 'social_get_page_videos') continue; // fixture: link or profile_id; spec: link required
        expect(shape, `${op.id} ${name}`).toContain(name);
      }
    }
  });

  it('declares exactly the parameters the public docs list for the operations added from them', () => {
    for (const op of docsOps) {
      const shape = Object.keys(OPERATIONS[op.id as OperationId].params.shape).sort();
      expect(shape, op.id).toEqual(op.params.map((p) => p.name).sort());
      const required = op.params.filter((p) => p.required).map((p) => p.name);
      if (EITHER_OF[op.id as OperationId]) continue; // neither is required alone: see the either-of test
      expect(Object.keys(EXAMPLES[op.id as OperationId][0]!).sort(), `${op.id}: first example = required parameters`).toEqual(required.sort());
    }
  });
});

describe('parameter schemas accept the spec examples', () => {
  for (const id of OPERATION_IDS) {
    it(id, () => {
      for (const params of EXAMPLES[id]) expect(() => validateParams(id, params)).not.toThrow();
    });
  }

  it('outputs query text with defaults applied and empty values dropped', () => {
    expect(validateParams('social_get_page_posts', { link: ` ${PAGE} `, end_cursor: '' })).toEqual({ link: PAGE, limit: '3' });
    expect(validateParams('social_get_page_details', { link: PAGE })).toEqual({ link: PAGE, exact_followers_count: 'false' });
    expect(validateParams('social_get_post_comments', { link: POST, include_reply_info: true })).toEqual({
      link: POST,
      include_reply_info: 'true',
    });
    expect(validateParams('social_get_post_attachments', { post_id: 42 })).toEqual({ post_id: '42' });
    expect(validateParams('social_ads_search', { country: 'gb' })).toEqual({ country: 'GB' });
    expect(validateParams('social_ads_countries', undefined)).toEqual({});
    expect(validateParams('social_search_pages', { query: 'x', location_uid: '  ' })).toEqual({ query: 'x' });
  });
});

describe('parameter schemas refuse bad values, naming the parameter', () => {
  it('missing or empty required parameters', () => {
    for (const id of OPERATION_IDS) {
      const required = Object.entries(EXAMPLES[id][0]!).map(([k]) => k);
      if (EITHER_OF[id]) continue;
      for (const name of required) {
        const params = { ...EXAMPLES[id][0] };
        delete params[name];
        expectRefused(id, params, name);
        if (name !== 'post_id' && name !== 'video_id') expectRefused(id, { ...EXAMPLES[id][0], [name]: '   ' }, name);
      }
    }
    expectRefused('social_get_post_attachments', { post_id: '' }, 'post_id');
  });

  it('limit out of range or not a whole number', () => {
    for (const id of ['social_get_page_posts', 'social_get_group_posts'] as const) {
      for (const limit of [2, 10, 'abc', 4.5, -3, '10']) {
        const e = refusal(id, { link: PAGE, limit });
        expect(e.param).toBe('limit');
        expect(e.message).toMatch(/limit: must be (at least 3|at most 9|a whole number from 3 to 9)/);
      }
    }
    expect(refusal('social_get_page_posts', { link: PAGE, limit: 2 }).message).toContain('at least 3');
    expect(refusal('social_get_page_posts', { link: PAGE, limit: 10 }).message).toContain('at most 9');
  });

  it('enums of the ads library', () => {
    for (const activeStatus of ['active', 'all', 'Paused']) expectRefused('social_ads_search', { activeStatus }, 'activeStatus');
    for (const sort_data of ['newest', 'Impressions']) expectRefused('social_ads_search', { sort_data }, 'sort_data');
    // An empty value means "not given": omitted from the query, never sent empty.
    expect(validateParams('social_ads_search', { activeStatus: '', sort_data: '', query: 'shoes' })).toEqual({ query: 'shoes' });
    expect(validateParams('social_get_page_posts', { link: PAGE, limit: '', timezone: '' })).toEqual({ link: PAGE, limit: '3' });
    for (const country of ['usa', 'U', '12', 'ALLX']) expectRefused('social_ads_search', { country }, 'country');
  });

  it('booleans other than true/false', () => {
    const cases: [OperationId, string, Record<string, unknown>][] = [
      ['social_get_page_details', 'exact_followers_count', { link: PAGE }],
      ['social_get_post_comments', 'include_reply_info', { link: POST }],
      ['social_search_posts', 'recent_posts', { query: 'x' }],
      ['social_search_videos', 'most_recent', { query: 'x' }],
      ['social_search_videos', 'videos_live', { query: 'x' }],
      ['social_ads_archive_details', 'is_ad_non_political', { ad_archive_id: '1' }],
      ['social_ads_archive_details', 'is_ad_not_aaa_eligible', { ad_archive_id: '1' }],
      ['social_marketplace_search', 'posted_today', {}],
      ['social_marketplace_search', 'exact_match', {}],
      ['social_marketplace_city_coordinates', 'exactly_one', { city: 'Austin' }],
      ['social_marketplace_vehicles', 'is_c2c_listing_only', {}],
      ['social_marketplace_vehicles', 'exact_match', {}],
      ['social_marketplace_rentals', 'is_c2c_listing_only', {}],
    ];
    for (const [id, name, base] of cases) {
      for (const bad of ['yes', '1', 1, 'TRUE', 'on', {}]) expectRefused(id, { ...base, [name]: bad }, name);
    }
  });

  it('bad ISO timestamps and time zones of post lists', () => {
    for (const name of ['after_time', 'before_time']) {
      for (const bad of ['yesterday', '2026-13-01T00:00:00Z', '2026-01-32', '31/01/2026', '2026-01-31 12:00', '1767225600']) {
        expectRefused('social_get_page_posts', { link: PAGE, [name]: bad }, name);
        expectRefused('social_get_group_posts', { link: GROUP, [name]: bad }, name);
      }
    }
    for (const bad of ['Mars/Olympus', 'Europe/Atlantis', 'GMT+25']) {
      expectRefused('social_get_page_posts', { link: PAGE, timezone: bad }, 'timezone');
    }
  });

  it('bad calendar dates of search and ads', () => {
    for (const bad of ['2026-02-30', '2026/01/01', '01-01-2026', '2026-01-01T00:00:00Z', 'today']) {
      expectRefused('social_search_posts', { query: 'x', start_time: bad }, 'start_time');
      expectRefused('social_search_posts', { query: 'x', end_time: bad }, 'end_time');
      expectRefused('social_ads_search', { after_time: bad }, 'after_time');
      expectRefused('social_ads_search', { before_time: bad }, 'before_time');
    }
  });

  it('unknown parameters', () => {
    for (const id of OPERATION_IDS) {
      const e = refusal(id, { ...EXAMPLES[id][0], profile_id: '1' });
      expect(e.param).toBe('profile_id');
      expect(e.message).toContain('profile_id: is not a parameter of this operation');
    }
  });

  it('non-numeric video_id and post_id', () => {
    for (const bad of ['abc', '12a', '1.5', '-1', 'https://www.social.example/x/videos/12']) {
      expectRefused('social_get_video_details', { video_id: bad }, 'video_id');
      expectRefused('social_get_post_attachments', { post_id: bad }, 'post_id');
    }
  });
});

describe('prices', () => {
  const q = (id: OperationId, params: Record<string, unknown> = EXAMPLES[id][0]!) => validateParams(id, params);

  it('flat 1 credit for every spec operation without its own rule', () => {
    const special = new Set(['social_get_page_details', 'social_get_page_posts', 'social_get_group_posts', 'social_get_post_attachments']);
    for (const id of OPERATION_IDS) {
      if (special.has(id) || id.startsWith('account_')) continue;
      expect(estimateCost(id, q(id)), id).toBe(1);
      expect(actualCost(id, q(id), 0), id).toBe(1);
    }
  });

  it('page details: 1, or 5 with exact_followers_count=true', () => {
    expect(estimateCost('social_get_page_details', q('social_get_page_details', { link: PAGE }))).toBe(1);
    expect(estimateCost('social_get_page_details', q('social_get_page_details', { link: PAGE, exact_followers_count: false }))).toBe(1);
    expect(estimateCost('social_get_page_details', q('social_get_page_details', { link: PAGE, exact_followers_count: true }))).toBe(5);
    expect(actualCost('social_get_page_details', q('social_get_page_details', { link: PAGE, exact_followers_count: 'true' }), 0)).toBe(5);
  });

  it('post lists: estimated from limit, charged ceil(n/3) minimum 1', () => {
    for (const id of ['social_get_page_posts', 'social_get_group_posts'] as const) {
      expect(estimateCost(id, q(id, { link: PAGE }))).toBe(1);
      for (const [limit, credits] of [[3, 1], [4, 2], [6, 2], [7, 3], [9, 3]] as const) {
        expect(estimateCost(id, q(id, { link: PAGE, limit })), `limit ${limit}`).toBe(credits);
      }
      for (const [n, credits] of [[0, 1], [1, 1], [3, 1], [4, 2], [6, 2], [9, 3]] as const) {
        expect(actualCost(id, q(id, { link: PAGE, limit: 9 }), n), `${n} posts`).toBe(credits);
      }
    }
  });

  it('attachments 5, account operations free', () => {
    expect(estimateCost('social_get_post_attachments', q('social_get_post_attachments'))).toBe(5);
    expect(actualCost('social_get_post_attachments', q('social_get_post_attachments'), 12)).toBe(5);
    for (const id of ['account_get_usage', 'account_get_limits', 'account_get_top_ups'] as const) {
      expect(estimateCost(id, {})).toBe(0);
      expect(actualCost(id, {}, 3)).toBe(0);
    }
  });
});

describe('operationKey', () => {
  it('does not depend on parameter order', () => {
    const a = operationKey('social_get_page_posts', { link: PAGE, limit: '3', end_cursor: 'c' });
    const b = operationKey('social_get_page_posts', { end_cursor: 'c', limit: '3', link: PAGE });
    expect(a).toBe(b);
    expect(a.startsWith('social_get_page_posts?')).toBe(true);
  });

  it('differs by operation and by value, and defaults make equal keys', () => {
    const k = (id: OperationId, p: Record<string, unknown>) => operationKey(id, validateParams(id, p));
    expect(k('social_get_page_posts', { link: PAGE })).toBe(k('social_get_page_posts', { link: PAGE, limit: 3 }));
    expect(k('social_get_page_posts', { link: PAGE })).not.toBe(k('social_get_page_posts', { link: PAGE, limit: 4 }));
    expect(k('social_get_page_posts', { link: PAGE })).not.toBe(k('social_get_group_posts', { link: PAGE }));
    // Values are encoded, so "&" in a value cannot fake another parameter.
    expect(operationKey('social_search_pages', { query: 'a&b=c' })).not.toBe(operationKey('social_search_pages', { query: 'a', b: 'c' }));
  });
});
