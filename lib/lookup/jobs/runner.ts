import { ServiceError, serializeError } from '../../service/errors';
import { scopedKey } from '../answers';
import type { CreditLedger } from '../ledger';
import type { LookupService } from '../run';
import type { ErrorView } from '../types';
import type { UseCaseRequest } from '../use-cases';
import { estimateJob } from './estimate';
import { capReason, failureAction, pageEntries, unrecognisedReason } from './faults';
import { announcedTotal, listOf, nextRequest, pageRequest, repliesToFetch, requestMarker, requestOperation, requestPrice } from './specs';
import type { JobStore } from './store';
import type { JobAction, JobEstimate, JobRecord, JobSpec } from './types';

/**
 * Runs bulk jobs: one page in flight at a time over all jobs, round-robin among the running ones,
 * each page through LookupService.run (kept answers, single-flight, budget, ledger, library all
 * apply; the client's rate limiter spaces the calls). The record is written before each call
 * (`inFlight`) and after each answer, so a worker stopped anywhere resumes from the last cursor:
 * a page whose answer was kept is served free, and what an interrupted call cost is read from the
 * ledger, never guessed twice.
 */

export interface JobRunnerDeps {
  lookup: Pick<LookupService, 'run' | 'estimate' | 'credits' | 'inFlight'>;
  store: JobStore;
  ledger: Pick<CreditLedger, 'entries'>;
  /** The service URL (the scope of kept answers' keys). */
  scope: () => Promise<string>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Where a worker may stop in a page (tests stop the runner there). */
  hooks?: { beforeCall?(job: JobRecord): unknown; afterAnswer?(job: JobRecord): unknown };
}

export type StartResult = { ok: true; job: JobRecord } | { ok: false; error: ErrorView };

export interface JobRunner {
  estimate(spec: JobSpec): Promise<JobEstimate>;
  start(spec: JobSpec, capCredits: number): Promise<StartResult>;
  list(): Promise<JobRecord[]>;
  /** Pause, resume (optionally with a new cap), cancel or remove; null when the job is gone. */
  control(id: string, action: JobAction, options?: { capCredits?: number }): Promise<JobRecord | null>;
  /** Worker start, alarm, a change: go on with the running jobs. */
  wake(): void;
  /** The browser was closed: running jobs wait for the user (worker start without the session marker). */
  pauseRunning(reason: ErrorView): Promise<void>;
  /** Resolves once no job runs (or the runner was halted). */
  idle(): Promise<void>;
  /** Sends and writes nothing more (a stopped worker, in tests). */
  halt(): void;
  /** Cache keys of the answers a job kept, in order (its export). */
  pages(id: string): Promise<string[]>;
}

const ACTIVE = new Set(['running', 'queued']);
const isActive = (j: JobRecord) => ACTIVE.has(j.status);

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { lookup, store } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let halted = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let lastServed: string | undefined;
  /** Consecutive transport failures of the current page, per job (memory: a restart starts over). */
  const transport = new Map<string, number>();

  const update = (id: string, change: (j: JobRecord) => JobRecord | null) => (halted ? Promise.resolve(null) : store.update(id, change));

  /** What the page of `inFlight` came to, from the ledger (a worker stopped during it). */
  async function settleInFlight(job: JobRecord, request: UseCaseRequest): Promise<JobRecord | null> {
    const since = job.inFlight!.since;
    const found = pageEntries(await deps.ledger.entries(), requestOperation(request), requestMarker(request), since);
    const credits = found.reduce((s, e) => s + e.creditsCharged, 0);
    return update(job.id, (j) => ({ ...withoutInFlight(j), calls: j.calls + found.length, credits: j.credits + credits }));
  }

  async function step(job: JobRecord): Promise<void> {
    const started = now();
    let request = nextRequest(job);
    if (job.inFlight && request) {
      const settled = await settleInFlight(job, request);
      if (!settled) return;
      job = settled;
      request = nextRequest(job);
    }
    if (!request) return void (await update(job.id, (j) => finish(j, now())));
    const price = requestPrice(request);
    if (job.credits + price > job.capCredits) {
      return void (await update(job.id, (j) => (isActive(j) ? { ...j, status: 'paused', reason: capReason(price, j.credits, j.capCredits), updatedAt: now() } : j)));
    }
    // Written before the call goes out: from here a stopped worker re-requests this page by its cursor.
    const sent = await update(job.id, (j) =>
      isActive(j) ? { ...j, status: 'running', inFlight: { ...(j.phase === 'items' && j.cursor !== undefined ? { cursor: j.cursor } : {}), since: now(), price }, updatedAt: now() } : j,
    );
    if (!sent || !isActive(sent) || halted) return;
    await deps.hooks?.beforeCall?.(sent);
    if (halted) return;
    const res = await lookup.run(request);
    if (halted) return;
    if (res.ok) await waitKept();
    await deps.hooks?.afterAnswer?.(sent);
    if (halted) return;
    const elapsed = now() - started;
    if (!res.ok) return failed(sent, request, res.error, elapsed);
    const result = res.result.steps[0];
    const list = result ? listOf(result.normalized) : null;
    if (!result || !list) {
      await update(job.id, (j) => ({ ...withoutInFlight(j), calls: j.calls + 1, credits: j.credits + (result?.creditsCharged ?? 0), status: 'failed', reason: unrecognisedReason(j.pages + 1), finishedAt: now(), updatedAt: now() }));
      return;
    }
    transport.delete(job.id);
    await store.addPage(job.id, scopedKey(await deps.scope(), result.operationId as never, result.params));
    await update(job.id, (j) => {
      const base: JobRecord = { ...withoutInFlight(j), pages: j.pages + 1, calls: j.calls + (result.fromCache ? 0 : 1), credits: j.credits + result.creditsCharged, runningMs: j.runningMs + elapsed, updatedAt: now() };
      delete base.reason;
      if (j.phase === 'replies') {
        const replies = (j.replies ?? []).slice(1);
        const next = { ...base, replyItems: j.replyItems + list.items.length, replies };
        return replies.length ? next : finish(next, now());
      }
      const total = announcedTotal(result.raw) ?? j.total;
      const more = j.spec.withReplies ? repliesToFetch(list.items) : [];
      const next: JobRecord = { ...base, items: j.items + list.items.length, ...(total !== undefined ? { total } : {}), ...(more.length ? { replies: [...(j.replies ?? []), ...more] } : {}) };
      const stuck = list.endCursor === j.cursor;
      if (list.endCursor && !stuck) return { ...next, cursor: list.endCursor };
      delete next.cursor;
      if (next.replies?.length) return { ...next, phase: 'replies' };
      return finish(next, now());
    });
  }

  async function failed(job: JobRecord, request: UseCaseRequest, error: ErrorView, elapsed: number): Promise<void> {
    const found = pageEntries(await deps.ledger.entries(), requestOperation(request), requestMarker(request), job.inFlight?.since ?? 0);
    const credits = found.reduce((s, e) => s + e.creditsCharged, 0);
    const tries = transport.get(job.id) ?? 0;
    const action = failureAction(error, tries);
    transport.set(job.id, action.kind === 'rerequest' ? tries + 1 : 0);
    await update(job.id, (j) => {
      const base: JobRecord = { ...withoutInFlight(j), calls: j.calls + found.length, credits: j.credits + credits, runningMs: j.runningMs + elapsed, updatedAt: now() };
      if (action.kind === 'pause' && isActive(j)) return { ...base, status: 'paused', reason: action.reason };
      if (action.kind === 'fail' && isActive(j)) return { ...base, status: 'failed', reason: action.reason, finishedAt: now() };
      return base;
    });
    if (action.kind === 'wait') await sleep(action.ms);
  }

  /** The page's answer is in the library before the record moves past it (its writes finish behind the answer). */
  async function waitKept(): Promise<void> {
    const deadline = now() + 2000;
    while (lookup.inFlight() > 0 && now() < deadline && !halted) await sleep(2);
  }

  async function pump(): Promise<void> {
    while (!halted) {
      again = false;
      const jobs = await store.list();
      const active = jobs.filter(isActive);
      if (active.length === 0) {
        if (again) continue;
        return;
      }
      const at = jobs.findIndex((j) => j.id === lastServed);
      const next = [...jobs.slice(at + 1), ...jobs.slice(0, at + 1)].find(isActive)!;
      lastServed = next.id;
      await step(next);
    }
  }

  function wake(): void {
    if (halted) return;
    again = true;
    pumping ??= pump()
      .catch(() => undefined)
      .finally(() => {
        pumping = null;
      });
  }

  return {
    async estimate(spec) {
      const [est, credits] = await Promise.all([lookup.estimate(pageRequest(spec, undefined)), lookup.credits()]);
      return estimateJob(spec, {
        ...(est.budgetLeft !== undefined ? { budgetLeft: est.budgetLeft } : {}),
        ...(credits.remaining !== undefined ? { creditsLeft: credits.remaining } : {}),
        ...(est.refusal ? { refusal: est.refusal } : {}),
      });
    },
    async start(spec, capCredits) {
      const est = await lookup.estimate(pageRequest(spec, undefined));
      if (est.refusal) return { ok: false, error: est.refusal };
      if (!(capCredits >= 0)) return { ok: false, error: serializeError(new ServiceError('invalid_request', { message: 'The credit cap must be a number of credits.' })) };
      const t = now();
      const job: JobRecord = {
        id: `job-${t.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        spec, status: 'running', createdAt: t, updatedAt: t, capCredits: Math.floor(capCredits), phase: 'items',
        pages: 0, items: 0, replyItems: 0, calls: 0, credits: 0, runningMs: 0,
        ...(spec.announcedTotal !== undefined ? { total: spec.announcedTotal } : {}),
      };
      await store.add(job);
      wake();
      return { ok: true, job };
    },
    list: () => store.list(),
    async control(id, action, options = {}) {
      const t = now();
      const out = await store.update(id, (j) => {
        const done = j.status === 'done' || j.status === 'cancelled';
        switch (action) {
          case 'pause':
            return isActive(j) ? { ...j, status: 'paused', updatedAt: t } : j;
          case 'resume': {
            if (done || isActive(j)) return j;
            const next: JobRecord = { ...j, status: 'running', updatedAt: t, ...(options.capCredits !== undefined ? { capCredits: options.capCredits } : {}) };
            delete next.reason;
            delete next.finishedAt;
            return next;
          }
          case 'cancel':
            return done ? j : { ...j, status: 'cancelled', finishedAt: t, updatedAt: t };
          case 'remove':
            return null;
        }
      });
      wake();
      return out;
    },
    wake,
    async pauseRunning(reason) {
      await store.updateAll((j) => (isActive(j) ? { ...j, status: 'paused', reason, updatedAt: now() } : j));
    },
    async idle() {
      while (pumping) await pumping;
    },
    halt() {
      halted = true;
    },
    pages: (id) => store.pages(id),
  };
}

function withoutInFlight(j: JobRecord): JobRecord {
  const { inFlight: _gone, ...rest } = j;
  return rest;
}

function finish(j: JobRecord, t: number): JobRecord {
  if (j.status === 'cancelled') return j;
  const short = j.phase === 'items' && j.total !== undefined && j.items < j.total;
  return { ...withoutInFlight(j), status: 'done', end: short ? 'no_cursor' : 'complete', finishedAt: t, updatedAt: t };
}
