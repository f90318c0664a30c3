// The marketplace: cities with coordinates, categories, sellers and their listings (items,
// vehicles, rentals). Seeded separately from the rest of the dataset, so adding it changed none of
// the pages, posts or ads a seed already gave.

import { EPOCH_MS, KNOWN } from './known';
import { Rng, seedOf } from './prng';
import type { City, Condition, Listing, MarketCategory, Photo, Seller } from './types';
import { FIRST_NAMES, LAST_NAMES } from './words';

const SITE = 'https://www.social.example';
const CDN = 'https://scontent.social.example';
const DAY = 86_400_000;

export const CITIES: readonly City[] = [
  { name: 'Austin', region: 'Texas', country: 'United States', countryCode: 'US', currency: 'USD', perDollar: 1, lat: 30.2672, lng: -97.7431, slug: 'austin' },
  { name: 'Round Rock', region: 'Texas', country: 'United States', countryCode: 'US', currency: 'USD', perDollar: 1, lat: 30.5083, lng: -97.6789, slug: 'roundrock' },
  { name: 'Portland', region: 'Oregon', country: 'United States', countryCode: 'US', currency: 'USD', perDollar: 1, lat: 45.5152, lng: -122.6784, slug: 'portland' },
  { name: 'Portland', region: 'Maine', country: 'United States', countryCode: 'US', currency: 'USD', perDollar: 1, lat: 43.6591, lng: -70.2568, slug: 'portlandme' },
  { name: 'Lisbon', region: 'Lisbon', country: 'Portugal', countryCode: 'PT', currency: 'EUR', perDollar: 0.9, lat: 38.7223, lng: -9.1393, slug: 'lisbon' },
  { name: 'Porto', region: 'Porto', country: 'Portugal', countryCode: 'PT', currency: 'EUR', perDollar: 0.9, lat: 41.1579, lng: -8.6291, slug: 'porto' },
  { name: 'Toronto', region: 'Ontario', country: 'Canada', countryCode: 'CA', currency: 'CAD', perDollar: 1.4, lat: 43.6532, lng: -79.3832, slug: 'toronto' },
  { name: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', currency: 'EUR', perDollar: 0.9, lat: 52.52, lng: 13.405, slug: 'berlin' },
  { name: 'London', region: 'England', country: 'United Kingdom', countryCode: 'GB', currency: 'GBP', perDollar: 0.8, lat: 51.5072, lng: -0.1276, slug: 'london' },
  { name: 'Melbourne', region: 'Victoria', country: 'Australia', countryCode: 'AU', currency: 'AUD', perDollar: 1.5, lat: -37.8136, lng: 144.9631, slug: 'melbourne' },
  { name: 'Mexico City', region: 'Mexico City', country: 'Mexico', countryCode: 'MX', currency: 'MXN', perDollar: 18, lat: 19.4326, lng: -99.1332, slug: 'mexicocity' },
  { name: 'Paris', region: 'Ile-de-France', country: 'France', countryCode: 'FR', currency: 'EUR', perDollar: 0.9, lat: 48.8566, lng: 2.3522, slug: 'paris' },
  { name: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP', currency: 'JPY', perDollar: 150, lat: 34.6937, lng: 135.5023, slug: 'osaka' },
  { name: 'Nairobi', region: 'Nairobi', country: 'Kenya', countryCode: 'KE', currency: 'KES', perDollar: 130, lat: -1.2921, lng: 36.8219, slug: 'nairobi' },
];

export const CATEGORIES: readonly MarketCategory[] = [
  { id: '807311116002614', name: 'Vehicles', slug: 'vehicles' },
  { id: '1468271819871448', name: 'Property rentals', slug: 'propertyrentals' },
  { id: '479353692612078', name: 'Electronics', slug: 'electronics' },
  { id: '1583634935226685', name: 'Furniture', slug: 'furniture' },
  { id: '678754142233400', name: 'Home goods', slug: 'home' },
  { id: '931157863635831', name: 'Clothing and accessories', slug: 'apparel' },
  { id: '606456512821491', name: 'Toys and games', slug: 'toys' },
  { id: '1383948661922113', name: 'Sporting goods', slug: 'sports' },
  { id: '676772489112490', name: 'Musical instruments', slug: 'instruments' },
  { id: '1670493229902393', name: 'Garden and outdoor', slug: 'garden' },
  { id: '686977074745292', name: 'Video games', slug: 'videogames' },
  { id: '1834536343472201', name: 'Free stuff', slug: 'free' },
];

/** Goods by category slug: [name, lowest price, highest price in dollars]. */
const GOODS: Record<string, Array<[string, number, number]>> = {
  electronics: [['Film camera with two lenses', 80, 400], ['Noise-cancelling headphones', 40, 250], ['27-inch monitor', 60, 300], ['Laptop, 16 GB memory', 200, 900], ['Bluetooth speaker', 15, 120], ['Tablet with keyboard case', 90, 450]],
  furniture: [['Oak dining table', 120, 700], ['Mid-century armchair', 60, 400], ['Bookshelf, five shelves', 25, 150], ['Queen bed frame', 80, 350], ['Standing desk', 120, 500], ['Velvet sofa', 200, 1100]],
  home: [['Cast iron skillet set', 20, 90], ['Espresso machine', 60, 400], ['Area rug 5x8', 40, 250], ['Floor lamp', 15, 90], ['Stand mixer', 80, 300]],
  apparel: [['Leather jacket', 40, 250], ['Hiking boots, size 10', 30, 140], ['Wool winter coat', 35, 180], ['Vintage denim jacket', 20, 120]],
  toys: [['Wooden train set', 15, 80], ['Building bricks, 2 kg', 20, 120], ['Board game collection', 25, 100], ['Kids balance bike', 20, 90]],
  sports: [['Road bike, 56 cm', 250, 1500], ['Set of dumbbells', 30, 200], ['Camping tent for four', 40, 250], ['Kayak with paddle', 200, 900], ['Snowboard and bindings', 90, 400]],
  instruments: [['Acoustic guitar', 80, 600], ['Digital piano, 88 keys', 200, 900], ['Drum kit', 250, 1200], ['Violin, full size', 90, 700]],
  garden: [['Lawn mower', 60, 350], ['Patio set with four chairs', 90, 500], ['Raised garden beds', 30, 150], ['Charcoal grill', 40, 250]],
  videogames: [['Game console with two controllers', 150, 450], ['Handheld console', 90, 300], ['Box of classic cartridges', 30, 200], ['Racing wheel and pedals', 60, 250]],
  free: [['Moving boxes', 0, 0], ['Firewood', 0, 0], ['Old sofa, needs cleaning', 0, 0]],
};
const ITEM_SLUGS = Object.keys(GOODS);

const ADJECTIVES = ['Barely used', 'Like new', 'Well kept', 'Great condition', 'Must go', 'Vintage', 'Moving sale'];
const MAKES: Array<[string, string[]]> = [
  ['Corvan', ['Tessa', 'Ridgeline', 'Nomad']], ['Altura', ['S4', 'Vista', 'Crest']], ['Meridian', ['Harbor', 'Pioneer']],
  ['Kestrel', ['GT', 'Sport', 'Wagon']], ['Novar', ['City', 'Trail', 'Cargo']],
];
const TRANSMISSIONS = ['Automatic', 'Manual'];
const FUELS = ['Gasoline', 'Hybrid', 'Electric', 'Diesel'];
const PROPERTY_TYPES = ['Apartment', 'House', 'Townhouse', 'Room'];
const BADGES = ['Highly rated', 'Quick responder', 'Reliable seller', 'Good communicator'];
const RESPONSE_TIMES = ['Typically replies within an hour', 'Typically replies within a few hours', 'Typically replies within a day'];
const DELIVERY = [['IN_PERSON'], ['IN_PERSON', 'DOOR_PICKUP'], ['IN_PERSON', 'SHIPPING'], ['SHIPPING']];
const CONDITIONS: Condition[] = ['new', 'used_like_new', 'used_good', 'used_fair'];

export const CONDITION_TEXT: Record<Condition, string> = {
  new: 'New', used_like_new: 'Used - like new', used_good: 'Used - good', used_fair: 'Used - fair',
};

export const listingUrl = (id: string) => `${SITE}/marketplace/item/${id}/`;
export const sellerUrl = (id: string) => `${SITE}/marketplace/profile/${id}/`;
const photoUrl = (id: string, w: number, h: number) => `${CDN}/v/t45/${id}_${w}x${h}_n.jpg`;

export interface Marketplace {
  cities: City[];
  categories: MarketCategory[];
  listings: Listing[];
  sellers: Seller[];
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Builds the marketplace. `taken` says whether an id is already used elsewhere in the dataset
 * (object ids are shared across kinds on the site).
 */
export function buildMarketplace(seed: number, scale: number, taken: (id: string) => boolean): Marketplace {
  const rng = new Rng(seedOf('marketplace', seed));
  const used = new Set<string>();
  const claim = (id: string) => {
    used.add(id);
    return id;
  };
  const fresh = (length: number, prefix: string) => {
    for (;;) {
      const id = prefix + rng.digits(length - prefix.length);
      if (!used.has(id) && !taken(id)) return claim(id);
    }
  };
  const category = (slug: string) => CATEGORIES.find((c) => c.slug === slug)!;
  const K = KNOWN.marketplace;
  const austin = CITIES[0]!;

  // Sellers: the known one in Austin, the rest spread over the cities (Austin weighted).
  const sellerCount = Math.max(40, Math.round(scale / 6));
  const sellers: Seller[] = [];
  for (let i = 0; i < sellerCount; i++) {
    const id = i === 0 ? claim(K.seller.id) : fresh(15, '1000');
    const city = i === 0 ? austin : rng.chance(0.3) ? austin : rng.pick(CITIES);
    const reviews = rng.skewed(400, 2);
    sellers.push({
      id,
      name: i === 0 ? K.seller.name : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      url: sellerUrl(id),
      picture: photoUrl(`${id}`, 200, 200),
      joined: EPOCH_MS - rng.int(60, 4000) * DAY,
      city,
      rating: reviews === 0 ? 0 : Math.round((3.2 + rng.next() * 1.8) * 10) / 10,
      reviews,
      badges: rng.sample(BADGES, rng.int(0, 3)).sort(),
      responseTime: rng.pick(RESPONSE_TIMES),
      isBusiness: i !== 0 && rng.chance(0.2),
      listings: [],
    });
  }

  const photos = (listingId: string, count: number, landscape: boolean): Photo[] =>
    Array.from({ length: count }, () => {
      const id = fresh(16, '3');
      const [w, h] = landscape ? [1280, 960] : [960, 1280];
      return { id, url: photoUrl(id, w, h), width: w, height: h, link: listingUrl(listingId) };
    });
  const place = (city: City) => ({
    // Within about 15 km of the city centre.
    lat: Math.round((city.lat + (rng.next() - 0.5) * 0.2) * 10_000) / 10_000,
    lng: Math.round((city.lng + (rng.next() - 0.5) * 0.2) * 10_000) / 10_000,
  });
  const when = () => EPOCH_MS - rng.int(0, 3) * 3_600_000 - rng.skewed(60 * DAY, 2) - rng.int(1, 59) * 60_000;
  const localPrice = (dollars: number, city: City) => Math.round((dollars * city.perDollar) / 5) * 5;

  const listings: Listing[] = [];
  const add = (listing: Listing) => {
    listings.push(listing);
    listing.seller.listings.push(listing);
  };

  // Items.
  const itemCount = Math.max(160, Math.round(scale * 0.6));
  for (let i = 0; i < itemCount; i++) {
    const known = i === 0;
    const id = known ? claim(K.listing.id) : fresh(16, '1');
    const seller = known ? sellers[0]! : rng.pick(sellers);
    const slug = known ? 'electronics' : rng.pick(ITEM_SLUGS);
    const [good, low, high] = known ? GOODS.electronics![0]! : rng.pick(GOODS[slug]!);
    const city = seller.city;
    const condition = known ? 'used_like_new' : rng.pick(CONDITIONS);
    const adjective = rng.pick(ADJECTIVES);
    add({
      id, type: 'item',
      title: known ? K.listing.title : `${good}`,
      description: `${adjective}. ${good}, ${CONDITION_TEXT[condition].toLowerCase()}. Pickup in ${city.name}${rng.chance(0.4) ? ', can deliver nearby' : ''}. Message me with questions.`,
      price: known ? K.listing.price : localPrice(rng.int(low, high), city),
      condition, category: category(slug), city, ...(known ? { lat: austin.lat, lng: austin.lng } : place(city)),
      photos: photos(id, known ? K.listing.photos : rng.int(1, 6), rng.chance(0.6)),
      seller, time: known ? Date.parse(K.listing.time) : when(), isSold: !known && rng.chance(0.08), delivery: rng.pick(DELIVERY),
      url: listingUrl(id),
    });
  }

  // Vehicles.
  const vehicleCount = Math.max(60, Math.round(scale / 5));
  for (let i = 0; i < vehicleCount; i++) {
    const known = i === 0;
    const id = known ? claim(K.vehicle.id) : fresh(16, '1');
    const seller = known ? sellers[0]! : rng.pick(sellers);
    const [make, models] = rng.pick(MAKES);
    const model = rng.pick(models);
    const year = rng.int(2004, 2025);
    const metric = seller.city.countryCode !== 'US' && seller.city.countryCode !== 'GB';
    const miles = (2026 - year) * rng.int(6000, 15000) + rng.int(0, 999);
    const city = seller.city;
    const dollars = Math.max(1500, Math.round(38_000 * Math.pow(0.86, 2026 - year) * (0.8 + rng.next() * 0.4)));
    add({
      id, type: 'vehicle', title: `${year} ${make} ${model}`,
      description: `${year} ${make} ${model}, ${metric ? Math.round(miles * 1.609) : miles} ${metric ? 'km' : 'miles'}. Clean title, service records available.`,
      price: localPrice(dollars, city), condition: rng.pick(CONDITIONS.slice(1)), category: category('vehicles'), city, ...place(city),
      photos: photos(id, rng.int(3, 8), true), seller, time: known ? Date.parse(K.vehicle.time) : when(), isSold: false, delivery: ['IN_PERSON'],
      url: listingUrl(id),
      vehicle: {
        make, model, year, mileage: metric ? Math.round(miles * 1.609) : miles, mileageUnit: metric ? 'km' : 'mi',
        transmission: rng.pick(TRANSMISSIONS), fuel: rng.pick(FUELS),
      },
    });
  }

  // Rentals.
  const rentalCount = Math.max(60, Math.round(scale / 5));
  for (let i = 0; i < rentalCount; i++) {
    const known = i === 0;
    const id = known ? claim(K.rental.id) : fresh(16, '1');
    const seller = known ? sellers[0]! : rng.pick(sellers);
    const city = seller.city;
    const propertyType = rng.pick(PROPERTY_TYPES);
    const bedrooms = propertyType === 'Room' ? 1 : rng.int(0, 4);
    const bathrooms = propertyType === 'Room' ? 1 : Math.max(1, Math.min(3, bedrooms - rng.int(0, 1)));
    const squareFeet = propertyType === 'Room' ? rng.int(100, 250) : 350 + bedrooms * rng.int(250, 400);
    add({
      id, type: 'rental',
      title: bedrooms === 0 ? `Studio ${propertyType.toLowerCase()} for rent` : `${bedrooms} bed ${bathrooms} bath ${propertyType.toLowerCase()} for rent`,
      description: `${propertyType} in ${city.name}, ${squareFeet} sq ft. ${rng.chance(0.5) ? 'Pets welcome. ' : ''}Available now.`,
      price: localPrice(600 + bedrooms * rng.int(350, 700) + rng.int(0, 400), city), condition: 'used_good', category: category('propertyrentals'),
      city, ...place(city), photos: photos(id, rng.int(3, 8), true), seller, time: known ? Date.parse(K.rental.time) : when(),
      isSold: false, delivery: ['IN_PERSON'], url: listingUrl(id),
      rental: { bedrooms, bathrooms, squareFeet, propertyType },
    });
  }

  const byTimeDesc = (a: Listing, b: Listing) => b.time - a.time || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  listings.sort(byTimeDesc);
  for (const seller of sellers) seller.listings.sort(byTimeDesc);
  return { cities: [...CITIES], categories: [...CATEGORIES], listings, sellers };
}
