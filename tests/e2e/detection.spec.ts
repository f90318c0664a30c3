import type { Page } from '@playwright/test';
import type { DetectionReport } from '../../lib/site/report';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, test } from './fixtures';

/** The tab's id as the extension knows it (the tab showing `url`). */
async function tabIdOf(ext: ExtensionBrowser, page: Page): Promise<number> {
  const url = page.url();
  const id = await ext.worker.evaluate(async (u) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((t) => t.url === u)?.id;
  }, url);
  if (id === undefined) throw new Error(`no tab for ${url}`);
  return id;
}

async function reportOf(ext: ExtensionBrowser, tabId: number): Promise<DetectionReport | undefined> {
  return ext.worker.evaluate(async (id) => {
    const { tabReports } = await chrome.storage.session.get('tabReports');
    return (tabReports as Record<string, DetectionReport> | undefined)?.[String(id)];
  }, tabId);
}

async function badgeOf(ext: ExtensionBrowser, tabId: number): Promise<string> {
  return ext.worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
}

test('the fixture feed loads with the extension, and its links are detected for free', async ({ configured, emulator }) => {
  const page = await configured.context.newPage();
  await page.goto('https://www.social.example/');
  await expect(page.locator('h1, [data-feed]').first()).toBeVisible();
  const tabId = await tabIdOf(configured, page);

  await expect.poll(async () => (await reportOf(configured, tabId))?.found.length ?? 0).toBeGreaterThan(20);
  const report = (await reportOf(configured, tabId))!;
  const kinds = new Set(report.found.map((d) => d.kind));
  for (const kind of ['post', 'video', 'reel', 'group', 'page', 'share_link']) expect(kinds).toContain(kind);
  // Links with tracking parameters are reported by their canonical link, once.
  const urls = report.found.map((d) => `${d.kind} ${d.url}`);
  expect(new Set(urls).size).toBe(urls.length);
  expect(report.found.every((d) => d.url.startsWith('https://'))).toBe(true);
  expect(report.found.some((d) => /__cft__|__tn__|mibextid/.test(d.url))).toBe(false);

  // The feed is not an entity: the badge counts what was found.
  await expect.poll(() => badgeOf(configured, tabId)).toMatch(/^\d+\+?$/);

  // An entity page: the badge names its kind.
  await page.goto('https://www.social.example/northwindgames/posts/2257188721032235');
  await expect.poll(async () => (await reportOf(configured, tabId))?.current?.kind).toBe('post');
  expect((await reportOf(configured, tabId))!.current!.id).toBe('2257188721032235');
  await expect.poll(() => badgeOf(configured, tabId)).toBe('POST');

  // Another site: the badge clears.
  await configured.context.route('https://elsewhere.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1><a href="https://www.social.example/northwindgames">x</a>' }),
  );
  await page.goto('https://elsewhere.example/');
  await expect.poll(() => badgeOf(configured, tabId)).toBe('');

  // Browsing spent nothing: no request reached the service.
  expect(await emulator.ledger()).toEqual([]);
});

test('in-place navigation and an infinitely scrolling feed are followed', async ({ configured, emulator }) => {
  const page = await configured.context.newPage();
  await page.goto('https://www.social.example/spa');
  const tabId = await tabIdOf(configured, page);
  await expect.poll(async () => (await reportOf(configured, tabId))?.pageUrl).toContain('/spa');

  // Click a link the page handles with history.pushState.
  await page.locator('a[data-spa]').first().click();
  await expect.poll(async () => (await reportOf(configured, tabId))?.pageUrl).not.toContain('/spa');
  const afterPush = (await reportOf(configured, tabId))!;
  expect(afterPush.pageUrl).not.toContain('/spa');
  expect(afterPush.current).not.toBeNull();
  await expect.poll(() => badgeOf(configured, tabId)).not.toBe('');

  // Back: popstate.
  await page.goBack();
  await expect.poll(async () => (await reportOf(configured, tabId))?.pageUrl).toContain('/spa');

  // The infinite feed appends links as the user scrolls.
  await page.goto('https://www.social.example/feed/infinite');
  const infiniteTab = await tabIdOf(configured, page);
  await expect.poll(async () => (await reportOf(configured, infiniteTab))?.found.length ?? 0).toBeGreaterThan(0);
  const before = (await reportOf(configured, infiniteTab))!.found.length;
  await page.mouse.wheel(0, 20_000);
  await page.evaluate(() => (window as unknown as { __appendMore?: () => void }).__appendMore?.());
  await expect.poll(async () => (await reportOf(configured, infiniteTab))!.found.length).toBeGreaterThan(before);

  expect(await emulator.ledger()).toEqual([]);
});

test('a site host added in the options counts at once on pages already open: their links to it are found without a reload', async ({ configured, emulator }) => {
  const url = 'https://www.social.example/links-to-a-mirror';
  await configured.context.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Links</title><h1>Links</h1><a href="https://www.social-mirror.example/northwindgames">Northwind Games, on the mirror</a>',
    }),
  );
  const page = await configured.context.newPage();
  await page.goto(url);
  const tabId = await tabIdOf(configured, page);
  await expect.poll(async () => (await reportOf(configured, tabId))?.pageUrl).toBe(url);
  expect((await reportOf(configured, tabId))!.found).toEqual([]);

  const saved = await configured.worker.evaluate(async () => {
    const hook = (globalThis as { __socialLookupTest?: { saveSettings(p: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest!;
    return hook.saveSettings({ siteHosts: { site: ['social.example', 'social-mirror.example'], short: ['socialwatch.example', 'socialme.example'] } });
  });
  expect(saved.ok).toBe(true);
  await expect.poll(async () => (await reportOf(configured, tabId))?.found.map((d) => `${d.kind} ${d.url}`)).toEqual(['page https://www.social-mirror.example/northwindgames']);
  expect(await emulator.ledger()).toEqual([]);
});
