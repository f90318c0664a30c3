import { ServiceError } from '../service/errors';

/**
 * Single-flight: identical requests share one call, and so one charge. A flight is registered
 * before any await, so two identical requests can never both start one. Waiters may leave (the
 * user cancelled); the last one to leave cancels the call only if it has not gone out yet. A call
 * on the wire is charged whether anyone waits or not, so it is let finish and its answer kept.
 */

/** What a call came to, and the writes that record it; the flight stays joinable until they finish. */
export interface Flown<T> {
  outcome: T;
  persisted: Promise<unknown>;
  /** False for an answer a later request must not be given (unrecognised, or of a kind not cached). */
  shareable: boolean;
}

export interface Flight<P = unknown> {
  controller: AbortController;
  /** An attempt is on the wire. */
  onWire: boolean;
  /** Everyone left while an attempt was on the wire: let it finish, send nothing more. */
  abandoned: boolean;
  /** Tells every waiter, the joined ones too, how the call is going (a wait before a retry). */
  progress(p: P): void;
}

interface Entry<T, P> extends Flight<P> {
  promise: Promise<T>;
  waiters: number;
  listeners: Set<(p: P) => void>;
  /** The last progress, for a waiter who joins later. */
  last?: P;
  /** The answer is in; only its writes are still going. */
  answered: boolean;
}

export interface FlightOptions<P> {
  signal?: AbortSignal;
  refresh?: boolean;
  onProgress?: (p: P) => void;
}

export interface SingleFlight<T, P = unknown> {
  has(key: string): boolean;
  /**
   * The answer for `key`: joined from a flight under way (`shared: true`), or from a new one that
   * `start` sends. A refresh joins only a flight still waiting for its answer.
   */
  run(key: string, start: (flight: Flight<P>) => Promise<Flown<T>>, options?: FlightOptions<P>): Promise<{ outcome: T; shared: boolean }>;
  size(): number;
}

export function createSingleFlight<T, P = unknown>(): SingleFlight<T, P> {
  const flights = new Map<string, Entry<T, P>>();

  function wait(entry: Entry<T, P>, signal?: AbortSignal, onProgress?: (p: P) => void): Promise<T> {
    if (signal?.aborted) return Promise.reject(new ServiceError('cancelled'));
    entry.waiters++;
    if (onProgress) {
      entry.listeners.add(onProgress);
      if (entry.last !== undefined) onProgress(entry.last);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (onProgress) entry.listeners.delete(onProgress);
        entry.waiters--;
        if (entry.waiters <= 0) {
          if (entry.onWire) entry.abandoned = true;
          else entry.controller.abort();
        }
        reject(new ServiceError('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        signal?.removeEventListener('abort', onAbort);
        if (onProgress) entry.listeners.delete(onProgress);
      };
      entry.promise.then(
        (v) => (done(), resolve(v)),
        (e: unknown) => (done(), reject(e)),
      );
    });
  }

  return {
    has: (key) => flights.has(key),
    size: () => flights.size,
    async run(key, start, options = {}) {
      const existing = flights.get(key);
      if (existing && !(options.refresh && existing.answered)) {
        return { outcome: await wait(existing, options.signal, options.onProgress), shared: true };
      }
      const entry = { controller: new AbortController(), onWire: false, abandoned: false, waiters: 0, answered: false, listeners: new Set() } as unknown as Entry<T, P>;
      entry.progress = (p) => {
        entry.last = p;
        for (const listener of entry.listeners) {
          try {
            listener(p);
          } catch {
            // A page that went away must not stop the call.
          }
        }
      };
      const unregister = () => {
        if (flights.get(key) === entry) flights.delete(key);
      };
      const flown = start(entry);
      entry.promise = flown.then(
        (f) => {
          if (f.shareable) entry.answered = true;
          else unregister();
          return f.outcome;
        },
        (e: unknown) => {
          unregister();
          throw e;
        },
      );
      entry.promise.catch(() => undefined);
      void flown.then((f) => f.persisted, () => undefined).finally(unregister);
      flights.set(key, entry);
      return { outcome: await wait(entry, options.signal, options.onProgress), shared: false };
    },
  };
}
