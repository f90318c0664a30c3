import { getOperation } from '../../service/catalog';
import type { ErrorView } from '../types';
import { nounOf, operationOf, pagePrice, pageSizeOf, requestPrice, repliesRequest } from './specs';
import type { JobEstimate, JobSpec } from './types';

/**
 * What a job will cost before it starts, from the catalog's price rules and what the service
 * announced: exact when the total and the page size are known (7 calls, 7 credits for 210
 * comments), a range otherwise. Kept answers make it cheaper, never dearer. The page says it in
 * words (lib/ui/jobs/job-text.ts): the worker never shows it.
 */

export interface EstimateContext {
  /** Credits left of today's budget (absent without a budget). */
  budgetLeft?: number;
  /** The account's balance as last reported. */
  creditsLeft?: number;
  /** Why the job cannot start at all (invalid input, not on the site). */
  refusal?: ErrorView;
}

/** Credits of `items` spread over pages of `size` at the operation's price rule. */
function creditsFor(spec: JobSpec, items: number, size: number): number {
  const rule = getOperation(operationOf(spec)).price;
  if (rule.kind !== 'per_posts') return Math.max(1, Math.ceil(items / size)) * pagePrice(spec);
  const full = Math.floor(items / size);
  const rest = items - full * size;
  const cost = (n: number) => Math.max(1, Math.ceil(n / rule.per));
  return items === 0 ? cost(0) : full * cost(size) + (rest > 0 ? cost(rest) : 0);
}

export function estimateJob(spec: JobSpec, ctx: EstimateContext = {}): JobEstimate {
  const noun = nounOf(spec);
  const total = spec.announcedTotal;
  const size = pageSizeOf(spec);
  const price = pagePrice(spec);
  const replyPrice = requestPrice(repliesRequest({ feedbackId: 'x', token: 'x' }));
  let calls: JobEstimate['calls'];
  let credits: JobEstimate['credits'];
  if (total !== undefined && size !== undefined) {
    const pages = Math.max(1, Math.ceil(total / size));
    const paid = creditsFor(spec, total, size);
    calls = { min: pages, max: pages };
    credits = { min: paid, max: paid };
    if (spec.withReplies) {
      // One call per comment that has replies: between none and every comment.
      calls = { min: pages, max: pages + total };
      credits = { min: paid, max: paid + total * replyPrice };
    }
  } else {
    calls = { min: 1 };
    credits = { min: price };
  }
  const fallback = credits.max ?? ctx.creditsLeft ?? credits.min;
  const defaultCap = ctx.budgetLeft !== undefined ? ctx.budgetLeft : Math.min(fallback, ctx.creditsLeft ?? fallback);
  const out: JobEstimate = { calls, credits, noun, pagePrice: price, defaultCap };
  if (spec.withReplies) out.replyPrice = replyPrice;
  if (total !== undefined) out.total = total;
  if (ctx.budgetLeft !== undefined) out.budgetLeft = ctx.budgetLeft;
  if (ctx.refusal) out.refusal = ctx.refusal;
  return out;
}
