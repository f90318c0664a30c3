import { KNOWN } from '../../emulator/data/known';
import type { MenuItem } from '../../lib/background/menus';
import { expect, test } from './fixtures';
import { openPanel, openSiteTab } from './ui-helpers';

/**
 * The context menu offers only what it can do. Chromium shows an item by its match patterns
 * alone; the browser's own matcher (tabs.query with the same patterns) says which items a link
 * gets. Then each item, clicked, looks up what its title names.
 */

const W = 'https://www.social.example';
const K = KNOWN;

/** Links of the fixture site, and the items the menu must offer on each (by kind). */
const LINKS: Array<[string, string[]]> = [
  [`${W}/help`, []],
  [`${W}/help/1896641480634370`, []],
  ['https://m.social.example/login.php?next=https%3A%2F%2Fm.social.example%2F&ref=104', []],
  [`${W}/login.php`, []],
  [`${W}/marketplace/?ref=app_tab`, []],
  [`${W}/events/640436826054815/`, []],
  [`${W}/watch`, []],
  [`${W}/ads/library/`, []],
  [K.posts.manyComments.url, ['post']],
  [K.posts.manyComments.permalinkUrl, ['post']],
  [K.posts.manyComments.mobileUrl, ['post']],
  [`${W}/photo.php?fbid=${K.posts.manyComments.photoId}`, ['post']],
  [K.posts.groupPost.url, ['post', 'group']],
  [K.posts.groupPost.permalinkUrl, ['post', 'group']],
  [K.videos.main.url, ['video']],
  [K.videos.main.watchUrl, ['video']],
  [K.reels.main.url, ['reel']],
  [K.groups.corvitarts.url, ['group']],
  [K.pages.northwindgames.profileUrl, ['page']],
  [K.posts.manyComments.shareUrl, ['share_link']],
  [K.videos.main.shortUrl, ['share_link']],
  [`${W}/ads/library/?active_status=all&view_all_page_id=${K.pages.northwindgames.adPageId}`, ['ad_library']],
];

/** The order the items are created in (and Chromium lists them). */
const ORDER = ['post', 'video', 'reel', 'group', 'page', 'share_link', 'ad_library'];

test('each link of the site gets only the items for its kind, with the price', async ({ configured }) => {
  const items = await configured.worker.evaluate(() =>
    (globalThis as unknown as { __socialLookupTest: { menuItems(): Promise<MenuItem[]> } }).__socialLookupTest.menuItems(),
  );
  const linkItems = items.filter((i) => i.contexts?.includes('link'));
  for (const item of items) expect(item.title).toMatch(/^Look up [a-z ]+ · \d+ credits?$/);

  // A tab showing each address (served as a blank page: share links would redirect), and the
  // link items whose patterns Chromium matches against it.
  const tab = await configured.context.newPage();
  await tab.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Link</h1>' }));
  const shown: Record<string, string[]> = {};
  for (const [url] of LINKS) {
    await tab.goto(url);
    shown[url] = await configured.worker.evaluate(
      async ({ url, items }) => {
        const [t] = await chrome.tabs.query({ url: url.split('#')[0] });
        const out: string[] = [];
        for (const item of items) {
          const hits = await chrome.tabs.query({ url: item.targetUrlPatterns! });
          if (hits.some((h) => h.id === t?.id)) out.push(item.id.replace('social-lookup:', ''));
        }
        return out;
      },
      { url: tab.url(), items: linkItems },
    );
  }
  expect(shown).toEqual(Object.fromEntries(LINKS.map(([url, kinds]) => [url, [...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))])));
});

test('on a group post, "Look up group" looks up the group and "Look up post" the post', async ({ configured, emulator }) => {
  const { page, tabId } = await openSiteTab(configured, K.groups.corvitarts.url);
  const panel = await openPanel(configured, tabId);
  const click = (menuItemId: string, linkUrl: string) =>
    configured.worker.evaluate(
      async ({ menuItemId, linkUrl, pageUrl, tabId }) => {
        const hook = (globalThis as unknown as { __socialLookupTest: { menuClick(i: unknown, t: unknown): Promise<unknown> } }).__socialLookupTest;
        await hook.menuClick({ menuItemId, linkUrl, pageUrl }, { id: tabId });
      },
      { menuItemId, linkUrl, pageUrl: page.url(), tabId },
    );

  await click('social-lookup:group', K.posts.groupPost.url);
  await expect.poll(async () => (await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_group_details']);
  expect((await emulator.paidCalls())[0]!.params.link).toMatch(/\/groups\/117507531664134$/);
  await expect(panel.locator('.entity-view')).toContainText(K.groups.corvitarts.name);

  await click('social-lookup:post', K.posts.groupPost.url);
  await expect.poll(async () => (await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_group_details', 'social_get_post_details']);
  expect((await emulator.paidCalls())[1]!.params.link).toContain(K.posts.groupPost.id);

  // A groups hub matches the group pattern but is no group: nothing is paid.
  await click('social-lookup:group', `${W}/groups/feed/`);
  await expect(panel.locator('.entity-view')).toContainText(/groups\/feed/);
  expect(await emulator.paidCalls()).toHaveLength(2);
});
