import type { ResponseCache } from '../lookup/cache-types';
import { createClientProvider } from '../lookup/client-provider';
import { createKeptHistory, type LookupHistory } from '../lookup/history';
import { createLibrary, type Library } from '../lookup/library/library';
import { migrateCacheToLibrary } from '../lookup/library/migrate';
import type { LibraryStore } from '../lookup/library/types';
import type { LibraryCare } from '../lookup/library/newer';
import { createCreditLedger, type CreditLedger } from '../lookup/ledger';
import { createErrorLog } from '../lookup/log';
import { createLookupService, isClientUnavailable, type ClientUnavailable, type LookupService } from '../lookup/run';
import type { KeyValueStore } from '../lookup/store';
import type { ServiceClient } from '../service/client';
import { DEFAULT_SITE_HOSTS, normalizeHosts, type SiteHosts } from '../site';
import { signallingStore } from '../storage/kv';
import { createLibraryStore } from '../storage/library-db';
import type { Settings } from '../lookup/settings';
import { getApiKey, getSettings } from '../storage/settings';
import { createJobRunner, type JobRunner } from '../lookup/jobs/runner';
import { createJobStore } from '../lookup/jobs/store';
import { reflectJobs } from './jobs';
import { createWatchScheduler, createWatchStore, type WatchScheduler } from '../lookup/watch';
import { onWatchesChanged, onWatchFound } from './watch';
import { createBoardStore, type BoardStore } from '../lookup/boards/store';

/**
 * The background's services, created once per worker start (synchronously: nothing here awaits).
 * Small state lives in storage.local through the KeyValueStore, answers in the library
 * (IndexedDB); the only memory is the in-flight map, the budget reservation and the jobs that can
 * be cancelled.
 */

export interface BackgroundServices {
  lookup: LookupService;
  /** The library: every paid answer and its entities (IndexedDB); the lookup core's cache. */
  library: Library;
  /** Reading and deleting a library a newer version saved (null for a store without a database). */
  libraryCare: LibraryCare | null;
  /** The same library seen as the lookup core's response cache. */
  cache: ResponseCache;
  ledger: CreditLedger;
  history: LookupHistory;
  getClient: () => Promise<ServiceClient | ClientUnavailable>;
  settings: () => Promise<Settings>;
  apiKey: () => Promise<string | null>;
  hosts: () => Promise<SiteHosts>;
  /** Runs that can be cancelled, by job id. */
  jobs: Map<string, AbortController>;
  /** Bulk jobs (lib/lookup/jobs): records in storage.local `jobs`, one page at a time. */
  jobRunner: JobRunner;
  /** Watchlists (lib/lookup/watch): records in storage.local `watches`, checked from an alarm. */
  watches: WatchScheduler;
  /** Boards of kept items, with notes and tags (storage.local; the kept data is the library's). */
  boards: BoardStore;
  now: () => number;
}

export interface BackgroundServiceOptions {
  store?: KeyValueStore;
  /** The library's storage (the IndexedDB database by default). */
  libraryStore?: LibraryStore & { care?: LibraryCare };
  settings?: () => Promise<Settings>;
  apiKey?: () => Promise<string | null>;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createBackgroundServices(options: BackgroundServiceOptions = {}): BackgroundServices {
  const store = options.store ?? signallingStore();
  const settings = options.settings ?? getSettings;
  const apiKey = options.apiKey ?? getApiKey;
  const now = options.now ?? Date.now;
  // The problems handled on purpose are kept in storage.local (bounded), so the ledger view still shows them after a worker stop.
  const log = createErrorLog({ store, now });
  const ownStore = options.libraryStore ? null : createLibraryStore();
  const libraryStore = options.libraryStore ?? ownStore!;
  // Opened now rather than by the first lookup, so the open overlaps the rest of the worker's start.
  // (A failed open, or none where there is no IndexedDB, is met again by the first lookup.)
  if (ownStore) void Promise.resolve().then(ownStore.db).catch(() => undefined);
  // So are the settings, which every lookup reads first (two reads of storage: the version, then
  // the value); the read is kept in memory and dropped when they change.
  void Promise.resolve().then(settings).catch(() => undefined);
  const kept = createLibrary({
    store: libraryStore,
    lifetimes: async () => (await settings()).cacheLifetimes,
    maxMegabytes: async () => (await settings()).libraryMaxMegabytes,
    now,
    onNewer: (newer) => {
      if (newer) void log.add({ where: 'library.open', code: 'library_newer', message: 'The library was saved by a newer version: lookups go on, their answers are not kept.', context: { ...newer } });
    },
  });
  // Answers of the first cache (storage.local) move into the library once; a lookup meanwhile
  // waits for them, so nothing cached is paid for again.
  const moved = migrateCacheToLibrary(store, kept).catch(() => undefined);
  const library: Library = {
    ...kept,
    get: async (key, kind) => (await moved, kept.get(key, kind)),
    peek: async (key, kind) => (await moved, kept.peek(key, kind)),
  };
  const ledger = createCreditLedger({
    store,
    now,
    onRepair: (count) => void log.add({ where: 'ledger.repair', code: 'ledger_repaired', message: 'Ledger records that could not be read were kept aside.', context: { count } }),
  });
  const history = createKeptHistory({ log: kept.history, store });
  const getClient = createClientProvider({
    settings,
    apiKey,
    // Bind fetch to the worker's global: an unbound fetch throws "Illegal invocation".
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const lookup = createLookupService({ getClient, cache: library, ledger, history, settings, log, now });
  const jobRunner = createJobRunner({
    lookup,
    ledger,
    store: createJobStore(store, reflectJobs, log),
    scope: async () => (await settings()).baseUrl,
    ratePerSecond: async () => (await settings()).ratePerSecond,
    unavailable: async () => {
      const client = await getClient();
      return isClientUnavailable(client) ? client.error : null;
    },
    now,
  });
  const watchStore = createWatchStore(store, (list) => onWatchesChanged(list, watchStore), log);
  const watches = createWatchScheduler({ lookup, ledger, store: watchStore, now, onFound: (found) => onWatchFound(found, watchStore, async () => (await settings()).language) });
  return {
    lookup,
    library,
    libraryCare: libraryStore.care ?? null,
    cache: library,
    ledger,
    history,
    getClient,
    settings,
    apiKey,
    hosts: async () => normalizeHosts((await settings()).siteHosts) ?? DEFAULT_SITE_HOSTS,
    jobs: new Map(),
    jobRunner,
    watches,
    boards: createBoardStore({ store, log, now }),
    now,
  };
}
