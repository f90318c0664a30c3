import 'fake-indexeddb/auto';
import { createClientProvider, type ClientProviderOptions } from '../../../lib/lookup/client-provider';
import { createKeptHistory } from '../../../lib/lookup/history';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { createLibrary } from '../../../lib/lookup/library/library';
import type { LibraryStore } from '../../../lib/lookup/library/types';
import { createErrorLog } from '../../../lib/lookup/log';
import { createLookupService, type LookupServiceDeps } from '../../../lib/lookup/run';
import type { Settings } from '../../../lib/lookup/settings';
import type { KeyValueStore } from '../../../lib/lookup/store';
import { createLibraryStore } from '../../../lib/storage/library-db';

/**
 * The lookup core as the background builds it (lib/background/services.ts): the library over
 * IndexedDB as its cache and lookup history, the ledger, history and problem log over the
 * KeyValueStore. In Node, IndexedDB is fake-indexeddb's in-memory one. The lookup tests and the
 * credits and jobs benchmarks run on this, so what they measure is the code users run.
 */

/** A library database of its own (a fresh name in the in-memory IndexedDB). */
export function freshLibraryDb(prefix = 'lookup'): LibraryStore {
  return createLibraryStore(`${prefix}-${Math.random().toString(36).slice(2)}`);
}

export interface LookupCoreOptions {
  store: KeyValueStore;
  /** The library's database: a fresh one by default; the same one again for a worker restart. */
  libraryStore?: LibraryStore;
  settings: () => Promise<Settings>;
  apiKey: () => Promise<string | null>;
  /** Client options the background leaves at their defaults (retry timings, time-outs in tests). */
  client?: Omit<ClientProviderOptions, 'settings' | 'apiKey'>;
  now?: () => number;
  /** Parts replaced for a test (a held cache, an odd client). */
  deps?: Partial<LookupServiceDeps>;
}

export function createLookupCore(options: LookupCoreOptions) {
  const { store, settings } = options;
  const now = options.now ?? Date.now;
  const libraryStore = options.libraryStore ?? freshLibraryDb();
  const library = createLibrary({
    store: libraryStore,
    lifetimes: async () => (await settings()).cacheLifetimes,
    maxMegabytes: async () => (await settings()).libraryMaxMegabytes,
    now,
  });
  const ledger = createCreditLedger({ store, now });
  const history = createKeptHistory({ log: library.history, store });
  const log = createErrorLog({ store, now });
  const service = createLookupService({
    getClient: createClientProvider({ settings, apiKey: options.apiKey, ...options.client }),
    cache: library,
    ledger,
    history,
    settings,
    log,
    now,
    ...options.deps,
  });
  return { service, library, libraryStore, ledger, history, log };
}
