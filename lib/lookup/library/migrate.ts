import type { CacheKind } from '../../service/catalog';
import { STORAGE_KEYS } from '../../util/storage-keys';
import type { CachedAnswer } from '../cache-types';
import type { KeyValueStore } from '../store';
import type { Library } from './library';

/**
 * Moves the answers the first cache kept in storage.local (`cache:<hash>` keys listed in
 * `cacheIndex`) into the library, at the worker's start. An answer leaves storage.local only once
 * the library holds it; one the library refused (storage full) stays for the next start.
 */

/** The first cache's keys in storage.local: its index, one key per answer, and its aliases. */
export const CACHE_INDEX_KEY = STORAGE_KEYS.local.cacheIndex;
export const CACHE_ENTRY_PREFIX = STORAGE_KEYS.local.cacheEntryPrefix;
export const CACHE_ALIASES_KEY = STORAGE_KEYS.local.cacheAliases;

export interface MigrationReport {
  moved: number;
  /** Still in storage.local (a refused write); tried again at the next start. */
  left: number;
}

/** The first cache's index: `{ v: 1, rev, entries: { <hash of the answer's key>: { key, kind, … } } }`. */
interface OldIndex {
  entries?: Record<string, { key?: string; kind?: CacheKind }>;
}

export async function migrateCacheToLibrary(kv: KeyValueStore, library: Library): Promise<MigrationReport> {
  const got = await kv.get([CACHE_INDEX_KEY, CACHE_ALIASES_KEY]);
  const index = got[CACHE_INDEX_KEY] as OldIndex | undefined;
  const aliases = got[CACHE_ALIASES_KEY];
  if (aliases && typeof aliases === 'object') {
    for (const [alias, target] of Object.entries(aliases as Record<string, unknown>)) {
      if (typeof target === 'string') await library.alias(alias, target);
    }
    await kv.remove([CACHE_ALIASES_KEY]);
  }
  if (!index || typeof index !== 'object' || !index.entries || typeof index.entries !== 'object') {
    if (index !== undefined) await kv.remove([CACHE_INDEX_KEY]);
    return { moved: 0, left: 0 };
  }
  const entries = Object.entries(index.entries);
  const moved: string[] = [];
  const left: Record<string, unknown> = {};
  for (const [hash, rec] of entries) {
    const storageKey = CACHE_ENTRY_PREFIX + hash;
    const answer = (await kv.get([storageKey]))[storageKey] as CachedAnswer | undefined;
    if (!answer || typeof answer !== 'object' || typeof answer.key !== 'string') {
      moved.push(storageKey);
      continue;
    }
    const kind = rec?.kind ?? 'details';
    const kept = await library.set(answer, kind).catch(() => false);
    if (kept) moved.push(storageKey);
    else left[hash] = rec;
  }
  const leftCount = Object.keys(left).length;
  if (moved.length) await kv.remove(moved);
  if (leftCount) await kv.set({ [CACHE_INDEX_KEY]: { ...(index as object), entries: left } });
  else await kv.remove([CACHE_INDEX_KEY]);
  return { moved: moved.length, left: leftCount };
}
