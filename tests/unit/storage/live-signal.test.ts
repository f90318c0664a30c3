import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundServices } from '../../../lib/background/services';
import { forgetSettingsCache, getApiKey, getSettings, setApiKey } from '../../../lib/storage/settings';
import { liveSignalItem } from '../../../lib/storage/items';
import { signallingStore } from '../../../lib/storage/kv';
import { storageLive } from '../../../lib/ui/env/browser-env';

// Pages show the balance, the history and the jobs live. They hear of the background's writes
// through a small signal in storage.session, not through storage.local, whose every write (the
// ledger's pages and pending entries) the browser would otherwise copy to each page and to the
// worker itself.

beforeEach(() => {
  fakeBrowser.reset();
  forgetSettingsCache();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live signal', () => {
  it('is written after each write of the credits, the history or the jobs, and not after the ledger’s', async () => {
    const store = signallingStore();
    const revs: string[] = [];
    liveSignalItem.watch((s) => revs.push(s.rev));
    await store.set({ 'ledger:0': [{ status: 'pending' }], ledgerPending: { a: 1 } });
    await flush();
    expect(await liveSignalItem.getValue()).toEqual({ rev: '', changed: [] });

    await store.set({ 'ledger:0': [{ status: 200 }], credits: { remaining: 41 } });
    await flush();
    expect(await liveSignalItem.getValue()).toMatchObject({ changed: ['credits'], credits: { remaining: 41 } });
    // The write itself is in storage.local, where the pages' reads find it.
    expect(await fakeBrowser.storage.local.get('credits')).toEqual({ credits: { remaining: 41 } });

    await store.set({ history: [{ label: 'Post 1' }] });
    await flush();
    expect(await liveSignalItem.getValue()).toMatchObject({ changed: ['history'] });
    expect((await liveSignalItem.getValue()).credits).toBeUndefined();

    await store.remove(['jobs', 'ledger:0']);
    await flush();
    expect(await liveSignalItem.getValue()).toMatchObject({ changed: ['jobs'] });
    // Every write is a change, even of the same value.
    await store.set({ history: [{ label: 'Post 1' }] });
    await flush();
    expect(revs).toHaveLength(4);
    expect(new Set(revs).size).toBe(4);
  });

  it('tells each page watcher of its own item only', async () => {
    const store = signallingStore();
    const credits = vi.fn();
    const history = vi.fn();
    const jobs = vi.fn();
    storageLive.watchCredits(credits);
    storageLive.watchHistory(history);
    storageLive.watchJobs(jobs);
    expect(fakeBrowser.storage.local.onChanged.hasListeners()).toBe(false);
    await store.set({ 'ledger:0': [], ledgerPending: {} });
    await store.set({ credits: { remaining: 7, spentToday: 3 } });
    await flush();
    expect(credits).toHaveBeenCalledWith({ remaining: 7, spentToday: 3 });
    expect(history).not.toHaveBeenCalled();
    await store.set({ history: [], jobs: [] });
    await flush();
    expect(history).toHaveBeenCalledTimes(1);
    expect(jobs).toHaveBeenCalledTimes(1);
    expect(credits).toHaveBeenCalledTimes(1);
  });
});

describe('the background', () => {
  it('has no listener on storage.local: a lookup’s ledger writes are not sent back to it', async () => {
    const bg = createBackgroundServices();
    await setApiKey('k-1');
    expect(await getApiKey()).toBe('k-1');
    await getSettings();
    await bg.ledger.entries();
    expect(fakeBrowser.storage.local.onChanged.hasListeners()).toBe(false);
    // Its own writes of the key still replace the copy it keeps.
    await setApiKey('k-2');
    expect(await getApiKey()).toBe('k-2');
  });
});
