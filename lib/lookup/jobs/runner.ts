import { ServiceError, serializeError } from '../../service/errors';
import { scopedKey } from '../answers';
import type { CreditLedger } from '../ledger';
import type { LookupService } from '../run';
import type { ErrorView } from '../types';
import type { UseCaseRequest } from '../use-cases';
import { estimateJob } from './estimate';
import { capReason, failureAction, pageEntries, resumesAt, unrecognisedReason } from './faults';
import { afterFailure, afterPage, charged, controlled, finish, isActive, newJob, paused, sending } from './records';
import { listOf, nextRequest, nounOf, oneCallRefusal, pageRequest, requestMarker, requestOperation, requestPrice } from './specs';
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
  lookup: Pick<LookupService, 'run' | 'estimate' | 'credits' | 'settled'>;
  store: JobStore;
  ledger: Pick<CreditLedger, 'entries'>;
  /** The service URL (the scope of kept answers' keys). */
  scope: () => Promise<string>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Why no call can go out at all (no key, no usable service URL), or null. */
  unavailable?: () => Promise<ErrorView | null>;
  /** The plan's rate (settings.ratePerSecond): pages go out at JOB_RATE_SHARE of it. */
  ratePerSecond?: () => Promise<number>;
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
  /**
   * The browser was closed (worker start without the session marker): the jobs left running wait
   * for the user. Those started or resumed in this worker go on: the user asked for them since.
   */
  pauseRunning(reason: ErrorView): Promise<void>;
  /**
   * No page goes out before `check` settles: the worker start's look for a browser restart, which
   * a woken worker runs after its first answer. A job started meanwhile waits for it, and none left
   * running from before the restart sends a page before it is paused.
   */
  holdUntil(check: Promise<unknown>): void;
  /** Resolves once no job runs (or the runner was halted). */
  idle(): Promise<void>;
  /** Sends and writes nothing more (a stopped worker, in tests). */
  halt(): void;
  /** Cache keys of the answers a job kept, in order (its export). */
  pages(id: string): Promise<string[]>;
}

/**
 * Pages go out at this share of the plan's rate: the client's limiter spaces calls exactly at the
 * rate, and over a long job the jitter of the network then puts one call too many into the
 * service's sliding window, a 429 that costs a whole Retry-After second.
 */
export const JOB_RATE_SHARE = 0.95;

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { lookup, store } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let halted = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let lastServed: string | undefined;
  let lastSent = -Infinity;
  /** Consecutive transport failures of the current page, per job (memory: a restart starts over). */
  const transport = new Map<string, number>();
  /** Jobs started or resumed in this worker: a browser restart found before them is not theirs. */
  const asked = new Set<string>();
  let held: Promise<unknown> = Promise.resolve();

  const update = (id: string, change: (j: JobRecord) => JobRecord | null) => (halted ? Promise.resolve(null) : store.update(id, change));

  /** The ledger's calls of a page since it was written as sent (what it cost, however it ended). */
  const ledgerOf = async (request: UseCaseRequest, since: number) =>
    pageEntries(await deps.ledger.entries(), requestOperation(request), requestMarker(request), since);

  async function step(job: JobRecord): Promise<void> {
    const started = now();
    let request = nextRequest(job);
    if (job.inFlight && request) {
      // The worker stopped during this page: the ledger says what it came to.
      const found = await ledgerOf(request, job.inFlight.since);
      const settled = await update(job.id, (j) => charged(j, found));
      if (!settled) return;
      job = settled;
      request = nextRequest(job);
    }
    if (!request) return void (await update(job.id, (j) => finish(j, now())));
    const price = requestPrice(request);
    if (job.credits + price > job.capCredits) return void (await update(job.id, (j) => paused(j, capReason(price, j.credits, j.capCredits), now())));
    const sent = await update(job.id, (j) => sending(j, price, now()));
    if (!sent || !isActive(sent) || halted) return;
    await deps.hooks?.beforeCall?.(sent);
    await pace();
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
      const reason = unrecognisedReason(sent.pages + 1);
      await update(job.id, (j) => ({ ...charged(j, [result ?? { creditsCharged: 0 }]), status: 'failed', reason, finishedAt: now(), updatedAt: now() }));
      return;
    }
    transport.delete(job.id);
    await store.addPage(job.id, scopedKey(await deps.scope(), result.operationId as never, result.params));
    const page = { ...list, raw: result.raw, fromCache: result.fromCache, creditsCharged: result.creditsCharged };
    await update(job.id, (j) => afterPage(j, page, elapsed, now()));
  }

  async function failed(job: JobRecord, request: UseCaseRequest, error: ErrorView, elapsed: number): Promise<void> {
    const found = await ledgerOf(request, job.inFlight?.since ?? 0);
    const tries = transport.get(job.id) ?? 0;
    const action = failureAction(error, tries);
    transport.set(job.id, action.kind === 'rerequest' ? tries + 1 : 0);
    await update(job.id, (j) => afterFailure(j, action, found, elapsed, now()));
  }

  /** Why a job cannot start: its first page's request is refused, or no call can go out. */
  async function refusalOf(spec: JobSpec): Promise<ErrorView | undefined> {
    const notOneCall = oneCallRefusal(spec);
    if (notOneCall) return notOneCall;
    const est = await lookup.estimate(pageRequest(spec, undefined));
    return est.refusal ?? (await deps.unavailable?.()) ?? undefined;
  }

  async function pace(): Promise<void> {
    const rate = deps.ratePerSecond ? await deps.ratePerSecond() : 0;
    if (rate > 0 && Number.isFinite(rate)) {
      const wait = lastSent + 1000 / (rate * JOB_RATE_SHARE) - now();
      if (wait > 0) await sleep(wait);
    }
    lastSent = now();
  }

  /**
   * The page's answer is in the library before the record moves past it (its writes finish behind
   * the answer): the lookup core says when they are done. A write that hangs holds the job 2 s at most.
   */
  async function waitKept(): Promise<void> {
    let cap: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([lookup.settled(), new Promise<void>((resolve) => (cap = setTimeout(resolve, 2000)))]);
    clearTimeout(cap);
  }

  async function pump(): Promise<void> {
    await held.catch(() => undefined);
    while (!halted) {
      again = false;
      const jobs = await store.list();
      const active = jobs.filter(isActive);
      if (active.length === 0) {
        if (again) continue;
        return;
      }
      // Jobs a 429 told to wait sit out their turn; when all of them wait, so does the runner (a
      // second at a time, so a job started meanwhile does not wait with them).
      const t = now();
      const ready = (j: JobRecord) => isActive(j) && resumesAt(j, t) === undefined;
      const at = jobs.findIndex((j) => j.id === lastServed);
      const next = [...jobs.slice(at + 1), ...jobs.slice(0, at + 1)].find(ready);
      if (!next) {
        await sleep(Math.min(1000, Math.max(1, Math.min(...active.map((j) => resumesAt(j, t) ?? t)) - t)));
        continue;
      }
      lastServed = next.id;
      await step(next);
    }
  }

  function wake(): void {
    if (halted) return;
    again = true;
    if (pumping) return;
    // A failure of storage ends this pump only: the jobs stay running and the alarm wakes them.
    pumping = pump()
      .catch(() => undefined)
      .finally(() => {
        pumping = null;
        // Woken after the pump's last look at the jobs: look again.
        if (again) wake();
      });
  }

  return {
    async estimate(spec) {
      const notOneCall = oneCallRefusal(spec);
      if (notOneCall) return { calls: { min: 0, max: 0 }, credits: { min: 0, max: 0 }, noun: nounOf(spec), pagePrice: 0, defaultCap: 0, refusal: notOneCall };
      const [est, credits, refusal] = await Promise.all([lookup.estimate(pageRequest(spec, undefined)), lookup.credits(), refusalOf(spec)]);
      const nothingLeft = est.budgetLeft === 0 ? serializeError(new ServiceError('budget_exceeded', { budgetLeft: 0 })) : undefined;
      const why = refusal ?? nothingLeft;
      return estimateJob(spec, {
        ...(est.budgetLeft !== undefined ? { budgetLeft: est.budgetLeft } : {}),
        ...(credits.remaining !== undefined ? { creditsLeft: credits.remaining } : {}),
        ...(why ? { refusal: why } : {}),
      });
    },
    async start(spec, capCredits) {
      const refusal = await refusalOf(spec);
      if (refusal) return { ok: false, error: refusal };
      const job = newJob(spec, capCredits, now());
      asked.add(job.id);
      await store.add(job);
      wake();
      return { ok: true, job };
    },
    list: () => store.list(),
    async control(id, action, options = {}) {
      if (action === 'resume') asked.add(id);
      const out = await store.update(id, (j) => controlled(j, action, options, now()));
      wake();
      return out;
    },
    wake,
    async pauseRunning(reason) {
      await store.updateAll((j) => (asked.has(j.id) ? j : paused(j, reason, now())));
    },
    holdUntil(check) {
      held = check;
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
