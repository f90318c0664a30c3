import { describe, expect, it } from 'vitest';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { makeHarness } from './helpers';

// A service that answers a page lookup with the credit figures given.
function serviceSaying(charged: string, remaining: string) {
  const sent: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    sent.push(String(input));
    const body = { success: true, data: { id: '1001', name: 'North Wind', url: 'https://www.social.example/northwind' } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Service-Credits-Deducted': charged, 'X-Service-Credits-Remaining': remaining },
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

function harnessWith(charged: string, remaining: string) {
  const service = serviceSaying(charged, remaining);
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'https://api.service.example', dailyBudget: 20, ratePerSecond: 1000 };
  const h = makeHarness(settings.baseUrl, {
    settings,
    deps: { getClient: createClientProvider({ settings: async () => settings, apiKey: async () => 'demo', fetch: service.fetch }) },
  });
  return { h, service };
}

const lookUp = (h: ReturnType<typeof makeHarness>, name: string) =>
  h.service.run({ useCase: 'lookup_url', input: { url: `https://www.social.example/${name}` } });

describe('what the service says a call cost is checked before it becomes money', () => {
  it('a charge of 10^9 is recorded at the price with the figure beside it: the day\'s budget goes on', async () => {
    const { h, service } = harnessWith('1000000000', '150');
    await lookUp(h, 'northwind');
    await h.service.settled();
    const [entry] = (await h.ledger.entries()).filter((e) => e.status === 200);
    expect(entry).toMatchObject({ creditsCharged: 1, reportedCharge: '1000000000', creditsRemaining: 150 });
    expect((await h.ledger.view(20)).spentToday).toBe(1);
    // The next lookup is not refused for the budget.
    expect((await lookUp(h, 'southwind')).ok).toBe(true);
    expect(service.sent).toHaveLength(2);
    const log = await h.service.log();
    expect(log.some((l) => l.code === 'credits_rejected' && l.context?.reportedCharge === '1000000000')).toBe(true);
  });

  it('a balance of -3 never becomes the balance, so it blocks nothing', async () => {
    const { h, service } = harnessWith('1', '-3');
    await lookUp(h, 'northwind');
    await h.service.settled();
    expect((await h.ledger.credits()).remaining).toBeUndefined();
    expect((await lookUp(h, 'southwind')).ok).toBe(true);
    expect(service.sent).toHaveLength(2);
    expect((await h.service.log()).some((l) => l.code === 'credits_rejected' && l.context?.reportedBalance === '-3')).toBe(true);
  });

  it('a non-numeric charge is recorded at the price, with what the service wrote', async () => {
    const { h } = harnessWith('one', '150');
    await lookUp(h, 'northwind');
    await h.service.settled();
    const [entry] = (await h.ledger.entries()).filter((e) => e.status === 200);
    expect(entry).toMatchObject({ creditsCharged: 1, reportedCharge: 'one' });
  });
});
