import { createSerialQueue } from '../../util/serial-queue';
import type { KeyValueStore } from '../store';
import type { JobRecord } from './types';
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

export function createJobStore(kv: KeyValueStore, onChange?: (jobs: JobRecord[]) => void): JobStore {
  const serial = createSerialQueue();
  const read = async (): Promise<JobRecord[]> => {
    const v = (await kv.get([JOBS_KEY]))[JOBS_KEY];
    return Array.isArray(v) ? (v as JobRecord[]) : [];
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
        return Array.isArray(v) ? (v as string[]) : [];
      }),
    addPage: (id, key) =>
      serial(async () => {
        // A job removed while its page was in flight keeps nothing.
        if (!(await read()).some((j) => j.id === id)) return;
        const k = jobPagesKey(id);
        const v = (await kv.get([k]))[k];
        const keys = Array.isArray(v) ? (v as string[]) : [];
        if (!keys.includes(key)) await kv.set({ [k]: [...keys, key] });
      }),
  };
}
