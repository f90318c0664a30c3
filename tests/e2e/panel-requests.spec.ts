import type { Page } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { ExtensionBrowser } from '../../scripts/browser';
import { MENU_IDS } from '../../lib/site/social/menus';
import { expect, test } from './fixtures';
import { POST_ID, POST_URL, openPanel, openSiteTab } from './ui-helpers';

/**
 * No paid call without a click: a right-click lookup is shown by the panel of its own tab only,
 * and a panel never pays by itself; each panel follows its own window; auto-lookup on a page that
 * changes its address in place pays once per entity. Money is judged by the emulator's ledger,
 * after a marker the panel shows.
 */

const thisTab = (panel: Page) => panel.getByRole('region', { name: 'This tab' });

type Hook = {
  menuClick(info: unknown, tab: unknown): Promise<unknown>;
  clearCache(): Promise<void>;
  cacheStats(): Promise<unknown>;
  saveSettings(patch: unknown): Promise<{ ok: boolean }>;
};

test('a right-click lookup for tab A is not shown by a panel for tab B, and no panel pays for it again', async ({ configured, emulator }) => {
  const a = await openSiteTab(configured, KNOWN.pages.northwindgames.url);
  const b = await openSiteTab(configured, KNOWN.groups.corvitarts.url);
  // The click pays its lookup ("Look up page · 1 credit"), then its answer is no longer held.
  await configured.worker.evaluate(
    async ({ menuItemId, linkUrl, tabId }) => {
      const h = (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest;
      await h.menuClick({ menuItemId, linkUrl, pageUrl: linkUrl }, { id: tabId });
      // Once its writes (behind the answer) are done.
      await h.cacheStats();
      await h.clearCache();
    },
    { menuItemId: MENU_IDS.page, linkUrl: KNOWN.pages.northwindgames.url, tabId: a.tabId },
  );
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_page_details']);

  // Within the minute, a panel for tab B: its own tab, not A's request.
  const panelB = await openPanel(configured, b.tabId);
  await expect(thisTab(panelB)).toContainText('corvitarts');
  // Then A's panel: the request was left for it; its answer is gone, so it shows the link with
  // its cost and a button, and pays nothing.
  const panelA = await openPanel(configured, a.tabId);
  const entity = panelA.locator('.entity-view');
  await expect(entity).toContainText('northwindgames');
  await expect(entity.getByRole('button', { name: /^Look up · 1 credit$/ })).toBeVisible();
  await expect(panelB.locator('.entity-view')).toHaveCount(0);
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_page_details']);
});

async function windowOf(ext: ExtensionBrowser, tabId: number): Promise<number> {
  return ext.worker.evaluate(async (id) => (await chrome.tabs.get(id)).windowId, tabId);
}

/** The side panel page opened in a window as a tab in the background (its window's active tab stays). */
async function panelIn(ext: ExtensionBrowser, windowId: number): Promise<Page> {
  const [page] = await Promise.all([
    ext.context.waitForEvent('page', (p) => p.url().includes('/sidepanel.html')),
    ext.worker.evaluate((w) => chrome.tabs.create({ windowId: w, url: chrome.runtime.getURL('/sidepanel.html'), active: false }), windowId),
  ]);
  await page.waitForLoadState();
  return page;
}

test('with two windows, each panel shows its own window’s active tab', async ({ configured, emulator }) => {
  const post = await openSiteTab(configured, POST_URL);
  const w1 = await windowOf(configured, post.tabId);
  const w2 = await configured.worker.evaluate(async (url) => (await chrome.windows.create({ url, focused: true }))?.id ?? -1, KNOWN.groups.corvitarts.url);
  const panel1 = await panelIn(configured, w1);
  const panel2 = await panelIn(configured, w2);
  await expect(thisTab(panel1)).toContainText(POST_ID);
  await expect(thisTab(panel2)).toContainText('corvitarts');

  // A new active tab in window 2 moves its panel only (window 2 is the focused one).
  await configured.worker.evaluate((w) => chrome.tabs.create({ windowId: w, url: 'https://www.social.example/quietharbor', active: true }), w2);
  await expect(thisTab(panel2)).toContainText('quietharbor');
  await expect(thisTab(panel1)).toContainText(POST_ID);
  // Focusing window 1 changes neither.
  await configured.worker.evaluate((w) => chrome.windows.update(w, { focused: true }), w1);
  await configured.worker.evaluate((id) => chrome.tabs.reload(id), post.tabId);
  await expect(thisTab(panel1)).toContainText(POST_ID);
  await expect(thisTab(panel2)).toContainText('quietharbor');
  expect(await emulator.paidCalls()).toEqual([]);
});

test('auto-lookup on a page that changes its address in place pays once per distinct entity', async ({ configured, emulator }) => {
  const saved = await configured.worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.saveSettings({ autoLookup: true }));
  expect(saved.ok).toBe(true);
  const spa = await openSiteTab(configured, 'https://www.social.example/spa');
  const panel = await openPanel(configured, spa.tabId);
  // The fixture's /spa address reads as a page named "spa": an entity of its own.
  await expect(panel.locator('.app-header .chip')).toContainText('spa');
  const K = KNOWN;
  const hrefs = ['/northwindgames', `/northwindgames/posts/${K.posts.manyComments.id}`, '/groups/corvitarts'];
  // Back and forth, many times a minute: some steps settle (and are looked up), others pass at once.
  for (let round = 0; round < 4; round++) {
    for (const [i, href] of hrefs.entries()) {
      await spa.page.evaluate((h) => (window as unknown as { __spaNavigate(h: string): Promise<void> }).__spaNavigate(h), href);
      // The header names the tab's entity (the tab's own section makes way for an opened answer).
      if ((round + i) % 2 === 0) await expect(panel.locator('.app-header .chip')).toContainText(href.split('/').pop()!);
    }
  }
  // A marker: one more entity, its lookup paid after every step before it.
  await spa.page.evaluate((h) => (window as unknown as { __spaNavigate(h: string): Promise<void> }).__spaNavigate(h), `/reel/${K.reels.main.id}`);
  await expect.poll(async () => (await emulator.paidCalls()).some((c) => JSON.stringify(c.params).includes(K.reels.main.id))).toBe(true);
  const calls = await emulator.paidCalls();
  const keys = calls.map((c) => `${c.operation} ${JSON.stringify(c.params)}`);
  expect(keys).toEqual([...new Set(keys)]);
  expect(calls.length).toBeGreaterThanOrEqual(3);
});
