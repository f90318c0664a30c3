import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createContentHandlers } from '../../../lib/background/content-handlers';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { freshLibraryStore } from '../library/helpers';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import { UI_CHANNEL } from '../../../lib/messaging/port-protocol';
import { uiRequests } from '../../../lib/messaging/protocol';
import { serveChannel, servePort, type UiHandlers } from '../../../lib/messaging/ui-server';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';
import { connectedApi, runtimePortPair } from '../messaging/ports';
import { memoryStore } from '../../../lib/lookup/store';
import { fullDisk } from '../lookup/helpers';
import { panelFocusItem, tabReportsItem } from '../../../lib/storage/items';
import { refreshOf } from '../../../lib/ui/library/refresh';
import { it, type Emu } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';

let emu: Emu;
let bg: BackgroundServices;
let ui: UiHandlers;
/** What a page calls: the real client over a port the real server answers (sender: the popup). */
let api: BackgroundApi;
let stubs: ReturnType<typeof stubMissingApis>;

// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  fakeBrowser.reset();
  stubs = stubMissingApis();
  await emu.putKey(KEY, { credits: 50 });
  bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() });
  ui = createUiHandlers(bg);
  api = connectedApi(ui, page());
});

const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') });
const content = (tabId = 3) => ({ id: fakeBrowser.runtime.id, url: 'https://www.social.example/northwindgames', tab: { id: tabId }, frameId: 0 });
const stranger = () => ({ id: 'someone-else', url: 'chrome-extension://someone-else/x.html' });
const lookup = { useCase: 'lookup_url' as const, input: { url: KNOWN.pages.northwindgames.url } };

async function configure() {
  expect(await api.saveSettings({ baseUrl: emu.url, dailyBudget: 20 })).toMatchObject({ ok: true });
  await api.setApiKey({ key: KEY });
}

describe('UI handlers', () => {
  it('every UiProtocol message has a handler and a payload schema', () => {
    expect(Object.keys(uiRequests).sort()).toEqual(Object.keys(ui).sort());
    expect(Object.keys(ui).sort()).toEqual(
      [
        'cancel', 'estimate', 'estimateMany', 'getLedger', 'getOverview', 'getTabState', 'refreshUsage', 'removeApiKey', 'run',
        'saveSettings', 'setApiKey', 'showInPanel', 'takePanelFocus', 'verifyKey',
        'libraryList', 'libraryOpen', 'libraryStats', 'libraryExport', 'libraryDelete', 'libraryCapPreview', 'librarySetCap', 'ledgerAnswer', 'problemLog',
        'libraryRaw', 'libraryReset',
        'jobEstimate', 'jobStart', 'jobList', 'jobControl', 'jobExport', 'jobKept', 'ledgerAside', 'answersExport',
        'watchEstimate', 'watchAdd', 'watchList', 'watchControl', 'watchSeen', 'watchPrefs',
        'boardList', 'boardOpen', 'boardCreate', 'boardRename', 'boardSave', 'boardRemoveItems', 'boardDelete', 'boardsOf', 'boardFile', 'boardImport',
      ].sort(),
    );
  });

  it('refuse content scripts and other extensions through the port, for run and everything else', async () => {
    await configure();
    const theirs = [connectedApi(ui, content()), connectedApi(ui, stranger())];
    for (const name of Object.keys(ui) as (keyof UiHandlers)[]) {
      for (const other of theirs) {
        await expect((other[name] as (data: unknown) => Promise<unknown>)({ request: lookup })).rejects.toMatchObject({
          code: 'forbidden_sender',
          message: "Refused: only the extension's own pages may send this message.",
        });
      }
    }
    expect(await emu.ledger()).toHaveLength(0);
  });

  it('refuse an invalid payload through the port before the handler sees it', async () => {
    const seen = vi.fn(async () => ({ deleted: 0 }));
    const spied = connectedApi({ ...ui, libraryDelete: seen }, page());
    await expect(spied.libraryDelete({ uids: 'all' } as never)).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/\buids\b/) });
    await expect(spied.getTabState({ tabId: -1 })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(seen).not.toHaveBeenCalled();
    await expect(spied.libraryDelete({ uids: ['post:1'] })).resolves.toEqual({ deleted: 0 });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('run: a lookup end to end; invalid payloads come back as errors, not exceptions', async () => {
    await configure();
    const r = await api.run({ request: lookup });
    expect(r.ok).toBe(true);
    expect(await api.run({ request: { useCase: 'lookup_url', input: {} } as never })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const est = await api.estimate({ request: lookup });
    expect(est).toMatchObject({ credits: 0, cached: true, refreshCredits: 1 });
    expect((await api.getLedger()).length).toBe(1);
  });

  it('run from a page writes behind its answer; an automatic lookup writes at once', async () => {
    await configure();
    const run = vi.spyOn(bg.lookup, 'run');
    await api.run({ request: lookup });
    await api.run({ request: lookup, autoLookup: true });
    expect(run.mock.calls.map(([, options]) => options?.writeBehind)).toEqual([true, false]);
  });

  it('the overview, the ledger and the library read right after an answer show its writes (they go behind it)', async () => {
    await configure();
    const post = KNOWN.posts.manyComments;
    expect(await api.run({ request: { useCase: 'lookup_url', input: { url: post.url } } })).toMatchObject({ ok: true });
    const overview = await api.getOverview();
    expect(overview.credits).toMatchObject({ spentToday: 1, remaining: 49 });
    expect(overview.history.map((e) => e.label)).toEqual([`Post ${post.id}`]);
    expect((await api.getLedger()).map((e) => [e.status, e.creditsCharged])).toEqual([[200, 1]]);
    expect((await api.libraryList({})).items.map((e) => e.kind)).toEqual(['post']);
  });

  it('estimateMany: one answer per request, in order; an oversized batch is refused', async () => {
    await configure();
    await api.run({ request: lookup });
    const other = { useCase: 'lookup_url' as const, input: { url: KNOWN.pages.northwindgames.url.replace('northwindgames', 'someoneelse') } };
    const answers = await api.estimateMany({ requests: [{ request: lookup }, { request: other }, { request: lookup, refresh: true }] });
    expect(answers.map((a) => [a.credits, a.cached])).toEqual([[0, true], [1, false], [1, false]]);
    const tooMany = Array.from({ length: 101 }, () => ({ request: lookup }));
    await expect(api.estimateMany({ requests: tooMany })).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('the UI port answers each frame by id, checks the sender and validates; other ports are left alone', async () => {
    await configure();
    const port = (sender: ReturnType<typeof page>) => {
      const answers: unknown[] = [];
      const { page: end, background } = runtimePortPair(sender);
      end.onMessage.addListener((a) => answers.push(a));
      expect(servePort(ui, background)).toBe(true);
      return { send: (m: unknown) => end.postMessage(m), answers };
    };
    expect(servePort(ui, runtimePortPair(page(), 'another').background)).toBe(false);
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
      const served = serveChannel(handlers, { data: UI_CHANNEL, ports: [port2], source: url === undefined ? null : { url } }, { self, onFrame: () => calls++ });
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
      expect(serveChannel(ui, { data: 'hello', ports: [new MessageChannel().port1], source: { url: fakeBrowser.runtime.getURL('/x.html') } }, { self })).toBe(false);
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

  it('the page calls over the channel once the worker has it: the same answers and refusals', async () => {
    await configure();
    const ports: MessagePort[] = [];
    let frames = 0;
    const worker = (url: string) => async () => ({
      postMessage(message: unknown, transfer: Transferable[]) {
        ports.push(transfer[0] as MessagePort);
        serveChannel(ui, { data: message, ports: [transfer[0] as MessagePort], source: { url } }, { onFrame: () => frames++ });
      },
    });
    try {
      const mine = connectedApi(ui, page(), { worker: worker(fakeBrowser.runtime.getURL('/sidepanel.html')) });
      expect(await mine.estimate({ request: lookup })).toMatchObject({ credits: 1, cached: false });
      await vi.waitFor(() => expect(ports).toHaveLength(1));
      expect(await mine.estimate({ request: lookup })).toMatchObject({ credits: 1, cached: false });
      await expect(mine.getTabState({ tabId: -1 })).rejects.toMatchObject({ code: 'invalid_request' });
      expect(frames).toBe(2);
      // A worker client that is not an extension page is refused on the channel, whatever the port's sender.
      const odd = connectedApi(ui, page(), { worker: worker('https://www.social.example/x') });
      await odd.getLedger();
      await vi.waitFor(() => expect(ports).toHaveLength(2));
      await expect(odd.getLedger()).rejects.toMatchObject({ code: 'forbidden_sender' });
    } finally {
      for (const p of ports) p.close();
    }
  });

  it('the UI port tells every page waiting on a run, a joined one too, that the service asked to wait, then answers', async () => {
    await configure();
    await emu.fault({ kind: 'rate_limit', retryAfterSec: 1, times: 1 });
    const heard = { first: [] as unknown[], joined: [] as unknown[] };
    const sent = Date.now();
    const first = api.run({ request: lookup }, (p) => heard.first.push(p));
    const joined = connectedApi(ui, page()).run({ request: lookup }, (p) => heard.joined.push(p));
    let answered = false;
    void first.then(() => (answered = true));
    // The wait is told while it goes on, before any answer.
    await vi.waitFor(() => expect(heard.first).toHaveLength(1));
    expect(answered).toBe(false);
    const waiting = { kind: 'waiting', reason: 'rate_limited', until: expect.any(Number) };
    expect(heard.first[0]).toEqual(waiting);
    const until = (heard.first[0] as { until: number }).until;
    expect(until).toBeGreaterThanOrEqual(sent + 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 1000);
    await vi.waitFor(() => expect(heard.joined).toContainEqual(waiting));
    // Then the answer, after the wait: one call charged, the joined page served by it.
    expect(await first).toMatchObject({ ok: true });
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    expect(await joined).toMatchObject({ ok: true });
    expect((await emu.ledger()).map((c) => [c.status, c.creditsCharged])).toEqual([
      [429, 0],
      [200, 1],
    ]);
  });

  it('the library: what a lookup paid for is listed, opens for free, exports, and the ledger row leads to it', async () => {
    await configure();
    const post = KNOWN.posts.textOnly;
    expect((await api.run({ request: { useCase: 'lookup_url', input: { url: post.url } } })).ok).toBe(true);
    expect((await api.run({ request: { useCase: 'post_comments', input: { link: post.url } } })).ok).toBe(true);
    const paid = (await emu.ledger()).length;
    const list = await api.libraryList({ kind: 'comment' });
    expect(list.items).toHaveLength(post.comments);
    const opened = await api.libraryOpen({ uid: `post:${post.id}` });
    expect(opened).toMatchObject({ item: { kind: 'post', id: post.id }, children: { comment: post.comments } });
    // Its view fetches it again as the side panel would look up its link.
    expect(refreshOf(opened!.item)).toEqual({ useCase: 'lookup_url', input: { url: post.url } });
    expect(opened?.normalized).toMatchObject({ status: 'ok', model: 'post' });
    const comments = await api.libraryList({ owner: `post:${post.id}` });
    expect(comments.items).toHaveLength(post.comments);
    // An export's rows: every comment, without the search words (the page builds the file).
    const exported = await api.libraryExport({ query: { owner: `post:${post.id}`, kind: 'comment' } });
    expect(exported.rows).toHaveLength(post.comments);
    expect(exported.rows.every(({ entity }) => entity.kind === 'comment' && !('tokens' in entity))).toBe(true);
    // The ledger's paid rows open what they paid for.
    const ledger = await api.getLedger();
    const row = ledger.find((e) => e.operationId === 'social_get_post_comments')!;
    const answer = await api.ledgerAnswer({ operationId: row.operationId, summary: row.summary, ...(row.requestId ? { requestId: row.requestId } : {}) });
    expect(answer.uids).toHaveLength(post.comments);
    // Nothing of this reached the service.
    expect(await emu.ledger()).toHaveLength(paid);
    expect((await api.libraryStats()).stats).toMatchObject({ entries: 2, entities: 1 + post.comments });
    expect(await api.libraryDelete({ query: { kind: 'comment' } })).toEqual({ deleted: post.comments });
    expect((await api.libraryList({})).items.map((e) => e.kind)).toEqual(['post']);
    await expect(api.libraryOpen({ uid: '' })).rejects.toThrow();
  });

  it('cancel stops a run by its job id', async () => {
    await configure();
    await emu.fault({ kind: 'latency', latencyMs: 1000 });
    const pending = api.run({ request: lookup, jobId: 'job-1' });
    await vi.waitFor(() => expect(bg.jobs.has('job-1')).toBe(true));
    await api.cancel({ jobId: 'job-1' });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(bg.jobs.size).toBe(0);
    // The service still answers the abandoned call (and may charge it): once it has, so that its
    // record cannot land in the next test's ledger.
    await vi.waitFor(async () => expect(await emu.ledger()).toHaveLength(1), { timeout: 5000 });
  });

  it('a removed or replaced key takes its balance with it', async () => {
    await configure();
    await api.run({ request: lookup });
    expect((await api.getOverview()).credits.remaining).toBeGreaterThan(0);
    await api.removeApiKey();
    const removed = await api.getOverview();
    expect(removed.settings.keySet).toBe(false);
    expect(removed.credits).not.toHaveProperty('remaining');
    await api.setApiKey({ key: KEY });
    await api.refreshUsage();
    expect((await api.getOverview()).credits.remaining).toBeGreaterThan(0);
    await api.setApiKey({ key: 'demo' });
    expect((await api.getOverview()).credits).not.toHaveProperty('remaining');
  });

  it('the key never leaves the background', async () => {
    await configure();
    const answers = [
      await api.getOverview(),
      await api.setApiKey({ key: KEY }),
      await api.saveSettings({ theme: 'dark' }),
      await api.verifyKey({}),
      await api.refreshUsage(),
      await api.run({ request: lookup }),
      await api.getLedger(),
    ];
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(KEY);
    expect((answers[0] as { settings: { keyMasked: string } }).settings.keyMasked).toBe('k3••••ef');
  });

  it('verifyKey: the saved key, a candidate key, and a wrong one', async () => {
    await configure();
    expect(await api.verifyKey({})).toMatchObject({ ok: true, remaining: 50 });
    expect(await api.verifyKey({ key: 'demo' })).toMatchObject({ ok: true, remaining: 200 });
    expect(await api.verifyKey({ key: 'wrong' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const none = connectedApi(createUiHandlers(createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() })), page());
    await api.removeApiKey();
    expect(await none.verifyKey({})).toMatchObject({ ok: false, error: { code: 'no_key' } });
  });

  it('verifyKey sends the saved key only to the origin it was saved for, or where the user said yes', async () => {
    await configure();
    // Another service, on another origin (loopback on another port): what reaches it is recorded.
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers['x-api-token'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { credits: { remaining: 7, limit: 10 }, plan: 'free' } }));
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const refused = await api.verifyKey({ baseUrl: otherUrl });
      expect(refused).toMatchObject({ ok: false, error: { code: 'saved_key_elsewhere', origin: otherUrl, savedOrigin: new URL(emu.url).origin } });
      // A yes for another origin is not a yes for this one.
      expect(await api.verifyKey({ baseUrl: otherUrl, sendSavedKeyTo: 'https://elsewhere.example' })).toMatchObject({ ok: false, error: { code: 'saved_key_elsewhere' } });
      expect(seen).toEqual([]);
      // A key typed for that service goes there; the saved one only after the user said yes.
      expect(await api.verifyKey({ baseUrl: otherUrl, key: 'typed-for-other' })).toMatchObject({ ok: true, remaining: 7 });
      expect(await api.verifyKey({ baseUrl: otherUrl, sendSavedKeyTo: otherUrl })).toMatchObject({ ok: true });
      expect(seen).toEqual(['typed-for-other', KEY]);
      // The saved origin itself needs no yes.
      expect(await api.verifyKey({ baseUrl: emu.url })).toMatchObject({ ok: true, remaining: 50 });
    } finally {
      await new Promise((r) => other.close(r));
    }
  });

  it('saveSettings moves the saved key to a service URL of another origin only where the user said yes', async () => {
    await configure();
    const otherUrl = 'https://other.example';
    const savedOrigin = new URL(emu.url).origin;
    const refused = await api.saveSettings({ baseUrl: otherUrl, dailyBudget: 9 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'saved_key_elsewhere', origin: otherUrl, savedOrigin } });
    // Nothing of the patch was saved.
    expect((await api.getOverview()).settings).toMatchObject({ baseUrl: emu.url, dailyBudget: 20 });
    // A yes for another origin is not a yes for this one.
    expect(await api.saveSettings({ baseUrl: otherUrl, sendSavedKeyTo: 'https://elsewhere.example' })).toMatchObject({ ok: false, error: { code: 'saved_key_elsewhere' } });
    // The same origin (another spelling of it) and patches without a URL need no yes.
    expect(await api.saveSettings({ baseUrl: `${emu.url}/`, dailyBudget: 21 })).toMatchObject({ ok: true });
    expect(await api.saveSettings({ dailyBudget: 22 })).toMatchObject({ ok: true });
    const moved = await api.saveSettings({ baseUrl: otherUrl, dailyBudget: 9, sendSavedKeyTo: otherUrl });
    expect(moved).toMatchObject({ ok: true, settings: { baseUrl: otherUrl, dailyBudget: 9, keySet: true } });
    // Without a saved key there is nothing to move.
    await api.removeApiKey();
    expect(await api.saveSettings({ baseUrl: emu.url })).toMatchObject({ ok: true });
  });

  it('saveSettings refuses bad values without writing', async () => {
    expect(await api.saveSettings({ baseUrl: 'ftp://x' })).toMatchObject({ ok: false, error: { code: 'insecure_base_url' } });
    expect(await api.saveSettings({ dailyBudget: 'ten' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_settings' } });
    expect((await api.getOverview()).settings.dailyBudget).toBe(50);
  });

  it('showInPanel, takePanelFocus and getTabState', async () => {
    await api.showInPanel({ tabId: 3, url: KNOWN.reels.main.url });
    expect(await panelFocusItem.getValue()).toMatchObject({ tabId: 3, url: KNOWN.reels.main.url });
    expect(await api.takePanelFocus({ tabId: 4 })).toBeNull();
    expect(await api.takePanelFocus({ tabId: 3 })).toMatchObject({ tabId: 3, url: KNOWN.reels.main.url });
    expect(await api.takePanelFocus({ tabId: 3 })).toBeNull();
    const tab = await fakeBrowser.tabs.create({ url: KNOWN.reels.main.url });
    expect(await api.getTabState({ tabId: tab.id! })).toMatchObject({ onSite: true, current: { kind: 'reel' } });
    await expect(api.getTabState({ tabId: -1 })).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('problemLog: a ledger write the browser refused is logged (even when the log itself cannot be saved) and listed newest first', async ({ emu }) => {
    const disk = fullDisk();
    const local = createBackgroundServices({ store: disk.store, libraryStore: freshLibraryStore() });
    const handlers = createUiHandlers(local);
    const local$ = connectedApi(handlers, page());
    expect(await local$.saveSettings({ baseUrl: emu.url })).toMatchObject({ ok: true });
    await local$.setApiKey({ key: KEY });
    expect(await local$.problemLog({})).toEqual([]);
    disk.state.full = true;
    expect(await local$.run({ request: lookup })).toMatchObject({ ok: false, error: { code: 'ledger_unavailable' } });
    disk.state.full = false;
    const problems = await local$.problemLog({});
    expect(problems[0]).toMatchObject({ where: 'ledger.begin', code: 'QuotaExceededError', context: { operationId: 'social_get_page_details' } });
    // Nothing was sent to the service while the ledger could not be written.
    expect(await emu.ledger()).toHaveLength(0);
    await local$.run({ request: lookup });
    expect((await local$.problemLog({ limit: 1 })).length).toBe(1);
    await expect(local$.problemLog({ limit: 0 })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(connectedApi(handlers, stranger()).problemLog({})).rejects.toThrow(/Refused/);
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
