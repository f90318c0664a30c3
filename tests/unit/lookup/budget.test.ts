import { describe, expect, it } from 'vitest';
import { createBudget } from '../../../lib/lookup/budget';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { memoryStore } from '../../../lib/lookup/store';

const NOW = Date.UTC(2026, 10, 23, 12);
function setup() {
  const ledger = createCreditLedger({ store: memoryStore(), now: () => NOW });
  return { ledger, budget: createBudget(ledger, () => NOW) };
}
const spend = (credits: number) => ({ time: NOW, operationId: 'social_get_page_details', summary: '', status: 200 as const, creditsCharged: credits, fromCache: false, attempt: 1 });

describe('budget', () => {
  it('refuses what would pass the day, with what it costs and what is left', async () => {
    const { ledger, budget } = setup();
    await ledger.record(spend(4));
    expect(await budget.refusal(1, { limit: 5, enforce: true })).toBeNull();
    expect(await budget.refusal(2, { limit: 5, enforce: true })).toMatchObject({ code: 'budget_exceeded', estimate: 2, budgetLeft: 1 });
    expect(await budget.refusal(2, { limit: 5, enforce: false })).toBeNull();
    expect(await budget.refusal(2, { limit: null, enforce: true })).toBeNull();
  });

  it('reservations count until released, so concurrent calls cannot pass together', async () => {
    const { budget } = setup();
    const [first, second] = await Promise.allSettled([budget.reserve(1, { limit: 1, enforce: true }), budget.reserve(1, { limit: 1, enforce: true })]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'budget_exceeded' } });
    expect(await budget.spentToday()).toBe(1);
    if (first.status === 'fulfilled') first.value();
    expect(await budget.spentToday()).toBe(0);
  });

  it('refuses a call the account cannot pay for, before anything is sent, whatever the budget', async () => {
    const { ledger, budget } = setup();
    await ledger.updateCredits({ remaining: 2, reportedAt: NOW });
    expect(await budget.refusal(5, { limit: null, enforce: false })).toMatchObject({ code: 'not_enough_credits', estimate: 5, creditsLeft: 2 });
    expect(await budget.refusal(2, { limit: null, enforce: false })).toBeNull();
    expect(await budget.refusal(0, { limit: 0, enforce: true })).toBeNull();
  });
});
