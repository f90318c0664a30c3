import { ServiceError } from '../service/errors';
import type { CreditLedger } from './ledger';

/**
 * The money checks before a call is sent: the day's budget (when enforced) and the account's
 * balance as last reported. Calls in flight are reserved until their charge is in the ledger, and
 * nothing awaits between a check and its reservation, so concurrent calls cannot pass together.
 */

export interface BudgetRules {
  /** Credits a day; null = no budget. */
  limit: number | null;
  /** False when the user confirmed going over the budget. */
  enforce: boolean;
}

export interface Budget {
  /** Today's spending: the ledger's, plus the calls in flight not yet in it. */
  spentToday(): Promise<number>;
  /** Throws the refusal if `credits` may not be spent now; null when they may. */
  refusal(credits: number, rules: BudgetRules): Promise<ServiceError | null>;
  /** Checks and reserves `credits`; the returned function releases them (once the charge is recorded). */
  reserve(credits: number, rules: BudgetRules): Promise<() => void>;
}

export function budgetRefusal(estimate: number, budget: number, spent: number): ServiceError {
  return new ServiceError('budget_exceeded', {
    estimate,
    budget,
    spent,
    budgetLeft: Math.max(0, budget - spent),
  });
}

export function creditsRefusal(estimate: number, creditsLeft: number): ServiceError {
  return new ServiceError('not_enough_credits', {
    estimate,
    creditsLeft,
  });
}

export function createBudget(ledger: CreditLedger, now: () => number): Budget {
  let reserved = 0;

  // `reserved` is read after the ledger's answers, never before: a call that settled meanwhile is
  // then in the ledger (its credits leave `reserved` only once written there).
  async function check(credits: number, rules: BudgetRules): Promise<ServiceError | null> {
    if (credits <= 0) return null;
    const [{ spentToday }, account] = await Promise.all([ledger.spending(now()), ledger.credits()]);
    if (account.remaining !== undefined && account.remaining - reserved < credits) {
      return creditsRefusal(credits, Math.max(0, account.remaining - reserved));
    }
    const spent = spentToday + reserved;
    if (rules.enforce && rules.limit !== null && spent + credits > rules.limit) return budgetRefusal(credits, rules.limit, spent);
    return null;
  }

  return {
    async spentToday() {
      const { spentToday } = await ledger.spending(now());
      return spentToday + reserved;
    },
    refusal: check,
    async reserve(credits, rules) {
      const refused = await check(credits, rules);
      if (refused) throw refused;
      reserved += credits;
      let released = false;
      return () => {
        if (!released) reserved -= credits;
        released = true;
      };
    },
  };
}
