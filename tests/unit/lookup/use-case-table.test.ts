import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { planCost } from '../../../lib/lookup/chains';
import { JOB_USE_CASES, nounOf } from '../../../lib/lookup/jobs/kinds';
import { requestOperation } from '../../../lib/lookup/jobs/specs';
import { refreshableOperations, refreshRequest } from '../../../lib/lookup/library/refresh';
import { USE_CASE_INPUTS, USE_CASE_NAMES, type UseCaseName, type UseCaseRequest } from '../../../lib/lookup/use-cases';
import { oneOperation, USE_CASES, type UseCaseEntry } from '../../../lib/lookup/use-cases/table';
import { cursorParamOf, getOperation, type OperationId } from '../../../lib/service/catalog';

// The pieces derived from the use-case table agree with it: the views' job nouns (a generated
// file), the jobs' lists, and what fetches a kept answer again.

const entryOf = (name: UseCaseName) => USE_CASES[name] as UseCaseEntry<UseCaseName>;
const jobUseCases = USE_CASE_NAMES.filter((name) => oneOperation(name)?.job);

/** lib/lookup/jobs/kinds.ts as the table makes it. */
function kindsSource(): string {
  const nouns = jobUseCases.map((name) => `  ${name}: '${oneOperation(name)!.job!.noun}',`);
  return [
    '// Generated from lib/lookup/use-cases/table.ts (each entry\'s `job`) by',
    '// tests/unit/lookup/use-case-table.test.ts: do not edit; after a change to the table, run',
    '// `npx vitest run -u tests/unit/lookup/use-case-table.test.ts`. Apart from the table, with no',
    '// catalog or zod, so the views\' progress texts do not bring them into every page.',
    '',
    '/** The use cases a job can collect, and the plural word for their items. */',
    'export const JOB_NOUNS = {',
    ...nouns,
    '} as const;',
    '',
    'export type JobUseCase = keyof typeof JOB_NOUNS;',
    '',
    'export const JOB_USE_CASES = Object.keys(JOB_NOUNS) as JobUseCase[];',
    '',
    'export function nounOf(spec: { useCase: JobUseCase }): string {',
    '  return JOB_NOUNS[spec.useCase];',
    '}',
    '',
  ].join('\n');
}

/** A kept answer's parameters, for each operation whose answers can be fetched again. */
const KEPT: Partial<Record<OperationId, Record<string, string>>> = {
  social_get_page_details: { link: 'https://www.social.example/northwindgames', exact_followers_count: 'false' },
  social_get_group_details: { link: 'https://www.social.example/groups/corvitarts' },
  social_get_post_details: { link: 'https://www.social.example/northwindgames/posts/2257188721032235' },
  social_get_post_details_extended: { link: 'https://www.social.example/reel/1234567890' },
  social_get_video_details: { video_id: '387081299304444' },
  social_get_page_posts: { link: 'https://www.social.example/northwindgames', limit: '6' },
  social_get_group_posts: { link: 'https://www.social.example/groups/corvitarts', limit: '3' },
  social_get_page_videos: { link: 'https://www.social.example/northwindgames' },
  social_get_page_reels: { link: 'https://www.social.example/northwindgames' },
  social_get_group_videos: { link: 'https://www.social.example/groups/corvitarts' },
  social_get_post_comments: { link: 'https://www.social.example/northwindgames/posts/2257188721032235', include_reply_info: 'true' },
  social_get_comment_replies: { comment_feedback_id: 'f', expansion_token: 't' },
  social_search_pages: { query: 'q' },
  social_search_people: { query: 'q' },
  social_search_posts: { query: 'q', recent_posts: 'true' },
  social_search_videos: { query: 'q', most_recent: 'false' },
  social_search_locations: { query: 'q' },
  social_ads_search: { query: 'q', country: 'US' },
  social_ads_page_details: { page_id: '204512345678901' },
  social_marketplace_seller: { seller_id: '100070000000001' },
  photo_get_profile_details: { username: 'lumen.atelier' },
  photo_get_profile_posts: { username: 'lumen.atelier', end_cursor: 'QVFCa2x1' },
  photo_get_profile_reels: { user_id: '51234567', end_cursor: 'cmVlbHMy' },
  photo_get_profile_highlights: { user_id: '51234567' },
  photo_get_highlight_details: { highlight_id: '17890012345678901' },
  photo_get_post_details: { shortcode: 'DMF-GjGO0-q' },
  photo_get_location_posts: { location_id: '213385402', tab: 'recent' },
  photo_get_nearby_locations: { location_id: '213385402' },
  photo_get_reels_by_audio: { audio_id: '611234567890123', max_id: 'QVFEbWF4' },
  photo_get_reels_feed: {},
  photo_popular_search: { keyword: 'harbour', end_cursor: 'c2VhcmNo' },
};

describe('the use-case table', () => {
  it('has one entry per use case input, and each is one operation or a chain', () => {
    expect(Object.keys(USE_CASES)).toEqual(Object.keys(USE_CASE_INPUTS));
    for (const name of USE_CASE_NAMES) expect(['operation' in entryOf(name), 'plan' in entryOf(name)]).toContain(true);
  });

  it('the views\' job nouns (jobs/kinds.ts) are generated from it', async () => {
    await expect(kindsSource()).toMatchFileSnapshot('../../../lib/lookup/jobs/kinds.ts');
    expect(JOB_USE_CASES).toEqual(jobUseCases);
    for (const name of JOB_USE_CASES) expect(nounOf({ useCase: name })).toMatch(/^[a-z]+s$|^people$/);
  });

  it.each(jobUseCases)('job %s collects a list operation that pages by cursor', (name) => {
    const op = oneOperation(name)!.operation;
    expect(getOperation(op).paginated).toBe(true);
    // Inputs name the cursor end_cursor; the operation takes it under its own name (reels by audio: max_id).
    expect(Object.keys(getOperation(op).params.shape)).toContain(cursorParamOf(op));
    expect(Object.keys((USE_CASE_INPUTS[name] as z.ZodMiniObject).shape)).toContain('end_cursor');
    // A job of a use case that may take a username instead of the id runs with the id.
    const input = oneOperation(name)!.byUsername ? { user_id: '1' } : {};
    expect(requestOperation({ useCase: name, input } as UseCaseRequest)).toBe(op);
  });

  it('every refreshable operation has a kept sample here', () => {
    expect([...refreshableOperations().keys()].sort()).toEqual(Object.keys(KEPT).sort());
  });

  it.each(Object.entries(KEPT))('a kept %s answer is fetched again by a use case whose plan calls it', async (op, params) => {
    const request = refreshRequest(op as OperationId, params!);
    expect(request).not.toBeNull();
    const estimate = await planCost(request!);
    expect(estimate.steps.map((s) => s.operationId)).toContain(op);
  });
});
