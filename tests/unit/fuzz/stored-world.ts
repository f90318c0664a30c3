import 'fake-indexeddb/auto';
import { expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { onStartup } from '../../../lib/background/events';
import { onJobsWorkerStart } from '../../../lib/background/jobs';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { openLibraryDb, createLibraryStore, type LibraryRows } from '../../../lib/storage/library-db';
import { apiKeyItem, forgetSettingsCache, restrictLocalStorage, storedSettingsItem } from '../../../lib/storage/settings';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';
import { STORAGE_KEYS } from '../../../lib/util/storage-keys';
import { stubMissingApis } from '../background/stubs';
import { connectedApi } from '../messaging/ports';

/**
 * A user's stored world, made by the real background against the emulator (lookups, a job, a
 * ledger over two pages), kept as a snapshot of every storage area and of the library's
 * IndexedDB rows; and a worker started over such a world (or over what garbage made of it) the
 * way entrypoints/background.ts starts one.
 */

export const KEY = 'k3y-garbage-0123456789abcdef0123';
export type Area = 'local' | 'session' | 'sync';
export type Snapshot = Record<Area, Record<string, unknown>>;
export type LibraryDump = { [N in keyof LibraryRows]: LibraryRows[N][] };
export const LIBRARY_STORES = ['answers', 'entities', 'aliases', 'lookups', 'meta'] as const;
/** Each store's key path (library-schema.ts). */
export const KEY_PATH = { answers: 'key', entities: 'uid', aliases: 'alias', lookups: 'id', meta: 'key' } as const;

export const pageSender = (page: string) => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL(`/${page}.html` as never) });

let dbSeq = 0;
export const freshDbName = () => `garbage-${Date.now().toString(36)}-${dbSeq++}`;

export interface Worker {
  bg: BackgroundServices;
  api: BackgroundApi;
}

/**
 * A worker start: the items' migrations run (module load does it in the worker), the services
 * are built as the worker builds them (storage.local through the signalling store, the library
 * over IndexedDB), then what the worker runs at start (restrictLocalStorage, onStartup, the jobs).
 * Rejects if any of it throws: a worker that throws at start throws at every start.
 */
export async function startWorker(dbName: string, fetchFn: typeof fetch): Promise<Worker> {
  forgetSettingsCache();
  await Promise.all([storedSettingsItem.migrate().catch(() => undefined), apiKeyItem.migrate().catch(() => undefined)]);
  const bg = createBackgroundServices({ libraryStore: createLibraryStore(dbName), fetch: fetchFn });
  const ui = createUiHandlers(bg);
  await restrictLocalStorage();
  await onStartup(bg);
  await onJobsWorkerStart(bg.jobRunner);
  await bg.lookup.settled();
  return { bg, api: connectedApi(ui, pageSender('popup')) };
}

export async function snapshotStorage(): Promise<Snapshot> {
  const [local, session, sync] = await Promise.all([
    fakeBrowser.storage.local.get(null),
    fakeBrowser.storage.session.get(null),
    fakeBrowser.storage.sync.get(null),
  ]);
  return JSON.parse(JSON.stringify({ local, session, sync })) as Snapshot;
}

export async function restoreStorage(snapshot: Snapshot): Promise<void> {
  fakeBrowser.reset();
  stubMissingApis();
  for (const area of ['local', 'session', 'sync'] as const) {
    if (Object.keys(snapshot[area]).length) await fakeBrowser.storage[area].set(structuredClone(snapshot[area]));
  }
}

export async function dumpLibrary(name: string): Promise<LibraryDump> {
  const db = await openLibraryDb(name);
  const tx = db.transaction([...LIBRARY_STORES]);
  const out = {} as Record<string, unknown[]>;
  await Promise.all(
    LIBRARY_STORES.map(
      (s) =>
        new Promise<void>((resolve, reject) => {
          const r = tx.objectStore(s).getAll();
          r.onsuccess = () => ((out[s] = r.result as unknown[]), resolve());
          r.onerror = () => reject(r.error);
        }),
    ),
  );
  db.close();
  return out as LibraryDump;
}

/** A library database of this name holding exactly these rows (garbage included). */
export async function writeLibrary(name: string, rows: Record<(typeof LIBRARY_STORES)[number], unknown[]>): Promise<void> {
  const db = await openLibraryDb(name);
  const tx = db.transaction([...LIBRARY_STORES], 'readwrite');
  for (const s of LIBRARY_STORES) for (const row of rows[s]) tx.objectStore(s).put(row);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  db.close();
}

/** A day before the seed's lookups: old spending, so no garbage-free budget is spent by it. */
const YESTERDAY = Date.now() - 26 * 60 * 60 * 1000;

/**
 * The world: the emulator as service with a key, three lookups, a job of a post's comments run
 * to its end, and 300 older ledger entries (two pages and more) before them.
 */
export async function seedWorld(emuUrl: string, fetchFn: typeof fetch): Promise<{ snapshot: Snapshot; library: LibraryDump }> {
  await restoreStorage({ local: {}, session: {}, sync: {} });
  const name = freshDbName();
  const { bg, api } = await startWorker(name, fetchFn);
  expect(await api.saveSettings({ baseUrl: emuUrl, dailyBudget: null })).toMatchObject({ ok: true });
  await api.setApiKey({ key: KEY });
  const older: LedgerEntry[] = Array.from({ length: 300 }, (_, i) => ({
    time: YESTERDAY + i * 1000,
    operationId: 'social_get_post_details',
    summary: `link=…/posts/${1000 + i}`,
    status: 200,
    creditsCharged: 1,
    requestId: `seed-${i}`,
    fromCache: false,
    attempt: 1,
  }));
  await bg.ledger.record(older);
  for (const url of [KNOWN.posts.textOnly.url, KNOWN.pages.northwindgames.url, KNOWN.posts.pfbid.url]) {
    expect(await api.run({ request: { useCase: 'lookup_url', input: { url } } })).toMatchObject({ ok: true });
  }
  const post = KNOWN.posts.textOnly;
  const started = await api.jobStart({
    spec: { useCase: 'post_comments', input: { link: post.url }, announcedTotal: post.comments, label: `Comments of post ${post.id}` },
    capCredits: 20,
  });
  expect(started).toMatchObject({ ok: true });
  await vi.waitFor(async () => expect((await api.jobList()).map((j) => j.status)).toEqual(['done']), { timeout: 10_000 });
  await bg.lookup.settled();
  return { snapshot: await snapshotStorage(), library: await dumpLibrary(name) };
}

/** Every registered storage key (prefixes as one key each: `ledger:0`, `jobPages:<a job>`, `cache:<x>`). */
export function registeredKeys(snapshot: Snapshot): { area: Area; key: string }[] {
  const out: { area: Area; key: string }[] = [];
  const { local, session, sync } = STORAGE_KEYS;
  for (const [name, key] of Object.entries(local)) {
    if (name === 'ledgerPagePrefix') out.push({ area: 'local', key: `${key}0` }, { area: 'local', key: `${key}1` });
    else if (name === 'jobPagesPrefix') {
      const jobs = snapshot.local[local.jobs] as { id: string }[] | undefined;
      out.push({ area: 'local', key: `${key}${jobs?.[0]?.id ?? 'job-x'}` });
    } else if (name === 'cacheEntryPrefix') out.push({ area: 'local', key: `${key}x` });
    else out.push({ area: 'local', key });
  }
  for (const key of Object.values(session)) out.push({ area: 'session', key });
  for (const key of Object.values(sync)) out.push({ area: 'sync', key });
  return out;
}
