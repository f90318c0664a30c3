import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { createEmulatorApp } from '../../emulator/server';
import { exportHeaders } from '../../lib/lookup/library/export';
import { configureExtension, launchWithExtension, type ExtensionBrowser } from '../../scripts/browser';
import { startTestEmulator, type Emulator } from './emulator-control';
import { expect, openExtensionPage, test as base } from './fixtures';
import { openPanel, openPopup, openSiteTab } from './ui-helpers';
import { stopServiceWorker } from './worker';

/**
 * Bulk jobs end to end, as a user runs them: "Collect all comments…" in the side panel, an
 * estimate and a cap, a confirmation, then the job in the background. The emulator's ledger is
 * the judge of what was paid: every page once, even across a stopped worker.
 */

// A dataset with a post of 271–300 comments: ten pages of 30.
const SEED = 11;
const POST = (() => {
  const post = createEmulatorApp({ seed: SEED }).state.dataset.posts.find((p) => p.commentsCount > 270 && p.commentsCount <= 300);
  if (!post) throw new Error(`seed ${SEED} has no post of ten pages of comments`);
  return post;
})();
const PAGES = Math.ceil(POST.commentsCount / 30);
const OP = 'social_get_post_comments';

const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  emulator: async ({}, use) => {
    const server = await startTestEmulator({ seed: SEED, log: false });
    await use(server);
    await server.close();
  },
});

/** Successful (charged) calls of the comments operation, in order. */
async function commentPages(emulator: Emulator) {
  return (await emulator.paidCalls()).filter((c) => c.operation === OP && c.status === 200);
}

/** Looks the post up in the side panel and starts "Collect all comments…" with a cap of `cap`. */
async function startCollecting(ext: ExtensionBrowser, cap?: number): Promise<Page> {
  const { tabId } = await openSiteTab(ext, POST.url);
  const panel = await openPanel(ext, tabId);
  await panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();
  const comments = panel.getByRole('region', { name: 'Comments' });
  await expect(comments.getByRole('heading')).toHaveText(`Comments (${POST.commentsCount})`);
  await comments.getByRole('button', { name: 'Collect all comments…' }).click();
  const form = comments.getByRole('region', { name: /^Collect all comments of post / });
  await expect(form.getByRole('status')).toHaveText(`About ${PAGES} calls, at most ${PAGES} credits for ${POST.commentsCount} comments.`);
  if (cap !== undefined) await form.getByLabel('Spend at most (credits)').fill(String(cap));
  await form.getByRole('button', { name: `Start · at most ${PAGES} credits` }).click();
  // Ten credits: over the confirmation threshold, so the page's own dialog asks.
  const dialog = panel.getByRole('dialog');
  await dialog.getByRole('button', { name: `Start · at most ${PAGES} credits` }).click();
  await expect(form).toHaveCount(0);
  return panel;
}

test('a job of ten pages of comments, started in the side panel, goes on by itself after the worker stops and pays each page once', async ({
  configured: ext,
  emulator,
}) => {
  test.setTimeout(120_000);
  // One call a second at the service: pages come visibly one by one, with room between them.
  await emulator.setKey('demo', { ratePerSecond: 1 });
  const panel = await startCollecting(ext);

  // The strip under the header shows it while it runs.
  const strip = panel.getByRole('region', { name: 'Running jobs' });
  await expect(strip.getByRole('article', { name: /^Job: All comments of post / })).toBeVisible();

  // After page 4 the worker stops (between two pages: the next waits for the service's rate).
  await expect.poll(async () => (await commentPages(emulator)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  await stopServiceWorker(ext, panel);
  const atStop = (await commentPages(emulator)).length;
  expect(atStop).toBeLessThan(PAGES);

  // Nobody touches anything: the jobs alarm wakes the worker and the job finishes.
  const card = panel.getByRole('region', { name: 'Comments' }).getByRole('article', { name: /^Job: All comments of post / });
  await expect(card.getByText(`${POST.commentsCount} of ${POST.commentsCount} comments.`)).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText('Finished')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('value', '1');

  // The ledger: each page of the list exactly once, charged once.
  const pages = await commentPages(emulator);
  expect(pages).toHaveLength(PAGES);
  expect(new Set(pages.map((c) => c.params.end_cursor ?? '')).size).toBe(PAGES);
  expect(pages.reduce((s, c) => s + c.creditsCharged, 0)).toBe(PAGES);
  // The job's own figures: every page, and at most one call more, the one the stop interrupted
  // (the extension cannot know whether it reached the service, so it counts it at its price).
  const figures = (await card.locator('.job-figures').textContent()) ?? '';
  const [, calls, credits] = /^(\d+) calls · (\d+) of \d+ credits/.exec(figures) ?? [];
  expect(Number(calls)).toBeGreaterThanOrEqual(PAGES);
  expect(Number(calls)).toBeLessThanOrEqual(PAGES + 1);
  expect(Number(credits)).toBeGreaterThanOrEqual(PAGES);
  expect(Number(credits)).toBeLessThanOrEqual(PAGES + 1);
});

test('out of credits at page 6 (a 402) pauses the job with five pages kept, exportable as CSV', async ({ configured: ext, emulator }) => {
  test.setTimeout(90_000);
  await emulator.setKey('demo', { ratePerSecond: 1 });
  const panel = await startCollecting(ext);
  // Page 6 and on: the service answers 402 (the faults API, after five charged pages).
  await expect.poll(async () => (await commentPages(emulator)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  await emulator.fault({ operation: OP, kind: 'upstream_error', status: 402 });
  expect((await commentPages(emulator)).length).toBe(5);

  const card = panel.getByRole('region', { name: 'Comments' }).getByRole('article', { name: /^Job: All comments of post / });
  await expect(card.getByText('Paused', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('status').filter({ hasText: /^Paused: / })).toContainText('credits');
  await expect(card.getByRole('progressbar')).toHaveAccessibleName(`Progress: 150 of about ${POST.commentsCount} comments`);
  await expect(card.getByRole('button', { name: /^Resume: / })).toBeVisible();
  const refused = (await emulator.paidCalls()).filter((c) => c.operation === OP && c.status === 402);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect((await commentPages(emulator)).length).toBe(5);

  // What it has exports at once: 150 comments, the library's columns.
  const exportBar = card.getByRole('group', { name: 'Export what it fetched so far' });
  const download = panel.waitForEvent('download');
  await exportBar.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  await expect(exportBar.getByRole('status')).toHaveText(/^Saved .+\.csv \(150 rows\)$/);
  const text = await readFile((await file.path())!, 'utf8');
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(exportHeaders('comment'));
  const body = rows.slice(1);
  const type = rows[0]!.indexOf('type');
  const id = rows[0]!.indexOf('id');
  expect(body.filter((r) => r[type] === 'comment')).toHaveLength(150);
  expect(new Set(body.map((r) => r[id])).size).toBe(body.length);
  // Exporting is free: nothing more reached the service.
  expect((await commentPages(emulator)).length).toBe(5);
});

test('the popup shows a running job’s progress, and pauses it', async ({ configured: ext, emulator }) => {
  test.setTimeout(90_000);
  // One call a second: the job is visibly running while the popup is open.
  await emulator.setKey('demo', { ratePerSecond: 1 });
  // The popup is open before the job starts, however slow the machine: it sees the job come.
  const { tabId } = await openSiteTab(ext, POST.url);
  const popup = await openPopup(ext, tabId);
  await startCollecting(ext);
  const jobs = popup.getByRole('region', { name: 'Jobs' });
  const card = jobs.getByRole('article', { name: /^Job: All comments of post / });
  await expect(card.getByText('Running')).toBeVisible();
  // Its figures follow the pages as they come in (the storage item, not polling).
  const progress = card.getByRole('progressbar');
  const collected = async () => {
    const match = new RegExp(`^Progress: (\\d+) of about ${POST.commentsCount} comments$`).exec((await progress.getAttribute('aria-label')) ?? '');
    return match ? Number(match[1]) : -1;
  };
  await expect.poll(collected, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
  const first = await collected();
  await expect(card.getByText(/^\d+ calls? · \d+ of \d+ credits/)).toBeVisible();
  await expect.poll(collected, { timeout: 20_000 }).toBeGreaterThan(first);

  await card.getByRole('button', { name: /^Pause: / }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  // A page on the wire when Pause was clicked may still land: the job's record says when it has.
  type Hook = { jobs: { list(): Promise<{ status: string; inFlight?: unknown }[]> }; refreshUsage(): Promise<unknown> };
  const settled = () =>
    ext.worker.evaluate(async () => {
      const hook = (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest;
      return (await hook.jobs.list()).every((j) => j.status !== 'running' && j.inFlight === undefined);
    });
  await expect.poll(settled, { timeout: 20_000 }).toBe(true);
  const paused = (await commentPages(emulator)).length;
  // Paused means no further page. The runner is woken as its alarm wakes it, then a free /usage
  // goes through the same client: a job still going would have sent its next page before it.
  await ext.worker.evaluate(async () => {
    (chrome.alarms.onAlarm as unknown as { dispatch(alarm: { name: string; scheduledTime: number }): void }).dispatch({ name: 'jobs', scheduledTime: Date.now() });
    await (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.refreshUsage();
  });
  expect((await emulator.ledger()).some((c) => c.operation === 'account_get_usage')).toBe(true);
  expect((await commentPages(emulator)).length).toBe(paused);
  expect(paused).toBeLessThan(PAGES);
});

test('after a browser restart the job is back paused, and the popup resumes it to the end', async ({ emulator }) => {
  test.setTimeout(120_000);
  await emulator.setKey('demo', { ratePerSecond: 1 });
  const profile = mkdtempSync(join(tmpdir(), 'social-lookup-restart-'));
  const first = await launchWithExtension({ emulatorUrl: emulator.url, userDataDir: profile });
  await configureExtension(first.worker, emulator.url, 'demo');
  await startCollecting(first);
  await expect.poll(async () => (await commentPages(emulator)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // The browser closes in the middle of the job.
  await first.close();
  const before = (await commentPages(emulator)).length;
  expect(before).toBeLessThan(PAGES);

  const again = await launchWithExtension({ emulatorUrl: emulator.url, userDataDir: profile });
  try {
    const popup = await openExtensionPage(again, 'popup.html', { width: 380, height: 600 });
    const card = popup.getByRole('region', { name: 'Jobs' }).getByRole('article', { name: /^Job: All comments of post / });
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await expect(card.getByRole('status')).toContainText('Paused: The browser was closed');
    // Nothing goes on until the user says so.
    expect((await commentPages(emulator)).length).toBe(before);
    await card.getByRole('button', { name: /^Resume: / }).click();
    await expect(card.getByText('Running')).toBeVisible();
    // It finishes while the popup is open, which then says how complete it is.
    await expect(card.getByText(`${POST.commentsCount} of ${POST.commentsCount} comments.`)).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText('Finished')).toBeVisible();
    const pages = await commentPages(emulator);
    expect(pages).toHaveLength(PAGES);
    expect(new Set(pages.map((c) => c.params.end_cursor ?? '')).size).toBe(PAGES);
    const jobs = await again.worker.evaluate(() =>
      (globalThis as unknown as { __socialLookupTest: { jobs: { list(): Promise<{ status: string; items: number }[]> } } }).__socialLookupTest.jobs.list(),
    );
    expect(jobs.map((j) => [j.status, j.items])).toEqual([['done', POST.commentsCount]]);
  } finally {
    await again.close();
  }
});
