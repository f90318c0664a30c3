import { actualCost, estimateCost, getOperation, type OperationId } from '../service/catalog';
import { checkedCharge } from '../service/credits';
import type { AttemptReport, ServiceClient } from '../service/client';
import { ServiceError } from '../service/errors';
import type { Normalized } from '../service/model';
import { listItems, normalize } from '../service/normalize';
import type { Answers } from './answers';
import type { Budget, BudgetRules } from './budget';
import { errorText, type ErrorLog } from './log';
import { attemptEntry, failedAttemptEntry, type Recorder } from './recorder';
import type { Flight, Flown } from './single-flight';
import type { ErrorView, LedgerEntry, RunProgress } from './types';
import type { PendingWrites } from '../util/write-behind';

/**
 * One paid call, start to end: the balance and the budget first, a pending ledger entry before
 * it goes out, the client's attempts, then what it came to in the ledger and the answer kept.
 */

export interface ClientUnavailable {
  unavailable: true;
  error: ErrorView;
}

export function isClientUnavailable(v: ServiceClient | ClientUnavailable): v is ClientUnavailable {
  return (v as ClientUnavailable).unavailable === true;
}

/** What a call came to. */
export interface Outcome {
  normalized: Normalized;
  raw: unknown;
  fetchedAt: number;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
}

export function safeNormalize(op: OperationId, body: unknown, params: Record<string, string>): Normalized {
  try {
    return normalize(op, body, params) as Normalized;
  } catch (e) {
    return { status: 'unrecognised', model: getOperation(op).model, reason: String((e as Error)?.message ?? e) };
  }
}

/** A charge or balance the service reported that is not believed goes to the problems log. */
function logRejectedFigures(log: ErrorLog, op: OperationId, charge: { credits: number; reported?: string }, balance: string | undefined): void {
  const context: Record<string, string | number> = { operationId: op, recordedAt: charge.credits };
  if (charge.reported !== undefined) context.reportedCharge = charge.reported;
  if (balance !== undefined) context.reportedBalance = balance;
  void log.add({ where: 'service.credits', code: 'credits_rejected', message: 'The service reported credits that are not a plausible count; the price was recorded and the balance left as it was.', context });
}

/** A Retry-After that was not a believable wait (garbage, negative, beyond the longest wait) goes to the problems log. */
function logRetryAfter(log: ErrorLog, op: OperationId, reported: string, waitMs: number | undefined): void {
  void log.add({ where: 'service.retry_after', code: 'retry_after_rejected', message: 'The service asked to wait for a time that is not a believable wait; the wait was capped or the default used.', context: { operationId: op, reportedRetryAfter: reported, ...(waitMs !== undefined ? { waitMs } : {}) } });
}

export interface SenderDeps {
  getClient(): Promise<ServiceClient | ClientUnavailable>;
  recorder: Recorder;
  budget: Budget;
  answers: Answers;
  log: ErrorLog;
  now: () => number;
  /** Resolves when writes behind an answer may start (a call sent with `writeBehind`). */
  writeBehindDelay: () => Promise<void>;
  /** Where the writes that record a call are counted until done (LookupService.settled). */
  writes: PendingWrites;
}

export interface SendOptions {
  rules: BudgetRules;
  /** A person waits on screen for this answer: its writes start a moment behind it (see util/write-behind). */
  writeBehind?: boolean;
}

export type Send = (scope: string, op: OperationId, params: Record<string, string>, flight: Flight<RunProgress>, options: SendOptions) => Promise<Flown<Outcome>>;

export function createSender(deps: SenderDeps): Send {
  const { recorder, budget, answers, log, now } = deps;
  /** Sends one call; the caller registered it as a flight before any await. */
  return async function send(scope: string, op: OperationId, params: Record<string, string>, flight: Flight<RunProgress>, { rules, writeBehind }: SendOptions): Promise<Flown<Outcome>> {
    const price = estimateCost(op, params);
    await recorder.ready();
    const release = await budget.reserve(price, rules);
    let persisted: Promise<unknown> | undefined;
    const failed: LedgerEntry[] = [];
    let success: AttemptReport | undefined;
    try {
      // The pending entry is written just before the first attempt goes out (the client made, the
      // rate limiter passed): a worker stopped before that sent nothing and leaves nothing to count.
      let flightId: string | undefined;
      // Attempts settled while the client waits to retry: nothing is on the wire then, so a worker
      // stopped during a Retry-After wait leaves no pending entry to count as charged. The next
      // attempt writes its own pending entry once these writes are done.
      let between: Promise<void> = Promise.resolve();
      const settleSoFar = (entries: LedgerEntry[]) => {
        const id = flightId;
        flightId = undefined;
        return id === undefined ? Promise.resolve() : recorder.settle(id, entries);
      };
      // Released once the call's charge is in the ledger (so the budget never loses sight of it).
      // No pending entry means no attempt went out (so none failed either): nothing to record.
      const settle = (entries: LedgerEntry[]) => between.then(() => settleSoFar(entries)).finally(release);
      try {
        const client = await deps.getClient();
        if (isClientUnavailable(client)) throw new ServiceError(client.error.code, client.error);
        const result = await client.call(op, params, {
          signal: flight.controller.signal,
          onSend: async () => {
            await between;
            flightId ??= await recorder.begin(op, params, price);
            flight.onWire = true;
          },
          onAttempt: (a) => {
            flight.onWire = false;
            if (a.error?.retryAfterReported !== undefined) logRetryAfter(log, op, a.error.retryAfterReported, a.error.retryAfterMs);
            if (a.error) failed.push({ ...failedAttemptEntry(a, price), ...(flight.abandoned ? { abandoned: true } : {}) });
            else success = a;
            if (!a.willRetry) return;
            // Nobody waits any more: a retry would be a new charge nobody asked for.
            if (flight.abandoned) return flight.controller.abort();
            const settled = settleSoFar(failed.splice(0));
            between = between.then(() => settled);
            // The client now waits before it retries: said to whoever waits, so the wait is not silent.
            if (a.retryInMs !== undefined) {
              flight.progress({ kind: 'waiting', until: now() + a.retryInMs, reason: a.error?.code === 'rate_limited' ? 'rate_limited' : 'service_error' });
            }
          },
        });
        const normalized = safeNormalize(op, result.body, result.params);
        const charge = checkedCharge(result.creditsCharged, result.creditsReported?.charged, actualCost(op, result.params, listItems(op, result.body).length));
        const charged = charge.credits;
        if (result.creditsReported || charge.reported !== undefined) logRejectedFigures(log, op, charge, result.creditsReported?.remaining);
        const fetchedAt = now();
        const last = success ?? { attempt: result.attempts, operationId: op, params: result.params, startedAt: fetchedAt - result.durationMs, durationMs: result.durationMs, status: result.status, willRetry: false };
        const entry = attemptEntry(last, {
          creditsCharged: charged,
          ...(charge.reported !== undefined ? { reportedCharge: charge.reported } : {}),
          ...(result.creditsRemaining !== undefined ? { creditsRemaining: result.creditsRemaining } : {}),
          ...(flight.abandoned ? { abandoned: true } : {}),
        });
        const outcome: Outcome = {
          normalized,
          raw: result.body,
          fetchedAt,
          creditsCharged: charged,
          ...(result.creditsRemaining !== undefined ? { creditsRemaining: result.creditsRemaining } : {}),
          ...(result.requestId ? { requestId: result.requestId } : {}),
        };
        // Only recognised answers (or recognised empty ones) are kept; never errors. Behind an
        // answer someone waits for, both writes wait a moment (the answer is found meanwhile).
        const after = writeBehind ? deps.writeBehindDelay().catch(() => undefined) : undefined;
        let kept: Promise<unknown> = after ?? Promise.resolve();
        if (normalized.status !== 'unrecognised') {
          const answer = { operationId: op, params: result.params, raw: result.body, fetchedAt, creditsCharged: charged, ...(result.requestId ? { requestId: result.requestId } : {}) };
          kept = answers.keep(scope, answer, normalized, after).catch((e: unknown) => log.add({ where: 'answers.keep', ...errorText(e), context: { operationId: op } }));
        }
        // Kept first, then settled: a worker stopped in between leaves the call pending (counted
        // as interrupted at its price, its answer in the library), never a 200 in the ledger
        // whose answer is lost and would be paid for again. The answer goes back at once; the
        // writes finish behind it while the flight stays registered, so an identical request
        // meanwhile joins it instead of paying again (and any request the answer serves finds it
        // in memory, answers.ts).
        persisted = kept.then(() => settle([...failed, entry]));
        // A request that comes after the answer joins the flight only if the answer could be
        // served from the library anyway: a kind not cached (lifetime 0) pays again.
        const shareable = normalized.status !== 'unrecognised' && answers.serves(getOperation(op).cache);
        return { outcome, persisted, shareable };
      } finally {
        // Failures end here: what their attempts cost replaces the pending entry.
        persisted ??= settle(failed);
      }
    } finally {
      if (persisted) deps.writes.track(persisted);
      else release();
    }
  };
}
