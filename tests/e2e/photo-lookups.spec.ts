import { PHOTO_KNOWN } from '../../emulator/data/photo';
import type { MenuItem } from '../../lib/background/menus';
import { MENU_IDS } from '../../lib/site/photo/menus';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, test } from './fixtures';
import { clickPaid, creditsOf, openPanel, openSiteTab } from './ui-helpers';

/**
 * The photo network as a user pays for it: a profile looked up by right-click and shown in the
 * side panel, its posts loaded and sorted by likes, a reel looked up from its link. Each is charged
 * what its menu item or button said, per the emulator's ledger; a reel's link names its shortcode,
 * so no paid id call goes out for it.
 */

const P = 'https://www.photo.example';
const PROFILE_URL = `${P}/${PHOTO_KNOWN.profile.username}/`;
const REEL_URL = `${P}/reel/${PHOTO_KNOWN.reel}/`;

type Hook = { menuItems(): Promise<MenuItem[]>; menuClick(info: unknown, tab: unknown): Promise<unknown> };

/** The price a right-click item announces in its title ("Look up profile · 1 credit"). */
async function menuPrice(ext: ExtensionBrowser, id: string): Promise<number> {
  const items = await ext.worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.menuItems());
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`no menu item ${id}`);
  return creditsOf(item.title ?? '');
}

/** A right-click on a link of the page in tab `tabId`: the item's lookup, as the browser would start it. */
async function rightClick(ext: ExtensionBrowser, menuItemId: string, linkUrl: string, tabId: number): Promise<void> {
  await ext.worker.evaluate(
    async ({ menuItemId, linkUrl, tabId }) => {
      await (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.menuClick({ menuItemId, linkUrl, pageUrl: linkUrl }, { id: tabId });
    },
    { menuItemId, linkUrl, tabId },
  );
}

test('a photo profile by right-click, its posts sorted by likes, a reel from its link: each charged what it said, no id call for the reel', async ({ configured, emulator }) => {
  const { tabId } = await openSiteTab(configured, PROFILE_URL);
  const profilePrice = await menuPrice(configured, MENU_IDS.profile);
  await rightClick(configured, MENU_IDS.profile, PROFILE_URL, tabId);
  const paid = await emulator.paidCalls();
  expect(paid.map((c) => [c.operation, c.creditsCharged])).toEqual([['photo_get_profile_details', profilePrice]]);

  // The side panel shows what the click paid for, for nothing more.
  const panel = await openPanel(configured, tabId);
  const entity = panel.locator('.entity-view');
  await expect(entity.getByRole('article', { name: /^Profile / })).toContainText(PHOTO_KNOWN.profile.username);
  expect(await emulator.paidCalls()).toHaveLength(1);

  // Its posts: the button's price, then sorted by likes among those loaded, for free.
  const postsPrice = await clickPaid(entity.getByRole('button', { name: /^Load posts · / }));
  await expect(entity.getByRole('list', { name: 'posts' }).locator(':scope > li').first()).toBeVisible();
  await entity.getByLabel('Sort').selectOption('likes');
  await expect(entity.getByText(/^Sorted among the \d+ posts loaded/)).toBeVisible();
  const afterPosts = await emulator.paidCalls();
  expect(afterPosts.slice(1).map((c) => [c.operation, c.creditsCharged])).toEqual([['photo_get_profile_posts', postsPrice]]);

  // A reel's link names its shortcode: one details call by it, never photo_get_post_id.
  const reelPrice = await menuPrice(configured, MENU_IDS.reel);
  await rightClick(configured, MENU_IDS.reel, REEL_URL, tabId);
  const reelCalls = (await emulator.paidCalls()).slice(2);
  expect(reelCalls.map((c) => [c.operation, c.params.shortcode, c.creditsCharged])).toEqual([['photo_get_post_details', PHOTO_KNOWN.reel, reelPrice]]);
  await expect(panel.locator('.entity-view')).toContainText(PHOTO_KNOWN.reel);
});
