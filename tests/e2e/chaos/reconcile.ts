import { summarizeParams } from '../../../lib/lookup/plan';
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
 *    summary, the service the parameters: the summary of those) in time order, the n-th
 *    unmatched of one request on one side with the n-th on the other, and their credits must be
 *    equal (the extension records these at the price it showed, `priceEstimated`).
 * 4. Whatever is left unmatched is a mismatch: a service charge the extension never recorded, or
 *    an entry the service never charged.
 *
 * One exception, which no client can know: a call cut off by the stop within milliseconds of
 * going out (its pending entry written, `fetch` called, the request not yet at the service). The
 * extension counts it, as it must (it may have been charged); the service never saw it. Such an
 * entry — interrupted, at an estimated price, written at most CUT_MS before a stop was asked for —
 * is counted apart (`cutBeforeService`), not as a mismatch; any other unmatched entry is one.
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
}

/**
 * How close before a stop an interrupted call may have been sent and still not have reached the
 * service. Its entry's time is taken before the pending entry is written, and on a loaded
 * machine that write, the fetch and the connection take tens of milliseconds.
 */
export const CUT_MS = 50;

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
  /** Interrupted calls sent within CUT_MS of a stop that never reached the service (see above). */
  cutBeforeService: number;
  cutBeforeServiceCredits: number;
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

  // 3. The rest by operation + parameters, in time order.
  const leftCalls = new Map<string, ServiceCall[]>();
  for (const c of calls) {
    if (matched.has(c)) continue;
    const k = requestOf(c.operation!, summarizeParams(c.params));
    leftCalls.set(k, [...(leftCalls.get(k) ?? []), c]);
  }
  let byRequest = 0;
  const cut: LedgerEntry[] = [];
  for (const e of entries) {
    if (usedEntries.has(e)) continue;
    const k = requestOf(e.operationId, e.summary);
    const c = leftCalls.get(k)?.shift();
    if (!c) {
      // A failed attempt the service answered for free and the extension recorded without an id.
      if (e.creditsCharged === 0) continue;
      if (e.status === 'interrupted' && stops.some((s) => e.time >= s.asked - CUT_MS && e.time <= s.done)) {
        cut.push(e);
        continue;
      }
      mismatches.push({ kind: 'recorded-not-charged', detail: `${e.operationId} ${e.summary} (${String(e.status)} at ${new Date(e.time).toISOString()}, ${e.creditsCharged} credits${e.priceEstimated ? ', estimated' : ''}): the service charged no such call` });
      continue;
    }
    if (c.creditsCharged !== e.creditsCharged) mismatches.push({ kind: 'credits-differ', detail: `${e.operationId} ${e.summary} (${String(e.status)}): ${e.creditsCharged} recorded, ${c.creditsCharged} charged (service call #${c.seq})` });
    matched.set(c, e);
    byRequest++;
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
    mismatches,
  };
}
