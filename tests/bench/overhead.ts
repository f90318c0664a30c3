import { fileURLToPath } from 'node:url';
import { configureExtension, launchWithExtension } from '../../scripts/browser';
import { median } from './median';
import { timedPanelClick } from './panel-click';

const FLOOR_EXTENSION = fileURLToPath(new URL('./floor-extension', import.meta.url));

/**
 * The extension's overhead on a lookup, in real Chromium against the emulator with no latency:
 * from a click on "Look up" in the side panel (a post found on the feed) to its rendered result,
 * against a direct `fetch` of the same operation from a page plus `JSON.parse`, in the same
 * browser with no request routing. The two alternate, so both are measured in the same moments. Each lookup is of a different post, so none is answered by the cache.
 */
export async function benchLookupOverhead(emulatorUrl: string, options: { lookups?: number; extensionDir?: string } = {}) {
  const lookups = options.lookups ?? 30;
  const key = 'bench-overhead';
  await fetch(`${emulatorUrl}/__emulator/keys/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credits: 100_000, plan: "pro", ratePerSecond: 1000 }),
  });
  const ext = await launchWithExtension({ emulatorUrl, ...(options.extensionDir ? { extensionDir: options.extensionDir } : {}) });
  try {
    await configureExtension(ext.worker, emulatorUrl, key);
    // The key's plan allows 1,000 a second and the extension is set to 100 (its maximum), as a user would set it:
    // what is measured is the extension's own work, not the spacing the limiter keeps.
    await ext.worker.evaluate(async () => {
      const hook = (globalThis as { __socialLookupTest?: { saveSettings(p: unknown): Promise<{ ok: boolean }> } }).__socialLookupTest;
      const saved = await hook!.saveSettings({ ratePerSecond: 100, dailyBudget: null });
      if (!saved.ok) throw new Error('settings not saved');
    });
    // tsx keeps function names with a `__name` helper that pages do not have.
    await ext.context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const feed = await ext.context.newPage();
    await feed.goto('https://www.social.example/feed/infinite');
    // The feed brings 20 more links at a time; enough of them for one post a lookup.
    const postLinks = await feed.evaluate(async (wanted) => {
      const posts = () => [...new Set([...document.querySelectorAll('a[href*="/posts/"]')].map((a) => (a as HTMLAnchorElement).href))];
      const more = (window as unknown as { __appendMore(): number }).__appendMore;
      for (let batch = 0; posts().length < wanted && batch < 20; batch++) more();
      return posts();
    }, lookups);
    if (postLinks.length < lookups) throw new Error(`the feed has ${postLinks.length} posts, not ${lookups}`);
    // The fixture site is served by routing, which pauses every request of the browser (the
    // worker's and the pages' alike) to ask this process whether to serve it: about 3 ms a
    // request here, which neither path pays in a user's browser. Nothing below needs the site.
    // Playwright's network inspection stays on, for the worker and the pages alike (1-2 ms a
    // fetch here), so both sides pay it.
    await ext.context.unrouteAll();
    const tabId = await ext.worker.evaluate(async () => (await chrome.tabs.query({})).find((t) => t.url?.includes('/feed/infinite'))?.id);
    const panel = await ext.context.newPage();
    await panel.setViewportSize({ width: 420, height: 860 });
    await panel.goto(ext.pageUrl(`sidepanel.html?tabId=${tabId}`));
    await panel.getByRole('list', { name: 'Found on this page' }).waitFor();
    await panel.locator('.entity-row').filter({ hasText: 'Post' }).nth(lookups - 1).waitFor();

    // The same operation fetched directly, from a page of the service's own origin. It opens in
    // a window of its own, so it and the panel are both in front, as a page and the side panel
    // are for a user: a tab behind another has its timers slowed and its process lowered in priority.
    const [direct] = await Promise.all([
      ext.context.waitForEvent('page'),
      feed.evaluate((url) => void window.open(url, '_blank', 'popup,width=600,height=400'), `${emulatorUrl}/__emulator/info`),
    ]);
    await direct.waitForLoadState();
    const fetchDirect = (link: string) =>
      direct.evaluate(
        async ({ link, key }) => {
          const t0 = performance.now();
          const res = await fetch(`/social/posts/details?link=${encodeURIComponent(link)}`, { headers: { 'x-api-token': key } });
          JSON.parse(await res.text());
          return performance.now() - t0;
        },
        { link, key },
      );

    // The two sides alternate, a lookup in the panel and a direct fetch, their order swapped each
    // round: each pair is measured on the machine as it is that moment, so a machine that
    // drifts over the minute moves both sides alike.
    const inPanel: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < lookups; i++) {
      if (i % 2 === 1) directMs.push(await fetchDirect(postLinks[i]!));
      const row = panel.locator('.entity-row').filter({ hasText: 'Post' }).nth(i);
      const button = row.getByRole('button', { name: /Look up/ });
      await button.waitFor();
      await panel.waitForFunction((el) => /credit/.test(el?.textContent ?? ''), await button.elementHandle());
      // Timed inside the page: from the click to the result in the DOM.
      const ms = await timedPanelClick(panel, button, 'overhead');
      inPanel.push(ms);
      await panel.getByRole('button', { name: /This tab/ }).first().click();
      if (i % 2 === 0) directMs.push(await fetchDirect(postLinks[i]!));
    }

    const floorMs = await lookUpThroughFloor(emulatorUrl, key, postLinks.slice(0, lookups));
    return { lookups, medianMs: median(inPanel), directMedianMs: median(directMs), floorMedianMs: median(floorMs) };
  } finally {
    await ext.close();
  }
}

/**
 * The same lookups through the least an extension needs (tests/bench/floor-extension: a page, a
 * port to the worker, a durable record before the call, the call, the answer back into the DOM),
 * in a browser of its own: what the platform costs, apart from what this extension adds.
 */
async function lookUpThroughFloor(emulatorUrl: string, key: string, links: string[]): Promise<number[]> {
  const ext = await launchWithExtension({ emulatorUrl, extensionDir: FLOOR_EXTENSION });
  try {
    await ext.context.unrouteAll();
    const page = await ext.context.newPage();
    await page.goto(ext.pageUrl('page.html'));
    await page.waitForFunction(() => 'lookUp' in globalThis);
    const times: number[] = [];
    for (const link of links) {
      const url = `${emulatorUrl}/social/posts/details?link=${encodeURIComponent(link)}`;
      times.push(await page.evaluate(([url, key]) => (globalThis as unknown as { lookUp(u: string, k: string): Promise<number> }).lookUp(url, key), [url, key] as const));
      // A pause as between the panel's lookups, so the record settled behind an answer is not timed with the next one.
      await page.waitForTimeout(30);
    }
    return times;
  } finally {
    await ext.close();
  }
}
