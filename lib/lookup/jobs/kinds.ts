// Generated from lib/lookup/use-cases/table.ts (each entry's `job`) by
// tests/unit/lookup/use-case-table.test.ts: do not edit; after a change to the table, run
// `npx vitest run -u tests/unit/lookup/use-case-table.test.ts`. Apart from the table, with no
// catalog or zod, so the views' progress texts do not bring them into every page.

/** The use cases a job can collect, and the plural word for their items. */
export const JOB_NOUNS = {
  page_posts: 'posts',
  page_videos: 'videos',
  page_reels: 'reels',
  group_posts: 'posts',
  group_videos: 'videos',
  post_comments: 'comments',
  search_pages: 'pages',
  search_people: 'people',
  search_posts: 'posts',
  search_videos: 'videos',
  ads_library: 'ads',
  photo_profile_posts: 'posts',
  photo_profile_reels: 'reels',
  photo_location_posts: 'posts',
  photo_audio_reels: 'reels',
  photo_search: 'results',
} as const;

export type JobUseCase = keyof typeof JOB_NOUNS;

export const JOB_USE_CASES = Object.keys(JOB_NOUNS) as JobUseCase[];

export function nounOf(spec: { useCase: JobUseCase }): string {
  return JOB_NOUNS[spec.useCase];
}
