import type { Locator, Page } from '@playwright/test';
import { configureExtension, type ExtensionBrowser } from '../../scripts/browser';
import { displayUrl } from '../../lib/ui/text/links';
import { expect, test, type Emulator } from './fixtures';
import {
  POST_ID,
  POST_URL,
  SIZES,
  clickPaid,
  expectCharged,
  installedOptionsPage,
  openPanel,
  openPopup,
  openSiteTab,
  shownCost,
} from './ui-helpers';

/**
 * The extension as a user meets it, in real Chromium against the emulator: what each page says,
 * what each paid button announces, and that the service charged exactly that.
 */

test('the first install opens the options page by itself', async ({ ext }) => {
  // The tab may open before or after the worker is found; it starts as about:blank.
  const page = await installedOptionsPage(ext);
  expect(page.url()).toBe(ext.pageUrl('options.html'));
  await expect(page.getByRole('heading', { name: 'Social Lookup options' })).toBeVisible();
  await expect(page.getByLabel('Service URL')).toBeVisible();
  await expect(page.getByLabel('API key')).toHaveAttribute('placeholder', 'Paste your API key');
});

test.describe('options page', () => {
  async function openOptions(ext: ExtensionBrowser) {
    const page = await installedOptionsPage(ext);
    await expect(page.getByLabel('Service URL')).toBeVisible();
    return page;
  }

  test('Verify (free) tells a working key from a wrong, a paused and an unreachable one', async ({ ext, emulator }) => {
    await emulator.setKey('paused-key', { paused: true });
    const page = await openOptions(ext);
    const url = page.getByLabel('Service URL');
    const key = page.getByLabel('API key');
    const verify = page.getByRole('button', { name: 'Verify · free' });
    const result = page.locator('.card').filter({ has: verify }).locator('.notice');

    await url.fill(emulator.url);
    await key.fill('demo');
    await verify.click();
    await expect(result).toHaveText('The key works. Plan: free. 200 credits left of 200.');

    await key.fill('not-a-key');
    await verify.click();
    await expect(result).toHaveText('The service rejected this key (401). Check that you copied all of it.');

    await key.fill('paused-key');
    await verify.click();
    await expect(result).toHaveText('The key was refused or the account is paused (403). Check your account with the service.');

    await url.fill('http://127.0.0.1:9');
    await key.fill('demo');
    await verify.click();
    await expect(result).toHaveText('The service could not be reached at this URL. Check the URL and your connection.');

    await url.fill('http://example.com');
    await verify.click();
    await expect(result).toHaveText('The service URL must start with https:// (http:// is allowed only for localhost).');

    // Verifying is free: only /usage calls reached the service.
    const calls = await emulator.ledger();
    expect(calls.map((c) => c.operation)).toEqual(['account_get_usage', 'account_get_usage', 'account_get_usage']);
    expect(calls.every((c) => c.creditsCharged === 0)).toBe(true);
  });

  test('Save stores the URL and the key (shown masked after a reload); a failed save loses nothing', async ({ ext, emulator }) => {
    const page = await openOptions(ext);
    const url = page.getByLabel('Service URL');
    const key = page.getByLabel('API key');
    const saveBar = page.locator('.save-bar');

    await url.fill(emulator.url);
    await key.fill('demo');
    // The origin is one the e2e build already holds: asking for it settles without a prompt.
    expect(await page.evaluate((o) => chrome.permissions.contains({ origins: [o] }), `${emulator.url}/*`)).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveBar.locator('.notice')).toHaveText('Saved. The new key is in use.');

    await page.reload();
    await expect(url).toHaveValue(emulator.url);
    await expect(key).toHaveValue('');
    await expect(key).toHaveAttribute('placeholder', /^Saved: .*…|^Saved: /);
    const masked = (await key.getAttribute('placeholder'))!.replace('Saved: ', '');
    expect(masked).not.toContain('demo');
    await expect(page.getByText(`A key is saved (${masked}).`, { exact: false })).toBeVisible();

    // A save that fails says so and keeps what was typed; the saved settings stay as they were.
    await url.fill('http://example.com');
    await key.fill('another-key');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveBar.locator('.notice')).toHaveText(
      'Nothing was saved. The service URL must start with https:// (http:// is allowed only for localhost).',
    );
    await expect(url).toHaveValue('http://example.com');
    await expect(key).toHaveValue('another-key');
    await page.reload();
    await expect(url).toHaveValue(emulator.url);
    await expect(key).toHaveAttribute('placeholder', `Saved: ${masked}`);
  });
});

test('the popup on a post shows its kind, id, link and cost, and one click costs exactly that', async ({ configured, emulator }) => {
  const { tabId } = await openSiteTab(configured, POST_URL);
  const popup = await openPopup(configured, tabId);
  const tab = popup.getByRole('region', { name: 'This tab' });
  await expect(tab.locator('.entity-row .badge')).toHaveText('Post');
  await expect(tab.locator('.entity-id')).toContainText(POST_ID);
  await expect(tab.getByRole('link', { name: displayUrl(POST_URL) })).toHaveAttribute('href', POST_URL);

  const button = tab.locator('.actions').getByRole('button');
  await expect(button).toHaveText('Look up · 1 credit');
  const cost = await clickPaid(button);

  const result = popup.locator('.result');
  await expect(result.locator('.author')).toHaveText('Northwind Games');
  await expect(result.locator('.prose')).not.toBeEmpty();
  await expect(result.getByRole('list', { name: 'Engagement' })).toContainText('comments');
  await expect(result.locator('.cache-note')).toHaveText('1 credit spent · just now');
  // The button now shows the cached answer for free.
  await expect(button).toHaveText('Show · cached · 0 credits');

  await expectCharged(emulator, cost);
  const paid = await emulator.paidCalls();
  expect(paid.map((c) => [c.operation, c.creditsCharged])).toEqual([['social_get_post_details', 1]]);
});

test('right-click lookup in the side panel: post, comments, replies and related ads cost what the buttons said', async ({
  configured,
  emulator,
}) => {
  const { tabId } = await openSiteTab(configured, POST_URL);
  const panel = await openPanel(configured, tabId);
  let shown = 0;

  // Home shows the tab's post with the price of looking it up; the context menu item runs it.
  const thisTab = panel.getByRole('region', { name: 'This tab' });
  await expect(thisTab.locator('.entity-row .badge')).toHaveText('Post');
  const lookUp = thisTab.getByRole('button', { name: /^Look up · / });
  await expect(lookUp).toHaveText('Look up · 1 credit');
  shown += await shownCost(lookUp);
  await configured.worker.evaluate(
    async ({ tabId, url }) => {
      const tab = await chrome.tabs.get(tabId);
      const onClicked = chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void };
      // MENU_IDS.post of lib/site/social/menus.ts ("Look up post · 1 credit").
      onClicked.dispatch({ menuItemId: 'social-lookup:post', linkUrl: url, pageUrl: url, editable: false }, tab);
    },
    { tabId, url: POST_URL },
  );
  const post = panel.getByRole('article', { name: 'Post' });
  await expect(post.locator('.author')).toHaveText('Northwind Games');
  await expect(post.locator('.prose')).not.toBeEmpty();
  await expect(post.getByRole('list', { name: 'Engagement' })).toContainText('210 comments');
  // One request for the link: the panel's own (when it went first), or the menu's, which the
  // panel's joined while under way ("paid once") or found cached afterwards.
  await expect(panel.locator('.entity-view .run > .cache-note')).toHaveText(
    /^(1 credit spent|Answered by the lookup already under way · paid once, 1 credit|cached · 0 credits) · just now/,
  );
  await expectCharged(emulator, shown);

  // Comments: 30 a call, then the next page by cursor.
  const comments = panel.getByRole('region', { name: 'Comments' });
  await expect(comments.getByRole('heading')).toHaveText('Comments (210)');
  const loadComments = comments.getByRole('button', { name: /^Load comments · / });
  await expect(loadComments).toHaveText('Load comments · 1 credit');
  shown += await clickPaid(loadComments);
  const items = comments.getByRole('list', { name: 'comments' }).locator(':scope > li');
  await expect(items).toHaveCount(30);
  await expectCharged(emulator, shown);
  const loadMore = comments.getByRole('button', { name: /^Load more · / });
  await expect(loadMore).toHaveText('Load more · 1 credit');
  shown += await clickPaid(loadMore);
  await expect(items).toHaveCount(60);
  await expectCharged(emulator, shown);
  const cursors = (await emulator.paidCalls()).filter((c) => c.operation === 'social_get_post_comments').map((c) => c.params.end_cursor);
  expect(cursors[0]).toBeUndefined();
  expect(cursors[1]).toBeTruthy();

  // The first comment's replies.
  const first = items.first();
  const showReplies = first.getByRole('button', { name: /^Show 12 replies · / });
  await expect(showReplies).toHaveText('Show 12 replies · 1 credit');
  shown += await clickPaid(showReplies);
  await expect(first.getByRole('list', { name: 'Replies' }).locator(':scope > li')).toHaveCount(12);
  await expectCharged(emulator, shown);

  // The ads of the author's page: the advertiser's profile and its ads.
  const adsSection = panel.getByRole('region', { name: 'Related ads' });
  // The author's page (1), its ads (1) and the advertiser's profile (1); the post is cached.
  const showAds = adsSection.getByRole('button', { name: /^Show ads of the author.s page · / });
  await expect(showAds).toHaveText(/ · ~?3 credits$/);
  shown += await clickPaid(showAds);
  await expect(adsSection.getByRole('article', { name: 'Advertiser' })).toContainText('Northwind Games');
  await expect(adsSection.locator('.card.ad').first()).toBeVisible();
  await expect(adsSection.getByRole('list', { name: 'ads' }).locator(':scope > li')).toHaveCount(10);
  await expectCharged(emulator, shown);

  // The ledger matches: the service charged what the buttons said, and the extension's own
  // ledger lists the same paid operations.
  const paid = await emulator.paidCalls();
  expect(paid.reduce((s, c) => s + c.creditsCharged, 0)).toBe(shown);
  await panel.getByRole('tab', { name: 'Ledger' }).click();
  const rows = panel.getByRole('list', { name: 'Ledger' }).getByRole('article');
  // Answers from the cache are listed too, as "cached · 0 credits"; the free /usage calls as well.
  const listedPaid = () =>
    rows.evaluateAll((els) =>
      els
        .map((e) => ({ op: e.querySelector('.title')?.getAttribute('title') ?? '', status: e.querySelector('.badge')?.textContent ?? '' }))
        .filter((r) => r.status !== 'cached' && !r.op.startsWith('account_'))
        .map((r) => r.op)
        .sort(),
    );
  await expect.poll(listedPaid).toEqual(paid.map((c) => c.operation!).sort());
  await expect(panel.getByText(new RegExp(`^Today: ${shown} credits in \\d+ calls?$`))).toBeVisible();
});

test.describe('each failure says what happened, offers a way forward, and recovers once lifted', () => {
  interface FaultCase {
    name: string;
    code: string;
    title: string;
    detail: string;
    /** The way forward the panel offers besides Retry (or instead of it at first). */
    action: string;
    /**
     * Requests that reached the service for the failed lookup: 502 and 504 are retried twice by
     * the client; a dropped connection is not retried by the client, but Chromium itself resends
     * a request once when a reused keep-alive connection closes before answering (at once, no
     * backoff), so it may show twice.
     */
    attempts: number | [number, number];
    /** Break things (before the lookup) and mend them (before Retry). */
    inject(ctx: { ext: ExtensionBrowser; emulator: Emulator }): Promise<void>;
    lift(ctx: { ext: ExtensionBrowser; emulator: Emulator }): Promise<void>;
    /** Break things once the panel is open (when a panel that knew it would not even send). */
    afterOpen?(ctx: { emulator: Emulator; panel: Page }): Promise<void>;
    more?(error: Locator): Promise<void>;
  }
  const onPostDetails = { operation: 'social_get_post_details' };
  // 401, 402, 403, 502, 504 and a malformed body run in both browsers (tests/e2e/scenarios/failures.ts).
  const cases: FaultCase[] = [
    {
      name: 'dropped connection',
      attempts: [1, 2],
      code: 'network',
      title: 'The service could not be reached',
      detail: 'Check your connection and the service URL, then try again.',
      action: 'Retry',
      inject: async ({ ext, emulator }) => {
        await configureExtension(ext.worker, emulator.url, 'demo');
        await emulator.fault({ ...onPostDetails, kind: 'drop_connection' });
      },
      lift: ({ emulator }) => emulator.clearFaults(),
    },
  ];

  for (const c of cases) {
    test(c.name, async ({ ext, emulator }) => {
      await c.inject({ ext, emulator });
      const { tabId } = await openSiteTab(ext, POST_URL);
      const panel = await openPanel(ext, tabId);
      await c.afterOpen?.({ emulator, panel });
      await panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();

      const error = panel.locator('.entity-view .error-panel');
      await expect(error).toHaveAttribute('data-code', c.code);
      await expect(error.locator('.error-title')).toHaveText(c.title);
      await expect(error.locator('.error-detail')).toHaveText(c.detail);
      await expect(error.getByRole('button', { name: c.action })).toBeVisible();
      await c.more?.(error);
      await expect(panel.getByRole('article', { name: 'Post' })).toHaveCount(0);
      const failed = (await emulator.ledger()).filter((x) => x.operation === 'social_get_post_details');
      const [least, most] = typeof c.attempts === 'number' ? [c.attempts, c.attempts] : c.attempts;
      expect(failed.length).toBeGreaterThanOrEqual(least);
      expect(failed.length).toBeLessThanOrEqual(most);
      expect(failed.every((x) => x.creditsCharged === 0)).toBe(true);

      await c.lift({ ext, emulator });
      await error.getByRole('button', { name: 'Retry', exact: true }).click();
      await expect(panel.getByRole('article', { name: 'Post' }).locator('.author')).toHaveText('Northwind Games');
      await expect(error).toHaveCount(0);
      await expectCharged(emulator, 1);
    });
  }

  test('429 with a long Retry-After counts down, then Retry works', async ({ configured, emulator }) => {
    await emulator.fault({ ...onPostDetails, kind: 'rate_limit', retryAfterSec: 30 });
    const { tabId } = await openSiteTab(configured, POST_URL);
    // The panel's clock is driven by the test, so the 30 s countdown passes at once.
    const panel = await configured.context.newPage();
    await panel.setViewportSize(SIZES.panel);
    await panel.clock.install();
    await panel.goto(configured.pageUrl(`sidepanel.html?tabId=${tabId}`));
    await panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();

    const error = panel.locator('.entity-view .error-panel');
    await expect(error).toHaveAttribute('data-code', 'rate_limited');
    await expect(error.locator('.error-title')).toHaveText('Too many requests');
    await expect(error.locator('.error-detail')).toHaveText('The service asks to slow down for a moment.');
    await expect(error.locator('.countdown')).toHaveText(/^Retry in (30|29) s$/);
    await expect(error.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Not retried behind the user's back: one 429 in the ledger.
    expect((await emulator.ledger()).filter((c) => c.status === 429)).toHaveLength(1);

    await emulator.clearFaults();
    await panel.clock.fastForward('00:31');
    await expect(error.locator('.countdown')).toHaveCount(0);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByRole('article', { name: 'Post' }).locator('.author')).toHaveText('Northwind Games');
    await expectCharged(emulator, 1);
  });
});
