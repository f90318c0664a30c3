import type { LedgerEntry } from './types';
import { asideList, LEDGER_ASIDE_KEY, LEDGER_ASIDE_MAX, pageNumber, readPage, type AsideRecord } from './ledger-read';
import type { KeyValueStore } from './store';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * How the ledger's entries are stored: in pages of PAGE_SIZE entries (`ledger:<n>`, with a small
 * head), so recording a call rewrites one page, not the whole ledger; the oldest pages are dropped
 * past `max`. After the first read, the worker's copy is the stored one (the ledger is their only
 * writer). What cannot be read is set aside (ledger-read.ts), and the pages rebuilt from the rest.
 */

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

/**
 * A head this version wrote: its span is at most what the ledger keeps plus the page it drops
 * pages by (a garbled span of billions would have it read millions of pages that cannot exist).
 */
function isHead(v: unknown, max: number): v is LedgerHead {
  const h = v as LedgerHead | null;
  return (
    !!h && typeof h === 'object' && h.v === 2 && Number.isSafeInteger(h.firstSeq) && Number.isSafeInteger(h.nextSeq) &&
    h.firstSeq >= 0 && h.firstSeq <= h.nextSeq && h.firstSeq % LEDGER_PAGE_SIZE === 0 && h.nextSeq - h.firstSeq <= max + LEDGER_PAGE_SIZE
  );
}

/** Keys of the pages holding sequence numbers from `from` (inclusive) to `to` (exclusive). */
function pageKeys(from: number, to: number): string[] {
  const keys: string[] = [];
  for (let p = Math.floor(from / LEDGER_PAGE_SIZE); p * LEDGER_PAGE_SIZE < to; p++) keys.push(LEDGER_PAGE_PREFIX + p);
  return keys;
}

export interface LedgerPages {
  /** The last `max` entries, oldest first (a copy). */
  entries(): Promise<LedgerEntry[]>;
  /** Appends entries, writing only the pages they land in (and `extra` in the same write). */
  append(added: LedgerEntry[], extra?: Record<string, unknown>): Promise<void>;
  setAside(added: AsideRecord[]): Promise<void>;
  aside(): Promise<AsideRecord[]>;
  clear(): Promise<void>;
}

export function createLedgerPages(options: { store: KeyValueStore; max: number; now: () => number; onRepair: (count: number) => void }): LedgerPages {
  const { store, max, now } = options;
  let memo: { head: LedgerHead; entries: LedgerEntry[] } | null = null;

  async function load(): Promise<{ head: LedgerHead; entries: LedgerEntry[] }> {
    if (memo) return memo;
    const at = now();
    const got = await store.get([LEDGER_HEAD_KEY, LEDGER_KEY]);
    const head = got[LEDGER_HEAD_KEY];
    if (isHead(head, max)) {
      const keys = pageKeys(head.firstSeq, head.nextSeq);
      const pages = await store.get(keys);
      const read = keys.map((k) => readPage(k, pages[k], at));
      const entries = read.flatMap((r) => r.entries);
      if (read.every((r) => r.aside.length === 0) && entries.length === head.nextSeq - head.firstSeq) {
        memo = { head, entries };
        return memo;
      }
    }
    // No head it can read (garbled, from a newer version, or gone), or pages that do not add up to
    // it: every page stored is read, found by its key, before the pages are written anew, so no
    // page is written over unread. What can be read is kept, numbered afresh; the rest set aside.
    const aside: AsideRecord[] = head === undefined || isHead(head, max) ? [] : [{ at, key: LEDGER_HEAD_KEY, reason: 'head', raw: head }];
    const keys = (await store.keys()).map((k) => [k, pageNumber(k, LEDGER_PAGE_PREFIX)] as const).filter((e): e is readonly [string, number] => e[1] !== null);
    keys.sort((a, b) => a[1] - b[1]);
    const pages = await store.get(keys.map(([k]) => k));
    // The first shape kept every entry in one array under `ledger`: older than any page.
    const read = [readPage(LEDGER_KEY, got[LEDGER_KEY], at), ...keys.map(([k]) => readPage(k, pages[k], at))];
    return rebuild(read.flatMap((r) => r.entries), [...aside, ...read.flatMap((r) => r.aside)], [...(LEDGER_KEY in got ? [LEDGER_KEY] : []), ...keys.map(([k]) => k)]);
  }

  /**
   * The ledger anew from `entries` (oldest first): what could not be read is stored aside first,
   * then the pages are written from 0, then the keys read that no page now uses are removed.
   */
  async function rebuild(entries: LedgerEntry[], aside: AsideRecord[], readKeys: string[]): Promise<{ head: LedgerHead; entries: LedgerEntry[] }> {
    if (aside.length) await setAside(aside);
    memo = { head: { v: 2, firstSeq: 0, nextSeq: 0 }, entries: [] };
    if (entries.length) await append(entries);
    const used = new Set(pageKeys(memo.head.firstSeq, memo.head.nextSeq));
    const stale = readKeys.filter((k) => !used.has(k));
    if (stale.length) await store.remove(stale);
    if (!entries.length && readKeys.length) await store.set({ [LEDGER_HEAD_KEY]: memo.head });
    if (aside.length) options.onRepair(aside.length);
    return memo;
  }

  async function setAside(added: AsideRecord[]): Promise<void> {
    const stored = asideList((await store.get([LEDGER_ASIDE_KEY]))[LEDGER_ASIDE_KEY], now());
    await store.set({ [LEDGER_ASIDE_KEY]: [...stored, ...added].slice(-LEDGER_ASIDE_MAX) });
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


  return {
    entries: readEntries,
    append,
    setAside,
    async aside() {
      await load();
      return asideList((await store.get([LEDGER_ASIDE_KEY]))[LEDGER_ASIDE_KEY], now());
    },
    async clear() {
      const { head } = await load();
      await store.remove([LEDGER_KEY, LEDGER_HEAD_KEY, LEDGER_ASIDE_KEY, ...pageKeys(head.firstSeq, head.nextSeq)]);
      memo = { head: { v: 2, firstSeq: 0, nextSeq: 0 }, entries: [] };
    },
  };
}
