/**
 * How long the service asks to wait after a 429 (`Retry-After`), and how long anyone here waits
 * for it: the one default and the two caps live here. The header is read in both of its forms
 * (delay-seconds, HTTP-date); a value that is not one of them, or is negative, is replaced by the
 * default, and one beyond the longest wait is cut to it; either way what the service wrote is
 * kept (`reported`) for the problems log.
 */

/** The wait after a 429 that names no readable Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 1000;
/** The longest a lookup asks its user to wait before trying again. */
export const LOOKUP_MAX_WAIT_MS = 5 * 60_000;
/** The longest a bulk job waits before asking for its page again (and the longest wait believed at all). */
export const JOB_MAX_WAIT_MS = 60 * 60_000;

export interface RetryAfter {
  ms: number;
  /** What the service wrote, when it was not believed as it was (garbage, negative, beyond the cap). */
  reported?: string;
}

const DELAY_SECONDS = /^\d+(\.\d+)?$/;
// IMF-fixdate, the obsolete RFC 850 form and asctime all start with the day's name.
const HTTP_DATE = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s/i;
// asctime names no zone, but means GMT (Date.parse would read it as local time).
const ASCTIME = /^[a-z]{3} [a-z]{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/i;

/** The header as a wait in ms, within [0, JOB_MAX_WAIT_MS]. */
export function readRetryAfter(value: string | null | undefined, now: number = Date.now()): RetryAfter {
  const v = value?.trim();
  if (!v) return { ms: DEFAULT_RETRY_AFTER_MS };
  let ms = NaN;
  if (DELAY_SECONDS.test(v)) ms = Number(v) * 1000;
  else if (HTTP_DATE.test(v)) ms = Math.max(0, Date.parse(ASCTIME.test(v) ? `${v} GMT` : v) - now);
  const reported = v.slice(0, 64);
  if (!Number.isFinite(ms)) return { ms: DEFAULT_RETRY_AFTER_MS, reported };
  if (ms > JOB_MAX_WAIT_MS) return { ms: JOB_MAX_WAIT_MS, reported };
  return { ms: Math.round(ms) };
}

/** The wait a caller honours: the error's (else the default), never below 0 nor above its cap. */
export function waitFor(retryAfterMs: number | undefined, cap: number): number {
  const ms = retryAfterMs !== undefined && Number.isFinite(retryAfterMs) ? retryAfterMs : DEFAULT_RETRY_AFTER_MS;
  return Math.min(cap, Math.max(0, ms));
}
