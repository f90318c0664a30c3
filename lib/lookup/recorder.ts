import type { OperationId } from '../service/catalog';
import type { AttemptReport } from '../service/client';
import { checkedCharge } from '../service/credits';
import { ServiceError } from '../service/errors';
import type { CreditLedger } from './ledger';
import { errorText, type ErrorLog } from './log';
import { summarizeParams } from './summary';
import type { LedgerEntry } from './types';

/**
 * Every call in the ledger, and never a write lost in silence. A call is recorded as pending
 * before it goes out and settled with what it came to. When the browser refuses a ledger write,
 * the entries are kept here and paid calls stop (`ready` refuses them) until the write goes
 * through, so "spent today" and the budget never under-count.
 */

export interface Recorder {
  /**
   * At worker start: the previous worker's calls still pending become interrupted, once, before
   * this worker's first call goes out (so none of this worker's is taken for one of them). Until
   * that is written, paid calls wait (`ready`); a failure is logged and tried again at the next call.
   */
  recover(): Promise<void>;
  /** Resolves when paid calls may go out: the recovery, and earlier entries that could not be written, first. */
  ready(): Promise<void>;
  /**
   * A call is about to go out at `credits` (its price as shown): pending until settled, so a worker
   * stopped mid-call still counts it. Refuses (ledger_unavailable) when that cannot be written:
   * then nothing is sent.
   */
  begin(op: OperationId, params: Record<string, string>, credits: number): Promise<string>;
  /** How a call ended (its failed attempts included); replaces its pending entry. */
  settle(flightId: string, entries: LedgerEntry[]): Promise<void>;
  /** A step answered for free (from the cache, or shared with a call in flight). */
  free(op: OperationId, params: Record<string, string>): Promise<void>;
}

/** A ledger entry for one attempt of a call. */
export function attemptEntry(a: AttemptReport, over: Partial<LedgerEntry> = {}): LedgerEntry {
  const entry: LedgerEntry = {
    time: a.startedAt + a.durationMs,
    operationId: a.operationId,
    summary: summarizeParams(a.params),
    params: { ...a.params },
    status: a.status ?? 'error',
    creditsCharged: a.creditsCharged ?? 0,
    fromCache: false,
    attempt: a.attempt,
  };
  if (a.error) entry.errorCode = a.error.code;
  if (a.creditsRemaining !== undefined) entry.creditsRemaining = a.creditsRemaining;
  if (a.requestId) entry.requestId = a.requestId;
  return { ...entry, ...over };
}

/**
 * What a failed attempt is recorded at. An attempt that went out and was stopped before any
 * answer (the client's timeout, or the user left a call already on the wire) may have been
 * charged: it counts at the price shown, marked as an estimate. Answers with a status say what
 * they cost (0 when the header is absent: the service charges no error), but a 200 that carries
 * an error is charged as a 200 is.
 */
export function failedAttemptEntry(a: AttemptReport, price: number): LedgerEntry {
  const code = a.error?.code;
  const unanswered = a.status === undefined && (code === 'timeout' || code === 'cancelled');
  if (unanswered && price > 0) return attemptEntry(a, { creditsCharged: price, priceEstimated: true });
  // A 200 that carries the service's error: the service charges a 200, so it counts as an answer would.
  if (code === 'error_answer') {
    const charge = checkedCharge(a.creditsCharged, a.creditsReported?.charged, price);
    const estimated = a.creditsCharged === undefined && price > 0 ? { priceEstimated: true } : {};
    return attemptEntry(a, { creditsCharged: charge.credits, ...estimated, ...(charge.reported !== undefined ? { reportedCharge: charge.reported } : {}) });
  }
  // An error's price is 0: one said to cost more than a few credits is recorded at 0, the figure beside it.
  const checked = checkedCharge(a.creditsCharged, a.creditsReported?.charged, 0);
  return attemptEntry(a, { creditsCharged: checked.credits, ...(checked.reported !== undefined ? { reportedCharge: checked.reported } : {}) });
}

export function createRecorder(deps: { ledger: CreditLedger; log: ErrorLog; now: () => number }): Recorder {
  const { ledger, log, now } = deps;
  /** Writes the browser refused, in order, to try again before the next paid call. */
  const unwritten: Array<() => Promise<void>> = [];
  let seq = 0;
  let recovered: Promise<void> | undefined;

  function recover(): Promise<void> {
    recovered ??= ledger.recoverInterrupted().then(
      () => undefined,
      async (e: unknown) => {
        // No call went out meanwhile (they wait for this), so trying again later is safe.
        recovered = undefined;
        await log.add({ where: 'ledger.recover', ...errorText(e), context: {} });
        throw new ServiceError('ledger_unavailable', { cause: e });
      },
    );
    return recovered;
  }

  async function write(where: string, task: () => Promise<void>, context: Record<string, string | number>): Promise<void> {
    try {
      await task();
    } catch (e) {
      unwritten.push(task);
      await log.add({ where, ...errorText(e), context });
    }
  }

  return {
    recover,
    async ready() {
      await recover();
      while (unwritten.length > 0) {
        try {
          await unwritten[0]!();
          unwritten.shift();
        } catch (e) {
          await log.add({ where: 'ledger.retry', ...errorText(e), context: { waiting: unwritten.length } });
          throw new ServiceError('ledger_unavailable', { cause: e });
        }
      }
    },
    async begin(op, params, credits) {
      // Whoever calls: the previous worker's calls are settled as interrupted before this one is pending.
      await recover();
      const flightId = `${now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const entry = { time: now(), operationId: op, summary: summarizeParams(params), params: { ...params }, creditsCharged: credits, fromCache: false, attempt: 0, flightId };
      try {
        await ledger.begin(entry);
      } catch (e) {
        await log.add({ where: 'ledger.begin', ...errorText(e), context: { operationId: op } });
        throw new ServiceError('ledger_unavailable', { cause: e });
      }
      return flightId;
    },
    settle(flightId, entries) {
      return write('ledger.settle', () => ledger.settle(flightId, entries), { flightId, entries: entries.length });
    },
    free(op, params) {
      const entry: LedgerEntry = { time: now(), operationId: op, summary: summarizeParams(params), params: { ...params }, status: 'cached', creditsCharged: 0, fromCache: true, attempt: 0 };
      return write('ledger.record', () => ledger.record(entry), { operationId: op });
    },
  };
}

