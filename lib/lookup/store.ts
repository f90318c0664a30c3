/**
 * The small key-value interface the cache, the ledger and the history are written against, so
 * they run unchanged in Node tests (memoryStore) and in the extension (browser.storage.local, see
 * lib/storage/kv.ts). Values must be JSON: a store may serialise them.
 */
export interface KeyValueStore {
  /** Values of the keys that exist (missing keys are absent from the result). */
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** Every key stored (the ledger finds its pages by them when its head cannot be read). */
  keys(): Promise<string[]>;
}

/** An in-memory store that copies values through JSON, as browser storage does. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { dump(): Record<string, unknown> } {
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(initial)) map.set(k, JSON.stringify(v));
  return {
    async get(keys) {
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        const v = map.get(k);
        if (v !== undefined) out[k] = JSON.parse(v);
      }
      return out;
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) {
        if (v === undefined) map.delete(k);
        else map.set(k, JSON.stringify(v));
      }
    },
    async remove(keys) {
      for (const k of keys) map.delete(k);
    },
    async keys() {
      return [...map.keys()];
    },
    dump() {
      const out: Record<string, unknown> = {};
      for (const [k, v] of map) out[k] = JSON.parse(v);
      return out;
    },
  };
}
