import { describe, expect, it } from 'vitest';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { createLookupHistory } from '../../../lib/lookup/history';
import { memoryStore } from '../../../lib/lookup/store';
import type { HistoryEntry, LedgerEntry } from '../../../lib/lookup/types';

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

describe('credit ledger', () => {
  it('serialises concurrent writes: no entry is lost', async () => {
    const ledger = createCreditLedger({ store: memoryStore() });
    await Promise.all(Array.from({ length: 100 }, (_, i) => ledger.record(entry(i, 1))));
    const all = await ledger.entries();
    expect(all).toHaveLength(100);
    expect(all.map((e) => e.time)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('is bounded to the last entries', async () => {
    const ledger = createCreditLedger({ store: memoryStore(), maxEntries: 10 });
    for (let i = 0; i < 25; i++) await ledger.record(entry(i, 1));
    expect((await ledger.entries()).map((e) => e.time)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('keeps the latest credits figure the service reported', async () => {
    const ledger = createCreditLedger({ store: memoryStore() });
    await ledger.record(entry(100, 1, { creditsRemaining: 150 }));
    await ledger.record(entry(50, 1, { creditsRemaining: 170 })); // an older answer arriving late
    expect((await ledger.credits()).remaining).toBe(150);
    await ledger.updateCredits({ reportedAt: 200, remaining: 140, plan: 'free', limit: 200 });
    expect(await ledger.credits()).toEqual({ remaining: 140, reportedAt: 200, plan: 'free', limit: 200 });
  });

  it('records a call as pending with one write, and a refused write leaves nothing pending', async () => {
    const inner = memoryStore();
    const ops: string[] = [];
    let refuse = false;
    const store = {
      get: (keys: string[]) => (ops.push(`get ${keys.join(',')}`), inner.get(keys)),
      set: async (items: Record<string, unknown>) => {
        ops.push(`set ${Object.keys(items).join(',')}`);
        if (refuse) throw new Error('QUOTA_BYTES quota exceeded');
        return inner.set(items);
      },
      remove: (keys: string[]) => inner.remove(keys),
      keys: () => inner.keys(),
    };
    const ledger = createCreditLedger({ store });
    const call = (flightId: string) => ({ time: 1, operationId: 'social_get_post_details' as const, summary: 'link=…/p', creditsCharged: 1, fromCache: false, attempt: 0, flightId });
    await ledger.begin(call('a'));
    await ledger.settle('a', [entry(2, 1, { creditsRemaining: 99 })]);
    ops.length = 0;
    await ledger.begin(call('b'));
    expect(ops).toEqual(['set ledgerPending']);
    refuse = true;
    await expect(ledger.begin(call('c'))).rejects.toThrow(/quota/);
    refuse = false;
    expect((await ledger.entries()).filter((e) => e.status === 'pending').map((e) => e.flightId)).toEqual(['b']);
    // A worker started anew reads what was stored, and finds the same.
    const again = createCreditLedger({ store: inner });
    expect((await again.entries()).filter((e) => e.status === 'pending').map((e) => e.flightId)).toEqual(['b']);
    expect(await again.credits()).toEqual(await ledger.credits());
  });

  it('view combines spending, credits and the budget', async () => {
    const now = Date.now();
    const ledger = createCreditLedger({ store: memoryStore(), now: () => now });
    await ledger.record([entry(now - 1000, 2, { creditsRemaining: 98 }), entry(now, 1, { creditsRemaining: 97 })]);
    expect(await ledger.view(10)).toEqual({ spentToday: 3, spentThisMonth: 3, dailyBudget: 10, remaining: 97, reportedAt: now });
  });
});

describe('history', () => {
  const h = (time: number, query: string): HistoryEntry => ({
    time,
    useCase: 'search_pages',
    request: { useCase: 'search_pages', input: { query } },
    label: query,
    creditsCharged: 1,
    fromCache: false,
  });

  it('is newest first, bounded, and moves a repeated request to the top', async () => {
    const history = createLookupHistory({ store: memoryStore(), max: 3 });
    for (const [i, q] of ['a', 'b', 'c', 'd'].entries()) await history.add(h(i, q));
    expect((await history.list()).map((e) => e.label)).toEqual(['d', 'c', 'b']);
    await history.add(h(9, 'b'));
    expect((await history.list()).map((e) => e.label)).toEqual(['b', 'd', 'c']);
    expect((await history.list(2)).map((e) => e.label)).toEqual(['b', 'd']);
  });
});

describe('credit ledger storage', () => {
  const counting = () => {
    const store = memoryStore();
    const written: string[][] = [];
    return {
      written,
      store: {
        get: store.get,
        remove: store.remove,
        keys: store.keys,
        dump: store.dump,
        async set(items: Record<string, unknown>) {
          written.push(Object.keys(items).sort());
          await store.set(items);
        },
      },
    };
  };

  it('keeps entries in pages: recording a call rewrites one page, not the whole ledger', async () => {
    const { store, written } = counting();
    const ledger = createCreditLedger({ store });
    await ledger.record(Array.from({ length: 600 }, (_, i) => entry(i, 1)));
    expect(Object.keys(store.dump()).sort()).toEqual(['ledger:0', 'ledger:1', 'ledger:2', 'ledgerHead']);
    written.length = 0;
    await ledger.record(entry(600, 1));
    expect(written).toEqual([['ledger:2', 'ledgerHead']]);
    // A new worker reads it back whole.
    const again = createCreditLedger({ store });
    expect((await again.entries()).map((e) => e.time)).toEqual(Array.from({ length: 601 }, (_, i) => i));
  });

  it('drops whole pages of the oldest entries past the bound, and reads exactly the last entries', async () => {
    const { store } = counting();
    const ledger = createCreditLedger({ store, maxEntries: 300 });
    for (let i = 0; i < 8; i++) await ledger.record(Array.from({ length: 100 }, (_, j) => entry(i * 100 + j, 1)));
    const keys = Object.keys(store.dump()).filter((k) => k.startsWith('ledger:'));
    expect(keys.sort()).toEqual(['ledger:2', 'ledger:3']); // 500–749 and 750–799
    const all = await createCreditLedger({ store, maxEntries: 300 }).entries();
    expect(all).toHaveLength(300);
    expect(all[0]!.time).toBe(500);
    expect(all.at(-1)!.time).toBe(799);
  });

  it('moves a ledger stored in the first shape (one array) into pages', async () => {
    const store = memoryStore({ ledger: [entry(1, 2), entry(2, 3)] });
    const ledger = createCreditLedger({ store });
    expect((await ledger.entries()).map((e) => e.creditsCharged)).toEqual([2, 3]);
    expect(store.dump()).toEqual({ 'ledger:0': [entry(1, 2), entry(2, 3)], ledgerHead: { v: 2, firstSeq: 0, nextSeq: 2 } });
  });
});
