import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { jobSpec } from '../../../lib/lookup/jobs/schema';
import { USE_CASE_INPUTS, USE_CASE_NAMES, useCaseRequest } from '../../../lib/lookup/use-cases';

// The request and job schemas pick a use case's schema by `useCase` themselves; they must answer
// exactly as zod's discriminated union over the same options did: the same data, the same issues.
const asUnion = z.discriminatedUnion(
  'useCase',
  USE_CASE_NAMES.map((name) => z.object({ useCase: z.literal(name), input: USE_CASE_INPUTS[name] })) as unknown as [
    z.ZodMiniObject<{ useCase: z.ZodMiniLiteral<string>; input: z.ZodMiniType }>,
  ],
);

const answer = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? { data: r.data } : { issues: r.error.issues.map(({ path, message, code }) => ({ path, message, code: code === 'invalid_value' || code === 'invalid_union' ? 'no such use case' : code })) };
};

const REQUESTS: unknown[] = [
  { useCase: 'lookup_url', input: { url: ' https://www.social.example/northwindgames ' } },
  { useCase: 'page_posts', input: { link: 'x', limit: 6, end_cursor: 'c', extra: 1 }, more: true },
  { useCase: 'page_posts', input: { link: '', limit: 12 } },
  { useCase: 'page_posts', input: { limit: '3' } },
  { useCase: 'marketplace_rentals', input: { filter_bedrooms_min: 2, sort_by: 'BEST_MATCH' } },
  { useCase: 'marketplace_rentals', input: { sort_by: 'CHEAPEST' } },
  { useCase: 'search_posts', input: { query: 'q', recent_posts: 'yes' } },
  { useCase: 'nope', input: {} },
  { useCase: 3 },
  { input: { url: 'x' } },
  { useCase: 'lookup_url' },
  'lookup_url',
  ['lookup_url'],
  null,
];

describe('use case requests', () => {
  it.each(REQUESTS.map((r) => [JSON.stringify(r), r]))('%s reads as the discriminated union read it', (_, request) => {
    expect(answer(useCaseRequest, request)).toEqual(answer(asUnion, request));
  });

  it('job specs drop the cursor and keep their own fields, in order', () => {
    const spec = { useCase: 'post_comments', input: { link: ' x ', end_cursor: 'c' }, withReplies: true, label: ' Comments ', other: 1 };
    expect(z.safeParse(jobSpec, spec)).toEqual({ success: true, data: { useCase: 'post_comments', input: { link: 'x' }, withReplies: true, label: 'Comments' } });
    const bad = z.safeParse(jobSpec, { useCase: 'post_comments', input: {}, label: '' });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['input', 'link'], ['label']]);
    expect(z.safeParse(jobSpec, { useCase: 'lookup_url', input: { url: 'x' }, label: 'x' }).error?.issues.map((i) => i.path)).toEqual([['useCase']]);
  });
});
