import { createSerialQueue } from '../../util/serial-queue';
import type { ErrorView } from '../types';
import { checkWatch, type CheckDeps, type CheckOutcome } from './check';
import type { WatchPrefs } from './store';
import { newWatch, type NewItem, type WatchEvery, type WatchRecord, type WatchSpec } from './model';

/**
 * When watches are checked. A watch is due once its `nextAt` has passed; after a check the next
 * is one period after that check (not after the slot it was due in), so a browser that was
 * closed for days checks each overdue watch once when it starts, not once per missed slot. A
 * check a stopped worker left midway is due at once. Checks run one at a time (one queue).
 */

export interface SchedulerDeps extends CheckDeps {
  newId?: () => string;
  /** Told after each round of checks: what was found, for the badge and a notification. */
  onFound?(fresh: { watch: WatchRecord; items: NewItem[] }[]): unknown;
}

export interface WatchScheduler {
  add(spec: WatchSpec, everyHours: WatchEvery, capPerDay: number): Promise<WatchRecord>;
  list(): Promise<WatchRecord[]>;
  /** Checks every due watch once; resolves with what each check came to. */
  runDue(): Promise<CheckOutcome[]>;
  /** Checks one watch now, whatever its schedule ("Check now"). */
  checkNow(id: string): Promise<CheckOutcome>;
  pause(id: string): Promise<WatchRecord | null>;
  /** Goes on: due at once, the reason gone. */
  resume(id: string): Promise<WatchRecord | null>;
  remove(id: string): Promise<void>;
  change(id: string, patch: { everyHours?: WatchEvery; capPerDay?: number }): Promise<WatchRecord | null>;
  /** Marks found items seen: of one watch, of some items, or all. */
  markSeen(sel: { id?: string; keys?: string[] }): Promise<void>;
  /** The earliest time a watch is due (null: none is active), for the alarm. */
  nextDue(): Promise<number | null>;
  /** How new items are announced; a patch changes it. */
  prefs(patch?: Partial<WatchPrefs>): Promise<WatchPrefs>;
}

/** Active watches whose time has come, or that a stopped worker left midway. */
export function dueWatches(watches: readonly WatchRecord[], now: number): WatchRecord[] {
  return watches.filter((w) => w.status === 'active' && (w.nextAt <= now || w.checking !== undefined));
}

export function nextDueOf(watches: readonly WatchRecord[]): number | null {
  const active = watches.filter((w) => w.status === 'active');
  return active.length ? Math.min(...active.map((w) => (w.checking ? 0 : w.nextAt))) : null;
}

export function createWatchScheduler(deps: SchedulerDeps): WatchScheduler {
  const { store, now } = deps;
  const serial = createSerialQueue();
  const newId = deps.newId ?? (() => `w${now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);

  async function pauseAll(reason: ErrorView): Promise<void> {
    await store.updateAll((w) => (w.status === 'active' ? { ...w, status: 'paused', reason } : w));
  }

  async function report(outcomes: CheckOutcome[]): Promise<void> {
    const found = outcomes.flatMap((o) => (o.kind === 'done' && o.fresh.length ? [{ watch: o.watch, items: o.fresh }] : []));
    await deps.onFound?.(found);
  }

  async function one(id: string): Promise<CheckOutcome> {
    const out = await checkWatch(deps, id);
    if (out.kind === 'failed' && out.pauseAll) await pauseAll(out.error);
    return out;
  }

  return {
    async add(spec, everyHours, capPerDay) {
      const w = newWatch(newId(), spec, everyHours, capPerDay, now());
      await store.add(w);
      return w;
    },
    list: () => store.list(),
    runDue: () =>
      serial(async () => {
        const outcomes: CheckOutcome[] = [];
        for (const w of dueWatches(await store.list(), now())) {
          const out = await one(w.id);
          outcomes.push(out);
          if (out.kind === 'failed' && out.pauseAll) break;
        }
        await report(outcomes);
        return outcomes;
      }),
    checkNow: (id) =>
      serial(async () => {
        const out = await one(id);
        await report([out]);
        return out;
      }),
    pause: (id) => store.update(id, (w) => ({ ...w, status: 'paused' })),
    resume: (id) =>
      store.update(id, (w) => {
        const { reason: _r, ...rest } = w;
        return { ...rest, status: 'active', nextAt: Math.min(w.nextAt, now()) };
      }),
    remove: async (id) => void (await store.update(id, () => null)),
    change: (id, patch) => store.update(id, (w) => ({ ...w, ...patch })),
    markSeen: async ({ id, keys }) => {
      const pick = keys ? new Set(keys) : null;
      await store.updateAll((w) =>
        id !== undefined && w.id !== id ? w : { ...w, found: w.found.map((f) => (!pick || pick.has(f.key) ? { ...f, seen: true } : f)) },
      );
    },
    nextDue: async () => nextDueOf(await store.list()),
    prefs: (patch) => (patch && Object.keys(patch).length ? store.setPrefs(patch) : store.prefs()),
  };
}
