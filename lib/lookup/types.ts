import type { SerializedError } from '../service/errors';
import type { Normalized } from '../service/model';
import type { Detection } from '../site';
import type { UseCaseName, UseCaseRequest } from './use-cases';

/**
 * What the lookup layer gives back, as plain JSON: runs, estimates, credits, the ledger and the
 * history. Messaging, storage and the UI use these shapes; they live here, beside the code that
 * produces them.
 */

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

/** A failure as plain JSON: a serialised ServiceError, whose code is a row of the error table. */
export type ErrorView = SerializedError;

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

/** What a notice of an answer the chain cannot go on from is about. */
export type NoticeSubject = 'page' | 'post' | 'post_id' | 'listing' | 'profile';

/**
 * A normal end of a use case that is not the data itself ("this page runs no ads"): a code and
 * what it is about; the pages say it in the user's language (lib/ui/text/notices.ts).
 */
export type Notice =
  | { code: 'not_found' | 'unrecognised'; what: NoticeSubject }
  | { code: 'no_ads'; page?: string }
  | { code: 'no_author' }
  | { code: 'no_seller' }
  /** What people look for that the service does not offer: a profile's stories (`user`: whose), a tag's posts. */
  | { code: 'not_offered'; about: 'stories'; user?: string }
  | { code: 'not_offered'; about: 'tag'; tag: string };

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

/**
 * How a run is going while nothing else shows it: the service asked to wait (429 Retry-After) or
 * failed for a moment (502/504), and the client waits until `until` (epoch ms) before it retries.
 */
export interface RunProgress {
  kind: 'waiting';
  until: number;
  reason: 'rate_limited' | 'service_error';
}

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

export interface HistoryEntry {
  time: number;
  useCase: UseCaseName;
  request: UseCaseRequest;
  /** Short label: "Post 2257188721032235", "Page northwindgames". */
  label: string;
  creditsCharged: number;
  fromCache: boolean;
  /** The entity it was about (a lookup's link, or the link of its list): recent lookups show one row per entity. */
  entity?: HistoryEntity;
}

export interface HistoryEntity {
  /** "post:2257188721032235" */
  key: string;
  /** "Post 2257188721032235" */
  label: string;
  /** The link it was asked by (a lookup of it opens the entity). */
  url: string;
}

export interface LedgerEntry {
  time: number;
  operationId: string;
  /** Short parameter summary, e.g. "link=…/northwindgames/posts/2257…". */
  summary: string;
  /** The call's parameters exactly as sent (entries recorded before they were kept have none). */
  params?: Record<string, string>;
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
  /**
   * The credits are the price the button showed, not a figure from the service: the call went out
   * and no answer said what it cost (the worker stopped, the client timed out).
   */
  priceEstimated?: boolean;
  /** Nobody waited for the answer any more (the user cancelled): it was still paid for and kept. */
  abandoned?: boolean;
  /** What the service said the call cost, when that was not believed (not a count of credits, or far above the price): `creditsCharged` is then the price. */
  reportedCharge?: string;
}

/** The last figures the service reported for the account (stored in `local:credits`). */
export interface CreditsRecord {
  remaining?: number;
  reportedAt?: number;
  plan?: string;
  limit?: number;
}
