// Marketplace answers: search, one listing, a seller, categories, city coordinates, vehicles and
// rentals. Lists page by an opaque end_cursor (24 per call) inside `data`, like the other lists.

import { iso, listData, matches, one, paginate, ParamError, tokens, type Handler, type OpContext, type OpResult } from './answer';
import { EPOCH_MS } from './data/known';
import { CONDITION_TEXT, distanceKm } from './data/marketplace';
import type { City, Listing, Seller } from './data/types';

/** Items per call of the marketplace lists (search takes `limit`, 1–24). */
export const MARKETPLACE_PAGE_SIZE = 24;
/** Radius used when a location is given without filter_radius_km. */
export const DEFAULT_RADIUS_KM = 50;
const DAY = 86_400_000;
const KM_PER_MILE = 1.609;

export function formatPrice(amount: number, currency: string): string {
  if (amount === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

const cityBody = (c: City) => ({ city: c.name, region: c.region, country: c.country, country_code: c.countryCode });

/** A listing as lists and the details show it. */
export function listingBody(l: Listing) {
  const price: Record<string, unknown> = { amount: l.price, currency: l.city.currency, formatted: formatPrice(l.price, l.city.currency) };
  if (l.rental) {
    price.period = 'month';
    price.formatted = `${price.formatted as string}/month`;
  }
  const body: Record<string, unknown> = {
    listing_id: l.id,
    title: l.title,
    url: l.url,
    price,
    condition: l.condition,
    condition_text: CONDITION_TEXT[l.condition],
    category: l.category.slug,
    location: { ...cityBody(l.city), latitude: l.lat, longitude: l.lng },
    primary_photo: l.photos[0]?.url ?? null,
    photos: l.photos.map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height })),
    seller_id: l.seller.id,
    seller_name: l.seller.name,
    created_time: iso(l.time),
    is_sold: l.isSold,
  };
  if (l.vehicle) {
    const v = l.vehicle;
    Object.assign(body, { make: v.make, model: v.model, year: v.year, mileage: v.mileage, mileage_unit: v.mileageUnit, transmission: v.transmission, fuel_type: v.fuel });
  }
  if (l.rental) {
    const r = l.rental;
    Object.assign(body, { bedrooms: r.bedrooms, bathrooms: r.bathrooms, square_feet: r.squareFeet, property_type: r.propertyType });
  }
  return body;
}

function sellerSummary(s: Seller) {
  return { seller_id: s.id, name: s.name, url: s.url, picture: s.picture, is_business: s.isBusiness };
}

function listingDetails(l: Listing) {
  return {
    ...listingBody(l),
    description: l.description,
    category: { id: l.category.id, name: l.category.name, category_url: l.category.slug },
    seller: sellerSummary(l.seller),
    delivery_types: l.delivery,
  };
}

// ---------------------------------------------------------------------------------------------
// Filters

const num = (ctx: OpContext, name: string) => (ctx.params[name] === undefined ? undefined : Number(ctx.params[name]));

/** Listings within the radius of the given point (all of them without a point), each with its distance. */
function near(ctx: OpContext, list: Listing[]): Array<{ l: Listing; km: number }> {
  const lat = num(ctx, 'filter_location_latitude');
  const lng = num(ctx, 'filter_location_longitude');
  if ((lat === undefined) !== (lng === undefined)) {
    const missing = lat === undefined ? 'filter_location_latitude' : 'filter_location_longitude';
    throw new ParamError(missing, `${missing} is required with the other coordinate`);
  }
  if (lat === undefined || lng === undefined) return list.map((l) => ({ l, km: 0 }));
  const radius = num(ctx, 'filter_radius_km') ?? DEFAULT_RADIUS_KM;
  return list.map((l) => ({ l, km: distanceKm(lat, lng, l.lat, l.lng) })).filter((x) => x.km <= radius);
}

function bounded(ctx: OpContext, lowName: string, highName: string, value: (l: Listing) => number, l: Listing): boolean {
  const low = num(ctx, lowName);
  const high = num(ctx, highName);
  return (low === undefined || value(l) >= low) && (high === undefined || value(l) <= high);
}

function checkBounds(ctx: OpContext, lowName: string, highName: string): void {
  const low = num(ctx, lowName);
  const high = num(ctx, highName);
  if (low !== undefined && high !== undefined && low > high) throw new ParamError(lowName, `${lowName} must not be above ${highName}`);
}

const priceOk = (ctx: OpContext, l: Listing) => bounded(ctx, 'filter_price_lower_bound', 'filter_price_upper_bound', (x) => x.price, l);
const c2cOk = (ctx: OpContext, l: Listing) => ctx.params.is_c2c_listing_only !== 'true' || !l.seller.isBusiness;
const newestFirst = (a: { l: Listing }, b: { l: Listing }) => b.l.time - a.l.time || (a.l.id < b.l.id ? 1 : -1);
const cheapestFirst = (a: { l: Listing }, b: { l: Listing }) => a.l.price / a.l.city.perDollar - b.l.price / b.l.city.perDollar || newestFirst(a, b);

function listAnswer(ctx: OpContext, list: Array<{ l: Listing }>, size: number): OpResult {
  const page = paginate(ctx, list, size);
  const data = listData('listings', { page: page.page.map((x) => listingBody(x.l)), next: page.next });
  data.total_count = list.length;
  return { body: { data }, items: page.page.length };
}

/** The slug of a category_url given as a slug or as a category link of the site. */
function categorySlug(value: string): string {
  const segs = value.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return (segs.at(-1) ?? '').toLowerCase();
}

// ---------------------------------------------------------------------------------------------

export const MARKETPLACE_HANDLERS: Record<string, Handler> = {
  social_marketplace_search: (ctx) => {
    checkBounds(ctx, 'filter_price_lower_bound', 'filter_price_upper_bound');
    const query = ctx.params.query?.toLowerCase();
    const words = query ? tokens(query) : [];
    const exact = ctx.params.exact_match === 'true';
    const slug = ctx.params.category_url ? categorySlug(ctx.params.category_url) : undefined;
    if (slug !== undefined && !ctx.ds.categories.some((c) => c.slug === slug)) {
      throw new ParamError('category_url', 'category_url is not a marketplace category');
    }
    const condition = ctx.params.commerce_search_and_rp_condition;
    const today = ctx.params.posted_today === 'true';
    const found = near(ctx, ctx.ds.listings).filter(
      ({ l }) =>
        !l.isSold &&
        (!query || (exact ? l.title.toLowerCase().includes(query) : matches(words, l.title, l.description))) &&
        (!slug || l.category.slug === slug) &&
        (!condition || l.condition === condition) &&
        (!today || l.time >= EPOCH_MS - DAY) &&
        priceOk(ctx, l),
    );
    const hits = (l: Listing) => words.filter((w) => l.title.toLowerCase().includes(w)).length;
    const sorts: Record<string, (a: { l: Listing; km: number }, b: { l: Listing; km: number }) => number> = {
      BEST_MATCH: (a, b) => hits(b.l) - hits(a.l) || a.km - b.km || newestFirst(a, b),
      CREATION_TIME_DESCEND: newestFirst,
      PRICE_ASCEND: cheapestFirst,
      PRICE_DESCEND: (a, b) => cheapestFirst(b, a),
    };
    found.sort(sorts[ctx.params.commerce_search_sort_by ?? 'BEST_MATCH']);
    return listAnswer(ctx, found, Number(ctx.params.limit ?? MARKETPLACE_PAGE_SIZE));
  },

  social_marketplace_listing: (ctx) => {
    const listing = ctx.ds.listingById.get(ctx.params.listing_id!);
    return listing ? one({ data: listingDetails(listing) }) : { body: { data: {} }, items: 0 };
  },

  social_marketplace_seller: (ctx) => {
    const s = ctx.ds.sellerById.get(ctx.params.seller_id!);
    if (!s) return { body: { data: {} }, items: 0 };
    const open = s.listings.filter((l) => !l.isSold);
    return one({
      data: {
        ...sellerSummary(s),
        joined_time: iso(s.joined),
        location: cityBody(s.city),
        rating: { average: s.rating, count: s.reviews },
        review_count: s.reviews,
        badges: s.badges,
        response_time: s.responseTime,
        listings_count: open.length,
        listings: open.slice(0, 12).map(listingBody),
      },
    });
  },

  social_marketplace_categories: (ctx) => {
    const categories = ctx.ds.categories.map((c) => ({ id: c.id, name: c.name, category_url: c.slug }));
    return { body: { data: { categories } }, items: categories.length };
  },

  social_marketplace_city_coordinates: (ctx) => {
    const words = tokens(ctx.params.city!.replace(/,/g, ' '));
    const country = ctx.params.country?.toLowerCase();
    let cities = ctx.ds.cities.filter(
      (c) => matches(words, c.name, c.region, c.country, c.countryCode) && (!country || c.countryCode.toLowerCase() === country || c.country.toLowerCase() === country),
    );
    if (ctx.params.exactly_one === 'true') cities = cities.slice(0, 1);
    const items = cities.map((c) => ({ ...cityBody(c), latitude: c.lat, longitude: c.lng }));
    return { body: { data: { cities: items } }, items: items.length };
  },

  social_marketplace_vehicles: (ctx) => {
    checkBounds(ctx, 'filter_price_lower_bound', 'filter_price_upper_bound');
    const list = near(ctx, ctx.ds.listings.filter((l) => l.vehicle && !l.isSold)).filter(({ l }) => priceOk(ctx, l) && c2cOk(ctx, l));
    const miles = (l: Listing) => (l.vehicle!.mileageUnit === 'km' ? l.vehicle!.mileage / KM_PER_MILE : l.vehicle!.mileage);
    const sorts: Record<string, (a: { l: Listing }, b: { l: Listing }) => number> = {
      CREATION_TIME_DESCEND: newestFirst,
      PRICE_ASCEND: cheapestFirst,
      VEHICLE_MILEAGE_ASCEND: (a, b) => miles(a.l) - miles(b.l) || newestFirst(a, b),
      VEHICLE_YEAR_ASCEND: (a, b) => a.l.vehicle!.year - b.l.vehicle!.year || newestFirst(a, b),
    };
    list.sort(sorts[ctx.params.sort_by ?? 'CREATION_TIME_DESCEND']);
    return listAnswer(ctx, list, MARKETPLACE_PAGE_SIZE);
  },

  social_marketplace_rentals: (ctx) => {
    checkBounds(ctx, 'filter_price_lower_bound', 'filter_price_upper_bound');
    checkBounds(ctx, 'filter_bedrooms_min', 'filter_bedrooms_max');
    checkBounds(ctx, 'filter_bathrooms_min', 'filter_bathrooms_max');
    const list = near(ctx, ctx.ds.listings.filter((l) => l.rental && !l.isSold)).filter(
      ({ l }) =>
        priceOk(ctx, l) && c2cOk(ctx, l) &&
        bounded(ctx, 'filter_bedrooms_min', 'filter_bedrooms_max', (x) => x.rental!.bedrooms, l) &&
        bounded(ctx, 'filter_bathrooms_min', 'filter_bathrooms_max', (x) => x.rental!.bathrooms, l),
    );
    const sorts: Record<string, (a: { l: Listing; km: number }, b: { l: Listing; km: number }) => number> = {
      CREATION_TIME_DESCEND: newestFirst,
      PRICE_ASCEND: cheapestFirst,
      BEST_MATCH: (a, b) => a.km - b.km || newestFirst(a, b),
    };
    list.sort(sorts[ctx.params.sort_by ?? 'CREATION_TIME_DESCEND']);
    return listAnswer(ctx, list, MARKETPLACE_PAGE_SIZE);
  },
};

