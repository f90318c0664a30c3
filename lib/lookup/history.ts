import type { HistoryEntry } from './types';
import { createSerialQueue } from '../util/serial-queue';
import type { KeyValueStore } from './store';

/**
 * The last lookups, newest first (the popup shows five; running one again is free from the
 * cache). The same request run again moves to the top instead of appearing twice. Key matches
 * the storage item `local:history`.
 */

export const HISTORY_KEY = 'history';
export const DEFAULT_HISTORY_MAX = 50;

export interface LookupHistory {
  add(entry: HistoryEntry): Promise<void>;
  /** Newest first. */
  list(limit?: number): Promise<HistoryEntry[]>;
  clear(): Promise<void>;
}

/** Stable identity of a request (key order does not matter). */
export function requestIdentity(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function createLookupHistory(options: { store: KeyValueStore; max?: number }): LookupHistory {
  const { store } = options;
  const max = options.max ?? DEFAULT_HISTORY_MAX;
  const serial = createSerialQueue();
  const read = async (): Promise<HistoryEntry[]> => {
    const v = (await store.get([HISTORY_KEY]))[HISTORY_KEY];
    return Array.isArray(v) ? (v as HistoryEntry[]) : [];
  };
  return {
    add(entry) {
      return serial(async () => {
        const id = requestIdentity(entry.request);
        const list = (await read()).filter((e) => requestIdentity(e.request) !== id);
        list.unshift(entry);
        await store.set({ [HISTORY_KEY]: list.slice(0, max) });
      });
    },
    list: (limit) => serial(async () => (await read()).slice(0, limit ?? max)),
    clear: () => serial(() => store.remove([HISTORY_KEY])),
  };
}

/** Where every lookup is kept for good (the library's history, in IndexedDB). */
export type LookupLog = LookupHistory;

/**
 * The history kept in the library (every lookup, newest first: the popup's recent list comes
 * from it), with the last few also in storage.local under `history`, which extension pages watch
 * to know when to ask again.
 */
export function createKeptHistory(options: { log: LookupLog; store: KeyValueStore; max?: number }): LookupHistory {
  const recent = createLookupHistory(options);
  return {
    add: async (entry) => {
      await Promise.all([options.log.add(entry), recent.add(entry)]);
    },
    list: async (limit) => {
      const kept = await options.log.list(limit).catch(() => null);
      return kept && kept.length ? kept : recent.list(limit);
    },
    clear: async () => {
      await Promise.all([options.log.clear(), recent.clear()]);
    },
  };
}
