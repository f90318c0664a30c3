import { describe, expect, it } from 'vitest';
import { createWatchScheduler, type WatchScheduler } from '../../../lib/lookup/watch/scheduler';
import { createWatchStore } from '../../../lib/lookup/watch/store';
import { HOUR_MS, unseenOf, type WatchRecord } from '../../../lib/lookup/watch/model';
import { estimateWatch } from '../../../lib/lookup/watch/estimate';
import { memoryStore, type KeyValueStore } from '../../../lib/lookup/store';
import { fakeSource, type FakeSource } from './fake-source';

const PAGE = 'https://social.example/northwindgames';
const spec = (link = PAGE) => ({ useCase: 'page_posts' as const, input: { link }, label: `Posts of ${link}` });
const PRICE = estimateWatch(spec(), 6).pagePrice;

interface World {
  clock: { now: number };
  src: FakeSource;
  kv: KeyValueStore;
  /** A worker: a scheduler over the shared storage, the source and the ledger. */
  worker(hooks?: { afterAnswer?(w: WatchRecord): unknown }): WatchScheduler;
}

function world(): World {
  const clock = { now: new Date(2026, 10, 2, 9, 0).getTime() };
  const src = fakeSource(clock);
  const kv = memoryStore();
  return {
    clock,
    src,
    kv,
    worker: (hooks) =>
      createWatchScheduler({ lookup: src.lookup, ledger: src.ledger, store: createWatchStore(kv), now: () => clock.now, ...(hooks ? { hooks } : {}) }),
  };
}

const one = async (s: WatchScheduler) => (await s.list())[0]!;

describe('watch scheduler (fake time)', () => {
  it('checks a watch when it is due, and not before', async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 4);
    const s = worker();
    await s.add(spec(), 6, 100);
    await s.runDue();
    expect(src.calls).toHaveLength(1);
    // The first check learns what is there: nothing is new yet.
    expect(unseenOf(await one(s))).toBe(0);
    clock.now += 5 * HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(1);
    clock.now += HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(2);
    expect(await s.nextDue()).toBe(clock.now + 6 * HOUR_MS);
  });

  it('stops paging at the first item already met: a quiet source costs one call, five new ones two pages', async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 10);
    const s = worker();
    await s.add(spec(), 1, 1000);
    await s.runDue();
    src.post(PAGE, 2);
    clock.now += HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(2);
    let w = await one(s);
    expect(unseenOf(w)).toBe(2);
    expect(w.found.map((f) => f.title)).toEqual(['item 12', 'item 11']);
    clock.now += HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(3);
    expect(unseenOf(await one(s))).toBe(2);
    src.post(PAGE, 5);
    clock.now += HOUR_MS;
    await s.runDue();
    // 3 a page: page 1 all new, page 2 meets a known item after two.
    expect(src.calls.slice(3).map((c) => c.cursor ?? '')).toEqual(['', '3']);
    w = await one(s);
    expect(unseenOf(w)).toBe(7);
    expect(w.calls).toBe(5);
    expect(w.credits).toBe(5 * PRICE);
  });

  it('a browser closed for three days checks each overdue watch once at start, not once per missed slot', async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 3);
    src.post('https://social.example/other', 3);
    const before = worker();
    await before.add(spec(), 1, 1000);
    await before.add(spec('https://social.example/other'), 6, 1000);
    await before.runDue();
    expect(src.calls).toHaveLength(2);
    clock.now += 72 * HOUR_MS;
    const after = worker();
    await after.runDue();
    expect(src.calls).toHaveLength(4);
    await after.runDue();
    expect(src.calls).toHaveLength(4);
    clock.now += HOUR_MS;
    await after.runDue();
    expect(src.calls.slice(4).map((c) => c.source)).toEqual([PAGE]);
  });

  it("a watch's daily cap stops its checks until the next day, with the reason on the watch", async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 3);
    const s = worker();
    await s.add(spec(), 1, 2 * PRICE);
    await s.runDue();
    clock.now += HOUR_MS;
    await s.runDue();
    clock.now += HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(2);
    const w = await one(s);
    expect(w.reason).toMatchObject({ code: 'watch_cap_reached', cap: 2 * PRICE, spent: 2 * PRICE });
    expect(w.status).toBe('active');
    clock.now += 24 * HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(3);
    expect((await one(s)).reason).toBeUndefined();
  });

  it("checks count against the day's budget like any paid call: refused ones say why and pay nothing", async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 3);
    src.dailyBudget = PRICE;
    const s = worker();
    await s.add(spec(), 1, 1000);
    await s.runDue();
    clock.now += HOUR_MS;
    await s.runDue();
    expect(src.calls).toHaveLength(1);
    expect((await src.ledger.spending(clock.now)).spentToday).toBe(PRICE);
    const w = await one(s);
    expect(w.reason).toMatchObject({ code: 'budget_exceeded' });
    expect(w.status).toBe('active');
  });

  it('a 402 pauses every watch with its message; resume checks at once', async () => {
    const { src, worker } = world();
    src.post(PAGE, 3);
    const s = worker();
    await s.add(spec(), 1, 1000);
    await s.add(spec('https://social.example/other'), 1, 1000);
    src.failWith = 'out_of_credits';
    await s.runDue();
    const all = await s.list();
    expect(all.map((w) => [w.status, w.reason?.code])).toEqual([['paused', 'out_of_credits'], ['paused', 'out_of_credits']]);
    delete src.failWith;
    await s.runDue();
    expect(src.calls).toHaveLength(0);
    await s.resume(all[0]!.id);
    await s.runDue();
    expect(src.calls).toHaveLength(1);
  });

  it('a worker stopped between the answer and its record neither loses the items nor pays again', async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 6);
    const first = worker();
    await first.add(spec(), 1, 1000);
    await first.runDue();
    src.post(PAGE, 2);
    clock.now += HOUR_MS;
    // The worker stops once the answer is in: nothing after it is written.
    const stopped = worker({ afterAnswer: () => new Promise(() => undefined) });
    void stopped.runDue();
    await new Promise((r) => setTimeout(r, 20));
    expect(src.calls).toHaveLength(2);
    clock.now += 60_000;
    const next = worker();
    await next.runDue();
    expect(src.calls).toHaveLength(2);
    const w = await one(next);
    expect(unseenOf(w)).toBe(2);
    expect(w.calls).toBe(2);
    expect(w.credits).toBe(2 * PRICE);
    expect(w.checking).toBeUndefined();
    expect((await src.ledger.spending(clock.now)).spentToday).toBe(2 * PRICE);
  });

  it('opening new items marks them seen', async () => {
    const { clock, src, worker } = world();
    src.post(PAGE, 3);
    const s = worker();
    const w0 = await s.add(spec(), 1, 1000);
    await s.runDue();
    src.post(PAGE, 2);
    clock.now += HOUR_MS;
    await s.runDue();
    const [a] = (await one(s)).found;
    await s.markSeen({ keys: [a!.key] });
    expect(unseenOf(await one(s))).toBe(1);
    await s.markSeen({ id: w0.id });
    expect(unseenOf(await one(s))).toBe(0);
  });
});

describe('watch estimate', () => {
  it('every 6 hours: 4 calls a day and 30 days of them, at the catalog price of one page', () => {
    expect(estimateWatch(spec(), 6)).toEqual({ everyHours: 6, callsPerDay: 4, pagePrice: PRICE, creditsPerDay: 4 * PRICE, creditsPerMonth: 120 * PRICE });
    expect(estimateWatch(spec(), 1).callsPerDay).toBe(24);
  });
});

describe('a stopped check', () => {
  it('a worker stopped before its page was asked for pays for it once, at the next start', async () => {
    const { clock, src, kv, worker } = world();
    src.post(PAGE, 6);
    const s = worker();
    const w0 = await s.add(spec(), 1, 1000);
    await s.runDue();
    src.post(PAGE, 1);
    clock.now += HOUR_MS;
    // What a worker leaves when it stops after writing the page as asked for, before the call.
    const store = createWatchStore(kv);
    await store.update(w0.id, (w) => ({ ...w, checking: { since: clock.now, pages: 0 } }));
    clock.now += 60_000;
    await worker().runDue();
    expect(src.calls).toHaveLength(2);
    const w = await one(s);
    expect([w.calls, w.credits, unseenOf(w)]).toEqual([2, 2 * PRICE, 1]);
  });
});
