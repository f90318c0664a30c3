import * as z from 'zod/mini';
import { integer } from '../../util/integer';
import { byUseCase, USE_CASE_INPUTS } from '../use-cases';
import { JOB_USE_CASES } from './types';

/** The job spec as the background validates it (apart from types.ts, so views need no zod). */

/** A use case's input without its cursor: the job walks the pages itself. */
function withoutCursor(input: z.ZodMiniObject): z.ZodMiniObject {
  const { end_cursor: _cursor, ...shape } = input.shape;
  return z.object(shape);
}

export const jobSpec = byUseCase(JOB_USE_CASES, (name) =>
  z.object({
    input: withoutCursor(USE_CASE_INPUTS[name] as z.ZodMiniObject),
    /** post_comments only: also every comment's replies, after the comments. */
    withReplies: z.optional(z.boolean()),
    /** What the service announced (a post's comment count, an advertiser's total ads). */
    announcedTotal: z.optional(z.number().check(...integer(), z.nonnegative())),
    /** What the job collects, for people: "Comments of post 2257188721032235". */
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
);
