import { summarizeParams } from '../../../lib/lookup/summary';
import type { LedgerEntry } from '../../../lib/lookup/types';

/**
 * The extension's ledger against the service's (the emulator's), call for call and credit for
 * credit. The rule (the chaos spec's header says why):
 *
 * 1. Only service operations count (`account_*` calls are free and not what is compared), and on
 *    the extension's side only calls it sent (not cache hits, not shared answers).
 * 2. An extension entry with a request id is the call the service answered under that id: same
 *    operation, same credits.
 * 3. The rest on both sides — extension entries without a request id (interrupted: the worker
 *    stopped before the answer; or a client timeout), service calls whose answer never reached
 *    the extension — are matched by operation + parameters (the extension keeps the parameters'
 *    summary, the service the parameters: the summary of those) in time order: each call, by
 *    when it arrived, with the first entry of that request that could have sent it
 *    (`couldHaveSent`: an interrupted call arrived after it began and before its worker stopped).
 *    Their credits must be equal (the extension records these at the price it showed,
 *    `priceEstimated`).
 * 4. Whatever is left unmatched is a mismatch: a service charge the extension never recorded, or
 *    an entry the service never charged.
 *
 * One exception, which no client can know: a call cut off by the stop on its way out (its pending
 * entry written, `fetch` called, the request not yet at the service). The extension counts it, as
 * it must (it may have been charged); the service never saw it. Such an entry — interrupted, at
 * an estimated price, written shortly before a stop was asked for (see `cutWindowMs`) — is
 * counted apart (`cutBeforeService`), not as a mismatch; any other unmatched entry is one.
 *
 * No answer is paid twice: of the charged service calls of one operation and parameters, the
 * extension may have received the answer of one only; the others must be calls it never got the
 * answer of (interrupted/estimated or abandoned): a re-request of a page whose answer never
 * arrived is honest, and counted apart (`reRequests`). Order does not matter: a call abandoned
 * by a stopped worker may be charged by the service after its re-request was answered.
 */

export interface ServiceCall {
  seq: number;
  key: string | null;
  operation: string | null;
  params: Record<string, string>;
  status: number;
  creditsCharged: number;
  requestId?: string;
  /** When the service answered (ISO) and how long it took: when the call arrived, for `cutWindowMs`. */
  time?: string;
  durationMs?: number;
}

/**
 * How close before a stop an interrupted call may have been sent and still not have reached the
 * service, at least. Its entry's time is taken before the pending entry is written, and on a loaded
 * machine that write, the fetch and the connection take tens of milliseconds.
 */
export const CUT_MS = 50;

/** When the service began to handle a call (ms since epoch), when it says so. */
function arrival(c: ServiceCall): number | undefined {
  return c.time !== undefined && c.durationMs !== undefined ? Date.parse(c.time) - c.durationMs : undefined;
}

/** Clock steps: the service's times are whole milliseconds. */
const CLOCK_MS = 5;

/**
 * Whether the extension's entry `e` can be the service's call `c`. An interrupted entry's time is
 * when its call began (the pending entry): the call arrived after that, and before the worker that
 * sent it had stopped (`stoppedBy`: when the first stop after it held). Any other entry's time is
 * when its attempt ended: the call arrived before. Without the service's times, any may be.
 */
export function couldHaveSent(e: LedgerEntry, c: ServiceCall, stoppedBy: number | undefined): boolean {
  const at = arrival(c);
  if (at === undefined) return true;
  if (e.status !== 'interrupted') return at <= e.time + CLOCK_MS;
  return at >= e.time - CLOCK_MS && (stoppedBy === undefined || at <= stoppedBy + CLOCK_MS);
}

/**
 * How long before a stop was asked for a call cut off on its way out may have been begun. A call
 * is cut when the stop lands after its pending entry is written and before its request reaches
 * the service, so it was begun less than its own trip (pending entry to the service) before the
 * stop. That trip is measured in the session itself, on the interrupted calls that did reach the
 * service (they went out beside the stops, under the same load): twice the slowest of them, as a
 * call that was cut is by that fact among the slow ones, and never less than CUT_MS. (Measured
 * on a 2-core machine: up to 80 ms at rest, up to 390 ms with its other core busy.)
 */
export function cutWindowMs(trips: readonly number[]): number {
  return Math.max(CUT_MS, 2 * Math.max(0, ...trips));
}

/** When a stop was asked for and when the worker had stopped (ms since epoch). */
export interface StopWindow {
  asked: number;
  done: number;
}

export interface Mismatch {
  kind: 'charged-not-recorded' | 'recorded-not-charged' | 'credits-differ' | 'operation-differs' | 'paid-twice' | 'still-pending';
  detail: string;
}

export interface Reconciliation {
  serviceCalls: number;
  serviceCredits: number;
  extensionCalls: number;
  extensionCredits: number;
  /** Extension entries matched by request id. */
  byRequestId: number;
  /** Matched by operation + parameters in time order (interrupted or estimated on the extension's side). */
  byRequest: number;
  /** Interrupted calls on the extension's side (the worker stopped before the answer). */
  interrupted: number;
  /** Honest second charges of a request whose first answer never reached the extension. */
  reRequests: number;
  /** Interrupted calls begun within the cut window before a stop that never reached the service (see above). */
  cutBeforeService: number;
  cutBeforeServiceCredits: number;
  /** The window `cutBeforeService` was judged with (`cutWindowMs`), and the slowest trip it came from. */
  cutWindowMs: number;
  slowestTripMs: number;
  mismatches: Mismatch[];
}

const isServiceOp = (op: string | null | undefined): op is string => !!op && !op.startsWith('account_');
const requestOf = (op: string, summary: string) => `${op} ${summary}`;
const exactKey = (c: ServiceCall) => `${c.operation} ${JSON.stringify(Object.entries(c.params).sort(([a], [b]) => a.localeCompare(b)))}`;

/** Entries of calls the extension sent itself (not answered by the cache or a shared flight). */
export function sentEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries.filter((e) => !e.fromCache && e.status !== 'cached' && isServiceOp(e.operationId));
}

/** `key`: the extension's key (calls of other keys, such as the probe's, are not the extension's). */
export function reconcile(service: readonly ServiceCall[], extension: readonly LedgerEntry[], key: string, stops: readonly StopWindow[] = []): Reconciliation {
  const calls = service.filter((c) => c.key === key && isServiceOp(c.operation)).sort((a, b) => a.seq - b.seq);
  const entries = sentEntries(extension).sort((a, b) => a.time - b.time);
  const mismatches: Mismatch[] = [];
  const matched = new Map<ServiceCall, LedgerEntry>();
  const usedEntries = new Set<LedgerEntry>();

  for (const e of entries) if (e.status === 'pending') mismatches.push({ kind: 'still-pending', detail: `${e.operationId} ${e.summary}` });

  // 2. By request id.
  const byId = new Map(calls.filter((c) => c.requestId).map((c) => [c.requestId!, c]));
  let byRequestId = 0;
  for (const e of entries) {
    if (!e.requestId) continue;
    const c = byId.get(e.requestId);
    if (!c) {
      mismatches.push({ kind: 'recorded-not-charged', detail: `${e.operationId} ${e.summary} (request ${e.requestId}, ${e.creditsCharged} credits): no such call at the service` });
      usedEntries.add(e);
      continue;
    }
    if (c.operation !== e.operationId) mismatches.push({ kind: 'operation-differs', detail: `request ${e.requestId}: ${e.operationId} here, ${c.operation} at the service` });
    if (c.creditsCharged !== e.creditsCharged) mismatches.push({ kind: 'credits-differ', detail: `${e.operationId} ${e.summary} (request ${e.requestId}): ${e.creditsCharged} recorded, ${c.creditsCharged} charged` });
    matched.set(c, e);
    usedEntries.add(e);
    byRequestId++;
  }

  // 3. The rest by operation + parameters, in time order, each call with the first entry that
  // could have sent it (`couldHaveSent`).
  // The first stop not yet over at `t` (stops are in time order): the one that ends a worker at work then.
  const nextStop = (t: number) => stops.find((s) => s.done >= t);
  const leftCalls = new Map<string, ServiceCall[]>();
  for (const c of calls) {
    if (matched.has(c)) continue;
    const k = requestOf(c.operation!, summarizeParams(c.params));
    leftCalls.set(k, [...(leftCalls.get(k) ?? []), c]);
  }
  const leftEntries = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    if (usedEntries.has(e)) continue;
    const k = requestOf(e.operationId, e.summary);
    leftEntries.set(k, [...(leftEntries.get(k) ?? []), e]);
  }
  let byRequest = 0;
  const trips: number[] = [];
  for (const [k, group] of leftCalls) {
    const candidates = leftEntries.get(k) ?? [];
    const byArrival = [...group].sort((a, b) => (arrival(a) ?? a.seq) - (arrival(b) ?? b.seq));
    for (const c of byArrival) {
      const i = candidates.findIndex((e) => couldHaveSent(e, c, nextStop(e.time)?.done));
      if (i < 0) continue;
      const [e] = candidates.splice(i, 1) as [LedgerEntry];
      group.splice(group.indexOf(c), 1);
      if (c.creditsCharged !== e.creditsCharged) mismatches.push({ kind: 'credits-differ', detail: `${e.operationId} ${e.summary} (${String(e.status)}): ${e.creditsCharged} recorded, ${c.creditsCharged} charged (service call #${c.seq})` });
      const at = arrival(c);
      if (e.status === 'interrupted' && at !== undefined) trips.push(at - e.time);
      matched.set(c, e);
      byRequest++;
    }
  }
  // A failed attempt the service answered for free and the extension recorded without an id.
  const unmatched = [...leftEntries.values()].flat().filter((e) => e.creditsCharged !== 0).sort((a, b) => a.time - b.time);
  const window = cutWindowMs(trips);
  const cut: LedgerEntry[] = [];
  for (const e of unmatched) {
    const next = nextStop(e.time);
    if (e.status === 'interrupted' && next && e.time >= next.asked - window) {
      cut.push(e);
      continue;
    }
    const near = next ? `, ${next.asked - e.time} ms before a stop was asked` : '';
    mismatches.push({
      kind: 'recorded-not-charged',
      detail: `${e.operationId} ${e.summary} (${String(e.status)} at ${new Date(e.time).toISOString()}${near}, ${e.creditsCharged} credits${e.priceEstimated ? ', estimated' : ''}): the service charged no such call (cut window ${window} ms)`,
    });
  }
  // 4. Service calls nobody recorded (free ones, such as a 429, are not charges).
  for (const left of leftCalls.values()) {
    for (const c of left) {
      if (c.creditsCharged === 0) continue;
      mismatches.push({ kind: 'charged-not-recorded', detail: `service call #${c.seq} ${c.operation} ${summarizeParams(c.params)}: ${c.creditsCharged} credits charged, not in the extension's ledger` });
    }
  }

  // Paid twice? Per request, at most one charged call whose answer the extension received; the
  // others are re-requests of an answer that never arrived (in any order: an abandoned call held
  // by the service may be charged after its re-request was answered).
  let reRequests = 0;
  const groups = new Map<string, ServiceCall[]>();
  for (const c of calls.filter((c) => c.creditsCharged > 0)) groups.set(exactKey(c), [...(groups.get(exactKey(c)) ?? []), c]);
  for (const group of groups.values()) {
    const received = group.filter((c) => {
      const e = matched.get(c);
      return e !== undefined && e.status !== 'interrupted' && !e.priceEstimated && !e.abandoned;
    });
    if (received.length > 1) {
      const [first, ...again] = received;
      for (const c of again) mismatches.push({ kind: 'paid-twice', detail: `service call #${c.seq} ${c.operation} ${summarizeParams(c.params)}: its answer was paid for and received twice (also call #${first!.seq})` });
    }
    reRequests += group.length - 1;
  }

  return {
    serviceCalls: calls.length,
    serviceCredits: calls.reduce((s, c) => s + c.creditsCharged, 0),
    extensionCalls: entries.length,
    extensionCredits: entries.reduce((s, e) => s + (e.status === 'pending' ? 0 : e.creditsCharged), 0),
    byRequestId,
    byRequest,
    interrupted: entries.filter((e) => e.status === 'interrupted').length,
    reRequests,
    cutBeforeService: cut.length,
    cutBeforeServiceCredits: cut.reduce((sum, e) => sum + e.creditsCharged, 0),
    cutWindowMs: window,
    slowestTripMs: Math.max(0, ...trips),
    mismatches,
  };
}
