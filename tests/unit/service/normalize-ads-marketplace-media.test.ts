import { describe, expect, it } from 'vitest';
import { type OperationId, getOperation } from '../../../lib/service/catalog';
import type { ModelMap, Normalized } from '../../../lib/service/model';
import { type OperationModel, findEndCursor, listItems, normalize } from '../../../lib/service/normalize';
import { range } from '../../../lib/service/normalize/ads';
import { moneyAmount } from '../../../lib/service/normalize/marketplace';
import { byteSize } from '../../../lib/service/normalize/media';
import { BODIES, EMPTY, VARIANTS } from './bodies';

/** The typed data of an ok result of an operation, failing the test otherwise. */
function ok<Id extends OperationId>(id: Id, body: unknown): ModelMap[OperationModel<Id>] {
  const n: Normalized = normalize(id, body);
  if (n.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(n)}`);
  expect(n.model).toBe(getOperation(id).model);
  return n.data as ModelMap[OperationModel<Id>];
}

const SAM = { id: '100070000000001', name: 'Sam Rivera' };

describe('ads keywords', () => {
  it('reads the advertisers: page id, name, category, likes, picture, verification, ad count', () => {
    expect(ok('social_ads_keywords', BODIES.social_ads_keywords)).toEqual({
      items: [
        {
          pageId: '204512345678901',
          name: 'Pixel Forge Games',
          category: 'Video game',
          likes: 5_900_000,
          picture: 'https://cdn.social.example/p/pixelforge.jpg',
          verified: true,
          adCount: 37,
        },
        { pageId: '204599999999999', adPageId: '304599999999999', name: 'Harbour Shoes', category: 'Shoe store, Retail', likes: 1200 },
      ],
    });
  });

  it('also under results with the page nested', () => {
    expect(ok('social_ads_keywords', VARIANTS.adsKeywordsAsResults).items).toEqual([{ pageId: '9', name: 'Nine', adCount: 1200 }]);
  });

  it('no advertisers is an empty list; items without a name or id are not advertisers', () => {
    expect(ok('social_ads_keywords', EMPTY.noPages)).toEqual({ items: [] });
    expect(normalize('social_ads_keywords', { data: { pages: [{ likes: 3, image_uri: 'javascript:alert(1)' }] } })).toMatchObject({
      status: 'unrecognised',
    });
    const unsafe = ok('social_ads_keywords', { data: { pages: [{ page_id: '1', image_uri: 'javascript:alert(1)', page_url: 'data:text/html,x' }] } });
    expect(unsafe.items).toEqual([{ pageId: '1' }]);
  });
});

describe('ad archive details', () => {
  it('reads the creative, every version, platforms, dates, spend, reach and the page', () => {
    const creative = {
      body: 'Out now on all platforms.',
      title: 'Harbour Tales',
      description: 'A cosy fishing game',
      link: 'https://pixelforge.example/harbour-tales',
      cta: 'Shop now',
      images: ['https://cdn.social.example/ads/1.jpg'],
      videos: [{ url: 'https://cdn.social.example/ads/1.mp4', thumbnail: 'https://cdn.social.example/ads/1p.jpg' }],
    };
    expect(ok('social_ads_archive_details', BODIES.social_ads_archive_details)).toEqual({
      id: '1122334455667788',
      page: {
        id: '204512345678901',
        name: 'Pixel Forge Games',
        url: 'https://www.social.example/pixelforge',
        picture: 'https://cdn.social.example/p/pixelforge.jpg',
        likes: 5_900_000,
        category: 'Video game',
      },
      creative,
      // The first collated result repeats the main creative: it is listed once.
      versions: [
        creative,
        { body: 'Wishlist it today', title: 'Harbour Tales', images: ['https://cdn.social.example/ads/2.jpg'], videos: [] },
      ],
      platforms: ['SOCIAL', 'PHOTO', 'MESSENGER'],
      countries: ['GB', 'IE'],
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-02-01T00:00:00.000Z',
      active: false,
      spend: { lower: 100, upper: 199 },
      currency: 'GBP',
      reach: { lower: 12345, upper: 12345 },
      impressions: { lower: 10_000, upper: 15_000, text: '10K-15K' },
      snapshotUrl: 'https://www.social.example/ads/library/?id=1122334455667788',
    });
  });

  it('flat ad_creative_* fields and ranges as text', () => {
    expect(ok('social_ads_archive_details', VARIANTS.adDetailsFlat)).toEqual({
      id: '42',
      page: { name: 'Flat Page' },
      creative: { body: 'Body one', title: 'Title one', images: [], videos: [] },
      versions: [{ body: 'Body one', title: 'Title one', images: [], videos: [] }],
      platforms: ['SOCIAL'],
      countries: [],
      spend: { lower: 1000, upper: 1499, text: '$1,000 - $1,499' },
      impressions: { upper: 1000, text: '<1K' },
    });
  });

  it("a dynamic ad's cards are its versions", () => {
    const ad = ok('social_ads_archive_details', VARIANTS.adDetailsDynamic);
    expect(ad.versions).toEqual([
      { body: 'Card A', title: 'A', images: ['https://cdn.social.example/ads/a.jpg'], videos: [] },
      { body: 'Card B', title: 'B', images: [], videos: [{ url: 'https://cdn.social.example/ads/b.mp4' }] },
    ]);
    expect(ad.creative).toEqual(ad.versions[0]);
  });

  it('countries only from where the ad ran, not from an echoed country filter', () => {
    expect(ok('social_ads_archive_details', { data: { ad_archive_id: '8', country: 'ALL', reached_countries: 'FR' } }).countries).toEqual(['FR']);
    expect(ok('social_ads_archive_details', { data: { ad_archive_id: '8', country: 'ALL' } }).countries).toEqual([]);
  });

  it('keeps only http(s) links; empty and unknown bodies', () => {
    const ad = ok('social_ads_archive_details', {
      data: { ad_archive_id: '7', snapshot: { link_url: 'javascript:alert(1)', images: ['data:image/png;base64,AA', 'https://cdn.social.example/ok.jpg'] } },
    });
    expect(ad.creative).toEqual({ images: ['https://cdn.social.example/ok.jpg'], videos: [] });
    expect(normalize('social_ads_archive_details', { data: {}, message: 'ok' }).status).toBe('empty');
    expect(normalize('social_ads_archive_details', { data: { foo: 'bar', spend: 'lots' } }).status).toBe('unrecognised');
  });

  it('ranges from bounds, text and single figures', () => {
    expect(range({ lower_bound: '1000', upper_bound: '4999' })).toEqual({ lower: 1000, upper: 4999 });
    expect(range('£100 – £199')).toEqual({ lower: 100, upper: 199, text: '£100 – £199' });
    expect(range('1M to 5M')).toEqual({ lower: 1_000_000, upper: 5_000_000, text: '1M to 5M' });
    expect(range('>1M')).toEqual({ lower: 1_000_000, text: '>1M' });
    expect(range(250)).toEqual({ lower: 250, upper: 250 });
    expect(range({ impressions_text: '2K-3K' })).toEqual({ lower: 2000, upper: 3000, text: '2K-3K' });
    for (const junk of [null, '', {}, [], -3, { lower_bound: {} }]) expect(range(junk)).toBeUndefined();
  });
});

describe('marketplace listings', () => {
  it('search: the site form and the flat form, with the cursor', () => {
    expect(ok('social_marketplace_search', BODIES.social_marketplace_search)).toEqual({
      items: [
        {
          id: '5550001',
          title: 'Oak desk',
          price: { amount: 120, currency: 'USD', formatted: '$120' },
          location: { city: 'Austin', region: 'TX' },
          photo: 'https://cdn.social.example/mp/5550001.jpg',
          seller: SAM,
          sold: false,
        },
        {
          id: '5550002',
          url: 'https://www.social.example/marketplace/item/5550002/',
          title: 'Office chair',
          price: { amount: 45, formatted: '$45' },
          location: { text: 'Round Rock, TX' },
          photo: 'https://cdn.social.example/mp/5550002.jpg',
          seller: { id: '100070000000002' },
          createdTime: '2026-01-01T00:00:00.000Z',
        },
      ],
      endCursor: 'mp-2',
    });
    expect(listItems('social_marketplace_search', BODIES.social_marketplace_search)).toHaveLength(2);
    expect(findEndCursor(BODIES.social_marketplace_search)).toBe('mp-2');
  });

  it('vehicles: make, model, year, mileage and its unit', () => {
    const { items, endCursor } = ok('social_marketplace_vehicles', BODIES.social_marketplace_vehicles);
    expect(endCursor).toBe('veh-2');
    expect(items[0]).toMatchObject({ id: '7770001', title: '2015 Honda Civic', mileage: 98_000, mileageUnit: 'mi' });
    expect(items[0]).not.toHaveProperty('year'); // not guessed from the title
    expect(items[1]).toEqual({
      id: '7770002',
      title: '2019 Ford Ranger',
      price: { amount: 24_000, currency: 'USD' },
      make: 'Ford',
      model: 'Ranger',
      year: 2019,
      mileage: 61_000,
      mileageUnit: 'km',
    });
  });

  it('rentals: bedrooms, bathrooms, monthly price', () => {
    const { items } = ok('social_marketplace_rentals', BODIES.social_marketplace_rentals);
    expect(items[0]).toMatchObject({
      id: '8880001',
      price: { amount: 1650, currency: 'USD', formatted: '$1,650 / month' },
      bedrooms: 2,
      bathrooms: 1.5,
      pricePerMonth: 1650,
    });
    expect(items[1]).toEqual({
      id: '8880002',
      title: 'Room in shared house',
      price: { amount: 700, formatted: '$700' },
      bedrooms: 1,
      bathrooms: 1,
      pricePerMonth: 700,
    });
  });

  it("a listing's own state is not its region", () => {
    const { items } = ok('social_marketplace_search', {
      data: { listings: [{ listing_id: '1', state: 'LIVE' }, { listing_id: '2', state: 'LIVE', location: { reverse_geocode: { state: 'TX' } } }] },
    });
    expect(items).toEqual([{ id: '1' }, { id: '2', location: { region: 'TX' } }]);
  });

  it('no listings is an empty list; items without id, title or link are not listings', () => {
    for (const id of ['social_marketplace_search', 'social_marketplace_vehicles', 'social_marketplace_rentals'] as const) {
      expect(ok(id, EMPTY.noListings)).toEqual({ items: [] });
      expect(normalize(id, EMPTY.envelopeOnly).status).toBe('empty');
      expect(normalize(id, { data: { listings: [{ price: '$5' }, { photo: 'https://cdn.social.example/x.jpg' }] } }).status).toBe('unrecognised');
    }
  });

  it('amounts of money as the site writes them', () => {
    const cases: [unknown, number | undefined][] = [
      ['$1,200', 1200],
      ['£650/month', 650],
      ['1.200,50 €', 1200.5],
      ['12,5', 12.5],
      ['Free', 0],
      [99.99, 99.99],
      ['$1,234,567.89', 1_234_567.89],
      ['-5', undefined],
      ['price on request', undefined],
      [{}, undefined],
      [Number.NaN, undefined],
    ];
    for (const [input, expected] of cases) expect(moneyAmount(input), String(input)).toBe(expected);
  });
});

describe('marketplace listing, seller, categories and cities', () => {
  it('listing in full: price, condition, place with coordinates, description, photos, seller, category', () => {
    expect(ok('social_marketplace_listing', BODIES.social_marketplace_listing)).toEqual({
      id: '5550001',
      url: 'https://www.social.example/marketplace/item/5550001/',
      title: 'Oak desk',
      price: { amount: 1200, currency: 'USD', formatted: '$1,200' },
      condition: 'Used - Good',
      location: { city: 'Austin', region: 'TX', text: 'Austin, TX', coordinates: { latitude: 30.2672, longitude: -97.7431 } },
      description: 'Solid oak, 140 cm wide. Pick up only.',
      // The javascript: photo is dropped.
      photos: ['https://cdn.social.example/mp/5550001-1.jpg', 'https://cdn.social.example/mp/5550001-2.jpg'],
      seller: { ...SAM, picture: 'https://cdn.social.example/u/sam.jpg' },
      createdTime: '2026-01-01T00:00:00.000Z',
      category: 'Furniture',
      sold: false,
    });
  });

  it('listing flat: free, condition among the attributes, photos de-duplicated and http(s) only', () => {
    expect(ok('social_marketplace_listing', VARIANTS.listingFlat)).toEqual({
      id: '6660001',
      title: 'Bike',
      price: { amount: 0, formatted: 'Free' },
      condition: 'Used - Fair',
      location: { text: 'London', coordinates: { latitude: 51.5072, longitude: -0.1276 } },
      description: 'Needs a new chain',
      photos: ['https://cdn.social.example/mp/b1.jpg'],
      seller: { id: '100070000000009', name: 'Lee' },
      category: 'Bicycles',
    });
    expect(normalize('social_marketplace_listing', EMPTY.listingEmpty).status).toBe('empty');
    expect(normalize('social_marketplace_listing', { data: { listing: { condition: 'new' } } }).status).toBe('unrecognised');
  });

  it('seller: rating, reviews, joined, place, badges and their listings', () => {
    const seller = ok('social_marketplace_seller', BODIES.social_marketplace_seller);
    expect(seller).toMatchObject({
      ...SAM,
      picture: 'https://cdn.social.example/u/sam.jpg',
      rating: 4.8,
      reviewCount: 23,
      joined: '2015-01-01T00:00:00.000Z',
      location: 'Austin, Texas',
      badges: ['Very responsive', 'Highly rated'],
    });
    expect(seller.listings.map((l) => [l.id, l.title, l.price?.amount])).toEqual([
      ['5550001', 'Oak desk', 120],
      ['5550003', 'Bookshelf', 30],
    ]);
  });

  it('seller flat: the join wording kept as words, ratings as text, out-of-range ratings dropped', () => {
    expect(ok('social_marketplace_seller', VARIANTS.sellerFlat)).toEqual({
      id: '77',
      name: 'Flat Seller',
      rating: 4.5,
      reviewCount: 1204,
      joinedText: 'Joined in 2019',
      badges: [],
      listings: [],
    });
    // A bare year is no time: kept as the service wrote it.
    const odd = ok('social_marketplace_seller', { data: { id: '1', rating: 9, joined: 2019 } });
    expect(odd).toEqual({ id: '1', joinedText: '2019', badges: [], listings: [] });
  });

  it('categories: slugs for the search, links kept as links, subcategories; also a map', () => {
    const { items } = ok('social_marketplace_categories', BODIES.social_marketplace_categories);
    expect(items).toEqual([
      {
        id: '807311116002614',
        name: 'Vehicles',
        slug: 'vehicles',
        subcategories: [{ id: '1', name: 'Cars', slug: 'cars', url: 'https://www.social.example/marketplace/category/cars', subcategories: [] }],
      },
      { id: '1583634935226685', name: 'Property Rentals', slug: 'propertyrentals', subcategories: [] },
      { name: 'Free Stuff', slug: 'free', subcategories: [] },
    ]);
    expect(ok('social_marketplace_categories', VARIANTS.categoriesAsMap).items).toEqual([
      { name: 'Vehicles', slug: 'vehicles', subcategories: [] },
      { name: 'Electronics', slug: 'electronics', subcategories: [] },
    ]);
    expect(normalize('social_marketplace_categories', { data: ['Vehicles', 3, null] }).status).toBe('unrecognised');
  });

  it('cities: every match with its coordinates, or the one city alone', () => {
    expect(ok('social_marketplace_city_coordinates', BODIES.social_marketplace_city_coordinates).items).toEqual([
      { name: 'Austin', region: 'Texas', country: 'United States', coordinates: { latitude: 30.2672, longitude: -97.7431 } },
      { name: 'Austin', region: 'Minnesota', country: 'US', coordinates: { latitude: 43.6666, longitude: -92.9746 } },
    ]);
    expect(ok('social_marketplace_city_coordinates', VARIANTS.cityAlone)).toEqual({
      items: [{ name: 'Austin', country: 'US', coordinates: { latitude: 30.2672, longitude: -97.7431 } }],
    });
    // Coordinates out of range are not coordinates.
    expect(ok('social_marketplace_city_coordinates', VARIANTS.cityOutOfRange).items).toEqual([{ name: 'Nowhere' }]);
    expect(normalize('social_marketplace_city_coordinates', { data: { results: [] }, message: 'ok' })).toEqual({
      status: 'ok',
      model: 'city_list',
      data: { items: [] },
    });
    expect(normalize('social_marketplace_city_coordinates', { data: { weather: 'sunny' } }).status).toBe('unrecognised');
  });
});

describe('media download', () => {
  it('every file with its type, quality, size and MIME type', () => {
    expect(ok('social_download_media', BODIES.social_download_media)).toEqual({
      files: [
        {
          url: 'https://video.social.example/v/880011223344_hd.mp4',
          type: 'video',
          quality: 'HD',
          size: 18_874_368,
          mimeType: 'video/mp4',
          width: 1280,
          height: 720,
        },
        { url: 'https://video.social.example/v/880011223344_sd.mp4', type: 'video', quality: 'SD', size: 4_200_000 },
        { url: 'https://video.social.example/v/880011223344.m4a', type: 'audio' },
      ],
      title: 'Harbour Tales trailer',
      thumbnail: 'https://cdn.social.example/v/880011223344.jpg',
    });
  });

  it('a single link, links keyed by quality, HD and SD fields', () => {
    expect(ok('social_download_media', VARIANTS.mediaSingle)).toEqual({
      files: [{ url: 'https://cdn.social.example/p/photo.jpg', type: 'photo', size: 524_288 }],
    });
    expect(ok('social_download_media', VARIANTS.mediaByQuality).files).toEqual([
      { url: 'https://video.social.example/x_hd.mp4', type: 'video', quality: 'HD' },
      { url: 'https://video.social.example/x_sd.mp4', type: 'video', quality: 'SD' },
    ]);
    expect(ok('social_download_media', VARIANTS.mediaHdSd)).toEqual({
      files: [
        { url: 'https://video.social.example/y_hd.mp4', type: 'video', quality: 'HD' },
        { url: 'https://video.social.example/y_sd.mp4', type: 'video', quality: 'SD' },
      ],
      thumbnail: 'https://cdn.social.example/y.jpg',
    });
  });

  it('links other than http(s) are never files; a body of only those is unrecognised', () => {
    expect(normalize('social_download_media', VARIANTS.mediaUnsafe).status).toBe('unrecognised');
    expect(normalize('social_download_media', EMPTY.envelopeOnly).status).toBe('empty');
    const mixed = ok('social_download_media', { data: { files: ['javascript:alert(1)', 'https://cdn.social.example/a.bin'] } });
    expect(mixed.files).toEqual([{ url: 'https://cdn.social.example/a.bin', type: 'file' }]);
  });

  it('sizes in bytes from numbers and words', () => {
    expect(byteSize(1024)).toBe(1024);
    expect(byteSize('4.2 MB')).toBe(4_200_000);
    expect(byteSize('512 KiB')).toBe(524_288);
    expect(byteSize('2GB')).toBe(2e9);
    for (const junk of ['big', '-1 MB', '3 parsecs', {}, -5, Number.POSITIVE_INFINITY]) expect(byteSize(junk)).toBeUndefined();
  });
});

/** A reader that throws is caught by normalize as "could not read the body": that is a bug here. */
const readerFailed = (n: Normalized) => n.status === 'unrecognised' && n.reason.startsWith('could not read');

describe('odd bodies never make a reader throw', () => {
  const IDS = [
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
  ] as const;

  /** Every field the new readers look at, with a value of the wrong type. */
  const wrongTypes = {
    listing: 'x', listing_price: 'x', price: { amount: {} }, location: [], reverse_geocode: 3, coordinates: 'x',
    latitude: {}, longitude: [], photos: 'x', listing_photos: [null, 3, { image: 5 }], marketplace_listing_seller: 7,
    seller: [], ratings: 5, rating: 'great', badges: {}, listings: 'none', subcategories: 'x', category_url: 12,
    snapshot: 'x', cards: {}, images: [{}], videos: 'x', collated_results: [null], spend: [], reach: {}, files: { url: 5 },
    urls: [null], media: 'x', custom_sub_titles_with_rendering_flags: [{ subtitle: {} }], vehicle_odometer_data: 'far',
    attribute_data: [null, 'x'], join_time: {}, size: [], results: [{ lat: 'x', lng: null }],
  };

  it('wrong field types at every level are dropped, never thrown', () => {
    for (const id of IDS) {
      for (const body of [wrongTypes, { data: wrongTypes }, { data: { listings: [wrongTypes], pages: [wrongTypes] } }, { '0': wrongTypes }]) {
        const n = normalize(id, body);
        expect(['ok', 'empty', 'unrecognised'], id).toContain(n.status);
        expect(readerFailed(n), `${id}: ${JSON.stringify(n)}`).toBe(false);
      }
    }
  });

  it('any JSON value gives a status without a reader failing', async () => {
    const fc = await import('fast-check');
    fc.assert(
      fc.property(fc.constantFrom(...IDS), fc.json(), (id, json) => {
        const n = normalize(id, JSON.parse(json));
        return ['ok', 'empty', 'unrecognised'].includes(n.status) && !readerFailed(n);
      }),
      { numRuns: 500, seed: 20260101 },
    );
  });
});
