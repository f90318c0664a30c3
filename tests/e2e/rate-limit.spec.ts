import { expect, test } from './fixtures';
import { POST_URL, clickPaid, expectCharged, openPanel, openSiteTab } from './ui-helpers';

/**
 * A 429 with Retry-After, in real Chromium against the emulator: the wait the service asked for
 * is shown and counted down while the extension waits (never a silent spinner), then the answer;
 * when the service still refuses after the retries, the countdown of the error starts from when
 * it is shown.
 */

test('the side panel shows the wait a 429 asks for, counted down, then the answer; one call charged', async ({ configured, emulator }) => {
  const { tabId } = await openSiteTab(configured, POST_URL);
  const panel = await openPanel(configured, tabId);
  await emulator.fault({ operation: 'social_get_post_details', kind: 'rate_limit', retryAfterSec: 3, times: 1 });
  const thisTab = panel.getByRole('region', { name: 'This tab' });
  const cost = await clickPaid(thisTab.getByRole('button', { name: /^Look up · / }));

  const status = panel.locator('.entity-view').getByRole('status');
  await expect(status).toHaveText(/^The service asked to wait: retrying in [123] s…$/);
  await expect(status).toHaveText('The service asked to wait: retrying in 1 s…');
  const post = panel.getByRole('article', { name: 'Post' });
  await expect(post.locator('.author')).toHaveText('Northwind Games');
  await expect(panel.getByText(/asked to wait/)).toHaveCount(0);

  await expectCharged(emulator, cost);
  expect((await emulator.paidCalls()).map((c) => [c.status, c.creditsCharged])).toEqual([
    [429, 0],
    [200, 1],
  ]);
});

test('when the service keeps refusing, each wait is shown, then the error counts down from when it is shown', async ({ configured, emulator }) => {
  const { tabId } = await openSiteTab(configured, POST_URL);
  const panel = await openPanel(configured, tabId);
  await emulator.fault({ operation: 'social_get_post_details', kind: 'rate_limit', retryAfterSec: 2 });
  const thisTab = panel.getByRole('region', { name: 'This tab' });
  await clickPaid(thisTab.getByRole('button', { name: /^Look up · / }));

  const view = panel.locator('.entity-view');
  await expect(view.getByRole('status')).toHaveText(/^The service asked to wait: retrying in [12] s…$/);
  // The error, once the retries are spent: its countdown is the service's last Retry-After.
  const error = view.getByRole('alert');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error.locator('.countdown')).toHaveText(/^Retry in [12] s$/);
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 5_000 });

  // Three attempts were sent (the client retries a 429 twice), none charged.
  const calls = await emulator.paidCalls();
  expect(calls.map((c) => [c.status, c.creditsCharged])).toEqual([
    [429, 0],
    [429, 0],
    [429, 0],
  ]);
  // Between them the waits the service asked for.
  const times = (await emulator.ledger()).filter((c) => c.operation === 'social_get_post_details').map((c) => Date.parse(c.time));
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1900);
  expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1900);
});
