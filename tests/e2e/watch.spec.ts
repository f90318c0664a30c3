import { KNOWN } from '../../emulator/data/known';
import { expect, openExtensionPage, test, type Emulator } from './fixtures';
import { watchRecords as watches } from './worker';

/**
 * A watch end to end: set up from the Watch tab with its cost shown before saving; the emulator
 * adds two posts to the page; the next check finds exactly those two for one paid call, and a
 * quiet check after that pays one call and finds nothing.
 */

const PAGE = KNOWN.pages.northwindgames;
const POSTS_OP = 'social_get_page_posts';

const pageCalls = async (emulator: Emulator) => (await emulator.paidCalls()).filter((c) => c.operation === POSTS_OP);

async function addPosts(emulator: Emulator, owner: string, count: number): Promise<{ id: string; text: string }[]> {
  const res = await fetch(`${emulator.url}/__emulator/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner, count }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { added: { id: string; text: string }[] }).added;
}

test('a watch on a page finds the two posts the page got, for one call; a quiet check pays one call and finds nothing', async ({ configured: ext, emulator }) => {
  const panel = await openExtensionPage(ext, 'sidepanel.html');
  await panel.getByRole('tab', { name: 'Watch', exact: true }).click();

  // The setup: the page's posts every 6 hours, its cost said before saving.
  const setup = panel.getByRole('form', { name: 'New watch' });
  await setup.getByRole('combobox', { name: 'Watch', exact: true }).selectOption('page_posts');
  await setup.getByLabel('Link or keyword').fill(PAGE.url);
  await setup.getByLabel('Check every').selectOption('6');
  await expect(panel.getByTestId('watch-estimate')).toHaveText(/^every 6 hours: 4 calls a day, about \d[\d,]* credits a month$/);
  await panel.getByRole('button', { name: 'Save watch' }).click();

  // The first check learns what is there (one call) and calls nothing new.
  const row = panel.getByRole('article', { name: `Posts of ${PAGE.url}` });
  await expect(row).toBeVisible();
  await expect.poll(async () => (await watches(ext.worker))[0]?.checks ?? 0).toBe(1);
  expect(await pageCalls(emulator)).toHaveLength(1);
  await expect(row).toContainText('0 new since you last looked');

  // The page gets two posts; the next check finds them, for exactly one paid call.
  const added = await addPosts(emulator, PAGE.vanity, 2);
  await row.getByRole('button', { name: 'Check now' }).click();
  await expect(row).toContainText('2 new since you last looked');
  const calls = await pageCalls(emulator);
  expect(calls).toHaveLength(2);
  expect(calls[1]!.creditsCharged).toBeGreaterThan(0);
  const fresh = panel.getByRole('list', { name: 'New items' }).getByRole('listitem');
  await expect(fresh).toHaveCount(2);
  // Newest first, each with where it came from.
  await expect(fresh.nth(0)).toContainText(added[1]!.text);
  await expect(fresh.nth(1)).toContainText(added[0]!.text);
  await expect(fresh.nth(0)).toContainText(`Posts of ${PAGE.url}`);
  const [w] = await watches(ext.worker);
  expect(w!.found.map((f) => f.key).sort()).toEqual(added.map((p) => p.id).sort());

  // Looked at; a quiet check pays one call and finds nothing new.
  await row.getByRole('button', { name: 'Mark seen' }).click();
  await expect(row).toContainText('0 new since you last looked');
  await row.getByRole('button', { name: 'Check now' }).click();
  await expect.poll(async () => (await watches(ext.worker))[0]?.checks).toBe(3);
  expect(await pageCalls(emulator)).toHaveLength(3);
  await expect(row).toContainText('0 new since you last looked');
  await expect(panel.getByRole('region', { name: 'New' }).getByText('Nothing new.')).toBeVisible();
  expect((await watches(ext.worker))[0]!.found).toHaveLength(2);
});
