import { describe, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createContentHandlers } from '../../../lib/background/content-handlers';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { freshLibraryStore } from '../library/helpers';
import { createUiHandlers, registerUiHandlers, serveUiChannel, serveUiPort, type UiHandlers, type UiPort } from '../../../lib/background/ui-handlers';
import { UI_CHANNEL } from '../../../lib/messaging/port-protocol';
import { memoryStore } from '../../../lib/lookup/store';
import { fullDisk } from '../lookup/helpers';
import { panelFocusItem, tabReportsItem } from '../../../lib/storage/items';
import { refreshOf } from '../../../lib/ui/refresh';
import { it, type Emu } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';

let emu: Emu;
let bg: BackgroundServices;
let ui: UiHandlers;
let stubs: ReturnType<typeof stubMissingApis>;

// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  fakeBrowser.reset();
  stubs = stubMissingApis();
  await emu.putKey(KEY, { credits: 50 });
  bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() });
  ui = createUiHandlers(bg);
});

const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') });
const content = (tabId = 3) => ({ id: fakeBrowser.runtime.id, url: 'https://www.social.example/northwindgames', tab: { id: tabId }, frameId: 0 });
const stranger = () => ({ id: 'someone-else', url: 'chrome-extension://someone-else/x.html' });
const lookup = { useCase: 'lookup_url', input: { url: KNOWN.pages.northwindgames.url } };

async function configure() {
  expect(await ui.saveSettings({ data: { baseUrl: emu.url, dailyBudget: 20 }, sender: page() })).toMatchObject({ ok: true });
  await ui.setApiKey({ data: { key: KEY }, sender: page() });
}

describe('UI handlers', () => {
  it('every UiProtocol message has a handler, registered synchronously', () => {
    const names: string[] = [];
    registerUiHandlers(ui, (type) => names.push(type));
    expect(names.sort()).toEqual(
      [
        'cancel', 'estimate', 'estimateMany', 'getLedger', 'getOverview', 'getTabState', 'refreshUsage', 'removeApiKey', 'run',
        'saveSettings', 'setApiKey', 'showInPanel', 'verifyKey',
        'libraryList', 'libraryOpen', 'libraryStats', 'libraryExport', 'libraryDelete', 'ledgerAnswer', 'problemLog',
        'jobEstimate', 'jobStart', 'jobList', 'jobControl', 'jobExport',
      ].sort(),
    );
  });

  it('refuse content scripts and other extensions, for run and everything else', async () => {
    for (const name of Object.keys(ui) as (keyof UiHandlers)[]) {
      await expect(ui[name]({ data: {}, sender: content() })).rejects.toThrow(/Refused/);
      await expect(ui[name]({ data: {}, sender: stranger() })).rejects.toThrow(/Refused/);
    }
    expect(await emu.ledger()).toHaveLength(0);
  });

  it('run: a lookup end to end; invalid payloads come back as errors, not exceptions', async () => {
    await configure();
    const r = await ui.run({ data: { request: lookup }, sender: page() });
    expect(r.ok).toBe(true);
    expect(await ui.run({ data: { request: { useCase: 'lookup_url', input: {} } }, sender: page() })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const est = await ui.estimate({ data: { request: lookup }, sender: page() });
    expect(est).toMatchObject({ credits: 0, cached: true, refreshCredits: 1 });
    expect((await ui.getLedger({ data: undefined, sender: page() })).length).toBe(1);
  });

  it('run from a page writes behind its answer; an automatic lookup writes at once', async () => {
    await configure();
    const run = vi.spyOn(bg.lookup, 'run');
    await ui.run({ data: { request: lookup }, sender: page() });
    await ui.run({ data: { request: lookup, autoLookup: true }, sender: page() });
    expect(run.mock.calls.map(([, options]) => options?.writeBehind)).toEqual([true, false]);
  });

  it('the overview, the ledger and the library read right after an answer show its writes (they go behind it)', async () => {
    await configure();
    const post = KNOWN.posts.manyComments;
    expect(await ui.run({ data: { request: { useCase: 'lookup_url', input: { url: post.url } } }, sender: page() })).toMatchObject({ ok: true });
    const overview = await ui.getOverview({ data: undefined, sender: page() });
    expect(overview.credits).toMatchObject({ spentToday: 1, remaining: 49 });
    expect(overview.history.map((e) => e.label)).toEqual([`Post ${post.id}`]);
    expect((await ui.getLedger({ data: undefined, sender: page() })).map((e) => [e.status, e.creditsCharged])).toEqual([[200, 1]]);
    expect((await ui.libraryList({ data: {}, sender: page() })).items.map((e) => e.kind)).toEqual(['post']);
  });

  it('estimateMany: one answer per request, in order; an oversized batch is refused', async () => {
    await configure();
    await ui.run({ data: { request: lookup }, sender: page() });
    const other = { useCase: 'lookup_url', input: { url: KNOWN.pages.northwindgames.url.replace('northwindgames', 'someoneelse') } };
    const answers = await ui.estimateMany({ data: { requests: [{ request: lookup }, { request: other }, { request: lookup, refresh: true }] }, sender: page() });
    expect(answers.map((a) => [a.credits, a.cached])).toEqual([[0, true], [1, false], [1, false]]);
    const tooMany = Array.from({ length: 101 }, () => ({ request: lookup }));
    await expect(ui.estimateMany({ data: { requests: tooMany }, sender: page() })).rejects.toMatchObject({ code: 'invalid_request', view: { param: 'requests' } });
  });

  it('the UI port answers each call by id, checks the sender and validates like single messages', async () => {
    await configure();
    const port = (sender: ReturnType<typeof page>) => {
      const answers: unknown[] = [];
      let listener: (m: unknown) => void = () => {};
      const p: UiPort = { name: 'ui', sender, onMessage: { addListener: (cb) => (listener = cb) }, postMessage: (a) => answers.push(a) };
      serveUiPort(ui, p);
      return { send: (m: unknown) => listener(m), answers };
    };
    const mine = port(page());
    mine.send({ id: 1, type: 'estimate', data: { request: lookup } });
    mine.send({ id: 2, type: 'run', data: { request: { useCase: 'lookup_url', input: {} } } });
    mine.send({ id: 3, type: 'getApiKey' });
    mine.send({ type: 'run' });
    await vi.waitFor(() => expect(mine.answers).toHaveLength(3));
    expect(mine.answers).toContainEqual({ id: 1, ok: true, value: expect.objectContaining({ credits: 1, cached: false }) });
    expect(mine.answers).toContainEqual({ id: 2, ok: true, value: expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'invalid_request' }) }) });
    expect(mine.answers).toContainEqual({ id: 3, ok: false, error: expect.objectContaining({ code: 'invalid_request' }) });
    const theirs = port(content() as never);
    theirs.send({ id: 9, type: 'getOverview' });
    await vi.waitFor(() => expect(theirs.answers).toHaveLength(1));
    expect(theirs.answers[0]).toMatchObject({ id: 9, ok: false, error: { code: 'forbidden_sender' } });
    expect(await emu.ledger()).toHaveLength(0);
  });

  it("a page's direct channel (Chrome's worker) is served like the UI port: the extension's own pages only, and every call keeps the worker awake", async () => {
    const self = () => ({ id: fakeBrowser.runtime.id, origin: fakeBrowser.runtime.getURL('/') });
    let calls = 0;
    const ports: MessagePort[] = [];
    const open = (url: string | undefined, handlers: UiHandlers = ui) => {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      const answers: unknown[] = [];
      port1.onmessage = (e) => answers.push(e.data);
      const served = serveUiChannel(handlers, { data: UI_CHANNEL, ports: [port2], source: url === undefined ? null : { url } }, { self, onCall: () => calls++ });
      return { send: (m: unknown) => port1.postMessage(m), answers, served };
    };
    try {
      const mine = open(fakeBrowser.runtime.getURL('/sidepanel.html'));
      expect(mine.served).toBe(true);
      mine.send({ id: 1, type: 'estimate', data: { request: lookup } });
      mine.send({ id: 2, type: 'getApiKey' });
      await vi.waitFor(() => expect(mine.answers).toHaveLength(2));
      expect(mine.answers).toContainEqual({ id: 1, ok: true, value: expect.objectContaining({ credits: 1, cached: false }) });
      expect(mine.answers).toContainEqual({ id: 2, ok: false, error: expect.objectContaining({ code: 'invalid_request' }) });
      // A client that is not one of the extension's pages (or says nothing of itself) is refused.
      for (const url of ['https://www.social.example/northwindgames', undefined]) {
        const other = open(url);
        other.send({ id: 9, type: 'getOverview' });
        await vi.waitFor(() => expect(other.answers).toHaveLength(1));
        expect(other.answers[0]).toMatchObject({ id: 9, ok: false, error: { code: 'forbidden_sender' } });
      }
      expect(calls).toBe(4);
      // Any other message to the worker is not a channel.
      expect(serveUiChannel(ui, { data: 'hello', ports: [new MessageChannel().port1], source: { url: fakeBrowser.runtime.getURL('/x.html') } }, { self })).toBe(false);
      // An answer the channel cannot carry is answered with an error, not never.
      const odd = open(fakeBrowser.runtime.getURL('/popup.html'), { ...ui, getOverview: async () => ({ f: () => 1 }) } as never);
      odd.send({ id: 5, type: 'getOverview' });
      await vi.waitFor(() => expect(odd.answers).toHaveLength(1));
      expect(odd.answers[0]).toMatchObject({ id: 5, ok: false, error: { message: expect.stringContaining('could not send its answer') } });
      expect(await emu.ledger()).toHaveLength(0);
    } finally {
      for (const p of ports) p.close();
    }
  });

  it('the UI port tells every page waiting on a run, a joined one too, that the service asked to wait, then answers', async () => {
    await configure();
    await emu.fault({ kind: 'rate_limit', retryAfterSec: 1, times: 1 });
    const port = () => {
      const messages: Record<string, unknown>[] = [];
      let listener: (m: unknown) => void = () => {};
      serveUiPort(ui, { name: 'ui', sender: page(), onMessage: { addListener: (cb) => (listener = cb) }, postMessage: (m) => messages.push(m as never) });
      return { send: (m: unknown) => listener(m), messages };
    };
    const first = port();
    const joined = port();
    const sent = Date.now();
    first.send({ id: 1, type: 'run', data: { request: lookup } });
    joined.send({ id: 4, type: 'run', data: { request: lookup } });
    // The wait is told while it goes on, before any answer.
    await vi.waitFor(() => expect(first.messages).toHaveLength(1));
    const waiting = { kind: 'waiting', reason: 'rate_limited', until: expect.any(Number) };
    expect(first.messages[0]).toEqual({ id: 1, progress: waiting });
    const until = (first.messages[0]!.progress as { until: number }).until;
    expect(until).toBeGreaterThanOrEqual(sent + 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 1000);
    await vi.waitFor(() => expect(joined.messages).toContainEqual({ id: 4, progress: waiting }));
    // Then the answer, after the wait: one call charged, the joined page served by it.
    await vi.waitFor(() => expect(first.messages).toHaveLength(2), { timeout: 4000 });
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    expect(first.messages[1]).toMatchObject({ id: 1, ok: true, value: { ok: true } });
    await vi.waitFor(() => expect(joined.messages.at(-1)).toMatchObject({ id: 4, ok: true, value: { ok: true } }));
    expect((await emu.ledger()).map((c) => [c.status, c.creditsCharged])).toEqual([
      [429, 0],
      [200, 1],
    ]);
  });

  it('the library: what a lookup paid for is listed, opens for free, exports, and the ledger row leads to it', async () => {
    await configure();
    const post = KNOWN.posts.textOnly;
    expect((await ui.run({ data: { request: { useCase: 'lookup_url', input: { url: post.url } } }, sender: page() })).ok).toBe(true);
    expect((await ui.run({ data: { request: { useCase: 'post_comments', input: { link: post.url } } }, sender: page() })).ok).toBe(true);
    const paid = (await emu.ledger()).length;
    const list = await ui.libraryList({ data: { kind: 'comment' }, sender: page() });
    expect(list.items).toHaveLength(post.comments);
    const opened = await ui.libraryOpen({ data: { uid: `post:${post.id}` }, sender: page() });
    expect(opened).toMatchObject({ item: { kind: 'post', id: post.id }, children: { comment: post.comments } });
    // Its view fetches it again as the side panel would look up its link.
    expect(refreshOf(opened!.item)).toEqual({ useCase: 'lookup_url', input: { url: post.url } });
    expect(opened?.normalized).toMatchObject({ status: 'ok', model: 'post' });
    const comments = await ui.libraryList({ data: { owner: `post:${post.id}` }, sender: page() });
    expect(comments.items).toHaveLength(post.comments);
    // An export's rows: every comment, without the search words (the page builds the file).
    const exported = await ui.libraryExport({ data: { query: { owner: `post:${post.id}`, kind: 'comment' } }, sender: page() });
    expect(exported.rows).toHaveLength(post.comments);
    expect(exported.rows.every(({ entity }) => entity.kind === 'comment' && !('tokens' in entity))).toBe(true);
    // The ledger's paid rows open what they paid for.
    const ledger = await ui.getLedger({ data: undefined, sender: page() });
    const row = ledger.find((e) => e.operationId === 'social_get_post_comments')!;
    const answer = await ui.ledgerAnswer({ data: { operationId: row.operationId, summary: row.summary, ...(row.requestId ? { requestId: row.requestId } : {}) }, sender: page() });
    expect(answer.uids).toHaveLength(post.comments);
    // Nothing of this reached the service.
    expect(await emu.ledger()).toHaveLength(paid);
    expect((await ui.libraryStats({ data: undefined, sender: page() })).stats).toMatchObject({ entries: 2, entities: 1 + post.comments });
    expect(await ui.libraryDelete({ data: { query: { kind: 'comment' } }, sender: page() })).toEqual({ deleted: post.comments });
    expect((await ui.libraryList({ data: {}, sender: page() })).items.map((e) => e.kind)).toEqual(['post']);
    await expect(ui.libraryOpen({ data: { uid: '' }, sender: page() })).rejects.toThrow();
  });

  it('cancel stops a run by its job id', async () => {
    await configure();
    await emu.fault({ kind: 'latency', latencyMs: 1000 });
    const pending = ui.run({ data: { request: lookup, jobId: 'job-1' }, sender: page() });
    await vi.waitFor(() => expect(bg.jobs.has('job-1')).toBe(true));
    await ui.cancel({ data: { jobId: 'job-1' }, sender: page() });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(bg.jobs.size).toBe(0);
  });

  it('the key never leaves the background', async () => {
    await configure();
    const answers = [
      await ui.getOverview({ data: undefined, sender: page() }),
      await ui.setApiKey({ data: { key: KEY }, sender: page() }),
      await ui.saveSettings({ data: { theme: 'dark' }, sender: page() }),
      await ui.verifyKey({ data: {}, sender: page() }),
      await ui.refreshUsage({ data: undefined, sender: page() }),
      await ui.run({ data: { request: lookup }, sender: page() }),
      await ui.getLedger({ data: undefined, sender: page() }),
    ];
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(KEY);
    expect((answers[0] as { settings: { keyMasked: string } }).settings.keyMasked).toBe('k3••••ef');
  });

  it('verifyKey: the saved key, a candidate key, and a wrong one', async () => {
    await configure();
    expect(await ui.verifyKey({ data: {}, sender: page() })).toMatchObject({ ok: true, remaining: 50 });
    expect(await ui.verifyKey({ data: { key: 'demo' }, sender: page() })).toMatchObject({ ok: true, remaining: 200 });
    expect(await ui.verifyKey({ data: { key: 'wrong' }, sender: page() })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const none = createUiHandlers(createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() }));
    await ui.removeApiKey({ data: undefined, sender: page() });
    expect(await none.verifyKey({ data: {}, sender: page() })).toMatchObject({ ok: false, error: { code: 'no_key' } });
  });

  it('saveSettings refuses bad values without writing', async () => {
    expect(await ui.saveSettings({ data: { baseUrl: 'ftp://x' }, sender: page() })).toMatchObject({ ok: false, error: { code: 'insecure_base_url' } });
    expect(await ui.saveSettings({ data: { dailyBudget: 'ten' }, sender: page() })).toMatchObject({ ok: false, error: { code: 'invalid_settings' } });
    expect((await ui.getOverview({ data: undefined, sender: page() })).settings.dailyBudget).toBe(50);
  });

  it('showInPanel and getTabState', async () => {
    await ui.showInPanel({ data: { tabId: 3, url: KNOWN.reels.main.url }, sender: page() });
    expect(await panelFocusItem.getValue()).toMatchObject({ tabId: 3, url: KNOWN.reels.main.url });
    const tab = await fakeBrowser.tabs.create({ url: KNOWN.reels.main.url });
    expect(await ui.getTabState({ data: { tabId: tab.id }, sender: page() })).toMatchObject({ onSite: true, current: { kind: 'reel' } });
    await expect(ui.getTabState({ data: { tabId: -1 }, sender: page() })).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('problemLog: a ledger write the browser refused is logged (even when the log itself cannot be saved) and listed newest first', async ({ emu }) => {
    const disk = fullDisk();
    const local = createBackgroundServices({ store: disk.store, libraryStore: freshLibraryStore() });
    const handlers = createUiHandlers(local);
    expect(await handlers.saveSettings({ data: { baseUrl: emu.url }, sender: page() })).toMatchObject({ ok: true });
    await handlers.setApiKey({ data: { key: KEY }, sender: page() });
    expect(await handlers.problemLog({ data: {}, sender: page() })).toEqual([]);
    disk.state.full = true;
    expect(await handlers.run({ data: { request: lookup }, sender: page() })).toMatchObject({ ok: false, error: { code: 'ledger_unavailable' } });
    disk.state.full = false;
    const problems = await handlers.problemLog({ data: {}, sender: page() });
    expect(problems[0]).toMatchObject({ where: 'ledger.begin', code: 'QuotaExceededError', context: { operationId: 'social_get_page_details' } });
    // Nothing was sent to the service while the ledger could not be written.
    expect(await emu.ledger()).toHaveLength(0);
    await handlers.run({ data: { request: lookup }, sender: page() });
    expect((await handlers.problemLog({ data: { limit: 1 }, sender: page() })).length).toBe(1);
    await expect(handlers.problemLog({ data: { limit: 0 }, sender: page() })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(handlers.problemLog({ data: {}, sender: stranger() })).rejects.toThrow(/Refused/);
  });
});

describe('content handlers', () => {
  const content$ = () => createContentHandlers();
  const post = (i: number) => ({ kind: 'post', id: String(i), url: `https://www.social.example/x/posts/${i}`, text: `Post ${i}` });
  const changes = {
    pageUrl: KNOWN.pages.northwindgames.url,
    current: { kind: 'page', id: 'northwindgames', url: KNOWN.pages.northwindgames.url },
    reset: true,
    seq: 0,
    total: 700,
    added: Array.from({ length: 700 }, (_, i) => post(i)),
    removed: [],
  };

  it('keep the newest entities of a tab, apply changes in order, and set the badge', async () => {
    expect(await content$().reportChanges({ data: changes, sender: content(3) })).toEqual({ resync: false });
    let stored = (await tabReportsItem.getValue())['3']!;
    expect(stored.found).toHaveLength(500);
    expect(stored.found[0]).toEqual(post(200));
    expect(stored.total).toBe(700);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 3 })).toBe('PAGE');

    const next = { ...changes, reset: false, seq: 1, total: 701, added: [post(700)], removed: [`post ${post(200).url}`] };
    expect(await content$().reportChanges({ data: next, sender: content(3) })).toEqual({ resync: false });
    stored = (await tabReportsItem.getValue())['3']!;
    expect(stored.found.map((d) => d.id).slice(0, 2)).toEqual(['201', '202']);
    expect(stored.found[stored.found.length - 1]).toEqual(post(700));
    expect(stored.total).toBe(701);

    // A lost change: the next one does not follow, nothing is stored, everything is asked for.
    expect(await content$().reportChanges({ data: { ...next, seq: 3 }, sender: content(3) })).toEqual({ resync: true });
    expect((await tabReportsItem.getValue())['3']).toEqual(stored);
    // Changes for a tab the background knows nothing of (the session was cleared) ask the same.
    expect(await content$().reportChanges({ data: next, sender: content(9) })).toEqual({ resync: true });
  });

  it('refuse extension pages, other extensions and invalid changes; ignore sub-frames', async () => {
    await expect(content$().reportChanges({ data: changes, sender: page() })).rejects.toThrow(/Refused/);
    await expect(content$().reportChanges({ data: changes, sender: { ...content(), id: 'x' } })).rejects.toThrow(/Refused/);
    await expect(content$().reportChanges({ data: { ...changes, added: 'all' }, sender: content() })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await content$().reportChanges({ data: changes, sender: { ...content(8), frameId: 2 } });
    expect(await tabReportsItem.getValue()).toEqual({});
  });

  it('openSidePanel opens the panel of the sender tab first, then focuses it on the link', async () => {
    const pending = content$().openSidePanel({ data: { url: KNOWN.reels.main.url }, sender: content(6) });
    expect(stubs.sidePanel.open).toHaveBeenCalledWith({ tabId: 6 });
    await pending;
    expect(await panelFocusItem.getValue()).toMatchObject({ tabId: 6, url: KNOWN.reels.main.url });
  });
});
