/**
 * `npm run bench`: performance and credit figures, each with a baseline measured in the same run
 * and their ratio (these machines are noisy: ratios hold, absolute times do not). Prints a table
 * and writes docs/benchmarks.md and bench/results.json. `npm run bench -- --runs 3` measures
 * three times in a row (one build, each run in a process of its own) and writes every run side by
 * side: a target is met when it holds in each of them. `--only worker_start,sizes` measures only the
 * named groups (see GROUPS) and prints them without writing docs/benchmarks.md: a partial table
 * is no record of the benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../../emulator/server';
import { ROOT } from '../../scripts/browser';
import { benchChaos } from './chaos';
import { benchClassify, benchUrlParse } from './classify';
import { benchCredits } from './credits';
import { benchJobRate } from './jobs';
import { benchJobsInChromium } from './jobs-browser';
import { benchLibrary } from './library';
import { benchBoardImport } from './boards';
import { benchLookupOverhead } from './overhead';
import { benchRender } from './render';
import { benchScan } from './scan';
import { builtSizes } from './sizes';
import { benchWorkerStart } from './worker-start';
import { benchWatchCredits } from './watch';

interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target?: string;
  note?: string;
}

const figures: Figure[] = [];
const add = (f: Omit<Figure, 'ratio'> & { ratio?: number | null }) =>
  figures.push({ ...f, value: round(f.value), baseline: f.baseline === null ? null : round(f.baseline), ratio: f.ratio === undefined ? (f.baseline ? round(f.value / f.baseline) : null) : f.ratio === null ? null : round(f.ratio) });
const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 1000) / 1000);

/** `--runs N` (or `--runs=N`): how many times to measure; 1 by default. */
function runsAsked(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  if (i < 0) return 1;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10) throw new Error(`--runs takes a whole number from 1 to 10, not "${raw}"`);
  return n;
}

/** The figures' groups, each measured as one: what `--only` names. */
const GROUPS = ['classify', 'scan', 'overhead', 'credits', 'jobs', 'render', 'library', 'boards', 'chaos', 'worker_start', 'sizes', 'watch'] as const;
type Group = (typeof GROUPS)[number];

/** `--only a,b` (or `--only=a,b`): the groups to measure; all of them by default. */
function groupsAsked(argv: string[]): Set<Group> {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i < 0) return new Set(GROUPS);
  const raw = (argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1]) ?? '';
  const names = raw.split(',').filter(Boolean);
  const unknown = names.filter((n) => !(GROUPS as readonly string[]).includes(n));
  if (!names.length || unknown.length) throw new Error(`--only takes groups among ${GROUPS.join(', ')}, not "${raw}"`);
  return new Set(names as Group[]);
}
const only = groupsAsked(process.argv.slice(2));
const wanted = (group: Group) => only.has(group);

async function main() {
  // A child of a multi-run bench: measure once (the parent built) and hand the figures back.
  const out = process.env.BENCH_FIGURES_OUT;
  if (out) {
    await measure();
    writeFileSync(out, JSON.stringify(figures));
    return;
  }
  const runs = runsAsked(process.argv.slice(2));
  console.log('Building the extension (production, and the e2e build for browser figures)…');
  // The production build is measured for its sizes; the browser figures run the e2e build.
  for (const script of wanted('sizes') ? ['build', 'build:e2e'] : ['build:e2e']) {
    const r = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`npm run ${script} failed`);
  }
  if (runs === 1) {
    await measure();
    write([figures]);
    return;
  }
  // Each run in a process of its own, as separate `npm run bench` runs would be: one run's heap
  // (100,000 library entities in fake-indexeddb) must not slow the next.
  const measured: Figure[][] = [];
  const dir = mkdtempSync(join(tmpdir(), 'social-lookup-bench-'));
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`Run ${run} of ${runs}…`);
      const file = join(dir, `run-${run}.json`);
      const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_FIGURES_OUT: file } });
      if (r.status !== 0) throw new Error(`run ${run} failed`);
      measured.push(JSON.parse(readFileSync(file, 'utf8')) as Figure[]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  write(measured);
}

/** Every figure once, into `figures`. */
async function measure() {
  if (wanted('classify')) {
    const parse = await benchUrlParse();
    const classify = await benchClassify();
    add({ name: 'classify_per_s', value: classify.classify_per_s, unit: 'urls/s', baseline: parse.url_parse_per_s, target: '≥ 300,000 /s', note: 'baseline: bare `new URL()` parses per second over the same URLs' });
  }

  const emulator = await startEmulator({ port: 0, log: false });
  try {
    if (wanted('scan')) {
      const scan = await benchScan(emulator.url);
      add({ name: 'scan_first_ms', value: scan.firstMs, unit: 'ms', baseline: scan.bareMs, note: `${scan.links} links, every one classified (no cap); baseline: bare querySelectorAll + href reads` });
      add({ name: 'scan_first_ratio', value: scan.firstMs / scan.bareMs, unit: '×', baseline: null, ratio: null, target: '< 3×' });
      add({ name: 'scan_incremental_ms', value: scan.incrementalMs, unit: 'ms', baseline: null, target: '< 2 ms', note: '100 appended links' });
    }

    if (wanted('overhead')) {
      const overhead = await benchLookupOverhead(emulator.url);
      add({ name: 'lookup_overhead_ms_median', value: overhead.medianMs, unit: 'ms', baseline: overhead.directMedianMs, target: '< 50 ms', note: `side panel click → rendered result, ${overhead.lookups} uncached post lookups, alternating with the direct fetches (each lookup answered within SHOW_LOADING_AFTER_MS, so no loading view is drawn in between, as for a user); baseline: direct fetch + JSON.parse from a page; no request routing in either` });
      add({ name: 'lookup_overhead_ratio', value: overhead.medianMs / overhead.directMedianMs, unit: '×', baseline: null, ratio: null, target: '< 2×' });
      add({ name: 'lookup_floor_ms_median', value: overhead.floorMedianMs, unit: 'ms', baseline: overhead.directMedianMs, note: 'the same lookups through the least an extension needs (tests/bench/floor-extension): what the platform costs' });
    }

    if (wanted('worker_start')) {
      const start = await benchWorkerStart(emulator.url);
      add({ name: 'worker_start_ms', value: start.medianMs, unit: 'ms', baseline: start.floorMedianMs, note: `median of ${start.rounds}: the side panel's "Look up" on a post whose answer is kept, clicked with the service worker stopped (CDP ServiceWorker.stopAllWorkers), to the answer on screen, the worker started by the click; baseline: the same path through the floor extension (its page's port wakes a stopped worker that answers from storage), in a browser open alongside, the two alternating` });
      add({ name: 'worker_start_ratio', value: start.medianMs / start.floorMedianMs, unit: '×', baseline: null, ratio: null, target: '< 1.5×' });
      add({ name: 'worker_start_script_only_ms', value: start.scriptMedianMs, unit: 'ms', baseline: start.floorMedianMs, note: `median of ${start.rounds}: the same floor path, its worker carrying the extension's built worker script after its own, loaded and compiled on each start but never run (a third browser, taking its turn with the other two); baseline: the floor. What the script's size alone costs a woken worker` });
    }

    if (wanted('credits')) {
      const credits = await benchCredits(emulator.url, emulator.state.dataset);
      const note = `${credits.lookups} lookups, ${credits.distinctAnswers} distinct answers; baseline: lower bound (each distinct answer paid once, one call more per link that names no id; which links are one entity by the emulator's data)`;
      add({ name: 'credits_vs_lower_bound', value: credits.spent / credits.lowerBound, unit: '×', baseline: null, ratio: null, target: 'exactly 1.00', note: `${credits.spent} credits spent, lower bound ${credits.lowerBound}` });
      add({ name: 'credits_no_cache_vs_lower_bound', value: credits.spentNoCache / credits.lowerBound, unit: '×', baseline: null, ratio: null, note: `${credits.spentNoCache} credits with the cache off; ${note}` });
    }
  } finally {
    await emulator.close();
  }

  if (wanted('watch')) {
    const w = await benchWatchCredits();
    add({ name: 'watch_credits_vs_calls_needed', value: w.spent / w.needed, unit: '×', baseline: null, ratio: null, target: 'exactly 1.00', note: `seed ${w.seed}: a day of checks over 20 watches (every 1, 6, 12, 24 h), ${w.checks} checks, ${w.newItems} new items in a seeded stream; ${w.spent} credits spent against ${w.needed} for the fewest calls that see every new item and the first one already met (one page for a quiet source); the scheduler and checks of the background over a list source behind the lookup core's run` });
  }

  if (wanted('jobs')) {
    const stopped = await benchJobsInChromium();
    add({ name: 'job_credits_vs_lower_bound', value: stopped.spent / stopped.lowerBound, unit: '×', baseline: null, ratio: null, target: 'exactly 1.00', note: `real Chromium: a 1,000-comment job (${stopped.lowerBound} pages, ${stopped.rate} calls/s) whose service worker was stopped through CDP (ServiceWorker.stopAllWorkers) after page ${stopped.stopAfter}, at a page boundary, and woken by the jobs alarm ${Math.round(stopped.wokeAfterMs / 1000)} s later; ${stopped.spent} credits charged by the emulator (${stopped.chargedAtStop} before the stop), lower bound ${stopped.lowerBound} (each page once)` });
    const rate = await benchJobRate();
    add({ name: 'job_rate_efficiency', value: rate.durationMs / rate.idealMs, unit: '×', baseline: null, ratio: null, target: '< 1.2', note: `Node, the background's lookup core and job runner: a 1,000-comment job, nothing kept, on a key limited to ${rate.ratePerSecond}/s (emulator key and settings.ratePerSecond): ${Math.round(rate.durationMs)} ms for ${rate.calls} calls against calls ÷ rate = ${Math.round(rate.idealMs)} ms; ${rate.rejected} answered 429` });
  }

  if (wanted('render')) {
    const render = await benchRender();
    add({ name: 'render_hostile_ms', value: render.hostileMs, unit: 'ms', baseline: render.shortMs, target: '< 100 ms', note: 'real Chromium, 420 px: the post view with a 1 MiB text of no spaces (mixed scripts, emoji, combining marks, bidi controls), render to laid out; baseline: the same view with a one-line post' });
    add({ name: 'render_5000_comments_ms', value: render.comments5000Ms, unit: 'ms', baseline: render.comments30Ms, target: '< 200 ms', note: 'real Chromium: "Load comments" click to 5,000 comments rendered (virtualised) and laid out; baseline: one page of 30' });
  }
  if (wanted('library')) {
    const lib = await benchLibrary();
    const at = `${lib.entities.toLocaleString('en')} entities in Node over fake-indexeddb (slower than the browser's IndexedDB: upper bounds)`;
    add({ name: 'library_search_ms', value: lib.searchMs, unit: 'ms', baseline: 50, target: '< 50 ms', note: `median full-text search, one or two words, 50 newest; ${at}; baseline: the target` });
    add({ name: 'library_open_ms', value: lib.openMs, unit: 'ms', baseline: 20, target: '< 20 ms', note: `median open of a kept item; ${at}; baseline: the target` });
    add({ name: 'export_csv_10k_ms', value: lib.exportMs, unit: 'ms', baseline: 1000, target: '< 1,000 ms', note: `${lib.exportRows} comments of one post, read and written as CSV; baseline: the target` });
    add({ name: 'cold_lookup_ratio', value: lib.coldFullMs / lib.coldEmptyMs, unit: '×', baseline: null, ratio: null, target: '< 2×', note: `first cached answer after the database is opened anew: ${round(lib.coldFullMs)} ms with the full library, ${round(lib.coldEmptyMs)} ms with an empty one` });
  }
  if (wanted('boards')) {
    const b = await benchBoardImport();
    add({ name: 'board_import_10k_ms', value: b.ms, unit: 'ms', baseline: 2000, target: '< 2000 ms', note: `a board of ${b.items} items (${b.answers} kept answers, ${Math.round(b.bytes / 1e6)} MB file) imported from its text into an empty library, in Node over fake-indexeddb (an upper bound); baseline: the target` });
  }

  if (wanted('chaos')) {
    const chaos = await benchChaos();
    const cr = chaos.report;
    add({ name: 'chaos_ledger_mismatches', value: chaos.mismatches, unit: 'calls', baseline: null, ratio: null, target: '0', note: `seed ${cr.plan.seed}: ${cr.plan.requests} lookups and list pages, ${cr.stops} worker stops (CDP); ${cr.reconciliation.serviceCalls} calls / ${cr.reconciliation.serviceCredits} credits at the service, ${cr.reconciliation.interrupted} interrupted, ${cr.reconciliation.reRequests} honest re-requests, ${cr.reconciliation.cutBeforeService} cut before reaching the service` });
  }

  if (!wanted('sizes')) return;
  const sizes = builtSizes(join(ROOT, '.output', 'chrome-mv3'));
  const sizeTargets: Record<string, number> = { size_content_gz_kb: 8, size_background_gz_kb: 100, size_popup_gz_kb: 120, size_sidepanel_gz_kb: 120, size_options_gz_kb: 120 };
  for (const [name, value] of Object.entries(sizes)) {
    add({ name, value, unit: 'KB gz', baseline: sizeTargets[name]!, target: `< ${sizeTargets[name]} KB`, note: 'baseline: the target' });
  }
}

/** A run's cell: the value, with its ratio to the baseline where the baseline is another measurement. */
const measuredBaseline = (f: Figure) => f.baseline !== null && !f.note?.includes('baseline: the target');
const cell = (f: Figure) => (measuredBaseline(f) && f.ratio !== null ? `${f.value} (${f.ratio}×)` : `${f.value}`);

function write(measured: Figure[][]) {
  const last = measured[measured.length - 1]!;
  const table =
    measured.length === 1
      ? [
          '| Figure | Value | Unit | Baseline | Ratio | Target | Note |',
          '| --- | ---: | --- | ---: | ---: | --- | --- |',
          ...last.map((f) => `| \`${f.name}\` | ${f.value} | ${f.unit} | ${f.baseline ?? '—'} | ${f.ratio ?? '—'} | ${f.target ?? ''} | ${f.note ?? ''} |`),
        ].join('\n')
      : [
          `| Figure | ${measured.map((_, i) => `Run ${i + 1}`).join(' | ')} | Unit | Target | Note (last run) |`,
          `| --- | ${measured.map(() => '---:').join(' | ')} | --- | --- | --- |`,
          ...last.map((f) => {
            const cells = measured.map((run) => {
              const same = run.find((x) => x.name === f.name);
              return same ? cell(same) : '—';
            });
            const base = measuredBaseline(f) ? ` Baseline (last run): ${f.baseline} ${f.unit}.` : '';
            return `| \`${f.name}\` | ${cells.join(' | ')} | ${f.unit} | ${f.target ?? ''} | ${f.note ?? ''}${base} |`;
          }),
        ].join('\n');
  // Some groups only: printed, not recorded.
  if (only.size < GROUPS.length) {
    console.log(table);
    return;
  }
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const plain = (fs: Figure[]) => fs.map(({ name, value, unit, baseline, ratio }) => ({ name, value, unit, baseline, ratio }));
  writeFileSync(join(ROOT, 'bench', 'results.json'), JSON.stringify({ runs: measured.map(plain) }, null, 2) + '\n');
  const runsLine = measured.length === 1 ? '' : ` Each figure was measured ${measured.length} times in a row (one build, each run in a process of its own); a cell shows the value and, where the baseline is a measurement of the same run, the ratio to it.`;
  writeFileSync(
    join(ROOT, 'docs', 'benchmarks.md'),
    `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.platform}, Node ${process.version}). Absolute times vary with the machine; the ratios against the baselines measured in the same run are the figures to compare.${runsLine}\n\nThe render figures (\`render_*\`) are measured in real Chromium, not happy-dom: happy-dom does no layout, and laying out text is where a hostile body costs (a long run of text with no break opportunity). The side panel's components and CSS are bundled into a page 420 px wide with a fake background that answers at once (tests/bench/render.ts).\n\n${table}\n`,
  );
  console.log(table);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
