import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { PHOTO_KNOWN } from '../../emulator/data/photo';
import { exportHeaders } from '../../lib/lookup/library/export';
import type { Emulator } from './emulator-control';
import { expect, test } from './fixtures';
import { creditsOf, openPanel, openSiteTab } from './ui-helpers';

/**
 * A place's posts collected by a job, as a user runs it: the place's page on the fixture photo
 * site, looked up in the side panel, "Collect all posts…" with its estimate and a cap, the job to
 * its end, then its CSV read back. The emulator's ledger is the judge: each call charged what the
 * estimate said a page costs, each page once.
 */

const PLACE = PHOTO_KNOWN.location;
const URL = `https://www.photo.example/explore/locations/${PLACE.id}/${PLACE.slug}/`;
const OP = 'photo_get_location_posts';

async function placePages(emulator: Emulator) {
  return (await emulator.paidCalls()).filter((c) => c.operation === OP && c.status === 200);
}

test("a place's posts collected by a job and exported, each call charged what the estimate said", async ({ configured: ext, emulator }) => {
  test.setTimeout(30_000);
  const { tabId } = await openSiteTab(ext, URL);
  const panel = await openPanel(ext, tabId);
  const lookUp = panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^Look up · / });
  await expect(lookUp).toHaveText(/ credits?$/);
  const lookupPrice = creditsOf((await lookUp.textContent()) ?? '');
  await lookUp.click();
  await expect(panel.getByRole('list', { name: 'posts' })).toBeVisible();
  expect((await placePages(emulator)).map((c) => c.creditsCharged)).toEqual([lookupPrice]);

  await panel.getByRole('button', { name: 'Collect all posts…' }).click();
  const form = panel.getByRole('region', { name: `Collect all posts of “${PLACE.name}”` });
  const estimate = form.getByRole('status');
  await expect(estimate).toHaveText(/^At least 1 call \(1 credit a page\); the total is not announced, so the cap decides how far it goes\.$/);
  const perPage = Number(/\((\d+) credits? a page\)/.exec((await estimate.textContent()) ?? '')![1]);
  await form.getByLabel('Spend at most (credits)').fill('20');
  await form.getByRole('button', { name: 'Start · at most 20 credits' }).click();
  // Over the confirmation threshold the page's own dialog asks first (the settings decide).
  const dialog = panel.getByRole('dialog');
  const card = panel.getByRole('article', { name: `Job: All posts of “${PLACE.name}”` });
  await expect(dialog.or(card).first()).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Start · at most 20 credits' }).click();
  await expect(form).toHaveCount(0);

  await expect(card.getByText('Finished')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(`${PLACE.posts} posts`, { exact: false }).first()).toBeVisible();

  // The ledger: the lookup's page, then every page of the job, each charged the page's price.
  const pages = await placePages(emulator);
  const jobPages = pages.slice(1);
  expect(jobPages.length).toBeGreaterThan(1);
  for (const c of pages) expect(c.creditsCharged).toBe(perPage);
  const cursors = jobPages.map((c) => c.params.end_cursor ?? '');
  expect(new Set(cursors).size).toBe(jobPages.length);
  expect(jobPages.every((c) => c.params.location_id === PLACE.id)).toBe(true);
  const figures = (await card.locator('.job-figures').textContent()) ?? '';
  const [, calls, credits] = /^(\d+) calls? · (\d+) of \d+ credits/.exec(figures) ?? [];
  expect(Number(calls)).toBe(jobPages.length);
  expect(Number(credits)).toBe(jobPages.length * perPage);

  // The export, read back: every post of the place once, under the documented columns.
  const exportBar = card.getByRole('group', { name: 'Export' });
  const download = panel.waitForEvent('download');
  await exportBar.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  await expect(exportBar.getByRole('status')).toHaveText(new RegExp(`^Saved .+\\.csv \\(${PLACE.posts + 1} rows\\)$`));
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  // The place the posts were found at, then its posts (the library's mixed columns).
  expect(rows[0]).toEqual(exportHeaders('mixed'));
  const [kind, id, url] = ['kind', 'id', 'url'].map((c) => rows[0]!.indexOf(c)) as [number, number, number];
  const body = rows.slice(1);
  expect(body.filter((r) => r[kind] === 'photo_location').map((r) => r[id])).toEqual([PLACE.id]);
  const posts = body.filter((r) => r[kind] === 'photo_post');
  expect(posts).toHaveLength(PLACE.posts);
  expect(new Set(posts.map((r) => r[id])).size).toBe(PLACE.posts);
  expect(posts.every((r) => /^https:\/\/www\.photo\.example\/(p|reel)\/[\w-]+\/$/.test(r[url]!))).toBe(true);
  // Exporting is free.
  expect((await placePages(emulator)).length).toBe(pages.length);
});
