import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { createResponseCache } from '../../lib/lookup/cache';
import { createClientProvider } from '../../lib/lookup/client-provider';
import { createCreditLedger } from '../../lib/lookup/ledger';
import { createLookupService } from '../../lib/lookup/run';
import { memoryStore, type KeyValueStore } from '../../lib/lookup/store';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/lookup/settings';
import { createJobRunner, type JobRunner } from '../../lib/lookup/jobs/runner';
import { createJobStore } from '../../lib/lookup/jobs/store';
import type { JobRecord, JobSpec } from '../../lib/lookup/jobs/types';

/**
 * Bulk jobs against the emulator, with the lookup core and the job runner the background runs:
 * - credits: a 1,000-comment job whose worker stops in the middle (between a page's answer and the
 *   job's write: the worst point), resumed by a new runner and lookup core over the same storage
 *   (a runner restart from stored state, not a Chromium worker stop), against the lower bound
 *   (each page paid once);
 * - rate: the same job on a key limited to 10 calls a second (emulator and settings alike), its
 *   duration against calls ÷ rate.
 */

const KEY = 'bench-jobs';
const COMMENTS = 1000;
const PAGE = 30;

interface Ledger {
  calls: { operation: string | null; status: number; creditsCharged: number; key: string | null }[];
}

/** A store whose reads and writes hang once the worker is stopped, as a stopped worker's would. */
function generation(shared: KeyValueStore) {
  let dead = false;
  const never = <T>() => new Promise<T>(() => undefined);
  const kv: KeyValueStore = {
    get: (keys) => (dead ? never() : shared.get(keys)),
    set: (items) => (dead ? never() : shared.set(items)),
    remove: (keys) => (dead ? never() : shared.remove(keys)),
  };
  return { kv, kill: () => void (dead = true) };
}

function worker(url: string, shared: KeyValueStore, settings: Settings, hooks: { afterAnswer?: (j: JobRecord) => unknown } = {}) {
  const gen = generation(shared);
  const s = async () => settings;
  const ledger = createCreditLedger({ store: gen.kv });
  const lookup = createLookupService({
    getClient: createClientProvider({ settings: s, apiKey: async () => KEY }),
    cache: createResponseCache({ store: gen.kv, lifetimes: async () => settings.cacheLifetimes }),
    ledger,
    settings: s,
  });
  const runner: JobRunner = createJobRunner({
    lookup, ledger, store: createJobStore(gen.kv), scope: async () => settings.baseUrl, ratePerSecond: async () => settings.ratePerSecond, hooks,
  });
  return { runner, ledger, stop: () => (runner.halt(), gen.kill()) };
}

async function control(emu: RunningEmulator, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${emu.url}/__emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

async function charged(emu: RunningEmulator): Promise<{ credits: number; calls: number }> {
  const { calls } = (await control(emu, 'GET', '/ledger')) as Ledger;
  const mine = calls.filter((c) => c.key === KEY && c.status === 200);
  return { credits: mine.reduce((s, c) => s + c.creditsCharged, 0), calls: mine.length };
}

export async function benchJobs() {
  const emu = await startEmulator({ port: 0, log: false, keys: [{ token: KEY, plan: 'enterprise', credits: 1_000_000, ratePerSecond: null, ratePerHour: null }] });
  try {
    // The demo data's largest thread has under 500 comments: this bench's own emulator gives its
    // largest post 1,000 (comments are derived from the count, so the service pages them as any).
    const posts = (emu.state.dataset as unknown as { posts: { commentsCount: number; url: string; kind: string }[] }).posts;
    const post = posts.filter((p) => p.kind === 'post').sort((a, b) => b.commentsCount - a.commentsCount)[0]!;
    post.commentsCount = COMMENTS;
    const spec: JobSpec = { useCase: 'post_comments', input: { link: post.url }, announcedTotal: COMMENTS, label: 'Bench: 1,000 comments' };
    const pages = Math.ceil(COMMENTS / PAGE);
    const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: emu.url, dailyBudget: null, ratePerSecond: 100 };

    // 1. Credits with a worker stop in the middle.
    const shared = memoryStore();
    let seen = 0;
    const first = worker(emu.url, shared, settings, {
      afterAnswer: () => {
        if (++seen === Math.floor(pages / 2)) first.stop();
      },
    });
    const started = await first.runner.start(spec, 10_000);
    if (!started.ok) throw new Error(started.error.message);
    while (seen < Math.floor(pages / 2)) await new Promise((r) => setTimeout(r, 5));
    const second = worker(emu.url, shared, settings);
    await second.ledger.recoverInterrupted();
    second.runner.wake();
    await second.runner.idle();
    const job = (await second.runner.list())[0]!;
    if (job.status !== 'done' || job.items !== COMMENTS) throw new Error(`the job ended ${job.status} with ${job.items} comments`);
    const spent = await charged(emu);

    // 2. Rate: a fresh job (nothing kept) on a key limited to 10 a second.
    const rate = 10;
    await control(emu, 'POST', '/reset');
    (emu.state.dataset as unknown as { posts: typeof posts }).posts.find((p) => p.url === post.url)!.commentsCount = COMMENTS;
    await control(emu, 'PUT', `/keys/${KEY}`, { ratePerSecond: rate, ratePerHour: null });
    const limited = worker(emu.url, memoryStore(), { ...settings, ratePerSecond: rate });
    const t0 = performance.now();
    const r = await limited.runner.start(spec, 10_000);
    if (!r.ok) throw new Error(r.error.message);
    await limited.runner.idle();
    const durationMs = performance.now() - t0;
    const rated = await charged(emu);
    const rejected = ((await control(emu, 'GET', '/ledger')) as Ledger).calls.filter((c) => c.status === 429).length;
    return {
      credits: { spent: spent.credits, calls: spent.calls, lowerBound: pages, stopAfterPage: Math.floor(pages / 2), jobCredits: job.credits },
      rate: { durationMs, calls: rated.calls, ratePerSecond: rate, idealMs: (rated.calls / rate) * 1000, rejected },
    };
  } finally {
    await emu.close();
  }
}
