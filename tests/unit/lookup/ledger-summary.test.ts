import { describe, expect, it } from 'vitest';
import { mergeCredits, spendingOf } from '../../../lib/lookup/ledger-summary';
import type { LedgerEntry } from '../../../lib/lookup/types';

const entry = (time: number, creditsCharged: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  time,
  operationId: 'social_get_page_details',
  summary: 'link=…/x',
  status: 200,
  creditsCharged,
  fromCache: false,
  attempt: 1,
  ...extra,
});

describe('ledger summary', () => {
  it('derives today and this month in local time', () => {
    const now = new Date(2026, 10, 15, 12, 0, 0).getTime();
    const entries = [
      entry(new Date(2026, 9, 31, 23, 59).getTime(), 7), // last month
      entry(new Date(2026, 10, 1, 0, 0).getTime(), 2), // this month
      entry(new Date(2026, 10, 14, 23, 59, 59).getTime(), 3), // yesterday
      entry(new Date(2026, 10, 15, 0, 0).getTime(), 4), // today
      entry(new Date(2026, 10, 15, 11, 0).getTime(), 0, { status: 'cached', fromCache: true }),
      entry(new Date(2026, 10, 15, 11, 30).getTime(), 5),
    ];
    expect(spendingOf(entries, now)).toEqual({ spentToday: 9, spentThisMonth: 14 });
  });

  it('merges a credits report unless an older one arrives late', () => {
    expect(mergeCredits({ remaining: 150, reportedAt: 100 }, { reportedAt: 50, remaining: 170 })).toBeNull();
    expect(mergeCredits({ remaining: 150, reportedAt: 100, plan: 'free' }, { reportedAt: 200, remaining: 140 })).toEqual({ remaining: 140, reportedAt: 200, plan: 'free' });
  });
});
