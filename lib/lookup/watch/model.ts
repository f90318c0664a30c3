import { stableKey } from '../../util/stable-key';
import type { ErrorView } from '../types';
import { JOB_USE_CASES, type JobUseCase } from '../jobs/kinds';

/**
 * Watchlists: a list use case checked on a schedule for items not seen before. Any use case of
 * the table with a `job` (a list walked page by page) can be watched, so a site's lists come with
 * its entries. A watch's record lives in storage.local (`watches`, store.ts) and is written
 * before each page is asked for and after each answer (check.ts).
 */

export const WATCH_USE_CASES: readonly JobUseCase[] = JOB_USE_CASES;
export type WatchUseCase = JobUseCase;

/** How often a watch is checked, in hours. */
export const WATCH_SCHEDULES = [1, 6, 12, 24] as const;
export type WatchEvery = (typeof WATCH_SCHEDULES)[number];

export const HOUR_MS = 3_600_000;
/** New items kept per watch (the oldest go first), and item keys remembered as known. */
export const MAX_NEW_PER_WATCH = 200;
export const MAX_KNOWN_PER_WATCH = 1000;
/** Pages one check may walk before it stops (a source that got many new items at once). */
export const MAX_PAGES_PER_CHECK = 10;

/** What to watch: a list use case's input without its cursor, and a label for people. */
export interface WatchSpec {
  useCase: WatchUseCase;
  input: Record<string, unknown>;
  label: string;
}

/** An item a check found that the watch had not met before. */
export interface NewItem {
  key: string;
  /** When the check found it (ms). */
  foundAt: number;
  /** The item's own time, when it says one (ISO text). */
  time?: string;
  title?: string;
  url?: string;
  seen: boolean;
}

export type WatchStatus = 'active' | 'paused';

export interface WatchRecord {
  id: string;
  spec: WatchSpec;
  everyHours: WatchEvery;
  /** Credits its checks may spend a day at most. */
  capPerDay: number;
  status: WatchStatus;
  /** Why it is paused, or why its last check failed (a row of the error table). */
  reason?: ErrorView;
  createdAt: number;
  /** When the next check is due (ms). */
  nextAt: number;
  lastCheckAt?: number;
  checks: number;
  calls: number;
  credits: number;
  /** The day (local date text) `creditsToday` counts. */
  day: string;
  creditsToday: number;
  /** Keys of items met, newest first (bounded): a check stops paging at the first of them. */
  known: string[];
  /** Items found new, newest first (bounded). */
  found: NewItem[];
  /**
   * The page being asked for: written before the call, so a worker stopped between the answer and
   * its record finds in the ledger that it was paid, and takes the kept answer instead of paying again.
   */
  checking?: { since: number; cursor?: string; pages: number };
}

/** The local day of a time, as the ledger's day counts it. */
export function dayOf(t: number): string {
  const d = new Date(t);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

export function newWatch(id: string, spec: WatchSpec, everyHours: WatchEvery, capPerDay: number, now: number): WatchRecord {
  return { id, spec, everyHours, capPerDay, status: 'active', createdAt: now, nextAt: now, checks: 0, calls: 0, credits: 0, day: dayOf(now), creditsToday: 0, known: [], found: [] };
}

/** Items found and not yet looked at. */
export const unseenOf = (w: Pick<WatchRecord, 'found'>): number => w.found.filter((f) => !f.seen).length;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** What tells an item apart from others of its list: its id, else its link, else its content. */
export function itemKey(item: unknown): string {
  const o = (item ?? {}) as Record<string, unknown>;
  return str(o.id) ?? str(o.pageId) ?? str(o.url) ?? stableKey(item);
}

/** The few words of an item the New view shows (whatever kind of list it comes from). */
export function summarize(item: unknown, foundAt: number): NewItem {
  const o = (item ?? {}) as Record<string, unknown>;
  const title = str(o.text) ?? str(o.body) ?? str(o.title) ?? str(o.name) ?? str(o.pageName);
  const time = str(o.time) ?? str(o.startDate) ?? str(o.createdTime);
  const url = str(o.url) ?? str(o.snapshotUrl);
  return { key: itemKey(item), foundAt, seen: false, ...(title ? { title: title.slice(0, 280) } : {}), ...(time ? { time } : {}), ...(url ? { url } : {}) };
}
