import type { CreditsRecord, CreditsView, LedgerEntry } from './types';
import { createSerialQueue } from '../util/serial-queue';
import { mergeCredits, spendingOf, type Spending } from './ledger-summary';
import { readPending, type AsideRecord } from './ledger-read';
import { createLedgerPages } from './ledger-pages';
import type { KeyValueStore } from './store';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * The credit ledger: one entry per call attempt (retries and failures included) and per cache
 * hit (0 credits), bounded to the last 5,000. Remaining credits are the latest figure the
 * service reported (any answer's meta, or the free /usage call). spentToday / spentThisMonth are
 * derived from the ledger in the user's local time zone. Writes go through one promise chain, so
 * concurrent calls never lose an entry. Kept in the store it is given (storage.local in the
 * background) under the keys below; pages read them through the background's messages.
 */

export type { CreditsRecord };
export type { AsideRecord } from './ledger-read';
export { LEDGER_ASIDE_KEY } from './ledger-read';
export { LEDGER_HEAD_KEY, LEDGER_KEY, LEDGER_PAGE_PREFIX, LEDGER_PAGE_SIZE } from './ledger-pages';

/** Calls sent and not yet answered, apart from the ledger so recording one is a small write. */
export const LEDGER_PENDING_KEY = STORAGE_KEYS.local.ledgerPending;
export const CREDITS_KEY = STORAGE_KEYS.local.credits;
export const DEFAULT_LEDGER_MAX = 5000;
export { mergeCredits, spendingOf, startOfLocalDay, startOfLocalMonth, type Spending } from './ledger-summary';

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
  /** The balance was the key's: forgotten when the key is removed or replaced (open pages hear of it). */
  forgetCredits(): Promise<void>;
  spending(at?: number): Promise<Spending>;
  view(dailyBudget: number | null): Promise<CreditsView>;
  /** What was stored under the ledger's keys and could not be read, kept raw (oldest first). */
  aside(): Promise<AsideRecord[]>;
  clear(): Promise<void>;
}

/** What of a stored balance record can be read: a balance that is not a count of credits (garbled storage) is no balance. */
function readableCredits(v: unknown): CreditsRecord {
  if (!v || typeof v !== 'object') return {};
  const r = v as Record<string, unknown>;
  const count = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
  const out: CreditsRecord = {};
  if (count(r.remaining)) out.remaining = r.remaining;
  if (typeof r.reportedAt === 'number' && Number.isFinite(r.reportedAt)) out.reportedAt = r.reportedAt;
  if (typeof r.plan === 'string') out.plan = r.plan;
  if (count(r.limit)) out.limit = r.limit;
  return out;
}

export function createCreditLedger(options: {
  store: KeyValueStore;
  maxEntries?: number;
  now?: () => number;
  /** Told when stored records could not be read and were set aside (how many). */
  onRepair?: (count: number) => void;
}): CreditLedger {
  const { store } = options;
  const max = options.maxEntries ?? DEFAULT_LEDGER_MAX;
  const now = options.now ?? Date.now;
  const serial = createSerialQueue();

  // Stored in pages of PAGE_SIZE entries (`ledger:<n>`, with a small head), so recording a call
  // rewrites one page, not the whole ledger; the oldest pages are dropped past `max`. The
  // background is the ledger's only writer: after the first read, this worker's copies (the
  // entries, the calls pending, the balance) are the stored ones (every write goes to both, the
  // copy once the write succeeded), so reading them costs no storage round trip, and recording a
  // call before it goes out is one write.
  const pages = createLedgerPages({ store, max, now, onRepair: (n) => options.onRepair?.(n) });
  let pendingMemo: Record<string, LedgerEntry> | null = null;
  let creditsMemo: CreditsRecord | null = null;

  /** The calls pending (a copy to change: `write` stores it); a record it cannot read is repaired, what cannot be read set aside. */
  async function readPendingCalls(): Promise<Record<string, LedgerEntry>> {
    if (!pendingMemo) {
      const stored = (await store.get([LEDGER_PENDING_KEY]))[LEDGER_PENDING_KEY];
      const { pending, aside } = readPending(LEDGER_PENDING_KEY, stored, now());
      if (aside.length) {
        await pages.setAside(aside);
        await store.set({ [LEDGER_PENDING_KEY]: pending });
        options.onRepair?.(aside.length);
      }
      pendingMemo = pending;
    }
    return { ...pendingMemo };
  }

  /** The credits record to store beside new entries: the newest balance they report. */
  async function creditsFrom(entries: LedgerEntry[]): Promise<Record<string, unknown>> {
    const last = entries.filter((e) => typeof e.creditsRemaining === 'number').at(-1);
    if (!last) return {};
    const merged = mergeCredits(await readCredits(), { remaining: last.creditsRemaining!, reportedAt: last.time });
    return merged ? { [CREDITS_KEY]: merged } : {};
  }
  async function readCredits(): Promise<CreditsRecord> {
    if (!creditsMemo) {
      const v = (await store.get([CREDITS_KEY]))[CREDITS_KEY];
      creditsMemo = readableCredits(v);
    }
    return creditsMemo;
  }
  /** Writes `items` (and the ledger's pages of `added`), then takes the pending calls and balance among them as the stored ones. */
  async function write(added: LedgerEntry[], items: Record<string, unknown>): Promise<void> {
    if (added.length) await pages.append(added, items);
    else await store.set(items);
    if (LEDGER_PENDING_KEY in items) pendingMemo = items[LEDGER_PENDING_KEY] as Record<string, LedgerEntry>;
    if (CREDITS_KEY in items) creditsMemo = items[CREDITS_KEY] as CreditsRecord;
  }

  return {
    record(input) {
      const added = Array.isArray(input) ? input : [input];
      if (added.length === 0) return Promise.resolve();
      return serial(async () => {
        await write(added, await creditsFrom(added));
      });
    },
    begin(entry) {
      return serial(async () => {
        const pending = await readPendingCalls();
        pending[entry.flightId] = { ...entry, status: 'pending' };
        await write([], { [LEDGER_PENDING_KEY]: pending });
      });
    },
    settle(flightId, entries) {
      return serial(async () => {
        const pending = await readPendingCalls();
        delete pending[flightId];
        await write(entries, { ...(await creditsFrom(entries)), [LEDGER_PENDING_KEY]: pending });
      });
    },
    recoverInterrupted() {
      return serial(async () => {
        const stale = Object.values(await readPendingCalls()).sort((a, b) => a.time - b.time);
        if (stale.length === 0) return 0;
        const interrupted = stale.map(({ flightId: _gone, ...rest }): LedgerEntry => ({
          ...rest,
          status: 'interrupted',
          errorCode: 'interrupted',
          // No answer said what it cost: the price shown, as for a client timeout.
          ...(rest.creditsCharged > 0 ? { priceEstimated: true } : {}),
        }));
        await write(interrupted, { [LEDGER_PENDING_KEY]: {} });
        return stale.length;
      });
    },
    /** The ledger with the calls still in flight, by time. */
    entries: () =>
      serial(async () => {
        const pending = Object.values(await readPendingCalls());
        const list = await pages.entries();
        return pending.length ? [...list, ...pending].sort((a, b) => a.time - b.time) : list;
      }),
    credits: () => serial(async () => ({ ...(await readCredits()) })),
    updateCredits(patch) {
      return serial(async () => {
        const merged = mergeCredits(await readCredits(), patch);
        if (merged) await write([], { [CREDITS_KEY]: merged });
      });
    },
    forgetCredits: () => serial(() => write([], { [CREDITS_KEY]: {} })),
    async spending(at) {
      return spendingOf(await serial(pages.entries), at ?? now());
    },
    async view(dailyBudget) {
      const [entries, credits] = await serial(async () => [await pages.entries(), await readCredits()] as const);
      const view: CreditsView = { ...spendingOf(entries, now()), dailyBudget };
      if (credits.remaining !== undefined) view.remaining = credits.remaining;
      if (credits.reportedAt !== undefined) view.reportedAt = credits.reportedAt;
      if (credits.plan !== undefined) view.plan = credits.plan;
      if (credits.limit !== undefined) view.limit = credits.limit;
      return view;
    },
    aside: () =>
      serial(async () => {
        await readPendingCalls();
        return pages.aside();
      }),
    clear: () => serial(pages.clear),
  };
}
