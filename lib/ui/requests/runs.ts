import { isCancelledError, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { stableKey } from '../../util/stable-key';
import type { ErrorView, RunProgress, RunResponse, UseCaseResult } from '../../lookup/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { RunRequest } from '../../messaging/protocol';
import type { BackgroundApi } from '../env/ui-env';
import { toErrorView } from '../text/errors';
import { t } from '../i18n/catalogue';
import { keys } from './query-client';

/**
 * Paid runs, in the query cache. A run is a query that never fetches by itself (skipToken): only
 * a click fetches it (`runRequest`, through `fetchQuery`). Kept in the cache rather than in a
 * mutation because every view of the same request shows the same answer (the found list's
 * button, the entity view, the popup), and `fetchQuery` joins an identical run in flight instead
 * of sending it twice.
 */

export interface RunOptions {
  refresh?: boolean;
  confirmOverBudget?: boolean;
  /** An automatic lookup: the background refuses it unless auto-lookup is on, and never goes over the budget. */
  autoLookup?: boolean;
  /** Only an answer the background holds (kept or in flight): refused with not_held rather than paid. */
  heldOnly?: boolean;
}

/**
 * A run shows as loading once it has been under way this long; one answered sooner goes straight
 * from its button to its answer. Under 0.1 s reads as instant, and drawing a loading view that is
 * replaced at once takes the machine's time from the lookup itself (measured on two cores with
 * the lookup overhead of `npm run bench`).
 */
export const SHOW_LOADING_AFTER_MS = 100;

/** A run in flight that shows as loading (none before), with the wait before a retry the background reported. */
export interface RunFlight {
  progress?: RunProgress;
}

/** What the cache holds for a request: the last answer, and the last good result (kept over a failure). */
interface RunData {
  response: RunResponse;
  result?: UseCaseResult;
}

export interface RunEntry {
  status: 'loading' | 'ok' | 'error';
  /** The last successful answer (kept while refreshing and after a failure). */
  result?: UseCaseResult;
  error?: ErrorView;
  /** Steps that succeeded before the error. */
  partial?: UseCaseResult;
  /** True while a run goes on over a shown result (a refresh). */
  refreshing?: boolean;
  /** While loading: the wait the service asked for before a retry, as the background tells it. */
  progress?: RunProgress;
}

export interface RequestContext {
  queries: QueryClient;
  api: BackgroundApi;
  /** Told of every answer: invalidates what it changed (see invalidate.ts). */
  afterRun(request: UseCaseRequest, response: RunResponse): void;
  /** Job ids of the runs in flight, by query key hash (for Cancel). */
  jobs: Map<string, string>;
}

let jobSeq = 0;
function newJobId(): string {
  jobSeq += 1;
  return `ui-${Date.now().toString(36)}-${jobSeq}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Sends one run to the background; a failure to deliver it is an answer too. The run is known
 * by `jobKey` until it answers, so a Cancel can stop it in the background. (The query's own abort
 * signal is not used: TanStack aborts a fetch whose last view unmounts, and a paid run must go
 * on when the button that started it makes way for its answer.)
 */
export async function sendRun(ctx: RequestContext, jobKey: string, payload: Omit<RunRequest, 'jobId'>): Promise<RunResponse> {
  const jobId = newJobId();
  ctx.jobs.set(jobKey, jobId);
  // Every view of the request hears how the run goes until it answers (then it is cleared).
  const flightKey = keys.runFlight(payload.request);
  const show = (progress?: RunProgress) => {
    if (ctx.jobs.get(jobKey) !== jobId) return;
    ctx.queries.setQueryData<RunFlight | null>(flightKey, (before) => {
      const latest = progress ?? before?.progress;
      return latest ? { progress: latest } : {};
    });
  };
  const reveal = setTimeout(() => show(), SHOW_LOADING_AFTER_MS);
  try {
    // A wait before a retry shows at once: it is never a silent one.
    const response = await ctx.api.run({ ...payload, jobId }, show);
    if (!response || typeof response !== 'object' || !('ok' in response)) {
      return { ok: false, error: { code: 'internal', detail: t('errors.internal.noAnswer') } };
    }
    return response;
  } catch (e) {
    return { ok: false, error: toErrorView(e) };
  } finally {
    clearTimeout(reveal);
    if (ctx.jobs.get(jobKey) === jobId) {
      ctx.jobs.delete(jobKey);
      if (ctx.queries.getQueryData(flightKey)) ctx.queries.setQueryData<RunFlight | null>(flightKey, null);
    }
  }
}

/** Stops the run known by `jobKey` in the background (its answer then says it was cancelled). */
export function cancelJob(ctx: RequestContext, jobKey: string): void {
  const jobId = ctx.jobs.get(jobKey);
  if (jobId) void ctx.api.cancel({ jobId }).catch(() => {});
}

/**
 * A held-only run that found nothing held: thrown from the query so that the query fails with its
 * data as it was, and every view of it is told and goes back to the request with its button.
 */
class NotHeld extends Error {
  constructor(readonly response: RunResponse) {
    super('not_held');
  }
}

/** Runs a request (a click): the answer goes to every view of it. */
export async function runRequest(ctx: RequestContext, request: UseCaseRequest, options: RunOptions = {}): Promise<RunResponse> {
  const key = keys.run(request);
  try {
    const data = await ctx.queries.fetchQuery<RunData>({
      queryKey: key,
      // Always sent: a run is asked for, never served from what the page already shows.
      staleTime: 0,
      queryFn: async () => {
        const previous = ctx.queries.getQueryData<RunData>(key);
        const response = await sendRun(ctx, stableKey(key), { request, ...options });
        if (options.heldOnly && !response.ok && response.error.code === 'not_held') throw new NotHeld(response);
        const result = response.ok ? response.result : previous?.result;
        return { response, ...(result ? { result } : {}) };
      },
    });
    // After the answer is on screen: what it changed is read again in the next task, so those
    // messages never run ahead of the answer's own render.
    setTimeout(() => ctx.afterRun(request, data.response), 0);
    return data.response;
  } catch (e) {
    if (e instanceof NotHeld) return e.response;
    if (!isCancelledError(e)) throw e;
    // Cancelled by the user: the view goes back to where it was before the click. The service may
    // still charge the abandoned call, so credits are read again all the same.
    const response: RunResponse = { ok: false, error: { code: 'cancelled' } };
    ctx.afterRun(request, response);
    return response;
  }
}

/** Stops a run in flight (the background is told through the query's abort signal). */
export function cancelRun(ctx: RequestContext, request: UseCaseRequest): void {
  cancelJob(ctx, stableKey(keys.run(request)));
  void ctx.queries.cancelQueries({ queryKey: keys.run(request), exact: true });
}

/**
 * Calls `fn` once the request's run shows: as loading (after SHOW_LOADING_AFTER_MS) or with its
 * answer, whichever comes first, as the views that show it are told (a view opened from `fn`
 * renders in the same pass). At once when it shows already. Returns a stop.
 */
export function onRunShown(queries: QueryClient, request: UseCaseRequest, fn: () => void): () => void {
  if (queries.getQueryData(keys.runFlight(request))) {
    fn();
    return () => {};
  }
  const run = stableKey(keys.run(request));
  const flight = stableKey(keys.runFlight(request));
  const stop = queries.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { queryHash, state } = event.query;
    const answered = queryHash === run && (event.action.type === 'success' || event.action.type === 'error');
    const loading = queryHash === flight && event.action.type === 'success' && state.data;
    if (!answered && !loading) return;
    stop();
    fn();
  });
  return stop;
}

/** Whether this request was run (or is running) on this page. */
export function hasRun(queries: QueryClient, request: UseCaseRequest): boolean {
  const state = queries.getQueryState(keys.run(request));
  return !!state && (state.data !== undefined || state.fetchStatus === 'fetching');
}

/**
 * The state of a request's run as every view shows it; undefined before the first click. A run
 * in flight shows as loading after SHOW_LOADING_AFTER_MS; until then views show what they showed.
 */
export function useRunEntry(request: UseCaseRequest | null): RunEntry | undefined {
  const q = useQuery<RunData>({ queryKey: request ? keys.run(request) : ['run', null], queryFn: skipToken });
  const flight = useQuery<RunFlight | null>({ queryKey: request ? keys.runFlight(request) : ['runFlight', null], queryFn: skipToken }).data;
  if (!request) return undefined;
  const data = q.data;
  if (q.fetchStatus === 'fetching' && flight) {
    const { progress } = flight;
    return { status: 'loading', ...(data?.result ? { result: data.result, refreshing: true } : {}), ...(progress ? { progress } : {}) };
  }
  if (!data) return undefined;
  const { response, result } = data;
  if (response.ok) return { status: 'ok', result: response.result };
  return {
    status: 'error',
    error: response.error,
    ...(response.partial ? { partial: response.partial } : {}),
    ...(result ? { result } : {}),
  };
}
