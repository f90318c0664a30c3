import { type OperationId, type ParamsIn, getOperation, isOperationId, validateParams } from './catalog';
import { buildUrl, checkBaseUrl } from './base-url';
import {
  errorForAnswer,
  errorForResponse,
  hasCode,
  type SerializedError,
  serializeError,
  ServiceError,
  toServiceError,
} from './errors';
import { firstCount } from './credits';
import { JOB_MAX_WAIT_MS, waitFor } from './retry-after';
import { abortableSleep, createRateLimiter } from './rate-limiter';
import { definedOnly } from '../util/defined';

/**
 * The HTTP client of the service: validation before anything is sent, the key check, the https
 * rule, a client-side rate limiter, typed errors, a careful retry policy and per-attempt reports (a
 * failed attempt may still cost credits). Walking the pages of a list is paginate.ts.
 */

export interface RetryConfig {
  /** Retries in total, whatever the cause (default 2). */
  maxRetries?: number;
  /** A 429 asking to wait longer than this is not waited for: the error goes to the caller (default 20 s). */
  maxRetryAfterMs?: number;
  /** Backoff of 502/504: full jitter over baseDelayMs · 2^n, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface ServiceClientConfig {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt. Live calls can take about 85 s, so the default is 90 s. */
  timeoutMs?: number;
  /** Calls per second kept on the client side (the plan's rate); unlimited when absent. */
  ratePerSecond?: number;
  retry?: RetryConfig;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface AttemptReport {
  /** 1-based. */
  attempt: number;
  operationId: OperationId;
  params: Record<string, string>;
  /** Epoch ms (from the client's clock). */
  startedAt: number;
  durationMs: number;
  status?: number;
  requestId?: string;
  creditsCharged?: number;
  creditsRemaining?: number;
  creditsReported?: ReportedCredits;
  error?: SerializedError;
  willRetry: boolean;
  retryInMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (per attempt). */
  timeoutMs?: number;
  onAttempt?: (a: AttemptReport) => void;
  /**
   * Just before an attempt goes out: from here the service may charge it, answered or not. Awaited:
   * the attempt goes out once it resolves (the caller records the call first), and not if it throws.
   */
  onSend?: () => void | Promise<void>;
}

export interface CallResult {
  operationId: OperationId;
  /** The validated query as sent. */
  params: Record<string, string>;
  /** The parsed JSON body, whatever its shape (see normalize()). */
  body: unknown;
  status: number;
  requestId?: string;
  creditsCharged?: number;
  creditsRemaining?: number;
  creditsReported?: ReportedCredits;
  attempts: number;
  /** From the first attempt to the answer, waits included. */
  durationMs: number;
}

/** Parameters as a caller writes them; validated at run time by the catalog. */
export type CallParams<Id extends OperationId> = ParamsIn<Id> | Readonly<Record<string, unknown>>;

export interface ServiceClient {
  call<Id extends OperationId>(operationId: Id, params?: CallParams<Id>, options?: CallOptions): Promise<CallResult>;
}

export const DEFAULT_TIMEOUT_MS = 90_000;

const CREDITS_CHARGED_HEADER = 'X-Service-Credits-Deducted';
const CREDITS_REMAINING_HEADER = 'X-Service-Credits-Remaining';

/** Figures that were given but are not counts of credits, as the service wrote them (credits.ts). */
export interface ReportedCredits {
  charged?: string;
  remaining?: string;
}

/** Credits from `meta` first, then from the headers; a figure that is not a count of credits is only reported. */
export function readCredits(body: unknown, headers?: Headers): { creditsCharged?: number; creditsRemaining?: number; creditsReported?: ReportedCredits } {
  const meta =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).meta
      : undefined;
  const m = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  const charged = firstCount([m.creditsCharged, headers?.get(CREDITS_CHARGED_HEADER) ?? undefined]);
  const remaining = firstCount([m.creditsRemaining, headers?.get(CREDITS_REMAINING_HEADER) ?? undefined]);
  const reported = definedOnly({ charged: charged.reported, remaining: remaining.reported });
  return definedOnly({
    creditsCharged: charged.count,
    creditsRemaining: remaining.count,
    creditsReported: reported.charged !== undefined || reported.remaining !== undefined ? reported : undefined,
  });
}

/** What one attempt produced: an answer or an error, with what is known about it either way. */
interface AttemptOutcome {
  status?: number;
  requestId?: string;
  body?: unknown;
  creditsCharged?: number;
  creditsRemaining?: number;
  creditsReported?: ReportedCredits;
  error?: ServiceError;
}

export function createServiceClient(config: ServiceClientConfig): ServiceClient {
  const fetchFn = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sleep = config.sleep ?? abortableSleep;
  const random = config.random ?? Math.random;
  const now = config.now ?? Date.now;
  const maxRetries = Math.max(0, config.retry?.maxRetries ?? 2);
  const maxRetryAfterMs = config.retry?.maxRetryAfterMs ?? 20_000;
  const baseDelayMs = config.retry?.baseDelayMs ?? 500;
  const maxDelayMs = config.retry?.maxDelayMs ?? 8000;
  // One limiter per client: every call of this key shares the plan's rate.
  const limiter = createRateLimiter({ perSecond: config.ratePerSecond ?? Infinity, now, sleep });

  /** One HTTP exchange with its own AbortController (caller's signal + our timer). */
  async function attemptOnce(url: URL, key: string, signal: AbortSignal | undefined, timeoutMs: number) {
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      Number.isFinite(timeoutMs) && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const outcome: AttemptOutcome = {};
    try {
      const response = await fetchFn(url.href, {
        method: 'GET',
        headers: { 'x-api-token': key, accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        // A redirect could carry the key to another origin: never follow one. 'manual' (not
        // 'error', which the browser reports as "Failed to fetch") lets it be told apart.
        redirect: 'manual',
        signal: controller.signal,
      });
      const requestId = response.headers.get('x-request-id') ?? undefined;
      if (requestId) outcome.requestId = requestId;
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        // An opaque redirect has status 0: no status is known then.
        if (response.status > 0) outcome.status = response.status;
        void response.body?.cancel().catch(() => undefined);
        outcome.error = redirected(response, url, requestId);
        return outcome;
      }
      outcome.status = response.status;
      const text = await response.text();
      let body: unknown;
      let parsed = false;
      try {
        body = JSON.parse(text);
        parsed = true;
      } catch {
        /* handled below */
      }
      Object.assign(outcome, readCredits(parsed ? body : undefined, response.headers));
      if (response.ok) {
        // Only non-JSON is malformed. A JSON array or scalar is still an answer the service may
        // have charged for: it is returned, and the normaliser reports it as unrecognised.
        // A body that is the service's error envelope alone is an error, not an empty answer.
        if (parsed) {
          const refused = errorForAnswer(body, { status: response.status, bodyText: text, ...(requestId ? { requestId } : {}) });
          if (refused) outcome.error = refused;
          else outcome.body = body;
        } else
          outcome.error = new ServiceError('malformed', {
            status: response.status,
            rawBody: text,
            ...(requestId ? { requestId } : {}),
          });
      } else {
        outcome.error = errorForResponse({
          status: response.status,
          bodyText: text,
          retryAfter: response.headers.get('retry-after'),
          now: now(),
          ...(requestId ? { requestId } : {}),
        });
      }
    } catch (e) {
      const extra = {
        ...definedOnly({ status: outcome.status }),
        ...(outcome.requestId ? { requestId: outcome.requestId } : {}),
        cause: e,
      };
      if (signal?.aborted) outcome.error = new ServiceError('cancelled', extra);
      else if (timedOut)
        outcome.error = new ServiceError('timeout', { ...extra, timeoutMs });
      else {
        const detail = describeCause(e);
        outcome.error = new ServiceError('network', { ...extra, ...(detail ? { detail } : {}) });
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    return outcome;
  }

  async function call<Id extends OperationId>(
    operationId: Id,
    params: CallParams<Id> = {},
    options: CallOptions = {},
  ): Promise<CallResult> {
    const { signal, onAttempt, onSend } = options;
    if (!isOperationId(operationId)) {
      throw new ServiceError('invalid_params', { problem: 'unknown_operation', param: String(operationId) });
    }
    // 1. Parameters first: a bad value is refused before anything is sent or charged.
    let query: Record<string, string>;
    try {
      query = validateParams(operationId, params);
    } catch (e) {
      throw toServiceError(e);
    }
    // 2. The key, then 3. the base URL (https rule) — both before any request.
    const key = typeof config.apiKey === 'string' ? config.apiKey.trim() : '';
    if (!key) throw new ServiceError('no_key');
    const url = buildUrl(checkBaseUrl(config.baseUrl), getOperation(operationId).path, query);
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    const firstStart = now();
    let retries = 0;
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new ServiceError('cancelled');
      await limiter.acquire(signal);
      const startedAt = now();
      await onSend?.();
      // Cancelled while the call was being recorded: it has not gone out.
      if (signal?.aborted) throw new ServiceError('cancelled');
      const outcome = await attemptOnce(url, key, signal, timeoutMs);
      const durationMs = now() - startedAt;

      const { error } = outcome;
      let retryInMs: number | undefined;
      if (error && retries < maxRetries) retryInMs = retryDelay(error, retries);
      const willRetry = retryInMs !== undefined;

      report(onAttempt, {
        attempt,
        operationId,
        params: query,
        startedAt,
        durationMs,
        ...definedOnly({ status: outcome.status }),
        ...(outcome.requestId ? { requestId: outcome.requestId } : {}),
        ...definedOnly({ creditsCharged: outcome.creditsCharged, creditsRemaining: outcome.creditsRemaining, creditsReported: outcome.creditsReported }),
        ...(error ? { error: serializeError(error) } : {}),
        willRetry,
        ...definedOnly({ retryInMs }),
      });

      if (!error) {
        return {
          operationId,
          params: query,
          body: outcome.body,
          status: outcome.status!,
          ...(outcome.requestId ? { requestId: outcome.requestId } : {}),
          ...definedOnly({ creditsCharged: outcome.creditsCharged, creditsRemaining: outcome.creditsRemaining, creditsReported: outcome.creditsReported }),
          attempts: attempt,
          durationMs: now() - firstStart,
        };
      }
      if (retryInMs === undefined) throw error;
      retries++;
      try {
        await sleep(retryInMs, signal);
      } catch {
        throw new ServiceError('cancelled');
      }
    }
  }

  /**
   * How long to wait before retrying, or undefined when the error must not be retried.
   * Retried: 429 within maxRetryAfterMs (after Retry-After), 502 and 504 (exponential backoff,
   * full jitter). Never retried: 400/401/402/403 and other 4xx (the same request fails the same
   * way), malformed bodies (the call was answered and perhaps charged), timeouts and cancellation
   * (the user or our limit decided), and network errors: a request that dropped may already have
   * reached the service and been charged, and a slow paid call must not be fired twice.
   */
  function retryDelay(error: ServiceError, retriesSoFar: number): number | undefined {
    if (!error.info.retryable) return undefined;
    if (hasCode(error, 'rate_limited')) {
      const wait = waitFor(error.retryAfterMs, JOB_MAX_WAIT_MS);
      return wait <= maxRetryAfterMs ? wait : undefined;
    }
    const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** retriesSoFar);
    return Math.round(cap * random());
  }

  return { call };
}

/** A redirect, not followed: where it pointed when the browser lets us see it (an opaque one hides it). */
function redirected(response: Response, url: URL, requestId: string | undefined): ServiceError {
  let origin: string | undefined;
  try {
    const location = response.headers.get('location');
    if (location) origin = new URL(location, url).origin;
  } catch {
    /* an unreadable location names no address */
  }
  return new ServiceError('redirected', {
    ...(response.status > 0 ? { status: response.status } : {}),
    ...definedOnly({ origin }),
    ...(requestId ? { requestId } : {}),
  });
}

/** fetch() wraps the real reason ("ECONNRESET") in `cause`. */
function describeCause(e: unknown): string {
  const parts: string[] = [];
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur; i++) {
    if (cur instanceof Error) {
      parts.push(cur.message);
      cur = cur.cause;
    } else {
      parts.push(String(cur));
      break;
    }
  }
  return parts.filter(Boolean).join(': ');
}

/** A listener that throws must not break the call. */
function report(onAttempt: CallOptions['onAttempt'], a: AttemptReport) {
  try {
    onAttempt?.(a);
  } catch {
    /* ignore */
  }
}
