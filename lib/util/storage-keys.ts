/**
 * Every key the extension keeps in browser.storage, by area, named once. It lives here, below
 * every layer, because lib/lookup writes most of them (through its KeyValueStore) and lib/storage,
 * lib/background and the content script read them. The IndexedDB library has its own name and
 * version in lib/storage/library-db.ts.
 */
/** The settings' key (sync), apart so the content script takes this key without the registry. */
export const SETTINGS_KEY = 'settings';

export const STORAGE_KEYS = {
  local: {
    /** The service key (lib/storage/settings.ts), never in sync. */
    apiKey: 'apiKey',
    /** The balance the service last reported (lib/lookup/ledger.ts). */
    credits: 'credits',
    /** The ledger before it was paged; read once to move it into pages. */
    ledger: 'ledger',
    /** The ledger's pages: `ledger:<n>`. */
    ledgerPagePrefix: 'ledger:',
    ledgerHead: 'ledgerHead',
    /** Calls sent and not yet settled, by flight. */
    ledgerPending: 'ledgerPending',
    /** What was stored under the ledger's keys and could not be read, kept raw (lib/lookup/ledger-read.ts). */
    ledgerAside: 'ledgerAside',
    /** The last lookups, newest first (lib/lookup/history.ts). */
    history: 'history',
    /** Bulk jobs, oldest first (lib/lookup/jobs/store.ts). */
    jobs: 'jobs',
    /** A job's kept answers: `jobPages:<id>`. */
    jobPagesPrefix: 'jobPages:',
    /** Watchlists and what their checks found (lib/lookup/watch/store.ts). */
    watches: 'watches',
    /** The watchlists' badge and notification choices (lib/lookup/watch/store.ts). */
    watchPrefs: 'watchPrefs',
    /** Failures handled on purpose (lib/lookup/log.ts). */
    errorLog: 'errorLog',
    /** The first response cache, read once to move its answers into the library (lib/lookup/library/migrate.ts). */
    cacheIndex: 'cacheIndex',
    cacheAliases: 'cacheAliases',
    cacheEntryPrefix: 'cache:',
    /** The boards' ids, in the order they were made (lib/lookup/boards/store.ts). */
    boards: 'boards',
    /** A board: `board:<id>`. */
    boardPrefix: 'board:',
    /** What was stored under the boards' keys and could not be read, kept raw. */
    boardsAside: 'boardsAside',
  },
  session: {
    /** Detections reported by content scripts, by tab id. */
    tabReports: 'tabReports',
    /** What the side panel shows next. */
    panelFocus: 'panelFocus',
    /** The background's signal of a write to a live key (lib/storage/kv.ts). */
    liveSignal: 'liveSignal',
    /** Set once a browser session: a worker start that finds it is not the browser's first. */
    jobsSession: 'jobsSession',
  },
  sync: {
    /** The settings (no secrets). */
    settings: SETTINGS_KEY,
  },
} as const;

type Keys = typeof STORAGE_KEYS;
export type StorageArea = keyof Keys;
/** An item's `area:key`, only of keys named above. */
export type ItemKey = { [A in StorageArea]: `${A}:${Keys[A][keyof Keys[A]] & string}` }[StorageArea];

/** `area:key` of a registered key, for a typed storage item. */
export const itemKey = <A extends StorageArea, K extends keyof Keys[A]>(area: A, key: K) => `${area}:${STORAGE_KEYS[area][key] as string}` as `${A}:${Keys[A][K] & string}`;

/**
 * The storage.local keys pages show live: a write of one of them is signalled to the pages
 * (lib/storage/kv.ts), which refresh what they show of it. Derived from the registry, so the key a
 * store writes and the key the signal names cannot drift apart.
 */
// Written as the keys themselves, checked against the registry by type: read from the registry
// object, the reads stay in every bundle that imports this file (the content script included).
export const LIVE_KEYS = ['credits', 'history', 'jobs', 'watches'] as const satisfies readonly Keys['local'][keyof Keys['local']][];
export type LiveKey = (typeof LIVE_KEYS)[number];
