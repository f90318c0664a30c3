import { skipToken, useQuery } from '@tanstack/react-query';
import type { CostEstimate, CreditsView, ErrorView } from '../../lookup/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import { useUi } from '../app/context';
import type { Cost } from './cost-text';
import { keys } from '../requests/query-client';
import { useSession } from './session';
import { definedOnly } from '../../util/defined';

/**
 * What a button costs: the background's estimate (the catalog's prices minus what is cached),
 * with the budget and the balance applied here, from the session's live credits. So a change of
 * the budget, or a call that spent credits, re-marks every button at once without asking the
 * background again; an estimate is asked again only when the cache may answer it now.
 */

/** The background's estimate of a request (free; asked with the others of the same moment). */
export function useEstimate(request: UseCaseRequest | null, refresh = false) {
  const { stores } = useUi();
  return useQuery<CostEstimate>({
    queryKey: request ? keys.estimate(request, refresh) : ['estimate', null],
    queryFn: request ? () => stores.estimate(request, refresh) : skipToken,
    ...(request ? { meta: { request } } : {}),
  });
}

/** The budget and balance a cost is measured against (from the overview, kept live). */
export type Funds = Pick<CreditsView, 'remaining' | 'spentToday' | 'dailyBudget'>;

/** A price as a button shows it, with today's budget and the balance applied. */
export function costFrom(e: CostEstimate, funds: Funds | undefined): Cost {
  const cost: Cost = {
    credits: e.credits,
    cached: e.cached,
    exact: e.exact,
    refreshCredits: e.refreshCredits,
    overBudget: e.overBudget,
    ...definedOnly({ cachedAgeMs: e.cachedAgeMs, budgetLeft: e.budgetLeft }),
  };
  return funds ? applyFunds(cost, funds) : cost;
}

/** What today's budget and the balance say of a price, as things are now. */
export type FundsMarks = Pick<Cost, 'overBudget' | 'budgetLeft' | 'shortOf'>;

export function fundsMarks(credits: number, funds: Funds): FundsMarks {
  const out: FundsMarks = { overBudget: false };
  if (funds.dailyBudget !== null) {
    out.budgetLeft = Math.max(0, funds.dailyBudget - funds.spentToday);
    out.overBudget = credits > 0 && funds.spentToday + credits > funds.dailyBudget;
  }
  if (funds.remaining !== undefined && credits > funds.remaining) out.shortOf = { needed: credits, left: funds.remaining };
  return out;
}

/** Marks a cost over today's budget and short of the balance, as things are now. */
export function applyFunds(cost: Cost, funds: Funds): Cost {
  return withMarks(cost, fundsMarks(cost.credits, funds));
}

function withMarks(cost: Cost, marks: FundsMarks): Cost {
  const { overBudget: _o, budgetLeft: _b, shortOf: _s, ...rest } = cost;
  return { ...rest, ...marks };
}

/** The cost of a request from the background's estimate, with the budget and balance of now. */
export function useEstimatedCost(request: UseCaseRequest | null): {
  cost?: Cost;
  loading: boolean;
  failed: boolean;
  /** The background would refuse it for free (not on the site, unsupported, invalid): why. */
  refusal?: ErrorView;
} {
  const q = useEstimate(request);
  const e = q.data;
  // Only this price's marks, not the whole balance: a paid call re-renders the buttons whose
  // marks it changes (over the budget, short of credits, what is left of a set budget), not
  // every button of a long list.
  const price = e && !e.refusal ? e.credits : undefined;
  const marks = useSession((s) => (s.overview && price !== undefined ? fundsMarks(price, s.overview.credits) : undefined));
  if (!e) return { loading: request !== null && !q.isError, failed: q.isError };
  if (e.refusal) return { loading: false, failed: false, refusal: e.refusal };
  const cost = costFrom(e, undefined);
  return { cost: marks ? withMarks(cost, marks) : cost, loading: false, failed: false };
}
