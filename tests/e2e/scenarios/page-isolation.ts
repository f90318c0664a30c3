import assert from 'node:assert/strict';
import { eventually } from '../adapter/wait';
import { POST_URL, type Scenario } from './common';

const KEY = 'e2e-secret-key-0123456789abcdef';

export const pageIsolationScenarios: Scenario[] = [
  {
    name: 'isolation: a script of a site page can neither read the key nor make the extension call the service',
    async run({ ext, emulator }) {
      await emulator.setKey(KEY, { credits: 100, plan: 'free' });
      await ext.configure(emulator.url, KEY);
      const { page, tabId } = await ext.openSitePage('https://www.social.example/');
      // The content script has run: it reported the feed's links.
      await eventually(
        () => ext.inExtension(async ({ api }, id) => Boolean(((await api.storage.session.get('tabReports')).tabReports as Record<string, unknown> | undefined)?.[String(id)]), tabId),
        (reported) => assert.ok(reported, 'no report from the content script'),
      );

      // The page's own world tries what it can reach.
      const seen = await page.evaluate(async (post) => {
        const w = window as unknown as { chrome?: { runtime?: { sendMessage?: unknown } }; browser?: unknown };
        const received: string[] = [];
        window.addEventListener('message', (e) => received.push(JSON.stringify(e.data)));
        const run = { id: 1, type: 'run', data: { request: { useCase: 'lookup_url', input: { url: post } } }, timestamp: Date.now() };
        for (const data of [run, { type: 'openSidePanel', data: { url: post }, id: 3, timestamp: Date.now() }, { type: 'lookup', url: post }]) {
          window.postMessage(data, '*');
        }
        document.querySelector(`a[href="${post}"]`)?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }));
        await new Promise((r) => setTimeout(r, 300));
        const storage = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join(';');
        return {
          sendMessage: typeof w.chrome?.runtime?.sendMessage,
          browser: typeof w.browser,
          readable: [document.documentElement.outerHTML, storage(localStorage), storage(sessionStorage), document.cookie].join('\n'),
          answered: received.filter((r) => /"res"|"err"|keyMasked|settings/.test(r)),
        };
      }, POST_URL);
      // Web pages get no messaging API to the extension.
      assert.equal(seen.sendMessage, 'undefined');
      assert.equal(seen.browser, 'undefined');
      assert.ok(!seen.readable.includes(KEY.slice(0, 12)), 'the key is readable from the page');
      assert.deepEqual(seen.answered, []);

      // A marker sent after the page's attempts: the free /usage, through the same client. Once it
      // is answered and nothing is in flight or still being written, anything the page had set
      // off would have reached the service before it.
      await ext.inExtension(async ({ hook }) => {
        await hook.refreshUsage();
        await hook.ledger();
        return hook.inFlight();
      }, undefined).then((inFlight) => assert.equal(inFlight, 0));
      // Nothing but the marker reached the service.
      assert.deepEqual((await emulator.ledger()).map((c) => c.operation), ['account_get_usage']);
    },
  },
];
