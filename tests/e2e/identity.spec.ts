import { KNOWN } from '../../emulator/data/known';
import { expect, test } from './fixtures';
import { openPanel, openSiteTab } from './ui-helpers';

/**
 * Identity, not spelling, in the real extension: a post paid for by its canonical link is served
 * for free through its other link forms, the panel's button says so before any click, and the
 * service (the emulator's ledger) saw exactly one call.
 */

type Hook = {
  run(request: unknown, options?: unknown): Promise<{ ok: boolean; result?: { fromCache: boolean; creditsCharged: number } }>;
};

const POST = KNOWN.posts.manyComments;

test('one paid answer serves the permalink, the mobile link with tracking, and a photo link of the same post', async ({ configured, emulator }) => {
  const run = (url: string) =>
    configured.worker.evaluate(
      (url) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run({ useCase: 'lookup_url', input: { url } }),
      url,
    );
  const first = await run(POST.url);
  expect(first).toMatchObject({ ok: true, result: { fromCache: false, creditsCharged: 1 } });

  for (const url of [POST.permalinkUrl, POST.mobileUrl, `https://www.social.example/photo/?fbid=${POST.photoId}&set=a.1`]) {
    expect(await run(url), url).toMatchObject({ ok: true, result: { fromCache: true, creditsCharged: 0 } });
  }
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_post_details']);

  // The side panel on the permalink form knows before any click that it costs nothing.
  const { tabId } = await openSiteTab(configured, POST.permalinkUrl);
  const panel = await openPanel(configured, tabId);
  await expect(panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^Look up · cached · 0 credits/ })).toBeVisible();
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_post_details']);
});

test('a lookup cancelled while on the wire is paid once, recorded at the service\'s price, and kept for free', async ({ configured, emulator }) => {
  const hook = <T,>(fn: string) =>
    configured.worker.evaluate((fn) => {
      const hooks = (globalThis as unknown as { __socialLookupTest: Record<string, () => Promise<unknown>> }).__socialLookupTest;
      return hooks[fn]!();
    }, fn) as Promise<T>;
  await emulator.fault({ operation: 'social_get_post_details', kind: 'latency', latencyMs: 1500 });
  const { tabId } = await openSiteTab(configured, POST.url);
  const panel = await openPanel(configured, tabId);
  await panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: 'Look up · 1 credit' }).click();
  // Cancel once the request is on its way (the ledger holds it as pending).
  await expect.poll(async () => (await hook<{ status: unknown }[]>('ledger')).at(-1)?.status).toBe('pending');
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // The service charged it: the ledger says so once the answer is in (not "cancelled · 0 credits").
  await expect
    .poll(async () => (await hook<Record<string, unknown>[]>('ledger')).at(-1), { timeout: 10_000 })
    .toMatchObject({ operationId: 'social_get_post_details', status: 200, creditsCharged: 1, abandoned: true });
  expect(await hook('credits')).toMatchObject({ spentToday: 1 });
  expect(await emulator.paidCalls()).toHaveLength(1);

  // And its answer was kept: looking it up again costs nothing.
  await emulator.clearFaults();
  const again = await configured.worker.evaluate(
    (url) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run({ useCase: 'lookup_url', input: { url } }),
    POST.url,
  );
  expect(again).toMatchObject({ ok: true, result: { fromCache: true, creditsCharged: 0 } });
  expect(await emulator.paidCalls()).toHaveLength(1);
});

test('a link of an object id alone, once an answer named it as a page, shows that page for free', async ({ configured, emulator }) => {
  const page = KNOWN.pages.northwindgames;
  const first = await configured.worker.evaluate(
    (url) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.run({ useCase: 'lookup_url', input: { url } }),
    page.url,
  );
  expect(first).toMatchObject({ ok: true, result: { creditsCharged: 1 } });

  // `/<id>` alone could be a post, a page or a group: this one is the page already known.
  const { tabId } = await openSiteTab(configured, `https://www.social.example/${page.id}`);
  const panel = await openPanel(configured, tabId);
  const lookUp = panel.getByRole('region', { name: 'This tab' }).getByRole('button', { name: /^Look up · / });
  await expect(lookUp).toHaveText('Look up · cached · 0 credits');
  await lookUp.click();
  await expect(panel.locator('.entity-head .badge')).toHaveText('Page');
  await expect(panel.getByRole('article', { name: /^Page / }).getByRole('link', { name: page.name })).toBeVisible();
  expect((await emulator.paidCalls()).map((c) => c.operation)).toEqual(['social_get_page_details']);
});
