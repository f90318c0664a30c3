import { describe, expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createBackgroundServices } from '../../../lib/background/services';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import { memoryStore } from '../../../lib/lookup/store';
import { createLibraryStore } from '../../../lib/storage/library-db';
import { LIBRARY_DB_VERSION } from '../../../lib/storage/library-schema';
import { describeError } from '../../../lib/ui/text/errors';
import { stubMissingApis } from '../background/stubs';
import { it } from '../fixtures/emulator';
import { connectedApi } from '../messaging/ports';
import './helpers';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';
const NEWER = LIBRARY_DB_VERSION + 1;
const post = { useCase: 'lookup_url' as const, input: { url: KNOWN.posts.textOnly.url } };
const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') });

/** The worker as it starts over this database and this storage.local. */
function worker(name: string, kv = memoryStore()) {
  const libraryStore = createLibraryStore(name);
  const bg = createBackgroundServices({ store: kv, libraryStore });
  return { bg, kv, libraryStore, api: connectedApi(createUiHandlers(bg), page()) };
}

/** What a newer version does to the database: a version up, a store of its own. */
function upgrade(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, NEWER);
    request.onupgradeneeded = () => request.result.createObjectStore('notes', { keyPath: 'id' }).put({ id: 1, text: 'kept by the newer version' });
    request.onsuccess = () => (request.result.close(), resolve());
    request.onerror = () => reject(request.error);
  });
}

const versionOf = (name: string) =>
  new Promise<number>((resolve) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => {
      const v = request.result.version;
      request.result.close();
      resolve(v);
    };
  });

describe('a library saved by a newer version', () => {
  it.beforeEach(async ({ emu }) => {
    fakeBrowser.reset();
    stubMissingApis();
    await emu.putKey(KEY, { credits: 50 });
  });

  it('lookups are paid and in the ledger, their answers not kept, the notice said; export reads it; reset only at the version confirmed', async ({ emu }) => {
    const name = `newer-${Math.random().toString(36).slice(2)}`;
    // A lookup kept by this version, then the newer version's upgrade, then this version again.
    const before = worker(name);
    expect(await before.api.saveSettings({ baseUrl: emu.url, dailyBudget: 20 })).toMatchObject({ ok: true });
    await before.api.setApiKey({ key: KEY });
    expect((await before.api.run({ request: post })).ok).toBe(true);
    const kept = (await before.api.libraryStats()).stats;
    expect(kept.entities).toBeGreaterThan(0);
    expect(await before.bg.libraryCare!.inspect()).toBeNull();
    // The worker stops (its connection goes with it); the newer version upgrades the database.
    (await before.libraryStore.db()).close();
    await upgrade(name);

    const { api } = worker(name, before.kv);
    const paid = (await emu.ledger()).length;
    const ledgered = (await api.getLedger()).length;
    // Paid (not served from the newer library), recorded in the ledger, not a raw VersionError.
    const first = await api.run({ request: post });
    expect(first).toMatchObject({ ok: true });
    expect(await emu.ledger()).toHaveLength(paid + 1);
    expect(await api.getLedger()).toHaveLength(ledgered + 1);
    // Not kept: the same lookup pays again (the ledger says so).
    expect((await api.run({ request: post })).ok).toBe(true);
    expect(await emu.ledger()).toHaveLength(paid + 2);
    expect(await api.getLedger()).toHaveLength(ledgered + 2);

    // The notice, with what the newer library holds.
    const stats = await api.libraryStats();
    expect(stats.stats).toMatchObject({ entities: 0, entries: 0 });
    expect(stats.newer).toMatchObject({ version: NEWER, known: LIBRARY_DB_VERSION, counts: { answers: kept.entries, entities: kept.entities, notes: 1 } });
    expect(describeError({ code: 'library_newer' }).detail).toBe(
      'Your library was saved by a newer version of Social Lookup. Lookups still work, but new answers are not kept. Export the library, or reset it.',
    );
    expect((await api.problemLog({})).map((e) => e.code)).toContain('library_newer');
    expect((await api.libraryList({})).items).toEqual([]);

    // A raw export reads what it holds, page by page.
    const answers = await api.libraryRaw({ store: 'answers', offset: 0 });
    expect(answers).toMatchObject({ more: false });
    expect(answers.rows).toHaveLength(kept.entries);
    expect(await api.libraryRaw({ store: 'notes', offset: 0 })).toEqual({ rows: [{ id: 1, text: 'kept by the newer version' }], more: false });
    expect((await api.libraryRaw({ store: 'entities', offset: 1 })).rows).toHaveLength(kept.entities - 1);
    expect(await api.libraryRaw({ store: 'nothing', offset: 0 })).toEqual({ rows: [], more: false });

    // Nothing deletes it but a reset at the version the user was shown.
    await expect(api.libraryDelete({ all: true })).rejects.toMatchObject({ code: 'library_newer' });
    expect(await api.libraryReset({ version: NEWER + 1 })).toEqual({ reset: false });
    expect(await versionOf(name)).toBe(NEWER);
    expect((await api.libraryRaw({ store: 'notes', offset: 0 })).rows).toHaveLength(1);

    expect(await api.libraryReset({ version: NEWER })).toEqual({ reset: true });
    expect((await api.libraryStats()).newer).toBeUndefined();
    expect(await versionOf(name)).toBe(LIBRARY_DB_VERSION);
    // Kept again: the next lookup pays once, then opens for free.
    expect((await api.run({ request: post })).ok).toBe(true);
    expect((await api.run({ request: post })).ok).toBe(true);
    expect(await emu.ledger()).toHaveLength(paid + 3);
    expect((await api.libraryStats()).stats.entities).toBe(kept.entities);
  });
});
