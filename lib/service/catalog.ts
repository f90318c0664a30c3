import * as z from 'zod/mini';
import {
  booleanText,
  calendarDate,
  coordinate,
  countryCode,
  cursor,
  decimal,
  eitherOf,
  httpLink,
  integerInRange,
  isoTimestamp,
  numericId,
  oneOf,
  optionalText,
  ordered,
  requiredText,
  shortcode,
  timeZone,
  together,
  withDefault,
  wholeNumber,
} from './params';
import { ServiceError } from './errors';

/**
 * The operation catalog: the single source of truth for every operation the extension uses.
 * Paths, parameter schemas, prices, cache kinds and page sizes all come from here; the client,
 * the cost shown on buttons, the cache, the emulator's routes and the README table derive from it.
 */

/** How an operation is priced. */
export type PriceRule =
  | { kind: 'flat'; credits: number }
  /** 1 credit, or `exact` credits when exact_followers_count=true. */
  | { kind: 'exact_followers'; credits: number; exact: number }
  /** ceil(posts_returned / per) credits, minimum 1; estimated from `limit` before the call. */
  | { kind: 'per_posts'; per: number };

/** What kind of data an answer holds; each kind has its own cache lifetime. */
export type CacheKind = 'details' | 'list' | 'search' | 'reference' | 'account';

/** The model an operation's body normalises into (see normalize.ts). */
export type ModelKind =
  | 'id'
  | 'page'
  | 'group'
  | 'post'
  | 'post_extended'
  | 'video'
  | 'post_list'
  | 'video_list'
  | 'reel_list'
  | 'comment_list'
  | 'reply_list'
  | 'attachment_list'
  | 'page_search'
  | 'people_search'
  | 'location_search'
  | 'post_search'
  | 'video_search'
  | 'ad_list'
  | 'advertiser'
  | 'country_list'
  | 'ad_keyword_list'
  | 'ad_details'
  | 'listing_list'
  | 'vehicle_list'
  | 'rental_list'
  | 'listing'
  | 'seller'
  | 'category_list'
  | 'city_list'
  | 'media_download'
  | 'photo_profile'
  | 'photo_post'
  | 'photo_post_list'
  | 'photo_reel_list'
  | 'photo_highlight_list'
  | 'photo_story_list'
  | 'photo_search'
  | 'photo_location_list'
  | 'usage'
  | 'limits'
  | 'top_ups';

// Plain object types keep every schema's output a record of strings (the query string).
type ParamShape = Record<string, z.ZodMiniType<string | undefined, unknown>>;

export interface OperationDef<S extends ParamShape = ParamShape> {
  path: string;
  params: z.ZodMiniObject<S, z.core.$strict>;
  price: PriceRule;
  cache: CacheKind;
  model: ModelKind;
  /** Items per call for list operations (as the spec states them). */
  pageSize?: { min: number; max: number; default: number };
  /** Whether the answer carries a cursor for the next page. */
  paginated: boolean;
  /** The query parameter that carries the next page's cursor, when it is not `end_cursor`. */
  cursorParam?: 'max_id';
}

/** A check across parameters (see `together` and `ordered` in params.ts). */
type QueryCheck = ReturnType<typeof together>;

// Generic in the model kind too, so each entry's `model` keeps its literal type (normalize's
// return type is read from it). `checks` run once every parameter is valid on its own. An
// operation's schema is built the first time it is read: building all of them costs the worker's
// start about 10 ms, and a start serves one or two operations.
const op = <S extends ParamShape, M extends ModelKind>({
  params: shape,
  checks = () => [],
  ...def
}: Omit<OperationDef<S>, 'params' | 'model'> & { params: () => S; model: M; checks?: () => QueryCheck[] }) => {
  let built: z.ZodMiniObject<S, z.core.$strict> | undefined;
  return {
    ...def,
    get params(): z.ZodMiniObject<S, z.core.$strict> {
      if (built) return built;
      const params = z.strictObject(shape());
      const all = checks() as z.core.$ZodCheck<z.output<typeof params>>[];
      return (built = all.length ? params.check(...all) : params);
    },
  };
};

const FLAT_1: PriceRule = { kind: 'flat', credits: 1 };
const FREE: PriceRule = { kind: 'flat', credits: 0 };

const postListParams = () => ({
  link: requiredText('link'),
  limit: integerInRange(3, 9, 3),
  end_cursor: cursor(),
  after_time: z.optional(isoTimestamp()),
  before_time: z.optional(isoTimestamp()),
  timezone: z.optional(timeZone()),
});

// Marketplace filters shared by search, vehicles and rentals.
const searchCentre = () => ({
  filter_location_latitude: z.optional(coordinate(90)),
  filter_location_longitude: z.optional(coordinate(180)),
  filter_radius_km: z.optional(decimal(0, false)),
});
const priceRange = () => ({
  filter_price_lower_bound: z.optional(wholeNumber()),
  filter_price_upper_bound: z.optional(wholeNumber()),
});
const marketplaceChecks = () => [
  together('filter_location_latitude', 'filter_location_longitude'),
  ordered('filter_price_lower_bound', 'filter_price_upper_bound'),
];

/** A photo username: without the @ (one is dropped), letters, digits, `.` and `_`, at most 30. */
const username = () =>
  z.pipe(
    z.pipe(requiredText('username'), z.transform((v) => v.replace(/^@/, ''))),
    z.string().check(z.regex(/^[A-Za-z0-9._]{1,30}$/, 'username must be letters, digits, . and _ (at most 30), without the @')),
  );
/** A highlight's id: its digits, or the `highlight:<digits>` form the service also answers with. */
const highlightId = () =>
  z.pipe(requiredText('highlight_id'), z.string().check(z.regex(/^(highlight:)?\d+$/, 'highlight_id must be a highlight id such as 17890012345678901')));

export const OPERATIONS = {
  // Pages
  social_get_page_id: op({
    path: '/social/pages/id',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'reference', model: 'id', paginated: false,
  }),
  social_get_page_details: op({
    path: '/social/pages/details',
    params: () => ({ link: requiredText('link'), exact_followers_count: withDefault(booleanText(), 'false') }),
    price: { kind: 'exact_followers', credits: 1, exact: 5 }, cache: 'details', model: 'page', paginated: false,
  }),
  social_get_page_posts: op({
    path: '/social/pages/posts',
    params: postListParams, price: { kind: 'per_posts', per: 3 }, cache: 'list', model: 'post_list',
    pageSize: { min: 3, max: 9, default: 3 }, paginated: true,
  }),
  social_get_page_reels: op({
    path: '/social/pages/reels',
    params: () => ({ link: requiredText('link'), end_cursor: cursor() }), price: FLAT_1, cache: 'list', model: 'reel_list',
    paginated: true,
  }),
  social_get_page_videos: op({
    path: '/social/pages/videos',
    params: () => ({ link: requiredText('link'), end_cursor: cursor() }), price: FLAT_1, cache: 'list', model: 'video_list',
    paginated: true,
  }),
  // Groups
  social_get_group_id: op({
    path: '/social/groups/id',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'reference', model: 'id', paginated: false,
  }),
  social_get_group_details: op({
    path: '/social/groups/details',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'details', model: 'group', paginated: false,
  }),
  social_get_group_posts: op({
    path: '/social/groups/posts',
    params: postListParams, price: { kind: 'per_posts', per: 3 }, cache: 'list', model: 'post_list',
    pageSize: { min: 3, max: 9, default: 3 }, paginated: true,
  }),
  social_get_group_videos: op({
    path: '/social/groups/videos',
    params: () => ({ link: requiredText('link'), end_cursor: cursor() }), price: FLAT_1, cache: 'list', model: 'video_list',
    paginated: true,
  }),
  // Posts
  social_get_post_id: op({
    path: '/social/posts/id',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'reference', model: 'id', paginated: false,
  }),
  social_get_post_details: op({
    path: '/social/posts/details',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'details', model: 'post', paginated: false,
  }),
  social_get_post_details_extended: op({
    path: '/social/posts/details/extended',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'details', model: 'post_extended', paginated: false,
  }),
  social_get_post_attachments: op({
    path: '/social/posts/attachments',
    params: () => ({ post_id: numericId('post_id') }), price: { kind: 'flat', credits: 5 }, cache: 'details',
    model: 'attachment_list', paginated: false,
  }),
  social_get_video_details: op({
    path: '/social/posts/video',
    params: () => ({ video_id: numericId('video_id') }), price: FLAT_1, cache: 'details', model: 'video', paginated: false,
  }),
  social_get_post_comments: op({
    path: '/social/posts/comments',
    params: () => ({ link: requiredText('link'), end_cursor: cursor(), include_reply_info: z.optional(booleanText()) }),
    price: FLAT_1, cache: 'list', model: 'comment_list', pageSize: { min: 1, max: 30, default: 30 }, paginated: true,
  }),
  social_get_comment_replies: op({
    path: '/social/posts/comments/replies',
    params: () => ({ comment_feedback_id: requiredText('comment_feedback_id'), expansion_token: requiredText('expansion_token') }),
    price: FLAT_1, cache: 'list', model: 'reply_list', paginated: false,
  }),
  // Search
  social_search_pages: op({
    path: '/social/search/pages',
    params: () => ({ query: requiredText('query'), location_uid: optionalText(), end_cursor: cursor() }),
    price: FLAT_1, cache: 'search', model: 'page_search', pageSize: { min: 3, max: 3, default: 3 }, paginated: true,
  }),
  social_search_people: op({
    path: '/social/search/people',
    params: () => ({ query: requiredText('query'), location_uid: optionalText(), end_cursor: cursor() }),
    price: FLAT_1, cache: 'search', model: 'people_search', paginated: true,
  }),
  social_search_locations: op({
    path: '/social/search/locations',
    params: () => ({ query: requiredText('query') }), price: FLAT_1, cache: 'reference', model: 'location_search',
    paginated: false,
  }),
  social_search_posts: op({
    path: '/social/search/posts',
    params: () => ({
      query: requiredText('query'), location_uid: optionalText(), start_time: z.optional(calendarDate()),
      end_time: z.optional(calendarDate()), recent_posts: z.optional(booleanText()), end_cursor: cursor(),
    }),
    price: FLAT_1, cache: 'search', model: 'post_search', paginated: true,
  }),
  social_search_videos: op({
    path: '/social/search/videos',
    params: () => ({
      query: requiredText('query'), most_recent: z.optional(booleanText()), videos_live: z.optional(booleanText()),
      fields: optionalText(), end_cursor: cursor(),
    }),
    price: FLAT_1, cache: 'search', model: 'video_search', paginated: true,
  }),
  // Ads library
  social_ads_countries: op({
    path: '/social/ads/countries',
    params: () => ({}), price: FLAT_1, cache: 'reference', model: 'country_list', paginated: false,
  }),
  social_ads_search: op({
    path: '/social/ads/search',
    params: () => ({
      query: optionalText(), ad_page_id: optionalText(), country: z.optional(countryCode()),
      activeStatus: z.optional(z.enum(['ALL', 'Active', 'Inactive'], { error: 'must be ALL, Active or Inactive' })),
      after_time: z.optional(calendarDate()), before_time: z.optional(calendarDate()),
      sort_data: z.optional(z.enum(['impressions', 'recent'], { error: 'must be impressions or recent' })),
      end_cursor: cursor(),
    }),
    price: FLAT_1, cache: 'list', model: 'ad_list', paginated: true,
  }),
  social_ads_page_details: op({
    path: '/social/ads/page-details',
    params: () => ({ page_id: requiredText('page_id') }), price: FLAT_1, cache: 'details', model: 'advertiser',
    paginated: false,
  }),
  social_ads_keywords: op({
    path: '/social/ads/keywords',
    params: () => ({ query: requiredText('query'), country: z.optional(countryCode()) }), price: FLAT_1, cache: 'search',
    model: 'ad_keyword_list', paginated: false,
  }),
  social_ads_archive_details: op({
    path: '/social/ads/archive-details',
    params: () => ({
      ad_archive_id: numericId('ad_archive_id'), page_id: z.optional(numericId('page_id')),
      country: z.optional(countryCode()), is_ad_non_political: z.optional(booleanText()),
      is_ad_not_aaa_eligible: z.optional(booleanText()),
    }),
    price: FLAT_1, cache: 'details', model: 'ad_details', paginated: false,
  }),
  // Marketplace
  social_marketplace_search: op({
    path: '/social/marketplace/search',
    params: () => ({
      query: optionalText(), category_url: optionalText(),
      commerce_search_sort_by: z.optional(oneOf(['BEST_MATCH', 'CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'PRICE_DESCEND'])),
      commerce_search_and_rp_condition: z.optional(oneOf(['new', 'used_like_new', 'used_good', 'used_fair'])),
      ...searchCentre(), ...priceRange(),
      posted_today: z.optional(booleanText()), exact_match: z.optional(booleanText()),
      limit: integerInRange(1, 24, 24), end_cursor: cursor(),
    }),
    checks: marketplaceChecks, price: FLAT_1, cache: 'search', model: 'listing_list',
    pageSize: { min: 1, max: 24, default: 24 }, paginated: true,
  }),
  social_marketplace_listing: op({
    path: '/social/marketplace/listing',
    params: () => ({ listing_id: numericId('listing_id') }), price: FLAT_1, cache: 'details', model: 'listing', paginated: false,
  }),
  social_marketplace_seller: op({
    path: '/social/marketplace/seller',
    params: () => ({ seller_id: requiredText('seller_id') }), price: FLAT_1, cache: 'details', model: 'seller', paginated: false,
  }),
  social_marketplace_categories: op({
    path: '/social/marketplace/categories',
    params: () => ({}), price: FLAT_1, cache: 'reference', model: 'category_list', paginated: false,
  }),
  social_marketplace_city_coordinates: op({
    path: '/social/marketplace/city-coordinates',
    params: () => ({ city: requiredText('city'), country: optionalText(), exactly_one: z.optional(booleanText()) }),
    price: FLAT_1, cache: 'reference', model: 'city_list', paginated: false,
  }),
  social_marketplace_vehicles: op({
    path: '/social/marketplace/vehicles',
    params: () => ({
      sort_by: z.optional(oneOf(['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'VEHICLE_MILEAGE_ASCEND', 'VEHICLE_YEAR_ASCEND'])),
      ...searchCentre(), ...priceRange(),
      is_c2c_listing_only: z.optional(booleanText()), exact_match: z.optional(booleanText()), end_cursor: cursor(),
    }),
    checks: marketplaceChecks, price: FLAT_1, cache: 'search', model: 'vehicle_list',
    pageSize: { min: 24, max: 24, default: 24 }, paginated: true,
  }),
  social_marketplace_rentals: op({
    path: '/social/marketplace/rentals',
    params: () => ({
      sort_by: z.optional(oneOf(['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'BEST_MATCH'])),
      ...searchCentre(), ...priceRange(),
      filter_bedrooms_min: z.optional(wholeNumber()), filter_bedrooms_max: z.optional(wholeNumber()),
      filter_bathrooms_min: z.optional(decimal(0, true)), filter_bathrooms_max: z.optional(decimal(0, true)),
      is_c2c_listing_only: z.optional(booleanText()), end_cursor: cursor(),
    }),
    checks: () => [
      ...marketplaceChecks(),
      ordered('filter_bedrooms_min', 'filter_bedrooms_max'),
      ordered('filter_bathrooms_min', 'filter_bathrooms_max'),
    ],
    price: FLAT_1, cache: 'search', model: 'rental_list', pageSize: { min: 24, max: 24, default: 24 }, paginated: true,
  }),
  // Media
  social_download_media: op({
    path: '/social/media/download',
    // The answer's links are signed and expire within hours: the short lifetime of lists.
    params: () => ({ url: httpLink('url') }), price: FLAT_1, cache: 'list', model: 'media_download', paginated: false,
  }),
  // Photo network (service-facts.md: all 1 credit a call, no page size stated)
  photo_get_user_id: op({
    path: '/photo/user/id',
    params: () => ({ link: optionalText(), username: optionalText() }), checks: () => [eitherOf('username', 'link')],
    price: FLAT_1, cache: 'reference', model: 'id', paginated: false,
  }),
  photo_get_profile_details: op({
    path: '/photo/profile/details',
    params: () => ({ username: username(), link: optionalText() }), price: FLAT_1, cache: 'details', model: 'photo_profile',
    paginated: false,
  }),
  photo_get_profile_posts: op({
    path: '/photo/profile/posts',
    params: () => ({ username: z.optional(username()), user_id: z.optional(numericId('user_id')), end_cursor: cursor() }),
    checks: () => [eitherOf('username', 'user_id')], price: FLAT_1, cache: 'list', model: 'photo_post_list', paginated: true,
  }),
  photo_get_profile_reels: op({
    path: '/photo/profile/reels',
    params: () => ({ user_id: numericId('user_id'), end_cursor: cursor() }), price: FLAT_1, cache: 'list', model: 'photo_reel_list',
    paginated: true,
  }),
  photo_get_profile_highlights: op({
    path: '/photo/profile/highlights',
    params: () => ({ user_id: numericId('user_id') }), price: FLAT_1, cache: 'list', model: 'photo_highlight_list',
    paginated: false,
  }),
  photo_get_highlight_details: op({
    path: '/photo/highlight/details',
    params: () => ({ highlight_id: highlightId() }), price: FLAT_1, cache: 'details', model: 'photo_story_list',
    paginated: false,
  }),
  photo_get_post_id: op({
    path: '/photo/post/id',
    params: () => ({ link: requiredText('link') }), price: FLAT_1, cache: 'reference', model: 'id', paginated: false,
  }),
  photo_get_post_details: op({
    path: '/photo/post/details',
    params: () => ({ shortcode: shortcode('shortcode') }), price: FLAT_1, cache: 'details', model: 'photo_post', paginated: false,
  }),
  photo_get_reels_feed: op({
    path: '/photo/reels/feed',
    // clips_media_id chains the feed from a reel already seen; it is not a page cursor.
    params: () => ({ clips_media_id: optionalText() }), price: FLAT_1, cache: 'list', model: 'photo_reel_list', paginated: false,
  }),
  photo_get_reels_by_audio: op({
    path: '/photo/reels/audio',
    params: () => ({ audio_id: numericId('audio_id'), max_id: cursor() }), price: FLAT_1, cache: 'list', model: 'photo_reel_list',
    paginated: true, cursorParam: 'max_id',
  }),
  photo_popular_search: op({
    path: '/photo/search',
    params: () => ({ keyword: requiredText('keyword'), end_cursor: cursor() }), price: FLAT_1, cache: 'search', model: 'photo_search',
    paginated: true,
  }),
  photo_get_location_posts: op({
    path: '/photo/location/posts',
    params: () => ({ location_id: numericId('location_id'), tab: withDefault(oneOf(['ranked', 'recent']), 'ranked'), end_cursor: cursor() }),
    price: FLAT_1, cache: 'list', model: 'photo_post_list', paginated: true,
  }),
  photo_get_nearby_locations: op({
    path: '/photo/location/nearby',
    params: () => ({ location_id: numericId('location_id') }), price: FLAT_1, cache: 'reference', model: 'photo_location_list',
    paginated: false,
  }),
  // Account (free)
  account_get_usage: op({
    path: '/usage', params: () => ({}), price: FREE,
    cache: 'account', model: 'usage', paginated: false,
  }),
  account_get_limits: op({
    path: '/usage/limits', params: () => ({}), price: FREE,
    cache: 'account', model: 'limits', paginated: false,
  }),
  account_get_top_ups: op({
    path: '/usage/top-ups', params: () => ({}), price: FREE,
    cache: 'account', model: 'top_ups', paginated: false,
  }),
} as const;

export type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;
/** Parameters as a caller may write them (booleans and numbers allowed). */
export type ParamsIn<Id extends OperationId> = z.input<Operations[Id]['params']>;

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

export function isOperationId(value: unknown): value is OperationId {
  return typeof value === 'string' && Object.hasOwn(OPERATIONS, value);
}

export function getOperation(id: OperationId): OperationDef {
  return OPERATIONS[id] as unknown as OperationDef;
}

/** The query parameter that carries a list operation's next-page cursor. */
export function cursorParamOf(id: OperationId): 'end_cursor' | 'max_id' {
  return getOperation(id).cursorParam ?? 'end_cursor';
}

/** Finds the operation served at a path ("/social/pages/details"). */
const BY_PATH = new Map(OPERATION_IDS.map((id) => [OPERATIONS[id].path as string, id]));
export function operationForPath(path: string): OperationId | undefined {
  return BY_PATH.get(path.replace(/\/+$/, '') || '/');
}


/**
 * Validates parameters against the catalog, before any request is sent.
 * Returns the query parameters as text with defaults applied and empty values dropped.
 */
export function validateParams<Id extends OperationId>(id: Id, params: unknown): Record<string, string> {
  const schema = getOperation(id).params;
  // An empty value means "not given": it is omitted, never sent empty.
  const given: Record<string, unknown> = {};
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') given[key] = value;
    }
  }
  const result = schema.safeParse(given);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const name =
        issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.map(String).join('.') || 'parameters';
      const message = issue.code === 'unrecognized_keys' ? 'is not a parameter of this operation' : issue.message;
      return `${name}: ${message}`;
    });
    const first = result.error.issues[0];
    const param = first?.code === 'unrecognized_keys' ? first.keys[0] : first?.path.map(String).join('.');
    throw new ServiceError('invalid_params', { issues, ...(param ? { param } : {}) });
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.data as Record<string, string | undefined>)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Credits a call is expected to cost, before it is sent (post lists estimate from `limit`). */
export function estimateCost(id: OperationId, params: Record<string, string>): number {
  const price = getOperation(id).price;
  switch (price.kind) {
    case 'flat':
      return price.credits;
    case 'exact_followers':
      return params.exact_followers_count === 'true' ? price.exact : price.credits;
    case 'per_posts':
      return postsPrice(Number(params.limit ?? getOperation(id).pageSize?.default ?? 3), price.per);
  }
}

/** Credits a call costs once its answer is known (post lists charge by posts returned). */
export function actualCost(id: OperationId, params: Record<string, string>, itemsReturned: number): number {
  const price = getOperation(id).price;
  return price.kind === 'per_posts' ? postsPrice(itemsReturned, price.per) : estimateCost(id, params);
}

function postsPrice(posts: number, per: number): number {
  return Math.max(1, Math.ceil(posts / per));
}

/** A price rule in English words, for the README's operations table (scripts/operations-table.ts); the pages say prices through the catalogue. */
export function describePrice(id: OperationId): string {
  const price = getOperation(id).price;
  switch (price.kind) {
    case 'flat':
      return price.credits === 0 ? 'free' : `${price.credits} credit${price.credits === 1 ? '' : 's'}`;
    case 'exact_followers':
      return `${price.credits} credit; ${price.exact} with exact_followers_count=true`;
    case 'per_posts':
      return `ceil(posts returned / ${price.per}), minimum 1`;
  }
}

