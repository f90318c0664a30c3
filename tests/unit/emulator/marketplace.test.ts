import { describe, expect } from 'vitest';
import { distanceKm } from '../../../emulator/data/marketplace';
import { KNOWN } from '../../../emulator/data/known';
import type { EmulatorApp } from '../../../emulator/server';
import { call, it, ledger, makeApp, TEST_KEY } from '../fixtures/emulator';

const K = KNOWN.marketplace;
const AUSTIN = { filter_location_latitude: String(K.city.lat), filter_location_longitude: String(K.city.lng) };

/** Walks every page of a marketplace list; returns the pages' bodies and all listings. */
async function walk(app: EmulatorApp, path: string, params: Record<string, string>) {
  const pages: any[] = [];
  let cursor: string | undefined;
  do {
    const r = await call(app, path, cursor ? { ...params, end_cursor: cursor } : params);
    expect(r.status, r.text).toBe(200);
    pages.push(r.body);
    cursor = r.body.data.end_cursor;
    if (pages.length > 200) throw new Error('runaway pagination');
  } while (cursor);
  return { pages, listings: pages.flatMap((p) => p.data.listings) as any[] };
}

describe('marketplace lists paginate 24 a call', () => {
  it('vehicles: every vehicle once, 24 per call, 1 credit a call', async ({ fresh }) => {
    const all = fresh.state.dataset.listings.filter((l) => l.vehicle && !l.isSold);
    const { pages, listings } = await walk(fresh, '/social/marketplace/vehicles', {});
    expect(pages.slice(0, -1).every((p) => p.data.listings.length === 24 && p.data.has_next_page === true)).toBe(true);
    expect(pages.at(-1).data.has_next_page).toBe(false);
    expect(listings).toHaveLength(all.length);
    expect(new Set(listings.map((l) => l.listing_id)).size).toBe(all.length);
    expect(pages.every((p) => p.data.total_count === all.length)).toBe(true);
    // Newest first by default.
    const times = listings.map((l) => Date.parse(l.created_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const calls = await ledger(fresh);
    expect(calls.map((c) => c.creditsCharged)).toEqual(pages.map(() => 1));
  });

  it('search takes limit (1 to 24) and walks every match', async ({ app }) => {
    const r = await call(app, '/social/marketplace/search', { limit: '5' });
    expect(r.body.data.listings).toHaveLength(5);
    const { listings } = await walk(app, '/social/marketplace/search', { category_url: 'furniture', limit: '7' });
    const expected = app.state.dataset.listings.filter((l) => l.category.slug === 'furniture' && !l.isSold);
    expect(listings.map((l) => l.listing_id).sort()).toEqual(expected.map((l) => l.id).sort());
  });

  it('a cursor of another query is refused', async ({ app }) => {
    const first = await call(app, '/social/marketplace/rentals', {});
    const other = await call(app, '/social/marketplace/rentals', { filter_bedrooms_min: '2', end_cursor: first.body.data.end_cursor });
    expect(other.status).toBe(400);
    expect(other.body.detail[0].loc).toEqual(['query', 'end_cursor']);
  });
});

describe('marketplace filters', () => {
  it('location and radius: only listings within the radius of the point', async ({ app }) => {
    const near = await walk(app, '/social/marketplace/search', { ...AUSTIN, filter_radius_km: '30' });
    expect(near.listings.length).toBeGreaterThan(10);
    for (const l of near.listings) {
      expect(distanceKm(K.city.lat, K.city.lng, l.location.latitude, l.location.longitude)).toBeLessThanOrEqual(30);
    }
    // Round Rock (about 27 km away) is inside a 50 km radius but not a 10 km one.
    const wide = await walk(app, '/social/marketplace/search', AUSTIN);
    const cities = new Set(wide.listings.map((l) => l.location.city));
    expect(cities).toEqual(new Set(['Austin', 'Round Rock']));
    const narrow = await walk(app, '/social/marketplace/search', { ...AUSTIN, filter_radius_km: '10' });
    expect(narrow.listings.every((l) => l.location.city === 'Austin')).toBe(true);
  });

  it('price bounds, condition, sort by price', async ({ app }) => {
    const { listings } = await walk(app, '/social/marketplace/search', {
      ...AUSTIN, filter_price_lower_bound: '100', filter_price_upper_bound: '400', commerce_search_and_rp_condition: 'used_good',
      commerce_search_sort_by: 'PRICE_ASCEND',
    });
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => l.price.amount >= 100 && l.price.amount <= 400 && l.condition === 'used_good')).toBe(true);
    const prices = listings.map((l) => l.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await call(app, '/social/marketplace/search', { ...AUSTIN, commerce_search_sort_by: 'PRICE_DESCEND' })).body.data.listings.map((l: any) => l.price.amount);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
  });

  it('query, exact_match and posted_today', async ({ app }) => {
    const loose = await walk(app, '/social/marketplace/search', { query: 'with camera' });
    expect(loose.listings.map((l) => l.listing_id)).toContain(K.listing.id);
    // exact_match wants the words together, in order.
    expect((await walk(app, '/social/marketplace/search', { query: 'with camera', exact_match: 'true' })).listings).toEqual([]);
    const exact = await walk(app, '/social/marketplace/search', { query: 'camera with', exact_match: 'true' });
    expect(exact.listings.length).toBeGreaterThan(0);
    expect(exact.listings.every((l) => l.title.toLowerCase().includes('camera with'))).toBe(true);
    const today = await walk(app, '/social/marketplace/search', { posted_today: 'true' });
    const epoch = Date.parse('2026-11-01T00:00:00Z');
    expect(today.listings.length).toBeGreaterThan(0);
    expect(today.listings.every((l) => Date.parse(l.created_time) >= epoch - 86_400_000)).toBe(true);
  });

  it('vehicles: sort by year and mileage; individual sellers only', async ({ app }) => {
    const byYear = (await walk(app, '/social/marketplace/vehicles', { sort_by: 'VEHICLE_YEAR_ASCEND' })).listings.map((l) => l.year);
    expect(byYear).toEqual([...byYear].sort((a, b) => a - b));
    const miles = (await walk(app, '/social/marketplace/vehicles', { sort_by: 'VEHICLE_MILEAGE_ASCEND' })).listings
      .map((l) => (l.mileage_unit === 'km' ? l.mileage / 1.609 : l.mileage));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const c2c = await walk(app, '/social/marketplace/vehicles', { is_c2c_listing_only: 'true' });
    const all = await walk(app, '/social/marketplace/vehicles', {});
    expect(c2c.listings.length).toBeLessThan(all.listings.length);
    const sellers = app.state.dataset.sellerById;
    expect(c2c.listings.every((l) => !sellers.get(l.seller_id)!.isBusiness)).toBe(true);
  });

  it('rentals: bedrooms and bathrooms bounds, price per month', async ({ app }) => {
    const { listings } = await walk(app, '/social/marketplace/rentals', { filter_bedrooms_min: '2', filter_bedrooms_max: '3', filter_bathrooms_min: '2' });
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => l.bedrooms >= 2 && l.bedrooms <= 3 && l.bathrooms >= 2)).toBe(true);
    expect(listings.every((l) => l.price.period === 'month' && l.price.formatted.endsWith('/month'))).toBe(true);
  });

  it('rentals: at most so many bathrooms; individual landlords only', async ({ app }) => {
    const all = (await walk(app, '/social/marketplace/rentals', {})).listings;
    const few = (await walk(app, '/social/marketplace/rentals', { filter_bathrooms_max: '1' })).listings;
    expect(few.length).toBeGreaterThan(0);
    expect(few.length).toBeLessThan(all.length);
    expect(few.every((l) => l.bathrooms <= 1)).toBe(true);
    const c2c = (await walk(app, '/social/marketplace/rentals', { is_c2c_listing_only: 'true' })).listings;
    const sellers = app.state.dataset.sellerById;
    expect(c2c.length).toBeGreaterThan(0);
    expect(c2c.length).toBeLessThan(all.length);
    expect(c2c.every((l) => !sellers.get(l.seller_id)!.isBusiness)).toBe(true);
  });

  it('city coordinates: several matches, a country filter, exactly_one', async ({ app }) => {
    const both = await call(app, '/social/marketplace/city-coordinates', { city: 'portland' });
    expect(both.body.data.cities.map((c: any) => c.region)).toEqual(['Oregon', 'Maine']);
    const one = await call(app, '/social/marketplace/city-coordinates', { city: 'Portland', exactly_one: 'true' });
    expect(one.body.data.cities).toHaveLength(1);
    const pt = await call(app, '/social/marketplace/city-coordinates', { city: 'Lisbon', country: 'PT' });
    expect(pt.body.data.cities).toEqual([expect.objectContaining({ city: 'Lisbon', latitude: 38.7223, longitude: -9.1393 })]);
    expect((await call(app, '/social/marketplace/city-coordinates', { city: 'Lisbon', country: 'Japan' })).body.data.cities).toEqual([]);
  });

  it('local currencies: prices in the city’s currency', async ({ app }) => {
    const osaka = (await call(app, '/social/marketplace/search', { filter_location_latitude: '34.6937', filter_location_longitude: '135.5023' })).body.data.listings;
    expect(osaka.length).toBeGreaterThan(0);
    expect(osaka.every((l: any) => l.price.currency === 'JPY' && l.price.formatted.startsWith('¥'))).toBe(true);
  });
});

describe('marketplace refusals: validated before any charge', () => {
  it('400 names the parameter and charges nothing', async ({ fresh }) => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/social/marketplace/listing', {}, 'listing_id'],
      ['/social/marketplace/listing', { listing_id: 'abc' }, 'listing_id'],
      ['/social/marketplace/seller', {}, 'seller_id'],
      ['/social/marketplace/city-coordinates', {}, 'city'],
      ['/social/marketplace/city-coordinates', { city: 'Austin', exactly_one: 'yes' }, 'exactly_one'],
      ['/social/marketplace/search', { limit: '25' }, 'limit'],
      ['/social/marketplace/search', { limit: '0' }, 'limit'],
      ['/social/marketplace/search', { commerce_search_sort_by: 'CHEAPEST' }, 'commerce_search_sort_by'],
      ['/social/marketplace/search', { commerce_search_and_rp_condition: 'broken' }, 'commerce_search_and_rp_condition'],
      ['/social/marketplace/search', { filter_location_latitude: '91', filter_location_longitude: '0' }, 'filter_location_latitude'],
      ['/social/marketplace/search', { filter_location_latitude: '30.2' }, 'filter_location_longitude'],
      ['/social/marketplace/search', { filter_price_lower_bound: '-5' }, 'filter_price_lower_bound'],
      ['/social/marketplace/search', { filter_price_lower_bound: '500', filter_price_upper_bound: '100' }, 'filter_price_lower_bound'],
      ['/social/marketplace/search', { category_url: 'spaceships' }, 'category_url'],
      ['/social/marketplace/vehicles', { sort_by: 'PRICE_DESCEND' }, 'sort_by'],
      ['/social/marketplace/vehicles', { query: 'car' }, 'query'],
      ['/social/marketplace/rentals', { filter_bedrooms_min: 'two' }, 'filter_bedrooms_min'],
      ['/social/marketplace/rentals', { filter_bathrooms_min: '3', filter_bathrooms_max: '1' }, 'filter_bathrooms_min'],
      ['/social/marketplace/categories', { country: 'US' }, 'country'],
    ];
    for (const [path, params, param] of cases) {
      const r = await call(fresh, path, params);
      expect(r.status, `${path} ${JSON.stringify(params)}: ${r.text}`).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', param], msg: expect.any(String) }));
    }
    expect(fresh.state.getKey(TEST_KEY)!.credits).toBe(1_000_000);
    expect((await ledger(fresh)).every((e) => e.status === 400 && e.creditsCharged === 0)).toBe(true);
  });

  it('an unknown listing or seller is a 200 with an empty payload, charged 1', async ({ app }) => {
    const listing = await call(app, '/social/marketplace/listing', { listing_id: '1000000000000009' });
    expect(listing.status).toBe(200);
    expect(listing.body.data).toEqual({});
    expect(listing.body.meta.creditsCharged).toBe(1);
    expect((await call(app, '/social/marketplace/seller', { seller_id: '42' })).body.data).toEqual({});
  });
});

describe('marketplace data', () => {
  it('listings carry price, currency, condition, location, several photos and a seller', ({ app }) => {
    const ds = app.state.dataset;
    expect(ds.listings.length).toBeGreaterThan(250);
    for (const l of ds.listings) {
      expect(l.photos.length).toBeGreaterThanOrEqual(1);
      expect(ds.sellerById.get(l.seller.id)).toBe(l.seller);
      expect(distanceKm(l.city.lat, l.city.lng, l.lat, l.lng)).toBeLessThan(20);
    }
    expect(ds.listings.filter((l) => l.photos.length >= 3).length).toBeGreaterThan(100);
    expect(new Set(ds.listings.map((l) => l.city.currency)).size).toBeGreaterThan(4);
    expect(ds.listings.filter((l) => l.vehicle).every((l) => l.vehicle!.year >= 2004 && l.vehicle!.mileage > 0)).toBe(true);
  });

  it('the same seed gives the same marketplace; another seed differs; known listings stay', () => {
    const ids = (seed: number) => makeApp({ seed }).state.dataset.listings.map((l) => `${l.id}:${l.price}:${l.title}`);
    expect(ids(5)).toEqual(ids(5));
    expect(ids(6)).not.toEqual(ids(5));
    for (const seed of [5, 6]) {
      const ds = makeApp({ seed }).state.dataset;
      expect(ds.listingById.get(K.listing.id)!.price).toBe(250);
      expect(ds.sellerById.get(K.seller.id)!.name).toBe(K.seller.name);
    }
  });
});
