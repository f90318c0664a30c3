import type {
  City,
  Coordinates,
  Listing,
  ListingLocation,
  ListingSummary,
  MarketplaceCategory,
  Price,
  RentalListing,
  Seller,
  VehicleListing,
} from '../model';
import { amount, count, flag, id, img, ptxt, time, txt, url } from './fields';
import { type Rec, array, compact, first, imageUrl, isRecord, parseCount, pick, plainText, rec, safeHttpUrl, stringList, text, toIso } from './values';

/**
 * Readers of the marketplace's answers. A listing comes flat (`{listing_id, title, price, …}`) or
 * in the site's own form (`{listing: {id, marketplace_listing_title, listing_price: {amount,
 * currency, formatted_amount}, location: {reverse_geocode: {city, state}}, primary_listing_photo:
 * {image: {uri}}, marketplace_listing_seller: {id, name}}}`); both are read.
 */

/** A finite number from a number or numeric text ("30.2672", "-97.7"). */
function finite(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

/** Latitude and longitude, both present and in range, from the forms seen (lat/lng, latitude/longitude). */
export function coordinates(objs: (Rec | undefined)[]): Coordinates | undefined {
  for (const o of objs) {
    if (!o) continue;
    for (const c of [o, rec(o.coordinates), rec(o.coords), rec(o.location), rec(o.geo)]) {
      const latitude = finite(pick(c, 'latitude', 'lat'));
      const longitude = finite(pick(c, 'longitude', 'lng', 'lon', 'long'));
      if (latitude === undefined || longitude === undefined) continue;
      if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { latitude, longitude };
    }
  }
  return undefined;
}

/**
 * An amount of money from a number or the site's wording: "$1,200", "£650/month", "1.200,50 €",
 * "Free" (0). Numbers in the thousands grouped with dots or commas are both read.
 */
export function moneyAmount(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (/^free$/i.test(s)) return 0;
  const m = /\d[\d.,\s]*/.exec(s.replace(/\u00a0/g, ' '));
  if (!m || /^-/.test(s)) return undefined;
  const n = m[0].replace(/\s+/g, '').replace(/[.,]+$/, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(n)) return Number(n.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(n)) return Number(n.replace(/\./g, '').replace(',', '.'));
  if (/^\d+([.,]\d{1,2})?$/.test(n)) return Number(n.replace(',', '.'));
  if (/^\d+\.\d+$/.test(n)) return Number(n);
  return undefined;
}

function currencyCode(v: unknown): string | undefined {
  const t = plainText(v)?.toUpperCase();
  return t && /^[A-Z]{3}$/.test(t) ? t : undefined;
}

export function price(objs: (Rec | undefined)[]): Price | undefined {
  const nested = objs.flatMap((o) => [rec(o?.listing_price), rec(o?.price), rec(o?.formatted_price)]);
  const all = [...nested, ...objs];
  const formatted =
    ptxt(nested, 'formatted_amount', 'formatted', 'text', 'display') ??
    ptxt(objs, 'formatted_price', 'price_formatted', 'price_text', 'display_price') ??
    first((v) => (typeof v === 'string' ? plainText(v) : undefined), objs, ['price']);
  const model: Price = compact({
    amount:
      first(moneyAmount, nested, ['amount', 'value']) ??
      first(moneyAmount, objs, ['price_amount', 'price', 'amount']) ??
      moneyAmount(formatted),
    currency: first(currencyCode, all, ['currency', 'currency_code', 'price_currency']),
    formatted,
  });
  return Object.keys(model).length ? model : undefined;
}

/** A place as words: text, or an object's name, or "city, region". */
function placeText(v: unknown): string | undefined {
  const t = text(v);
  if (t) return t;
  const o = rec(v);
  if (!o) return undefined;
  const parts = [txt([o], 'city', 'city_name'), txt([o], 'state', 'region')].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

export function location(objs: (Rec | undefined)[]): ListingLocation | undefined {
  const loc = objs.flatMap((o) => [rec(o?.location), rec(o?.item_location)]);
  const geo = loc.flatMap((l) => [rec(l?.reverse_geocode), rec(l?.reverse_geocode_detailed)]);
  const model: ListingLocation = compact({
    city: txt([...geo, ...loc, ...objs], 'city', 'city_name'),
    // `state` only inside a location: on a listing it may be the listing's own state.
    region: txt([...geo, ...loc], 'state', 'region', 'province') ?? txt(objs, 'region', 'province'),
    text:
      first(placeText, objs, ['location_text', 'location_name', 'address']) ??
      first((v) => (typeof v === 'string' ? plainText(v) : undefined), objs, ['location']) ??
      txt(loc, 'name', 'display_name', 'single_line_address') ??
      txt(geo, 'display_name'),
    coordinates: coordinates([...loc, ...objs]),
  });
  return Object.keys(model).length ? model : undefined;
}

/** The listing object: the item itself, or the listing inside a `{listing}` / `{node}` wrapper. */
function listingParts(raw: Rec): (Rec | undefined)[] {
  const inner = rec(raw.listing) ?? rec(raw.marketplace_listing) ?? rec(raw.item);
  return [inner, raw, rec(inner?.story), rec(raw.story)];
}

function photos(o: (Rec | undefined)[]): string[] {
  const out: string[] = [];
  const add = (u: string | undefined) => {
    if (u && !out.includes(u)) out.push(u);
  };
  add(img(o, 'primary_listing_photo', 'primary_photo'));
  for (const key of ['photos', 'listing_photos', 'images', 'pictures', 'image_urls']) {
    for (const p of o.flatMap((x) => array(x?.[key]) ?? [])) add(imageUrl(p) ?? (isRecord(p) ? imageUrl(p.photo) : undefined));
  }
  add(img(o, 'image', 'photo', 'image_url', 'thumbnail', 'thumbnail_url', 'cover_photo'));
  return out;
}

function sellerRef(o: (Rec | undefined)[]) {
  const s = first(rec, o, ['marketplace_listing_seller', 'seller', 'owner']);
  const asText = first((v) => (typeof v === 'string' || typeof v === 'number' ? plainText(v) : undefined), o, ['seller']);
  const model = compact({
    id: id([s], 'id', 'seller_id', 'user_id', 'profile_id') ?? id(o, 'seller_id') ?? (asText && /^\d+$/.test(asText) ? asText : undefined),
    name: txt([s], 'name', 'seller_name', 'full_name') ?? txt(o, 'seller_name') ?? (asText && !/^\d+$/.test(asText) ? asText : undefined),
    url: url([s], 'url', 'profile_url', 'link'),
    picture: img([s], 'profile_picture', 'profile_pic', 'picture', 'avatar', 'image'),
  });
  return Object.keys(model).length ? model : undefined;
}

/** The site's short lines under a listing ("52K miles", "2 beds · 1 bath"). */
function subtitles(o: (Rec | undefined)[]): string[] {
  const out: string[] = [];
  for (const key of ['custom_sub_titles_with_rendering_flags', 'custom_sub_titles', 'subtitles', 'sub_titles']) {
    for (const s of o.flatMap((x) => array(x?.[key]) ?? [])) {
      const t = isRecord(s) ? (text(s.subtitle) ?? text(s)) : text(s);
      if (t) out.push(t);
    }
  }
  for (const t of [ptxt(o, 'subtitle', 'unit_room_info', 'room_info')]) if (t) out.push(t);
  return out;
}

export function listingSummary(raw: Rec): ListingSummary | undefined {
  const o = listingParts(raw);
  const seller = sellerRef(o);
  const model: ListingSummary = compact({
    id: id(o, 'listing_id', 'marketplace_listing_id', 'id'),
    url: url(o, 'url', 'listing_url', 'link', 'permalink', 'share_uri'),
    title: txt(o, 'marketplace_listing_title', 'title', 'custom_title', 'name'),
    price: price(o),
    location: location(o),
    photo: photos(o)[0],
    seller: seller ? compact({ id: seller.id, name: seller.name }) : undefined,
    sold: flag(o, 'is_sold', 'sold'),
    createdTime: time(o, 'creation_time', 'created_time', 'created_at', 'listed_at', 'listing_date', 'date'),
  });
  return model.id || model.title || model.url ? model : undefined;
}

/** A model year from 1900 to 2100. */
function year(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : undefined;
  return n !== undefined && Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : undefined;
}

function distanceUnit(v: unknown): 'mi' | 'km' | undefined {
  const t = plainText(v)?.toLowerCase();
  if (!t) return undefined;
  if (/\b(mi|miles?)\b/.test(t)) return 'mi';
  if (/\b(km|kms|kilomet(er|re)s?)\b/.test(t)) return 'km';
  return undefined;
}

export function vehicleListing(raw: Rec): VehicleListing | undefined {
  const base = listingSummary(raw);
  if (!base) return undefined;
  const o = listingParts(raw);
  const odometer = first(rec, o, ['vehicle_odometer_data', 'odometer', 'mileage']);
  const mileageLine = subtitles(o).find((s) => distanceUnit(s) && parseCount(s) !== undefined);
  const mileageRaw = pick(odometer, 'value', 'amount') ?? first(plainText, o, ['mileage', 'vehicle_mileage', 'odometer']);
  const mileage = parseCount(mileageRaw) ?? parseCount(mileageLine);
  return compact({
    ...base,
    make: txt(o, 'vehicle_make_display_name', 'make', 'vehicle_make'),
    model: txt(o, 'vehicle_model_display_name', 'model', 'vehicle_model'),
    year: first(year, o, ['vehicle_year', 'year', 'model_year']),
    mileage,
    mileageUnit:
      mileage === undefined
        ? undefined
        : (distanceUnit(pick(odometer, 'unit')) ??
          first(distanceUnit, o, ['mileage_unit', 'odometer_unit']) ??
          distanceUnit(mileageRaw) ??
          distanceUnit(mileageLine)),
  });
}

/** "2 beds", "1.5 baths" in the site's short lines. */
function roomCount(lines: string[], word: RegExp): number | undefined {
  for (const line of lines) {
    const m = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(?:${word.source})\\b`, 'i').exec(line);
    if (m) return Number(m[1]);
  }
  return undefined;
}

const rooms = (v: unknown) => {
  const n = amount(v);
  return n !== undefined && n < 100 ? n : undefined;
};

export function rentalListing(raw: Rec): RentalListing | undefined {
  const base = listingSummary(raw);
  if (!base) return undefined;
  const o = listingParts(raw);
  const lines = subtitles(o);
  const monthly = base.price?.formatted && /(\/\s*|\bper\s+|\ba\s+)(month|mo)\b/i.test(base.price.formatted);
  return compact({
    ...base,
    bedrooms: first(rooms, o, ['bedrooms', 'num_bedrooms', 'bedroom_count', 'beds']) ?? roomCount(lines, /beds?|bedrooms?|bd|br/),
    bathrooms:
      first(rooms, o, ['bathrooms', 'num_bathrooms', 'bathroom_count', 'baths']) ?? roomCount(lines, /baths?|bathrooms?|ba/),
    pricePerMonth:
      first(moneyAmount, o, ['price_per_month', 'monthly_price', 'monthly_rent', 'rent_per_month']) ??
      (monthly ? base.price?.amount : undefined),
  });
}

function condition(o: (Rec | undefined)[]): string | undefined {
  const direct = txt(o, 'condition_text', 'condition', 'item_condition');
  if (direct) return direct;
  for (const a of o.flatMap((x) => array(x?.attribute_data) ?? array(x?.attributes) ?? [])) {
    const r = rec(a);
    if (r && /condition/i.test(ptxt([r], 'attribute_name', 'name', 'key') ?? '')) return txt([r], 'label', 'value', 'text');
  }
  return undefined;
}

export function listing(raw: Rec): Listing | undefined {
  const o = listingParts(raw);
  const base = listingSummary(raw);
  const model: Listing = compact({
    id: base?.id,
    url: base?.url,
    title: base?.title,
    price: base?.price,
    condition: condition(o),
    location: base?.location,
    description: txt(o, 'redacted_description', 'description', 'listing_description', 'text', 'body'),
    photos: photos(o),
    seller: sellerRef(o),
    createdTime: base?.createdTime,
    category: first(text, o, ['marketplace_listing_category', 'category', 'category_name']),
    sold: base?.sold,
  });
  return model.id || model.title || model.url || model.description ? model : undefined;
}

function ratingValue(v: unknown): number | undefined {
  const n = amount(v);
  return n !== undefined && n <= 5 ? n : undefined;
}

/** A join time only from a real timestamp: a bare year ("2019") is kept as words. */
function joinTime(v: unknown): string | undefined {
  if (typeof v === 'number') return v >= 1e8 ? toIso(v) : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return /^\d{9,}$/.test(s) || /^\d{4}-\d{2}-\d{2}/.test(s) ? toIso(s) : undefined;
}

export function seller(raw: Rec): Seller | undefined {
  const o = [rec(raw.seller), rec(raw.profile), rec(raw.user), raw];
  const ratings = first(rec, o, ['ratings', 'seller_ratings', 'marketplace_ratings', 'rating']);
  const joinKeys = ['join_time', 'joined_time', 'join_date', 'joined_date', 'joined', 'member_since', 'creation_time'];
  const joined = first(joinTime, o, joinKeys);
  const listingsRaw = first(array, o, ['listings', 'other_listings', 'marketplace_listings', 'active_listings', 'items']) ?? [];
  const model: Seller = compact({
    id: id(o, 'seller_id', 'id', 'user_id', 'profile_id'),
    name: txt(o, 'name', 'seller_name', 'full_name'),
    url: url(o, 'url', 'profile_url', 'link'),
    picture: img(o, 'profile_picture', 'profile_pic', 'picture', 'avatar', 'image'),
    rating:
      first(ratingValue, [ratings], ['average', 'average_rating', 'value', 'overall', 'score', 'rating']) ??
      first(ratingValue, o, ['rating', 'average_rating', 'seller_rating']),
    reviewCount:
      count([ratings], 'count', 'total', 'total_count', 'rating_count', 'review_count', 'reviews') ??
      count(o, 'review_count', 'reviews_count', 'ratings_count', 'rating_count', 'total_reviews'),
    joined,
    joinedText: joined ? undefined : ptxt(o, ...joinKeys, 'joined_text', 'member_since_text'),
    location: first(placeText, o, ['location', 'location_text', 'current_city', 'city']),
    badges: o.flatMap((x) => stringList(pick(x, 'badges', 'seller_badges'))).filter((b, i, all) => all.indexOf(b) === i),
    listings: listingsRaw
      .map((l) => (isRecord(l) ? listingSummary(rec(l.node) ?? l) : undefined))
      .filter((l): l is ListingSummary => l !== undefined),
  });
  return model.id || model.name ? model : undefined;
}

/** A category slug: the value itself, or the last part of a category link. */
function slugOf(v: unknown): string | undefined {
  const t = plainText(v);
  if (!t) return undefined;
  const link = safeHttpUrl(t);
  if (!link) return t;
  return new URL(link).pathname.split('/').filter(Boolean).pop();
}

export function category(raw: unknown, depth = 0): MarketplaceCategory | undefined {
  const o = rec(raw);
  if (!o) return undefined;
  const slugRaw = pick(o, 'category_url', 'seo_url', 'slug', 'url_slug');
  const children = depth < 3 ? (array(pick(o, 'subcategories', 'sub_categories', 'children')) ?? []) : [];
  const model: MarketplaceCategory = compact({
    id: id([o], 'id', 'category_id', 'virtual_category_id'),
    name: txt([o], 'name', 'title', 'label', 'display_name'),
    slug: slugOf(slugRaw),
    url: safeHttpUrl(slugRaw) ?? url([o], 'url', 'link'),
    subcategories: children.map((c) => category(c, depth + 1)).filter((c): c is MarketplaceCategory => c !== undefined),
  });
  return model.name || model.slug || model.id ? model : undefined;
}

/** Categories as a map of slug to name ({"vehicles": "Vehicles"}). */
export function categoryMap(body: Rec): unknown[] | undefined {
  const map = rec(rec(body.data)?.categories) ?? rec(body.categories);
  if (!map) return undefined;
  const entries = Object.entries(map).filter(([, name]) => typeof name === 'string');
  return entries.length ? entries.map(([slug, name]) => ({ slug, name })) : undefined;
}

export function city(raw: Rec): City | undefined {
  const o = [raw, rec(raw.address), rec(raw.location)];
  const model: City = compact({
    name: txt(o, 'city', 'name', 'city_name', 'display_name', 'label'),
    region: txt(o, 'state', 'region', 'province', 'admin1'),
    country: txt(o, 'country', 'country_name', 'country_code'),
    coordinates: coordinates(o),
  });
  return model.coordinates || model.name ? model : undefined;
}
