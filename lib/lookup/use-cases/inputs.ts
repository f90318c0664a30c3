import * as z from 'zod/mini';
import { integer } from '../../util/integer';
import { lazyValues } from '../../util/lazy-values';

/**
 * The input of each use case the background offers to the popup and the side panel, validated with
 * these schemas on both sides of the messaging boundary. What each use case does with it (its
 * operation or chain, its job, how a kept answer refreshes) is its entry in table.ts, which must
 * have one entry per name here. Apart from the table so that the types below, which the lookup
 * core's lower modules use, import no chain.
 */

const text = (max: number, min = 0) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const link = text(4096, 1);
const cursor = optionalText(4096);
const dateText = optionalText(40);
const numericText = z.string().check(z.regex(/^\d+$/));
/** A photo username, an @ before it dropped, lowercased (the site's usernames are): letters, digits, `.` and `_`. */
const photoUsername = () =>
  z.pipe(
    z.pipe(z.string().check(z.trim()), z.transform((v: string) => v.replace(/^@/, '').toLowerCase())),
    z.string().check(z.regex(/^[a-z0-9._]{1,30}$/)),
  );
/** A profile named by its numeric id or its username (one of them). */
const userIdOrName = <S extends Record<string, z.ZodMiniType>>(shape: S) =>
  z.object({ ...shape, user_id: z.optional(numericText), username: z.optional(photoUsername()) }).check(
    z.refine((v: { user_id?: unknown; username?: unknown }) => v.user_id !== undefined || v.username !== undefined, { message: 'a username or a user_id is needed', path: ['username'] }),
  );

/** Filters of post lists: a shape, spread into the schema of each use case that takes them. */
const postListFilters = () => ({
  limit: z.optional(z.number().check(...integer(), z.gte(3), z.lte(9))),
  after_time: dateText,
  before_time: dateText,
  timezone: optionalText(64),
  end_cursor: cursor,
});

const adsFilters = () => ({
  country: optionalText(8),
  activeStatus: z.optional(z.enum(['ALL', 'Active', 'Inactive'])),
  after_time: dateText,
  before_time: dateText,
  sort_data: z.optional(z.enum(['impressions', 'recent'])),
  end_cursor: cursor,
});

const amount = z.optional(z.number().check(...integer(), z.gte(0), z.lte(1e9)));
const rooms = z.optional(z.number().check(...integer(), z.gte(0), z.lte(100)));
/** Individual sellers only (no dealers or agencies). */
const privateSellers = z.optional(z.boolean());

/** Marketplace filters shared by search, vehicles and rentals (the service's own names). */
const marketplaceFilters = () => ({
  filter_location_latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  filter_location_longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  filter_radius_km: z.optional(z.number().check(z.gt(0), z.lte(1000))),
  filter_price_lower_bound: amount,
  filter_price_upper_bound: amount,
  end_cursor: cursor,
});

// Each use case's schema is built when first read (lazyValues).
export const USE_CASE_INPUTS = lazyValues({
  /** Classify a URL, then fetch the details of what it points at. */
  lookup_url: () => z.object({ url: link }),
  /** Page details with the exact follower count (5 credits). */
  page_exact_followers: () => z.object({ link }),
  page_posts: () => z.object({ ...postListFilters(), link }),
  page_videos: () => z.object({ link, end_cursor: cursor }),
  page_reels: () => z.object({ link, end_cursor: cursor }),
  group_posts: () => z.object({ ...postListFilters(), link }),
  group_videos: () => z.object({ link, end_cursor: cursor }),
  /** 30 top-level comments a page, with reply info. */
  post_comments: () => z.object({ link, end_cursor: cursor }),
  comment_replies: () => z.object({ comment_feedback_id: text(512, 1), expansion_token: text(4096, 1) }),
  /** Post id (from the post's details when known, else social_get_post_id), then attachments. */
  post_attachments: () => z.object({ link, post_id: z.optional(numericText) }),
  post_extended: () => z.object({ link }),
  video_details: () => z.object({ video_id: numericText }),
  /** Page details → ad_page_id → ads search and the advertiser profile. */
  page_related_ads: () => z.object({ ...adsFilters(), link }),
  /** Post details → author's page → as page_related_ads. */
  post_related_ads: () => z.object({ ...adsFilters(), link }),
  search_pages: () => z.object({ query: link, location_uid: optionalText(200), end_cursor: cursor }),
  search_people: () => z.object({ query: link, location_uid: optionalText(200), end_cursor: cursor }),
  search_posts: () => z.object({
    query: link, location_uid: optionalText(200), start_time: dateText, end_time: dateText,
    recent_posts: z.optional(z.boolean()), end_cursor: cursor,
  }),
  search_videos: () => z.object({
    query: link, most_recent: z.optional(z.boolean()), videos_live: z.optional(z.boolean()), end_cursor: cursor,
  }),
  search_locations: () => z.object({ query: link }),
  ads_library: () => z.object({ ...adsFilters(), query: optionalText(200), ad_page_id: optionalText(64) }),
  ads_countries: () => z.object({}),
  advertiser: () => z.object({ page_id: text(64, 1) }),
  /** Advertisers whose name matches a keyword (a brand): their ads library ids. */
  ads_keywords: () => z.object({ query: text(200, 1), country: optionalText(8) }),
  /** One ad in full: every version, platforms, dates, spend and reach. */
  ad_details: () => z.object({ ad_archive_id: numericText, page_id: z.optional(numericText), country: optionalText(8) }),
  /** A listing, and its seller's profile when asked (the listing names the seller). */
  marketplace_listing: () => z.object({ listing_id: numericText, with_seller: z.optional(z.boolean()) }),
  marketplace_seller: () => z.object({ seller_id: text(64, 1) }),
  marketplace_search: () => z.object({
    ...marketplaceFilters(),
    query: optionalText(200),
    category_url: optionalText(200),
    commerce_search_sort_by: z.optional(z.enum(['BEST_MATCH', 'CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'PRICE_DESCEND'])),
    commerce_search_and_rp_condition: z.optional(z.enum(['new', 'used_like_new', 'used_good', 'used_fair'])),
    posted_today: z.optional(z.boolean()),
  }),
  marketplace_categories: () => z.object({}),
  /** A city's coordinates: the centre of a marketplace search. */
  marketplace_cities: () => z.object({ city: text(200, 1), country: optionalText(64) }),
  marketplace_vehicles: () => z.object({
    ...marketplaceFilters(),
    sort_by: z.optional(z.enum(['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'VEHICLE_MILEAGE_ASCEND', 'VEHICLE_YEAR_ASCEND'])),
    is_c2c_listing_only: privateSellers,
  }),
  marketplace_rentals: () => z.object({
    ...marketplaceFilters(),
    sort_by: z.optional(z.enum(['CREATION_TIME_DESCEND', 'PRICE_ASCEND', 'BEST_MATCH'])),
    filter_bedrooms_min: rooms,
    filter_bedrooms_max: rooms,
    // Whole bathrooms: what the service's own description and its emulator take.
    filter_bathrooms_min: rooms,
    filter_bathrooms_max: rooms,
    is_c2c_listing_only: privateSellers,
  }),
  /** Direct links of a post's, reel's or video's media, where the page gives none. */
  media_links: () => z.object({ url: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096), z.regex(/^https?:\/\//i)) }),
  // The photo network. Cursors are `end_cursor` here whatever the operation calls them (reels by
  // audio page with `max_id`: the table's call renames it, see operationCall).
  /** A profile's details by its username. */
  photo_profile: () => z.object({ username: photoUsername() }),
  photo_profile_posts: () => z.object({ username: photoUsername(), end_cursor: cursor }),
  /**
   * A profile's reels, by its numeric id (what the operation takes), or by its username: the id
   * kept for it (free), else photo_get_user_id once (kept), then the reels. A job needs the id.
   */
  photo_profile_reels: () => userIdOrName({ end_cursor: cursor }),
  /** A profile's highlights, by id or username as photo_profile_reels. */
  photo_profile_highlights: () => userIdOrName({}),
  /** The stories inside one highlight. */
  photo_highlight: () => z.object({ highlight_id: z.string().check(z.trim(), z.regex(/^(highlight:)?\d{1,25}$/)) }),
  /** One post or reel by its shortcode (the part after `/p/` or `/reel/`). */
  photo_post: () => z.object({ shortcode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{5,64}$/)) }),
  photo_location_posts: () => z.object({ location_id: numericText, tab: z.optional(z.enum(['ranked', 'recent'])), end_cursor: cursor }),
  photo_nearby_locations: () => z.object({ location_id: numericText }),
  photo_audio_reels: () => z.object({ audio_id: numericText, end_cursor: cursor }),
  /** The recommended reels feed, continued from a reel already seen when given. */
  photo_reels_feed: () => z.object({ clips_media_id: optionalText(64) }),
  /** Top profiles, hashtags and places for a keyword (a hashtag's way in: the service has no tag posts). */
  photo_search: () => z.object({ keyword: text(200, 1), end_cursor: cursor }),
});

export type UseCaseName = keyof typeof USE_CASE_INPUTS;
export type UseCaseInput<U extends UseCaseName> = z.input<(typeof USE_CASE_INPUTS)[U]>;
export const USE_CASE_NAMES = Object.keys(USE_CASE_INPUTS) as UseCaseName[];

/**
 * An object whose `useCase` picks the schema of the rest: a use case's own, by name. What zod's
 * discriminated union does, in a few lines (its class would add to the worker): a `useCase` of none
 * of them fails at `useCase`, and the picked schema's issues keep their paths.
 */
export function byUseCase<N extends string>(names: readonly N[], schemaOf: (name: N) => z.ZodMiniObject) {
  // Each name's schema is built on its first use (a worker's start builds none of them).
  const schemas = new Map<N, z.ZodMiniObject>();
  const schema = (name: N) => schemas.get(name) ?? schemas.set(name, schemaOf(name)).get(name)!;
  return z.pipe(
    z.looseObject({ useCase: z.enum(names as [N, ...N[]]) }),
    z.transform((value, ctx) => {
      const parsed = z.safeParse(schema(value.useCase), value);
      if (parsed.success) return { useCase: value.useCase, ...(parsed.data as object) };
      ctx.issues.push(...(parsed.error.issues as z.core.$ZodRawIssue[]));
      return z.NEVER;
    }),
  );
}

/** A request for a use case, as the UI sends it. */
export const useCaseRequest = byUseCase(USE_CASE_NAMES, (name) => z.object({ input: USE_CASE_INPUTS[name] }));
export type UseCaseRequest = { [U in UseCaseName]: { useCase: U; input: UseCaseInput<U> } }[UseCaseName];
