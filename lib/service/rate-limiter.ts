import { ServiceError } from './errors';

/** Waits `ms`, or rejects with CancelledError as soon as `signal` aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ServiceError('cancelled'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ServiceError('cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RateLimiterOptions {
  /** Calls per second; ≤ 0, NaN or Infinity means unlimited. */
  perSecond: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RateLimiter {
  /** Resolves when a call may start; rejects with CancelledError if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
}

/**
 * Spaces calls at least 1/perSecond apart (a token bucket of size 1): staying under the plan's
 * rate on our side is cheaper than meeting 429s. Each caller reserves the next free slot at once,
 * so concurrent callers queue in order without a timer per slot.
 */
export function createRateLimiter({ perSecond, now = Date.now, sleep = abortableSleep }: RateLimiterOptions): RateLimiter {
  const unlimited = !(perSecond > 0) || !Number.isFinite(perSecond);
  const interval = unlimited ? 0 : 1000 / perSecond;
  let nextFree = -Infinity;

  return {
    async acquire(signal) {
      if (signal?.aborted) throw new ServiceError('cancelled');
      if (unlimited) return;
      const t = now();
      const slot = Math.max(t, nextFree);
      nextFree = slot + interval;
      const wait = slot - t;
      if (wait <= 0) return;
      try {
        await sleep(wait, signal);
      } catch (e) {
        // Give the slot back if nobody queued behind it; otherwise leave the gap (still under the rate).
        if (nextFree === slot + interval) nextFree = slot;
        throw e;
      }
      if (signal?.aborted) {
        if (nextFree === slot + interval) nextFree = slot;
        throw new ServiceError('cancelled');
      }
    },
  };
}
