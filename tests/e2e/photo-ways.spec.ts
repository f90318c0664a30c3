import type { Page } from '@playwright/test';
import type { MenuItem } from '../../lib/background/menus';
import type { DetectionReport } from '../../lib/site/report';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, openExtensionPage, test } from './fixtures';
import { openPopup, openSiteTab, SIZES } from './ui-helpers';

/**
 * The ways into the photo site, on the emulator's fixture photo site (photo.example, mapped by
 * scripts/browser.ts): the content script lists a profile page's posts and reels for free, the side
 * panel follows the tab there, the popup shows the profile and what the page lists, and the
 * right-click items a link gets are those of its kind, each with its price. Links are taken from
 * the page itself (page shapes as in tests/fixtures/photo-urls.dev.json), not from the dataset.
 */

const W = 'https://www.photo.example';
/** A profile the fixture site serves (its first profile page, `/<user>/`). */
const USER = 'lumen.atelier';
const PROFILE = `${W}/${USER}/`;

const thisTab = (page: Page) => page.getByRole('region', { name: 'This tab' });

async function reportOf(ext: ExtensionBrowser, tabId: number): Promise<DetectionReport | undefined> {
  return ext.worker.evaluate(async (id) => {
    const { tabReports } = await chrome.storage.session.get('tabReports');
    return (tabReports as Record<string, DetectionReport> | undefined)?.[String(id)];
  }, tabId);
}

test('a photo profile page: found for free, followed by the side panel, shown by the popup, right-click items of its links', async ({ configured, emulator }) => {
  const { page, tabId } = await openSiteTab(configured, PROFILE);

  // The content script runs on photo.example: the page's own entity, and its posts and reels.
  await expect.poll(async () => (await reportOf(configured, tabId))?.found.length ?? 0).toBeGreaterThan(0);
  const report = (await reportOf(configured, tabId))!;
  expect(report.current).toMatchObject({ kind: 'photo_profile', id: USER });
  const kinds = new Set(report.found.map((d) => d.kind));
  expect(kinds.has('photo_post') || kinds.has('photo_reel')).toBe(true);
  for (const d of report.found) expect(d.kind === 'page' || d.kind.startsWith('photo_') || d.kind === 'other').toBe(true);

  // The side panel as the browser opens it follows the tab to the photo page.
  const panel = await openExtensionPage(configured, 'sidepanel.html', SIZES.panel);
  await page.bringToFront();
  await expect(thisTab(panel)).toContainText(USER);
  const list = panel.getByRole('list', { name: 'Found on this page' });
  await expect(panel.locator('#found-title')).toHaveText(/^Found on this page \(\d+ · free to list\)$/);
  const lead = kinds.has('photo_post') ? 'Photo post' : 'Photo reel';
  await expect(list.locator('.badge', { hasText: lead }).first()).toBeVisible();
  // A share link inside a post sits with the post, not in a row of its own.
  await expect(list.locator('li > .badge', { hasText: 'Photo share link' })).toHaveCount(0);

  // The popup shows the profile and what the page lists.
  const popup = await openPopup(configured, tabId);
  await expect(popup.locator('.badge', { hasText: 'Profile' }).first()).toBeVisible();
  await expect(thisTab(popup)).toContainText(USER);
  await expect(popup.getByLabel('What the page lists')).toContainText(lead);

  // Right-click: each link of the page gets the item of its kind (Chromium's own matcher, as in
  // menus.spec.ts), titled with the price of its lookup.
  const items = await configured.worker.evaluate(() =>
    (globalThis as unknown as { __socialLookupTest: { menuItems(): Promise<MenuItem[]> } }).__socialLookupTest.menuItems(),
  );
  const linkItems = items.filter((i) => i.contexts?.includes('link') && i.id.includes(':photo_'));
  for (const item of linkItems) expect(item.title).toMatch(/^Look up [a-z ]+ · \d+ credits?$/);
  const probe = await configured.context.newPage();
  await probe.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Link</h1>' }));
  // The found list holds canonical links (`/p/<code>/`, `/reel/<code>/` …): shapes that prove their kind.
  const links = ['photo_post', 'photo_reel', 'photo_location', 'photo_audio', 'photo_highlight'].flatMap((kind) => {
    const link = report.found.find((d) => d.kind === kind);
    return link ? [{ kind, url: link.url }] : [];
  });
  expect(links.length).toBeGreaterThan(0);
  for (const { kind, url } of links) {
    await probe.goto(url);
    const shown = await configured.worker.evaluate(
      async ({ url, items }) => {
        const [t] = await chrome.tabs.query({ url: url.split('#')[0] });
        const out: string[] = [];
        for (const item of items) {
          const hits = await chrome.tabs.query({ url: item.targetUrlPatterns! });
          if (hits.some((h) => h.id === t?.id)) out.push(item.id.replace('social-lookup:', ''));
        }
        return out;
      },
      { url: probe.url(), items: linkItems },
    );
    expect(shown, url).toEqual([kind]);
  }

  // Finding, following and listing are free.
  expect(await emulator.paidCalls()).toEqual([]);
});
