import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, openExtensionPage, test } from './fixtures';
import { POST_URL, SIZES, clickPaid, expectCharged, openPopup, openSiteTab } from './ui-helpers';

/**
 * The options page refuses what cannot work, in real Chromium against the emulator: a service URL
 * with a path is refused with its reason and nothing is saved (lookups go on working with the
 * saved URL); a Verify answer goes when the URL or the key it was about changes; a Save with
 * nothing to save says so.
 */

test('a service URL with a path is refused with its reason, nothing is saved, and lookups go on working', async ({ configured: ext, emulator }) => {
  const page = await openExtensionPage(ext, 'options.html', SIZES.options);
  const url = page.getByLabel('Service URL');
  const key = page.getByLabel('API key');
  const budget = page.getByLabel('Daily budget (credits)');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const saveNotice = page.locator('.save-bar .notice');
  const verify = page.getByRole('button', { name: 'Verify · free' });
  const verifyNotice = page.locator('.card').filter({ has: verify }).locator('.notice');
  await expect(url).toHaveValue(emulator.url);
  await expect(page.getByText('A key is saved (d••o)', { exact: false })).toBeVisible();
  const savedBudget = await budget.inputValue();
  expect(savedBudget).not.toBe('7');

  // The field says what it takes before anything is typed.
  await expect(page.locator(`[id="${await url.getAttribute('aria-describedby')}"]`)).toContainText(
    "The service's address alone, with no path",
  );

  // Save with nothing changed says so.
  await save.click();
  await expect(saveNotice).toHaveText('Nothing to save: these are the saved settings.');

  // A URL with a path, a new key and a budget: refused as a whole, with the reason.
  const withPath = `${emulator.url}/api`;
  const reason = `The service URL must be the service's address alone, with no path or query: ${emulator.url}, not ${withPath}.`;
  await url.fill(withPath);
  await key.fill('another-key');
  await budget.fill('7');
  await save.click();
  await expect(saveNotice).toHaveText(`Nothing was saved. ${reason}`);
  // What was typed stays, to be corrected.
  await expect(url).toHaveValue(withPath);
  await expect(key).toHaveValue('another-key');
  // Verify says the same, and sends nothing.
  await verify.click();
  await expect(verifyNotice).toHaveText(reason);

  // A Verify answer is about the URL and key it was given: changing either clears it.
  await url.fill(emulator.url);
  await expect(verifyNotice).toHaveCount(0);
  await key.fill('');
  await verify.click();
  await expect(verifyNotice).toHaveText('The key works. Plan: free. 200 credits left of 200.');
  await key.fill('x');
  await expect(verifyNotice).toHaveCount(0);

  // The saved settings are the old ones: the URL, the key, the budget.
  await page.reload();
  await expect(url).toHaveValue(emulator.url);
  await expect(budget).toHaveValue(savedBudget);
  await expect(page.getByText('A key is saved (d••o)', { exact: false })).toBeVisible();
  // In the browser's storage too (settings sync; the key stays local).
  const saved = await ext.worker.evaluate(async () => ({ ...(await chrome.storage.sync.get(null)), ...(await chrome.storage.local.get(null)) }));
  expect(JSON.stringify(saved)).toContain(emulator.url);
  expect(JSON.stringify(saved)).not.toContain(withPath);

  // Nothing reached the service but the free key check, and never under /api.
  const calls = await emulator.ledger();
  expect(calls.map((c) => [c.operation, c.creditsCharged])).toEqual([['account_get_usage', 0]]);

  // A lookup afterwards works with the saved URL, and costs what its button said.
  const { tabId } = await openSiteTab(ext, POST_URL);
  const popup = await openPopup(ext, tabId);
  const tab = popup.getByRole('region', { name: 'This tab' });
  const cost = await clickPaid(tab.locator('.actions').getByRole('button', { name: /^Look up · / }));
  await expect(popup.locator('.result .author')).toHaveText('Northwind Games');
  await expectCharged(emulator, cost);
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_post_details']);
});

test('Verify sends the saved key only where it was saved for: another service gets it after a yes, or a key typed for it', async ({ configured: ext, emulator }) => {
  // Another service on another loopback origin: every key that reaches it is recorded.
  const seen: (string | null)[] = [];
  const other = createServer((req, res) => {
    seen.push((req.headers['x-api-token'] as string | undefined) ?? null);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { credits: { remaining: 7, limit: 10 }, plan: 'free' } }));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  try {
    const page = await openExtensionPage(ext, 'options.html', SIZES.options);
    const verify = page.getByRole('button', { name: 'Verify · free' });
    const verifyNotice = page.locator('.card').filter({ has: verify }).locator('.notice');
    await page.getByLabel('Service URL').fill(otherUrl);
    await verify.click();
    const dialog = page.getByRole('dialog', { name: `Send your saved key to ${otherUrl}?` });
    await expect(dialog).toContainText(`It was saved for ${new URL(emulator.url).origin}.`);
    await dialog.getByRole('button', { name: 'Do not send it' }).click();
    await expect(verifyNotice).toContainText(`so it was not sent to ${otherUrl}`);
    // A key typed for that service: it goes there, and is the only key that ever did.
    await page.getByLabel('API key').fill('typed-for-other');
    await verify.click();
    await expect(verifyNotice).toHaveText('The key works. Plan: free. 7 credits left of 10.');
    expect(seen).toEqual(['typed-for-other']);
    // With the field empty again, a yes sends the saved key (the demo key) there.
    await page.getByLabel('API key').fill('');
    await verify.click();
    await dialog.getByRole('button', { name: 'Send the saved key' }).click();
    await expect(verifyNotice).toHaveText('The key works. Plan: free. 7 credits left of 10.');
    expect(seen).toEqual(['typed-for-other', 'demo']);
  } finally {
    await new Promise((r) => other.close(r));
  }
});

test('Save sends the saved key to a service URL of another origin only after a yes naming both; a no saves nothing and keeps what was typed', async ({ configured: ext, emulator }) => {
  // Another service on another loopback origin: every key that reaches it is recorded.
  const seen: (string | null)[] = [];
  const other = createServer((req, res) => {
    seen.push((req.headers['x-api-token'] as string | undefined) ?? null);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { credits: { remaining: 7, limit: 10 }, plan: 'free' } }));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  const savedOrigin = new URL(emulator.url).origin;
  const stored = () => ext.worker.evaluate(async () => ((await chrome.storage.sync.get(null)) as { settings?: { baseUrl?: string; dailyBudget?: number } }).settings);
  try {
    const page = await openExtensionPage(ext, 'options.html', SIZES.options);
    const url = page.getByLabel('Service URL');
    const key = page.getByLabel('API key');
    const budget = page.getByLabel('Daily budget (credits)');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const saveNotice = page.locator('.save-bar .notice');
    await expect(url).toHaveValue(emulator.url);
    const savedBudget = await budget.inputValue();
    expect(savedBudget).not.toBe('7');

    // A new URL of another origin and a new budget, the key field empty: Save asks, naming both.
    await url.fill(otherUrl);
    await budget.fill('7');
    await save.click();
    const dialog = page.getByRole('dialog', { name: `Send your saved key to ${otherUrl}?` });
    await expect(dialog).toContainText(`It was saved for ${savedOrigin}.`);
    await dialog.getByRole('button', { name: 'Do not send it' }).click();
    await expect(saveNotice).toHaveText(`Nothing was saved: your saved key stays with ${savedOrigin}. To use ${otherUrl}, type its key, then save.`);
    // Nothing saved, nothing typed lost, nothing sent there.
    await expect(url).toHaveValue(otherUrl);
    await expect(budget).toHaveValue('7');
    await expect(key).toHaveValue('');
    expect(await stored()).toMatchObject({ baseUrl: emulator.url, dailyBudget: Number(savedBudget) });
    expect(seen).toEqual([]);

    // A yes saves both, and the saved key goes there from then on (a Verify with the field empty asks nothing now).
    await save.click();
    await dialog.getByRole('button', { name: 'Send the saved key' }).click();
    await expect(saveNotice).toHaveText(`Saved. Your saved key now goes to ${otherUrl}.`);
    expect(await stored()).toMatchObject({ baseUrl: otherUrl, dailyBudget: 7 });
    expect(seen).toEqual([]);
    await page.getByRole('button', { name: 'Verify · free' }).click();
    await expect(page.locator('.card').filter({ has: page.getByRole('button', { name: 'Verify · free' }) }).locator('.notice')).toHaveText(
      'The key works. Plan: free. 7 credits left of 10.',
    );
    await expect(dialog).toHaveCount(0);
    expect(seen).toEqual(['demo']);
  } finally {
    await new Promise((r) => other.close(r));
  }
});
