/** Whether this code runs in a service worker (Chrome's background), not a page (Firefox's). */
export function isServiceWorker(scope: object): boolean {
  const Scope = (globalThis as { ServiceWorkerGlobalScope?: abstract new () => object }).ServiceWorkerGlobalScope;
  return Scope !== undefined && scope instanceof Scope;
}

/**
 * Chrome stops a worker 30 s after its last event or extension API call. Calls on a page's
 * channel are neither, so they make a free extension API call (`ping`), at most every 10 s.
 */
export function throttledKeepAwake(ping: () => Promise<unknown>, now: () => number = Date.now, everyMs = 10_000): () => void {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < everyMs) return;
    last = t;
    void ping().catch(() => undefined);
  };
}
