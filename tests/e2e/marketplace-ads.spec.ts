import type { Page, Worker } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, test, type Emulator } from './fixtures';
import { charged, clickPaid, expectCharged, openPanel, openSiteTab } from './ui-helpers';

/**
 * The marketplace, the ads library's advertisers and ad details, and saving media, in real
 * Chromium against the emulator: what the panel shows, and that the service charged what each
 * button said first (the emulator's ledger).
 */

const FEED = 'https://www.social.example/';
const LISTING = KNOWN.marketplace.listing;
const SELLER = KNOWN.marketplace.seller;

/** A right-click on a link, as Chrome delivers it (the background's own listeners run). */
async function rightClick(worker: Worker, tabId: number, linkUrl: string, menuItemId: string): Promise<void> {
  await worker.evaluate(
    async ({ tabId, linkUrl, menuItemId, pageUrl }) => {
      const tab = await chrome.tabs.get(tabId);
      const event = chrome.contextMenus.onClicked as unknown as { dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void };
      event.dispatch({ menuItemId, linkUrl, pageUrl, editable: false }, tab);
    },
    { tabId, linkUrl, menuItemId, pageUrl: FEED },
  );
}

async function panelOnFeed(ext: ExtensionBrowser): Promise<{ panel: Page; tabId: number }> {
  const { tabId } = await openSiteTab(ext, FEED);
  const panel = await openPanel(ext, tabId);
  await expect(panel.getByRole('heading', { name: 'Social Lookup' })).toBeVisible();
  return { panel, tabId };
}

/** Paid calls the service saw: operation and parameters. */
async function paidCalls(emulator: Emulator) {
  return (await emulator.paidCalls()).map((c) => [c.operation, c.params, c.creditsCharged] as const);
}

test('a marketplace listing looked up by right-click, then its seller', async ({ configured: ext, emulator }) => {
  const { panel, tabId } = await panelOnFeed(ext);
  await rightClick(ext.worker, tabId, `${LISTING.url}?ref=search`, 'social-lookup:marketplace_item');
  const listing = panel.getByRole('article', { name: 'Listing' });
  await expect(listing.getByRole('heading', { name: LISTING.title })).toBeVisible();
  await expect(listing.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(LISTING.photos);
  const map = listing.getByRole('link', { name: /^Map \(www\.openstreetmap\.org\)$/ });
  expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  // The menu item's price ("Look up listing · 1 credit", unit-tested) is what was charged.
  await expectCharged(emulator, 1);

  const sellerCost = await clickPaid(panel.getByRole('button', { name: /^Seller and their listings · / }));
  const seller = panel.getByRole('article', { name: 'Seller' });
  await expect(seller).toContainText(SELLER.name);
  await expect(seller.getByRole('region', { name: 'Other listings of this seller' })).toBeVisible();
  await expectCharged(emulator, 1 + sellerCost);
  expect(await paidCalls(emulator)).toEqual([
    ['social_marketplace_listing', { listing_id: LISTING.id }, 1],
    ['social_marketplace_seller', { seller_id: SELLER.id }, sellerCost],
  ]);
});

test('a marketplace search around a city found by name', async ({ configured: ext, emulator }) => {
  const { panel } = await panelOnFeed(ext);
  await panel.getByRole('tab', { name: 'Marketplace' }).click();
  await panel.getByLabel('City', { exact: true }).fill(KNOWN.marketplace.city.name);
  let shown = await clickPaid(panel.getByRole('button', { name: /^Find city · / }));
  const centre = panel.getByLabel('Centre');
  await expect(centre.locator('option')).not.toHaveCount(1);
  await centre.selectOption({ index: 1 });
  await panel.getByLabel(/^Radius \(km\)/).fill('30');
  shown += await clickPaid(panel.getByRole('button', { name: /^Search listings · / }));
  const found = panel.getByRole('region', { name: 'Listings found' });
  await expect(found.getByRole('article').first()).toBeVisible();
  await expectCharged(emulator, shown);
  const search = (await paidCalls(emulator)).find(([op]) => op === 'social_marketplace_search')!;
  expect(search[1]).toMatchObject({ filter_radius_km: '30' });
  expect(Number(search[1].filter_location_latitude)).toBeCloseTo(KNOWN.marketplace.city.lat, 2);
  expect(Number(search[1].filter_location_longitude)).toBeCloseTo(KNOWN.marketplace.city.lng, 2);
});

test("an advertiser found by keyword, its ads longest-running first, and one ad's details", async ({ configured: ext, emulator }) => {
  const { panel } = await panelOnFeed(ext);
  await panel.getByRole('tab', { name: 'Ads library' }).click();
  await panel.getByLabel('Advertiser name').check();
  await panel.getByLabel('Advertiser or brand name').fill('Northwind');
  let shown = await clickPaid(panel.getByRole('button', { name: /^Find advertisers · / }));
  const advertiser = panel.getByRole('list', { name: 'Advertisers found' }).getByRole('article', { name: KNOWN.pages.northwindgames.name });
  shown += await clickPaid(advertiser.getByRole('button', { name: /^See their ads · / }));
  const ads = panel.getByRole('region', { name: 'Ads found' });
  await expect(ads.getByRole('article').first()).toBeVisible();
  await panel.getByRole('region', { name: 'Ads found' }).getByLabel('Longest-running first').check();
  const days = await ads
    .locator(':scope > .paged > ul.items > li > article.ad')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const fact = [...card.querySelectorAll('.fact')].find((f) => f.querySelector('dt')?.textContent === 'Days running');
        return fact ? Number.parseInt(fact.querySelector('dd')!.textContent!.replace(/,/g, ''), 10) : -1;
      }),
    );
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort((a, b) => b - a));

  shown += await clickPaid(ads.getByRole('button', { name: /^Ad details · / }).first());
  const details = ads.getByRole('article', { name: 'Ad details' });
  await expect(details).toContainText('Days running');
  await expect(details.getByRole('article', { name: 'Version 1' })).toBeVisible();
  await expectCharged(emulator, shown);
  const ops = (await paidCalls(emulator)).map(([op, params]) => [op, params.ad_page_id ?? params.query ?? params.ad_archive_id]);
  expect(ops[0]).toEqual(['social_ads_keywords', 'Northwind']);
  expect(ops[1]).toEqual(['social_ads_search', KNOWN.pages.northwindgames.adPageId]);
  expect(ops[2]![0]).toBe('social_ads_archive_details');
});

test('saving all images of a multi-photo post names the files from the template', async ({ configured: ext, emulator }) => {
  const post = KNOWN.posts.multiPhoto;
  const { panel, tabId } = await panelOnFeed(ext);
  await rightClick(ext.worker, tabId, post.url, 'social-lookup:post');
  await expect(panel.getByRole('article', { name: 'Post' })).toBeVisible();
  // The post's details already carry every photo: saving them costs nothing more than the lookup.
  await expectCharged(emulator, 1);
  // Under automation Playwright keeps the downloaded files under GUID names of its own, so the
  // names are read where the extension hands them to the browser's downloads API: in the panel,
  // which saves them itself (whatever the arguments, a callback included, go on unchanged).
  await panel.evaluate(() => {
    const seen: string[] = [];
    const original = chrome.downloads.download.bind(chrome.downloads);
    (globalThis as unknown as { __downloadNames: string[] }).__downloadNames = seen;
    chrome.downloads.download = ((...args: Parameters<typeof chrome.downloads.download>) => {
      seen.push(args[0].filename ?? '');
      return original(...args);
    }) as typeof chrome.downloads.download;
  });
  const save = panel.getByRole('group', { name: 'Save post media' });
  await save.getByRole('button', { name: `Save all ${post.photoIds.length} files · free` }).click();
  // The line changes from “Saving 6 files…” once every download has ended.
  await expect(save.getByRole('status')).toHaveText(/^(Saved|\d+ of \d+ files failed)/, { timeout: 20_000 });
  const downloads = await ext.worker.evaluate(async () => {
    const wait = () => new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 100; i++) {
      const items = await chrome.downloads.search({});
      if (items.length && items.every((d) => d.state !== 'in_progress')) return items.map((d) => ({ url: d.url, state: d.state }));
      await wait();
    }
    return [];
  });
  const asked = await panel.evaluate(() => (globalThis as unknown as { __downloadNames: string[] }).__downloadNames);
  const day = post.time.slice(0, 10);
  expect(asked).toEqual(post.photoIds.map((_, i) => `${KNOWN.pages.northwindgames.name}-${day}-${post.id}-${i + 1}.jpg`));
  // Six downloads, one of each of the post's photos (whether the bytes arrive depends on how the
  // test browser reaches the photo host, which is not what this test is about).
  expect(downloads).toHaveLength(post.photoIds.length);
  expect(post.photoIds.every((id) => downloads.some((d) => d.url.includes(id)))).toBe(true);
  // Followed to their end: the line says what the browser's own list does.
  const failedCount = downloads.filter((d) => d.state !== 'complete').length;
  await expect(save.getByRole('status')).toHaveText(failedCount ? new RegExp(`^${failedCount} of ${downloads.length} files failed: `) : new RegExp(`^Saved ${downloads.length} files: `));
  // Saving is free: nothing more was charged.
  expect(await charged(emulator)).toBe(1);
});
