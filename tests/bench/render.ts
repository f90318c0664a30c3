import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumPath, ROOT } from '../../scripts/browser';
import { definedOnly } from '../../lib/util/defined';

/**
 * The side panel's post view in real Chromium (the same components and CSS, bundled by esbuild,
 * with a fake background answering at once), 420 px wide like the panel:
 * - a post with a 1 MiB text of no spaces, mixing scripts, emoji, combining marks and bidi
 *   controls (the costliest text to lay out that was found), against the same view with the
 *   ordinary short post;
 * - 5,000 comments, from "Load comments" to the list laid out, against one page of 30.
 * Each is the median of several runs.
 */
export async function benchRender() {
  const bundle = await build({
    entryPoints: [join(ROOT, 'tests', 'bench', 'render-entry.tsx')],
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    jsx: 'automatic',
    target: 'chrome120',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.MODE': '"production"' },
    loader: { '.css': 'empty' },
  });
  const css = ['theme.css', 'ui.css'].map((f) => readFileSync(join(ROOT, 'assets', f), 'utf8')).join('\n');
  const browser = await chromium.launch({ ...definedOnly({ executablePath: chromiumPath() }), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 420, height: 860 } });
    await page.setContent('<!doctype html><html><body class="sidepanel"><div id="root"></div></body></html>');
    await page.addStyleTag({ content: css });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.addScriptTag({ content: 'window.__name = (f) => f;' });
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    return await page.evaluate(async () => {
      type Bench = { renderPost(t: string): number; loadComments(n: number): Promise<number> };
      const bench = (window as unknown as { __renderBench: Bench }).__renderBench;
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const parts = ['a', 'ש', 'ش', '😀', '\u0301', '漢', '\u202e', 'b', '\u202c'];
      let hostile = '';
      while (hostile.length < 1 << 20) hostile += parts[hostile.length % parts.length];
      const runs = 5;
      const short: number[] = [];
      const long: number[] = [];
      for (let i = 0; i < runs; i++) {
        short.push(bench.renderPost('Our spring tournament starts Saturday!'));
        long.push(bench.renderPost(hostile));
      }
      const page30: number[] = [];
      const all5000: number[] = [];
      for (let i = 0; i < runs; i++) {
        page30.push(await bench.loadComments(30));
        all5000.push(await bench.loadComments(5_000));
      }
      return { hostileMs: median(long), shortMs: median(short), comments5000Ms: median(all5000), comments30Ms: median(page30) };
    });
  } finally {
    await browser.close();
  }
}
