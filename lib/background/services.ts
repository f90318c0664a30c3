import { createResponseCache, type ResponseCache } from '../lookup/cache';
import { createClientProvider } from '../lookup/client-provider';
import { createLookupHistory, type LookupHistory } from '../lookup/history';
import { createCreditLedger, type CreditLedger } from '../lookup/ledger';
import { createLookupService, type ClientUnavailable, type LookupService } from '../lookup/run';
import type { KeyValueStore } from '../lookup/store';
import type { ServiceClient } from '../service/client';
import { DEFAULT_SITE_HOSTS, normalizeHosts, type SiteHosts } from '../site';
import { browserKeyValueStore } from '../storage/kv';
import type { Settings } from '../lookup/settings';
import { getApiKey, getSettings } from '../storage/settings';

/**
 * The background's services, created once per worker start (synchronously: nothing here awaits).
 * State lives in storage.local through the KeyValueStore; the only memory is the in-flight map,
 * the budget reservation and the jobs that can be cancelled.
 */

export interface BackgroundServices {
  lookup: LookupService;
  cache: ResponseCache;
  ledger: CreditLedger;
  history: LookupHistory;
  getClient: () => Promise<ServiceClient | ClientUnavailable>;
  settings: () => Promise<Settings>;
  apiKey: () => Promise<string | null>;
  hosts: () => Promise<SiteHosts>;
  /** Runs that can be cancelled, by job id. */
  jobs: Map<string, AbortController>;
  now: () => number;
}

export interface BackgroundServiceOptions {
  store?: KeyValueStore;
  settings?: () => Promise<Settings>;
  apiKey?: () => Promise<string | null>;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createBackgroundServices(options: BackgroundServiceOptions = {}): BackgroundServices {
  const store = options.store ?? browserKeyValueStore('local');
  const settings = options.settings ?? getSettings;
  const apiKey = options.apiKey ?? getApiKey;
  const now = options.now ?? Date.now;
  const cache = createResponseCache({ store, lifetimes: async () => (await settings()).cacheLifetimes, now });
  const ledger = createCreditLedger({ store, now });
  const history = createLookupHistory({ store });
  const getClient = createClientProvider({
    settings,
    apiKey,
    // Bind fetch to the worker's global: an unbound fetch throws "Illegal invocation".
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const lookup = createLookupService({ getClient, cache, ledger, history, settings, now });
  return {
    lookup,
    cache,
    ledger,
    history,
    getClient,
    settings,
    apiKey,
    hosts: async () => normalizeHosts((await settings()).siteHosts) ?? DEFAULT_SITE_HOSTS,
    jobs: new Map(),
    now,
  };
}
