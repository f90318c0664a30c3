import assert from 'node:assert/strict';
import type { DetectionReport } from '../../../lib/site/report';
import type { ExtensionDriver } from '../adapter/types';
import { eventually } from '../adapter/wait';
import { configured, type Scenario } from './common';

async function reportOf(ext: ExtensionDriver, tabId: number): Promise<DetectionReport | null> {
  return ext.inExtension(async ({ api }, id) => {
    const { tabReports } = await api.storage.session.get('tabReports');
    return (tabReports as Record<string, DetectionReport> | undefined)?.[String(id)] ?? null;
  }, tabId);
}

function badgeOf(ext: ExtensionDriver, tabId: number): Promise<string> {
  return ext.inExtension(({ api }, id) => api.action.getBadgeText({ tabId: id }), tabId);
}

export const detectionScenarios: Scenario[] = [
  {
    name: 'detection: the feed\'s links are found for free and counted on the badge; an entity page names its kind',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await configured(ctx);
      const { page, tabId } = await ext.openSitePage('https://www.social.example/');

      const report = await eventually(
        () => reportOf(ext, tabId),
        (r) => assert.ok((r?.found.length ?? 0) > 20, `found ${r?.found.length ?? 'nothing'}`),
      );
      const kinds = new Set(report!.found.map((d) => d.kind));
      for (const kind of ['post', 'video', 'reel', 'group', 'page', 'share_link']) assert.ok(kinds.has(kind as never), `no ${kind} found`);
      // Links with tracking parameters are reported by their canonical link, once.
      const urls = report!.found.map((d) => `${d.kind} ${d.url}`);
      assert.equal(new Set(urls).size, urls.length);
      assert.ok(report!.found.every((d) => d.url.startsWith('https://')));
      assert.ok(!report!.found.some((d) => /__cft__|__tn__|mibextid/.test(d.url)));
      await eventually(() => badgeOf(ext, tabId), (b) => assert.match(b, /^\d+\+?$/));

      // An entity page: the badge names its kind.
      await page.goto('https://www.social.example/northwindgames/posts/2257188721032235');
      const onPost = await eventually(
        () => reportOf(ext, tabId),
        (r) => assert.equal(r?.current?.kind, 'post'),
      );
      assert.equal(onPost!.current!.id, '2257188721032235');
      await eventually(() => badgeOf(ext, tabId), (b) => assert.equal(b, 'POST'));

      // Browsing spent nothing: no request reached the service.
      assert.deepEqual(await emulator.ledger(), []);
    },
  },
];
