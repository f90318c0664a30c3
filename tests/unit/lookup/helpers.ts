import type { LookupHistory } from '../../../lib/lookup/history';
import type { CreditLedger } from '../../../lib/lookup/ledger';
import type { Library } from '../../../lib/lookup/library/library';
import type { LibraryStore } from '../../../lib/lookup/library/types';
import type { LookupService, LookupServiceDeps } from '../../../lib/lookup/run';
import { memoryStore, type KeyValueStore } from '../../../lib/lookup/store';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { definedOnly } from '../../../lib/util/defined';
import { createLookupCore } from './production-path';

export interface Harness {
  store: KeyValueStore & { dump(): Record<string, unknown> };
  settings: Settings;
  key: string | null;
  service: LookupService;
  /** The lookup core's cache: the library over its own in-memory IndexedDB database. */
  library: Library;
  libraryStore: LibraryStore;
  ledger: CreditLedger;
  history: LookupHistory;
  /** A new service over the same storage and library database (a worker restart). */
  restart(): Harness;
}

/** The lookup core the background runs (./production-path.ts), with test timings. */
export function makeHarness(
  baseUrl: string,
  options: {
    store?: KeyValueStore & { dump(): Record<string, unknown> };
    /** The library's database: a fresh one by default. */
    libraryStore?: LibraryStore;
    settings?: Partial<Settings>;
    key?: string | null;
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
  const core = createLookupCore({
    store,
    settings: async () => h.settings,
    apiKey: async () => h.key,
    client: { retry: { baseDelayMs: 5, maxDelayMs: 20 }, ...definedOnly({ timeoutMs: options.timeoutMs }) },
    ...definedOnly({ libraryStore: options.libraryStore, now: options.now, deps: options.deps }),
  });
  Object.assign(h, { service: core.service, library: core.library, libraryStore: core.libraryStore, ledger: core.ledger, history: core.history });
  h.restart = () => {
    const next = makeHarness(baseUrl, { ...options, store, libraryStore: h.libraryStore, key: h.key });
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
