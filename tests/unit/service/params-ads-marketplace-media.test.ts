import { describe, expect, it } from 'vitest';
import { type OperationId, describePrice, estimateCost, actualCost, validateParams } from '../../../lib/service/catalog';
import { createServiceClient } from '../../../lib/service/client';
import { ServiceError } from '../../../lib/service/errors';

/** The validation error of a call, or a failure if it passed. */
function refusal(id: OperationId, params: unknown): ServiceError {
  try {
    validateParams(id, params);
  } catch (e) {
    expect(e).toMatchObject({ code: 'invalid_params' });
    return e as ServiceError;
  }
  throw new Error(`expected ${id} to refuse ${JSON.stringify(params)}`);
}

function expectRefused(id: OperationId, params: Record<string, unknown>, param: string, message?: string) {
  const e = refusal(id, params);
  expect(e.param, JSON.stringify(params)).toBe(param);
  expect(e.message).toContain(`${param}: `);
  if (message) expect(e.message).toContain(message);
}

const LISTS = ['social_marketplace_search', 'social_marketplace_vehicles', 'social_marketplace_rentals'] as const;
const LAT = 'filter_location_latitude';
const LNG = 'filter_location_longitude';

describe('marketplace search centre, radius and price', () => {
  it('takes coordinates as numbers or decimal text, sent as text', () => {
    for (const id of LISTS) {
      expect(validateParams(id, { [LAT]: 30.2672, [LNG]: '-97.7431' })).toMatchObject({ [LAT]: '30.2672', [LNG]: '-97.7431' });
      expect(validateParams(id, { [LAT]: ' -90 ', [LNG]: 180 })).toMatchObject({ [LAT]: '-90', [LNG]: '180' });
    }
  });

  it('refuses coordinates out of range or not numbers', () => {
    for (const id of LISTS) {
      for (const bad of [90.0001, '-91', 'north', '30,2672', '1e2', '--1']) expectRefused(id, { [LAT]: bad, [LNG]: '0' }, LAT, 'from -90 to 90');
      for (const bad of [180.5, '-181', 'west', {}]) expectRefused(id, { [LAT]: '0', [LNG]: bad }, LNG, 'from -180 to 180');
    }
  });

  it('needs both coordinates or neither, naming the missing one', () => {
    for (const id of LISTS) {
      expectRefused(id, { [LAT]: '30.2' }, LNG, `is required with ${LAT}`);
      expectRefused(id, { [LNG]: '-97.7' }, LAT, `is required with ${LNG}`);
      // An empty value is "not given", so it is missing too.
      expectRefused(id, { [LAT]: '30.2', [LNG]: '' }, LNG);
    }
  });

  it('radius greater than 0; prices whole numbers, lower not above upper', () => {
    for (const id of LISTS) {
      expect(validateParams(id, { filter_radius_km: 0.5 })).toMatchObject({ filter_radius_km: '0.5' });
      for (const bad of [0, '0', -5, 'far', '5km']) expectRefused(id, { filter_radius_km: bad }, 'filter_radius_km');
      for (const name of ['filter_price_lower_bound', 'filter_price_upper_bound']) {
        for (const bad of [-1, '12.50', '$100', 'cheap', 1.5]) expectRefused(id, { [name]: bad }, name, 'whole number');
      }
      expectRefused(id, { filter_price_lower_bound: 500, filter_price_upper_bound: '499' }, 'filter_price_lower_bound', 'must not be greater than filter_price_upper_bound');
      expect(validateParams(id, { filter_price_lower_bound: 500, filter_price_upper_bound: 500 })).toMatchObject({
        filter_price_lower_bound: '500',
        filter_price_upper_bound: '500',
      });
      // A lower bound alone is fine.
      expect(validateParams(id, { filter_price_lower_bound: '100' })).toMatchObject({ filter_price_lower_bound: '100' });
    }
  });
});

describe('marketplace enums, limit and rooms', () => {
  it('sort orders and conditions as the service spells them', () => {
    for (const bad of ['best_match', 'NEWEST', 'PRICE_DESC']) expectRefused('social_marketplace_search', { commerce_search_sort_by: bad }, 'commerce_search_sort_by', 'must be one of BEST_MATCH');
    for (const bad of ['used', 'USED_GOOD', 'like new']) expectRefused('social_marketplace_search', { commerce_search_and_rp_condition: bad }, 'commerce_search_and_rp_condition');
    for (const bad of ['BEST_MATCH', 'PRICE_DESCEND', 'mileage']) expectRefused('social_marketplace_vehicles', { sort_by: bad }, 'sort_by');
    for (const bad of ['VEHICLE_YEAR_ASCEND', 'PRICE_DESCEND', 'best_match']) expectRefused('social_marketplace_rentals', { sort_by: bad }, 'sort_by');
    expect(validateParams('social_marketplace_vehicles', { sort_by: 'VEHICLE_YEAR_ASCEND' })).toEqual({ sort_by: 'VEHICLE_YEAR_ASCEND' });
    expect(validateParams('social_marketplace_rentals', { sort_by: 'BEST_MATCH' })).toEqual({ sort_by: 'BEST_MATCH' });
  });

  it('search limit from 1 to 24, 24 by default; vehicles and rentals take none', () => {
    expect(validateParams('social_marketplace_search', { query: 'desk' })).toEqual({ query: 'desk', limit: '24' });
    expect(validateParams('social_marketplace_search', { limit: '1' })).toEqual({ limit: '1' });
    for (const bad of [0, 25, 'all', 2.5]) expectRefused('social_marketplace_search', { limit: bad }, 'limit');
    expectRefused('social_marketplace_vehicles', { limit: 24 }, 'limit', 'is not a parameter of this operation');
    expectRefused('social_marketplace_rentals', { limit: 24 }, 'limit', 'is not a parameter of this operation');
  });

  it('bedrooms whole, bathrooms in halves too, minimum not above maximum', () => {
    expect(validateParams('social_marketplace_rentals', { filter_bathrooms_min: '1.5', filter_bedrooms_min: 0 })).toEqual({
      filter_bathrooms_min: '1.5',
      filter_bedrooms_min: '0',
    });
    for (const bad of [-1, '1.5', 'two']) expectRefused('social_marketplace_rentals', { filter_bedrooms_max: bad }, 'filter_bedrooms_max');
    for (const bad of [-1, 'one']) expectRefused('social_marketplace_rentals', { filter_bathrooms_min: bad }, 'filter_bathrooms_min');
    expectRefused('social_marketplace_rentals', { filter_bedrooms_min: 4, filter_bedrooms_max: 2 }, 'filter_bedrooms_min', 'filter_bedrooms_max');
    expectRefused('social_marketplace_rentals', { filter_bathrooms_min: '2.5', filter_bathrooms_max: '2' }, 'filter_bathrooms_min');
    // Rooms filters belong to rentals only.
    expectRefused('social_marketplace_search', { filter_bedrooms_min: 1 }, 'filter_bedrooms_min', 'is not a parameter');
  });
});

describe('ids, city and media links', () => {
  it('listing and ad ids are numeric; a seller id is any text', () => {
    for (const bad of ['abc', '12a', 'https://www.social.example/marketplace/item/5550001/', '-1']) {
      expectRefused('social_marketplace_listing', { listing_id: bad }, 'listing_id', 'numeric id');
      expectRefused('social_ads_archive_details', { ad_archive_id: bad }, 'ad_archive_id', 'numeric id');
      expectRefused('social_ads_archive_details', { ad_archive_id: '1', page_id: bad }, 'page_id', 'numeric id');
    }
    expect(validateParams('social_marketplace_seller', { seller_id: ' 1000700 ' })).toEqual({ seller_id: '1000700' });
    expectRefused('social_marketplace_seller', { seller_id: '  ' }, 'seller_id', 'must not be empty');
  });

  it('ads keywords need a query; country is a code or ALL', () => {
    expectRefused('social_ads_keywords', { country: 'US' }, 'query', 'query is required');
    expect(validateParams('social_ads_keywords', { query: ' shoes ', country: 'gb' })).toEqual({ query: 'shoes', country: 'GB' });
    for (const bad of ['UK1', 'Britain', 'A']) expectRefused('social_ads_keywords', { query: 'x', country: bad }, 'country');
    expectRefused('social_ads_archive_details', { ad_archive_id: '1', country: 'everywhere' }, 'country');
  });

  it('city coordinates need a city', () => {
    expectRefused('social_marketplace_city_coordinates', { country: 'US' }, 'city', 'city is required');
    expect(validateParams('social_marketplace_city_coordinates', { city: 'Austin', exactly_one: true })).toEqual({ city: 'Austin', exactly_one: 'true' });
  });

  it('media download takes absolute http(s) links only', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://cdn.social.example/v.mp4', 'www.social.example/reel/1', '/reel/1', 'data:video/mp4;base64,AA', 'https//x']) {
      expectRefused('social_download_media', { url: bad }, 'url', 'absolute http(s) link');
    }
    expectRefused('social_download_media', {}, 'url', 'url is required');
    expect(validateParams('social_download_media', { url: ' https://www.social.example/reel/990011223344 ' })).toEqual({
      url: 'https://www.social.example/reel/990011223344',
    });
  });
});

describe('prices of the added operations', () => {
  it('each is 1 credit, before and after the call, whatever it returns', () => {
    const ids = [
      ['social_ads_keywords', { query: 'x' }],
      ['social_ads_archive_details', { ad_archive_id: '1' }],
      ['social_marketplace_search', { limit: 24 }],
      ['social_marketplace_listing', { listing_id: '1' }],
      ['social_marketplace_seller', { seller_id: '1' }],
      ['social_marketplace_categories', {}],
      ['social_marketplace_city_coordinates', { city: 'Austin' }],
      ['social_marketplace_vehicles', {}],
      ['social_marketplace_rentals', {}],
      ['social_download_media', { url: 'https://www.social.example/reel/1' }],
    ] as const;
    for (const [id, params] of ids) {
      const q = validateParams(id, params);
      expect(estimateCost(id, q), id).toBe(1);
      expect(actualCost(id, q, 24), id).toBe(1);
      expect(actualCost(id, q, 0), id).toBe(1);
      expect(describePrice(id)).toBe('1 credit');
    }
  });
});

describe('the client never sends a refused value', () => {
  it('refuses before fetch, naming the parameter', async () => {
    const urls: string[] = [];
    const f = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const client = createServiceClient({ baseUrl: 'https://api.service.example', apiKey: 'k'.repeat(64), fetch: f });
    const cases: [OperationId, Record<string, unknown>, string][] = [
      ['social_marketplace_search', { [LAT]: '95', [LNG]: '0' }, LAT],
      ['social_marketplace_search', { [LAT]: '30' }, LNG],
      ['social_marketplace_vehicles', { filter_price_lower_bound: 9, filter_price_upper_bound: 1 }, 'filter_price_lower_bound'],
      ['social_marketplace_rentals', { sort_by: 'VEHICLE_YEAR_ASCEND' }, 'sort_by'],
      ['social_marketplace_listing', { listing_id: 'x' }, 'listing_id'],
      ['social_download_media', { url: 'javascript:alert(1)' }, 'url'],
      ['social_ads_keywords', {}, 'query'],
    ];
    for (const [id, params, param] of cases) {
      let error: ServiceError | undefined;
      try {
        await client.call(id, params as never);
      } catch (e) {
        error = e as ServiceError;
      }
      expect(error, id).toBeInstanceOf(ServiceError);
      expect(error, id).toMatchObject({ code: 'invalid_params' });
      expect(error!.param).toBe(param);
    }
    expect(urls).toEqual([]);
    // And a valid call goes out with the validated text.
    await client.call('social_marketplace_search', { query: 'desk', [LAT]: 30.2672, [LNG]: -97.7431, posted_today: true });
    expect(urls).toHaveLength(1);
    const sent = new URL(urls[0]!);
    expect(sent.pathname).toBe('/social/marketplace/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ query: 'desk', [LAT]: '30.2672', [LNG]: '-97.7431', posted_today: 'true', limit: '24' });
  });
});
