import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ExtensionBrowser } from './browser';

/**
 * Screenshots of a working extension: the fixture feed, the popup for the feed's tab, the side
 * panel and the options page (the popup and the side panel open as tabs: the native surfaces
 * cannot be driven). Used by `npm start -- --headless`.
 */
export async function takeTourScreenshots(browser: ExtensionBrowser, feed: Page, out: string): Promise<string[]> {
  const files: string[] = [];
  const shot = async (page: Page, name: string) => {
    const file = join(out, `${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    files.push(file);
  };

  await feed.waitForLoadState('load');
  await shot(feed, 'feed');
  const tabId = await activeSiteTabId(browser);

  const popup = await browser.context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(browser.pageUrl(`popup.html${tabId === undefined ? '' : `?tabId=${tabId}`}`));
  await popup.waitForLoadState('load');
  await popup.waitForTimeout(800);
  await shot(popup, 'popup');

  const panel = await browser.context.newPage();
  await panel.setViewportSize({ width: 420, height: 860 });
  await panel.goto(browser.pageUrl(`sidepanel.html${tabId === undefined ? '' : `?tabId=${tabId}`}`));
  await panel.waitForLoadState('load');
  await panel.waitForTimeout(800);
  await shot(panel, 'sidepanel');

  const options = await browser.context.newPage();
  await options.setViewportSize({ width: 900, height: 900 });
  await options.goto(browser.pageUrl('options.html'));
  await options.waitForLoadState('load');
  await options.waitForTimeout(500);
  await shot(options, 'options');
  return files;
}

/** The tab id of the first tab showing the site, as the extension sees it. */
async function activeSiteTabId(browser: ExtensionBrowser): Promise<number | undefined> {
  return browser.worker.evaluate(async () => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((t) => t.url && /social\.example/.test(new URL(t.url).hostname))?.id;
  });
}
