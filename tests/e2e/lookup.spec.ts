import type { Page, Worker } from '@playwright/test';
import type { LedgerEntry, RunResponse } from '../../lib/lookup/types';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import { displayUrl } from '../../lib/ui/text/links';
import { configureExtension, type ExtensionBrowser } from '../../scripts/browser';
import { expect, openExtensionPage, test, type Emulator } from './fixtures';
import { stopServiceWorker } from './worker';

/**
 * Lookups through the background in real Chromium: the right-click lookup with the real context
 * menu listeners, the cache, the ledger, the daily budget, the service worker being stopped in
 * the middle of a call, and what a page of the site can (not) reach. Assertions are on what the
 * user sees (side panel, popup, options) and on what the service was sent (the emulator's ledger).
 */

const FEED = 'https://www.social.example/';
const POST = 'https://www.social.example/northwindgames/posts/2257188721032235';
const POST_ID = '2257188721032235';
const PAGE = 'https://www.social.example/northwindgames';
/** MENU_IDS.post of lib/site/social/menus.ts (its titles, "Look up post · 1 credit", are unit-tested in tests/unit/background/menus.test.ts: Chrome has no getter for menu items). */
const MENU_POST = 'social-lookup:post';

interface Hook {
  run(request: UseCaseRequest, options?: { confirmOverBudget?: boolean; refresh?: boolean }): Promise<RunResponse>;
  ledger(): Promise<LedgerEntry[]>;
  credits(): Promise<{ remaining?: number }>;
  inFlight(): number;
}

/** Runs a use case through the background's test hook and waits for its answer. */
function run(worker: Worker, request: UseCaseRequest, options: { confirmOverBudget?: boolean } = {}): Promise<RunResponse> {
  return worker.evaluate(
    ({ request, options }) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run(request, options),
    { request, options },
  );
}

function extensionLedger(worker: Worker): Promise<LedgerEntry[]> {
  return worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.ledger());
}

/** The tab's id as the extension knows it. */
async function tabIdOf(ext: ExtensionBrowser, page: Page): Promise<number> {
  const url = page.url();
  const id = await ext.worker.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, url);
  if (id === undefined) throw new Error(`no tab for ${url}`);
  return id;
}

/**
 * A right-click on a link, as Chrome delivers it: `onClicked.dispatch` fires the listeners the
 * background registered (onMenuClicked: side panel, panel focus, lookup), with the tab's real
 * `Tab` object.
 */
async function rightClickLookup(worker: Worker, tabId: number, linkUrl: string, pageUrl: string, menuItemId = MENU_POST): Promise<void> {
  await worker.evaluate(
    async ({ tabId, linkUrl, pageUrl, menuItemId }) => {
      const tab = await chrome.tabs.get(tabId);
      const event = chrome.contextMenus.onClicked as unknown as {
        dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void;
      };
      event.dispatch({ menuItemId, linkUrl, pageUrl, editable: false }, tab);
    },
    { tabId, linkUrl, pageUrl, menuItemId },
  );
}

/** The feed in a tab, and the side panel pinned to that tab (the stand-in for the native panel). */
async function feedWithPanel(ext: ExtensionBrowser): Promise<{ feed: Page; tabId: number; panel: Page }> {
  const feed = await ext.context.newPage();
  await feed.goto(FEED);
  const tabId = await tabIdOf(ext, feed);
  const panel = await openExtensionPage(ext, `sidepanel.html?tabId=${tabId}`);
  await expect(panel.getByRole('heading', { name: 'Social Lookup' })).toBeVisible();
  return { feed, tabId, panel };
}

/** Only paid service calls (not the free account calls). */
async function paid(emulator: Emulator) {
  return (await emulator.paidCalls()).map((c) => ({ operation: c.operation, params: c.params, status: c.status, creditsCharged: c.creditsCharged }));
}

/** Makes a UiProtocol call from an extension page over its own port (lib/messaging/port-protocol.ts); the answer frame. */
function uiCall(page: Page, type: string, data?: unknown): Promise<{ ok: boolean; value?: unknown; error?: { message: string; code?: string } }> {
  return page.evaluate(
    ({ type, data }) =>
      new Promise((resolve) => {
        const port = chrome.runtime.connect({ name: 'ui' });
        port.onMessage.addListener((m: { ok?: boolean }) => {
          if (m.ok === undefined) return;
          port.disconnect();
          resolve(m as never);
        });
        port.postMessage({ id: 1, type, data });
      }),
    { type, data },
  );
}

test('right-click lookup of a post link: the side panel shows the post; one call, 1 credit, by its canonical link', async ({
  configured: ext,
  emulator,
}) => {
  const { feed, tabId, panel } = await feedWithPanel(ext);
  // A post link as the site writes it in feeds: mobile host, tracking parameters.
  const link = feed.locator('a[href*="m.social.example/northwindgames/posts/2257188721032235"]').first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/__cft__/);

  await rightClickLookup(ext.worker, tabId, href, FEED);

  // What the site itself shows for this post (its own page), to compare with the panel.
  const site = await ext.context.newPage();
  await site.goto(POST);
  const siteText = (await site.locator('article.post .text').innerText()).trim();
  const siteCounts = await site.locator('article.post .counts').innerText();
  expect(siteCounts).toContain('210 comments');
  await site.close();

  const post = panel.getByRole('article', { name: 'Post' });
  await expect(post).toBeVisible();
  await expect(post).toContainText('Northwind Games');
  await expect(post).toContainText(siteText);
  await expect(post.getByRole('list', { name: 'Engagement' })).toContainText('210 comments');
  await expect(post.getByRole('list', { name: 'Engagement' })).toContainText('140 shares');
  // The panel names the post by its canonical link (read as its host and a shortened path).
  await expect(panel.locator('.entity-head a').first()).toHaveAttribute('href', POST);
  await expect(panel.locator('.entity-head')).toContainText(displayUrl(POST));
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('Today: 1 credit');

  // The service was sent one post-details call, by the canonical link, charged 1 credit; nothing
  // else was paid (the panel's own request for the same link joined the background's or found it
  // in the cache). Only free account calls (/usage) may be there besides.
  await expect.poll(() => paid(emulator)).toEqual([
    { operation: 'social_get_post_details', params: { link: POST }, status: 200, creditsCharged: 1 },
  ]);
  const all = await emulator.ledger();
  expect(all.filter((c) => c.operation !== 'social_get_post_details').every((c) => c.operation?.startsWith('account_') && c.creditsCharged === 0)).toBe(true);
  expect(all.reduce((sum, c) => sum + c.creditsCharged, 0)).toBe(1);
});

test('a second lookup of the same post, by another link shape, costs nothing', async ({ configured: ext, emulator }) => {
  const { feed, tabId, panel } = await feedWithPanel(ext);
  const canonical = (await feed.locator(`a[href="${POST}"]`).first().getAttribute('href'))!;
  await rightClickLookup(ext.worker, tabId, canonical, FEED);
  await expect(panel.getByRole('article', { name: 'Post' })).toBeVisible();
  await expect.poll(() => paid(emulator)).toHaveLength(1);
  const serviceBefore = await emulator.ledger();

  // The same post as a locale-host link and a mobile link with tracking parameters.
  for (const variant of ['de-de.social.example/northwindgames/posts/', 'm.social.example/northwindgames/posts/2257188721032235/?__cft__']) {
    const href = (await feed.locator(`a[href*="${variant}"]`).first().getAttribute('href'))!;
    const cachedBefore = (await extensionLedger(ext.worker)).filter((e) => e.fromCache).length;
    await rightClickLookup(ext.worker, tabId, href, FEED);
    // The background's lookup answered from the cache; the panel, asked to show the same canonical
    // link, shows the answer it already holds without asking again.
    await expect.poll(async () => (await extensionLedger(ext.worker)).filter((e) => e.fromCache).length).toBe(cachedBefore + 1);
    await expect(panel.locator('.entity-head a').first()).toHaveAttribute('href', POST);
    await expect(panel.locator('.cache-note')).toContainText('cached · 0 credits');
    await expect(panel.getByRole('article', { name: 'Post' })).toContainText('210 comments');
  }

  // Nothing new reached the service, and the panel still counts 1 credit for today.
  expect(await emulator.ledger()).toEqual(serviceBefore);
  expect(await paid(emulator)).toHaveLength(1);
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('Today: 1 credit');
  await panel.getByRole('tab', { name: 'Ledger' }).click();
  const rows = panel.getByRole('list', { name: 'Ledger' }).getByRole('article', { name: 'Post details' });
  await expect(rows).toHaveCount(4); // 1 paid + the panel's first (shared or cached) + 2 cached
  await expect(rows.filter({ hasText: '1 credit' })).toHaveCount(1);
  await expect(panel.getByText(/^Today: 1 credit in \d+ calls?$/)).toBeVisible();
});

test('the worker stopped in the middle of a lookup loses nothing stored, and the lookup can be completed', async ({
  configured: ext,
  emulator,
}) => {
  // Before the stop: one post looked up (1 credit, cached, in the ledger, balance 199).
  const first = await run(ext.worker, { useCase: 'lookup_url', input: { url: POST } });
  expect(first.ok).toBe(true);
  // Its entry is settled just behind the answer (once the answer is kept in the library).
  await expect.poll(async () => (await extensionLedger(ext.worker)).map((e) => e.status)).toEqual([200]);
  const storedLedger = await extensionLedger(ext.worker);
  expect(storedLedger.map((e) => [e.operationId, e.creditsCharged])).toEqual([['social_get_post_details', 1]]);

  // A slow page-details call, started and not awaited.
  await emulator.fault({ operation: 'social_get_page_details', kind: 'latency', latencyMs: 3000 });
  const options = await openExtensionPage(ext, 'options.html');
  const old = ext.worker;
  await old.evaluate((url) => {
    void (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run({ useCase: 'lookup_url', input: { url } });
  }, PAGE);
  await expect.poll(() => old.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.inFlight())).toBe(1);

  // A mark in the worker's memory, to tell a restarted worker from the same one.
  await old.evaluate(() => void ((globalThis as Record<string, unknown>).__beforeStop = true));
  await stopServiceWorker(ext, options);
  // (No evaluate on the stopped worker: in this Playwright/Chromium it wedges later page commands.)

  // Woken by an extension page: the options page, reloaded, asks the background for the settings.
  await options.reload();
  // Settings: still the emulator's base URL and a saved key.
  await expect(options.getByLabel('Service URL')).toHaveValue(emulator.url);
  await expect(options.getByText('A key is saved (d••o)', { exact: false })).toBeVisible();
  // Playwright keeps one Worker object for the extension's worker across the restart; the mark
  // is gone from its memory: this is a new worker.
  await expect.poll(() => ext.context.serviceWorkers().length).toBe(1);
  const worker = ext.context.serviceWorkers()[0]!;
  expect(await worker.evaluate(() => (globalThis as Record<string, unknown>).__beforeStop)).toBeUndefined();
  // Credits: the balance reported before the stop is still shown.
  const popup = await openExtensionPage(ext, 'popup.html');
  await expect(popup.getByRole('region', { name: 'Credits' })).toContainText('199 credits left');
  // Ledger: the entries written before the stop are still there, and the call that was in flight
  // is recorded as interrupted at its price (it was written as pending before it was sent, and
  // the new worker found it unfinished): the service charges an abandoned call.
  const ledgerAfterStop = await extensionLedger(worker);
  expect(ledgerAfterStop.slice(0, storedLedger.length)).toEqual(storedLedger);
  expect(ledgerAfterStop.slice(storedLedger.length).map((e) => [e.operationId, e.status, e.creditsCharged])).toEqual([
    ['social_get_page_details', 'interrupted', 1],
  ]);
  expect(await worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.inFlight())).toBe(0);

  // The service finished the abandoned call after its latency and charged it, as the live
  // service does for a call whose client went away.
  await expect
    .poll(async () => (await emulator.paidCalls()).filter((c) => c.operation === 'social_get_page_details').map((c) => c.creditsCharged))
    .toEqual([1]);

  // Cache: the post answered before the stop is still free.
  const again = await run(worker, { useCase: 'lookup_url', input: { url: POST } });
  expect(again.ok && again.result.fromCache).toBe(true);
  expect((await emulator.paidCalls()).filter((c) => c.operation === 'social_get_post_details')).toHaveLength(1);

  // The interrupted lookup can be completed: it is sent again (it was never cached) and paid again.
  await emulator.clearFaults();
  const page = await run(worker, { useCase: 'lookup_url', input: { url: PAGE } });
  expect(page.ok).toBe(true);
  if (!page.ok) return;
  expect(page.result.fromCache).toBe(false);
  expect(page.result.creditsCharged).toBe(1);
  expect(page.result.steps[0]?.normalized.status).toBe('ok');
  expect((await emulator.paidCalls()).map((c) => [c.operation, c.creditsCharged])).toEqual([
    ['social_get_post_details', 1],
    ['social_get_page_details', 1], // the interrupted call, charged by the service
    ['social_get_page_details', 1], // the completed one
  ]);
  // The extension's ledger matches the service's: 3 credits, the interrupted call included; its
  // balance is the service's own figure from the last answer: 200 - 3.
  const after = await extensionLedger(worker);
  expect(after.filter((e) => !e.fromCache).map((e) => [e.operationId, e.creditsCharged])).toEqual([
    ['social_get_post_details', 1],
    ['social_get_page_details', 1],
    ['social_get_page_details', 1],
  ]);
  await expect(popup.getByRole('region', { name: 'Credits' })).toContainText('197 credits left');
});

test('a page script on the site cannot obtain the key or trigger a paid call', async ({ ext, emulator }) => {
  const KEY = 'e2e-secret-key-0123456789abcdef';
  await emulator.setKey(KEY, { credits: 100, plan: 'free' });
  await configureExtension(ext.worker, emulator.url, KEY);

  const feed = await ext.context.newPage();
  await feed.goto(FEED);
  const tabId = await tabIdOf(ext, feed);
  // The content script has run (it reported the feed's links).
  await expect
    .poll(() => ext.worker.evaluate(async (id) => ((await chrome.storage.session.get('tabReports')).tabReports as Record<string, unknown> | undefined)?.[String(id)] !== undefined, tabId))
    .toBe(true);

  // The page's own (main) world tries everything it can reach.
  const seen = await feed.evaluate(
    async ({ extensionId, post }) => {
      const out: string[] = [];
      const received: string[] = [];
      window.addEventListener('message', (e) => received.push(JSON.stringify(e.data)));
      document.addEventListener('social-lookup', (e) => received.push(JSON.stringify((e as CustomEvent).detail)));
      const w = window as unknown as { chrome?: { runtime?: { sendMessage?: unknown; id?: unknown } }; browser?: unknown };
      out.push(`chrome.runtime.sendMessage: ${typeof w.chrome?.runtime?.sendMessage}`, `browser: ${typeof w.browser}`);
      const runMessage = { id: 1, type: 'run', data: { request: { useCase: 'lookup_url', input: { url: post } } }, timestamp: Date.now() };
      if (typeof w.chrome?.runtime?.sendMessage === 'function') {
        try {
          const send = w.chrome.runtime.sendMessage as (id: string, m: unknown) => Promise<unknown>;
          out.push(`sent: ${JSON.stringify(await send(extensionId, runMessage))}`);
        } catch (e) {
          out.push(`send failed: ${String(e)}`);
        }
      }
      // Lookup-like messages and events.
      for (const data of [
        runMessage,
        { type: 'getOverview', id: 2, timestamp: Date.now() },
        { type: 'openSidePanel', data: { url: post }, id: 3, timestamp: Date.now() },
        { type: 'lookup', url: post },
        { namespace: 'social-lookup', type: 'run', data: runMessage.data },
      ]) {
        window.postMessage(data, '*');
      }
      document.dispatchEvent(new CustomEvent('social-lookup', { detail: { type: 'run', url: post } }));
      const postLink = document.querySelector<HTMLAnchorElement>(`a[href="${post}"]`)!;
      postLink.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }));
      postLink.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 300));
      // Everything the page can read.
      const storage = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join(';');
      const shadows = Array.from(document.querySelectorAll('*'))
        .map((el) => el.shadowRoot?.innerHTML ?? '')
        .join('');
      const databases = 'databases' in indexedDB ? JSON.stringify(await indexedDB.databases()) : '';
      out.push(
        document.documentElement.outerHTML,
        shadows,
        storage(localStorage),
        storage(sessionStorage),
        document.cookie,
        databases,
        performance.getEntries().map((e) => e.name).join(' '),
      );
      return { out, received };
    },
    { extensionId: ext.extensionId, post: POST },
  );
  // Web pages get no messaging API to the extension (no externally_connectable).
  expect(seen.out[0]).toBe('chrome.runtime.sendMessage: undefined');
  expect(seen.out[1]).toBe('browser: undefined');
  const everything = JSON.stringify(seen);
  expect(everything).not.toContain(KEY);
  expect(everything).not.toContain(KEY.slice(0, 12));
  // Nothing answered the page (only its own messages came back).
  expect(seen.received.every((r) => !/"res"|"err"|keyMasked|settings/.test(r))).toBe(true);

  // And clicking links just navigates (detection is free).
  await feed.locator(`a[href="${POST}"]`).first().click();
  await expect(feed).toHaveURL(POST);
  await expect(feed.locator('main[data-entity-kind="post"]')).toBeVisible();
  expect(await feed.evaluate(() => document.documentElement.outerHTML + localStorage.length + document.cookie)).not.toContain(KEY);

  // The content script's own (isolated) world: reached through CDP, as Playwright cannot evaluate
  // there. The background closed storage.local (the key) to it with setAccessLevel, answers no UI
  // message sent as a single message, and refuses its UI calls over a port (the sender check,
  // unit-tested in tests/unit/messaging/ui-server.test.ts and tests/unit/background/handlers.test.ts).
  const cdp = await ext.context.newCDPSession(feed);
  const worlds: { id: number; name: string; origin: string; auxData?: { type?: string; isDefault?: boolean } }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
  await cdp.send('Runtime.enable');
  await expect.poll(() => worlds.some((c) => c.origin === `chrome-extension://${ext.extensionId}`)).toBe(true);
  const contentWorld = worlds.find((c) => c.origin === `chrome-extension://${ext.extensionId}`)!;
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    contextId: contentWorld.id,
    awaitPromise: true,
    returnByValue: true,
    expression: `(async () => {
      const attempt = async (f) => { try { return { ok: await f() }; } catch (e) { return { error: String(e && e.message || e) }; } };
      const msg = (type, data) => chrome.runtime.sendMessage({ id: 9, type, data, timestamp: Date.now() });
      const call = (type, data) => new Promise((resolve, reject) => {
        const port = chrome.runtime.connect({ name: 'ui' });
        port.onMessage.addListener((m) => { if ('ok' in m) { port.disconnect(); resolve(m); } });
        port.onDisconnect.addListener(() => reject(new Error('disconnected')));
        port.postMessage({ id: 9, type, data });
      });
      const runData = { request: { useCase: 'lookup_url', input: { url: ${JSON.stringify(PAGE)} } } };
      return {
        local: await attempt(() => chrome.storage.local.get(null)),
        session: await attempt(() => chrome.storage.session.get(null)),
        sentRun: await attempt(() => msg('run', runData)),
        sentOverview: await attempt(() => msg('getOverview')),
        run: await attempt(() => call('run', runData)),
        overview: await attempt(() => call('getOverview')),
        ledger: await attempt(() => call('getLedger')),
        verify: await attempt(() => call('verifyKey', {})),
      };
    })()`,
  });
  expect(exceptionDetails).toBeUndefined();
  const cs = result.value as Record<string, { ok?: unknown; error?: string }>;
  expect(cs.local!.error).toMatch(/Access to storage is not allowed from this context/);
  expect(cs.session!.error).toMatch(/Access to storage is not allowed from this context/);
  // A single message is no way in: nothing answers it (the content script's own listener knows no such type).
  for (const name of ['sentRun', 'sentOverview']) expect(cs[name]!.ok ?? undefined, name).toBeUndefined();
  for (const name of ['run', 'overview', 'ledger', 'verify']) {
    expect(cs[name]!.ok, name).toMatchObject({ ok: false, error: { code: 'forbidden_sender' } });
  }
  expect(JSON.stringify(cs)).not.toContain(KEY);
  await cdp.detach();

  // The service was not called at all (not even the free /usage).
  expect(await emulator.ledger()).toEqual([]);
});

test('over the daily budget: refused before anything is sent; the side panel asks, and a confirmation sends it once', async ({
  configured: ext,
  emulator,
}) => {
  const { feed, tabId, panel } = await feedWithPanel(ext);
  // A daily budget of 1 credit, saved as the options page saves it.
  const saved = await uiCall(panel, 'saveSettings', { dailyBudget: 1 });
  expect(saved).toMatchObject({ ok: true, value: { ok: true, settings: { dailyBudget: 1 } } });
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('of 1 budget');

  // 9 posts of a page cost 3 credits: refused up front, nothing sent.
  const refused = await run(ext.worker, { useCase: 'page_posts', input: { link: PAGE, limit: 9 } });
  expect(refused).toMatchObject({ ok: false, error: { code: 'budget_exceeded', estimate: 3, budgetLeft: 1 } });
  expect(await paid(emulator)).toEqual([]);

  // The post (1 credit) fits in the budget.
  const href = (await feed.locator(`a[href="${POST}"]`).first().getAttribute('href'))!;
  await rightClickLookup(ext.worker, tabId, href, FEED);
  const post = panel.getByRole('article', { name: 'Post' });
  await expect(post).toBeVisible();
  await expect.poll(() => paid(emulator)).toHaveLength(1);

  // Attachments (5 credits) would take the day over: the panel asks first.
  const attachments = panel.getByRole('button', { name: /^Attachments · 5 credits/ });
  await expect(attachments).toBeVisible();
  await attachments.click();
  const dialog = panel.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This would go over today's budget");
  // Declined: nothing is sent.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await paid(emulator)).toHaveLength(1);

  // Asked again and confirmed: one call, by the post's id, 5 credits.
  await attachments.click();
  await expect(dialog).toBeVisible();
  expect(await paid(emulator)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Run anyway · 5 credits' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.locator('.cache-note').filter({ hasText: '5 credits spent' })).toBeVisible();
  await expect.poll(() => paid(emulator)).toEqual([
    { operation: 'social_get_post_details', params: { link: POST }, status: 200, creditsCharged: 1 },
    { operation: 'social_get_post_attachments', params: { post_id: POST_ID }, status: 200, creditsCharged: 5 },
  ]);
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('Today: 6 credits of 1 budget');
});
