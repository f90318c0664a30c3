import { ServiceError, serializeError } from '../service/errors';
import type { Budget } from './budget';
import { estimatePlan, type PeekResult, type Plan, type UserIdOf } from './plan';
import type { OperationId } from '../service/catalog';
import type { CostEstimate, ErrorView } from './types';

/** A request that will not run, priced at nothing, with why. */
export function unpriced(refusal: ErrorView): CostEstimate {
  return { credits: 0, refreshCredits: 0, cached: false, steps: [], exact: true, overBudget: false, refusal };
}

/**
 * What a plan costs now (kept steps free), what a refresh would cost, and whether it would take
 * the day over the budget: the figures on every paid button.
 */
export async function estimateRun(
  plan: Plan,
  options: {
    peek: (op: OperationId, params: Record<string, string>) => Promise<PeekResult>;
    budget: Budget;
    dailyBudget: number | null;
    now: () => number;
    refresh: boolean;
    /** Kept photo user ids: known ids are free whether refreshing or not. */
    userIdOf?: UserIdOf;
  },
): Promise<CostEstimate> {
  if (plan.refusal || !plan.chain) return unpriced(plan.refusal ?? serializeError(new ServiceError('unsupported')));
  const fresh = await estimatePlan(plan, undefined, options.now, options.userIdOf);
  const used = options.refresh ? fresh : await estimatePlan(plan, options.peek, options.now, options.userIdOf);
  const ages = used.steps.filter((x) => x.cached && x.cachedAgeMs !== undefined).map((x) => x.cachedAgeMs!);
  const out: CostEstimate = {
    credits: used.credits,
    refreshCredits: fresh.credits,
    cached: !options.refresh && used.steps.length > 0 && used.steps.every((x) => x.cached),
    steps: used.steps.map((x) => ({ operationId: x.operationId, credits: x.credits, cached: x.cached })),
    exact: used.exact,
    overBudget: false,
  };
  if (ages.length) out.cachedAgeMs = Math.max(...ages);
  if (options.dailyBudget !== null) {
    const spent = await options.budget.spentToday();
    out.budgetLeft = Math.max(0, options.dailyBudget - spent);
    out.overBudget = used.credits > 0 && spent + used.credits > options.dailyBudget;
  }
  return out;
}
