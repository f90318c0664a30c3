import { render, screen, waitFor, within } from '@testing-library/react';
import { estimateWatch, newWatch, type WatchSpec } from '../../../lib/lookup/watch';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { CostEstimate, CreditsRecord, CreditsView, ErrorView, RunProgress, RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { Normalized } from '../../../lib/service/model';
import type { Settings } from '../../../lib/lookup/settings';
import type { RunRequest } from '../../../lib/messaging/protocol';
import type { UseCaseName, UseCaseRequest } from '../../../lib/lookup/use-cases';
import { planUseCase } from '../../../lib/lookup/chains';
import { estimatePlan } from '../../../lib/lookup/plan';
import type { OperationId } from '../../../lib/service/catalog';
import { operationKey } from '../../../lib/service/operation-key';
import type { PanelFocus } from '../../../lib/storage/model';
import { FOCUS_FRESH_MS } from '../../../lib/background/side-panel';
import type { JobEstimate, JobRecord, JobSpec } from '../../../lib/lookup/jobs/types';
import type { BackgroundApi, UiEnv } from '../../../lib/ui/env/ui-env';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { createUiStores, UiProvider, type UiStores } from '../../../lib/ui/app/context';
import { NOW, overview, tabOnSite } from './fixtures';
import { fakeBoardApi } from '../boards/fake-boards';
// Views the side panel loads on demand, loaded up front here so a test waits for its answer only.
import '../../../components/sidepanel/EntityResult';
import '../../../components/sidepanel/SearchView';
import '../../../components/sidepanel/AdsLibraryView';
import '../../../components/sidepanel/LedgerView';

/** What a fake run answers: a response, or a function of the request. */
export type RunHandler = RunResponse | ((req: RunRequest, onProgress: (p: RunProgress) => void) => RunResponse | Promise<RunResponse>);

/** Catalog prices (as the background would estimate them without a cache). */
/**
 * What a request costs: the background's own estimate (the use case's plan over the catalog's
 * prices), with the steps this fake background has answered counted as kept, so a wrong price in the catalog or a plan fails the views'
 * tests too.
 */
export async function priceOf(request: UseCaseRequest, kept: ReadonlyMap<string, { normalized: Normalized; fetchedAt: number }> = new Map()): Promise<{ credits: number; exact: boolean }> {
  const estimate = await estimatePlan(planUseCase(request), async (op, params) => kept.get(operationKey(op, params)) ?? null);
  return { credits: estimate.credits, exact: estimate.exact };
}

export interface FakeOptions {
  runs?: Partial<Record<UseCaseName, RunHandler>>;
  /** Requests answered by the cache (estimate says 0 credits, cached). */
  cached?: (request: UseCaseRequest) => boolean;
  /** Answers the background holds from before (a view shown from a kept answer): their steps cost 0 in estimates. */
  kept?: { operationId: OperationId; params: Record<string, string>; normalized: Normalized }[];
  /** The account's credits and today's budget, as the overview reports them (the estimates agree). */
  credits?: Partial<CreditsView>;
  /** Requests the background would refuse for free. */
  refusal?: (request: UseCaseRequest) => ErrorView | undefined;
  api?: Partial<BackgroundApi>;
  /** What jobList answers (the jobs' storage item as the background keeps it). */
  jobs?: JobRecord[];
  /** What jobEstimate answers. */
  jobEstimate?: JobEstimate | ((spec: JobSpec) => JobEstimate);
}

export const okRun = (result: UseCaseResult): RunResponse => ({ ok: true, result });
export const errRun = (error: ErrorView): RunResponse => ({ ok: false, error });

export function createFakeApi(options: FakeOptions = {}) {
  // The steps answered so far, by request: what the background would find kept.
  const kept = new Map<string, { normalized: Normalized; fetchedAt: number }>();
  for (const k of options.kept ?? []) kept.set(operationKey(k.operationId, k.params), { normalized: k.normalized, fetchedAt: 0 });
  const run = vi.fn(async (req: RunRequest, onProgress?: (p: RunProgress) => void): Promise<RunResponse> => {
    const handler = options.runs?.[req.request.useCase as UseCaseName];
    if (!handler) return { ok: false, error: { code: 'internal' } };
    const response = await (typeof handler === 'function' ? handler(req, onProgress ?? (() => {})) : handler);
    if (response.ok) {
      // Fixture steps name no parameters: a step is kept under those its request's plan sends.
      const sent = new Map<string, Record<string, string>>();
      await estimatePlan(planUseCase(req.request as UseCaseRequest), async (op, params) => (sent.has(op) || sent.set(op, params), null));
      for (const step of response.result.steps) {
        const params = Object.keys(step.params).length ? step.params : sent.get(step.operationId);
        if (step.normalized.status === 'ok' && params) kept.set(operationKey(step.operationId as OperationId, params), step);
      }
    }
    return response;
  });
  const estimate = vi.fn(async ({ request, refresh }: { request: UseCaseRequest; refresh?: boolean | undefined }): Promise<CostEstimate> => {
    const { credits: price, exact } = await priceOf(request, refresh ? new Map() : kept);
    // Fetching again pays every step, kept or not.
    const { credits: refreshCredits } = await priceOf(request);
    const cached = !refresh && (options.cached?.(request) ?? false);
    const { spentToday, dailyBudget } = overview({}, options.credits).credits;
    return {
      credits: cached ? 0 : price,
      refreshCredits,
      cached,
      ...(cached ? { cachedAgeMs: 5 * 60_000 } : {}),
      steps: [],
      exact,
      overBudget: dailyBudget !== null && !cached && spentToday + price > dailyBudget,
      ...(dailyBudget !== null ? { budgetLeft: Math.max(0, dailyBudget - spentToday) } : {}),
      ...(options.refusal?.(request) ? { refusal: options.refusal(request)! } : {}),
    };
  });
  const api: BackgroundApi = {
    getOverview: vi.fn(async () => overview({}, options.credits)),
    run,
    estimate,
    // One message for every estimate of a moment, answered as the single estimates would be.
    estimateMany: vi.fn(async ({ requests }: { requests: { request: UseCaseRequest; refresh?: boolean | undefined }[] }) => Promise.all(requests.map(estimate))),
    cancel: vi.fn(async () => undefined),
    saveSettings: vi.fn(async () => ({ ok: true as const, settings: overview().settings })),
    setApiKey: vi.fn(async () => overview().settings),
    removeApiKey: vi.fn(async () => ({ ...overview().settings, keySet: false, keyMasked: undefined }) as never),
    verifyKey: vi.fn(async () => ({ ok: true, plan: 'Starter', remaining: 18_345, limit: 30_000 })),
    refreshUsage: vi.fn(async () => overview().credits),
    getTabState: vi.fn(async () => tabOnSite()),
    showInPanel: vi.fn(async () => undefined),
    takePanelFocus: vi.fn(async () => null),
    getLedger: vi.fn(async () => []),
    libraryList: vi.fn(async () => ({ items: [] })),
    libraryOpen: vi.fn(async () => null),
    libraryStats: vi.fn(async () => ({ stats: { entries: 0, bytes: 0, entities: 0, byKind: {} }, maxMegabytes: null })),
    libraryExport: vi.fn(async () => ({ rows: [] })),
    libraryDelete: vi.fn(async () => ({ deleted: 0 })),
    libraryRaw: vi.fn(async () => ({ rows: [], more: false })),
    libraryReset: vi.fn(async () => ({ reset: false })),
    libraryCapPreview: vi.fn(async () => ({ answers: 0, items: 0, bytes: 0, credits: 0 })),
    librarySetCap: vi.fn(async () => ({ ok: true as const, deleted: { answers: 0, items: 0, bytes: 0, credits: 0 } })),
    ledgerAnswer: vi.fn(async () => ({ uids: [] })),
    problemLog: vi.fn(async () => []),
    ledgerAside: vi.fn(async () => []),
    answersExport: vi.fn(async () => ({ rows: [] })),
    jobList: vi.fn(async () => options.jobs ?? []),
    jobEstimate: vi.fn(async ({ spec }: { spec: JobSpec }) => {
      const e = options.jobEstimate;
      if (!e) throw new Error('No job estimate fixture');
      return typeof e === 'function' ? e(spec) : e;
    }),
    jobStart: vi.fn(async ({ spec, capCredits }: { spec: JobSpec; capCredits: number }) => ({
      ok: true as const,
      job: { id: 'job-1', spec, status: 'running' as const, createdAt: NOW, updatedAt: NOW, capCredits, phase: 'items' as const, pages: 0, items: 0, replyItems: 0, calls: 0, credits: 0, runningMs: 0 },
    })),
    jobControl: vi.fn(async () => null),
    // Every job's items are still in the library unless a test says otherwise.
    jobKept: vi.fn(async () => ({ items: Number.MAX_SAFE_INTEGER })),
    jobExport: vi.fn(async ({ id }: { id: string }) => ({
      name: id,
      rows: [{ entity: { uid: 'comment:1', kind: 'comment' as const, id: '1', title: 'A comment', position: 0, data: { text: 'Hi' }, fetchedAt: NOW, versions: [], answerKeys: [],
        source: { answerKey: 'k', operationId: 'social_get_post_comments' as const, params: {}, fetchedAt: NOW, creditsCharged: 1 } } }],
    })),
    // Watchlists: the estimate is the real one (the catalog's prices).
    watchEstimate: vi.fn(async ({ spec, everyHours }) => estimateWatch(spec as WatchSpec, everyHours)),
    watchAdd: vi.fn(async ({ spec, everyHours, capPerDay }) => newWatch('watch-1', spec as WatchSpec, everyHours, capPerDay, NOW)),
    watchList: vi.fn(async () => []),
    watchControl: vi.fn(async () => null),
    watchSeen: vi.fn(async () => undefined),
    watchPrefs: vi.fn(async () => ({ badge: false, notify: false })),
    ...fakeBoardApi(),
    ...options.api,
  };
  return api;
}

export interface FakeEnv extends UiEnv {
  emitFocus(focus: PanelFocus | null): void;
  emitTabChange(): void;
  /** Storage changed: the settings (the options page saved) or the credits record. */
  emitSettings(settings: Settings): void;
  emitCredits(credits: CreditsRecord): void;
  /** The background wrote the jobs. */
  emitJobs(): void;
}

export function createFakeEnv(options: FakeOptions & { focus?: PanelFocus | null; activeTab?: { id: number; url?: string } | null } = {}): FakeEnv {
  const focusListeners = new Set<(f: PanelFocus | null) => void>();
  // The request the background holds for a panel, taken as side-panel.ts takes it.
  let focus = options.focus ?? null;
  const takePanelFocus = vi.fn(async ({ tabId }: { tabId: number }) => {
    if (!focus) return null;
    const fresh = NOW - focus.at < FOCUS_FRESH_MS;
    if (fresh && focus.tabId !== tabId) return null;
    const taken = focus;
    focus = null;
    return fresh ? taken : null;
  });
  const tabListeners = new Set<() => void>();
  const settingsListeners = new Set<(s: Settings) => void>();
  const creditsListeners = new Set<(c: CreditsRecord) => void>();
  const jobsListeners = new Set<() => void>();
  const env: FakeEnv = {
    api: createFakeApi({ ...options, api: { takePanelFocus, ...options.api } }),
    downloads: {
      save: vi.fn(async ({ files }: { files: { url: string; n: number }[] }) => ({
        saved: files.map((f) => `file-${f.n}`),
        failed: [],
      })),
    },
    permissions: { contains: vi.fn(async () => false), request: vi.fn(async () => true) },
    tabs: {
      getActiveTab: vi.fn(async () => (options.activeTab === undefined ? { id: 7, url: 'https://www.social.example/' } : options.activeTab)),
      subscribe: (cb) => {
        tabListeners.add(cb);
        return () => tabListeners.delete(cb);
      },
    },
    live: {
      watchCredits: (cb) => {
        creditsListeners.add(cb);
        return () => creditsListeners.delete(cb);
      },
      watchSettings: (cb) => {
        settingsListeners.add(cb);
        return () => settingsListeners.delete(cb);
      },
      watchHistory: () => () => {},
      watchPanelFocus: (cb) => {
        focusListeners.add(cb);
        return () => focusListeners.delete(cb);
      },
      watchTabReports: () => () => {},
      watchJobs: (cb) => {
        jobsListeners.add(cb);
        return () => jobsListeners.delete(cb);
      },
      watchWatches: () => () => {},
    },
    shell: { openOptions: vi.fn(), openSidePanel: vi.fn(async () => undefined), close: vi.fn() },
    now: () => NOW,
    emitFocus: (f) => {
      focus = f;
      focusListeners.forEach((cb) => cb(f));
    },
    emitTabChange: () => tabListeners.forEach((cb) => cb()),
    emitSettings: (v) => settingsListeners.forEach((cb) => cb(v)),
    emitCredits: (v) => creditsListeners.forEach((cb) => cb(v)),
    emitJobs: () => jobsListeners.forEach((cb) => cb()),
  };
  return env;
}

/** Renders a view inside the UI provider (with the confirmation dialog, as the apps have it). */
export function renderUi(ui: ReactElement, env: FakeEnv = createFakeEnv()): { env: FakeEnv; stores: UiStores } & ReturnType<typeof render> {
  const stores = createUiStores(env);
  const utils = render(
    <UiProvider env={env} stores={stores}>
      {ui}
      <ConfirmDialog />
    </UiProvider>,
  );
  return { env, stores, ...utils };
}

/** The requests the fake background was asked to run. */
export function runCalls(env: UiEnv): RunRequest[] {
  return (env.api.run as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0] as RunRequest);
}

/**
 * A list of the side panel exports in place what it loaded: its control is there, and CSV asks the
 * background for the items of exactly its pages' calls, then saves the file under `name`.
 */
export async function exportsInPlace(env: FakeEnv, operationIds: string[], name?: RegExp): Promise<void> {
  const download = vi.fn(async (_o: { url: string; filename: string }) => 1);
  vi.stubGlobal('chrome', { downloads: { download } });
  try {
    const group = await screen.findByRole('group', { name: /^Export the .+ loaded$/ });
    await userEvent.click(within(group).getByRole('button', { name: 'CSV' }));
    const asked = vi.mocked(env.api.answersExport);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(asked.mock.calls.at(-1)![0].calls.map((c) => c.operationId)).toEqual(operationIds);
    await within(group).findByText(/^Saved /, {}, { timeout: 5000 });
    if (name) expect(download.mock.calls[0]![0].filename).toMatch(name);
    expect(env.api.libraryExport).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
}
