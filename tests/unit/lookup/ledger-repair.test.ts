import { describe, expect, it } from 'vitest';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { memoryStore } from '../../../lib/lookup/store';
import type { LedgerEntry } from '../../../lib/lookup/types';

// What earlier builds (or a hand, or a bad disk) can leave under the ledger's keys. The ledger is
// the user's only record of money: none of these may cost an entry that can be read.

const DAY = Date.UTC(2026, 10, 28, 12);
const entry = (i: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  time: DAY + i,
  operationId: 'social_get_page_details',
  summary: `link=…/p${i}`,
  status: 200,
  creditsCharged: 1,
  fromCache: false,
  attempt: 1,
  ...extra,
});
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => entry(from + i));

/** 300 entries in two pages, as the ledger writes them, with `head` in place of its head. */
function stored(head: unknown) {
  return memoryStore({
    ...(head === undefined ? {} : { ledgerHead: head }),
    'ledger:0': page(0, 250),
    'ledger:1': page(250, 50),
  });
}

describe('the ledger repairs what it cannot read, and never writes over what it did not read', () => {
  for (const [what, head] of [
    ['a garbled head', 'x{not json'],
    ['a head from a newer version', { v: 3, pages: ['ledger:0', 'ledger:1'] }],
    ['a missing head', undefined],
    // Its span would have the ledger read eight million pages: read as no head, found by keys.
    ['a head of an absurd span', { v: 2, firstSeq: 0, nextSeq: 1_969_762_293 }],
  ] as const) {
    it(`${what}: the next paid call keeps every earlier entry and today's spending`, async () => {
      const store = stored(head);
      const repaired: number[] = [];
      const ledger = createCreditLedger({ store, now: () => DAY + 1000, onRepair: (n) => repaired.push(n) });
      await ledger.record(entry(300));
      const times = (await ledger.entries()).map((e) => e.time - DAY);
      expect(times).toEqual(Array.from({ length: 301 }, (_, i) => i));
      expect((await ledger.spending(DAY + 1000)).spentToday).toBe(301);
      // A new worker reads the same.
      expect(await createCreditLedger({ store, now: () => DAY + 1000 }).entries()).toHaveLength(301);
      const aside = await ledger.aside();
      if (head === undefined) {
        expect(aside).toEqual([]);
        expect(repaired).toEqual([]);
      } else {
        expect(aside).toEqual([{ at: DAY + 1000, key: 'ledgerHead', reason: 'head', raw: head }]);
        expect(repaired).toEqual([1]);
      }
    });
  }

  it('a null or malformed entry in a page: lookups and the view go on, and it is kept aside raw', async () => {
    const bad = [null, { time: 'yesterday', operationId: 'x' }, 7, { ...entry(9), creditsCharged: -5 }];
    const store = memoryStore({
      ledgerHead: { v: 2, firstSeq: 0, nextSeq: 6 },
      'ledger:0': [entry(0), bad[0], entry(1), bad[1], bad[2], bad[3]],
    });
    const ledger = createCreditLedger({ store, now: () => DAY + 1000 });
    expect((await ledger.view(null)).spentToday).toBe(2);
    await ledger.record(entry(2));
    expect((await ledger.entries()).map((e) => e.time - DAY)).toEqual([0, 1, 2]);
    expect((await ledger.aside()).map((a) => a.raw)).toEqual(bad);
    // Set aside once: a new worker finds the pages clean and the records still aside.
    const again = createCreditLedger({ store, now: () => DAY + 2000 });
    expect(await again.entries()).toHaveLength(3);
    expect((await again.aside()).map((a) => a.raw)).toEqual(bad);
  });

  it('an entry whose optional field is not of its kind (a request id that is an object …) is kept aside raw, not shown', async () => {
    const bad = [
      { ...entry(3), requestId: {} },
      { ...entry(4), params: { link: 5 } },
      { ...entry(5), errorCode: [] },
      { ...entry(6), abandoned: 'yes' },
      { ...entry(7), priceEstimated: 1 },
      { ...entry(8), reportedCharge: { credits: 1 } },
    ];
    const store = memoryStore({ ledgerHead: { v: 2, firstSeq: 0, nextSeq: 8 }, 'ledger:0': [entry(0), ...bad, entry(1)] });
    const ledger = createCreditLedger({ store, now: () => DAY + 1000 });
    expect((await ledger.entries()).map((e) => e.time - DAY)).toEqual([0, 1]);
    expect((await ledger.aside()).map((a) => a.raw)).toEqual(bad);
  });

  it('a page that is not a list is kept aside whole, and the entries of the other pages stay', async () => {
    const store = memoryStore({ ledgerHead: { v: 2, firstSeq: 0, nextSeq: 300 }, 'ledger:0': { garbled: true }, 'ledger:1': page(250, 50) });
    const ledger = createCreditLedger({ store, now: () => DAY });
    expect(await ledger.entries()).toHaveLength(50);
    expect(await ledger.aside()).toEqual([{ at: DAY, key: 'ledger:0', reason: 'page', raw: { garbled: true } }]);
  });

  for (const [what, pending] of [
    ['a pending record that is not an object', 'garbage'],
    ['a pending record with a null and a malformed call', { a: null, b: { flightId: 'b', time: 'soon' } }],
  ] as const) {
    it(`${what}: paid calls go on, what can be read is kept and the rest kept aside`, async () => {
      const good = { ...entry(5), status: 'pending' as const, flightId: 'ok' };
      const store = memoryStore({ ledgerPending: typeof pending === 'string' ? pending : { ...pending, ok: good } });
      const repaired: number[] = [];
      const ledger = createCreditLedger({ store, now: () => DAY + 1000, onRepair: (n) => repaired.push(n) });
      // The previous worker's readable call becomes interrupted; nothing refuses the next one.
      expect(await ledger.recoverInterrupted()).toBe(typeof pending === 'string' ? 0 : 1);
      await ledger.begin({ ...entry(6), flightId: 'new' });
      await ledger.settle('new', [entry(6)]);
      const entries = await ledger.entries();
      expect(entries.map((e) => e.status)).toEqual(typeof pending === 'string' ? [200] : ['interrupted', 200]);
      const aside = await ledger.aside();
      expect(aside.map((a) => a.raw)).toEqual(typeof pending === 'string' ? ['garbage'] : Object.values(pending));
      expect(aside.every((a) => a.reason === 'pending' && a.key === 'ledgerPending')).toBe(true);
      expect(repaired).toEqual([aside.length]);
    });
  }
});
