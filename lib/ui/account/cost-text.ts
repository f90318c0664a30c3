import { formatAge } from '../text/dates';
import { plural } from '../../util/plural';

/** "1 credit", "5 credits", "free". */
export function formatCredits(credits: number): string {
  if (credits === 0) return 'free';
  return plural(credits, 'credit');
}

/** The credits part of a button label: "1 credit", "cached · 0 credits", "~3 credits", "free". */
export function costText(cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  if (cost.cached) return 'cached · 0 credits';
  const text = formatCredits(cost.credits);
  return cost.exact === false && cost.credits > 0 ? `~${text}` : text;
}

/** "Look up · 1 credit". */
export function withCost(label: string, cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  return `${label} · ${costText(cost)}`;
}

/** "cached · 0 credits · 5 min ago". */
export function cachedText(ageMs: number | undefined): string {
  return ageMs === undefined ? 'cached · 0 credits' : `cached · 0 credits · ${formatAge(ageMs)}`;
}

/** What a button will cost, as shown on it. */
export interface Cost {
  credits: number;
  /** Every step is answered by the cache. */
  cached?: boolean;
  /** False when later steps depend on answers (the price is an estimate). */
  exact?: boolean;
  overBudget?: boolean;
  /** Price without the cache (Refresh). */
  refreshCredits?: number;
  cachedAgeMs?: number;
  /** Credits left of today's budget (absent without a budget). */
  budgetLeft?: number;
  /** It needs more credits than are left: how many, and how many are left. */
  shortOf?: { needed: number; left: number };
}
