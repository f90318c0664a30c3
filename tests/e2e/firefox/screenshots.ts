import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/browser';
import { FirefoxDriver } from '../adapter/firefox';
import type { DriverPage, ExtensionDriver } from '../adapter/types';
import { eventually, seeCount, seeText } from '../adapter/wait';
import { startTestEmulator } from '../emulator-control';
import { POST_URL, SIZES, article, button, openPopup, region } from '../scenarios/common';

/**
 * Screenshots of the sidebar and the popup in real Firefox, in light and dark (the extension's
 * theme setting), written to docs/screenshots/firefox-<view>-<theme>.png. Run with
 * "npm run screenshots:firefox"; not part of npm test, which leaves the tree as it was.
 */

const OUT = join(ROOT, 'docs', 'screenshots');
/** Firefox's sidebar is narrower than Chrome's side panel by default. */
const SIDEBAR = { width: 360, height: SIZES.panel.height };

async function setTheme(ext: ExtensionDriver, theme: 'light' | 'dark'): Promise<void> {
  await ext.inExtension(
    async ({ hook }, t) => {
      const save = (hook as unknown as { saveSettings(p: object): Promise<{ ok: boolean }> }).saveSettings;
      if (!(await save({ theme: t })).ok) throw new Error('The theme was not saved');
    },
    theme,
  );
}

/** Waits until nothing is loading and every price is known, then saves the page in both themes. */
async function shot(ext: ExtensionDriver, page: DriverPage, view: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(ext, theme);
    await eventually(
      () => page.evaluate(() => document.documentElement.dataset.theme ?? '', undefined),
      (t) => {
        if (t !== theme) throw new Error(`theme ${t}`);
      },
    );
    await seeCount(page, { css: '.spinner, .loading' }, 0);
    await seeCount(page, { css: 'button', text: /· …$/ }, 0);
    await page.evaluate(() => window.scrollTo(0, 0), undefined);
    // The theme is set: let Firefox paint it before the picture (two frames).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))), undefined);
    const path = join(OUT, `firefox-${view}-${theme}.png`);
    await page.screenshot(path);
    console.log(path);
  }
  await setTheme(ext, 'light');
}

mkdirSync(OUT, { recursive: true });
const emulator = await startTestEmulator();
const ext = await FirefoxDriver.launch(emulator.url);
try {
  await ext.configure(emulator.url, 'demo');
  const { tabId } = await ext.openSitePage(POST_URL);

  // The sidebar's home on a post: what the tab is and what the page links to.
  const panel = await ext.openExtensionPage(`sidepanel.html?tabId=${tabId}`, SIDEBAR);
  const thisTab = region('This tab');
  await seeText(panel, button(/^Look up · /, thisTab), 'Look up · 1 credit');
  // The page's links are listed once its content script has reported them.
  await eventually(
    () => panel.evaluate(() => document.querySelectorAll('.entity-row').length, undefined),
    (rows) => {
      if (rows < 3) throw new Error(`${rows} rows found`);
    },
  );
  await shot(ext, panel, 'sidebar-home');

  // A right-click lookup of the post.
  await ext.menuClick({ menuItemId: 'social-lookup:post', linkUrl: POST_URL, pageUrl: POST_URL, editable: false }, tabId);
  await seeText(panel, { css: '.author', within: article('Post') }, 'Northwind Games');
  await shot(ext, panel, 'sidebar-post');

  // The popup on the same post (its answer is cached now).
  const popup = await openPopup(ext, tabId);
  await seeText(popup, { css: '.actions button', within: thisTab }, /^(Show · cached · 0 credits|Look up · 1 credit)$/);
  await shot(ext, popup, 'popup');
} finally {
  await ext.close();
  await emulator.close();
}
