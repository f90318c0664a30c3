// The emulator's own description of the service, written from the interface spec and the public
// reference (operations.json, service-facts.md), never from the extension's catalog: a pricing or
// parameter mistake on one side is then caught by the contract test instead of being mirrored.
// For each operation: id, path, parameters (required, type and limits, enum values, defaults),
// price rule, and what a `link`-like parameter resolves to.

/** What a link parameter is read as when it is a bare word (no host): a page, a group or a post. */
export type LinkTarget = 'page' | 'group' | 'post' | 'media';

export type ParamType =
  | { type: 'text' }
  /** A site URL (or a bare slug / id) that resolves to an entity of the dataset. */
  | { type: 'link'; target: LinkTarget }
  | { type: 'numeric_id' }
  | { type: 'integer'; min: number; max: number }
  /** A whole number ≥ min (prices, bedrooms…). */
  | { type: 'whole'; min: number }
  /** A decimal number within [min, max] (latitude, longitude, radius). */
  | { type: 'decimal'; min: number; max: number }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  /** YYYY-MM-DD */
  | { type: 'date' }
  /** ISO 8601 timestamp (offset, local or plain date). */
  | { type: 'timestamp' }
  | { type: 'timezone' }
  /** Two-letter country code or ALL (upper-cased). */
  | { type: 'country' }
  | { type: 'cursor' }
  /** Text of a given shape (a username, a shortcode…); `strip` is dropped from its start first. */
  | { type: 'pattern'; pattern: string; hint: string; strip?: string };

export type ParamSpec = ParamType & { name: string; required?: boolean; default?: string };

export type PriceRule =
  | { kind: 'flat'; credits: number }
  /** `credits`, or `exact` when exact_followers_count=true. */
  | { kind: 'exact_followers'; credits: number; exact: number }
  /** ceil(posts returned / per), minimum 1. */
  | { kind: 'per_posts'; per: number };

export interface OperationSpec {
  id: string;
  path: string;
  params: readonly ParamSpec[];
  price: PriceRule;
  /** Two parameters of which at least one must be given. */
  oneOf?: readonly [string, string];
}

const ONE: PriceRule = { kind: 'flat', credits: 1 };
const FREE: PriceRule = { kind: 'flat', credits: 0 };

const link = (target: LinkTarget): ParamSpec => ({ name: 'link', type: 'link', target, required: true });
const text = (name: string, required = false): ParamSpec => ({ name, type: 'text', required });
const bool = (name: string, fallback?: 'true' | 'false'): ParamSpec =>
  fallback === undefined ? { name, type: 'boolean' } : { name, type: 'boolean', default: fallback };
const cursor: ParamSpec = { name: 'end_cursor', type: 'cursor' };
const date = (name: string): ParamSpec => ({ name, type: 'date' });
const numeric = (name: string): ParamSpec => ({ name, type: 'numeric_id', required: true });
/** A photo username: letters, digits, `.` and `_` (at most 30); one leading @ is dropped. */
const username: ParamSpec = {
  name: 'username', type: 'pattern', pattern: '^[A-Za-z0-9._]{1,30}$', hint: 'letters, digits, . and _ (at most 30)', strip: '@', required: true,
};

const postList = (target: LinkTarget): ParamSpec[] => [
  link(target),
  { name: 'limit', type: 'integer', min: 3, max: 9, default: '3' },
  cursor,
  { name: 'after_time', type: 'timestamp' },
  { name: 'before_time', type: 'timestamp' },
  { name: 'timezone', type: 'timezone' },
];

/** Location, price and radius filters shared by the marketplace lists. */
const near: ParamSpec[] = [
  { name: 'filter_location_latitude', type: 'decimal', min: -90, max: 90 },
  { name: 'filter_location_longitude', type: 'decimal', min: -180, max: 180 },
  { name: 'filter_price_lower_bound', type: 'whole', min: 0 },
  { name: 'filter_price_upper_bound', type: 'whole', min: 0 },
  { name: 'filter_radius_km', type: 'decimal', min: 1, max: 500 },
];

export const SERVICE: readonly OperationSpec[] = [
  // Pages
  { id: 'social_get_page_id', path: '/social/pages/id', params: [link('page')], price: ONE },
  {
    id: 'social_get_page_details', path: '/social/pages/details',
    params: [link('page'), bool('exact_followers_count', 'false')], price: { kind: 'exact_followers', credits: 1, exact: 5 },
  },
  { id: 'social_get_page_posts', path: '/social/pages/posts', params: postList('page'), price: { kind: 'per_posts', per: 3 } },
  { id: 'social_get_page_reels', path: '/social/pages/reels', params: [link('page'), cursor], price: ONE },
  { id: 'social_get_page_videos', path: '/social/pages/videos', params: [link('page'), cursor], price: ONE },
  // Groups
  { id: 'social_get_group_id', path: '/social/groups/id', params: [link('group')], price: ONE },
  { id: 'social_get_group_details', path: '/social/groups/details', params: [link('group')], price: ONE },
  { id: 'social_get_group_posts', path: '/social/groups/posts', params: postList('group'), price: { kind: 'per_posts', per: 3 } },
  { id: 'social_get_group_videos', path: '/social/groups/videos', params: [link('group'), cursor], price: ONE },
  // Posts
  { id: 'social_get_post_id', path: '/social/posts/id', params: [link('post')], price: ONE },
  { id: 'social_get_post_details', path: '/social/posts/details', params: [link('post')], price: ONE },
  { id: 'social_get_post_details_extended', path: '/social/posts/details/extended', params: [link('post')], price: ONE },
  {
    id: 'social_get_post_attachments', path: '/social/posts/attachments',
    params: [{ name: 'post_id', type: 'numeric_id', required: true }], price: { kind: 'flat', credits: 5 },
  },
  { id: 'social_get_video_details', path: '/social/posts/video', params: [{ name: 'video_id', type: 'numeric_id', required: true }], price: ONE },
  {
    id: 'social_get_post_comments', path: '/social/posts/comments',
    params: [link('post'), cursor, bool('include_reply_info')], price: ONE,
  },
  {
    id: 'social_get_comment_replies', path: '/social/posts/comments/replies',
    params: [text('comment_feedback_id', true), text('expansion_token', true)], price: ONE,
  },
  // Search
  { id: 'social_search_pages', path: '/social/search/pages', params: [text('query', true), text('location_uid'), cursor], price: ONE },
  { id: 'social_search_people', path: '/social/search/people', params: [text('query', true), text('location_uid'), cursor], price: ONE },
  { id: 'social_search_locations', path: '/social/search/locations', params: [text('query', true)], price: ONE },
  {
    id: 'social_search_posts', path: '/social/search/posts',
    params: [text('query', true), text('location_uid'), date('start_time'), date('end_time'), bool('recent_posts'), cursor], price: ONE,
  },
  {
    id: 'social_search_videos', path: '/social/search/videos',
    params: [text('query', true), bool('most_recent'), bool('videos_live'), text('fields'), cursor], price: ONE,
  },
  // Ads library
  { id: 'social_ads_countries', path: '/social/ads/countries', params: [], price: ONE },
  {
    id: 'social_ads_search', path: '/social/ads/search',
    params: [
      text('query'), text('ad_page_id'), { name: 'country', type: 'country' },
      { name: 'activeStatus', type: 'enum', values: ['ALL', 'Active', 'Inactive'] },
      date('after_time'), date('before_time'), { name: 'sort_data', type: 'enum', values: ['impressions', 'recent'] }, cursor,
    ],
    price: ONE,
  },
  { id: 'social_ads_page_details', path: '/social/ads/page-details', params: [text('page_id', true)], price: ONE },
  {
    id: 'social_ads_archive_details', path: '/social/ads/archive-details',
    params: [
      { name: 'ad_archive_id', type: 'numeric_id', required: true }, text('page_id'), { name: 'country', type: 'country', default: 'ALL' },
      bool('is_ad_non_political', 'false'), bool('is_ad_not_aaa_eligible', 'false'),
    ],
    price: ONE,
  },
  {
    id: 'social_ads_keywords', path: '/social/ads/keywords',
    params: [text('query', true), { name: 'country', type: 'country', default: 'ALL' }], price: ONE,
  },
  // Marketplace
  {
    id: 'social_marketplace_search', path: '/social/marketplace/search',
    params: [
      text('query'), text('category_url'),
      { name: 'commerce_search_sort_by', type: 'enum', values: ['BEST_MATCH', 'CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'PRICE_DESCEND'], default: 'BEST_MATCH' },
      { name: 'commerce_search_and_rp_condition', type: 'enum', values: ['new', 'used_like_new', 'used_good', 'used_fair'] },
      ...near, bool('posted_today'), bool('exact_match'),
      { name: 'limit', type: 'integer', min: 1, max: 24, default: '24' }, cursor,
    ],
    price: ONE,
  },
  { id: 'social_marketplace_listing', path: '/social/marketplace/listing', params: [{ name: 'listing_id', type: 'numeric_id', required: true }], price: ONE },
  { id: 'social_marketplace_seller', path: '/social/marketplace/seller', params: [{ name: 'seller_id', type: 'numeric_id', required: true }], price: ONE },
  { id: 'social_marketplace_categories', path: '/social/marketplace/categories', params: [], price: ONE },
  {
    id: 'social_marketplace_city_coordinates', path: '/social/marketplace/city-coordinates',
    params: [text('city', true), text('country'), bool('exactly_one')], price: ONE,
  },
  {
    id: 'social_marketplace_vehicles', path: '/social/marketplace/vehicles',
    params: [
      { name: 'sort_by', type: 'enum', values: ['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'VEHICLE_MILEAGE_ASCEND', 'VEHICLE_YEAR_ASCEND'], default: 'CREATION_TIME_DESCEND' },
      ...near, bool('is_c2c_listing_only'), bool('exact_match'), cursor,
    ],
    price: ONE,
  },
  {
    id: 'social_marketplace_rentals', path: '/social/marketplace/rentals',
    params: [
      { name: 'sort_by', type: 'enum', values: ['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'BEST_MATCH'], default: 'CREATION_TIME_DESCEND' },
      ...near,
      { name: 'filter_bedrooms_min', type: 'whole', min: 0 }, { name: 'filter_bedrooms_max', type: 'whole', min: 0 },
      { name: 'filter_bathrooms_min', type: 'whole', min: 0 }, { name: 'filter_bathrooms_max', type: 'whole', min: 0 },
      bool('is_c2c_listing_only'), cursor,
    ],
    price: ONE,
  },
  // Media
  { id: 'social_download_media', path: '/social/media/download', params: [{ name: 'url', type: 'link', target: 'media', required: true }], price: ONE },
  // Photo network
  {
    // Its username is plain text (any name is looked up, an unknown one finds nothing), as the reference gives it.
    id: 'photo_get_user_id', path: '/photo/user/id', params: [text('link'), text('username')],
    oneOf: ['username', 'link'], price: ONE,
  },
  { id: 'photo_get_profile_details', path: '/photo/profile/details', params: [username, text('link')], price: ONE },
  {
    id: 'photo_get_profile_posts', path: '/photo/profile/posts',
    params: [{ ...username, required: false }, { ...numeric('user_id'), required: false }, cursor], oneOf: ['username', 'user_id'], price: ONE,
  },
  { id: 'photo_get_profile_reels', path: '/photo/profile/reels', params: [numeric('user_id'), cursor], price: ONE },
  { id: 'photo_get_profile_highlights', path: '/photo/profile/highlights', params: [numeric('user_id')], price: ONE },
  {
    id: 'photo_get_highlight_details', path: '/photo/highlight/details',
    params: [{ name: 'highlight_id', type: 'pattern', pattern: '^(highlight:)?\\d+$', hint: 'a highlight id such as 17890012345678901', required: true }],
    price: ONE,
  },
  { id: 'photo_get_post_id', path: '/photo/post/id', params: [text('link', true)], price: ONE },
  {
    id: 'photo_get_post_details', path: '/photo/post/details',
    params: [{ name: 'shortcode', type: 'pattern', pattern: '^[A-Za-z0-9_-]{5,64}$', hint: "a post's shortcode such as DMF-GjGO0-q", required: true }],
    price: ONE,
  },
  { id: 'photo_get_reels_feed', path: '/photo/reels/feed', params: [text('clips_media_id')], price: ONE },
  // Reels by audio page with max_id, not end_cursor.
  { id: 'photo_get_reels_by_audio', path: '/photo/reels/audio', params: [numeric('audio_id'), { name: 'max_id', type: 'cursor' }], price: ONE },
  { id: 'photo_popular_search', path: '/photo/search', params: [text('keyword', true), cursor], price: ONE },
  {
    id: 'photo_get_location_posts', path: '/photo/location/posts',
    params: [numeric('location_id'), { name: 'tab', type: 'enum', values: ['ranked', 'recent'], default: 'ranked' }, cursor], price: ONE,
  },
  { id: 'photo_get_nearby_locations', path: '/photo/location/nearby', params: [numeric('location_id')], price: ONE },
  // Account (free)
  { id: 'account_get_usage', path: '/usage', params: [], price: FREE },
  { id: 'account_get_limits', path: '/usage/limits', params: [], price: FREE },
  { id: 'account_get_top_ups', path: '/usage/top-ups', params: [], price: FREE },
];

/**
 * Operations of the service the emulator does not serve, and why (none at present). The contract
 * test accepts these being in the extension's catalog and absent here.
 */
export const NOT_SERVED: Readonly<Record<string, string>> = {};

const BY_ID = new Map(SERVICE.map((op) => [op.id, op]));
const BY_PATH = new Map(SERVICE.map((op) => [op.path, op]));

export function operationById(id: string): OperationSpec | undefined {
  return BY_ID.get(id);
}

/** The operation served at a path ("/social/pages/details", trailing slashes ignored). */
export function operationAt(path: string): OperationSpec | undefined {
  return BY_PATH.get(path.replace(/\/+$/, '') || '/');
}

export function isServedOperation(id: string): boolean {
  return BY_ID.has(id);
}

// ---------------------------------------------------------------------------------------------
// Validation: the service answers 400 naming each parameter at fault, before any charge.

export interface ParamIssue {
  param: string;
  msg: string;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function isTimestamp(value: string): boolean {
  if (isDate(value)) return true;
  const m = TIME_RE.exec(value);
  return m !== null && isDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The value as the service reads it, or an issue. */
function check(spec: ParamSpec, raw: string): { value: string } | { msg: string } {
  const value = raw.trim();
  switch (spec.type) {
    case 'text':
    case 'cursor':
    case 'link':
      return { value };
    case 'numeric_id':
      return /^\d+$/.test(value) ? { value } : { msg: `${spec.name} must be a numeric id` };
    case 'integer': {
      const range = `must be a whole number from ${spec.min} to ${spec.max}`;
      if (!NUMBER_RE.test(value)) return { msg: range };
      const n = Number(value);
      if (!Number.isInteger(n)) return { msg: range };
      if (n < spec.min) return { msg: `must be at least ${spec.min}` };
      if (n > spec.max) return { msg: `must be at most ${spec.max}` };
      return { value: String(n) };
    }
    case 'whole': {
      if (!/^\d+$/.test(value)) return { msg: `must be a whole number of at least ${spec.min}` };
      const n = Number(value);
      return n >= spec.min ? { value: String(n) } : { msg: `must be at least ${spec.min}` };
    }
    case 'decimal': {
      const n = Number(value);
      if (!NUMBER_RE.test(value) || !Number.isFinite(n)) return { msg: `must be a decimal number from ${spec.min} to ${spec.max}` };
      return n >= spec.min && n <= spec.max ? { value } : { msg: `must be from ${spec.min} to ${spec.max}` };
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? { value } : { msg: 'must be true or false' };
    case 'enum':
      return spec.values.includes(value) ? { value } : { msg: `must be one of ${spec.values.join(', ')}` };
    case 'date':
      return isDate(value) ? { value } : { msg: 'must be a date in the form YYYY-MM-DD' };
    case 'timestamp':
      return isTimestamp(value) ? { value } : { msg: 'must be an ISO 8601 timestamp such as 2026-01-31T12:00:00Z' };
    case 'timezone':
      return value && isTimeZone(value) ? { value } : { msg: 'must be an IANA time zone such as UTC or Europe/Paris' };
    case 'pattern': {
      const text = spec.strip && value.startsWith(spec.strip) ? value.slice(spec.strip.length) : value;
      return new RegExp(spec.pattern).test(text) ? { value: text } : { msg: `${spec.name} must be ${spec.hint}` };
    }
    case 'country': {
      const code = value.toUpperCase();
      return /^([A-Z]{2}|ALL)$/.test(code) ? { value: code } : { msg: 'must be a two-letter country code or ALL' };
    }
  }
}

/**
 * Validates a query against an operation: unknown parameters, missing required ones and bad
 * values are issues. An empty value counts as not given. Returns the values as the service reads
 * them (trimmed, normalised, defaults applied).
 */
export function validateQuery(op: OperationSpec, query: Record<string, string>): { ok: true; params: Record<string, string> } | { ok: false; issues: ParamIssue[] } {
  const issues: ParamIssue[] = [];
  const known = new Set(op.params.map((p) => p.name));
  for (const name of Object.keys(query)) {
    if (!known.has(name) && query[name] !== '') issues.push({ param: name, msg: 'is not a parameter of this operation' });
  }
  const params: Record<string, string> = {};
  for (const spec of op.params) {
    const raw = query[spec.name];
    const given = raw !== undefined && raw.trim() !== '';
    if (!given) {
      if (spec.required) issues.push({ param: spec.name, msg: `${spec.name} is required` });
      else if (spec.default !== undefined) params[spec.name] = spec.default;
      continue;
    }
    const result = check(spec, raw);
    if ('msg' in result) issues.push({ param: spec.name, msg: result.msg });
    else params[spec.name] = result.value;
  }
  if (op.oneOf && op.oneOf.every((name) => params[name] === undefined) && !issues.some((i) => op.oneOf!.includes(i.param))) {
    issues.push({ param: op.oneOf[0], msg: `${op.oneOf[0]} or ${op.oneOf[1]} is required` });
  }
  return issues.length ? { ok: false, issues } : { ok: true, params };
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Credits a successful call costs, given its validated parameters and the items it returned. */
export function priceOf(op: OperationSpec, params: Record<string, string>, itemsReturned: number): number {
  const price = op.price;
  switch (price.kind) {
    case 'flat':
      return price.credits;
    case 'exact_followers':
      return params.exact_followers_count === 'true' ? price.exact : price.credits;
    case 'per_posts':
      return Math.max(1, Math.ceil(itemsReturned / price.per));
  }
}
