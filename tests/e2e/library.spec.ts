import { readFile } from 'node:fs/promises';
import type { Worker } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { KNOWN } from '../../emulator/data/known';
import { exportHeaders } from '../../lib/lookup/library/export';
import type { Comment } from '../../lib/service/model';
import type { RunResponse } from '../../lib/lookup/types';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import { expect, openExtensionPage, test } from './fixtures';
import { stopServiceWorker } from './worker';

/**
 * The library end to end: what was paid for stays after everything is closed and the worker
 * stopped, opens for free, and exports as CSV and XLSX with every comment and reply.
 */

const POST = KNOWN.posts.manyComments;

interface Hook {
  run(request: UseCaseRequest, options?: { confirmOverBudget?: boolean }): Promise<RunResponse>;
}

function run(worker: Worker, request: UseCaseRequest): Promise<RunResponse> {
  return worker.evaluate(
    (request) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run(request, { confirmOverBudget: true }),
    request,
  );
}

test('the library keeps what was paid for, opens it for free after a worker stop, and exports the comments', async ({ configured: ext, emulator }) => {
  // A post, its first page of comments, the replies of those that have some, and its related ads.
  expect((await run(ext.worker, { useCase: 'lookup_url', input: { url: POST.url } })).ok).toBe(true);
  const comments = await run(ext.worker, { useCase: 'post_comments', input: { link: POST.url } });
  if (!comments.ok) throw new Error(JSON.stringify(comments.error));
  const items = (comments.result.steps[0]!.normalized as { data: { items: Comment[] } }).data.items;
  let replies = 0;
  for (const c of items.filter((c) => (c.replies ?? 0) > 0 && c.feedbackId && c.expansionToken)) {
    const r = await run(ext.worker, { useCase: 'comment_replies', input: { comment_feedback_id: c.feedbackId!, expansion_token: c.expansionToken! } });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    replies += (r.result.steps[0]!.normalized as { data: { items: unknown[] } }).data.items.length;
  }
  expect(replies).toBeGreaterThan(0);
  const ads = await run(ext.worker, { useCase: 'post_related_ads', input: { link: POST.url } });
  expect(ads.ok).toBe(true);

  // Close everything and stop the worker.
  const blank = await ext.context.newPage();
  for (const p of ext.context.pages()) if (p !== blank) await p.close();
  await stopServiceWorker(ext, blank);
  const paidBefore = await emulator.ledger();

  // The side panel wakes it; the library lists what was kept.
  const panel = await openExtensionPage(ext, 'sidepanel.html');
  await blank.close();
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  const list = panel.getByRole('list', { name: 'Library', exact: true });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(panel.getByRole('figure', { name: /What the library holds/ })).toBeVisible();

  // Full-text search finds the post's comments by a word of their text; kinds filter.
  await panel.getByLabel('Kind').selectOption('post');
  await expect(list.getByRole('article', { name: /^Post:/ })).toHaveCount(1);
  await list.getByRole('article', { name: /^Post:/ }).getByRole('button').first().click();

  // Opened offline: "kept · fetched just now · Refresh · 1 credit".
  const item = panel.locator('.library-item');
  await expect(item.locator('.cache-note')).toContainText(/kept · fetched/);
  await expect(item.getByRole('button', { name: /Refresh · 1 credit/ })).toBeVisible();
  await expect(item.getByRole('button', { name: `Comments · ${items.length}` })).toBeVisible();

  // Its comments' CSV: every comment and reply, with the documented columns.
  const download = panel.waitForEvent('download');
  await item.getByRole('group', { name: 'Comments with their replies' }).getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  // The name the extension gave it (the test browser stores downloads under generated names).
  await expect(item.getByRole('status')).toHaveText(new RegExp(`^Saved comments-${POST.id}-\\d{4}-\\d{2}-\\d{2}\\.csv \\(${items.length + replies} rows\\)$`));
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(exportHeaders('comment'));
  const body = rows.slice(1);
  const type = rows[0]!.indexOf('type');
  expect(body.filter((r) => r[type] === 'comment')).toHaveLength(items.length);
  expect(body.filter((r) => r[type] === 'reply')).toHaveLength(replies);
  const ids = new Set(body.map((r) => r[rows[0]!.indexOf('id')]));
  for (const c of items) expect(ids.has(c.id!)).toBe(true);

  // The same list as XLSX: a zip whose sheet has the CSV's header and as many data rows.
  const xlsxDownload = panel.waitForEvent('download');
  await item.getByRole('group', { name: 'Comments with their replies' }).getByRole('button', { name: 'XLSX' }).click();
  const xlsx = await xlsxDownload;
  await expect(item.getByRole('status')).toHaveText(new RegExp(`^Saved comments-${POST.id}-\\d{4}-\\d{2}-\\d{2}\\.xlsx \\(${body.length} rows\\)$`));
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const unzipped = unzipSync(bytes);
  const sheet = strFromU8(unzipped['xl/worksheets/sheet1.xml']!);
  const strings = [...strFromU8(unzipped['xl/sharedStrings.xml']!).matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map((m) => m[1]);
  const headerCells = [.../<row r="1"[^>]*>(.*?)<\/row>/.exec(sheet)![1]!.matchAll(/<v>(\d+)<\/v>/g)].map((m) => strings[Number(m[1])]);
  expect(headerCells).toEqual(rows[0]);
  expect(sheet.match(/<row\b/g)).toHaveLength(1 + body.length);
  expect(sheet).not.toMatch(/<f[\s>/]/);

  // Open a comment and an ad from the list: free.
  await item.getByRole('button', { name: `Comments · ${items.length}` }).click();
  await list.getByRole('article').first().getByRole('button').first().click();
  await expect(panel.locator('.library-item .cache-note')).toContainText('kept · fetched');
  await panel.getByRole('button', { name: '← Library' }).click();
  await panel.getByRole('button', { name: 'Show everything' }).click();
  await panel.getByLabel('Kind').selectOption('ad');
  await list.getByRole('article').first().getByRole('button').first().click();
  await expect(panel.locator('.library-item .cache-note')).toContainText('kept · fetched');

  // The ledger's chart renders, and its rows open what they paid for.
  await panel.getByRole('tab', { name: 'Ledger' }).click();
  await expect(panel.getByRole('figure', { name: /Credits spent per day/ }).locator('svg rect')).toHaveCount(30);
  const row = panel.getByRole('list', { name: 'Ledger' }).getByRole('article', { name: 'Post details' }).first();
  await row.getByRole('button', { name: 'Open · free' }).click();
  await expect(panel.locator('.library-item h2')).toContainText('Post');

  // Nothing of this reached the service.
  expect(await emulator.ledger()).toEqual(paidBefore);
});
