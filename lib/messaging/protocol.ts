import * as z from 'zod/mini';
import type { Detection } from '../site';
import type { DetectionReport } from '../site/report';
import type { SerializedError } from '../service/errors';
import type { Normalized } from '../service/model';
import { useCaseRequest, type UseCaseName, type UseCaseRequest } from '../lookup/use-cases';

/**
 * The protocol between extension pages (popup, side panel, options) and the background.
 * Content scripts have their own, smaller protocol (content.ts). Every payload is validated with
 * the zod schema of the same name before the background acts on it; every answer is plain JSON.
 */

export type Theme = 'system' | 'light' | 'dark';

export interface CacheLifetimes {
  /** Lifetime of each kind of answer, in minutes (see CacheKind in the catalog). */
  details: number;
  list: number;
  search: number;
  reference: number;
}

/** Settings as the UI may see them: never the key itself. */
export interface PublicSettings {
  baseUrl: string;
  keySet: boolean;
  /** e.g. "demo" → "d••o", a 64-hex key → "3f••••1d" (first and last two characters). */
  keyMasked?: string;
  siteHosts: { site: string[]; short: string[] };
  dailyBudget: number | null;
  cacheLifetimes: CacheLifetimes;
  theme: Theme;
  autoLookup: boolean;
  ratePerSecond: number;
}

export interface CreditsView {
  /** Latest figure the service reported; undefined until the first call or /usage. */
  remaining?: number;
  reportedAt?: number;
  plan?: string;
  limit?: number;
  spentToday: number;
  spentThisMonth: number;
  dailyBudget: number | null;
  /** Set when refreshing the figure from the service failed (the rest is the last known state). */
  error?: ErrorView;
}

/**
 * A serialised ServiceError (see lib/service/errors.ts), or a refusal of the background's own
 * (budget_exceeded, unsupported, not_on_site …), hence the wider code.
 */
export interface ErrorView extends Omit<SerializedError, 'code'> {
  code: string;
  /** For code 'budget_exceeded': what the call would cost and what is left of the day's budget. */
  estimate?: number;
  budgetLeft?: number;
}

/** One operation of a use case, as run. */
export interface StepResult {
  operationId: string;
  params: Record<string, string>;
  normalized: Normalized;
  /** The body exactly as the service sent it (shown when the shape is not recognised). */
  raw: unknown;
  fromCache: boolean;
  /** When the answer was fetched from the service (ms since epoch); its age when cached. */
  fetchedAt: number;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
  /** The answer of an identical request already in flight was shared (nothing paid twice). */
  shared?: boolean;
  /** For a shared step: what that request cost, paid once by whoever started it (a right-click). */
  sharedCredits?: number;
}

/** A normal end of a use case that is not the data itself ("this page runs no ads"). */
export interface Notice {
  /** 'no_ads' | 'not_found' | 'unrecognised' | 'no_author' */
  code: string;
  message: string;
}

export interface UseCaseResult {
  useCase: UseCaseName;
  /** For lookup_url: what the URL is. */
  detection?: Detection | null;
  steps: StepResult[];
  creditsCharged: number;
  /** True when every step came from the cache (so it cost nothing). */
  fromCache: boolean;
  /** Set when the chain ended early without an error (e.g. a page without ads). */
  notice?: Notice;
}

export type RunResponse =
  | { ok: true; result: UseCaseResult }
  | { ok: false; error: ErrorView; partial?: UseCaseResult };

export interface CostEstimate {
  /** Credits it will cost now (cached steps count 0). */
  credits: number;
  /** Credits without the cache (the price of a refresh). */
  refreshCredits: number;
  /** True when every step is answered by the cache. */
  cached: boolean;
  /** Age of the oldest cached answer used, in ms. */
  cachedAgeMs?: number;
  steps: { operationId: string; credits: number; cached: boolean }[];
  /** Whether the estimate could be made exactly (a chain whose later steps depend on answers is an estimate). */
  exact: boolean;
  /** True when running it would take the day over the budget. */
  overBudget: boolean;
  /** Set when the request would be refused for free (not on the site, unsupported, invalid). */
  refusal?: ErrorView;
  /** Credits left of today's budget (absent without a budget). */
  budgetLeft?: number;
}

export interface VerifyResult {
  ok: boolean;
  plan?: string;
  remaining?: number;
  limit?: number;
  error?: ErrorView;
}

export interface HistoryEntry {
  time: number;
  useCase: UseCaseName;
  request: UseCaseRequest;
  /** Short label: "Post 2257188721032235", "Page northwindgames". */
  label: string;
  creditsCharged: number;
  fromCache: boolean;
}

export interface LedgerEntry {
  time: number;
  operationId: string;
  /** Short parameter summary, e.g. "link=…/northwindgames/posts/2257…". */
  summary: string;
  /**
   * HTTP status; 'cached' (answered for free); 'error' (no answer); 'pending' (sent, no answer
   * yet); 'interrupted' (the worker stopped before the answer: the service may still have
   * charged it, so it counts at its estimated price).
   */
  status: number | 'cached' | 'error' | 'pending' | 'interrupted';
  /** Set on a pending entry so its outcome can replace it. */
  flightId?: string;
  errorCode?: string;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
  fromCache: boolean;
  attempt: number;
}

export interface TabState {
  tabId: number;
  url?: string;
  report?: DetectionReport;
  /** The entity of the tab's URL itself (free). */
  current: Detection | null;
  /** True when the tab is on one of the configured site hosts. */
  onSite: boolean;
}

export interface Overview {
  settings: PublicSettings;
  credits: CreditsView;
  history: HistoryEntry[];
}

// ---- Payload schemas (validated by the background) ----

const flag = () => z.optional(z.boolean());
const text = (max: number, min = 0) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const tabId = () => z.number().check(z.int(), z.nonnegative());
const minutes = () => z.number().check(z.gte(0), z.lte(525_600));

export const runRequest = z.object({
  request: useCaseRequest,
  /** Bypass the cache and pay again. */
  refresh: flag(),
  /** The user confirmed a call that takes the day over the budget. */
  confirmOverBudget: flag(),
  /** Lets the caller cancel it with `cancel`. */
  jobId: z.optional(text(100)),
  /**
   * An automatic lookup (the side panel showing the current entity): refused unless the user
   * turned auto-lookup on, cache first, and never over the daily budget (confirmOverBudget and
   * refresh are ignored).
   */
  autoLookup: flag(),
});
/** The request's use case is typed by name (the zod schema checks it at run time). */
export type RunRequest = Omit<z.input<typeof runRequest>, 'request'> & { request: UseCaseRequest };

export const estimateRequest = z.object({ request: useCaseRequest, refresh: flag() });
export type EstimateRequest = Omit<z.input<typeof estimateRequest>, 'request'> & { request: UseCaseRequest };
export const cancelRequest = z.object({ jobId: text(100) });

export const settingsPatch = z.partial(
  z.object({
    baseUrl: text(2048),
    siteHosts: z.object({
      site: z.array(z.string().check(z.maxLength(253))).check(z.maxLength(20)),
      short: z.array(z.string().check(z.maxLength(253))).check(z.maxLength(20)),
    }),
    dailyBudget: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(10_000_000))),
    cacheLifetimes: z.object({ details: minutes(), list: minutes(), search: minutes(), reference: minutes() }),
    theme: z.enum(['system', 'light', 'dark']),
    autoLookup: z.boolean(),
    ratePerSecond: z.number().check(z.gt(0), z.lte(100)),
  }),
);
export type SettingsPatch = z.input<typeof settingsPatch>;

export const setKeyRequest = z.object({ key: text(512, 1) });
/** Verify a key (and base URL) with the free /usage call; both default to the saved ones. */
export const verifyRequest = z.object({ baseUrl: z.optional(text(2048)), key: z.optional(text(512)) });
export const tabRequest = z.object({ tabId: tabId() });
export const showInPanelRequest = z.object({ tabId: z.optional(tabId()), url: z.string().check(z.maxLength(4096)) });

/** Typed protocol for @webext-core/messaging (extension pages → background). */
export interface UiProtocol {
  getOverview(): Overview;
  run(data: RunRequest): RunResponse;
  estimate(data: EstimateRequest): CostEstimate;
  cancel(data: z.input<typeof cancelRequest>): void;
  saveSettings(data: SettingsPatch): { ok: true; settings: PublicSettings } | { ok: false; error: ErrorView };
  setApiKey(data: z.input<typeof setKeyRequest>): PublicSettings;
  removeApiKey(): PublicSettings;
  verifyKey(data: z.input<typeof verifyRequest>): VerifyResult;
  /** Free /usage call: refreshes the remaining credits. */
  refreshUsage(): CreditsView;
  getTabState(data: z.input<typeof tabRequest>): TabState;
  /**
   * Sets what the side panel shows (its focus: a URL to look up). The caller opens the panel
   * itself with sidePanel.open() first, in its click handler, because that needs the user gesture.
   */
  showInPanel(data: z.input<typeof showInPanelRequest>): void;
  getLedger(): LedgerEntry[];
}
