import { createSerialQueue } from '../util/serial-queue';
import type { KeyValueStore } from './store';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * A small log of the failures the background handles on purpose (a write the browser refused, an
 * answer that could not be kept), with enough context to debug them. The ledger view shows it.
 */

export const ERROR_LOG_KEY = STORAGE_KEYS.local.errorLog;
export const ERROR_LOG_MAX = 200;

export interface LogEntry {
  time: number;
  /** Where it happened: "ledger.settle", "cache.set" … */
  where: string;
  code: string;
  message: string;
  context?: Record<string, string | number | boolean>;
}

export interface ErrorLog {
  /** Never throws: a log that cannot be written goes to the console instead. */
  add(entry: Omit<LogEntry, 'time'>): Promise<void>;
  /** Newest last. */
  list(): Promise<LogEntry[]>;
}

export function errorText(e: unknown): { code: string; message: string } {
  if (e && typeof e === 'object') {
    const o = e as { code?: unknown; name?: unknown; message?: unknown };
    const code = typeof o.code === 'string' ? o.code : typeof o.name === 'string' ? o.name : 'error';
    return { code, message: typeof o.message === 'string' ? o.message : String(e) };
  }
  return { code: 'error', message: String(e) };
}

const isLogEntry = (v: unknown): v is LogEntry => {
  const e = v as Record<string, unknown> | null;
  const context = e?.context as Record<string, unknown> | undefined;
  return (
    !!e && typeof e === 'object' && typeof e.time === 'number' && Number.isFinite(e.time) &&
    typeof e.where === 'string' && typeof e.code === 'string' && typeof e.message === 'string' &&
    (context === undefined || (!!context && typeof context === 'object' && !Array.isArray(context) &&
      Object.values(context).every((x) => ['string', 'number', 'boolean'].includes(typeof x))))
  );
};

export function createErrorLog(options: { store: KeyValueStore; now?: () => number; max?: number }): ErrorLog {
  const { store } = options;
  const now = options.now ?? Date.now;
  const max = options.max ?? ERROR_LOG_MAX;
  const serial = createSerialQueue();
  // This worker's copy: what went wrong still shows when the disk that is full is the log's own.
  let memo: LogEntry[] | null = null;
  const read = async () => {
    if (memo) return memo;
    const v = (await store.get([ERROR_LOG_KEY]))[ERROR_LOG_KEY];
    const list: unknown[] = v === undefined ? [] : Array.isArray(v) ? v : [v];
    memo = list.filter(isLogEntry);
    // The log's own garbage is said in the log (it is rewritten with the next entry).
    const unreadable = list.length - memo.length;
    if (unreadable) memo.push({ time: now(), where: 'log.read', code: 'record_repaired', message: 'Stored log entries that could not be read were left out.', context: { key: ERROR_LOG_KEY, count: unreadable } });
    return memo;
  };
  return {
    add(entry) {
      const full: LogEntry = { time: now(), ...entry };
      console.warn(`[${full.where}] ${full.code}: ${full.message}`, full.context ?? '');
      return serial(async () => {
        memo = [...(await read()), full].slice(-max);
        await store.set({ [ERROR_LOG_KEY]: memo });
      }).catch((e: unknown) => console.error('The error log could not be written', e));
    },
    list: () => serial(async () => [...(await read())]),
  };
}

/** Unreadable records logged one by one, at most this many a time (the log is bounded). */
const UNREADABLE_LOGGED = 10;

/**
 * Stored records that could not be read and were left out (a repair, not a crash): each is logged
 * under `where` with the key it was found under and the start of its raw value.
 */
export function logUnreadable(log: ErrorLog | undefined, where: string, key: string, raw: readonly unknown[]): void {
  if (!log) return;
  raw.slice(0, UNREADABLE_LOGGED).forEach((value) => {
    const text = JSON.stringify(value) ?? String(value);
    void log.add({ where, code: 'record_repaired', message: `A stored record that could not be read was left out (${raw.length} under "${key}").`, context: { key, raw: text.slice(0, 200) } });
  });
}
