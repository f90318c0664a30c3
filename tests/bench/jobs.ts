import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { memoryStore, type KeyValueStore } from '../../lib/lookup/store';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/lookup/settings';
import { createJobRunner } from '../../lib/lookup/jobs/runner';
import { createJobStore } from '../../lib/lookup/jobs/store';
import type { JobSpec } from '../../lib/lookup/jobs/types';
import { createLookupCore } from '../unit/lookup/production-path';

/**
 * job_rate_efficiency: a 1,000-comment job (nothing kept) with the lookup core and the job runner
 * the background runs, on a key limited to 10 calls a second (the emulator's key and
 * settings.ratePerSecond alike): its duration against calls ÷ rate. (Credits with a worker stop:
 * jobs-browser.ts, in Chromium.)
 */

const KEY = 'bench-jobs';
export const COMMENTS = 1000;
const PAGE = 30;

interface Ledger {
  calls: { operation: string | null; status: number; creditsCharged: number; key: string | null }[];
}

function worker(shared: KeyValueStore, settings: Settings) {
  // The lookup core as the background builds it (the library over fake IndexedDB as its cache).
  const { service: lookup, ledger } = createLookupCore({ store: shared, settings: async () => settings, apiKey: async () => KEY });
  return createJobRunner({ lookup, ledger, store: createJobStore(shared), scope: async () => settings.baseUrl, ratePerSecond: async () => settings.ratePerSecond });
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

/**
 * The demo data's largest thread has under 500 comments: the bench's own emulator gives its
 * largest post 1,000 (comments are derived from the count, so the service pages them as any).
 * Returns the job that collects them.
 */
export function thousandCommentJob(emu: RunningEmulator): JobSpec {
  const posts = (emu.state.dataset as unknown as { posts: { commentsCount: number; url: string; kind: string }[] }).posts;
  const post = posts.filter((p) => p.kind === 'post').sort((a, b) => b.commentsCount - a.commentsCount)[0]!;
  post.commentsCount = COMMENTS;
  return { useCase: 'post_comments', input: { link: post.url }, announcedTotal: COMMENTS, label: 'Bench: 1,000 comments' };
}

export async function benchJobRate() {
  const emu = await startEmulator({ port: 0, log: false, keys: [{ token: KEY, plan: 'enterprise', credits: 1_000_000, ratePerSecond: null, ratePerHour: null }] });
  try {
    const spec = thousandCommentJob(emu);
    const pages = Math.ceil(COMMENTS / PAGE);
    const rate = 10;
    await control(emu, 'PUT', `/keys/${KEY}`, { ratePerSecond: rate, ratePerHour: null });
    const limited = worker(memoryStore(), { ...DEFAULT_SETTINGS, baseUrl: emu.url, dailyBudget: null, ratePerSecond: rate });
    const t0 = performance.now();
    const r = await limited.start(spec, 10_000);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    await limited.idle();
    const durationMs = performance.now() - t0;
    const rated = await charged(emu);
    const rejected = ((await control(emu, 'GET', '/ledger')) as Ledger).calls.filter((c) => c.status === 429).length;
    const job = (await limited.list())[0]!;
    if (job.status !== 'done' || job.items !== COMMENTS || rated.calls !== pages) throw new Error(`the job ended ${job.status} with ${job.items} comments in ${rated.calls} calls`);
    return { durationMs, calls: rated.calls, ratePerSecond: rate, idealMs: (rated.calls / rate) * 1000, rejected };
  } finally {
    await emu.close();
  }
}
