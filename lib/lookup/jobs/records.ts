import type { ErrorView } from '../types';
import type { FailureAction } from './faults';
import { announcedTotal, repliesToFetch } from './specs';
import type { JobAction, JobRecord, JobSpec } from './types';

/**
 * How a job's record changes: pure functions of the record, one per event (a page sent, a page
 * answered, a page failed, the user's pause/resume/cancel). The runner writes what they return.
 */

export const isActive = (j: JobRecord) => j.status === 'running';

export function withoutInFlight(j: JobRecord): JobRecord {
  const { inFlight: _gone, ...rest } = j;
  return rest;
}

/** Every page there was is in: done, and short of the announced total is said ('no_cursor'). */
export function finish(j: JobRecord, t: number): JobRecord {
  if (j.status === 'cancelled') return withoutInFlight(j);
  const short = j.total !== undefined && j.items < j.total;
  return { ...withoutInFlight(j), status: 'done', end: short ? 'no_cursor' : 'complete', finishedAt: t, updatedAt: t };
}

export function newJob(spec: JobSpec, capCredits: number, t: number): JobRecord {
  return {
    id: `job-${t.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    spec, status: 'running', createdAt: t, updatedAt: t, capCredits: Math.floor(capCredits), phase: 'items',
    pages: 0, items: 0, replyItems: 0, calls: 0, credits: 0, runningMs: 0,
    ...(spec.announcedTotal !== undefined ? { total: spec.announcedTotal } : {}),
  };
}

/** Written before the call goes out: a worker stopped from here re-requests this page by its cursor. */
export function sending(j: JobRecord, price: number, t: number): JobRecord {
  if (!isActive(j)) return j;
  const cursor = j.phase === 'items' && j.cursor !== undefined ? { cursor: j.cursor } : {};
  return { ...j, status: 'running', inFlight: { ...cursor, since: t, price }, updatedAt: t };
}

export function paused(j: JobRecord, reason: ErrorView, t: number): JobRecord {
  return isActive(j) ? { ...j, status: 'paused', reason, updatedAt: t } : j;
}

/** What calls the ledger shows for a page, added to the job (an interrupted or failed call is paid as the ledger says). */
export function charged(j: JobRecord, found: { creditsCharged: number }[]): JobRecord {
  return { ...withoutInFlight(j), calls: j.calls + found.length, credits: j.credits + found.reduce((s, e) => s + e.creditsCharged, 0) };
}

export interface PageAnswer {
  items: unknown[];
  endCursor?: string;
  raw: unknown;
  fromCache: boolean;
  creditsCharged: number;
}

/** A page answered: its items counted, the next cursor (or the replies, or the end). */
export function afterPage(j: JobRecord, page: PageAnswer, elapsedMs: number, t: number): JobRecord {
  const base: JobRecord = {
    ...withoutInFlight(j), pages: j.pages + 1, calls: j.calls + (page.fromCache ? 0 : 1), credits: j.credits + page.creditsCharged,
    runningMs: j.runningMs + elapsedMs, updatedAt: t,
  };
  delete base.reason;
  delete base.waitUntil;
  if (j.phase === 'replies') {
    const replies = (j.replies ?? []).slice(1);
    const next = { ...base, replyItems: j.replyItems + page.items.length, replies };
    return replies.length ? next : finish(next, t);
  }
  const total = announcedTotal(page.raw) ?? j.total;
  const more = j.spec.withReplies ? repliesToFetch(page.items) : [];
  const next: JobRecord = { ...base, items: j.items + page.items.length, ...(total !== undefined ? { total } : {}), ...(more.length ? { replies: [...(j.replies ?? []), ...more] } : {}) };
  // A cursor that does not move would ask for the same page for ever: the list ends there.
  if (page.endCursor && page.endCursor !== j.cursor) return { ...next, cursor: page.endCursor };
  delete next.cursor;
  if (next.replies?.length) return { ...next, phase: 'replies' };
  return finish(next, t);
}

/** A page failed: what it cost per the ledger, and the job paused or failed when the error says so. */
export function afterFailure(j: JobRecord, action: FailureAction, found: { creditsCharged: number }[], elapsedMs: number, t: number): JobRecord {
  const base: JobRecord = { ...charged(j, found), runningMs: j.runningMs + elapsedMs, updatedAt: t };
  delete base.waitUntil;
  if (action.kind === 'wait') return { ...base, waitUntil: t + action.ms };
  if (action.kind === 'pause') return paused(base, action.reason, t);
  if (action.kind === 'fail' && isActive(j)) return { ...base, status: 'failed', reason: action.reason, finishedAt: t };
  return base;
}

/** The user's pause, resume (optionally with a new cap), cancel or remove (null). */
export function controlled(j: JobRecord, action: JobAction, options: { capCredits?: number }, t: number): JobRecord | null {
  const ended = j.status === 'done' || j.status === 'cancelled';
  switch (action) {
    case 'pause':
      return isActive(j) ? { ...j, status: 'paused', updatedAt: t } : j;
    case 'resume': {
      if (ended || isActive(j)) return j;
      const next: JobRecord = { ...j, status: 'running', updatedAt: t, ...(options.capCredits !== undefined ? { capCredits: Math.floor(options.capCredits) } : {}) };
      delete next.reason;
      delete next.finishedAt;
      return next;
    }
    case 'cancel':
      return ended ? j : { ...j, status: 'cancelled', finishedAt: t, updatedAt: t };
    case 'remove':
      return null;
  }
}
