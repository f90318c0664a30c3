import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import { PHOTO_KNOWN } from '../../emulator/data/photo';
import { ROOT, type ExtensionBrowser } from '../../scripts/browser';
import { loadLocale, PSEUDO_LOCALE, t, type MessageKey } from '../../lib/ui/i18n/catalogue';
// All of English, whose areas the pages add as they load them: the pseudo-locale is made from it.
import '../../lib/ui/i18n/locales';
import { expect, openExtensionPage, test } from './fixtures';
import { watchRecords } from './worker';
import { LONG_FEED, POST_URL, SIZES, installedOptionsPage, openPanel, openPopup, openSiteTab, scrollToEnd } from './ui-helpers';

/**
 * Screenshots of every view in light and dark, as <view>-<theme>.png. The theme is "Same as the
 * system", so the colour scheme the page is emulated with decides it. `npm run screenshots`
 * writes them to docs/screenshots/ for the README; every other run (npm test) to an ignored
 * folder, so a test run leaves the working tree as it found it.
 */

const OUT = process.env.SCREENSHOTS_DIR ? resolve(ROOT, process.env.SCREENSHOTS_DIR) : join(ROOT, 'test-results', 'screenshots');
mkdirSync(OUT, { recursive: true });

/**
 * What sticks out of the page sideways at this width (nothing should, down to 320 px): elements
 * past the right edge that no scrolling or clipping box of their own contains.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} “${(el.textContent ?? '').slice(0, 40)}”`);
  });
}

/**
 * Words a longer language would cut or push onto each other, at the page's width: a control,
 * label or heading whose text is clipped by its own box, and two of them drawn over each other.
 */
async function cutOrOverlapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    // Words for screen readers only are clipped on purpose.
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.sr-only');
    };
    // A bar that stays in view (the options' Save) passes over the page as it scrolls, by design.
    const pinned = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (/^(sticky|fixed)$/.test(getComputedStyle(e).position)) return true;
      return false;
    };
    const words = Array.from(document.querySelectorAll('button, a, label, h1, h2, h3, [role="tab"], select, summary, th, .chip')).filter(shown);
    const out: string[] = [];
    for (const el of words) {
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') out.push(`cut: ${name(el)}`);
    }
    const boxes = words.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el) || pinned(a.el) !== pinned(b.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 2 && h > 2) out.push(`overlapping: ${name(a.el)} and ${name(b.el)}`);
      }
    }
    return out.slice(0, 8);
  });
}

/**
 * Saves the view in light and dark, once nothing is loading and every price is known; scrolled
 * to the top, or to `scrollTo`. Also checks that the view still fits a 320 px wide panel (not the
 * popup, which is 360 px wide by design).
 */
async function shot(page: Page, view: string, scrollTo?: Locator, { narrow = true } = {}): Promise<void> {
  await expect(page.locator('.spinner, .loading')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /· …$/ })).toHaveCount(0);
  const size = page.viewportSize()!;
  const scroll = async () => {
    if (scrollTo) await scrollTo.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    else await page.evaluate(() => window.scrollTo(0, 0));
  };
  await scroll();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(OUT, `${view}-${scheme}.png`), animations: 'disabled', caret: 'hide' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (!narrow) return;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await overflowing(page), `${view} at 320 px`).toEqual([]);
  await page.setViewportSize(size);
  await scroll();
}

/** The side panel pinned to a tab showing `url`, with that tab's entity looked up. */
async function panelOn(ext: ExtensionBrowser, url: string): Promise<Page> {
  const { tabId } = await openSiteTab(ext, url);
  const panel = await openPanel(ext, tabId);
  await panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^Look up · / }).click();
  await expect(panel.locator('.entity-view .cache-note')).toBeVisible();
  return panel;
}

test('options and popup', async ({ ext, emulator }) => {
  // The options page the first install opens: the key entered, verified and saved.
  const options = await installedOptionsPage(ext);
  await options.getByLabel('Service URL').fill(emulator.url);
  await options.getByLabel('API key').fill('demo');
  await options.getByRole('button', { name: 'Verify · free' }).click();
  await expect(options.getByText(/^The key works\./)).toBeVisible();
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Saved. The new key is in use.')).toBeVisible();
  await shot(options, 'options');

  const { tabId } = await openSiteTab(ext, POST_URL);
  const popup = await openPopup(ext, tabId);
  await popup.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();
  await expect(popup.locator('.result .author')).toHaveText('Northwind Games');
  await expect(popup.getByRole('region', { name: 'Credits' })).toContainText('199');
  await shot(popup, 'popup', undefined, { narrow: false });
});

test('side panel: home, post with comments and replies, related ads, ledger', async ({ configured }) => {
  // Home on the feed: the links found on the page, free to list.
  const feed = await openSiteTab(configured, 'https://www.social.example/');
  const home = await openPanel(configured, feed.tabId);
  await expect(home.getByRole('list', { name: 'Found on this page' }).locator(':scope > li').first()).toBeVisible();
  await shot(home, 'sidepanel-home');
  await home.close();

  // A post: details, the first page of comments, the first comment's replies.
  const panel = await panelOn(configured, POST_URL);
  const comments = panel.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: /^Load comments · / }).click();
  const first = comments.getByRole('list', { name: 'comments' }).locator(':scope > li').first();
  await first.getByRole('button', { name: /^Show \d+ replies · / }).click();
  await expect(first.getByRole('list', { name: 'Replies' })).toBeVisible();
  await shot(panel, 'sidepanel-post');
  await shot(panel, 'sidepanel-post-comments', comments);

  // The ads of the author's page.
  const ads = panel.getByRole('region', { name: 'Related ads' });
  await ads.getByRole('button', { name: /^Show ads of / }).click();
  await expect(ads.getByRole('article', { name: 'Advertiser' })).toBeVisible();
  await shot(panel, 'sidepanel-related-ads', ads);

  await panel.getByRole('tab', { name: 'Ledger' }).click();
  await expect(panel.getByRole('list', { name: 'Ledger' }).getByRole('article').first()).toBeVisible();
  await shot(panel, 'sidepanel-ledger');
});

test('side panel: page, group, video and reel', async ({ configured }) => {
  const page = await panelOn(configured, KNOWN.pages.northwindgames.url);
  await expect(page.getByRole('article', { name: /^Page / })).toBeVisible();
  await page.getByRole('button', { name: /^Load posts · / }).click();
  await expect(page.getByRole('list', { name: 'posts' }).locator(':scope > li')).toHaveCount(3);
  await shot(page, 'sidepanel-page', page.locator('.entity-view'));
  await page.close();

  const group = await panelOn(configured, KNOWN.groups.corvitarts.url);
  await group.getByRole('button', { name: /^Load posts · / }).click();
  await expect(group.getByRole('list', { name: 'posts' }).locator(':scope > li')).toHaveCount(3);
  await shot(group, 'sidepanel-group', group.locator('.entity-view'));
  await group.close();

  const video = await panelOn(configured, KNOWN.videos.main.url);
  await shot(video, 'sidepanel-video');
  await video.close();

  const reel = await panelOn(configured, KNOWN.reels.main.url);
  await shot(reel, 'sidepanel-reel');
});

test('side panel: search, ads library and an error', async ({ configured, emulator }) => {
  const { tabId } = await openSiteTab(configured, 'https://www.social.example/');
  const panel = await openPanel(configured, tabId);
  await panel.getByRole('tab', { name: 'Search' }).click();
  await panel.getByLabel('Search pages').fill('shop');
  await panel.getByRole('button', { name: /^Search · \d/ }).click();
  await expect(panel.getByRole('region', { name: 'Search results' }).getByRole('article')).toHaveCount(3);
  await shot(panel, 'sidepanel-search');

  await panel.getByRole('tab', { name: 'Ads library' }).click();
  await panel.getByLabel('Advertiser id').check();
  await panel.getByLabel('Advertiser id (ads library id of a page)').fill(KNOWN.pages.northwindgames.adPageId);
  await panel.getByRole('button', { name: /^Search ads · \d/ }).click();
  const found = panel.getByRole('region', { name: 'Ads found' });
  await expect(found.locator('.card.ad').first()).toBeVisible();
  await found.getByRole('button', { name: /^Advertiser profile · / }).click();
  await expect(found.getByRole('article', { name: 'Advertiser' })).toBeVisible();
  await shot(panel, 'sidepanel-ads-library');
  await panel.close();

  await emulator.fault({ operation: 'social_get_post_details', kind: 'upstream_error' });
  const post = await openSiteTab(configured, POST_URL);
  const failed = await openPanel(configured, post.tabId);
  await failed.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();
  await expect(failed.locator('.error-panel')).toHaveAttribute('data-code', 'upstream_error');
  await failed.locator('.error-panel details summary').click();
  await shot(failed, 'sidepanel-error');
});

test('side panel: marketplace listing and search, advertiser search, ad details', async ({ configured }) => {
  const listing = await panelOn(configured, KNOWN.marketplace.listing.url);
  await expect(listing.getByRole('article', { name: 'Listing' })).toBeVisible();
  await shot(listing, 'sidepanel-listing', listing.locator('.entity-view'));
  await listing.close();

  const { tabId } = await openSiteTab(configured, 'https://www.social.example/');
  const panel = await openPanel(configured, tabId);
  await panel.getByRole('tab', { name: 'Marketplace' }).click();
  await panel.getByLabel('City', { exact: true }).fill(KNOWN.marketplace.city.name);
  await panel.getByRole('button', { name: /^Find city · \d/ }).click();
  await panel.getByLabel('Centre').selectOption({ index: 1 });
  await panel.getByRole('button', { name: /^Search listings · \d/ }).click();
  const found = panel.getByRole('region', { name: 'Listings found' });
  await expect(found.getByRole('article').first()).toBeVisible();
  await shot(panel, 'sidepanel-marketplace', found);

  await panel.getByRole('tab', { name: 'Ads library' }).click();
  await panel.getByLabel('Advertiser name').check();
  await panel.getByLabel('Advertiser or brand name').fill('Northwind');
  await panel.getByRole('button', { name: /^Find advertisers · \d/ }).click();
  await expect(panel.getByRole('list', { name: 'Advertisers found' }).getByRole('article').first()).toBeVisible();
  await shot(panel, 'sidepanel-advertiser-search');

  await panel.getByRole('list', { name: 'Advertisers found' }).getByRole('button', { name: /^See their ads · \d/ }).first().click();
  const ads = panel.getByRole('region', { name: 'Ads found' });
  await ads.getByRole('button', { name: /^Ad details · \d/ }).first().click();
  const details = ads.getByRole('article', { name: 'Ad details' });
  await expect(details).toBeVisible();
  await shot(panel, 'sidepanel-ad-details', details);
});

test('side panel: a button that needs more credits than are left', async ({ configured, emulator }) => {
  const panel = await panelOn(configured, KNOWN.pages.northwindgames.url);
  // The account runs low elsewhere; the free refresh brings the panel up to date.
  await emulator.setKey('demo', { credits: 2 });
  await panel.getByRole('button', { name: 'Refresh credits (free)' }).click();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('2 credits left');
  const exact = panel.getByRole('button', { name: /^Exact follower count · / });
  await expect(exact).toHaveText('Exact follower count · 5 credits');
  await expect(exact).toBeDisabled();
  await expect(panel.locator('.refused').filter({ has: exact }).locator('.hint')).toHaveText('Needs 5 credits; 2 credits left.');
  await shot(panel, 'sidepanel-short-of-credits');
  // Nothing was sent for it.
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_page_details']);
});

test('side panel: the found list of a long feed', async ({ configured }) => {
  const { page: feed, tabId } = await openSiteTab(configured, LONG_FEED);
  await scrollToEnd(feed);
  const panel = await openPanel(configured, tabId);
  await expect(panel.getByText(/the newest 500 are kept/)).toBeVisible();
  await panel.getByLabel('Order').selectOption('newest');
  await shot(panel, 'sidepanel-found');
});

test('side panel: the library, a kept page with its posts chart, an export', async ({ configured }) => {
  const run = (request: unknown) =>
    configured.worker.evaluate(
      (request) => (globalThis as unknown as { __socialLookupTest: { run(r: unknown, o: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest.run(request, { confirmOverBudget: true }),
      request,
    );
  const page = KNOWN.pages.northwindgames.url;
  expect((await run({ useCase: 'lookup_url', input: { url: page } })).ok).toBe(true);
  expect((await run({ useCase: 'page_posts', input: { link: page, limit: 9 } })).ok).toBe(true);
  expect((await run({ useCase: 'post_comments', input: { link: POST_URL } })).ok).toBe(true);
  const { tabId } = await openSiteTab(configured, 'https://www.social.example/');
  const panel = await openPanel(configured, tabId);
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  const list = panel.getByRole('list', { name: 'Library', exact: true });
  await expect(list.getByRole('article').first()).toBeVisible();
  await shot(panel, 'sidepanel-library');
  await shot(panel, 'sidepanel-library-holdings', panel.getByRole('figure', { name: /What the library holds/ }));

  await panel.locator('.library').getByLabel('Kind').selectOption('page');
  await list.getByRole('article').first().getByRole('button').first().click();
  const item = panel.locator('.library-item');
  await expect(item.getByRole('figure', { name: /Kept posts/ })).toBeVisible();
  await item.getByRole('group', { name: 'Posts' }).getByRole('button', { name: 'CSV' }).click();
  await expect(item.getByRole('group', { name: 'Posts' }).getByRole('status')).toContainText('Saved posts-');
  await shot(panel, 'sidepanel-library-item');
  await shot(panel, 'sidepanel-library-posts-chart', item.getByRole('figure', { name: /Kept posts/ }));

  await panel.getByRole('tab', { name: 'Ledger' }).click();
  await expect(panel.getByRole('figure', { name: /Credits spent per day/ })).toBeVisible();
  await shot(panel, 'sidepanel-ledger-chart');
});

test('side panel: a bulk job: its estimate, running, and finished with its completeness line', async ({ configured, emulator }) => {
  const panel = await panelOn(configured, POST_URL);
  const comments = panel.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Collect all comments…' }).click();
  const form = comments.getByRole('region', { name: /^Collect all comments of / });
  await expect(form.getByRole('status')).toHaveText(/^About 7 calls/);
  await shot(panel, 'sidepanel-job-estimate', form);

  // Each page takes a while at the service, so the job is seen running.
  await emulator.fault({ operation: 'social_get_post_comments', kind: 'latency', latencyMs: 2500 });
  await form.getByRole('button', { name: /^Start · / }).click();
  await panel.getByRole('dialog').getByRole('button', { name: /^Start · / }).click();
  const strip = panel.getByRole('region', { name: 'Running jobs' });
  await expect(strip.getByRole('progressbar')).toHaveAccessibleName(/^Progress: (30|60) of about 210 comments$/, { timeout: 20_000 });
  await expect(strip.getByText(/comments a minute/)).toBeVisible();
  await shot(panel, 'sidepanel-job-running');
  const { tabId } = await openSiteTab(configured, POST_URL);
  const popup = await openPopup(configured, tabId);
  await expect(popup.getByRole('region', { name: 'Jobs' }).getByText('Running')).toBeVisible();
  await shot(popup, 'popup-job', undefined, { narrow: false });

  await emulator.clearFaults();
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  const jobs = panel.getByRole('region', { name: 'Jobs', exact: true });
  await expect(jobs.getByText('210 of 210 comments.')).toBeVisible({ timeout: 30_000 });
  await shot(panel, 'sidepanel-job-done', jobs);
});

test('what was paid for, shown: a listing and a seller in the popup, the exact follower count, a kept post, jobs that ended', async ({ configured, emulator }) => {
  test.setTimeout(150_000);
  // The popup shows a marketplace listing and seller in their views, not as raw data.
  for (const [view, url] of [['popup-listing', KNOWN.marketplace.listing.url], ['popup-seller', KNOWN.marketplace.seller.url]] as const) {
    const { tabId } = await openSiteTab(configured, url);
    const popup = await openPopup(configured, tabId);
    await popup.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^Look up · / }).click();
    await expect(popup.locator('.result .cache-note')).toBeVisible();
    await expect(popup.locator('.result .raw-body')).toHaveCount(0);
    await shot(popup, view, undefined, { narrow: false });
    await popup.close();
  }

  // The exact follower count, shown whole as text once paid for.
  const page = await panelOn(configured, KNOWN.pages.northwindgames.url);
  await page.getByRole('button', { name: /^Exact follower count · / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Spend 5 credits' }).click();
  await expect(page.locator('.entity-view .profile')).toContainText(/[\d,]{5,} followers \(exact\)/);
  await shot(page, 'sidepanel-exact-followers', page.locator('.entity-view'));
  await page.close();

  // A kept post opened from the Library: the same view as a fresh answer.
  const panel = await panelOn(configured, POST_URL);
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  await panel.locator('.library-filters').getByLabel('Kind').selectOption('post');
  await panel.getByRole('list', { name: 'Library', exact: true }).getByRole('article').first().getByRole('button').first().click();
  const item = panel.locator('.library-item');
  await expect(item.locator('.cache-note')).toContainText('kept · fetched');
  await shot(panel, 'sidepanel-library-post');
  await panel.close();

  // Two jobs that ended while the panel was open (one finished, one cancelled) fold into one line.
  const { page: site, tabId } = await openSiteTab(configured, POST_URL);
  const jobs = await openPanel(configured, tabId);
  const collect = async () => {
    await jobs.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^(Look up|Show) · / }).click();
    const comments = jobs.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Collect all comments…' }).click();
    await comments.getByRole('region', { name: /^Collect all comments of / }).getByRole('button', { name: /^Start · / }).click();
    await jobs.getByRole('dialog').getByRole('button', { name: /^Start · / }).click();
  };
  await collect();
  const strip = jobs.getByRole('region', { name: 'Running jobs' });
  await expect(strip.getByText(/^1 job ended/)).toBeVisible({ timeout: 30_000 });
  // The second goes slowly enough to be cancelled on its way.
  await emulator.fault({ operation: 'social_get_post_comments', kind: 'latency', latencyMs: 2500 });
  await site.goto(KNOWN.posts.manyComments.url);
  await jobs.getByRole('button', { name: '← This tab' }).click();
  await collect();
  await strip.getByRole('list', { name: 'Jobs in progress' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(strip.getByText(/^2 jobs ended/)).toBeVisible({ timeout: 30_000 });
  await emulator.clearFaults();
  await strip.getByRole('button', { name: 'Show' }).click();
  await shot(jobs, 'sidepanel-jobs-ended', strip);
});

test('options: use with AI clients', async ({ configured }) => {
  const options = await configured.context.newPage();
  await options.setViewportSize(SIZES.options);
  await options.goto(`chrome-extension://${configured.extensionId}/options.html`);
  const section = options.getByRole('region', { name: 'Use with AI clients' });
  await section.getByText('Cursor', { exact: true }).click();
  await expect(section.getByLabel('Configuration for Cursor')).toContainText('/mcp');
  await shot(options, 'options-ai-clients', section);
});

test('side panel: the photo network: a profile, its posts sorted by likes, a reel, a place', async ({ configured }) => {
  const P = 'https://www.photo.example';
  const profile = await panelOn(configured, `${P}/${PHOTO_KNOWN.profile.username}/`);
  await expect(profile.getByRole('article', { name: /^Profile / })).toBeVisible();
  await shot(profile, 'sidepanel-photo-profile', profile.locator('.entity-view'));
  await profile.getByRole('button', { name: /^Load posts · / }).click();
  const posts = profile.getByRole('list', { name: 'posts' });
  await expect(posts.locator(':scope > li').first()).toBeVisible();
  await profile.getByLabel('Sort').selectOption('likes');
  await expect(profile.getByText(/^Sorted among the 12 posts loaded/)).toBeVisible();
  await shot(profile, 'sidepanel-photo-posts', profile.getByRole('region', { name: /posts loaded$/ }));
  await profile.close();

  const reel = await panelOn(configured, `${P}/reel/${PHOTO_KNOWN.reel}/`);
  await shot(reel, 'sidepanel-photo-reel', reel.locator('.entity-view'));
  await reel.close();

  const place = await panelOn(configured, `${P}/explore/locations/${PHOTO_KNOWN.location.id}/${PHOTO_KNOWN.location.slug}/`);
  await expect(place.getByRole('region', { name: /posts loaded$/ })).toBeVisible();
  await shot(place, 'sidepanel-photo-place', place.locator('.entity-view'));
});

/** What the worker's test hook runs, as the panel would; paid once, kept in the library. */
async function keep(ext: ExtensionBrowser, request: { useCase: string; input: Record<string, unknown> }): Promise<void> {
  const out = await ext.worker.evaluate(
    (r) => (globalThis as unknown as { __socialLookupTest: { run(r: unknown, o: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest.run(r, { confirmOverBudget: true }),
    request,
  );
  expect(out.ok).toBe(true);
}

test('side panel: a watch being set up with its monthly estimate, the New view, a board, a comparison', async ({ configured, emulator }) => {
  test.setTimeout(150_000);
  const northwind = KNOWN.pages.northwindgames;
  const harbor = KNOWN.pages.quietharbor;
  for (const page of [northwind, harbor]) {
    await keep(configured, { useCase: 'lookup_url', input: { url: page.url } });
    await keep(configured, { useCase: 'page_posts', input: { link: page.url } });
  }
  const panel = await openExtensionPage(configured, 'sidepanel.html', SIZES.panel);

  // A watch: its cost said before it is saved; then the page gets two posts and a check finds them.
  await panel.getByRole('tab', { name: 'Watch', exact: true }).click();
  const setup = panel.getByRole('form', { name: 'New watch' });
  await setup.getByRole('combobox', { name: 'Watch', exact: true }).selectOption('page_posts');
  await setup.getByLabel('Link or keyword').fill(northwind.url);
  await setup.getByLabel('Check every').selectOption('6');
  await expect(panel.getByTestId('watch-estimate')).toHaveText(/^every 6 hours: 4 calls a day, about \d[\d,]* credits a month$/);
  await shot(panel, 'sidepanel-watch-setup', setup);
  await panel.getByRole('button', { name: 'Save watch' }).click();
  const row = panel.getByRole('article', { name: `Posts of ${northwind.url}` });
  await expect(row).toContainText('0 new since you last looked');
  // The first check has learnt what the page holds before it gets two posts.
  await expect.poll(async () => (await watchRecords(configured.worker))[0]?.checks ?? 0).toBe(1);
  const added = await fetch(`${emulator.url}/__emulator/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: northwind.vanity, count: 2 }) });
  expect(added.status).toBe(201);
  await row.getByRole('button', { name: 'Check now' }).click();
  await expect(row).toContainText('2 new since you last looked');
  await shot(panel, 'sidepanel-watch-new', panel.getByRole('region', { name: 'New', exact: true }));

  // A board of the two pages with notes and tags.
  await panel.getByRole('tab', { name: 'Boards', exact: true }).click();
  await panel.getByLabel('New board').fill('Competitors');
  await panel.getByRole('button', { name: 'Make board' }).click();
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  // (The board's own kind filter stays in the page, hidden with its tab.)
  await panel.getByLabel('Kind').filter({ visible: true }).selectOption('page');
  const library = panel.getByRole('list', { name: 'Library', exact: true });
  for (const [i, note] of ['Launches every quarter', 'Slow, steady posting'].entries()) {
    await expect(library.getByRole('article')).toHaveCount(2);
    await library.getByRole('article').nth(i).getByRole('button').first().click();
    const boards = panel.locator('.library-item').getByRole('region', { name: 'Boards' });
    await boards.getByRole('button', { name: 'Save to board · free' }).click();
    await boards.getByLabel('Note').fill(note);
    await boards.getByLabel('Tags (comma between them)').fill(i === 0 ? 'rival, launch' : 'rival');
    await boards.getByRole('button', { name: 'Save · free' }).click();
    await expect(boards.getByRole('status')).toHaveText(/Saved to “Competitors”/);
    await panel.getByRole('button', { name: '← Library' }).click();
  }
  // The new board stayed open in its tab.
  await panel.getByRole('tab', { name: 'Boards', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'On the board' }).getByRole('listitem')).toHaveCount(2);
  await shot(panel, 'sidepanel-board');

  // The two pages side by side, from what is kept.
  await panel.getByRole('button', { name: '← Boards' }).click();
  const compare = panel.getByRole('region', { name: 'Side by side' });
  const kept = compare.getByRole('list', { name: 'Kept to compare' }).getByRole('checkbox');
  await expect(kept).toHaveCount(2);
  await kept.nth(0).check();
  await kept.nth(1).check();
  await expect(compare.getByText(/^From \d+ posts of /)).toBeVisible();
  await shot(panel, 'sidepanel-compare', compare);
});

for (const language of ['es', PSEUDO_LOCALE] as const) {
  test(`in ${language === 'es' ? 'Spanish' : 'the pseudo-locale'} at 320 px: the side panel and the options, nothing cut or overlapping`, async ({ configured }) => {
    await loadLocale(language);
    const say = (key: MessageKey, params?: Record<string, string | number>) => t(key, params, language);
    const saved = await configured.worker.evaluate(
      (language) => (globalThis as unknown as { __socialLookupTest: { saveSettings(p: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest.saveSettings({ language }),
      language,
    );
    expect(saved.ok).toBe(true);
    await keep(configured, { useCase: 'lookup_url', input: { url: POST_URL } });
    const narrow = { width: 320, height: 860 };
    const { tabId } = await openSiteTab(configured, POST_URL);
    const panel = await openExtensionPage(configured, `sidepanel.html?tabId=${tabId}`, narrow);
    await expect(panel.locator('html')).toHaveAttribute('lang', language);
    await panel.getByRole('region', { name: say('sidepanel.home.thisTab') }).getByRole('button').first().click();
    await expect(panel.locator('.entity-view .cache-note')).toBeVisible();
    await shot(panel, `sidepanel-post-${language}`, undefined, { narrow: false });
    expect(await cutOrOverlapping(panel), `side panel in ${language}`).toEqual([]);

    const options = await openExtensionPage(configured, 'options.html', narrow);
    await expect(options.locator('html')).toHaveAttribute('lang', language);
    await shot(options, `options-${language}`, undefined, { narrow: false });
    expect(await cutOrOverlapping(options), `options in ${language}`).toEqual([]);
  });
}
