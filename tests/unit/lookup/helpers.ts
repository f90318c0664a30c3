import { createResponseCache } from '../../../lib/lookup/cache';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { createLookupHistory } from '../../../lib/lookup/history';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { createLookupService, type LookupServiceDeps } from '../../../lib/lookup/run';
import { memoryStore, type KeyValueStore } from '../../../lib/lookup/store';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { definedOnly } from '../../../lib/util/defined';

export interface Harness {
  store: KeyValueStore & { dump(): Record<string, unknown> };
  settings: Settings;
  key: string | null;
  service: ReturnType<typeof createLookupService>;
  cache: ReturnType<typeof createResponseCache>;
  ledger: ReturnType<typeof createCreditLedger>;
  history: ReturnType<typeof createLookupHistory>;
  /** A new service over the same store (a worker restart). */
  restart(): Harness;
}

export function makeHarness(
  baseUrl: string,
  options: {
    store?: KeyValueStore & { dump(): Record<string, unknown> };
    settings?: Partial<Settings>;
    key?: string | null;
    cacheBounds?: { maxEntries?: number; maxBytes?: number };
    now?: () => number;
    deps?: Partial<LookupServiceDeps>;
    timeoutMs?: number;
  } = {},
): Harness {
  const store = options.store ?? memoryStore();
  const h = {
    store,
    // No client-side spacing unless a test asks for it (the rate limiter has tests of its own).
    settings: { ...DEFAULT_SETTINGS, baseUrl, dailyBudget: null, ratePerSecond: 1000, ...options.settings } as Settings,
    key: options.key === undefined ? 'demo' : options.key,
  } as Harness;
  const settingsFn = async () => h.settings;
  h.cache = createResponseCache({
    store,
    lifetimes: async () => h.settings.cacheLifetimes,
    ...options.cacheBounds,
    ...(options.now ? { now: options.now } : {}),
  });
  h.ledger = createCreditLedger({ store, ...(options.now ? { now: options.now } : {}) });
  h.history = createLookupHistory({ store });
  h.service = createLookupService({
    getClient: createClientProvider({
      settings: settingsFn,
      apiKey: async () => h.key,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
      ...definedOnly({ timeoutMs: options.timeoutMs }),
    }),
    cache: h.cache,
    ledger: h.ledger,
    history: h.history,
    settings: settingsFn,
    ...(options.now ? { now: options.now } : {}),
    ...options.deps,
  });
  h.restart = () => {
    const next = makeHarness(baseUrl, { ...options, store, key: h.key });
    next.settings = h.settings;
    return next;
  };
  return h;
}

/** Resolves as soon as `condition` holds (checked on every turn of the event loop); fails after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** A store whose writes the browser refuses while `state.full` is set (quota exceeded). */
export function fullDisk(inner: KeyValueStore & { dump(): Record<string, unknown> } = memoryStore()) {
  const state = { full: false };
  const store: KeyValueStore & { dump(): Record<string, unknown> } = {
    get: (keys) => inner.get(keys),
    set: async (items) => {
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      await inner.set(items);
    },
    remove: (keys) => inner.remove(keys),
    keys: () => inner.keys(),
    dump: () => inner.dump(),
  };
  return { store, state };
}
