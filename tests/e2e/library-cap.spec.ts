import type { Worker } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { RunResponse } from '../../lib/lookup/types';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import { expect, openExtensionPage, test } from './fixtures';

/**
 * A size below what the library holds: the options page asks first, naming what would go, and
 * cancelling keeps every item (nothing is deleted at the next lookup either).
 */

interface Hook {
  run(request: UseCaseRequest, options?: { confirmOverBudget?: boolean }): Promise<RunResponse>;
  cacheStats(): Promise<{ entries: number; bytes: number; entities: number }>;
}

const hook = (worker: Worker) => ({
  run: (request: UseCaseRequest) =>
    worker.evaluate((r) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run(r, { confirmOverBudget: true }), request),
  stats: () => worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.cacheStats()),
});

/** Every page of a post's comments, as lookups (each page one paid answer kept). */
async function allComments(worker: Worker, link: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const out = await hook(worker).run({ useCase: 'post_comments', input: { link, ...(cursor ? { end_cursor: cursor } : {}) } });
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    cursor = (out.result.steps[0]!.normalized as { data: { endCursor?: string } }).data.endCursor;
  } while (cursor);
}

test('a size below what the library holds asks with the count of what goes; cancelling keeps every item', async ({ configured: ext }) => {
  // Two posts' comments, every page: more than 1 MB kept.
  await allComments(ext.worker, KNOWN.posts.manyComments.url);
  await allComments(ext.worker, KNOWN.posts.groupPost.url);
  const before = await hook(ext.worker).stats();
  expect(before.bytes).toBeGreaterThan(1024 * 1024);

  const page = await openExtensionPage(ext, 'options.html', { width: 900, height: 1000 });
  await expect(page.getByText(`The library keeps ${before.entities.toLocaleString('en-US')} items`)).toBeVisible();
  await page.getByLabel('Keep at most (MB)').fill('1');
  await page.getByRole('button', { name: 'Set the size' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/The oldest [\d,]+ items from \d+ answers \([\d.]+ [KM]B\) go now\. They cost \d+ credits? when they were fetched/);
  await expect(dialog).toContainText('From now on, the oldest answers go when the library is over 1 MB.');
  await expect(dialog.getByRole('button', { name: 'Export everything first (JSON)' })).toBeVisible();
  const named = Number((await dialog.textContent())!.match(/The oldest ([\d,]+) items/)![1]!.replace(/,/g, ''));
  expect(named).toBeGreaterThan(0);
  expect(named).toBeLessThan(before.entities);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing went, and nothing goes at the next lookup: no size was saved.
  expect(await hook(ext.worker).stats()).toMatchObject({ entries: before.entries, entities: before.entities });
  expect((await hook(ext.worker).run({ useCase: 'lookup_url', input: { url: KNOWN.posts.multiPhoto.url } })).ok).toBe(true);
  const after = await hook(ext.worker).stats();
  expect(after.entries).toBe(before.entries + 1);
  expect(after.entities).toBeGreaterThan(before.entities);

  // Agreed: exactly the items named go.
  await page.getByRole('button', { name: 'Set the size' }).click();
  await dialog.getByRole('button', { name: /^Delete [\d,]+ items and keep 1 MB$/ }).click();
  await expect(page.getByText(/^Deleted [\d,]+ items from \d+ answers/)).toBeVisible();
  expect((await hook(ext.worker).stats()).bytes).toBeLessThanOrEqual(1024 * 1024);
});
