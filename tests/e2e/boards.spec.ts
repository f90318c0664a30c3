import { readFile } from 'node:fs/promises';
import type { Page, Worker } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import type { RunResponse } from '../../lib/lookup/types';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import { launchWithExtension } from '../../scripts/browser';
import { expect, openExtensionPage, test } from './fixtures';

/**
 * A board end to end: two kept items saved to a board with notes and tags, the board's file
 * exported and read back, then imported in a fresh profile with no key set: the same items and
 * notes show, and nothing is asked of the service (its ledger and the extension's stay as they were).
 */

const PAGE = KNOWN.pages.northwindgames;
const POST = KNOWN.posts.manyComments;

interface Hook {
  run(request: UseCaseRequest, options?: { confirmOverBudget?: boolean }): Promise<RunResponse>;
  ledger(): Promise<unknown[]>;
}

async function run(worker: Worker, request: UseCaseRequest): Promise<void> {
  const out = await worker.evaluate((r) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run(r, { confirmOverBudget: true }), request);
  if (!out.ok) throw new Error(JSON.stringify(out.error));
}

/** Opens the library's item of a kind and saves it to the board with a note and tags. */
async function saveToBoard(panel: Page, kind: string, note: string, tags: string, newBoard?: string): Promise<void> {
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  await panel.getByLabel('Kind').selectOption(kind);
  const list = panel.getByRole('list', { name: 'Library', exact: true });
  await expect(list.getByRole('article')).toHaveCount(1);
  await list.getByRole('article').first().getByRole('button').first().click();
  const item = panel.locator('.library-item');
  const boards = item.getByRole('region', { name: 'Boards' });
  await boards.getByRole('button', { name: 'Save to board · free' }).click();
  if (newBoard) {
    await boards.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'New board…' });
    await boards.getByLabel('Name of the new board').fill(newBoard);
  }
  await boards.getByLabel('Note').fill(note);
  await boards.getByLabel('Tags (comma between them)').fill(tags);
  await boards.getByRole('button', { name: 'Save · free' }).click();
  await expect(boards.getByRole('status')).toHaveText(/Saved to “Competitors”/);
  await panel.getByRole('button', { name: '← Library' }).click();
}

test('a board with notes goes to a file and comes back in a fresh profile with no key, the same items and notes, no call', async ({ configured: ext, emulator }) => {
  await run(ext.worker, { useCase: 'lookup_url', input: { url: PAGE.url } });
  await run(ext.worker, { useCase: 'lookup_url', input: { url: POST.url } });

  const panel = await openExtensionPage(ext, 'sidepanel.html');
  await saveToBoard(panel, 'page', 'Their launches, every quarter', 'launch, rival', 'Competitors');
  await saveToBoard(panel, 'post', 'The post with the long thread', 'thread');

  // The board's file, read back: both items with their kept data, notes and tags.
  await panel.getByRole('tab', { name: 'Boards', exact: true }).click();
  await panel.getByRole('list', { name: 'Boards' }).getByRole('button', { name: 'Competitors' }).click();
  const onBoard = panel.getByRole('list', { name: 'On the board' }).getByRole('listitem');
  await expect(onBoard).toHaveCount(2);
  const titles = (await onBoard.locator('.board-row > button').allTextContents()).map((t) => t.trim()).sort();
  const download = panel.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export the board’s file (to share)' }).click();
  const path = (await (await download).path())!;
  const file = JSON.parse(await readFile(path, 'utf8')) as {
    board: { name: string };
    items: { entity: string; kept: unknown; note: string; tags: string[] }[];
    answers: unknown[];
  };
  expect(file.board.name).toBe('Competitors');
  expect(file.items.map((i) => [i.note, i.tags]).sort()).toEqual([
    ['The post with the long thread', ['thread']],
    ['Their launches, every quarter', ['launch', 'rival']],
  ]);
  for (const i of file.items) expect(i.kept).not.toBeNull();
  expect(file.answers.length).toBeGreaterThanOrEqual(2);
  const paidBefore = (await emulator.ledger()).length;

  // A colleague's fresh profile, the service's key never set: the import is free and complete.
  const other = await launchWithExtension({ emulatorUrl: emulator.url });
  try {
    const otherPanel = await openExtensionPage(other, 'sidepanel.html');
    await otherPanel.getByRole('tab', { name: 'Boards', exact: true }).click();
    await expect(otherPanel.getByText('No boards yet.', { exact: false })).toBeVisible();
    await otherPanel.getByLabel('Board file to import').setInputFiles(path);
    const status = otherPanel.locator('.boards [role="status"]');
    await expect(status).toHaveText(/^ ?Imported “Competitors”: 2 items added; 2 answers kept in the library\. No credits were spent\.$/);
    // Twice: nothing added twice.
    await otherPanel.getByLabel('Board file to import').setInputFiles(path);
    await expect(status).toContainText('Imported “Competitors”: nothing new added');

    await otherPanel.getByRole('list', { name: 'Boards' }).getByRole('button', { name: 'Competitors' }).click();
    const items = otherPanel.getByRole('list', { name: 'On the board' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    expect((await items.locator('.board-row > button').allTextContents()).map((t) => t.trim()).sort()).toEqual(titles);
    expect((await items.locator('.board-note').allTextContents()).sort()).toEqual(['The post with the long thread', 'Their launches, every quarter']);
    await expect(items.locator('.chip')).toHaveCount(3);

    // Nothing was asked of the service: neither its ledger nor the extension's moved.
    expect((await emulator.ledger()).length).toBe(paidBefore);
    expect(await other.worker.evaluate(() => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.ledger())).toEqual([]);
  } finally {
    await other.close();
  }
});
