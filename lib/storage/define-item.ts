import { browser } from 'wxt/browser';

/**
 * Typed items of browser.storage: an `area:key`, a fallback for when nothing is stored, and
 * versions with migrations. Stored in @wxt-dev/storage's layout, which earlier builds used: the
 * value under its key and the version under `key$` as `{ v }`, so what they saved reads and
 * migrates as before. Written here when the background had to stay under 60 KB gzipped (a service
 * worker cannot load code later); the README's "Small bundles" says whether it goes back.
 */

type Area = 'local' | 'session' | 'sync';
type ItemKey = `${Area}:${string}`;

export interface ItemOptions<T> {
  fallback: T;
  /** The version of the stored shape (1 when absent). */
  version?: number;
  /** By version: the value of the version before it → the value of this one (the last one's is a T). */
  migrations?: Record<number, (old: unknown) => unknown>;
}

export interface StorageItem<T> {
  readonly key: ItemKey;
  readonly fallback: T;
  getValue(): Promise<T>;
  /** null removes the value. */
  setValue(value: T | null): Promise<void>;
  removeValue(): Promise<void>;
  /** Called with the new and the old value (the fallback when absent) on every change that changes it. */
  watch(cb: (next: T, prev: T) => void): () => void;
  /** Brings a value stored by an older version to this one (run once when the item is defined). */
  migrate(): Promise<void>;
}

/** Deep equality of stored (JSON) values: a write of the same value is no change. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && same(x[k], y[k]));
}

export function defineItem<T>(key: ItemKey, options: ItemOptions<T>): StorageItem<T> {
  const area = key.slice(0, key.indexOf(':')) as Area;
  const name = key.slice(area.length + 1);
  const metaName = `${name}$`;
  const store = () => browser.storage[area];
  const { fallback } = options;
  const version = options.version ?? 1;
  // Nothing stored yet: the first write records the version too.
  let versionUnset = false;

  async function migrate(): Promise<void> {
    const stored = await store().get([name, metaName]);
    const value = stored[name];
    const meta = stored[metaName] as { v?: number } | null | undefined;
    versionUnset = value == null && meta?.v == null;
    if (value == null) return;
    // A stored version that is not a version (garbled storage) counts as the first: the migrations
    // then repair the value, and a loop from it always ends.
    const v = meta?.v;
    const from = typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? v : 1;
    if (from > version) throw new Error(`Version downgrade detected (v${from} -> v${version}) for "${key}"`);
    if (from === version) return;
    let next = value;
    for (let v = from + 1; v <= version; v++) next = options.migrations?.[v]?.(next) ?? next;
    await store().set({ [name]: next, [metaName]: { ...meta, v: version } });
  }
  const migrated = options.migrations
    ? migrate().catch((e: unknown) => console.error(`Migration failed for ${key}`, e))
    : Promise.resolve();

  const write = (value: T | null) => (value == null ? store().remove(name) : store().set({ [name]: value }));

  return {
    key,
    fallback,
    async getValue() {
      await migrated;
      return ((await store().get(name))[name] as T | undefined) ?? fallback;
    },
    async setValue(value) {
      await migrated;
      if (!versionUnset) return write(value);
      versionUnset = false;
      // The first value and its version in one write.
      if (value == null) await Promise.all([store().remove(name), store().set({ [metaName]: { v: version } })]);
      else await store().set({ [name]: value, [metaName]: { v: version } });
    },
    async removeValue() {
      await migrated;
      await store().remove(name);
    },
    watch(cb) {
      const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) => {
        const change = changes[name];
        if (!change || same(change.newValue, change.oldValue)) return;
        cb((change.newValue as T | undefined) ?? fallback, (change.oldValue as T | undefined) ?? fallback);
      };
      store().onChanged.addListener(listener);
      return () => store().onChanged.removeListener(listener);
    },
    migrate,
  };
}
