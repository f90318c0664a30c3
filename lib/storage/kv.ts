import { browser } from 'wxt/browser';
import type { KeyValueStore } from '../lookup/store';
import type { CreditsRecord } from '../lookup/types';
import { LIVE_KEYS, STORAGE_KEYS, type LiveKey } from '../util/storage-keys';
import { liveSignalItem } from './items';

const CREDITS = STORAGE_KEYS.local.credits;

/** The lookup layer's KeyValueStore over browser.storage (local by default). */
export function browserKeyValueStore(area: 'local' | 'session' = 'local'): KeyValueStore {
  const s = () => browser.storage[area];
  return {
    async get(keys) {
      if (keys.length === 0) return {};
      return (await s().get(keys)) as Record<string, unknown>;
    },
    async set(items) {
      if (Object.keys(items).length > 0) await s().set(items);
    },
    async remove(keys) {
      if (keys.length > 0) await s().remove(keys);
    },
    async keys() {
      // getKeys (Chrome 130, Firefox 143) lists keys without reading every value.
      const area = s() as { getKeys?: () => Promise<string[]> };
      if (area.getKeys) {
        try {
          return await area.getKeys();
        } catch {
          // An area that names the method but does not have it (older builds, test doubles).
        }
      }
      return Object.keys(await s().get(null));
    },
  };
}

/**
 * The background's storage.local store, which tells pages of each write of an item they show
 * live (liveSignalItem), once it is written. The signal is not awaited: a page that misses one
 * reads the item again on its next refresh, and the write itself has succeeded.
 */
export function signallingStore(store: KeyValueStore = browserKeyValueStore('local')): KeyValueStore {
  let seq = 0;
  const signal = (changed: LiveKey[], credits?: unknown) => {
    if (changed.length === 0) return;
    const rev = `${Date.now().toString(36)}-${(seq++).toString(36)}`;
    const value = changed.includes(CREDITS) ? { rev, changed, credits: (credits ?? {}) as CreditsRecord } : { rev, changed };
    void liveSignalItem.setValue(value).catch(() => undefined);
  };
  return {
    get: (keys) => store.get(keys),
    keys: () => store.keys(),
    async set(items) {
      await store.set(items);
      signal(LIVE_KEYS.filter((k) => k in items), items[CREDITS]);
    },
    async remove(keys) {
      await store.remove(keys);
      signal(LIVE_KEYS.filter((k) => keys.includes(k)));
    },
  };
}
