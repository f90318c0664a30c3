import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumPath, ROOT, serveSiteFromEmulator, SITE_HOST } from '../../scripts/browser';
import { definedOnly } from '../../lib/util/defined';

/**
 * The content script's scanner in real Chromium, on the fixture site's 5,000-link page: its first
 * scan (every link classified: the scanner keeps the newest entities but classifies them all) and
 * an incremental scan of 100 appended links, against a bare querySelectorAll('a[href]') pass
 * reading every href over the same page. The scanner is the same module the content script
 * runs (lib/site/scanner.ts), bundled and injected into the page.
 */
export async function benchScan(emulatorUrl: string) {
  const bundle = await build({
    entryPoints: [`${ROOT}/lib/site/scanner.ts`],
    bundle: true,
    format: 'iife',
    globalName: '__scannerLib',
    write: false,
    minify: true,
    target: 'chrome120',
  });
  const code = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({
    ...definedOnly({ executablePath: chromiumPath() }),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    await context.route((url) => SITE_HOST.test(url.hostname), (route) => serveSiteFromEmulator(route, emulatorUrl));
    const page = await context.newPage();
    await page.goto('https://www.social.example/__bench/links?n=5000');
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.addScriptTag({ content: 'window.__name = (f) => f;' });
    await page.addScriptTag({ content: code });
    return await page.evaluate(async () => {
      type Lib = { createPageScanner(o: Record<string, unknown>): { stop(): void } };
      const lib = (window as unknown as { __scannerLib: Lib }).__scannerLib;
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const runs = 15;
      const links = document.querySelectorAll('a[href]').length;

      // Bare pass and first scan alternate, so both meet the same state of a noisy machine.
      const bare: number[] = [];
      const firstTimes: number[] = [];
      let sink = 0;
      for (let i = 0; i < runs; i++) {
        let t0 = performance.now();
        const anchors = document.querySelectorAll('a[href]');
        for (let j = 0; j < anchors.length; j++) sink += (anchors[j] as HTMLAnchorElement).href.length;
        bare.push(performance.now() - t0);
        t0 = performance.now();
        const s = lib.createPageScanner({ report: () => {}, debounceMs: 60_000 });
        firstTimes.push(performance.now() - t0);
        s.stop();
      }

      // Incremental: 100 new links appended to a live page; timed until the observer has run.
      const incremental: number[] = [];
      const scanner = lib.createPageScanner({ report: () => {}, debounceMs: 60_000 });
      const feed = document.body;
      for (let round = 0; round < runs; round++) {
        const box = document.createElement('div');
        for (let i = 0; i < 100; i++) {
          const a = document.createElement('a');
          a.href = `https://www.social.example/northwindgames/posts/${9_000_000_000 + round * 1000 + i}`;
          a.textContent = 'post';
          box.appendChild(a);
        }
        const t0 = performance.now();
        feed.appendChild(box);
        await Promise.resolve(); // the observer's callback runs in the microtask checkpoint before this
        incremental.push(performance.now() - t0);
      }
      scanner.stop();
      return { links, bareMs: median(bare), firstMs: median(firstTimes), incrementalMs: median(incremental), sink };
    });
  } finally {
    await browser.close();
  }
}
