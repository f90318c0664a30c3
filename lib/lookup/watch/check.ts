import { ServiceError, serializeError } from '../../service/errors';
import { pageEntries } from '../jobs/faults';
import { listOf, pageRequest, requestMarker, requestOperation, requestPrice } from '../jobs/specs';
import type { CreditLedger } from '../ledger';
import type { LookupService } from '../run';
import type { ErrorView } from '../types';
import type { UseCaseRequest } from '../use-cases';
import { dayOf, HOUR_MS, itemKey, MAX_KNOWN_PER_WATCH, MAX_NEW_PER_WATCH, MAX_PAGES_PER_CHECK, summarize, type NewItem, type WatchRecord } from './model';
import type { WatchStore } from './store';

/**
 * One check of one watch: the newest page, paid again (kept answers are not news), then older
 * pages only while every item on the page is new; it stops at the first item already met, so a
 * quiet source costs one call. The first check only learns what is there. Each page goes through
 * LookupService.run like any paid call the user chose: the day's budget, the ledger and the
 * library apply. Before each call the record says which page is asked for (`checking`); after a
 * worker stop the ledger tells whether that call was paid, and a paid one is read back from the
 * library instead of paid twice.
 */

export interface CheckDeps {
  lookup: Pick<LookupService, 'run'>;
  ledger: Pick<CreditLedger, 'entries'>;
  store: WatchStore;
  now: () => number;
  /** Where a worker may stop in a check (tests stop it there). */
  hooks?: { afterAnswer?(w: WatchRecord): unknown };
}

/** Errors that stop every watch: the account cannot pay (402) or the key is refused (403). */
export const PAUSES_ALL = new Set(['out_of_credits', 'forbidden', 'unauthorized']);

export type CheckOutcome =
  | { kind: 'done'; watch: WatchRecord; fresh: NewItem[] }
  | { kind: 'failed'; watch: WatchRecord | null; error: ErrorView; pauseAll: boolean }
  | { kind: 'skipped' };

const later = (w: WatchRecord, t: number) => t + w.everyHours * HOUR_MS;

/** A new day starts the day's credits at 0. */
function today(w: WatchRecord, t: number): WatchRecord {
  const day = dayOf(t);
  return day === w.day ? w : { ...w, day, creditsToday: 0 };
}

function charge(w: WatchRecord, credits: number, calls: number): WatchRecord {
  return { ...w, credits: w.credits + credits, creditsToday: w.creditsToday + credits, calls: w.calls + calls };
}

export async function checkWatch(deps: CheckDeps, id: string): Promise<CheckOutcome> {
  const { store, now } = deps;
  const start = await store.get(id);
  if (!start || start.status !== 'active') return { kind: 'skipped' };
  const first = start.checks === 0 && start.known.length === 0;
  const known = new Set(start.known);
  const fresh: NewItem[] = [];
  let w = today(start, now());
  let cursor = w.checking?.cursor;
  let pages = w.checking?.pages ?? 0;
  // Only a check a stopped worker left midway resumes: later pages of this one are asked for afresh.
  let carried = w.checking;

  for (;;) {
    const request = pageRequest(w.spec as never, cursor);
    const price = requestPrice(request);
    let resumed = carried;
    carried = undefined;
    // A page asked for by a stopped worker: what the ledger says it cost is counted once, here.
    let paid = resumed ? await ledgerCharges(deps, request, resumed.since) : null;
    if (paid && paid.calls === 0) {
      // Not sent before the stop: asked for now, paid now.
      resumed = undefined;
      paid = null;
    }
    if (!resumed && w.creditsToday + price > w.capPerDay) {
      const reason = serializeError(new ServiceError('watch_cap_reached', { estimate: price, spent: w.creditsToday, cap: w.capPerDay }));
      return done(deps, w, fresh, known, reason);
    }
    const since = resumed?.since ?? now();
    const sent = await store.update(id, (x) => ({ ...today(x, now()), checking: { since, pages, ...(cursor !== undefined ? { cursor } : {}) } }));
    if (!sent || sent.status !== 'active') return { kind: 'skipped' };
    w = { ...sent, found: w.found, known: w.known };
    // Paid before the stop: the library holds its answer (not paid again); else a fresh call.
    let res = await deps.lookup.run(request, resumed ? {} : { refresh: true });
    if (resumed && (!res.ok || (res.result.steps[0]?.fetchedAt ?? 0) < since)) {
      res = await deps.lookup.run(request, { refresh: true });
      paid = null;
    }
    await deps.hooks?.afterAnswer?.(w);
    const step = res.ok ? res.result.steps[0] : undefined;
    const charged = paid ? paid.credits : (step?.creditsCharged ?? 0);
    w = charge(w, charged, paid ? paid.calls : step && !step.fromCache ? 1 : 0);
    if (!res.ok) return failed(deps, w, fresh, known, res.error);
    const list = step ? listOf(step.normalized) : null;
    if (!list) return failed(deps, w, fresh, known, serializeError(new ServiceError('malformed', { problem: 'watch_page' })));
    pages += 1;
    let metKnown = false;
    const t = now();
    for (const item of list.items) {
      const key = itemKey(item);
      if (known.has(key)) {
        metKnown = true;
        break;
      }
      known.add(key);
      if (!first) fresh.push(summarize(item, t));
      w = { ...w, known: [key, ...w.known.filter((k) => k !== key)] };
    }
    if (first || metKnown || !list.endCursor || pages >= MAX_PAGES_PER_CHECK) return done(deps, w, fresh, known);
    cursor = list.endCursor;
    // The page is recorded before the next is asked for: a stop now resumes at the next page.
    const recorded = await store.update(id, (x) => ({ ...x, ...pick(w), found: [...fresh, ...x.found].slice(0, MAX_NEW_PER_WATCH), checking: { since: now(), pages, cursor: cursor! } }));
    if (!recorded) return { kind: 'skipped' };
    fresh.length = 0;
    w = recorded;
  }
}

/** What a check changes of the record (not its schedule, its state or what the user saw). */
function pick(w: WatchRecord) {
  return { known: w.known.slice(0, MAX_KNOWN_PER_WATCH), calls: w.calls, credits: w.credits, creditsToday: w.creditsToday, day: w.day };
}

async function done(deps: CheckDeps, w: WatchRecord, fresh: NewItem[], _known: Set<string>, reason?: ErrorView): Promise<CheckOutcome> {
  const t = deps.now();
  const saved = await deps.store.update(w.id, (x) => {
    const { checking: _c, reason: _r, ...rest } = x;
    return {
      ...rest,
      ...pick(w),
      found: [...fresh, ...x.found].slice(0, MAX_NEW_PER_WATCH),
      checks: x.checks + 1,
      lastCheckAt: t,
      nextAt: later(x, t),
      ...(reason ? { reason } : {}),
    };
  });
  return saved ? { kind: 'done', watch: saved, fresh } : { kind: 'skipped' };
}

async function failed(deps: CheckDeps, w: WatchRecord, fresh: NewItem[], known: Set<string>, error: ErrorView): Promise<CheckOutcome> {
  const out = await done(deps, w, fresh, known, error);
  return { kind: 'failed', watch: out.kind === 'done' ? out.watch : null, error, pauseAll: PAUSES_ALL.has(error.code) };
}

/** The calls of a page the ledger holds since it was written as asked for, and what they cost. */
async function ledgerCharges(deps: CheckDeps, request: UseCaseRequest, since: number): Promise<{ calls: number; credits: number }> {
  const found = pageEntries(await deps.ledger.entries(), requestOperation(request), requestMarker(request), since);
  return { calls: found.length, credits: found.reduce((s, e) => s + e.creditsCharged, 0) };
}
