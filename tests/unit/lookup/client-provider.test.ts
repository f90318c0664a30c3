import { describe, expect, it } from 'vitest';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import type { ServiceClient } from '../../../lib/service/client';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';

const okBody = () =>
  new Response(JSON.stringify({ credits: { remaining: 10, limit: 200 }, plan: 'free' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('client provider', () => {
  it("spaces calls at the settings' rate (the plan's requests a second)", async () => {
    const sent: number[] = [];
    const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1:9', ratePerSecond: 4 };
    const provider = createClientProvider({
      settings: async () => settings,
      apiKey: async () => 'k',
      fetch: async () => {
        sent.push(performance.now());
        return okBody();
      },
    });
    const client = (await provider()) as ServiceClient;
    await Promise.all([0, 1, 2].map(() => client.call('account_get_usage', {})));
    expect(sent).toHaveLength(3);
    // Three calls at 4 a second: the third leaves at least ~0.5 s after the first.
    expect(sent[2]! - sent[0]!).toBeGreaterThanOrEqual(450);
  });

  it('builds a new client when the rate, the URL or the key changes, and reuses it otherwise', async () => {
    let settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: 'https://api.example', ratePerSecond: 5 };
    const provider = createClientProvider({ settings: async () => settings, apiKey: async () => 'k', fetch: async () => okBody() });
    const first = await provider();
    expect(await provider()).toBe(first);
    settings = { ...settings, ratePerSecond: 1 };
    expect(await provider()).not.toBe(first);
  });
});
