/**
 * Errors as data: one error type, `ServiceError`, whose `code` says what happened, and one table
 * (`ERRORS`) that says, per code, what kind of failure it is, whether it may be retried and its
 * default sentence. The client, the lookup core and the ledger read it; what the pages say about
 * each code (heading, way forward, button) is in lib/ui/errors.ts, so the background carries none
 * of it. Errors cross extension messaging as plain JSON (serializeError).
 */

export type ErrorKind =
  /** The key, the account or the service URL need the user's attention. */
  | 'setup'
  /** The account's credits or the day's budget. */
  | 'money'
  /** Slow down: wait, then try again. */
  | 'rate'
  /** The service or the site behind it failed; trying again may work. */
  | 'upstream'
  /** The request never got a usable answer (connection, timeout, body). */
  | 'transport'
  /** The request itself is wrong or cannot be made. */
  | 'input'
  /** The user stopped it. */
  | 'cancelled'
  /** The extension's own storage or a bug. */
  | 'internal';

export interface ErrorInfo {
  kind: ErrorKind;
  /** The client sends the same call again by itself (only answers that charged nothing: 429, 502, 504). */
  retryable: boolean;
  /** The default sentence of an error of this code (the error's `message`). */
  message: string;
}

const info = (kind: ErrorKind, retryable: boolean, message: string): ErrorInfo => ({ kind, retryable, message });

export const ERRORS = {
  // From the service's answer (see errorForResponse).
  bad_request: info('input', false, 'The service rejected the request as invalid.'),
  unauthorized: info('setup', false, 'The service did not accept the API key. Check the key in the options.'),
  out_of_credits: info('money', false, 'The account has no credits left. Top up or wait for the next billing period.'),
  forbidden: info('setup', false, 'The service refused access with this key (the account may be paused).'),
  rate_limited: info('rate', true, 'Too many requests. Try again shortly.'),
  upstream_error: info('upstream', true, 'The service could not get the data from the site. Try again later.'),
  service_failed: info('upstream', false, 'The service failed while answering. Try again later.'),
  upstream_timeout: info('upstream', true, 'The site took too long to answer the service. Try again later.'),
  // From the way to the service.
  network: info('transport', false, 'The service could not be reached (network error or connection dropped).'),
  timeout: info('transport', false, 'The service did not answer in time; the call was stopped.'),
  malformed: info('transport', false, 'The service answered with a body that is not JSON.'),
  cancelled: info('cancelled', false, 'The call was cancelled.'),
  // Before anything is sent.
  invalid_params: info('input', false, 'A parameter is not valid.'),
  invalid_request: info('input', false, 'The request is not valid.'),
  insecure_base_url: info('setup', false, 'The service URL must use https:// (http:// is allowed only for localhost) and be an origin with no path.'),
  no_base_url: info('setup', false, 'No service URL is set. Add it in the options.'),
  permission: info('setup', false, 'The browser did not give permission to contact the service.'),
  no_key: info('setup', false, 'No API key is set. Add the key in the options.'),
  invalid_settings: info('input', false, 'The settings were not saved.'),
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: info('money', false, "This would go over today's budget."),
  not_enough_credits: info('money', false, 'The account has fewer credits left than this call costs.'),
  unsupported: info('input', false, 'Nothing to look up.'),
  not_on_site: info('input', false, 'This is not a link of the site.'),
  auto_lookup_off: info('input', false, 'Automatic lookups are off. Turn them on in the options, or look it up by hand.'),
  // Bulk jobs (lib/lookup/jobs): why a job paused before sending its next page.
  job_cap_reached: info('money', false, "The job's next page would take it past its credit cap."),
  browser_closed: info('cancelled', false, 'The browser was closed; resume to go on.'),
  // The extension itself.
  ledger_unavailable: info('internal', false, 'The credit ledger could not be written, so paid calls are stopped until it can be.'),
  internal: info('internal', false, 'An unexpected error occurred.'),
} satisfies Record<string, ErrorInfo>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/** The table's row for any code; an unknown one is read as internal. */
export function errorInfo(code: string): ErrorInfo {
  return isErrorCode(code) ? ERRORS[code] : ERRORS.internal;
}

/** An error as plain JSON, safe to send over extension messaging or to store. */
export interface SerializedError {
  code: ErrorCode;
  message: string;
  serviceMessage?: string;
  status?: number;
  requestId?: string;
  retryAfterMs?: number;
  rawBody?: string;
  param?: string;
  /** For budget and credit refusals: what the call would cost, what is left of the day's budget, of the account. */
  estimate?: number;
  budgetLeft?: number;
  creditsLeft?: number;
}

export type ServiceErrorInit = Partial<Omit<SerializedError, 'code'>> & {
  /** Each problem, naming the parameter ("limit: must be at most 9"). */
  issues?: string[];
  cause?: unknown;
};

/** Error bodies can be large HTML pages; keep enough to show, not the whole thing. */
export const RAW_BODY_LIMIT = 64 * 1024;

export function truncateBody(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return text.length > RAW_BODY_LIMIT ? `${text.slice(0, RAW_BODY_LIMIT)}…[truncated]` : text;
}

/** The optional fields of a serialised error, with the type each must have. */
const TEXT_FIELDS = ['serviceMessage', 'requestId', 'rawBody', 'param'] as const;
const NUMBER_FIELDS = ['status', 'retryAfterMs', 'estimate', 'budgetLeft', 'creditsLeft'] as const;

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly serviceMessage?: string;
  readonly status?: number;
  readonly requestId?: string;
  readonly retryAfterMs?: number;
  readonly rawBody?: string;
  readonly param?: string;
  readonly estimate?: number;
  readonly budgetLeft?: number;
  readonly creditsLeft?: number;
  readonly issues?: string[];

  constructor(
    readonly code: ErrorCode,
    init: ServiceErrorInit = {},
  ) {
    super(init.message ?? ERRORS[code].message, init.cause === undefined ? undefined : { cause: init.cause });
    const self = this as unknown as Record<string, unknown>;
    for (const k of TEXT_FIELDS) if (init[k] !== undefined) self[k] = k === 'rawBody' ? truncateBody(init[k]) : init[k];
    for (const k of NUMBER_FIELDS) if (init[k] !== undefined) self[k] = init[k];
    if (init.issues) this.issues = init.issues;
  }

  get info(): ErrorInfo {
    return ERRORS[this.code];
  }
}

/** True when `e` is a ServiceError of that code (the user cancelling, most often). */
export function hasCode<C extends ErrorCode>(e: unknown, code: C): e is ServiceError & { readonly code: C } {
  return e instanceof ServiceError && e.code === code;
}

/** Any thrown value as a ServiceError. */
export function toServiceError(e: unknown): ServiceError {
  if (e instanceof ServiceError) return e;
  if (e instanceof Error) return new ServiceError('internal', { message: e.message || String(e), cause: e });
  return new ServiceError('internal', { message: typeof e === 'string' ? e : safeString(e) });
}

function safeString(v: unknown): string {
  try {
    return v === undefined ? 'undefined' : (JSON.stringify(v) ?? String(v));
  } catch {
    return String(v);
  }
}

export function serializeError(e: unknown): SerializedError {
  const err = toServiceError(e);
  const out: SerializedError = { code: err.code, message: err.message };
  const o = out as unknown as Record<string, unknown>;
  for (const k of [...TEXT_FIELDS, ...NUMBER_FIELDS]) if (err[k] !== undefined) o[k] = err[k];
  return out;
}

// ---- Reading error responses ----

export const DEFAULT_RETRY_AFTER_MS = 1000;

/** Retry-After as milliseconds: delay-seconds or an HTTP date; the default when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number {
  const v = value?.trim();
  if (!v) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const date = Date.parse(v);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
  return Math.max(0, date - now);
}

/**
 * The service's own message from an error body: `error`, then `message`, then `detail` (a string
 * or a list of validation objects `{loc, msg}`). Short plain-text bodies are used as they are.
 */
export function readServiceMessage(bodyText: string | undefined): string | undefined {
  if (!bodyText) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    const text = bodyText.trim();
    // A 502 from a proxy is often an HTML page: its markup is no message.
    return text && text.length <= 300 && !text.startsWith('<') ? text : undefined;
  }
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const o = body as Record<string, unknown>;
  return messageOf(o.error) ?? messageOf(o.message) ?? detailMessage(o.detail);
}

function messageOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return messageOf(o.message) ?? messageOf(o.msg);
  }
  return undefined;
}

function detailMessage(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (Array.isArray(v)) {
    const parts = v
      .map((d) => {
        if (typeof d === 'string') return d;
        if (typeof d !== 'object' || d === null) return undefined;
        const o = d as Record<string, unknown>;
        const msg = typeof o.msg === 'string' ? o.msg : typeof o.message === 'string' ? o.message : undefined;
        return msg;
      })
      .filter((m): m is string => !!m && m.trim() !== '');
    return parts.length ? parts.join('; ') : undefined;
  }
  return messageOf(v);
}

/** The error for a non-2xx response. */
export function errorForResponse(input: {
  status: number;
  bodyText?: string;
  requestId?: string;
  retryAfter?: string | null;
  now?: number;
}): ServiceError {
  const { status } = input;
  const init: ServiceErrorInit = { status };
  const serviceMessage = readServiceMessage(input.bodyText);
  if (serviceMessage !== undefined) init.serviceMessage = serviceMessage;
  if (input.requestId) init.requestId = input.requestId;
  if (input.bodyText !== undefined) init.rawBody = input.bodyText;
  switch (status) {
    case 401:
      return new ServiceError('unauthorized', init);
    case 402:
      return new ServiceError('out_of_credits', init);
    case 403:
      return new ServiceError('forbidden', init);
    case 429:
      return rateLimited({ ...init, retryAfterMs: parseRetryAfter(input.retryAfter, input.now) });
    case 504:
      return new ServiceError('upstream_timeout', init);
  }
  if (status >= 400 && status < 500) return new ServiceError('bad_request', init);
  if (status === 502) return new ServiceError('upstream_error', init);
  if (status >= 500) return new ServiceError('service_failed', init);
  // 1xx/3xx should never reach us (redirects are refused); treat as an upstream fault.
  return new ServiceError('service_failed', { ...init, message: `The service answered with an unexpected status ${status}.` });
}

/** A 429: its sentence says how long to wait. */
export function rateLimited(init: ServiceErrorInit = {}): ServiceError {
  const retryAfterMs = init.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  return new ServiceError('rate_limited', { message: `Too many requests. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`, ...init, retryAfterMs });
}
