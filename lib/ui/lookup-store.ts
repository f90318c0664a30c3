import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CostEstimate, ErrorView, RunResponse, UseCaseResult } from '../lookup/types';
import type { UseCaseName, UseCaseRequest } from '../lookup/use-cases';
import type { BackgroundApi } from './api';
import { cleanInput, listOf, requestKey, stepOf, type ModelKind } from './data';
import { toErrorView } from './errors';

/**
 * Runs of use cases, cost estimates and paged lists, keyed by request. Shared by every view of a
 * page, so the same lookup shown twice is fetched once and a finished run updates every estimate.
 */

export interface RunEntry {
  status: 'loading' | 'ok' | 'error';
  request: UseCaseRequest;
  /** The last successful answer (kept while refreshing). */
  result?: UseCaseResult;
  error?: ErrorView;
  /** Steps that succeeded before the error. */
  partial?: UseCaseResult;
  jobId?: string;
  /** True while a refresh (refresh: true) runs over a shown result. */
  refreshing?: boolean;
}

export interface EstimateEntry {
  status: 'loading' | 'ok' | 'error';
  estimate?: CostEstimate;
  error?: ErrorView;
}

/** A list use case without its cursor, and the model of the step that holds the items. */
export interface ListSpec {
  useCase: UseCaseName;
  input: Record<string, unknown>;
  model: ModelKind;
}

export interface ListEntry {
  spec: ListSpec;
  status: 'idle' | 'loading' | 'ok' | 'error';
  items: unknown[];
  endCursor?: string;
  pages: number;
  /** Result of the first page (related ads read the advertiser from it). */
  firstResult?: UseCaseResult;
  lastResult?: UseCaseResult;
  /** The answer had a shape the extension does not know: its raw JSON. */
  unrecognised?: { reason: string; raw: unknown };
  error?: ErrorView;
  jobId?: string;
  /** A "load all" in progress. */
  loadingAll: boolean;
  /** Set when the user stopped a "load all". */
  stopped: boolean;
  /** Credits the pages loaded so far cost. */
  creditsSpent: number;
}

export interface RunOptions {
  refresh?: boolean;
  confirmOverBudget?: boolean;
  /** An automatic lookup: the background refuses it unless auto-lookup is on, and never goes over the budget. */
  autoLookup?: boolean;
}

export interface LookupState {
  runs: Record<string, RunEntry>;
  estimates: Record<string, EstimateEntry>;
  lists: Record<string, ListEntry>;
  run(request: UseCaseRequest, options?: RunOptions): Promise<RunResponse>;
  estimate(request: UseCaseRequest, refresh?: boolean): Promise<CostEstimate | undefined>;
  cancelRun(request: UseCaseRequest): void;
  loadPage(spec: ListSpec, options?: RunOptions & { more?: boolean }): Promise<RunResponse>;
  loadAll(spec: ListSpec, options?: { confirmOverBudget?: boolean; maxPages?: number }): Promise<RunResponse | undefined>;
  stopList(spec: ListSpec): void;
  resetList(spec: ListSpec): void;
}

export type LookupStore = StoreApi<LookupState>;

export function listKey(spec: ListSpec): string {
  return `${spec.useCase}:${spec.model}:${requestKey({ useCase: spec.useCase, input: cleanInput(spec.input) } as UseCaseRequest)}`;
}

export function estimateKey(request: UseCaseRequest, refresh = false): string {
  return `${requestKey(request)}${refresh ? '|refresh' : ''}`;
}

export function listRequest(spec: ListSpec, endCursor?: string): UseCaseRequest {
  const input = cleanInput({ ...spec.input, ...(endCursor ? { end_cursor: endCursor } : {}) });
  return { useCase: spec.useCase, input } as UseCaseRequest;
}

let jobSeq = 0;
function newJobId(): string {
  jobSeq += 1;
  return `ui-${Date.now().toString(36)}-${jobSeq}-${Math.random().toString(36).slice(2, 8)}`;
}

const emptyList = (spec: ListSpec): ListEntry => ({
  spec,
  status: 'idle',
  items: [],
  pages: 0,
  loadingAll: false,
  stopped: false,
  creditsSpent: 0,
});

export function createLookupStore(api: BackgroundApi, hooks: { afterRun?: () => void } = {}): LookupStore {
  const store = createStore<LookupState>()((set, get) => {
    const setRun = (key: string, entry: RunEntry) => set((s) => ({ runs: { ...s.runs, [key]: entry } }));
    const setList = (key: string, patch: Partial<ListEntry>) =>
      set((s) => {
        const prev = s.lists[key];
        if (!prev) return s;
        return { lists: { ...s.lists, [key]: { ...prev, ...patch } } };
      });
    const ran = (request: UseCaseRequest, response: RunResponse) => {
      const free = response.ok ? response.result.fromCache : !response.partial?.steps.length;
      if (free) {
        // Nothing was paid and nothing new was cached: only this request's own estimates may have
        // changed (it may now show as cached), so the other buttons need not ask again.
        const mine = [estimateKey(request), estimateKey(request, true)];
        set((s) => ({ estimates: Object.fromEntries(Object.entries(s.estimates).filter(([k]) => !mine.includes(k))) }));
      } else {
        // Credits moved and answers were cached: every estimate may be stale.
        set({ estimates: {} });
      }
      hooks.afterRun?.();
    };
    const call = async (payload: Parameters<BackgroundApi['run']>[0]): Promise<RunResponse> => {
      try {
        const response = await api.run(payload);
        if (!response || typeof response !== 'object' || !('ok' in response)) {
          return { ok: false, error: { code: 'internal', message: 'The background sent no answer.' } };
        }
        return response;
      } catch (e) {
        return { ok: false, error: toErrorView(e) };
      }
    };

    return {
      runs: {},
      estimates: {},
      lists: {},

      async run(request, options = {}) {
        const key = requestKey(request);
        const jobId = newJobId();
        const prev = get().runs[key];
        // Sent first: rendering the loading state must not delay the request.
        const sent = call({ request, jobId, ...options });
        setRun(key, {
          status: 'loading',
          request,
          jobId,
          ...(prev?.result ? { result: prev.result, refreshing: true } : {}),
        });
        const response = await sent;
        if (get().runs[key]?.jobId === jobId) {
          setRun(
            key,
            response.ok
              ? { status: 'ok', request, result: response.result }
              : {
                  status: 'error',
                  request,
                  error: response.error,
                  ...(response.partial ? { partial: response.partial } : {}),
                  ...(prev?.result ? { result: prev.result } : {}),
                },
          );
        }
        ran(request, response);
        return response;
      },

      async estimate(request, refresh = false) {
        const key = estimateKey(request, refresh);
        const existing = get().estimates[key];
        if (existing?.status === 'ok') return existing.estimate;
        set((s) => ({ estimates: { ...s.estimates, [key]: { status: 'loading' } } }));
        try {
          const estimate = await api.estimate({ request, ...(refresh ? { refresh } : {}) });
          set((s) => ({ estimates: { ...s.estimates, [key]: { status: 'ok', estimate } } }));
          return estimate;
        } catch (e) {
          set((s) => ({ estimates: { ...s.estimates, [key]: { status: 'error', error: toErrorView(e) } } }));
          return undefined;
        }
      },

      cancelRun(request) {
        const entry = get().runs[requestKey(request)];
        if (entry?.status === 'loading' && entry.jobId) void api.cancel({ jobId: entry.jobId }).catch(() => {});
      },

      async loadPage(spec, options = {}) {
        const key = listKey(spec);
        const { more, ...runOptions } = options;
        const prev = get().lists[key] ?? emptyList(spec);
        const cursor = more ? prev.endCursor : undefined;
        const jobId = newJobId();
        const base = more ? prev : { ...emptyList(spec), loadingAll: prev.loadingAll, stopped: false };
        set((s) => ({ lists: { ...s.lists, [key]: { ...base, status: 'loading', jobId, error: undefined } } }));
        const response = await call({ request: listRequest(spec, cursor), jobId, ...runOptions });
        const current = get().lists[key];
        if (!current || current.jobId !== jobId) {
          ran(listRequest(spec, cursor), response);
          return response;
        }
        if (!response.ok) {
          // A page the user stopped is not a failure: what was loaded stays, without an error.
          const stoppedByUser = current.stopped && response.error.code === 'cancelled';
          setList(key, stoppedByUser ? { status: 'ok', jobId: undefined } : { status: 'error', error: response.error, jobId: undefined });
          ran(listRequest(spec, cursor), response);
          return response;
        }
        const result = response.result;
        const step = stepOf(result, spec.model);
        const page = listOf<unknown>(step?.normalized);
        const patch: Partial<ListEntry> = {
          status: 'ok',
          pages: current.pages + 1,
          lastResult: result,
          creditsSpent: current.creditsSpent + result.creditsCharged,
          jobId: undefined,
          ...(more ? {} : { firstResult: result }),
        };
        if (step && step.normalized.status === 'unrecognised') {
          patch.unrecognised = { reason: step.normalized.reason, raw: step.raw };
          patch.endCursor = undefined;
        } else if (page) {
          patch.items = [...(more ? current.items : []), ...page.items];
          patch.endCursor = page.endCursor;
        } else {
          // Empty answer (or no step of this model): nothing more to load.
          patch.endCursor = undefined;
          if (!more) patch.items = [];
        }
        setList(key, patch);
        ran(listRequest(spec, cursor), response);
        return response;
      },

      async loadAll(spec, options = {}) {
        const key = listKey(spec);
        const maxPages = options.maxPages ?? 50;
        const start = get().lists[key];
        if (!start) set((s) => ({ lists: { ...s.lists, [key]: emptyList(spec) } }));
        setList(key, { loadingAll: true, stopped: false });
        let last: RunResponse | undefined;
        let confirm = options.confirmOverBudget;
        for (let i = 0; i < maxPages; i++) {
          const entry = get().lists[key];
          if (!entry || entry.stopped) break;
          const first = entry.pages === 0;
          if (!first && !entry.endCursor) break;
          last = await get().loadPage(spec, { more: !first, ...(confirm ? { confirmOverBudget: true } : {}) });
          if (!last.ok) break;
          confirm = options.confirmOverBudget;
        }
        setList(key, { loadingAll: false });
        return last;
      },

      stopList(spec) {
        const key = listKey(spec);
        const entry = get().lists[key];
        if (!entry) return;
        setList(key, { stopped: true });
        if (entry.status === 'loading' && entry.jobId) void api.cancel({ jobId: entry.jobId }).catch(() => {});
      },

      resetList(spec) {
        const key = listKey(spec);
        set((s) => {
          const lists = { ...s.lists };
          delete lists[key];
          return { lists };
        });
      },
    };
  });
  return store;
}
