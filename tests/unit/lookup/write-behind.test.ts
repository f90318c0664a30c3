import { describe, expect, vi } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import type { RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { it, type Emu } from '../fixtures/emulator';
import { makeHarness, type Harness } from './helpers';

// Interactive lookups write behind their answer: the answer goes back at once, its writes (kept,
// settled, history) start a moment later. Meanwhile the answer is found from memory, so nothing
// it answers is paid for twice, and reads that must see its writes wait for them (settled).
// The moment is a gate each test opens itself: "within the window" is before it opens.

let emu: Emu;
let h: Harness;
let gate: ReturnType<typeof makeGate>;

function makeGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: vi.fn(() => opened), open };
}

// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  gate = makeGate();
  h = makeHarness(emu.url, { deps: { writeBehindDelay: gate.wait } });
});

const POST = KNOWN.posts.manyComments;
const PHOTO = `https://www.social.example/photo/?fbid=${POST.photoId}&set=a.1`;
const lookup = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
const interactive = { writeBehind: true } as const;

function ok(r: RunResponse): UseCaseResult {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.result;
}
const calls = async () => (await emu.ledger()).map((c) => c.operation);
const statuses = async (x: Harness = h) => (await x.ledger.entries()).map((e) => [e.status, e.creditsCharged]);

describe('write behind: the answer is found before it is written', () => {
  it('another link form of the same post, within the window: free, nothing sent', async () => {
    ok(await h.service.run(lookup(POST.url), interactive));
    // Within the window: nothing written yet.
    expect(gate.wait).toHaveBeenCalled();
    expect(await h.library.stats()).toMatchObject({ entries: 0 });
    expect(await statuses()).toEqual([['pending', 1]]);
    for (const url of [POST.permalinkUrl, POST.mobileUrl]) {
      const again = ok(await h.service.run(lookup(url), interactive));
      expect(again, url).toMatchObject({ fromCache: true, creditsCharged: 0 });
    }
    expect(await calls()).toEqual(['social_get_post_details']);
    gate.open();
    await h.service.settled();
    expect(await h.library.stats()).toMatchObject({ entries: 1 });
    // Once written, the library answers them.
    expect(ok(await h.service.run(lookup(POST.permalinkUrl)))).toMatchObject({ fromCache: true, creditsCharged: 0 });
    expect(await calls()).toHaveLength(1);
  });

  it('a chain’s step that asks for the entity just answered, within the window: free (no id call)', async () => {
    const photos = KNOWN.posts.multiPhoto;
    ok(await h.service.run(lookup(photos.url), interactive));
    const r = ok(await h.service.run({ useCase: 'post_attachments', input: { link: photos.url } }, interactive));
    expect(r.steps[0]).toMatchObject({ operationId: 'social_get_post_details', fromCache: true, creditsCharged: 0 });
    expect(r.creditsCharged).toBe(5);
    expect(await calls()).toEqual(['social_get_post_details', 'social_get_post_attachments']);
    gate.open();
    await h.service.settled();
  });

  it('an estimate within the window prices what was just answered at 0, as kept', async () => {
    ok(await h.service.run(lookup(POST.url), interactive));
    expect(await h.service.estimate(lookup(POST.url))).toMatchObject({ credits: 0, cached: true });
    expect(await h.service.estimate(lookup(POST.permalinkUrl))).toMatchObject({ credits: 0, cached: true });
    expect(await h.service.estimate(lookup(PHOTO))).toMatchObject({ credits: 0, cached: true });
    const photos = KNOWN.posts.multiPhoto;
    ok(await h.service.run(lookup(photos.url), interactive));
    expect(await h.service.estimate({ useCase: 'post_attachments', input: { link: photos.url } })).toMatchObject({ credits: 5 });
    gate.open();
    await h.service.settled();
  });

  it('a kind whose lifetime is 0 (do not cache) is not served from memory either: another link form pays again', async () => {
    h.settings = { ...h.settings, cacheLifetimes: { ...h.settings.cacheLifetimes, details: 0 } };
    ok(await h.service.run(lookup(POST.url), interactive));
    // The same link, its answer's flight still open for the writes: not given that answer.
    expect(ok(await h.service.run(lookup(POST.url), interactive))).toMatchObject({ fromCache: false, creditsCharged: 1 });
    const again = ok(await h.service.run(lookup(POST.permalinkUrl), interactive));
    expect(again).toMatchObject({ fromCache: false, creditsCharged: 1 });
    // The post's photo link (named by the answer) is not found through it either.
    expect(await h.service.estimate(lookup(PHOTO))).toMatchObject({ credits: 1, cached: false });
    expect(await calls()).toEqual(['social_get_post_details', 'social_get_post_details', 'social_get_post_details']);
    gate.open();
    await h.service.settled();
    // Both paid answers are kept in the library (opened there for free), never served as hits.
    expect(await h.library.stats()).toMatchObject({ entries: 2 });
    expect(ok(await h.service.run(lookup(POST.url)))).toMatchObject({ fromCache: false, creditsCharged: 1 });
  });

  it('the flight stays registered until its writes are done', async () => {
    ok(await h.service.run(lookup(POST.url), interactive));
    expect(h.service.inFlight()).toBe(1);
    // A refresh meanwhile pays again (the answer is in), and both are written.
    ok(await h.service.run(lookup(POST.url), { ...interactive, refresh: true }));
    gate.open();
    await h.service.settled();
    expect(h.service.inFlight()).toBe(0);
    expect(await statuses()).toEqual([
      [200, 1],
      [200, 1],
    ]);
  });
});

describe('write behind: order, worker stops and reads', () => {
  it('a worker stopped within the window leaves the call pending: counted as interrupted at its price, never a 200 without its answer', async () => {
    ok(await h.service.run(lookup(POST.url), interactive));
    // A new worker over the same storage, before the old one wrote anything behind its answer.
    const after = h.restart();
    expect(await statuses(after)).toEqual([['pending', 1]]);
    expect(await after.library.stats()).toMatchObject({ entries: 0 });
    await after.service.recoverInterrupted();
    expect(await statuses(after)).toEqual([['interrupted', 1]]);
    expect((await after.ledger.spending()).spentToday).toBe(1);
    expect(await after.history.list()).toEqual([]);
  });

  it('settled(): once it resolves, the ledger has the settled 200, the library the answer, the history the entry', async () => {
    await h.service.settled();
    const r = ok(await h.service.run(lookup(POST.url), interactive));
    expect(await statuses()).toEqual([['pending', 1]]);
    expect(await h.history.list()).toEqual([]);
    gate.open();
    await h.service.settled();
    const entries = await h.ledger.entries();
    expect(entries.map((e) => [e.status, e.creditsCharged, e.requestId])).toEqual([[200, 1, r.steps[0]!.requestId]]);
    expect((await h.service.credits()).spentToday).toBe(1);
    expect((await h.history.list()).map((e) => [e.label, e.creditsCharged])).toEqual([[`Post ${POST.id}`, 1]]);
    expect(await h.library.stats()).toMatchObject({ entries: 1 });
  });

  it('the history keeps the order of the answers when one written behind is followed by one written at once', async () => {
    ok(await h.service.run(lookup(POST.url), interactive));
    ok(await h.service.run({ useCase: 'search_pages', input: { query: 'games' } }));
    // The next task, when the second entry would be written were it not held behind the first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await h.history.list()).toEqual([]);
    gate.open();
    await h.service.settled();
    expect((await h.history.list()).map((e) => e.useCase)).toEqual(['search_pages', 'lookup_url']);
  });

  it('without the flag nothing waits: the writes start at once, as before', async () => {
    // The gate is never opened: a run that waited for it would never settle.
    ok(await h.service.run(lookup(POST.url)));
    await h.service.settled();
    expect(gate.wait).not.toHaveBeenCalled();
    expect(await statuses()).toEqual([[200, 1]]);
    expect(await h.history.list()).toHaveLength(1);
    expect(await h.library.stats()).toMatchObject({ entries: 1 });
    expect(h.service.inFlight()).toBe(0);
  });
});
