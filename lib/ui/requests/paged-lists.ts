import {
  InfiniteQueryObserver,
  skipToken,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ErrorView, RunProgress, RunResponse, UseCaseResult } from '../../lookup/types';
import type { UseCaseName, UseCaseRequest } from '../../lookup/use-cases';
import { stableKey } from '../../util/stable-key';
import { useUi } from '../app/context';
import { cleanInput, listOf, requestKey, stepOf, type ModelKind } from './results';
import { keys } from './query-client';
import { cancelJob, sendRun, type RequestContext, type RunFlight, type RunOptions } from './runs';

/**
 * Paged lists (posts, comments, ads, search results) as infinite queries that never fetch by
 * themselves (`enabled: false`): the first page and each next one are fetched by a click
 * (`fetchNextPage`), never by a refetch, which would pay for every loaded page again. Stopping
 * cancels the page in flight and keeps the pages already loaded. A whole list is collected by a
 * job in the background (jobs.ts), not here: a closed panel would lose it.
 */

/** A list use case without its cursor, and the model of the step that holds the items. */
export interface ListSpec {
  useCase: UseCaseName;
  input: Record<string, unknown>;
  model: ModelKind;
}

/** A call a list made for one of its pages: how the background finds its kept answer (an export in place). */
export interface ListCall {
  operationId: string;
  params: Record<string, string>;
}

export interface ListEntry {
  status: 'idle' | 'loading' | 'ok' | 'error';
  items: unknown[];
  /** The call of each loaded page that brought its items. */
  calls: ListCall[];
  endCursor?: string;
  pages: number;
  /** Result of the first page (related ads read the advertiser from it). */
  firstResult?: UseCaseResult;
  lastResult?: UseCaseResult;
  /** The answer had a shape the extension does not know: its raw JSON. */
  unrecognised?: { reason: string; raw: unknown };
  error?: ErrorView;
  /** Set when the user stopped a page in flight. */
  stopped: boolean;
  /** The page in flight waits before it is sent again (a 429's Retry-After, a 502/504). */
  progress?: RunProgress;
}

export function listKey(spec: ListSpec): string {
  return `${spec.model}:${requestKey({ useCase: spec.useCase, input: spec.input } as UseCaseRequest)}`;
}

export function listRequest(spec: ListSpec, endCursor?: string): UseCaseRequest {
  const input = cleanInput({ ...spec.input, ...(endCursor ? { end_cursor: endCursor } : {}) });
  return { useCase: spec.useCase, input } as UseCaseRequest;
}

/** A page that failed: the query keeps the pages before it and shows this. */
class PageFailure extends Error {
  constructor(readonly response: Extract<RunResponse, { ok: false }>) {
    super(response.error.code);
  }
}

type Pages = InfiniteData<UseCaseResult, string | undefined>;

/** The cursor of the next page, if the last one had any (an unrecognised page ends the list). */
function nextCursor(spec: ListSpec, page: UseCaseResult): string | undefined {
  const step = stepOf(page, spec.model);
  if (!step || step.normalized.status === 'unrecognised') return undefined;
  return listOf<unknown>(step.normalized)?.endCursor || undefined;
}

/** Options of the next page's call (refresh, over-budget confirmation), set by the click. */
const callOptions = new Map<string, RunOptions>();

function listOptions(ctx: RequestContext, spec: ListSpec) {
  const key = listKey(spec);
  return {
    queryKey: keys.list(key),
    enabled: false,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: UseCaseResult) => nextCursor(spec, last),
    queryFn: async ({ pageParam }: { pageParam: string | undefined }) => {
      const options = callOptions.get(key) ?? {};
      callOptions.delete(key);
      const request = listRequest(spec, pageParam);
      const response = await sendRun(ctx, stableKey(keys.list(key)), { request, ...options });
      ctx.afterRun(request, response);
      if (!response.ok) throw new PageFailure(response);
      return response.result;
    },
  };
}

interface Progress {
  stopped: boolean;
}
const progressKey = (spec: ListSpec) => ['list-progress', listKey(spec)] as const;

export interface ListActions {
  /** The first page (again: what was loaded is dropped). */
  start(options?: RunOptions): Promise<RunResponse>;
  more(options?: Pick<RunOptions, 'confirmOverBudget'>): Promise<RunResponse>;
  stop(): void;
}

export function listActions(ctx: RequestContext, spec: ListSpec): ListActions {
  const { queries } = ctx;
  const key = listKey(spec);
  const observer = () => new InfiniteQueryObserver(queries, listOptions(ctx, spec));
  const setProgress = (patch: Partial<Progress>) =>
    queries.setQueryData<Progress>(progressKey(spec), (p) => ({ stopped: false, ...p, ...patch }));
  const fetchPage = async (first: boolean, options: RunOptions): Promise<RunResponse> => {
    if (first) await queries.resetQueries({ queryKey: keys.list(key), exact: true });
    const before = queries.getQueryData<Pages>(keys.list(key))?.pages.length ?? 0;
    const startedAt = Date.now();
    callOptions.set(key, options);
    const result = await observer().fetchNextPage();
    callOptions.delete(key);
    const pages = result.data?.pages ?? [];
    if (pages.length > before) return { ok: true, result: pages.at(-1)! };
    const state = queries.getQueryState(keys.list(key));
    if (state?.error instanceof PageFailure && state.errorUpdatedAt >= startedAt) return state.error.response;
    // Stopped by the user: what was loaded stays, and it is not a failure.
    return { ok: false, error: { code: 'cancelled' } };
  };
  const actions: ListActions = {
    start(options = {}) {
      setProgress({ stopped: false });
      return fetchPage(true, options);
    },
    more(options = {}) {
      return fetchPage(false, options);
    },
    stop() {
      setProgress({ stopped: true });
      cancelJob(ctx, stableKey(keys.list(key)));
      void queries.cancelQueries({ queryKey: keys.list(key), exact: true });
    },
  };
  return actions;
}

/** A paged list as a view shows it, and what its buttons do. */
export function usePagedList(spec: ListSpec | null): { entry: ListEntry | undefined; actions: ListActions | undefined } {
  const { stores } = useUi();
  const ctx = stores.requests;
  const key = spec ? listKey(spec) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
  const options = useMemo(() => (spec ? listOptions(ctx, spec) : null), [key, ctx]);
  const q = useInfiniteQuery(options ?? { queryKey: keys.list(''), queryFn: skipToken, initialPageParam: undefined, getNextPageParam: () => undefined });
  const progress = useQuery<Progress>({ queryKey: spec ? progressKey(spec) : ['list-progress', ''], queryFn: skipToken }).data;
  // The page in flight is the one after the last loaded page: its run reports its waits there.
  const lastPage = (q.data as Pages | undefined)?.pages.at(-1);
  const inFlight = spec && q.fetchStatus === 'fetching' ? listRequest(spec, lastPage ? nextCursor(spec, lastPage) : undefined) : null;
  const waiting = useQuery<RunFlight | null>({ queryKey: inFlight ? keys.runFlight(inFlight) : ['runFlight', null], queryFn: skipToken }).data?.progress;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
  const actions = useMemo(() => (spec ? listActions(ctx, spec) : undefined), [key, ctx]);
  const entry = useMemo((): ListEntry | undefined => {
    if (!spec) return undefined;
    const pages = (q.data as Pages | undefined)?.pages ?? [];
    const loading = q.fetchStatus === 'fetching';
    const error = q.error instanceof PageFailure ? q.error.response.error : undefined;
    const items: unknown[] = [];
    const calls: ListCall[] = [];
    let unrecognised: ListEntry['unrecognised'];
    for (const page of pages) {
      const step = stepOf(page, spec.model);
      if (step) calls.push({ operationId: step.operationId, params: step.params });
      if (step?.normalized.status === 'unrecognised') unrecognised = { reason: step.normalized.reason, raw: step.raw };
      else items.push(...(listOf<unknown>(step?.normalized)?.items ?? []));
    }
    const last = pages.at(-1);
    const endCursor = last ? nextCursor(spec, last) : undefined;
    return {
      status: loading ? 'loading' : error ? 'error' : pages.length ? 'ok' : 'idle',
      items,
      calls,
      pages: pages.length,
      ...(endCursor ? { endCursor } : {}),
      ...(pages[0] ? { firstResult: pages[0] } : {}),
      ...(last ? { lastResult: last } : {}),
      ...(unrecognised ? { unrecognised } : {}),
      ...(error ? { error } : {}),
      stopped: progress?.stopped ?? false,
      ...(loading && waiting ? { progress: waiting } : {}),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
  }, [key, q.data, q.fetchStatus, q.error, progress, waiting]);
  return { entry, actions };
}

/** List actions for a spec whose view is not shown yet (a search form starts its list). */
export function useListActions(): (spec: ListSpec) => ListActions {
  const { stores } = useUi();
  return (spec) => listActions(stores.requests, spec);
}
