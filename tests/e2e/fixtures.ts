import { test as base, expect, type Page } from '@playwright/test';
import { configureExtension, launchWithExtension, type ExtensionBrowser } from '../../scripts/browser';
import { startTestEmulator, type Emulator } from './emulator-control';

/**
 * Each test gets a fresh emulator (its own credits and ledger) and a fresh Chromium profile with
 * the built extension loaded; the site's hosts are served by the emulator's fixture site.
 */

type Fixtures = {
  emulator: Emulator;
  ext: ExtensionBrowser;
  /** The extension with the emulator's base URL and the demo key set. */
  configured: ExtensionBrowser;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  emulator: async ({}, use) => {
    const server = await startTestEmulator();
    await use(server);
    await server.close();
  },
  ext: async ({ emulator }, use, testInfo) => {
    const browser = await launchWithExtension({ emulatorUrl: emulator.url });
    await use(browser);
    if (testInfo.status !== testInfo.expectedStatus) await printPages(browser);
    await browser.close();
  },
  configured: async ({ ext, emulator }, use) => {
    await configureExtension(ext.worker, emulator.url, 'demo');
    await use(ext);
  },
});

export { expect };
export type { Emulator, LedgerCall } from './emulator-control';

/**
 * A failed test prints what each of its extension pages showed, so a failure seen only on the CI
 * machine (whose artifacts are not kept) can still be read from its log.
 */
async function printPages(ext: ExtensionBrowser): Promise<void> {
  for (const page of ext.context.pages()) {
    if (!page.url().startsWith('chrome-extension://')) continue;
    const shown = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2000 })
      .catch((e: unknown) => `(unreadable: ${String(e)})`);
    console.log(`--- ${new URL(page.url()).pathname}${new URL(page.url()).search}\n${shown.slice(0, 4000)}`);
  }
}

/** Opens an extension page (popup, side panel, options) as a tab. */
export async function openExtensionPage(ext: ExtensionBrowser, page: string, viewport = { width: 420, height: 860 }): Promise<Page> {
  const tab = await ext.context.newPage();
  await tab.setViewportSize(viewport);
  await tab.goto(ext.pageUrl(page));
  return tab;
}
