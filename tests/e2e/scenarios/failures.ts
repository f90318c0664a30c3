import assert from 'node:assert/strict';
import type { DriverPage, Target } from '../adapter/types';
import { seeAttribute, seeCount, seeText } from '../adapter/wait';
import type { Emulator } from '../emulator-control';
import { POST_URL, article, button, expectCharged, openPanel, region, type Scenario, type ScenarioContext } from './common';

/**
 * Each failure of a lookup in the side panel: what it says, the way forward it offers, that the
 * failed calls cost nothing, and that Retry works once the cause is lifted.
 */

interface FaultCase {
  name: string;
  code: string;
  title: string;
  detail: string;
  /** The way forward besides Retry (or instead of it at first). */
  action: string;
  /** Requests that reached the service for the failed lookup (502 and 504 are retried twice). */
  attempts: number;
  inject(ctx: ScenarioContext): Promise<void>;
  /** Once the panel shows the tab (and the balance it knows), before the click. */
  afterOpen?(ctx: ScenarioContext & { panel: DriverPage }): Promise<void>;
  lift(emulator: Emulator): Promise<void>;
  more?(ctx: ScenarioContext & { panel: DriverPage; error: Target }): Promise<void>;
}

const onPostDetails = { operation: 'social_get_post_details' };
const withKey = (key: string) => (ctx: ScenarioContext) => ctx.ext.configure(ctx.emulator.url, key);

const cases: FaultCase[] = [
  {
    name: '401 unknown key',
    attempts: 1,
    code: 'unauthorized',
    title: 'The service rejected your key',
    detail: 'Re-enter the key in the options; check that you copied all of it.',
    action: 'Open options',
    inject: withKey('unknown-key'),
    lift: (emulator) => emulator.setKey('unknown-key', { credits: 200 }),
  },
  {
    name: '402 out of credits',
    attempts: 1,
    code: 'out_of_credits',
    title: 'You are out of credits',
    detail: 'Top up or move to a larger plan with the service, or wait for the monthly reset. Then refresh your credits.',
    action: 'Refresh credits · free',
    inject: withKey('demo'),
    // The account runs dry after the panel learnt its balance: only the service's 402 can say so.
    afterOpen: async ({ panel, emulator }) => {
      await seeText(panel, region('Credits'), /200 credits left/);
      await emulator.setKey('demo', { credits: 0 });
    },
    lift: (emulator) => emulator.setKey('demo', { credits: 200 }),
  },
  {
    name: '403 paused key',
    attempts: 1,
    code: 'forbidden',
    title: 'The key was refused or the account is paused',
    detail: 'Check your account with the service, or enter another key in the options.',
    action: 'Open options',
    inject: async (ctx) => {
      await withKey('demo')(ctx);
      await ctx.emulator.setKey('demo', { paused: true });
    },
    lift: (emulator) => emulator.setKey('demo', { paused: false }),
  },
  {
    name: '502 upstream error',
    attempts: 3,
    code: 'upstream_error',
    title: "The network's data source failed",
    detail: 'The service could not get this from the site. Try again.',
    action: 'Retry',
    inject: async (ctx) => {
      await withKey('demo')(ctx);
      await ctx.emulator.fault({ ...onPostDetails, kind: 'upstream_error' });
    },
    lift: (emulator) => emulator.clearFaults(),
  },
  {
    name: '504 upstream timeout',
    attempts: 3,
    code: 'upstream_timeout',
    title: "The network's data source timed out",
    detail: 'The site took too long to answer the service. Try again.',
    action: 'Retry',
    inject: async (ctx) => {
      await withKey('demo')(ctx);
      await ctx.emulator.fault({ ...onPostDetails, kind: 'upstream_timeout' });
    },
    lift: (emulator) => emulator.clearFaults(),
  },
  {
    name: 'malformed body',
    attempts: 1,
    code: 'malformed',
    title: 'The service sent an answer that is not JSON',
    detail: 'The answer is shown below as it came.',
    action: 'Retry',
    inject: async (ctx) => {
      await withKey('demo')(ctx);
      await ctx.emulator.fault({ ...onPostDetails, kind: 'malformed_json' });
    },
    lift: (emulator) => emulator.clearFaults(),
    more: async ({ panel, error }) => {
      await seeText(panel, { css: 'details.raw summary', within: error }, 'Show what the service sent');
      await seeAttribute(panel, { css: 'details.raw', within: error }, 'open', '');
      await seeText(panel, { css: 'pre', name: 'Raw answer', within: error }, /\{/);
    },
  },
];

const THIS_TAB = region('This tab');
const ERROR: Target = { css: '.entity-view .error-panel' };
const POST = article('Post');

export const failureScenarios: Scenario[] = [
  ...cases.map(
    (c): Scenario => ({
      name: `failure: ${c.name} says what happened, offers a way forward, and recovers once lifted`,
      async run(ctx) {
        const { ext, emulator } = ctx;
        await c.inject(ctx);
        const { tabId } = await ext.openSitePage(POST_URL);
        const panel = await openPanel(ext, tabId);
        await c.afterOpen?.({ ...ctx, panel });
        await panel.click(button('Look up · 1 credit', THIS_TAB));

        await seeAttribute(panel, ERROR, 'data-code', c.code);
        await seeText(panel, { css: '.error-title', within: ERROR }, c.title);
        await seeText(panel, { css: '.error-detail', within: ERROR }, c.detail);
        await seeCount(panel, button(c.action, ERROR), 1);
        await c.more?.({ ...ctx, panel, error: ERROR });
        assert.equal(await panel.count(POST), 0);
        const failed = (await emulator.ledger()).filter((x) => x.operation === 'social_get_post_details');
        assert.equal(failed.length, c.attempts);
        assert.ok(failed.every((x) => x.creditsCharged === 0), 'a failed call costs nothing');

        await c.lift(emulator);
        if (c.action === 'Refresh credits · free') {
          await panel.click(button('Refresh credits · free', ERROR));
          await seeText(panel, region('Credits'), /200 credits left/);
        }
        await panel.click(button('Retry', ERROR));
        await seeText(panel, { css: '.author', within: POST }, 'Northwind Games');
        await seeCount(panel, ERROR, 0);
        await expectCharged(emulator, 1);
      },
    }),
  ),
  {
    name: 'failure: 429 with a long Retry-After counts down instead of retrying behind the user\'s back',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await withKey('demo')(ctx);
      await emulator.fault({ ...onPostDetails, kind: 'rate_limit', retryAfterSec: 30 });
      const { tabId } = await ext.openSitePage(POST_URL);
      const panel = await openPanel(ext, tabId);
      await panel.click(button('Look up · 1 credit', THIS_TAB));

      await seeAttribute(panel, ERROR, 'data-code', 'rate_limited');
      await seeText(panel, { css: '.error-title', within: ERROR }, 'Too many requests');
      await seeText(panel, { css: '.error-detail', within: ERROR }, 'The service asks to slow down for a moment.');
      await seeText(panel, { css: '.countdown', within: ERROR }, /^Retry in (30|29|28|27) s$/);
      assert.equal(await panel.count(button('Retry', ERROR)), 0);
      assert.equal((await emulator.ledger()).filter((c) => c.status === 429).length, 1);
      await expectCharged(emulator, 0);
    },
  },
  {
    name: 'failure: a call the balance cannot pay for is refused before the click: the button says so and nothing is sent',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await emulator.setKey('demo', { credits: 0 });
      await withKey('demo')(ctx);
      const { tabId } = await ext.openSitePage(POST_URL);
      const panel = await openPanel(ext, tabId);
      await seeText(panel, region('Credits'), /0 credits left/);
      await seeText(panel, { css: '.refused .hint', within: THIS_TAB }, 'Needs 1 credit; 0 credits left.');
      assert.equal(await panel.count({ css: 'button:disabled', text: 'Look up · 1 credit', within: THIS_TAB }), 1);
      await expectCharged(emulator, 0);

      // Topped up: a free refresh of the balance, and the button works again.
      await emulator.setKey('demo', { credits: 200 });
      await panel.click({ css: 'button', name: 'Refresh credits (free)', within: region('Credits') });
      await seeText(panel, region('Credits'), /200 credits left/);
      await panel.click(button('Look up · 1 credit', THIS_TAB));
      await seeText(panel, { css: '.author', within: POST }, 'Northwind Games');
      await expectCharged(emulator, 1);
    },
  },
  {
    name: 'failure: without a key the panel asks for one; detection still works and nothing is sent',
    async run({ ext, emulator }) {
      const { tabId } = await ext.openSitePage(POST_URL);
      const panel = await openPanel(ext, tabId);
      const setup = region('Set up your key');
      await seeText(panel, { css: 'p', within: setup }, /needs your API key/);
      await seeCount(panel, button('Open options', setup), 1);
      // Detection still works without a key.
      await seeText(panel, { css: '.entity-row .badge', within: THIS_TAB }, 'Post');
      assert.deepEqual(await emulator.ledger(), []);
    },
  },
];
