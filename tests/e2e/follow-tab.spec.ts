import type { Page } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import { expect, openExtensionPage, test } from './fixtures';
import { POST_ID, POST_URL, SIZES, openPanel, openSiteTab } from './ui-helpers';

/**
 * The side panel as the browser opens it (sidepanel.html, no tab id) follows the tab the person
 * looks at: tab switches, new tabs, navigations, in-place navigations. A panel pinned with
 * `?tabId=` stays on its tab. Tabs are switched the way a person does (bringing one to the front
 * activates it in its window), so the panel finds them through the browser's own active tab.
 */

const thisTab = (panel: Page) => panel.getByRole('region', { name: 'This tab' });

test('the side panel follows the active tab, and a pinned one stays on its tab', async ({ configured, emulator }) => {
  const post = await openSiteTab(configured, POST_URL);
  // As the browser opens it: no tab id. It comes up on the tab used last before it.
  const panel = await openExtensionPage(configured, 'sidepanel.html', SIZES.panel);
  await expect(thisTab(panel)).toContainText(POST_ID);

  // A new tab on a group: the panel moves to it.
  const group = await openSiteTab(configured, KNOWN.groups.corvitarts.url);
  await group.page.bringToFront();
  await expect(thisTab(panel)).toContainText('corvitarts');
  await expect(thisTab(panel)).not.toContainText(POST_ID);

  // Back to the post's tab.
  await post.page.bringToFront();
  await expect(thisTab(panel)).toContainText(POST_ID);

  // The active tab navigates: followed.
  await post.page.goto(KNOWN.pages.quietharbor.url);
  await expect(thisTab(panel)).toContainText('quietharbor');

  // It leaves the site: the panel says so.
  await configured.context.route('https://elsewhere.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }),
  );
  await post.page.goto('https://elsewhere.example/');
  await expect(thisTab(panel)).toContainText('This tab is not on the site');

  // In-place navigation (history.pushState) in the active tab: followed too.
  await post.page.goto('https://www.social.example/spa');
  await expect(thisTab(panel)).toContainText('social.example/spa');
  await post.page.locator('a[data-spa]', { hasText: 'Reel' }).click();
  await expect(thisTab(panel)).toContainText(KNOWN.reels.main.id);

  // A panel pinned to the group's tab stays there whatever tab is active.
  const pinned = await openPanel(configured, group.tabId);
  await expect(thisTab(pinned)).toContainText('corvitarts');
  await post.page.bringToFront();
  await expect(thisTab(panel)).toContainText(KNOWN.reels.main.id);
  await expect(thisTab(pinned)).toContainText('corvitarts');
  await group.page.goto(KNOWN.pages.northwindgames.url);
  await expect(thisTab(pinned)).toContainText('northwindgames');
  await expect(thisTab(panel)).toContainText(KNOWN.reels.main.id);

  // Following tabs is free.
  expect(await emulator.paidCalls()).toEqual([]);
});
