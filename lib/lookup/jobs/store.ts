import { createSerialQueue } from '../../util/serial-queue';
import type { KeyValueStore } from '../store';
import type { ErrorLog } from '../log';
import { logUnreadable } from '../log';
import { JOB_USE_CASES, type JobRecord } from './types';
import { STORAGE_KEYS } from '../../util/storage-keys';

/**
 * The jobs' records, in storage.local under `jobs` (an array, oldest first; pages read it through the background),
 * and each job's kept answers under `jobPages:<id>` (the cache keys of the pages it fetched, for
 * its export). One serial writer: a read-modify-write never loses a concurrent update.
 */

export const JOBS_KEY = STORAGE_KEYS.local.jobs;
export const jobPagesKey = (id: string) => `${STORAGE_KEYS.local.jobPagesPrefix}${id}`;

export interface JobStore {
  list(): Promise<JobRecord[]>;
  get(id: string): Promise<JobRecord | undefined>;
  /** Changes one record (null: it is gone); returns the new record. */
  update(id: string, change: (job: JobRecord) => JobRecord | null): Promise<JobRecord | null>;
  /** Changes every record at once (worker start: running jobs paused after a browser restart). */
  updateAll(change: (job: JobRecord) => JobRecord): Promise<JobRecord[]>;
  add(job: JobRecord): Promise<void>;
  /** The kept answers of a job's pages, in the order they came. */
  pages(id: string): Promise<string[]>;
  addPage(id: string, answerKey: string): Promise<void>;
}

const STATUSES = new Set(['running', 'paused', 'done', 'failed', 'cancelled']);
const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const record = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stored job the runner and the views can read: its spec, status, phase and counts. */
export function isJobRecord(v: unknown): v is JobRecord {
  if (!record(v) || !record(v.spec)) return false;
  const { spec } = v;
  return (
    typeof v.id === 'string' &&
    (JOB_USE_CASES as readonly unknown[]).includes(spec.useCase) &&
    record(spec.input) &&
    typeof spec.label === 'string' &&
    STATUSES.has(v.status as string) &&
    (v.phase === 'items' || v.phase === 'replies') &&
    ['createdAt', 'updatedAt', 'capCredits', 'pages', 'items', 'replyItems', 'calls', 'credits', 'runningMs'].every((k) => count(v[k])) &&
    ['finishedAt', 'total', 'waitUntil'].every((k) => v[k] === undefined || count(v[k])) &&
    (v.cursor === undefined || typeof v.cursor === 'string') &&
    (v.replies === undefined || Array.isArray(v.replies)) &&
    (v.inFlight === undefined || record(v.inFlight)) &&
    (v.reason === undefined || record(v.reason))
  );
}

/**
 * The jobs' store. Records that cannot be read (garbled storage) are left out and each is logged
 * (lib/lookup/log.ts): the readable ones go on as before.
 */
export function createJobStore(kv: KeyValueStore, onChange?: (jobs: JobRecord[]) => void, log?: ErrorLog): JobStore {
  const serial = createSerialQueue();
  const read = async (): Promise<JobRecord[]> => {
    const v = (await kv.get([JOBS_KEY]))[JOBS_KEY];
    if (v === undefined) return [];
    const list: unknown[] = Array.isArray(v) ? v : [v];
    const jobs = list.filter(isJobRecord);
    if (jobs.length < list.length) {
      logUnreadable(log, 'jobs.read', JOBS_KEY, list.filter((j) => !isJobRecord(j)));
      await kv.set({ [JOBS_KEY]: jobs });
    }
    return jobs;
  };
  const write = async (jobs: JobRecord[]) => {
    await kv.set({ [JOBS_KEY]: jobs });
    onChange?.(jobs);
  };
  return {
    list: () => serial(read),
    get: (id) => serial(async () => (await read()).find((j) => j.id === id)),
    update: (id, change) =>
      serial(async () => {
        const jobs = await read();
        const i = jobs.findIndex((j) => j.id === id);
        if (i < 0) return null;
        const next = change(jobs[i]!);
        if (next) jobs[i] = next;
        else {
          jobs.splice(i, 1);
          await kv.remove([jobPagesKey(id)]);
        }
        await write(jobs);
        return next;
      }),
    updateAll: (change) =>
      serial(async () => {
        const jobs = (await read()).map(change);
        await write(jobs);
        return jobs;
      }),
    add: (job) =>
      serial(async () => {
        await write([...(await read()), job]);
      }),
    pages: (id) =>
      serial(async () => {
        const v = (await kv.get([jobPagesKey(id)]))[jobPagesKey(id)];
        return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
      }),
    addPage: (id, key) =>
      serial(async () => {
        // A job removed while its page was in flight keeps nothing.
        if (!(await read()).some((j) => j.id === id)) return;
        const k = jobPagesKey(id);
        const v = (await kv.get([k]))[k];
        const keys = Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
        if (!keys.includes(key)) await kv.set({ [k]: [...keys, key] });
      }),
  };
}
