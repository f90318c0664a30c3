/**
 * Errors as data: one error type, `ServiceError`, whose `code` says what happened and whose data
 * (status, Retry-After, credits, the URL at fault…) say the rest, and one table (`ERRORS`) that
 * says, per code, what kind of failure it is and whether it may be retried. The background holds
 * no sentence about an error: the pages say each code in words (lib/ui/text/errors.ts). Errors
 * cross extension messaging and sit in stored job records as plain JSON (serializeError).
 */

import { DEFAULT_RETRY_AFTER_MS, readRetryAfter } from './retry-after';

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
}

const info = (kind: ErrorKind, retryable = false): ErrorInfo => ({ kind, retryable });

export const ERRORS = {
  // From the service's answer (see errorForResponse).
  bad_request: info('input'),
  unauthorized: info('setup'),
  out_of_credits: info('money'),
  forbidden: info('setup'),
  rate_limited: info('rate', true),
  upstream_error: info('upstream', true),
  service_failed: info('upstream'),
  upstream_timeout: info('upstream', true),
  /** A 200 whose body is the service's error envelope with no payload (see errorForAnswer). */
  error_answer: info('upstream'),
  // From the way to the service.
  /** The service answered with a redirect: not followed, so the key goes nowhere else. */
  redirected: info('setup'),
  network: info('transport'),
  timeout: info('transport'),
  malformed: info('transport'),
  cancelled: info('cancelled'),
  // Before anything is sent.
  invalid_params: info('input'),
  invalid_request: info('input'),
  insecure_base_url: info('setup'),
  no_base_url: info('setup'),
  permission: info('setup'),
  no_key: info('setup'),
  /** A key check of another service with the key saved for this one: not sent without a yes. */
  saved_key_elsewhere: info('setup'),
  invalid_settings: info('input'),
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: info('money'),
  not_enough_credits: info('money'),
  unsupported: info('input'),
  not_on_site: info('input'),
  auto_lookup_off: info('input'),
  not_held: info('input'),
  // Bulk jobs (lib/lookup/jobs): why a job paused before sending its next page.
  job_cap_reached: info('money'),
  browser_closed: info('cancelled'),
  // Watchlists (lib/lookup/watch): why a check did not ask for its next page.
  watch_cap_reached: info('money'),
  /** Boards: a file that is not a board file this version reads; a stored board kept aside; a board deleted meanwhile. */
  board_file_invalid: info('input'),
  board_unreadable: info('internal'),
  board_gone: info('input'),
  // The extension itself.
  ledger_unavailable: info('internal'),
  /** The library was saved by a newer version: lookups go on, answers are not kept (lib/lookup/library/newer.ts). */
  library_newer: info('internal'),
  internal: info('internal'),
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

/** Which part of a code's failure it was, where one code covers several (the pages word each). */
export type ErrorProblem =
  /** insecure_base_url: empty, not an absolute URL, http off this machine, another scheme, a user name or password, a path or query. */
  | 'missing'
  | 'not_absolute'
  | 'http'
  | 'scheme'
  | 'credentials'
  | 'path'
  /** malformed: the /usage answer, or a job's page, was not recognised. */
  | 'usage'
  | 'job_page'
  /** malformed: a watch's page was not a list. */
  | 'watch_page'
  /** invalid_request / invalid_params: no such job, no such operation. */
  | 'no_job'
  | 'unknown_operation'
  /** invalid_settings: no valid site domain left. */
  | 'no_site_host'
  /** unsupported: a link of the site that names no ad, no numeric listing, no seller; the marketplace search; another page. */
  | 'no_ad'
  | 'no_listing'
  | 'no_seller'
  | 'marketplace_search'
  | 'other_page'
  /** A photo network link: classified for free, its lookups not offered yet. */
  | 'photo_link';

/** What an error carries besides its code: figures and names, never a sentence of ours. */
export interface ErrorData {
  /** HTTP status of the service's answer. */
  status?: number;
  requestId?: string;
  /** How long the service asked to wait (429). */
  retryAfterMs?: number;
  /** The Retry-After the service wrote, when it was not believed as it was (retry-after.ts). */
  retryAfterReported?: string;
  /** The service's own words from its error body, shown as they came. */
  serviceMessage?: string;
  rawBody?: string;
  /** The parameter or setting at fault. */
  param?: string;
  /** Each problem of a schema check, naming the parameter ("limit: must be at most 9"). */
  issues?: string[];
  problem?: ErrorProblem;
  /** Budget and credit refusals: what the call (or a job's next page) would cost, what is left. */
  estimate?: number;
  budgetLeft?: number;
  creditsLeft?: number;
  /** The day's budget and what was spent of it; a job's cap and what it spent. */
  budget?: number;
  spent?: number;
  cap?: number;
  /** The page of a job at fault. */
  page?: number;
  /** The service's origin (permission), the text typed as its URL and its scheme (insecure_base_url). */
  origin?: string;
  /** The origin the saved key was saved for (saved_key_elsewhere). */
  savedOrigin?: string;
  url?: string;
  scheme?: string;
  /** The call's time limit (timeout). */
  timeoutMs?: number;
  /** What the browser or a bug said (a network error's cause, an unexpected exception): not ours to word. */
  detail?: string;
}

/** An error as plain JSON, safe to send over extension messaging or to store. */
export type SerializedError = { code: ErrorCode } & ErrorData;

export type ServiceErrorInit = ErrorData & { cause?: unknown };

/** Error bodies can be large HTML pages; keep enough to show, not the whole thing. */
export const RAW_BODY_LIMIT = 64 * 1024;

export function truncateBody(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return text.length > RAW_BODY_LIMIT ? `${text.slice(0, RAW_BODY_LIMIT)}…[truncated]` : text;
}

/** The data fields of a serialised error, with the type each must have. */
const TEXT_FIELDS = ['retryAfterReported', 'serviceMessage', 'requestId', 'rawBody', 'param', 'problem', 'origin', 'savedOrigin', 'url', 'scheme', 'detail'] as const;
const NUMBER_FIELDS = ['status', 'retryAfterMs', 'estimate', 'budgetLeft', 'creditsLeft', 'budget', 'spent', 'cap', 'page', 'timeoutMs'] as const;

/** A ServiceError carries its data as its own fields (`e.status`, `e.param`). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface ServiceError extends Readonly<ErrorData> {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ServiceError extends Error {
  override readonly name = 'ServiceError';

  constructor(
    readonly code: ErrorCode,
    init: ServiceErrorInit = {},
  ) {
    // The message is for logs only (the code, with what the browser or the schema said): the pages word the code.
    const said = init.detail ?? init.issues?.join('; ');
    super(said ? `${code}: ${said}` : code, init.cause === undefined ? undefined : { cause: init.cause });
    Object.assign(this, readData(init));
  }

  get info(): ErrorInfo {
    return ERRORS[this.code];
  }

  /** Its data alone, as plain JSON. */
  get data(): ErrorData {
    return readData(this);
  }
}

/** Only the known data fields, each of its type (a stored or received error may carry anything). */
export function readData(o: object): ErrorData {
  const src = o as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) if (typeof src[k] === 'string') out[k] = k === 'rawBody' ? truncateBody(src[k]) : src[k];
  for (const k of NUMBER_FIELDS) if (typeof src[k] === 'number' && Number.isFinite(src[k])) out[k] = src[k];
  if (Array.isArray(src.issues)) out.issues = src.issues.filter((i): i is string => typeof i === 'string');
  return out as ErrorData;
}

/** True when `e` is a ServiceError of that code (the user cancelling, most often). */
export function hasCode<C extends ErrorCode>(e: unknown, code: C): e is ServiceError & { readonly code: C } {
  return e instanceof ServiceError && e.code === code;
}

/** Any thrown value as a ServiceError: an unknown one is internal, its text kept as detail. */
export function toServiceError(e: unknown): ServiceError {
  if (e instanceof ServiceError) return e;
  if (e instanceof Error) return new ServiceError('internal', { detail: e.message || String(e), cause: e });
  return new ServiceError('internal', { detail: typeof e === 'string' ? e : safeString(e) });
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
  return { code: err.code, ...err.data };
}

// ---- Reading error responses ----

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

/** Keys of the service's envelope around a payload: an answer that holds only these holds no data. */
const ENVELOPE_KEYS = new Set(['success', 'error', 'errors', 'message', 'code', 'detail', 'meta', 'status', 'statusCode', 'status_code', 'retry_after', 'request_id', 'requestId', 'timestamp']);

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v).length === 0);

/**
 * A 200 whose body is the service's error envelope (`success: false`, or an `error` field) and
 * holds no payload is an error, not an empty answer: the error, else undefined. The service
 * charges a 200, so the call stays in the ledger at what it may have cost (recorder.ts).
 */
export function errorForAnswer(body: unknown, input: { status: number; bodyText: string; requestId?: string }): ServiceError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const o = body as Record<string, unknown>;
  const saysError = o.success === false || (o.error !== undefined && o.error !== null && o.error !== false && o.error !== '');
  if (!saysError) return undefined;
  if (Object.entries(o).some(([k, v]) => !ENVELOPE_KEYS.has(k) && !isEmpty(v))) return undefined;
  const serviceMessage = readServiceMessage(input.bodyText);
  return new ServiceError('error_answer', {
    status: input.status,
    rawBody: input.bodyText,
    ...(serviceMessage !== undefined ? { serviceMessage } : {}),
    ...(input.requestId ? { requestId: input.requestId } : {}),
  });
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
    case 429: {
      const wait = readRetryAfter(input.retryAfter, input.now);
      return rateLimited({ ...init, retryAfterMs: wait.ms, ...(wait.reported !== undefined ? { retryAfterReported: wait.reported } : {}) });
    }
    case 504:
      return new ServiceError('upstream_timeout', init);
  }
  if (status >= 400 && status < 500) return new ServiceError('bad_request', init);
  if (status === 502) return new ServiceError('upstream_error', init);
  if (status >= 500) return new ServiceError('service_failed', init);
  // 1xx should never reach us (a 3xx is `redirected`, told apart before); treat as an upstream fault.
  return new ServiceError('service_failed', init);
}

/** A 429: it always says how long to wait (the default when the service did not). */
export function rateLimited(init: ServiceErrorInit = {}): ServiceError {
  return new ServiceError('rate_limited', { ...init, retryAfterMs: init.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS });
}
