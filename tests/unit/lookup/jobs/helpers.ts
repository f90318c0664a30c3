import { createJobRunner, type JobRunner } from '../../../../lib/lookup/jobs/runner';
import { createJobStore, type JobStore } from '../../../../lib/lookup/jobs/store';
import type { JobRecord, JobSpec } from '../../../../lib/lookup/jobs/types';
import { memoryStore, type KeyValueStore } from '../../../../lib/lookup/store';
import { createClientProvider } from '../../../../lib/lookup/client-provider';
import { isClientUnavailable } from '../../../../lib/lookup/run';
import type { Settings } from '../../../../lib/lookup/settings';
import { KNOWN } from '../../../../emulator/data/known';
import type { Emu, LedgerEntry } from '../../fixtures/emulator';
import { TEST_KEY } from '../../fixtures/emulator';
import { makeHarness, type Harness } from '../helpers';
import { freshLibraryDb } from '../production-path';
import type { LibraryStore } from '../../../../lib/lookup/library/types';

/**
 * A "worker" for the job tests: a lookup service, a job store and a runner over storage (and a
 * library database) shared with the next worker. Stopping it drops everything in memory and makes every later read or write
 * of its storage hang, as a stopped service worker's would: nothing it had not written survives.
 */

type Shared = KeyValueStore & { dump(): Record<string, unknown> };

function generation(shared: Shared, library: LibraryStore): { kv: Shared; library: LibraryStore; kill(): void } {
  let dead = false;
  const never = <T>() => new Promise<T>(() => undefined);
  const kv: Shared = {
    get: (keys) => (dead ? never() : shared.get(keys)),
    set: (items) => (dead ? never() : shared.set(items)),
    remove: (keys) => (dead ? never() : shared.remove(keys)),
    keys: () => (dead ? never() : shared.keys()),
    dump: () => shared.dump(),
  };
  // The library's database alike: every method of a stopped worker's hangs.
  const kept = new Proxy(library, {
    get: (target, name: keyof LibraryStore) => {
      const value = target[name];
      return typeof value === 'function' ? (...args: unknown[]) => (dead ? never() : (value as (...a: unknown[]) => unknown).apply(target, args)) : value;
    },
  });
  return { kv, library: kept, kill: () => void (dead = true) };
}

export interface Hooks {
  beforeCall?(job: JobRecord): unknown;
  afterAnswer?(job: JobRecord): unknown;
}

export interface Worker {
  h: Harness;
  runner: JobRunner;
  store: JobStore;
  hooks: Hooks;
  shared: Shared;
  /** The library's database, shared with the next worker. */
  library: LibraryStore;
  /** The worker stops: the runner and the lookup core's memory are gone, their writes never land. */
  stop(): void;
}

export interface WorkerOptions {
  settings?: Partial<Settings>;
  key?: string | null;
}

export function startWorker(emu: Emu, shared: Shared = memoryStore(), options: WorkerOptions = {}, library: LibraryStore = freshLibraryDb('jobs')): Worker {
  const gen = generation(shared, library);
  const h = makeHarness(emu.url, {
    store: gen.kv,
    libraryStore: gen.library,
    key: options.key === undefined ? TEST_KEY : options.key,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const store = createJobStore(gen.kv);
  const hooks: Hooks = {};
  const runner = createJobRunner({
    lookup: h.service,
    store,
    ledger: h.ledger,
    scope: async () => h.settings.baseUrl,
    // The same provider the lookup core uses, asked whether a call can go out at all.
    unavailable: async () => {
      const client = await createClientProvider({ settings: async () => h.settings, apiKey: async () => h.key })();
      return isClientUnavailable(client) ? client.error : null;
    },
    hooks: { beforeCall: (j) => hooks.beforeCall?.(j), afterAnswer: (j) => hooks.afterAnswer?.(j) },
  });
  return {
    h, runner, store, hooks, shared, library,
    stop() {
      runner.halt();
      gen.kill();
    },
  };
}

/** The next worker over the same storage, started as the background starts one. */
export async function restartWorker(emu: Emu, previous: Worker, options: WorkerOptions = {}): Promise<Worker> {
  const next = startWorker(emu, previous.shared, { settings: previous.h.settings, ...options }, previous.library);
  await next.h.ledger.recoverInterrupted();
  return next;
}

export const POST = KNOWN.posts.manyComments;
export const commentsJob = (extra: Partial<JobSpec> = {}): JobSpec => ({
  useCase: 'post_comments',
  input: { link: POST.url },
  announcedTotal: POST.comments,
  label: `Comments of post ${POST.id}`,
  ...extra,
});

/** Paid answers of the emulator's ledger for one operation (a 200 whose body was broken is not charged). */
export async function paid(emu: Emu, operation = 'social_get_post_comments'): Promise<LedgerEntry[]> {
  return (await emu.ledger()).filter((e) => e.operation === operation && e.status === 200 && e.fault !== 'malformed_json');
}

/** Every cursor (none: the first page) paid for, with how many times. */
export function pagesPaid(entries: LedgerEntry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) {
    const k = e.params.end_cursor ?? '(first)';
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

export async function jobOf(w: Worker, id: string): Promise<JobRecord> {
  const job = (await w.runner.list()).find((j) => j.id === id);
  if (!job) throw new Error(`no job ${id}`);
  return job;
}

/** Starts a job and waits until nothing runs any more. */
export async function runJob(w: Worker, spec: JobSpec, cap = 1000): Promise<JobRecord> {
  const started = await w.runner.start(spec, cap);
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  await w.runner.idle();
  return jobOf(w, started.job.id);
}

/** Resolves once `condition` holds (checked every few ms); fails after `timeoutMs`. */
export async function eventually(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
