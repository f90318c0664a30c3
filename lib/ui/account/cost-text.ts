import { formatAge } from '../text/dates';
import { t } from '../i18n/catalogue';

/** "1 credit", "5 credits", "free". */
export function formatCredits(credits: number): string {
  if (credits === 0) return t('labels.cost.free');
  return t('count.credit', { count: credits });
}

/** The credits part of a button label: "1 credit", "cached · 0 credits", "~3 credits", "free". */
export function costText(cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  if (cost.cached) return t('labels.cost.cached');
  const text = formatCredits(cost.credits);
  return cost.exact === false && cost.credits > 0 ? t('labels.cost.estimate', { cost: text }) : text;
}

/** "Look up · 1 credit". */
export function withCost(label: string, cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  return t('labels.cost.withCost', { label, cost: costText(cost) });
}

/** "cached · 0 credits · 5 min ago". */
export function cachedText(ageMs: number | undefined): string {
  return ageMs === undefined ? t('labels.cost.cached') : t('labels.cost.cachedAge', { age: formatAge(ageMs) });
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
