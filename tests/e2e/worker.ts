import { expect, type Page, type Worker } from '@playwright/test';
import type { WatchRecord } from '../../lib/lookup/watch';
import type { ExtensionBrowser } from '../../scripts/browser';

/**
 * Stops the extension's service worker through CDP (as Chrome does when it is idle) and waits
 * until it is stopped. A page still settling may wake it again at once (a late message), so the
 * stop is sent again until the worker stays stopped.
 */
export async function stopServiceWorker(ext: ExtensionBrowser, from: Page): Promise<void> {
  const cdp = await ext.context.newCDPSession(from);
  const states: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) if (v.scriptURL.startsWith(`chrome-extension://${ext.extensionId}/`)) states.push(v.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => states.at(-1)).toBe('running');
  await expect(async () => {
    if (states.at(-1) !== 'stopped') await cdp.send('ServiceWorker.stopAllWorkers');
    await expect.poll(() => states.at(-1), { timeout: 4000 }).toBe('stopped');
    // Still stopped a moment later: nothing woke it.
    await new Promise((r) => setTimeout(r, 300));
    expect(states.at(-1)).toBe('stopped');
  }).toPass({ timeout: 30_000 });
  await cdp.detach();
}

/** The watches as the worker holds them (its test hook): how many checks each has made, what each found. */
export const watchRecords = (worker: Worker): Promise<WatchRecord[]> =>
  worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: { watches: { list(): Promise<WatchRecord[]> } } }).__socialLookupTest.watches.list());
