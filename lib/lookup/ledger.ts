import type { CreditsRecord, CreditsView, LedgerEntry } from './types';
import { createSerialQueue } from '../util/serial-queue';
import { mergeCredits, spendingOf, type Spending } from './ledger-summary';
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
export { mergeCredits, spendingOf, startOfLocalDay, startOfLocalMonth, type Spending } from './ledger-summary';

export const LEDGER_KEY = STORAGE_KEYS.local.ledger;
/** The ledger's pages: `ledger:<n>` holds entries n·250 to n·250+249; the head says which exist. */
export const LEDGER_PAGE_SIZE = 250;
export const LEDGER_PAGE_PREFIX = STORAGE_KEYS.local.ledgerPagePrefix;
export const LEDGER_HEAD_KEY = STORAGE_KEYS.local.ledgerHead;

interface LedgerHead {
  v: 2;
  /** Sequence number of the oldest stored entry (always the start of a page). */
  firstSeq: number;
  /** Sequence number the next entry gets. */
  nextSeq: number;
}

/** Keys of the pages holding sequence numbers from `from` (inclusive) to `to` (exclusive). */
function pageKeys(from: number, to: number): string[] {
  const keys: string[] = [];
  for (let p = Math.floor(from / LEDGER_PAGE_SIZE); p * LEDGER_PAGE_SIZE < to; p++) keys.push(LEDGER_PAGE_PREFIX + p);
  return keys;
}

/** Calls sent and not yet answered, apart from the ledger so recording one is a small write. */
export const LEDGER_PENDING_KEY = STORAGE_KEYS.local.ledgerPending;
export const CREDITS_KEY = STORAGE_KEYS.local.credits;
export const DEFAULT_LEDGER_MAX = 5000;

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

export function createCreditLedger(options: { store: KeyValueStore; maxEntries?: number; now?: () => number }): CreditLedger {
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
  let memo: { head: LedgerHead; entries: LedgerEntry[] } | null = null;
  let pendingMemo: Record<string, LedgerEntry> | null = null;
  let creditsMemo: CreditsRecord | null = null;

  async function load(): Promise<{ head: LedgerHead; entries: LedgerEntry[] }> {
    if (memo) return memo;
    const got = await store.get([LEDGER_HEAD_KEY, LEDGER_KEY]);
    const head = got[LEDGER_HEAD_KEY] as LedgerHead | undefined;
    if (head && head.v === 2 && Number.isInteger(head.firstSeq) && Number.isInteger(head.nextSeq)) {
      const keys = pageKeys(head.firstSeq, head.nextSeq);
      const pages = await store.get(keys);
      const entries = keys.flatMap((k) => (Array.isArray(pages[k]) ? (pages[k] as LedgerEntry[]) : []));
      if (entries.length === head.nextSeq - head.firstSeq) {
        memo = { head, entries };
        return memo;
      }
      // A page went missing (storage edited by hand): keep what is left, numbered afresh.
      memo = { head: { v: 2, firstSeq: 0, nextSeq: 0 }, entries: [] };
      await store.remove(keys);
      await append(entries);
      return memo;
    }
    memo = { head: { v: 2, firstSeq: 0, nextSeq: 0 }, entries: [] };
    // The first shape kept every entry in one array under `ledger`: moved into pages once.
    const legacy = got[LEDGER_KEY];
    if (Array.isArray(legacy) && legacy.length > 0) {
      await append(legacy as LedgerEntry[]);
      await store.remove([LEDGER_KEY]);
    }
    return memo;
  }

  /** The last `max` entries, oldest first (a copy). */
  async function readEntries(): Promise<LedgerEntry[]> {
    const { entries } = await load();
    return entries.slice(Math.max(0, entries.length - max));
  }

  /** Appends entries, writing only the pages they land in (and `extra` in the same write). */
  async function append(added: LedgerEntry[], extra: Record<string, unknown> = {}): Promise<void> {
    const m = memo ?? (await load());
    const base = m.head.firstSeq;
    const all = m.entries.concat(added);
    const nextSeq = m.head.nextSeq + added.length;
    let firstSeq = base;
    // Whole pages go once what follows them still holds `max` entries.
    while (nextSeq - (firstSeq + LEDGER_PAGE_SIZE) >= max) firstSeq += LEDGER_PAGE_SIZE;
    const items: Record<string, unknown> = { ...extra };
    const firstTouched = Math.max(firstSeq, m.head.nextSeq - (m.head.nextSeq % LEDGER_PAGE_SIZE));
    for (const key of pageKeys(firstTouched, nextSeq)) {
      const page = Number(key.slice(LEDGER_PAGE_PREFIX.length));
      items[key] = all.slice(page * LEDGER_PAGE_SIZE - base, (page + 1) * LEDGER_PAGE_SIZE - base);
    }
    const head: LedgerHead = { v: 2, firstSeq, nextSeq };
    items[LEDGER_HEAD_KEY] = head;
    await store.set(items);
    const dropped = pageKeys(base, firstSeq);
    if (dropped.length) await store.remove(dropped);
    memo = { head, entries: all.slice(firstSeq - base) };
  }

  /** The calls pending (a copy to change: `writePending` stores it). */
  async function readPending(): Promise<Record<string, LedgerEntry>> {
    if (!pendingMemo) {
      const v = (await store.get([LEDGER_PENDING_KEY]))[LEDGER_PENDING_KEY];
      pendingMemo = v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, LedgerEntry>) } : {};
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
      creditsMemo = v && typeof v === 'object' ? (v as CreditsRecord) : {};
    }
    return creditsMemo;
  }
  /** Writes `items` (and the ledger's pages of `added`), then takes the pending calls and balance among them as the stored ones. */
  async function write(added: LedgerEntry[], items: Record<string, unknown>): Promise<void> {
    if (added.length) await append(added, items);
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
        const pending = await readPending();
        pending[entry.flightId] = { ...entry, status: 'pending' };
        await write([], { [LEDGER_PENDING_KEY]: pending });
      });
    },
    settle(flightId, entries) {
      return serial(async () => {
        const pending = await readPending();
        delete pending[flightId];
        await write(entries, { ...(await creditsFrom(entries)), [LEDGER_PENDING_KEY]: pending });
      });
    },
    recoverInterrupted() {
      return serial(async () => {
        const stale = Object.values(await readPending()).sort((a, b) => a.time - b.time);
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
        const pending = Object.values(await readPending());
        const list = await readEntries();
        return pending.length ? [...list, ...pending].sort((a, b) => a.time - b.time) : list;
      }),
    credits: () => serial(async () => ({ ...(await readCredits()) })),
    updateCredits(patch) {
      return serial(async () => {
        const merged = mergeCredits(await readCredits(), patch);
        if (merged) await write([], { [CREDITS_KEY]: merged });
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
        const { head } = await load();
        await store.remove([LEDGER_KEY, LEDGER_HEAD_KEY, ...pageKeys(head.firstSeq, head.nextSeq)]);
        memo = { head: { v: 2, firstSeq: 0, nextSeq: 0 }, entries: [] };
      }),
  };
}
