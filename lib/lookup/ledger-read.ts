import type { LedgerEntry } from './types';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * Reading what the ledger stored, as it is: entries that can be read are kept, anything else is
 * set aside with where it was found, never dropped and never written over unread. The ledger is
 * the user's only record of money, so a garbled head, a page that is not a list or an entry that
 * is not an entry is a repair, not a reset.
 */

export const LEDGER_ASIDE_KEY = STORAGE_KEYS.local.ledgerAside;
/** Set-aside records kept at most (the newest). */
export const LEDGER_ASIDE_MAX = 5000;

export type AsideReason = 'entry' | 'page' | 'head' | 'pending';

/** Something stored under the ledger's keys that could not be read, kept raw for export. */
export interface AsideRecord {
  /** When it was set aside (ms since epoch). */
  at: number;
  /** The storage key it was found under. */
  key: string;
  reason: AsideReason;
  raw: unknown;
}

const STATUSES = new Set(['cached', 'error', 'pending', 'interrupted']);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown) => typeof v === 'string';
const flag = (v: unknown) => typeof v === 'boolean';
const texts = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(text);
/** An optional field: absent, or what `ok` accepts (the views show every one of them). */
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);

/** A stored value the ledger can count: the fields spending, the budget and the views read. */
export function isLedgerEntry(v: unknown): v is LedgerEntry {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  return (
    finite(e.time) &&
    typeof e.operationId === 'string' &&
    typeof e.summary === 'string' &&
    (finite(e.status) || (typeof e.status === 'string' && STATUSES.has(e.status))) &&
    finite(e.creditsCharged) &&
    e.creditsCharged >= 0 &&
    typeof e.fromCache === 'boolean' &&
    finite(e.attempt) &&
    optional(e.creditsRemaining, finite) &&
    optional(e.flightId, text) &&
    optional(e.params, texts) &&
    optional(e.errorCode, text) &&
    optional(e.requestId, text) &&
    optional(e.priceEstimated, flag) &&
    optional(e.abandoned, flag) &&
    optional(e.reportedCharge, text)
  );
}

/** The entries of a stored page, and what of it cannot be read. */
export function readPage(key: string, value: unknown, at: number): { entries: LedgerEntry[]; aside: AsideRecord[] } {
  if (!Array.isArray(value)) return { entries: [], aside: value === undefined ? [] : [{ at, key, reason: 'page', raw: value }] };
  const entries: LedgerEntry[] = [];
  const aside: AsideRecord[] = [];
  for (const item of value) {
    if (isLedgerEntry(item)) entries.push(item);
    else aside.push({ at, key, reason: 'entry', raw: item });
  }
  return { entries, aside };
}

/** The calls pending that can be read (by flight id), and the rest set aside. */
export function readPending(key: string, value: unknown, at: number): { pending: Record<string, LedgerEntry>; aside: AsideRecord[] } {
  if (value === undefined) return { pending: {}, aside: [] };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { pending: {}, aside: [{ at, key, reason: 'pending', raw: value }] };
  const pending: Record<string, LedgerEntry> = {};
  const aside: AsideRecord[] = [];
  for (const [id, entry] of Object.entries(value)) {
    if (isLedgerEntry(entry) && entry.flightId === id) pending[id] = entry;
    else aside.push({ at, key, reason: 'pending', raw: entry });
  }
  return { pending, aside };
}

/** The page number of a `ledger:<n>` key, or null for any other key. */
export function pageNumber(key: string, prefix: string): number | null {
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  return /^\d{1,9}$/.test(rest) ? Number(rest) : null;
}

/** Stored set-aside records (whatever else is there is kept too, as one record). */
export function asideList(value: unknown, at: number): AsideRecord[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ at, key: LEDGER_ASIDE_KEY, reason: 'page', raw: value }];
  return value.map((r) =>
    r && typeof r === 'object' && 'raw' in r && 'key' in r ? (r as AsideRecord) : { at, key: LEDGER_ASIDE_KEY, reason: 'entry', raw: r },
  );
}
