// The public API of lib/service: catalog, model, errors, client, normalisers.
export * from './catalog';
export * from './params';
export type * from './model';
export * from './errors';
export { checkBaseUrl, buildUrl, isLoopbackHost } from './base-url';
export { createRateLimiter, abortableSleep } from './rate-limiter';
export type { RateLimiter, RateLimiterOptions } from './rate-limiter';
export { createServiceClient, readCredits, DEFAULT_TIMEOUT_MS } from './client';
export { paginate, DEFAULT_MAX_PAGES } from './paginate';
export type { PageProgress, PaginateOptions } from './paginate';
export type {
  AttemptReport,
  CallOptions,
  CallParams,
  CallResult,
  RetryConfig,
  ServiceClient,
  ServiceClientConfig,
} from './client';
export {
  normalize,
  normalizeKind,
  listItems,
  findEndCursor,
  parseCount,
  safeHttpUrl,
  toIso,
} from './normalize';
export type { NormalizeContext, OperationModel } from './normalize';
