import { InvalidParamsError } from './catalog';

/**
 * Typed errors of the service client: one class per cause, so callers branch on `code` (or
 * `instanceof`) and the UI can say what happened and what to do. Errors cross extension messaging
 * as plain JSON (serializeError / deserializeError).
 */

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'out_of_credits'
  | 'forbidden'
  | 'rate_limited'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'malformed'
  | 'invalid_params'
  | 'insecure_base_url'
  | 'no_key'
  | 'internal';

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
}

export interface ServiceErrorInit {
  /** Replaces the class's default sentence. */
  message?: string;
  serviceMessage?: string;
  status?: number;
  requestId?: string;
  retryAfterMs?: number;
  rawBody?: string;
  param?: string;
  cause?: unknown;
}

/** Error bodies can be large HTML pages; keep enough to show, not the whole thing. */
export const RAW_BODY_LIMIT = 64 * 1024;

export function truncateBody(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return text.length > RAW_BODY_LIMIT ? `${text.slice(0, RAW_BODY_LIMIT)}…[truncated]` : text;
}

export abstract class ServiceError extends Error {
  abstract readonly code: ErrorCode;
  readonly serviceMessage?: string;
  readonly status?: number;
  readonly requestId?: string;
  readonly retryAfterMs?: number;
  readonly rawBody?: string;
  readonly param?: string;

  constructor(defaultMessage: string, init: ServiceErrorInit = {}) {
    super(init.message ?? defaultMessage, init.cause === undefined ? undefined : { cause: init.cause });
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
    if (init.status !== undefined) this.status = init.status;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.rawBody !== undefined) this.rawBody = truncateBody(init.rawBody);
    if (init.param !== undefined) this.param = init.param;
  }
}

export class BadRequestError extends ServiceError {
  readonly code = 'bad_request' as const;
  override readonly name = 'BadRequestError';
  constructor(init?: ServiceErrorInit) {
    super('The service rejected the request as invalid.', init);
  }
}

export class UnauthorizedError extends ServiceError {
  readonly code = 'unauthorized' as const;
  override readonly name = 'UnauthorizedError';
  constructor(init?: ServiceErrorInit) {
    super('The service did not accept the API key. Check the key in the options.', init);
  }
}

export class OutOfCreditsError extends ServiceError {
  readonly code = 'out_of_credits' as const;
  override readonly name = 'OutOfCreditsError';
  constructor(init?: ServiceErrorInit) {
    super('The account has no credits left. Top up or wait for the next billing period.', init);
  }
}

export class ForbiddenError extends ServiceError {
  readonly code = 'forbidden' as const;
  override readonly name = 'ForbiddenError';
  constructor(init?: ServiceErrorInit) {
    super('The service refused access with this key (the account may be paused).', init);
  }
}

export class RateLimitedError extends ServiceError {
  readonly code = 'rate_limited' as const;
  override readonly name = 'RateLimitedError';
  declare readonly retryAfterMs: number;
  constructor(init: ServiceErrorInit = {}) {
    const retryAfterMs = init.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
    super(`Too many requests. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`, { ...init, retryAfterMs });
  }
}

export class UpstreamError extends ServiceError {
  readonly code = 'upstream_error' as const;
  override readonly name = 'UpstreamError';
  constructor(init?: ServiceErrorInit) {
    super('The service could not get the data from the site. Try again later.', init);
  }
}

export class UpstreamTimeoutError extends ServiceError {
  readonly code = 'upstream_timeout' as const;
  override readonly name = 'UpstreamTimeoutError';
  constructor(init?: ServiceErrorInit) {
    super('The site took too long to answer the service. Try again later.', init);
  }
}

export class NetworkError extends ServiceError {
  readonly code = 'network' as const;
  override readonly name = 'NetworkError';
  constructor(init?: ServiceErrorInit) {
    super('The service could not be reached (network error or connection dropped).', init);
  }
}

export class ClientTimeoutError extends ServiceError {
  readonly code = 'timeout' as const;
  override readonly name = 'ClientTimeoutError';
  constructor(init?: ServiceErrorInit) {
    super('The service did not answer in time; the call was stopped.', init);
  }
}

export class CancelledError extends ServiceError {
  readonly code = 'cancelled' as const;
  override readonly name = 'CancelledError';
  constructor(init?: ServiceErrorInit) {
    super('The call was cancelled.', init);
  }
}

export class MalformedBodyError extends ServiceError {
  readonly code = 'malformed' as const;
  override readonly name = 'MalformedBodyError';
  constructor(init?: ServiceErrorInit) {
    super('The service answered with a body that is not JSON.', init);
  }
}

/** The catalog's InvalidParamsError as a ServiceError; `param` names the first parameter at fault. */
export class InvalidParamsServiceError extends ServiceError {
  readonly code = 'invalid_params' as const;
  override readonly name = 'InvalidParamsServiceError';
  constructor(init?: ServiceErrorInit) {
    super('A parameter is not valid.', init);
  }
  static from(e: InvalidParamsError): InvalidParamsServiceError {
    return new InvalidParamsServiceError({ message: e.message, ...(e.param ? { param: e.param } : {}), cause: e });
  }
}

export class InsecureBaseUrlError extends ServiceError {
  readonly code = 'insecure_base_url' as const;
  override readonly name = 'InsecureBaseUrlError';
  constructor(init?: ServiceErrorInit) {
    super('The service URL must use https:// (http:// is allowed only for localhost).', init);
  }
}

export class MissingKeyError extends ServiceError {
  readonly code = 'no_key' as const;
  override readonly name = 'MissingKeyError';
  constructor(init?: ServiceErrorInit) {
    super('No API key is set. Add the key in the options.', init);
  }
}

/** Anything that is not one of the causes above (a bug, an unexpected exception). */
export class InternalError extends ServiceError {
  readonly code = 'internal' as const;
  override readonly name = 'InternalError';
  constructor(init?: ServiceErrorInit) {
    super('An unexpected error occurred.', init);
  }
}

type ErrorClass = new (init?: ServiceErrorInit) => ServiceError;

const CLASSES: Record<ErrorCode, ErrorClass> = {
  bad_request: BadRequestError,
  unauthorized: UnauthorizedError,
  out_of_credits: OutOfCreditsError,
  forbidden: ForbiddenError,
  rate_limited: RateLimitedError,
  upstream_error: UpstreamError,
  upstream_timeout: UpstreamTimeoutError,
  network: NetworkError,
  timeout: ClientTimeoutError,
  cancelled: CancelledError,
  malformed: MalformedBodyError,
  invalid_params: InvalidParamsServiceError,
  insecure_base_url: InsecureBaseUrlError,
  no_key: MissingKeyError,
  internal: InternalError,
};

export const ERROR_CODES = Object.keys(CLASSES) as ErrorCode[];

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}

/** Any thrown value as a ServiceError (catalog validation errors included). */
export function toServiceError(e: unknown): ServiceError {
  if (e instanceof ServiceError) return e;
  if (e instanceof InvalidParamsError) return InvalidParamsServiceError.from(e);
  if (e instanceof Error) return new InternalError({ message: e.message || String(e), cause: e });
  return new InternalError({ message: typeof e === 'string' ? e : safeString(e) });
}

function safeString(v: unknown): string {
  try {
    return v === undefined ? 'undefined' : (JSON.stringify(v) ?? String(v));
  } catch {
    return String(v);
  }
}

/** The optional fields of a serialised error, with the type each must have. */
const TEXT_FIELDS = ['serviceMessage', 'requestId', 'rawBody', 'param'] as const;
const NUMBER_FIELDS = ['status', 'retryAfterMs'] as const;

export function serializeError(e: unknown): SerializedError {
  const err = toServiceError(e);
  const out: SerializedError = { code: err.code, message: err.message };
  for (const k of TEXT_FIELDS) if (err[k] !== undefined) out[k] = err[k];
  for (const k of NUMBER_FIELDS) if (err[k] !== undefined) out[k] = err[k];
  return out;
}

/** Recreates the right class from its JSON form; anything unknown becomes an InternalError. */
export function deserializeError(s: unknown): ServiceError {
  if (typeof s !== 'object' || s === null) return new InternalError({ message: safeString(s) });
  const o = s as Record<string, unknown>;
  const code = typeof o.code === 'string' && Object.hasOwn(CLASSES, o.code) ? (o.code as ErrorCode) : 'internal';
  const init: ServiceErrorInit = {};
  if (typeof o.message === 'string') init.message = o.message;
  for (const k of TEXT_FIELDS) {
    const v = o[k];
    if (typeof v === 'string') init[k] = v;
  }
  for (const k of NUMBER_FIELDS) {
    const v = o[k];
    if (typeof v === 'number' && Number.isFinite(v)) init[k] = v;
  }
  return new CLASSES[code](init);
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
      return new UnauthorizedError(init);
    case 402:
      return new OutOfCreditsError(init);
    case 403:
      return new ForbiddenError(init);
    case 429:
      return new RateLimitedError({ ...init, retryAfterMs: parseRetryAfter(input.retryAfter, input.now) });
    case 504:
      return new UpstreamTimeoutError(init);
  }
  if (status >= 400 && status < 500) return new BadRequestError(init);
  if (status >= 500) return new UpstreamError(init);
  // 1xx/3xx should never reach us (redirects are refused); treat as an upstream fault.
  return new UpstreamError({ ...init, message: `The service answered with an unexpected status ${status}.` });
}
