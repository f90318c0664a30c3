import { browser } from 'wxt/browser';
import type { KeyValueStore } from '../lookup/store';

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
  };
}
