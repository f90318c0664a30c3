import type { CreditsView, LedgerEntry } from '../messaging/protocol';
import type { CreditsRecord } from '../storage/model';
import { createSerialQueue, type KeyValueStore } from './store';

/**
 * The credit ledger: one entry per call attempt (retries and failures included) and per cache
 * hit (0 credits), bounded to the last 5,000. Remaining credits are the latest figure the
 * service reported (any answer's meta, or the free /usage call). spentToday / spentThisMonth are
 * derived from the ledger in the user's local time zone. Writes go through one promise chain, so
 * concurrent calls never lose an entry. Keys match the storage items `local:ledger` and
 * `local:credits` (lib/storage/items.ts), so extension pages can watch them.
 */

export type { CreditsRecord };

export const LEDGER_KEY = 'ledger';
/** Calls sent and not yet answered, apart from the ledger so recording one is a small write. */
export const LEDGER_PENDING_KEY = 'ledgerPending';
export const CREDITS_KEY = 'credits';
export const DEFAULT_LEDGER_MAX = 5000;

export interface Spending {
  spentToday: number;
  spentThisMonth: number;
}

export interface CreditLedger {
  /** Appends entries (oldest first) and takes the newest creditsRemaining among them. */
  record(entries: LedgerEntry | LedgerEntry[]): Promise<void>;
  /**
   * Records a call as sent before its answer is known, so a worker stopped mid-call still leaves
   * a trace. `settle` replaces it with what the call came to.
   */
  begin(entry: Omit<LedgerEntry, 'status' | 'flightId'> & { flightId: string }): Promise<void>;
  settle(flightId: string, entries: LedgerEntry[]): Promise<void>;
  /**
   * At worker start: calls still pending belong to a worker that stopped mid-call. The service
   * charges an abandoned call, so they become 'interrupted' at their estimated price.
   */
  recoverInterrupted(): Promise<number>;
  /** All entries, oldest first. */
  entries(): Promise<LedgerEntry[]>;
  credits(): Promise<CreditsRecord>;
  /** Sets what /usage (or an answer) reported. Older reports never overwrite newer ones. */
  updateCredits(patch: CreditsRecord & { reportedAt: number }): Promise<void>;
  spending(at?: number): Promise<Spending>;
  view(dailyBudget: number | null): Promise<CreditsView>;
  clear(): Promise<void>;
}

export function startOfLocalDay(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function startOfLocalMonth(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), 1).getTime();
}

/** Sums credits charged today and this month (local time) from ledger entries. */
export function spendingOf(entries: readonly LedgerEntry[], at: number): Spending {
  const day = startOfLocalDay(at);
  const month = startOfLocalMonth(at);
  let spentToday = 0;
  let spentThisMonth = 0;
  for (const e of entries) {
    const c = typeof e.creditsCharged === 'number' && Number.isFinite(e.creditsCharged) ? e.creditsCharged : 0;
    // A pending call is reserved against the budget in memory until it settles.
    if (c <= 0 || e.time < month || e.status === 'pending') continue;
    spentThisMonth += c;
    if (e.time >= day) spentToday += c;
  }
  return { spentToday, spentThisMonth };
}

export function createCreditLedger(options: { store: KeyValueStore; maxEntries?: number; now?: () => number }): CreditLedger {
  const { store } = options;
  const max = options.maxEntries ?? DEFAULT_LEDGER_MAX;
  const now = options.now ?? Date.now;
  const serial = createSerialQueue();

  // The background is the ledger's only writer: after the first read, this worker's copy is the
  // stored one (every write below goes to both), so reading it costs no storage round trip.
  let memo: LedgerEntry[] | null = null;
  async function readEntries(): Promise<LedgerEntry[]> {
    if (memo) return memo.slice();
    const v = (await store.get([LEDGER_KEY]))[LEDGER_KEY];
    memo = Array.isArray(v) ? (v as LedgerEntry[]) : [];
    return memo.slice();
  }
  async function readPending(): Promise<Record<string, LedgerEntry>> {
    const v = (await store.get([LEDGER_PENDING_KEY]))[LEDGER_PENDING_KEY];
    return v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, LedgerEntry>) } : {};
  }

  /** The credits record to store beside new entries: the newest balance they report. */
  async function creditsFrom(entries: LedgerEntry[]): Promise<Record<string, unknown>> {
    const last = entries.filter((e) => typeof e.creditsRemaining === 'number').at(-1);
    if (!last) return {};
    const merged = mergeCredits(await readCredits(), { remaining: last.creditsRemaining!, reportedAt: last.time });
    return merged ? { [CREDITS_KEY]: merged } : {};
  }
  async function writeEntries(list: LedgerEntry[], extra: Record<string, unknown> = {}): Promise<void> {
    const kept = list.length > max ? list.slice(list.length - max) : list;
    await store.set({ ...extra, [LEDGER_KEY]: kept });
    memo = kept;
  }
  async function readCredits(): Promise<CreditsRecord> {
    const v = (await store.get([CREDITS_KEY]))[CREDITS_KEY];
    return v && typeof v === 'object' ? (v as CreditsRecord) : {};
  }

  function mergeCredits(current: CreditsRecord, patch: CreditsRecord & { reportedAt: number }): CreditsRecord | null {
    if (current.reportedAt !== undefined && patch.reportedAt < current.reportedAt) return null;
    const next: CreditsRecord = { ...current, reportedAt: patch.reportedAt };
    if (patch.remaining !== undefined) next.remaining = patch.remaining;
    if (patch.plan !== undefined) next.plan = patch.plan;
    if (patch.limit !== undefined) next.limit = patch.limit;
    return next;
  }

  return {
    record(input) {
      const added = Array.isArray(input) ? input : [input];
      if (added.length === 0) return Promise.resolve();
      return serial(async () => {
        const list = await readEntries();
        list.push(...added);
        await writeEntries(list, await creditsFrom(added));
      });
    },
    begin(entry) {
      return serial(async () => {
        const pending = await readPending();
        pending[entry.flightId] = { ...entry, status: 'pending' };
        await store.set({ [LEDGER_PENDING_KEY]: pending });
      });
    },
    settle(flightId, entries) {
      return serial(async () => {
        const pending = await readPending();
        delete pending[flightId];
        const list = await readEntries();
        list.push(...entries);
        await writeEntries(list, { ...(await creditsFrom(entries)), [LEDGER_PENDING_KEY]: pending });
      });
    },
    recoverInterrupted() {
      return serial(async () => {
        const stale = Object.values(await readPending());
        if (stale.length === 0) return 0;
        const list = await readEntries();
        for (const e of stale.sort((a, b) => a.time - b.time)) {
          const { flightId: _gone, ...rest } = e;
          list.push({ ...rest, status: 'interrupted', errorCode: 'interrupted' });
        }
        await writeEntries(list, { [LEDGER_PENDING_KEY]: {} });
        return stale.length;
      });
    },
    /** The ledger with the calls still in flight, by time. */
    entries: () =>
      serial(async () => {
        const pending = Object.values(await readPending());
        const list = await readEntries();
        return pending.length ? [...list, ...pending].sort((a, b) => a.time - b.time) : list;
      }),
    credits: () => serial(readCredits),
    updateCredits(patch) {
      return serial(async () => {
        const merged = mergeCredits(await readCredits(), patch);
        if (merged) await store.set({ [CREDITS_KEY]: merged });
      });
    },
    async spending(at) {
      return spendingOf(await serial(readEntries), at ?? now());
    },
    async view(dailyBudget) {
      const [entries, credits] = await serial(async () => [await readEntries(), await readCredits()] as const);
      const view: CreditsView = { ...spendingOf(entries, now()), dailyBudget };
      if (credits.remaining !== undefined) view.remaining = credits.remaining;
      if (credits.reportedAt !== undefined) view.reportedAt = credits.reportedAt;
      if (credits.plan !== undefined) view.plan = credits.plan;
      if (credits.limit !== undefined) view.limit = credits.limit;
      return view;
    },
    clear: () =>
      serial(async () => {
        await store.remove([LEDGER_KEY]);
        memo = [];
      }),
  };
}
