// Throughput of classifyUrl over the dev URL fixture: the median of seven rounds of 50,000
// classifications (one round can meet a collection or a recompilation on a noisy machine).
// Target: at least 300,000 classifications per second in Node.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyUrl } from '../../lib/site/index';

const ROUND = 50_000;
const ROUNDS = 7;

/** Median rate over the rounds of `run` (which does ROUND iterations). */
function medianRate(run: () => void): number {
  const rates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    run();
    rates.push((ROUND / (performance.now() - start)) * 1000);
  }
  return Math.round(rates.sort((a, b) => a - b)[ROUNDS >> 1]!);
}

export async function benchClassify(): Promise<{ classify_per_s: number }> {
  const file = fileURLToPath(new URL('../fixtures/social-urls.dev.json', import.meta.url));
  const urls = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ url: string }>).map((e) => e.url);
  let sink = 0;
  // Warm up the JIT.
  for (let i = 0; i < 20_000; i++) sink += classifyUrl(urls[i % urls.length]!)?.url.length ?? 0;
  const rate = medianRate(() => {
    for (let i = 0; i < ROUND; i++) sink += classifyUrl(urls[i % urls.length]!)?.url.length ?? 0;
  });
  if (sink === 0) throw new Error('classification produced nothing');
  return { classify_per_s: rate };
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  void benchClassify().then((r) => console.log(JSON.stringify(r)));
}

/** Baseline for the classification figure: bare `new URL()` parses of the same URLs per second. */
export async function benchUrlParse(): Promise<{ url_parse_per_s: number }> {
  const file = fileURLToPath(new URL('../fixtures/social-urls.dev.json', import.meta.url));
  const urls = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ url: string }>).map((e) => e.url);
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += URL.canParse(urls[i % urls.length]!) ? 1 : 0;
  const rate = medianRate(() => {
    for (let i = 0; i < ROUND; i++) {
      try {
        sink += new URL(urls[i % urls.length]!).pathname.length;
      } catch {
        sink += 1;
      }
    }
  });
  if (sink === 0) throw new Error('nothing parsed');
  return { url_parse_per_s: rate };
}
