import { describe, expect, it } from 'vitest';
import { errorForResponse } from '../../../lib/service/errors';
import { DEFAULT_RETRY_AFTER_MS, JOB_MAX_WAIT_MS, LOOKUP_MAX_WAIT_MS, readRetryAfter, waitFor } from '../../../lib/service/retry-after';

const now = Date.parse('2026-01-01T00:00:00Z');

describe('Retry-After', () => {
  it('reads delay-seconds and every HTTP-date form; 1 s when absent', () => {
    expect(readRetryAfter('5', now)).toEqual({ ms: 5000 });
    expect(readRetryAfter('0.5', now)).toEqual({ ms: 500 });
    expect(readRetryAfter(new Date(now + 7000).toUTCString(), now)).toEqual({ ms: 7000 });
    expect(readRetryAfter('Thursday, 01-Jan-26 00:00:09 GMT', now)).toEqual({ ms: 9000 });
    expect(readRetryAfter('Thu Jan  1 00:00:11 2026', now)).toEqual({ ms: 11_000 });
    // A date already past: go at once.
    expect(readRetryAfter(new Date(now - 7000).toUTCString(), now)).toEqual({ ms: 0 });
    expect(readRetryAfter(null, now)).toEqual({ ms: DEFAULT_RETRY_AFTER_MS });
    expect(readRetryAfter('  ', now)).toEqual({ ms: DEFAULT_RETRY_AFTER_MS });
  });

  it('a billion seconds, or a date years away, is cut to the longest wait, with what the service wrote', () => {
    expect(readRetryAfter('1000000000', now)).toEqual({ ms: JOB_MAX_WAIT_MS, reported: '1000000000' });
    expect(readRetryAfter(new Date(now + 365 * 86_400_000).toUTCString(), now)).toMatchObject({ ms: JOB_MAX_WAIT_MS, reported: expect.any(String) });
  });

  it('garbage, a negative or an exponent is not a wait: the default, with what the service wrote', () => {
    for (const v of ['soon', '-5', '1e9', 'Mon, someday', 'NaN', 'Infinity', '0x10']) {
      expect(readRetryAfter(v, now), v).toEqual({ ms: DEFAULT_RETRY_AFTER_MS, reported: v });
    }
  });

  it('a 429 carries the wait and, when it was not believed, the raw value', () => {
    const e = errorForResponse({ status: 429, retryAfter: '1000000000', now });
    expect(e).toMatchObject({ code: 'rate_limited', retryAfterMs: JOB_MAX_WAIT_MS, retryAfterReported: '1000000000' });
    expect(errorForResponse({ status: 429, retryAfter: '3', now }).data).not.toHaveProperty('retryAfterReported');
  });

  it('each caller waits at most its own cap, the one default when none is known', () => {
    expect(waitFor(undefined, LOOKUP_MAX_WAIT_MS)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(waitFor(JOB_MAX_WAIT_MS, LOOKUP_MAX_WAIT_MS)).toBe(LOOKUP_MAX_WAIT_MS);
    expect(waitFor(-5, JOB_MAX_WAIT_MS)).toBe(0);
    expect(waitFor(1e15, JOB_MAX_WAIT_MS)).toBe(JOB_MAX_WAIT_MS);
    expect(waitFor(NaN, JOB_MAX_WAIT_MS)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(LOOKUP_MAX_WAIT_MS).toBeLessThan(JOB_MAX_WAIT_MS);
  });
});
