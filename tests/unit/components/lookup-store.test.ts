import { describe, expect, it, vi } from 'vitest';
import type { CostEstimate, RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import type { BackgroundApi } from '../../../lib/ui/api';
import { createLookupStore, estimateKey } from '../../../lib/ui/lookup-store';

const estimate: CostEstimate = { credits: 1, refreshCredits: 1, cached: false, steps: [], exact: true, overBudget: false };
const result = (fromCache: boolean): UseCaseResult => ({ useCase: 'lookup_url', steps: [], creditsCharged: fromCache ? 0 : 1, fromCache });

function setup(run: RunResponse) {
  const api = {
    estimate: vi.fn(async () => estimate),
    run: vi.fn(async () => run),
  } as unknown as BackgroundApi;
  return { api, store: createLookupStore(api) };
}

const a: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/a' } };
const b: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/b' } };

describe('estimates after a run', () => {
  it('a free answer (from the cache) leaves the other buttons’ estimates alone', async () => {
    const { store } = setup({ ok: true, result: result(true) });
    await store.getState().estimate(a);
    await store.getState().estimate(b);
    await store.getState().run(a);
    expect(Object.keys(store.getState().estimates)).toEqual([estimateKey(b)]);
  });

  it('a paid answer makes every estimate stale (credits moved, answers were cached)', async () => {
    const { store } = setup({ ok: true, result: result(false) });
    await store.getState().estimate(a);
    await store.getState().estimate(b);
    await store.getState().run(a);
    expect(store.getState().estimates).toEqual({});
  });
});
