import type { CreditsRecord, LedgerEntry } from './types';

/**
 * What the ledger adds up to, apart from how its pages are stored (ledger.ts): credits spent today
 * and this month in the user's local time, and the newest balance the service reported.
 */

export interface Spending {
  spentToday: number;
  spentThisMonth: number;
}

export function startOfLocalDay(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function startOfLocalMonth(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), 1).getTime();
}

/** Sums credits charged today and this month (local time) from ledger entries. */
export function spendingOf(entries: readonly LedgerEntry[], at: number): Spending {
  const day = startOfLocalDay(at);
  const month = startOfLocalMonth(at);
  let spentToday = 0;
  let spentThisMonth = 0;
  for (const e of entries) {
    const c = typeof e.creditsCharged === 'number' && Number.isFinite(e.creditsCharged) ? e.creditsCharged : 0;
    // A pending call is reserved against the budget in memory until it settles.
    if (c <= 0 || e.time < month || e.status === 'pending') continue;
    spentThisMonth += c;
    if (e.time >= day) spentToday += c;
  }
  return { spentToday, spentThisMonth };
}

/** A credits report merged into the record: older reports never overwrite newer ones (null). */
export function mergeCredits(current: CreditsRecord, patch: CreditsRecord & { reportedAt: number }): CreditsRecord | null {
  if (current.reportedAt !== undefined && patch.reportedAt < current.reportedAt) return null;
  const next: CreditsRecord = { ...current, reportedAt: patch.reportedAt };
  if (patch.remaining !== undefined) next.remaining = patch.remaining;
  if (patch.plan !== undefined) next.plan = patch.plan;
  if (patch.limit !== undefined) next.limit = patch.limit;
  return next;
}
