import { describe, expect, it } from 'vitest';
import { CACHE_ENTRY_PREFIX, CACHE_INDEX_KEY, createResponseCache, type CachedAnswer } from '../../../lib/lookup/cache';
import { byteSize, hashKey } from '../../../lib/lookup/hash';
import { memoryStore } from '../../../lib/lookup/store';

const lifetimes = { details: 60, list: 60, search: 60, reference: 60 };

function answer(n: number, size = 10): CachedAnswer {
  return {
    key: `social_search_pages?query=q${n}`,
    operationId: 'social_search_pages',
    params: { query: `q${n}` },
    raw: { data: 'x'.repeat(size) },
    fetchedAt: 1000,
  };
}

function setup(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let t = 1000;
  const store = memoryStore();
  const make = () => createResponseCache({ store, lifetimes: () => lifetimes, now: () => t, ...options });
  return { store, cache: make(), make, tick: (ms: number) => (t += ms) };
}

describe('response cache', () => {
  it('stores one key per entry plus an index, and reads it back', async () => {
    const { store, cache } = setup();
    expect(await cache.set(answer(1), 'search')).toBe(true);
    const keys = Object.keys(store.dump()).sort();
    expect(keys).toEqual([CACHE_ENTRY_PREFIX + hashKey(answer(1).key), CACHE_INDEX_KEY].sort());
    expect(await cache.get(answer(1).key, 'search')).toEqual(answer(1));
    expect(await cache.get('social_search_pages?query=other', 'search')).toBeNull();
  });

  it('evicts the least recently used entry when over the entry bound', async () => {
    const { cache, tick } = setup({ maxEntries: 3 });
    for (const n of [1, 2, 3]) {
      await cache.set(answer(n), 'search');
      tick(10);
    }
    await cache.get(answer(1).key, 'search'); // 1 is now the most recently used
    tick(10);
    await cache.set(answer(4), 'search');
    expect(await cache.peek(answer(2).key, 'search')).toBeNull();
    for (const n of [1, 3, 4]) expect(await cache.peek(answer(n).key, 'search')).not.toBeNull();
    expect((await cache.stats()).entries).toBe(3);
  });

  it('evicts by total bytes, and refuses an entry bigger than the whole cache', async () => {
    const one = byteSize(answer(1, 400));
    const { cache, store, tick } = setup({ maxBytes: one * 2 + 10 });
    for (const n of [1, 2, 3]) {
      await cache.set(answer(n, 400), 'search');
      tick(10);
    }
    expect(await cache.peek(answer(1).key, 'search')).toBeNull();
    expect((await cache.stats()).bytes).toBeLessThanOrEqual(one * 2 + 10);
    expect(await cache.set(answer(9, 5000), 'search')).toBe(false);
    expect(Object.keys(store.dump()).filter((k) => k.startsWith(CACHE_ENTRY_PREFIX))).toHaveLength(2);
  });

  it('honours each kind’s lifetime; 0 means not cached; expired entries are removed', async () => {
    let t = 0;
    const store = memoryStore();
    const cache = createResponseCache({ store, lifetimes: () => ({ details: 5, list: 0 }), now: () => t });
    expect(await cache.set({ ...answer(1), fetchedAt: 0 }, 'list')).toBe(false);
    expect(await cache.set({ ...answer(2), fetchedAt: 0 }, 'details')).toBe(true);
    expect(await cache.set({ ...answer(3), fetchedAt: 0 }, 'account')).toBe(false);
    t = 4 * 60_000;
    expect(await cache.get(answer(2).key, 'details')).not.toBeNull();
    t = 6 * 60_000;
    expect(await cache.get(answer(2).key, 'details')).toBeNull();
    expect(Object.keys(store.dump()).filter((k) => k.startsWith(CACHE_ENTRY_PREFIX))).toEqual([]);
  });

  it('survives a restart (a new instance over the same store) with its LRU order', async () => {
    const { cache, make, tick } = setup({ maxEntries: 2 });
    await cache.set(answer(1), 'search');
    tick(10);
    await cache.set(answer(2), 'search');
    tick(10);
    await cache.get(answer(1).key, 'search');
    tick(10);
    const after = make();
    expect(await after.get(answer(2).key, 'search')).not.toBeNull();
    tick(10);
    await after.set(answer(3), 'search');
    expect(await after.peek(answer(1).key, 'search')).toBeNull();
    expect(await after.peek(answer(2).key, 'search')).not.toBeNull();
  });

  it('concurrent writes keep the index consistent', async () => {
    const { cache, store } = setup({ maxEntries: 50 });
    await Promise.all(Array.from({ length: 30 }, (_, n) => cache.set(answer(n), 'search')));
    expect((await cache.stats()).entries).toBe(30);
    expect(Object.keys(store.dump()).filter((k) => k.startsWith(CACHE_ENTRY_PREFIX))).toHaveLength(30);
  });

  it('delete and clear remove entries and their keys', async () => {
    const { cache, store } = setup();
    await cache.set(answer(1), 'search');
    await cache.set(answer(2), 'search');
    await cache.delete(answer(1).key);
    expect(await cache.peek(answer(1).key, 'search')).toBeNull();
    await cache.clear();
    expect(Object.keys(store.dump())).toEqual([CACHE_INDEX_KEY]);
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
