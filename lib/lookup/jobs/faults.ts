import { ServiceError, serializeError } from '../../service/errors';
import { JOB_MAX_WAIT_MS, waitFor } from '../../service/retry-after';
import { summarizeParams } from '../summary';
import type { ErrorView, LedgerEntry } from '../types';
import type { JobRecord } from './types';

/**
 * What a job does when a page fails, and what a page cost according to the ledger. The client
 * has already applied its retry policy (429 after Retry-After, 502/504 with backoff) by the time
 * an error reaches the job.
 */

export type FailureAction =
  /** Wait (Retry-After, at most JOB_MAX_WAIT_MS), then ask for the same page again. */
  | { kind: 'wait'; ms: number }
  /** Ask for the same page again by its cursor (the ledger shows the failed call and the new one). */
  | { kind: 'rerequest' }
  | { kind: 'pause'; reason: ErrorView }
  | { kind: 'fail'; reason: ErrorView };

/** Consecutive transport failures of one page before the job pauses instead. */
export const TRANSPORT_RETRIES = 2;

const PAUSING = new Set([
  'out_of_credits', 'forbidden', 'unauthorized', 'no_key', 'no_base_url', 'insecure_base_url', 'permission',
  'budget_exceeded', 'not_enough_credits', 'ledger_unavailable', 'upstream_error', 'upstream_timeout', 'service_failed',
  // The same page would answer the same way (and a 200 error may have been charged): the user decides.
  'error_answer', 'redirected',
]);
const TRANSPORT = new Set(['network', 'timeout', 'malformed']);

export function failureAction(error: ErrorView, transportFailures: number): FailureAction {
  if (error.code === 'rate_limited') return { kind: 'wait', ms: Math.max(250, waitFor(error.retryAfterMs, JOB_MAX_WAIT_MS)) };
  if (TRANSPORT.has(error.code)) {
    if (transportFailures < TRANSPORT_RETRIES) return { kind: 'rerequest' };
    return { kind: 'pause', reason: error };
  }
  if (PAUSING.has(error.code)) return { kind: 'pause', reason: error };
  return { kind: 'fail', reason: error };
}

/**
 * When a running job that the service told to wait goes on (undefined: it does not wait). Never
 * later than the longest wait after the record was written, whatever the record holds (one
 * written before the wait was capped waits no longer than a new one).
 */
export function resumesAt(job: Pick<JobRecord, 'status' | 'waitUntil' | 'updatedAt'>, now: number): number | undefined {
  if (job.status !== 'running' || typeof job.waitUntil !== 'number' || !Number.isFinite(job.waitUntil)) return undefined;
  const at = Math.min(job.waitUntil, job.updatedAt + JOB_MAX_WAIT_MS);
  return at > now ? at : undefined;
}

export function capReason(price: number, spent: number, cap: number): ErrorView {
  return serializeError(
    new ServiceError('job_cap_reached', { estimate: price, spent, cap }),
  );
}

export function unrecognisedReason(page: number): ErrorView {
  return serializeError(
    new ServiceError('malformed', { problem: 'job_page', page }),
  );
}

/** Ledger rows of one page's calls: its operation, its cursor (or reply pair), sent at or after `since`. */
export function pageEntries(entries: readonly LedgerEntry[], operationId: string, marker: Record<string, string>, since: number): LedgerEntry[] {
  const parts = Object.entries(marker).map(([k, v]) => summarizeParams({ [k]: v }));
  const hasCursor = 'end_cursor' in marker || 'max_id' in marker;
  return entries.filter(
    (e) =>
      e.operationId === operationId &&
      !e.fromCache &&
      e.time >= since &&
      parts.every((p) => e.summary.includes(p)) &&
      (hasCursor || marker.comment_feedback_id !== undefined || !/(^| )(end_cursor|max_id)=/.test(e.summary)),
  );
}
