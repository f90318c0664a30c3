import { describe, expect, vi } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import type { ServiceClient } from '../../../lib/service/client';
import type { RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { it, type Emu } from '../fixtures/emulator';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { makeHarness, until, type Harness } from './helpers';
import type { ResponseCache } from '../../../lib/lookup/cache-types';

let emu: Emu;
let h: Harness;
// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  h = makeHarness(emu.url);
});

const PAGE = KNOWN.pages.northwindgames;
const pageLookup: UseCaseRequest = { useCase: 'lookup_url', input: { url: PAGE.url } };

function ok(r: RunResponse): UseCaseResult {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.result;
}

describe('cache', () => {
  it('a kept answer is read from the library once per run, though its estimate and its step both need it', async () => {
    ok(await h.service.run(pageLookup));
    await h.service.settled();
    const get = vi.spyOn(h.libraryStore, 'getAnswer');
    const second = ok(await h.service.run(pageLookup));
    expect(second.fromCache).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a second run is answered by the cache: nothing sent, 0 credits, fetchedAt of the first', async () => {
    const first = ok(await h.service.run(pageLookup));
    // Kept: the library answers from now on (not the first run's flight, open while it writes).
    await h.service.settled();
    const second = ok(await h.service.run(pageLookup));
    expect(await emu.ledger()).toHaveLength(1);
    expect(second.fromCache).toBe(true);
    expect(second.creditsCharged).toBe(0);
    expect(second.steps[0]).toMatchObject({ fromCache: true, creditsCharged: 0, fetchedAt: first.steps[0]!.fetchedAt });
    expect(second.steps[0]!.normalized).toEqual(first.steps[0]!.normalized);
    // The hit is in our ledger too, free.
    await h.service.settled();
    const entries = await h.ledger.entries();
    expect(entries.map((e) => [e.status, e.creditsCharged, e.fromCache])).toEqual([
      [200, 1, false],
      ['cached', 0, true],
    ]);
  });

  it('an answer kept between a run’s estimate and its call is found: one call, paid once', async () => {
    // The estimate's read misses; before the run goes on, another run of the same link pays for
    // it and keeps it. The run must read again rather than trust the miss.
    const first = makeHarness(emu.url);
    const base = first.library;
    let other: Promise<RunResponse> | undefined;
    const cache: ResponseCache = {
      get: (key, kind) => base.get(key, kind),
      set: (answer, kind, normalized) => base.set(answer, kind, normalized),
      delete: (key) => base.delete(key),
      clear: () => base.clear(),
      stats: () => base.stats(),
      alias: (a, t) => base.alias(a, t),
      resolve: (a) => base.resolve(a),
      async peek(key, kind) {
        const hit = await base.peek(key, kind);
        if (!hit && !other) {
          other = h.service.run(pageLookup);
          ok(await other);
          await until(() => h.service.inFlight() === 0);
        }
        return hit;
      },
    };
    h = makeHarness(emu.url, { store: first.store, libraryStore: first.libraryStore, deps: { cache } });
    const late = ok(await h.service.run(pageLookup));
    expect(await emu.ledger()).toHaveLength(1);
    expect(late).toMatchObject({ fromCache: true, creditsCharged: 0 });
  });

  it('refresh pays again and replaces the cached answer', async () => {
    const first = ok(await h.service.run(pageLookup));
    const again = ok(await h.service.run(pageLookup, { refresh: true }));
    expect(again.fromCache).toBe(false);
    expect(again.creditsCharged).toBe(1);
    expect((await emu.ledger()).map((e) => e.creditsCharged)).toEqual([1, 1]);
    expect(again.steps[0]!.fetchedAt).toBeGreaterThanOrEqual(first.steps[0]!.fetchedAt);
    const third = ok(await h.service.run(pageLookup));
    expect(third.steps[0]!.fetchedAt).toBe(again.steps[0]!.fetchedAt);
  });

  it('a lifetime of 0 minutes does not cache; an expired answer is fetched again', async () => {
    h.settings = { ...h.settings, cacheLifetimes: { ...h.settings.cacheLifetimes, details: 0 } };
    ok(await h.service.run(pageLookup));
    ok(await h.service.run(pageLookup));
    expect(await emu.ledger()).toHaveLength(2);

    await emu.reset();
    let t = Date.now();
    const timed = makeHarness(emu.url, { now: () => t, settings: { cacheLifetimes: { details: 10, list: 10, search: 10, reference: 10 } } });
    ok(await timed.service.run(pageLookup));
    await timed.service.settled();
    t += 9 * 60_000;
    expect(ok(await timed.service.run(pageLookup)).fromCache).toBe(true);
    await timed.service.settled();
    t += 2 * 60_000;
    expect(ok(await timed.service.run(pageLookup)).fromCache).toBe(false);
    expect(await emu.ledger()).toHaveLength(2);
  });

  it('survives a restart: a new service over the same store finds the cache, ledger, credits and history', async () => {
    ok(await h.service.run(pageLookup));
    await h.service.settled();
    const after = h.restart();
    const r = ok(await after.service.run(pageLookup));
    expect(r.fromCache).toBe(true);
    expect(await emu.ledger()).toHaveLength(1);
    expect((await after.ledger.entries()).length).toBe(2);
    const credits = await after.service.credits();
    expect(credits.remaining).toBe(199);
    expect(credits.spentToday).toBe(1);
    expect((await after.history.list()).map((e) => e.label)).toEqual(['Page northwindgames']);
  });

  it('answers are kept per service URL: another service does not get this one’s answers', async ({ otherEmu: other }) => {
    ok(await h.service.run(pageLookup));
    h.settings = { ...h.settings, baseUrl: other.url };
    expect(await h.service.estimate(pageLookup)).toMatchObject({ credits: 1, cached: false });
    expect(ok(await h.service.run(pageLookup)).fromCache).toBe(false);
    expect(await other.ledger()).toHaveLength(1);
    h.settings = { ...h.settings, baseUrl: emu.url };
    expect(ok(await h.service.run(pageLookup)).fromCache).toBe(true);
  });

  it('an answer the library no longer holds (cleared, or past its size cap) is paid for again', async () => {
    ok(await h.service.run(pageLookup));
    await h.service.settled();
    expect(await h.library.stats()).toMatchObject({ entries: 1 });
    await h.library.clear();
    expect(ok(await h.service.run(pageLookup)).fromCache).toBe(false);
    expect(await emu.ledger()).toHaveLength(2);
  });

  it('errors and unrecognised answers are never cached', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'upstream_error', times: 3 });
    expect((await h.service.run(pageLookup)).ok).toBe(false);
    expect(ok(await h.service.run(pageLookup)).fromCache).toBe(false);

    let calls = 0;
    const odd: ServiceClient = {
      async call(operationId, params) {
        calls++;
        return { operationId, params: params as Record<string, string>, body: [1, 2, 3], status: 200, creditsCharged: 1, attempts: 1, durationMs: 1 };
      },
    };
    const fake = makeHarness(emu.url, { deps: { getClient: async () => odd } });
    const a = ok(await fake.service.run(pageLookup));
    expect(a.steps[0]!.normalized.status).toBe('unrecognised');
    expect(a.steps[0]!.raw).toEqual([1, 2, 3]);
    ok(await fake.service.run(pageLookup));
    expect(calls).toBe(2);
  });
});

describe('single-flight', () => {
  it('two identical runs at once send one request and pay once', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 300 });
    const [a, b] = await Promise.all([h.service.run(pageLookup), h.service.run(pageLookup)]);
    expect(await emu.ledger()).toHaveLength(1);
    const ra = ok(a);
    const rb = ok(b);
    expect(ra.creditsCharged + rb.creditsCharged).toBe(1);
    expect([ra.steps[0]!.shared, rb.steps[0]!.shared].filter(Boolean)).toHaveLength(1);
    // The one that joined says what the shared request cost (paid once, by the other).
    const joined = [ra, rb].find((r) => r.steps[0]!.shared)!;
    expect(joined.steps[0]).toMatchObject({ creditsCharged: 0, sharedCredits: 1 });
    // The flight ends once its writes are done.
    await h.service.settled();
    expect(h.service.inFlight()).toBe(0);
  });

  it('a refresh joins an identical request in flight instead of firing a second', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 300 });
    const [a, b] = await Promise.all([h.service.run(pageLookup), h.service.run(pageLookup, { refresh: true })]);
    expect(a.ok && b.ok).toBe(true);
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('a chain and a single lookup share the common step (the context menu and the panel)', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 300 });
    const [a, b] = await Promise.all([
      h.service.run({ useCase: 'page_related_ads', input: { link: PAGE.url } }),
      h.service.run(pageLookup),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect((await emu.ledger()).filter((e) => e.operation === 'social_get_page_details')).toHaveLength(1);
  });

  it('one waiter cancelling does not cancel the other; a call the last one leaves on the wire is paid, recorded and kept', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 400 });
    const abort = new AbortController();
    const pa = h.service.run(pageLookup, { signal: abort.signal });
    const pb = h.service.run(pageLookup);
    await until(() => h.service.inFlight() === 1);
    abort.abort();
    const [a, b] = await Promise.all([pa, pb]);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.code).toBe('cancelled');
    expect(ok(b).steps[0]!.normalized.status).toBe('ok');

    await emu.reset();
    await emu.fault({ operation: 'social_get_group_details', kind: 'latency', latencyMs: 400 });
    const group: UseCaseRequest = { useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } };
    const alone = new AbortController();
    const pc = h.service.run(group, { signal: alone.signal });
    await vi.waitFor(async () => expect((await h.ledger.entries()).at(-1)).toMatchObject({ status: 'pending' }));
    alone.abort();
    const c = await pc;
    expect(!c.ok && c.error.code).toBe('cancelled');
    // The call was on the wire, so the service charges it: it is let finish, recorded at what the
    // service charged (not "cancelled · 0 credits"), counted today, and its answer kept.
    await vi.waitFor(async () =>
      expect((await h.ledger.entries()).at(-1)).toMatchObject({ operationId: 'social_get_group_details', status: 200, creditsCharged: 1, abandoned: true }),
    );
    expect((await emu.ledger()).filter((e) => e.operation === 'social_get_group_details')).toHaveLength(1);
    expect((await h.ledger.spending()).spentToday).toBe(2);
    const again = ok(await h.service.run(group));
    expect(again.fromCache).toBe(true);
    expect((await emu.ledger()).filter((e) => e.operation === 'social_get_group_details')).toHaveLength(1);
  });

  it('a call cancelled before it went out (waiting for the rate limit) costs nothing and is not recorded', async () => {
    h.settings = { ...h.settings, ratePerSecond: 1 };
    ok(await h.service.run(pageLookup));
    const abort = new AbortController();
    const waiting = h.service.run({ useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } }, { signal: abort.signal });
    await until(() => h.service.inFlight() === 1);
    abort.abort();
    const r = await waiting;
    expect(!r.ok && r.error.code).toBe('cancelled');
    expect((await emu.ledger()).map((e) => e.operation)).toEqual(['social_get_page_details']);
    expect((await h.ledger.entries()).map((e) => e.operationId)).toEqual(['social_get_page_details']);
  });
});

describe('budget', () => {
  it('refuses a paid lookup that would pass the daily budget, sends nothing; confirmOverBudget passes', async () => {
    h.settings = { ...h.settings, dailyBudget: 2 };
    ok(await h.service.run(pageLookup));
    ok(await h.service.run({ useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } }));
    const req: UseCaseRequest = { useCase: 'lookup_url', input: { url: KNOWN.reels.main.url } };
    const refused = await h.service.run(req);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toEqual({
      code: 'budget_exceeded',
      estimate: 1,
      budgetLeft: 0,
      budget: 2,
      spent: 2,
    });
    expect(await emu.ledger()).toHaveLength(2);
    // Cached answers stay free and allowed.
    expect(ok(await h.service.run(pageLookup)).fromCache).toBe(true);
    // The estimate says so before the click.
    expect(await h.service.estimate(req)).toMatchObject({ credits: 1, overBudget: true, budgetLeft: 0 });

    const confirmed = ok(await h.service.run(req, { confirmOverBudget: true }));
    expect(confirmed.creditsCharged).toBe(1);
    expect(await emu.ledger()).toHaveLength(3);
  });

  it('counts the whole chain up front (5 + 1 for attachments)', async () => {
    h.settings = { ...h.settings, dailyBudget: 5 };
    const r = await h.service.run({ useCase: 'post_attachments', input: { link: KNOWN.posts.multiPhoto.url } });
    expect(!r.ok && r.error).toMatchObject({ code: 'budget_exceeded', estimate: 6, budgetLeft: 5 });
    expect(await emu.ledger()).toHaveLength(0);
  });

  it('auto-lookup needs the setting, and never passes the budget even when confirmed', async () => {
    const off = await h.service.run(pageLookup, { autoLookup: true });
    expect(!off.ok && off.error.code).toBe('auto_lookup_off');
    expect(await emu.ledger()).toHaveLength(0);

    h.settings = { ...h.settings, autoLookup: true, dailyBudget: 1 };
    ok(await h.service.run(pageLookup, { autoLookup: true }));
    // Cache first (even if asked to refresh).
    expect(ok(await h.service.run(pageLookup, { autoLookup: true, refresh: true })).fromCache).toBe(true);
    const over = await h.service.run(
      { useCase: 'lookup_url', input: { url: KNOWN.reels.main.url } },
      { autoLookup: true, confirmOverBudget: true },
    );
    expect(!over.ok && over.error.code).toBe('budget_exceeded');
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('a run that joins an identical request in flight is free: the budget does not count it twice', async () => {
    // The context menu's lookup is in flight when the side panel asks for the same link.
    h.settings = { ...h.settings, dailyBudget: 1 };
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 200 });
    const first = h.service.run(pageLookup);
    await vi.waitFor(() => expect(h.service.inFlight()).toBe(1));
    const second = ok(await h.service.run(pageLookup));
    expect(second.fromCache).toBe(true);
    expect(second.creditsCharged).toBe(0);
    expect(ok(await first).creditsCharged).toBe(1);
    expect(await emu.ledger()).toHaveLength(1);
    // Another paid lookup is still refused.
    const other = await h.service.run({ useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } });
    expect(!other.ok && other.error.code).toBe('budget_exceeded');
  });

  it('held only (the side panel showing what it was asked to) joins a call in flight or a kept answer, and never pays', async () => {
    const refused = await h.service.run(pageLookup, { heldOnly: true });
    expect(!refused.ok && refused.error.code).toBe('not_held');
    // Asking to refresh does not make it pay.
    const refreshed = await h.service.run(pageLookup, { heldOnly: true, refresh: true });
    expect(!refreshed.ok && refreshed.error.code).toBe('not_held');
    expect(await emu.ledger()).toHaveLength(0);

    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 200 });
    const first = h.service.run(pageLookup);
    await vi.waitFor(() => expect(h.service.inFlight()).toBe(1));
    expect(ok(await h.service.run(pageLookup, { heldOnly: true })).creditsCharged).toBe(0);
    expect(ok(await first).creditsCharged).toBe(1);
    expect(ok(await h.service.run(pageLookup, { heldOnly: true })).fromCache).toBe(true);
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('held only: a run for the same request that has not yet sent its call (still reading settings) is waited for, not missed', async () => {
    // The click's run is slow before its call is in flight: the panel's held-only request, made
    // in that moment, shows the click's answer instead of falling back to its button.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    h = makeHarness(emu.url, { deps: { settings: async () => (reads++ === 0 && (await gate), h.settings) } });
    const paying = h.service.run(pageLookup, { writeBehind: true });
    const held = h.service.run(pageLookup, { heldOnly: true });
    expect(h.service.inFlight()).toBe(0);
    release();
    expect(ok(await paying).creditsCharged).toBe(1);
    expect(ok(await held)).toMatchObject({ creditsCharged: 0, fromCache: true });
    expect(await emu.ledger()).toHaveLength(1);
    // Another request is not waited for: nothing of it is held.
    const other = await h.service.run({ useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } }, { heldOnly: true });
    expect(!other.ok && other.error.code).toBe('not_held');
  });

  it('held only: a step the estimate found in flight, gone unkept by the time it runs, is refused, not paid', async () => {
    ok(await h.service.run(pageLookup));
    await h.service.settled();
    for (const operation of ['social_ads_search', 'social_ads_page_details']) {
      await emu.fault({ operation, kind: 'upstream_error', status: 500, latencyMs: 200 });
    }
    const ads: UseCaseRequest = { useCase: 'page_related_ads', input: { link: PAGE.url } };
    const first = h.service.run(ads);
    await vi.waitFor(() => expect(h.service.inFlight()).toBe(2));
    // Estimated free (the page kept, its ads in flight); its steps read the library only once
    // those calls have failed, so they find nothing held.
    const get = h.library.get.bind(h.library);
    vi.spyOn(h.library, 'get').mockImplementation(async (...args) => (await first, await until(() => h.service.inFlight() === 0), get(...args)));
    const held = await h.service.run(ads, { heldOnly: true });
    expect((await first).ok).toBe(false);
    expect(!held.ok && held.error.code).toBe('not_held');
    // The first run answers at its first failure; its other call is counted once it has ended.
    await until(() => h.service.inFlight() === 0);
    expect(await emu.ledger()).toHaveLength(3);
  });

  it('concurrent runs cannot pass the budget together', async () => {
    h.settings = { ...h.settings, dailyBudget: 2 };
    await emu.fault({ kind: 'latency', latencyMs: 150 });
    const urls = [PAGE.url, KNOWN.groups.corvitarts.url, KNOWN.reels.main.url, KNOWN.videos.main.url];
    const results = await Promise.all(urls.map((url) => h.service.run({ useCase: 'lookup_url', input: { url } })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect((await emu.ledger()).reduce((s, e) => s + e.creditsCharged, 0)).toBe(2);
  });
});

describe('ledger', () => {
  it('records every attempt: a 502 then a success → two entries, one charged', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'upstream_error', times: 1 });
    const r = ok(await h.service.run(pageLookup));
    expect(r.creditsCharged).toBe(1);
    const service = await emu.ledger();
    expect(service.map((e) => [e.status, e.creditsCharged])).toEqual([
      [502, 0],
      [200, 1],
    ]);
    await h.service.settled();
    const ours = await h.ledger.entries();
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({
      operationId: 'social_get_page_details',
      status: 502,
      errorCode: 'upstream_error',
      creditsCharged: 0,
      attempt: 1,
      fromCache: false,
      requestId: service[0]!.requestId,
    });
    expect(ours[1]).toMatchObject({ status: 200, creditsCharged: 1, attempt: 2, creditsRemaining: 199, requestId: service[1]!.requestId });
    expect(ours[0]!.summary).toBe('link=…/northwindgames');
  });

  it('records failed calls with every retry, and the error reaches the caller with the partial result', async () => {
    await emu.fault({ operation: 'social_ads_search', kind: 'upstream_timeout' });
    const r = await h.service.run({ useCase: 'page_related_ads', input: { link: PAGE.url } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'upstream_timeout', status: 504 });
    expect(r.error.requestId).toBeTruthy();
    expect(r.partial?.steps.map((s) => s.operationId)).toContain('social_get_page_details');
    const ours = await h.ledger.entries();
    const failed = ours.filter((e) => e.operationId === 'social_ads_search');
    expect(failed.map((e) => [e.status, e.errorCode, e.attempt])).toEqual([
      [504, 'upstream_timeout', 1],
      [504, 'upstream_timeout', 2],
      [504, 'upstream_timeout', 3],
    ]);
    const charged = (await emu.ledger()).reduce((s, e) => s + e.creditsCharged, 0);
    expect(ours.reduce((s, e) => s + e.creditsCharged, 0)).toBe(charged);
  });

  it('concurrent runs never lose an entry', async () => {
    const queries = Array.from({ length: 12 }, (_, i) => `query ${i}`);
    await Promise.all(queries.map((query) => h.service.run({ useCase: 'search_pages', input: { query } })));
    await h.service.settled();
    const ours = await h.ledger.entries();
    expect(ours).toHaveLength(12);
    expect((await h.service.credits()).spentToday).toBe(12);
  });

  it('refreshUsage reads the free /usage call', async () => {
    ok(await h.service.run(pageLookup));
    await h.service.settled();
    const view = await h.service.refreshUsage();
    expect(view.error).toBeUndefined();
    expect(view.remaining).toBe(199);
    expect(view.limit).toBe(200);
    expect(view.plan).toBeTruthy();
    expect(view.spentToday).toBe(1);
    const usage = (await emu.ledger()).at(-1)!;
    expect(usage).toMatchObject({ operation: 'account_get_usage', creditsCharged: 0 });
    expect((await h.ledger.entries()).at(-1)).toMatchObject({ operationId: 'account_get_usage', creditsCharged: 0 });
  });

  it('a call is in the ledger while in flight, and a worker stopped mid-call leaves it as interrupted', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 400 });
    const running = h.service.run(pageLookup);
    await vi.waitFor(async () => expect((await h.ledger.entries()).map((e) => e.status)).toEqual(['pending']));
    // What a new worker finds over the same storage while the old one's call never came back.
    const after = h.restart();
    expect(await after.ledger.recoverInterrupted()).toBe(1);
    const [entry] = await after.ledger.entries();
    expect(entry).toMatchObject({ operationId: 'social_get_page_details', status: 'interrupted', creditsCharged: 1, priceEstimated: true });
    expect(entry!.flightId).toBeUndefined();
    // The service charges an abandoned call: it counts against today's budget.
    expect((await after.ledger.spending()).spentToday).toBe(1);
    await running;
  });

  it('the ledger says an answer was received only once it is kept: a worker stopped in between never loses a paid answer', async () => {
    // The answer's write to the library is held, as when the worker stops before IndexedDB commits.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let keeping = false;
    const cache = { ...h.library, set: async (...args: Parameters<typeof h.library.set>) => ((keeping = true), await held, h.library.set(...args)) };
    const slow = makeHarness(emu.url, { store: h.store, deps: { cache } });
    const running = slow.service.run(pageLookup);
    await until(() => keeping);
    await new Promise((r) => setTimeout(r, 20));
    // What a new worker finds now: the call still pending (so interrupted, at its price), never
    // a 200 whose answer the library lacks (the next lookup would pay for it again).
    const after = h.restart();
    expect((await after.ledger.entries()).map((e) => e.status)).toEqual(['pending']);
    expect(await after.ledger.recoverInterrupted()).toBe(1);
    expect((await after.ledger.entries()).map((e) => [e.status, e.creditsCharged])).toEqual([['interrupted', 1]]);
    release();
    ok(await running);
  });

  it('a worker stopped before the call goes out leaves nothing to count', async () => {
    // The call waits before it is sent (for its client here; the rate limiter alike).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let waiting = false;
    const getClient = createClientProvider({ settings: async () => h.settings, apiKey: async () => 'demo' });
    const slow = makeHarness(emu.url, { store: h.store, deps: { getClient: async () => ((waiting = true), await held, getClient()) } });
    const running = slow.service.run(pageLookup);
    await until(() => waiting);
    // What a new worker finds now: no call in the ledger, so none counted as interrupted.
    const after = h.restart();
    expect(await after.ledger.entries()).toEqual([]);
    expect(await after.ledger.recoverInterrupted()).toBe(0);
    release();
    ok(await running);
    expect((await emu.ledger()).map((c) => c.creditsCharged)).toEqual([1]);
    await slow.service.settled();
    expect((await h.ledger.entries()).map((e) => [e.status, e.creditsCharged])).toEqual([[200, 1]]);
  });

  it('a worker stopped while the client waits out a 429 counts nothing as charged: the 429 is settled, nothing is on the wire', async () => {
    await emu.fault({ operation: 'social_get_page_details', kind: 'rate_limit', retryAfterSec: 2, times: 1 });
    const running = h.service.run(pageLookup);
    // The 429 came back and is in the ledger; the client waits 2 s before it sends again.
    await vi.waitFor(async () => expect((await h.ledger.entries()).map((e) => e.status)).toEqual([429]));
    const after = h.restart();
    expect(await after.ledger.recoverInterrupted()).toBe(0);
    expect((await after.ledger.spending()).spentToday).toBe(0);
    // The retry writes its own pending entry and settles it: two attempts, one charge.
    ok(await running);
    await vi.waitFor(async () => expect((await h.ledger.entries()).map((e) => [e.status, e.creditsCharged])).toEqual([[429, 0], [200, 1]]));
    expect((await emu.ledger()).filter((c) => c.creditsCharged > 0)).toHaveLength(1);
  });

  it('a settled call replaces its pending entry', async () => {
    ok(await h.service.run(pageLookup));
    // Settled just behind the answer, once the answer is kept.
    await vi.waitFor(async () => expect((await h.ledger.entries()).map((e) => e.status)).toEqual([200]));
    expect(await h.ledger.recoverInterrupted()).toBe(0);
  });

  it('refreshUsage without a key says why, without throwing', async () => {
    h.key = null;
    const view = await h.service.refreshUsage();
    expect(view.error?.code).toBe('no_key');
  });
});

describe('estimate', () => {
  it('prices before the call, knows the cache, and the refresh price', async () => {
    expect(await h.service.estimate(pageLookup)).toMatchObject({ credits: 1, refreshCredits: 1, cached: false, exact: true, overBudget: false });
    ok(await h.service.run(pageLookup));
    const est = await h.service.estimate(pageLookup);
    expect(est).toMatchObject({ credits: 0, refreshCredits: 1, cached: true, exact: true });
    expect(est.cachedAgeMs).toBeGreaterThanOrEqual(0);
    expect(await h.service.estimate(pageLookup, { refresh: true })).toMatchObject({ credits: 1, cached: false });
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('chains that depend on answers are estimates until the answers are cached', async () => {
    const ads: UseCaseRequest = { useCase: 'page_related_ads', input: { link: KNOWN.pages.quietharbor.url } };
    expect(await h.service.estimate(ads)).toMatchObject({ credits: 3, exact: false, cached: false });
    ok(await h.service.run(ads));
    expect(await h.service.estimate(ads)).toMatchObject({ credits: 0, exact: true, cached: true });
    const posts: UseCaseRequest = { useCase: 'page_posts', input: { link: PAGE.url, limit: 6 } };
    expect(await h.service.estimate(posts)).toMatchObject({ credits: 2, exact: false });
  });

  it('an invalid request is a free refusal', async () => {
    const est = await h.service.estimate({ useCase: 'video_details', input: { video_id: 'abc' } });
    expect(est.refusal?.code).toBe('invalid_request');
    const r = await h.service.run({ useCase: 'video_details', input: { video_id: 'abc' } });
    expect(!r.ok && r.error).toMatchObject({ code: 'invalid_request', param: 'video_id' });
  });
});

describe('history', () => {
  it('keeps the last lookups, newest first, one entry per request', async () => {
    ok(await h.service.run(pageLookup));
    ok(await h.service.run({ useCase: 'search_pages', input: { query: 'games' } }));
    ok(await h.service.run(pageLookup));
    // Written just after each answer is handed back, in the order of the answers.
    await vi.waitFor(async () =>
      expect((await h.history.list()).map((e) => [e.label, e.fromCache, e.creditsCharged])).toEqual([
        ['Page northwindgames', true, 0],
        ['Search pages “games”', false, 1],
      ]),
    );
    expect((await h.history.list())[0]!.request).toEqual(pageLookup);
  });

  it('names the entity each entry was about: a post’s comment pages are that post', async () => {
    const post = KNOWN.posts.manyComments;
    ok(await h.service.run({ useCase: 'lookup_url', input: { url: post.permalinkUrl } }));
    const first = ok(await h.service.run({ useCase: 'post_comments', input: { link: post.url } }));
    const cursor = (first.steps.at(-1)!.normalized as { data: { endCursor?: string } }).data.endCursor!;
    ok(await h.service.run({ useCase: 'post_comments', input: { link: post.url, end_cursor: cursor } }));
    ok(await h.service.run({ useCase: 'search_pages', input: { query: 'games' } }));
    await vi.waitFor(async () => expect(await h.history.list()).toHaveLength(4));
    const list = await h.history.list();
    expect(list.map((e) => e.entity?.key)).toEqual([undefined, `post:${post.id}`, `post:${post.id}`, `post:${post.id}`]);
    expect(list[1]!.entity).toEqual({ key: `post:${post.id}`, label: `Post ${post.id}`, url: post.url });
  });
});
