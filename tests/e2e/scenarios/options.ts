import assert from 'node:assert/strict';
import { seeAttribute, seeCount, seeText, seeValue } from '../adapter/wait';
import { SIZES, button, type Scenario } from './common';

const URL_FIELD = { label: 'Service URL' };
const KEY_FIELD = { label: 'API key' };
const VERIFY = button('Verify · free');
const VERIFY_RESULT = { css: '.notice', within: { css: '.card', has: VERIFY } };
const SAVE = button('Save');
const SAVE_NOTICE = { css: '.save-bar .notice' };

export const optionsScenarios: Scenario[] = [
  {
    name: 'options: the first install opens them; Verify (free) tells a working key from a wrong one',
    async run({ ext, emulator }) {
      const page = await ext.installedOptionsPage(SIZES.options);
      await seeText(page, { css: 'h1' }, 'Social Lookup options');
      await seeAttribute(page, KEY_FIELD, 'placeholder', 'Paste your API key');

      await page.fill(URL_FIELD, emulator.url);
      await page.fill(KEY_FIELD, 'demo');
      await page.click(VERIFY);
      await seeText(page, VERIFY_RESULT, 'The key works. Plan: free. 200 credits left of 200.');

      await page.fill(KEY_FIELD, 'not-a-key');
      await page.click(VERIFY);
      await seeText(page, VERIFY_RESULT, 'The service rejected this key (401). Check that you copied all of it.');

      // Verifying is free: only /usage calls reached the service.
      const calls = await emulator.ledger();
      assert.deepEqual(calls.map((c) => [c.operation, c.status, c.creditsCharged]), [
        ['account_get_usage', 200, 0],
        ['account_get_usage', 401, 0],
      ]);
    },
  },
  {
    name: 'options: Save stores the URL and the key, shown masked after a reload',
    async run({ ext, emulator }) {
      const page = await ext.installedOptionsPage(SIZES.options);
      await seeCount(page, URL_FIELD, 1);
      await page.fill(URL_FIELD, emulator.url);
      await page.fill(KEY_FIELD, 'demo');
      await page.click(SAVE);
      await seeText(page, SAVE_NOTICE, 'Saved. The new key is in use.');

      await page.reload();
      await seeValue(page, URL_FIELD, emulator.url);
      await seeAttribute(page, KEY_FIELD, 'placeholder', /^Saved: /);
      assert.equal(await page.value(KEY_FIELD), '');
      const masked = (await page.attribute(KEY_FIELD, 'placeholder'))!.replace('Saved: ', '');
      assert.ok(!masked.includes('demo'), `the saved key is shown masked, not as ${masked}`);

      // A save that fails says so and keeps the saved settings.
      await page.fill(URL_FIELD, 'http://example.com');
      await page.click(SAVE);
      await seeText(page, SAVE_NOTICE, 'Nothing was saved. The service URL must start with https:// (http:// is allowed only for localhost).');
      await page.reload();
      await seeValue(page, URL_FIELD, emulator.url);
    },
  },
];
