import { KNOWN } from '../../emulator/data/known';
import type { DetectionReport } from '../../lib/site/report';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, test } from './fixtures';
import { LONG_FEED, openPanel, openSiteTab, scrollToEnd } from './ui-helpers';

/**
 * The found list on a long, endlessly scrolling feed: nothing is dropped silently (the newest
 * are kept and the count says how many the page showed), rows name what a person recognises, a
 * post's share and photo links sit with it, and the list filters by kind and text.
 */

async function reportOf(ext: ExtensionBrowser, tabId: number): Promise<DetectionReport | undefined> {
  return ext.worker.evaluate(async (id) => {
    const { tabReports } = await chrome.storage.session.get('tabReports');
    return (tabReports as Record<string, DetectionReport> | undefined)?.[String(id)];
  }, tabId);
}

test('the found list keeps up with a long feed, says what it left out, and filters', async ({ configured, emulator }) => {
  const { page: feed, tabId } = await openSiteTab(configured, LONG_FEED);
  const panel = await openPanel(configured, tabId);
  const title = panel.locator('#found-title');
  const list = panel.getByRole('list', { name: 'Found on this page' });
  await expect(title).toHaveText(/^Found on this page \(\d+ · free to list\)$/);

  await scrollToEnd(feed);
  // The newest card's post, as the page shows it.
  const lastCard = feed.locator('#feed article').last();
  const lastId = (await lastCard.getAttribute('data-post-id')) ?? (await lastCard.getAttribute('data-video-id'))!;

  // The last changes have arrived once the background's report stops moving.
  let seq = -1;
  await expect
    .poll(async () => {
      const before = seq;
      seq = (await reportOf(configured, tabId))?.seq ?? -1;
      return seq === before;
    }, { intervals: [1500] })
    .toBe(true);
  const report = (await reportOf(configured, tabId))!;
  // The background was sent changes, in order, not the whole list each time.
  expect(report.seq).toBeGreaterThan(0);
  expect(report.found).toHaveLength(500);
  expect(report.total).toBeGreaterThan(500);

  // More than 500 links: the newest 500 are kept, and the hint says so; the heading counts rows,
  // as the kind filter does.
  const total = report.total.toLocaleString('en-US');
  await expect(title).toHaveText(/^Found on this page \([\d,]+ · free to list\)$/);
  const rows = /\(([\d,]+) ·/.exec((await title.textContent()) ?? '')![1]!;
  await expect(panel.getByLabel('Kind').locator('option').first()).toHaveText(`All kinds (${rows})`);
  await expect(panel.getByText(`The page showed ${total} links; the newest 500 are kept.`, { exact: false })).toBeVisible();

  // Newest first: the last post the feed loaded is at the top.
  await panel.getByLabel('Order').selectOption('newest');
  await expect(list.getByRole('listitem').first()).toContainText(lastId);

  // Rows show what the link says and the owner's name, not only ids.
  await panel.getByLabel('Order').selectOption('page');
  await panel.getByLabel('Kind').selectOption('post');
  const posts = list.getByRole('listitem');
  await expect(posts.first()).toBeVisible();
  for (const row of await posts.all()) await expect(row.locator('.badge')).toHaveText('Post');
  // A post's share link is listed with it, not as a row of its own.
  await panel.getByLabel('Filter found links').fill('share');
  await expect(list.locator('li', { hasText: 'With this post:' }).getByRole('link', { name: 'Share link' }).first()).toBeVisible();
  await panel.getByLabel('Filter found links').fill('');

  // The text filter: a page's name as the feed shows it.
  const owner = (await feed.locator('#feed article .head strong a').last().textContent())!.trim();
  await panel.getByLabel('Filter found links').fill(owner);
  await expect(panel.getByText(/^\d+ of \d+ match\.$/)).toBeVisible();
  for (const row of (await list.getByRole('listitem').all()).slice(0, 10)) await expect(row).toContainText(owner, { ignoreCase: true });
  await panel.getByLabel('Filter found links').fill('no such words anywhere');
  await expect(list.getByRole('listitem')).toHaveCount(0);

  // Listing is free.
  expect(await emulator.paidCalls()).toEqual([]);
});

test('a post page does not list its own post, and groups its photo and share links', async ({ configured }) => {
  const { page, tabId } = await openSiteTab(configured, 'https://www.social.example/northwindgames/posts/2257188721032235');
  const panel = await openPanel(configured, tabId);
  const list = panel.getByRole('list', { name: 'Found on this page' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const rows = await list.getByRole('listitem').allTextContents();
  expect(rows.some((r) => r.includes('2257188721032235') && r.startsWith('Post'))).toBe(false);
  // The page's owner link is named as the page shows it.
  const ownerName = (await page.locator('main h1').first().textContent())!.trim();
  await expect(list.locator('li', { hasText: ownerName }).first()).toBeVisible();
});

test('a post paid for once is cached in the found list, with its share and photo links grouped with it', async ({ configured, emulator }) => {
  const post = KNOWN.posts.manyComments;
  const first = await configured.worker.evaluate(
    (url) =>
      (globalThis as unknown as { __socialLookupTest: { run(r: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest.run({
        useCase: 'lookup_url',
        input: { url },
      }),
    post.url,
  );
  expect(first.ok).toBe(true);

  // The page's feed links the post, its share link and its photos.
  const { tabId } = await openSiteTab(configured, KNOWN.pages.northwindgames.url);
  const panel = await openPanel(configured, tabId);
  const list = panel.getByRole('list', { name: 'Found on this page' });
  const row = list.getByRole('listitem').filter({ hasText: post.id });
  await expect(row).toHaveCount(1);
  const attached = row.locator('.found-attached');
  await expect(attached.getByRole('link', { name: 'Share link' })).toHaveAttribute('href', new RegExp(`/share/p/${post.shareCode}/?$`));
  await expect(attached.getByRole('link', { name: /Photo/ }).first()).toBeVisible();
  // Neither is a row of its own at a price.
  await expect(list.getByRole('listitem').filter({ has: panel.locator(`a[href*="${post.shareCode}"]`) })).toHaveCount(1);
  // The post (and so its share and photo links) is cached: free, and free when clicked.
  const lookUp = row.getByRole('button', { name: /^Look up · / });
  await expect(lookUp).toHaveText('Look up · cached · 0 credits');
  await lookUp.click();
  await expect(panel.getByRole('article', { name: 'Post' }).locator('.author')).toHaveText('Northwind Games');
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_post_details']);
});
