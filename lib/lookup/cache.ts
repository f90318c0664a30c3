import type { CacheKind } from '../service/catalog';
import { createSerialQueue } from '../util/serial-queue';
import type { CachedAnswer, Lifetimes, ResponseCache } from './cache-types';
import { byteSize, hashKey } from './hash';
import type { KeyValueStore } from './store';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * The response cache: one storage key per answer (`cache:<hash of requestKey>`) plus one index
 * (`cacheIndex`) holding size, kind and last use of every entry for least-recently-used eviction.
 * Everything lives in the store, so the cache survives the service worker being stopped; the
 * in-memory copy of the index is only a speed-up (it is re-read when another writer changed it).
 * Lifetimes come from the settings per CacheKind, in minutes; 0 means "do not cache".
 */

export type { CachedAnswer, CacheStats, Lifetimes, ResponseCache } from './cache-types';
export { byteSize, hashKey } from './hash';

interface IndexRecord {
  /** requestKey, to tell hash collisions apart. */
  key: string;
  kind: CacheKind;
  /** Size of the stored entry in bytes (UTF-8 of its JSON). */
  bytes: number;
  fetchedAt: number;
  lastUsed: number;
}

interface StoredIndex {
  v: 1;
  /** Bumped on every write: another instance over the same store is noticed. */
  rev: number;
  entries: Record<string, IndexRecord>;
}

export interface ResponseCacheOptions {
  store: KeyValueStore;
  /** Minutes per kind (settings.cacheLifetimes); kinds not listed (e.g. account) are not cached. */
  lifetimes: () => Lifetimes | Promise<Lifetimes>;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export const CACHE_INDEX_KEY = STORAGE_KEYS.local.cacheIndex;
export const CACHE_ALIASES_KEY = STORAGE_KEYS.local.cacheAliases;
/** Aliases kept (the oldest go first); each is a few dozen bytes. */
export const DEFAULT_CACHE_MAX_ALIASES = 5000;
export const CACHE_ENTRY_PREFIX = STORAGE_KEYS.local.cacheEntryPrefix;
export const DEFAULT_CACHE_MAX_ENTRIES = 400;
export const DEFAULT_CACHE_MAX_BYTES = 4 * 1024 * 1024;

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { store } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  const now = options.now ?? Date.now;
  const serial = createSerialQueue();
  let memo: StoredIndex | null = null;
  let aliases: Record<string, string> | null = null;
  async function loadAliases(): Promise<Record<string, string>> {
    if (aliases) return aliases;
    const v = (await store.get([CACHE_ALIASES_KEY]))[CACHE_ALIASES_KEY];
    aliases = v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, string>) } : {};
    return aliases;
  }

  // The background is the cache's only writer, so the index read at start stays true for this
  // worker's life; storage is read again only by a new worker.
  async function loadIndex(): Promise<StoredIndex> {
    if (memo) return memo;
    const got = await store.get([CACHE_INDEX_KEY]);
    const stored = got[CACHE_INDEX_KEY] as StoredIndex | undefined;
    memo =
      stored && typeof stored === 'object' && stored.v === 1 && stored.entries && typeof stored.entries === 'object'
        ? stored
        : { v: 1, rev: 0, entries: {} };
    return memo;
  }

  // Recency updates of cache hits are written a moment later, together: a hit costs no write.
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  function saveTouchesSoon(): void {
    if (touchTimer !== undefined) return;
    touchTimer = setTimeout(() => {
      touchTimer = undefined;
      void serial(async () => {
        if (memo) await saveIndex(memo);
      }).catch(() => undefined);
    }, 1000);
  }

  async function saveIndex(index: StoredIndex, extra: Record<string, unknown> = {}, removed: string[] = []) {
    index.rev = (index.rev + 1) % Number.MAX_SAFE_INTEGER;
    memo = index;
    if (removed.length) await store.remove(removed);
    await store.set({ ...extra, [CACHE_INDEX_KEY]: index });
  }

  async function maxAgeMs(kind: CacheKind): Promise<number> {
    const minutes = (await options.lifetimes())[kind];
    return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0;
  }

  async function read(key: string, kind: CacheKind, touch: boolean): Promise<CachedAnswer | null> {
    const maxAge = await maxAgeMs(kind);
    const hash = hashKey(key);
    return serial(async () => {
      const index = await loadIndex();
      const rec = index.entries[hash];
      if (!rec || rec.key !== key) return null;
      const storageKey = CACHE_ENTRY_PREFIX + hash;
      const expired = maxAge === 0 || now() - rec.fetchedAt > maxAge;
      const answer = expired ? undefined : ((await store.get([storageKey]))[storageKey] as CachedAnswer | undefined);
      if (!answer || answer.key !== key) {
        // Expired, or lost (removed by hand): forget it.
        delete index.entries[hash];
        await saveIndex(index, {}, [storageKey]);
        return null;
      }
      if (touch) {
        rec.lastUsed = now();
        saveTouchesSoon();
      }
      return answer;
    });
  }

  return {
    get: (key, kind) => read(key, kind, true),
    peek: (key, kind) => read(key, kind, false),

    async set(answer, kind) {
      const maxAge = await maxAgeMs(kind);
      if (maxAge === 0) return false;
      const bytes = byteSize(answer);
      if (bytes > maxBytes) return false;
      const lifetimes = await options.lifetimes();
      return serial(async () => {
        const index = await loadIndex();
        const hash = hashKey(answer.key);
        const t = now();
        index.entries[hash] = { key: answer.key, kind, bytes, fetchedAt: answer.fetchedAt, lastUsed: t };
        // Expired entries go first, then the least recently used until both bounds hold.
        const removed: string[] = [];
        for (const [h, rec] of Object.entries(index.entries)) {
          const minutes = lifetimes[rec.kind];
          const age = typeof minutes === 'number' && minutes > 0 ? minutes * 60_000 : 0;
          if (h !== hash && (age === 0 || t - rec.fetchedAt > age)) {
            delete index.entries[h];
            removed.push(CACHE_ENTRY_PREFIX + h);
          }
        }
        const live = Object.entries(index.entries).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
        let total = live.reduce((sum, [, r]) => sum + r.bytes, 0);
        let count = live.length;
        for (const [h, rec] of live) {
          if (count <= maxEntries && total <= maxBytes) break;
          if (h === hash) continue;
          delete index.entries[h];
          removed.push(CACHE_ENTRY_PREFIX + h);
          total -= rec.bytes;
          count--;
        }
        await saveIndex(index, { [CACHE_ENTRY_PREFIX + hash]: answer }, removed);
        return true;
      });
    },

    async delete(key) {
      const hash = hashKey(key);
      await serial(async () => {
        const index = await loadIndex();
        if (!index.entries[hash]) return;
        delete index.entries[hash];
        await saveIndex(index, {}, [CACHE_ENTRY_PREFIX + hash]);
      });
    },

    async clear() {
      await serial(async () => {
        const index = await loadIndex();
        const keys = Object.keys(index.entries).map((h) => CACHE_ENTRY_PREFIX + h);
        aliases = {};
        await saveIndex({ v: 1, rev: index.rev, entries: {} }, {}, [...keys, CACHE_ALIASES_KEY]);
      });
    },

    alias(aliasKey, targetKey) {
      return serial(async () => {
        const map = await loadAliases();
        if (map[aliasKey] === targetKey) return;
        delete map[aliasKey];
        map[aliasKey] = targetKey;
        const keys = Object.keys(map);
        for (const old of keys.slice(0, Math.max(0, keys.length - DEFAULT_CACHE_MAX_ALIASES))) delete map[old];
        await store.set({ [CACHE_ALIASES_KEY]: map });
      });
    },

    async resolve(aliasKey) {
      return serial(async () => (await loadAliases())[aliasKey] ?? null);
    },

    async stats() {
      return serial(async () => {
        const index = await loadIndex();
        const recs = Object.values(index.entries);
        return { entries: recs.length, bytes: recs.reduce((s, r) => s + r.bytes, 0) };
      });
    },
  };
}
