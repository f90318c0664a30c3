import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../emulator/data/types';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings';
import { operationForPath } from '../../../lib/service/catalog';
import { lowerBound, photoSteps, runSession } from '../../bench/credits';
import { PHOTO_BODIES } from '../service/photo-bodies';

// The credits bench's photo pages (tests/bench/credits.ts) on the path the bench runs, against a
// service answering with the photo samples: with the cache on, the session pays exactly its
// lower bound (each distinct answer once), with varied link forms of every kind.

const BASE = 'https://api.service.example';

function serviceLedger() {
  const calls: { operation: string | null; params: Record<string, string>; status: number; creditsCharged: number }[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const op = operationForPath(url.pathname)!;
    calls.push({ operation: op, params: Object.fromEntries(url.searchParams), status: 200, creditsCharged: 1 });
    const body = PHOTO_BODIES[op as keyof typeof PHOTO_BODIES];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'X-Service-Credits-Deducted': '1' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function session(cacheOn: boolean) {
  const service = serviceLedger();
  const lifetimes = cacheOn ? DEFAULT_SETTINGS.cacheLifetimes : { details: 0, list: 0, search: 0, reference: 0 };
  const settings = { ...DEFAULT_SETTINGS, baseUrl: BASE, dailyBudget: null, ratePerSecond: 1000, cacheLifetimes: lifetimes };
  const getClient = createClientProvider({ settings: async () => settings, apiKey: async () => 'bench', fetch: service.fetch });
  const lookups = await runSession(BASE, cacheOn, { photo: true, steps: photoSteps(), deps: { getClient } });
  return { lookups, calls: service.calls };
}

describe('the credits bench: photo pages', () => {
  it('pay exactly the lower bound with the cache on, and more without it', async () => {
    const on = await session(true);
    const off = await session(false);
    const bound = lowerBound({} as Dataset, off.calls);
    const spent = on.calls.reduce((a, c) => a + c.creditsCharged, 0);
    expect(on.lookups).toBe(photoSteps().length);
    expect(spent / bound.credits).toBe(1);
    expect(off.calls.length).toBeGreaterThan(spent);
    // The codes are read from the links, and the profile's id from its details: neither is paid for.
    expect(on.calls.map((c) => c.operation)).not.toContain('photo_get_post_id');
    expect(on.calls.map((c) => c.operation)).not.toContain('photo_get_user_id');
    // One answer per entity: two posts, one profile, one highlight, a place, an audio, and the lists.
    expect(on.calls.filter((c) => c.operation === 'photo_get_post_details')).toHaveLength(2);
    expect(on.calls.filter((c) => c.operation === 'photo_get_profile_details')).toHaveLength(1);
  });
});
