import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, openExtensionPage, type Emulator } from './fixtures';

/** Shared steps of the UI end-to-end tests and the screenshots. */

export const POST_URL = KNOWN.posts.manyComments.url;
export const POST_ID = KNOWN.posts.manyComments.id;

export const SIZES = {
  panel: { width: 420, height: 860 },
  popup: { width: 380, height: 600 },
  options: { width: 900, height: 1000 },
} as const;

/** The tab's id as the extension knows it (the tab showing `page`). */
export async function tabIdOf(ext: ExtensionBrowser, page: Page): Promise<number> {
  const url = page.url();
  let id: number | undefined;
  await expect
    .poll(async () => {
      id = await ext.worker.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, url);
      return id;
    })
    .toBeDefined();
  return id!;
}

/** Opens a page of the fixture site in a tab; returns the page and its tab id. */
export async function openSiteTab(ext: ExtensionBrowser, url: string): Promise<{ page: Page; tabId: number }> {
  const page = await ext.context.newPage();
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  return { page, tabId: await tabIdOf(ext, page) };
}

/**
 * The options tab the first install opens by itself (without a key set). Tests use that one:
 * opening a second options tab races with it (Chrome focuses and reloads a single options tab).
 */
export async function installedOptionsPage(ext: ExtensionBrowser, viewport: { width: number; height: number } = SIZES.options): Promise<Page> {
  const isOptions = (p: Page) => p.url().endsWith('/options.html');
  await expect.poll(() => ext.context.pages().filter(isOptions).length).toBe(1);
  const page = ext.context.pages().find(isOptions)!;
  await page.setViewportSize(viewport);
  await page.waitForLoadState('load');
  return page;
}

/** The side panel (or popup) pinned to a tab, opened as an ordinary tab. */
export function openPanel(ext: ExtensionBrowser, tabId: number): Promise<Page> {
  return openExtensionPage(ext, `sidepanel.html?tabId=${tabId}`, SIZES.panel);
}

export function openPopup(ext: ExtensionBrowser, tabId: number): Promise<Page> {
  return openExtensionPage(ext, `popup.html?tabId=${tabId}`, SIZES.popup);
}

/**
 * The credits a paid button's label announces: "Look up · 1 credit" → 1, "Load more · ~6
 * credits" → 6, "free" or "cached · 0 credits" → 0. Throws when the label shows no cost.
 */
export function creditsOf(label: string): number {
  const text = label.replace(/\s+/g, ' ').trim();
  if (/· (cached · )?0 credits$|· free$/.test(text)) return 0;
  const m = /· ~?([\d,]+) credits?$/.exec(text);
  if (!m) throw new Error(`No cost on the button “${text}”`);
  return Number(m[1]!.replace(/,/g, ''));
}

/** Waits until a paid button shows its price (estimates arrive from the background). */
export async function shownCost(button: Locator): Promise<number> {
  await expect(button).toHaveText(/· (~?[\d,]+ credits?|free|cached · 0 credits)$/);
  return creditsOf((await button.textContent()) ?? '');
}

/** Reads a paid button's cost, then clicks it; returns the cost the user saw. */
export async function clickPaid(button: Locator): Promise<number> {
  const cost = await shownCost(button);
  await button.click();
  return cost;
}

/** The credits the emulator charged, all calls together. */
export async function charged(emulator: Emulator): Promise<number> {
  return (await emulator.ledger()).reduce((sum, c) => sum + c.creditsCharged, 0);
}

/** Waits for the emulator's ledger to reach `expected` credits charged (and stay there). */
export async function expectCharged(emulator: Emulator, expected: number): Promise<void> {
  await expect.poll(() => charged(emulator)).toBe(expected);
}

/** The fixture site's long, endlessly scrolling feed (every post and video, in batches). */
export const LONG_FEED = 'https://www.social.example/feed/long';

/** Loads the feed to its end, batch by batch, as a reader scrolling down would. */
export async function scrollToEnd(feed: Page): Promise<void> {
  for (let i = 0; i < 100 && !(await feed.locator('#feed-end').isVisible()); i++) {
    // What the page's scroll listener calls near the bottom (wheel events wait for a frame, which
    // a tab in the background does not draw).
    await feed.evaluate(() => (window as unknown as { __loadMore(): Promise<void> }).__loadMore());
  }
  await expect(feed.locator('#feed-end')).toBeVisible();
}
