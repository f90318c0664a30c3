import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineItem } from '../../../lib/storage/define-item';

describe('storage items', () => {
  beforeEach(() => fakeBrowser.reset());

  it('read the fallback until a value is stored; null or removing stores nothing', async () => {
    const item = defineItem<{ n: number } | null>('local:thing', { fallback: null });
    expect(await item.getValue()).toBeNull();
    await item.setValue({ n: 1 });
    expect(await item.getValue()).toEqual({ n: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ thing: { n: 1 } });
    await item.setValue(null);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    await item.setValue({ n: 2 });
    await item.removeValue();
    expect(await item.getValue()).toBeNull();
  });

  it('keep each area apart', async () => {
    const session = defineItem<number>('session:n', { fallback: 0 });
    const sync = defineItem<number>('sync:n', { fallback: 0 });
    await session.setValue(3);
    expect(await sync.getValue()).toBe(0);
    expect(await fakeBrowser.storage.session.get('n')).toEqual({ n: 3 });
  });

  it('record the version with the first value of a versioned item (the layout earlier builds used)', async () => {
    const item = defineItem<string>('local:key', { fallback: '', version: 2, migrations: { 2: (old) => String(old) } });
    await item.setValue('k');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ key: 'k', key$: { v: 2 } });
  });

  it('migrate a value stored by an older version once, step by step, and record the version', async () => {
    await fakeBrowser.storage.local.set({ count: 1, count$: { v: 1 } });
    const two = vi.fn((old: unknown) => ({ n: old as number }));
    const three = vi.fn((old: unknown) => ({ ...(old as { n: number }), doubled: (old as { n: number }).n * 2 }));
    const item = defineItem<{ n: number; doubled: number } | null>('local:count', { fallback: null, version: 3, migrations: { 2: two, 3: three } });
    expect(await item.getValue()).toEqual({ n: 1, doubled: 2 });
    expect(await fakeBrowser.storage.local.get('count$')).toEqual({ count$: { v: 3 } });
    await item.migrate();
    expect(two).toHaveBeenCalledTimes(1);
    expect(three).toHaveBeenCalledTimes(1);
  });

  it('take a stored version that is not a version as the first (a huge negative one made the migration loop forever)', async () => {
    for (const v of [-4.4982321706329525e240, 1.5, 'x', null]) {
      fakeBrowser.reset();
      await fakeBrowser.storage.local.set({ k: 'old', k$: { v } });
      const item = defineItem<string>('local:k', { fallback: '', version: 2, migrations: { 2: (old) => `${String(old)}+2` } });
      await item.migrate();
      expect(await fakeBrowser.storage.local.get(['k', 'k$'])).toEqual({ k: 'old+2', k$: { v: 2 } });
    }
  });

  it('refuse to read a newer version down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fakeBrowser.storage.local.set({ x: 1, x$: { v: 5 } });
    const item = defineItem<number>('local:x', { fallback: 0, version: 2, migrations: { 2: (old) => old as number } });
    await expect(item.migrate()).rejects.toThrow(/downgrade/);
  });

  it('tell watchers of real changes only, with the fallback for an absent value', async () => {
    const item = defineItem<{ a: number[] }>('local:w', { fallback: { a: [] } });
    const seen: unknown[] = [];
    const unwatch = item.watch((next, prev) => seen.push([next, prev]));
    await item.setValue({ a: [1] });
    await item.setValue({ a: [1] });
    await item.removeValue();
    unwatch();
    await item.setValue({ a: [2] });
    expect(seen).toEqual([
      [{ a: [1] }, { a: [] }],
      [{ a: [] }, { a: [1] }],
    ]);
  });
});
