import { z } from 'zod';

/**
 * The use cases the background offers to the popup and the side panel: each is a chain of catalog
 * operations (see plan.ts for the chains and their costs, run.ts for how they run). Inputs are
 * validated with these schemas on both sides of the messaging boundary.
 */

const link = z.string().trim().min(1).max(4096);
const cursor = z.string().max(4096).optional();
const dateText = z.string().max(40).optional();

export const postListFilters = z.object({
  limit: z.number().int().min(3).max(9).optional(),
  after_time: dateText,
  before_time: dateText,
  timezone: z.string().max(64).optional(),
  end_cursor: cursor,
});

export const adsFilters = z.object({
  country: z.string().max(8).optional(),
  activeStatus: z.enum(['ALL', 'Active', 'Inactive']).optional(),
  after_time: dateText,
  before_time: dateText,
  sort_data: z.enum(['impressions', 'recent']).optional(),
  end_cursor: cursor,
});

export const USE_CASE_INPUTS = {
  /** Classify a URL, then fetch the details of what it points at. */
  lookup_url: z.object({ url: link }),
  /** Page details with the exact follower count (5 credits). */
  page_exact_followers: z.object({ link }),
  page_posts: postListFilters.extend({ link }),
  page_videos: z.object({ link, end_cursor: cursor }),
  page_reels: z.object({ link, end_cursor: cursor }),
  group_posts: postListFilters.extend({ link }),
  group_videos: z.object({ link, end_cursor: cursor }),
  /** 30 top-level comments a page, with reply info. */
  post_comments: z.object({ link, end_cursor: cursor }),
  comment_replies: z.object({ comment_feedback_id: z.string().min(1).max(512), expansion_token: z.string().min(1).max(4096) }),
  /** Post id (from the post's details when known, else social_get_post_id), then attachments. */
  post_attachments: z.object({ link, post_id: z.string().regex(/^\d+$/).optional() }),
  post_extended: z.object({ link }),
  video_details: z.object({ video_id: z.string().regex(/^\d+$/) }),
  /** Page details → ad_page_id → ads search and the advertiser profile. */
  page_related_ads: adsFilters.extend({ link }),
  /** Post details → author's page → as page_related_ads. */
  post_related_ads: adsFilters.extend({ link }),
  search_pages: z.object({ query: link, location_uid: z.string().optional(), end_cursor: cursor }),
  search_people: z.object({ query: link, location_uid: z.string().optional(), end_cursor: cursor }),
  search_posts: z.object({
    query: link, location_uid: z.string().optional(), start_time: dateText, end_time: dateText,
    recent_posts: z.boolean().optional(), end_cursor: cursor,
  }),
  search_videos: z.object({
    query: link, most_recent: z.boolean().optional(), videos_live: z.boolean().optional(), end_cursor: cursor,
  }),
  search_locations: z.object({ query: link }),
  ads_library: adsFilters.extend({ query: z.string().max(200).optional(), ad_page_id: z.string().max(64).optional() }),
  ads_countries: z.object({}),
  advertiser: z.object({ page_id: z.string().min(1).max(64) }),
} as const;

export type UseCaseName = keyof typeof USE_CASE_INPUTS;
export type UseCaseInput<U extends UseCaseName> = z.input<(typeof USE_CASE_INPUTS)[U]>;
export const USE_CASE_NAMES = Object.keys(USE_CASE_INPUTS) as UseCaseName[];

/** A request for a use case, as the UI sends it. */
export const useCaseRequest = z.discriminatedUnion(
  'useCase',
  USE_CASE_NAMES.map((name) => z.object({ useCase: z.literal(name), input: USE_CASE_INPUTS[name] })) as unknown as [
    z.ZodObject<{ useCase: z.ZodLiteral<UseCaseName>; input: z.ZodType }>,
  ],
);
export type UseCaseRequest = { [U in UseCaseName]: { useCase: U; input: UseCaseInput<U> } }[UseCaseName];
