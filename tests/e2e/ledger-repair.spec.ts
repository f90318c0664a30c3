import { readFile } from 'node:fs/promises';
import type { Page, Worker } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { LedgerEntry, RunResponse } from '../../lib/lookup/types';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import { STORAGE_KEYS } from '../../lib/util/storage-keys';
import type { ExtensionBrowser } from '../../scripts/browser';
import { expect, openExtensionPage, test } from './fixtures';
import { openPanel, openSiteTab } from './ui-helpers';
import { stopServiceWorker } from './worker';

/**
 * The ledger is the user's only record of money: in real Chromium, with the worker stopped, its
 * head item in storage.local is corrupted (a garbled value, then a head from a newer version).
 * The restarted worker records the next paid lookup after every earlier entry, today's spending
 * still counts them, and the Ledger view says what it kept aside, exported as stored.
 */

interface Hook {
  run(request: UseCaseRequest): Promise<RunResponse>;
  ledger(): Promise<LedgerEntry[]>;
}
const hook = (worker: Worker) => ({
  run: (url: string) =>
    worker.evaluate((u) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run({ useCase: 'lookup_url', input: { url: u } }), url),
  ledger: () => worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.ledger()),
});

const HEAD = STORAGE_KEYS.local.ledgerHead;
const FIRST_PAGE = `${STORAGE_KEYS.local.ledgerPagePrefix}0`;

/** A paid lookup, its ledger entry settled (written just behind the answer). */
async function paidLookup(worker: Worker, url: string, entriesAfter: number): Promise<void> {
  const answer = await hook(worker).run(url);
  expect(answer.ok && answer.result.fromCache).toBe(false);
  await expect.poll(async () => (await hook(worker).ledger()).map((e) => e.status)).toEqual(Array(entriesAfter).fill(200));
}

/**
 * Stops the worker, writes `head` over the ledger's head from an extension page (storage is the
 * browser's, not the worker's), and wakes a new worker by reloading that page.
 */
async function corruptHeadWhileStopped(ext: ExtensionBrowser, page: Page, head: unknown): Promise<Worker> {
  await stopServiceWorker(ext, page);
  // (No evaluate on the stopped worker: in this Playwright/Chromium it wedges later page commands.)
  await page.evaluate(({ key, value }) => chrome.storage.local.set({ [key]: value }), { key: HEAD, value: head });
  await page.reload();
  await expect(page.getByLabel('Service URL')).toBeVisible();
  await expect.poll(() => ext.context.serviceWorkers().length).toBe(1);
  return ext.context.serviceWorkers()[0]!;
}

/** What the Ledger view shows: its rows, today's spending, the records kept aside and their export. */
async function expectLedgerView(panel: Page, calls: number, asideCount: number): Promise<unknown[]> {
  await panel.reload();
  await panel.getByRole('tab', { name: 'Ledger' }).click();
  await expect(panel.getByRole('list', { name: 'Ledger' }).getByRole('article')).toHaveCount(calls);
  await expect(panel.getByText(`Today: ${calls} credits in ${calls} calls`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText(`Today: ${calls} credits`);
  const aside = panel.getByRole('region', { name: 'Unreadable ledger entries' });
  await expect(aside).toContainText(`${asideCount} unreadable ${asideCount === 1 ? 'entry' : 'entries'} kept aside`);
  const download = panel.waitForEvent('download');
  await aside.getByRole('group', { name: 'Export them as stored' }).getByRole('button', { name: 'JSON' }).click();
  const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as { count: number; items: unknown[] };
  expect(file.count).toBe(asideCount);
  return file.items;
}

test('a worker restarted on a corrupted ledger head keeps every earlier entry, counts them today, and keeps the head aside', async ({
  configured: ext,
  emulator,
}) => {
  const urls = [KNOWN.posts.manyComments.url, KNOWN.pages.northwindgames.url, KNOWN.posts.multiPhoto.url, KNOWN.posts.groupPost.url, KNOWN.pages.quietharbor.url];
  // Three paid lookups before anything goes wrong: one page of three entries, and its head.
  for (const [i, url] of urls.slice(0, 3).entries()) await paidLookup(ext.worker, url, i + 1);
  const before = await hook(ext.worker).ledger();
  const stored = await ext.worker.evaluate((keys) => chrome.storage.local.get(keys), [HEAD, FIRST_PAGE]);
  expect(stored[HEAD]).toEqual({ v: 2, firstSeq: 0, nextSeq: 3 });
  expect(stored[FIRST_PAGE]).toEqual(before);

  const { tabId } = await openSiteTab(ext, urls[0]!);
  const options = await openExtensionPage(ext, 'options.html');

  // 1. A garbled head: the new worker reads every page there is, keeps the head aside, and the
  // next paid call goes after the three earlier entries (before, it wrote over the first page).
  const garbled = '{"v":2,"firstSeq":0,"nextS';
  let worker = await corruptHeadWhileStopped(ext, options, garbled);
  await paidLookup(worker, urls[3]!, 4);
  const afterGarbled = await hook(worker).ledger();
  expect(afterGarbled.slice(0, 3)).toEqual(before);
  expect(afterGarbled[3]).toMatchObject({ operationId: 'social_get_post_details', creditsCharged: 1 });
  const panel = await openPanel(ext, tabId);
  const firstAside = await expectLedgerView(panel, 4, 1);
  expect(firstAside).toEqual([expect.objectContaining({ key: HEAD, reason: 'head', raw: garbled })]);

  // 2. A head from a newer version (another shape the worker does not know): the same.
  const newer = { v: 3, firstSeq: 0, nextSeq: 4, segments: [{ from: 0, to: 4 }] };
  worker = await corruptHeadWhileStopped(ext, options, newer);
  await paidLookup(worker, urls[4]!, 5);
  const afterNewer = await hook(worker).ledger();
  expect(afterNewer.slice(0, 4)).toEqual(afterGarbled);
  expect(afterNewer[4]).toMatchObject({ operationId: 'social_get_page_details', creditsCharged: 1 });
  const bothAside = await expectLedgerView(panel, 5, 2);
  expect(bothAside).toEqual([
    expect.objectContaining({ key: HEAD, reason: 'head', raw: garbled }),
    expect.objectContaining({ key: HEAD, reason: 'head', raw: newer }),
  ]);

  // The ledger agrees with the service's, call for call.
  expect((await emulator.paidCalls()).map((c) => [c.operation, c.creditsCharged])).toEqual(afterNewer.map((e) => [e.operationId, e.creditsCharged]));
  // The head is written anew, readable.
  expect(await worker.evaluate((key) => chrome.storage.local.get(key), HEAD)).toEqual({ [HEAD]: { v: 2, firstSeq: 0, nextSeq: 5 } });
});
