import { createSerialQueue } from '../../util/serial-queue';
import { STORAGE_KEYS } from '../../util/storage-keys';
import type { ErrorLog } from '../log';
import { logUnreadable } from '../log';
import type { KeyValueStore } from '../store';
import { WATCH_SCHEDULES, WATCH_USE_CASES, type WatchRecord } from './model';

/**
 * The watches' records in storage.local under `watches` (an array, oldest first), and the
 * choices of how new items are announced under `watchPrefs`. One serial writer: a check's write
 * never loses a concurrent pause or "seen".
 */

export const WATCHES_KEY = STORAGE_KEYS.local.watches;
export const WATCH_PREFS_KEY = STORAGE_KEYS.local.watchPrefs;

/** How new items are announced: the unseen count on the toolbar badge, a browser notification. */
export interface WatchPrefs {
  badge: boolean;
  notify: boolean;
}
export const DEFAULT_WATCH_PREFS: WatchPrefs = { badge: false, notify: false };

export interface WatchStore {
  list(): Promise<WatchRecord[]>;
  get(id: string): Promise<WatchRecord | undefined>;
  /** Changes one record (null: it is removed); returns the new record, null when it is gone. */
  update(id: string, change: (w: WatchRecord) => WatchRecord | null): Promise<WatchRecord | null>;
  updateAll(change: (w: WatchRecord) => WatchRecord): Promise<WatchRecord[]>;
  add(w: WatchRecord): Promise<void>;
  prefs(): Promise<WatchPrefs>;
  setPrefs(p: Partial<WatchPrefs>): Promise<WatchPrefs>;
}

const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const record = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stored watch the scheduler and the views can read. */
export function isWatchRecord(v: unknown): v is WatchRecord {
  if (!record(v) || !record(v.spec)) return false;
  return (
    typeof v.id === 'string' &&
    (WATCH_USE_CASES as readonly unknown[]).includes(v.spec.useCase) &&
    record(v.spec.input) &&
    typeof v.spec.label === 'string' &&
    (WATCH_SCHEDULES as readonly unknown[]).includes(v.everyHours) &&
    (v.status === 'active' || v.status === 'paused') &&
    ['capPerDay', 'createdAt', 'nextAt', 'checks', 'calls', 'credits', 'creditsToday'].every((k) => count(v[k])) &&
    typeof v.day === 'string' &&
    Array.isArray(v.known) &&
    Array.isArray(v.found) &&
    (v.checking === undefined || record(v.checking)) &&
    (v.reason === undefined || record(v.reason))
  );
}

export function createWatchStore(kv: KeyValueStore, onChange?: (watches: WatchRecord[]) => void, log?: ErrorLog): WatchStore {
  const serial = createSerialQueue();
  const read = async (): Promise<WatchRecord[]> => {
    const v = (await kv.get([WATCHES_KEY]))[WATCHES_KEY];
    if (v === undefined) return [];
    const list: unknown[] = Array.isArray(v) ? v : [v];
    const watches = list.filter(isWatchRecord);
    if (watches.length < list.length) {
      logUnreadable(log, 'watches.read', WATCHES_KEY, list.filter((w) => !isWatchRecord(w)));
      await kv.set({ [WATCHES_KEY]: watches });
    }
    return watches;
  };
  const write = async (watches: WatchRecord[]) => {
    await kv.set({ [WATCHES_KEY]: watches });
    onChange?.(watches);
  };
  const prefs = async (): Promise<WatchPrefs> => {
    const v = (await kv.get([WATCH_PREFS_KEY]))[WATCH_PREFS_KEY];
    const p = record(v) ? v : {};
    return { badge: p.badge === true, notify: p.notify === true };
  };
  return {
    list: () => serial(read),
    get: (id) => serial(async () => (await read()).find((w) => w.id === id)),
    update: (id, change) =>
      serial(async () => {
        const watches = await read();
        const i = watches.findIndex((w) => w.id === id);
        if (i < 0) return null;
        const next = change(watches[i]!);
        if (next) watches[i] = next;
        else watches.splice(i, 1);
        await write(watches);
        return next;
      }),
    updateAll: (change) =>
      serial(async () => {
        const watches = (await read()).map(change);
        await write(watches);
        return watches;
      }),
    add: (w) => serial(async () => write([...(await read()), w])),
    prefs: () => serial(prefs),
    setPrefs: (p) =>
      serial(async () => {
        const next = { ...(await prefs()), ...p };
        await kv.set({ [WATCH_PREFS_KEY]: next });
        return next;
      }),
  };
}
