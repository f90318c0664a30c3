import { describe, expect, it } from 'vitest';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { makeHarness } from './helpers';

// A service that answers every call with the status, body and headers given.
function harnessAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    sent.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as typeof globalThis.fetch;
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'https://api.service.example', dailyBudget: 20, ratePerSecond: 1000 };
  const h = makeHarness(settings.baseUrl, {
    settings,
    deps: { getClient: createClientProvider({ settings: async () => settings, apiKey: async () => 'demo', fetch }) },
  });
  return { h, sent };
}

const lookUp = (h: ReturnType<typeof makeHarness>) => h.service.run({ useCase: 'lookup_url', input: { url: 'https://www.social.example/northwind' } });

describe('a 200 whose body is the service’s error', () => {
  it('is an error with the service’s words, in the ledger at the price, kept nowhere and never served from the cache', async () => {
    const { h, sent } = harnessAnswering(200, { success: false, error: 'Page not available', code: 'NOT_FOUND' });
    const first = await lookUp(h);
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.error).toMatchObject({ code: 'error_answer', status: 200, serviceMessage: 'Page not available' });
    await h.service.settled();
    const [entry] = await h.ledger.entries();
    // The service charges a 200: it counts at the price, marked as an estimate (no figure was given).
    expect(entry).toMatchObject({ status: 200, errorCode: 'error_answer', creditsCharged: 1, priceEstimated: true });
    expect((await h.ledger.view(20)).spentToday).toBe(1);
    // Nothing was kept: the same lookup asks the service again.
    const second = await lookUp(h);
    expect(second.ok).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('is recorded at what the service says it charged, when it says so', async () => {
    const { h } = harnessAnswering(200, { error: 'Upstream quota exhausted', meta: { creditsCharged: 0, creditsRemaining: 40 } });
    await lookUp(h);
    await h.service.settled();
    const [entry] = await h.ledger.entries();
    expect(entry).toMatchObject({ status: 200, errorCode: 'error_answer', creditsCharged: 0 });
    expect(entry).not.toHaveProperty('priceEstimated');
  });
});

describe('a Retry-After that is not a believable wait', () => {
  it('a billion seconds is capped, and the problems log keeps what the service wrote', async () => {
    const { h } = harnessAnswering(429, { error: 'Rate limit exceeded' }, { 'retry-after': '1000000000' });
    const res = await lookUp(h);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('rate_limited');
    if (!res.ok) expect(res.error.retryAfterMs).toBeLessThanOrEqual(60 * 60_000);
    await h.service.settled();
    const log = await h.service.log();
    expect(log.filter((l) => l.code === 'retry_after_rejected').map((l) => l.context?.reportedRetryAfter)).toEqual(['1000000000']);
  });

  it('a plausible wait leaves the log alone', async () => {
    const { h } = harnessAnswering(429, { error: 'Rate limit exceeded' }, { 'retry-after': '90' });
    const res = await lookUp(h);
    if (!res.ok) expect(res.error.retryAfterMs).toBe(90_000);
    await h.service.settled();
    expect((await h.service.log()).some((l) => l.code === 'retry_after_rejected')).toBe(false);
  });
});
