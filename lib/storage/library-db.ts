import { stableKey } from '../util/stable-key';
import { mergeEntity } from '../lookup/library/merge';
import { ENTITY_KINDS, type Extraction, type LibraryAnswer, type LibraryEntity, type LibraryPage, type LibraryStats, type LibraryStore, type StoreQuery } from '../lookup/library/types';
import type { HistoryEntry } from '../lookup/types';
import { done, req, walk } from './idb-requests';
import { LIBRARY_DB_NAME, LIBRARY_DB_VERSION, openLibraryDb, type LibraryDb, type LibraryRows, type StoreName } from './library-schema';
import { createLibraryCare, isVersionError, newerError } from './library-newer';
import type { LibraryCare } from '../lookup/library/newer';
import { textSearch } from './library-search';
import { isReadableEntity } from '../lookup/library/readable';

export { isReadableEntity } from '../lookup/library/readable';

export { LIBRARY_DB_NAME, openLibraryDb, type LibraryDb, type LibraryRows } from './library-schema';

/**
 * The library's IndexedDB database, implementing lib/lookup's LibraryStore.
 * Stores: answers (raw bodies by cache key), entities (one per kind and id, with a multi-entry
 * index of search words and of the answers holding them), aliases (links and feedback ids → entity
 * uid), lookups (the history of use cases run) and meta (the running size total). Each write is
 * one transaction: a refused write (quota) aborts it and leaves what was kept before untouched.
 */

/** A store of a transaction: its requests as promises, its rows typed. */
function rows<N extends StoreName>(tx: IDBTransaction, name: N) {
  const store = tx.objectStore(name);
  return {
    get: (key: IDBValidKey) => req<LibraryRows[N] | undefined>(store.get(key)),
    put: (row: LibraryRows[N]) => req(store.put(row)),
    delete: (key: IDBValidKey) => req(store.delete(key)),
    count: (key: IDBValidKey) => req(store.count(key)),
    clear: () => req(store.clear()),
  };
}
type Rows<N extends StoreName> = ReturnType<typeof rows<N>>;

/** A write transaction, as its body sees it. */
interface WriteTx {
  objectStore<N extends StoreName>(name: N): Rows<N>;
}

const BYTES = 'bytes';

const newestFirst = (a: LibraryEntity, b: LibraryEntity) => b.fetchedAt - a.fetchedAt || (a.uid < b.uid ? 1 : a.uid > b.uid ? -1 : 0);
const defined = <T>(xs: (T | undefined)[]): T[] => xs.filter((x): x is T => x !== undefined);

function before(b: StoreQuery['before']) {
  return (e: LibraryEntity) => !b || e.fetchedAt < b.fetchedAt || (e.fetchedAt === b.fetchedAt && e.uid < b.uid);
}

function matchesFilters(q: StoreQuery) {
  const owners = q.owners ? new Set(q.owners) : null;
  const isBefore = before(q.before);
  return (e: LibraryEntity) =>
    isReadableEntity(e) &&
    (!q.kind || e.kind === q.kind) &&
    (!owners || (e.owner !== undefined && owners.has(e.owner))) &&
    (q.from === undefined || e.fetchedAt >= q.from) &&
    (q.to === undefined || e.fetchedAt <= q.to) &&
    isBefore(e);
}

/** A page of what matched; a first page says how many matched in all ("50 of 312 shown"). */
function pageOf(items: LibraryEntity[], limit: number, total: number | undefined): LibraryPage {
  const page = items.slice(0, limit);
  const counted = total === undefined ? {} : { total };
  return items.length > limit ? { items: page, next: { fetchedAt: page.at(-1)!.fetchedAt, uid: page.at(-1)!.uid }, ...counted } : { items: page, ...counted };
}

export type KeptLibraryStore = LibraryStore & { db: () => Promise<LibraryDb>; care: LibraryCare };

export function createLibraryStore(name = LIBRARY_DB_NAME): KeptLibraryStore {
  // Opened on first use (the worker creates the store at start, before anything is asked of it);
  // a failed open is tried again on the next use. A database a newer version saved is refused
  // with LibraryNewerError (the library goes on without it: lib/lookup/library/newer.ts).
  let opening: Promise<LibraryDb> | null = null;
  const db = () => (opening ??= openLibraryDb(name).catch(async (e: unknown) => {
    opening = null;
    throw isVersionError(e) ? await newerError(name, LIBRARY_DB_VERSION) : e;
  }));

  /** One read-write transaction: done when it commits; an error anywhere aborts all of it. */
  async function write<T>(stores: StoreName[], body: (tx: WriteTx) => Promise<T>): Promise<T> {
    const tx = (await db()).transaction(stores, 'readwrite');
    const committed = done(tx);
    committed.catch(() => undefined); // Its failure is reported through `body` or below, not as unhandled.
    try {
      const out = await body({ objectStore: (name) => rows(tx, name) });
      await committed;
      return out;
    } catch (e) {
      try {
        tx.abort();
      } catch {
        // Already aborted by the failed request.
      }
      throw e;
    }
  }

  /** Moves the running size total (the `meta` store of a write transaction). */
  async function addBytes(meta: Rows<'meta'>, delta: number): Promise<void> {
    if (delta === 0) return;
    const row = await meta.get(BYTES);
    await meta.put({ key: BYTES, value: Math.max(0, (row?.value ?? 0) + delta) });
  }

  /** One request in a transaction of its own; a write resolves once it is committed. */
  async function one<T>(name: StoreName, request: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode = 'readonly'): Promise<T> {
    const tx = (await db()).transaction(name, mode);
    const [out] = await Promise.all([req(request(tx.objectStore(name))), mode === 'readwrite' ? done(tx) : undefined]);
    return out;
  }

  /** Entities by uid, in one read transaction (those not kept are left out). */
  async function getEntities(uids: string[]): Promise<LibraryEntity[]> {
    const entities = rows((await db()).transaction('entities'), 'entities');
    return defined(await Promise.all(uids.map((u) => entities.get(u)))).filter(isReadableEntity);
  }

  /** An answer kept and its entities and aliases merged, inside a write transaction. */
  async function putOne(tx: WriteTx, answer: LibraryAnswer, extraction: Extraction): Promise<void> {
    const answers = tx.objectStore('answers');
    const entities = tx.objectStore('entities');
    const previous = await answers.get(answer.key);
    if (previous) {
      // The same request fetched again: entities it no longer holds lose this answer.
      const stale = previous.entityUids.filter((u) => !answer.entityUids.includes(u));
      for (const e of defined(await Promise.all(stale.map((u) => entities.get(u))))) {
        const answerKeys = e.answerKeys.filter((k) => k !== answer.key);
        if (answerKeys.length === 0) await entities.delete(e.uid);
        else await entities.put({ ...e, answerKeys });
      }
    }
    await answers.put(answer);
    const existing = await Promise.all(extraction.entities.map((e) => entities.get(e.uid)));
    await Promise.all(extraction.entities.map((e, i) => entities.put(mergeEntity(existing[i], e))));
    const aliases = tx.objectStore('aliases');
    await Promise.all(Object.entries(extraction.aliases).map(([alias, target]) => aliases.put({ alias, target })));
    await addBytes(tx.objectStore('meta'), answer.bytes - (previous?.bytes ?? 0));
  }

  const store: KeptLibraryStore = {
    db,
    care: createLibraryCare(name, LIBRARY_DB_VERSION),
    getAnswer: (key) => one('answers', (s) => s.get(key)),

    putAnswer(answer: LibraryAnswer, extraction: Extraction) {
      return write(['answers', 'entities', 'aliases', 'meta'], (tx) => putOne(tx, answer, extraction));
    },

    putAnswers(list) {
      // One transaction for all (an import): one after another inside it, so shared entities merge.
      return write(['answers', 'entities', 'aliases', 'meta'], async (tx) => {
        for (const { answer, extraction } of list) await putOne(tx, answer, extraction);
      });
    },

    deleteAnswers(keys) {
      return write(['answers', 'entities', 'meta'], async (tx) => {
        const answers = defined(await Promise.all(keys.map((k) => tx.objectStore('answers').get(k))));
        if (answers.length === 0) return;
        const gone = new Set(answers.map((a) => a.key));
        const entities = tx.objectStore('entities');
        const uids = [...new Set(answers.flatMap((a) => a.entityUids))];
        // An entity no kept answer holds any more goes with them.
        for (const e of defined(await Promise.all(uids.map((u) => entities.get(u))))) {
          const answerKeys = e.answerKeys.filter((k) => !gone.has(k));
          if (answerKeys.length === 0) await entities.delete(e.uid);
          else await entities.put({ ...e, answerKeys });
        }
        await Promise.all([...gone].map((k) => tx.objectStore('answers').delete(k)));
        await addBytes(tx.objectStore('meta'), -answers.reduce((s, a) => s + a.bytes, 0));
      });
    },

    deleteEntities(uids) {
      return write(['answers', 'entities', 'meta'], async (tx) => {
        const entities = tx.objectStore('entities');
        const answers = tx.objectStore('answers');
        const found = defined(await Promise.all(uids.map((u) => entities.get(u))));
        await Promise.all(found.map((e) => entities.delete(e.uid)));
        // An answer whose entities are all deleted goes too (it would show them again).
        const keys = [...new Set(found.flatMap((e) => e.answerKeys))];
        const empty: LibraryAnswer[] = [];
        for (const a of defined(await Promise.all(keys.map((k) => answers.get(k))))) {
          const left = await Promise.all(a.entityUids.map((u) => entities.count(u)));
          if (left.every((n) => n === 0)) empty.push(a);
        }
        await Promise.all(empty.map((a) => answers.delete(a.key)));
        await addBytes(tx.objectStore('meta'), -empty.reduce((s, a) => s + a.bytes, 0));
      });
    },

    clear() {
      const all = ['answers', 'entities', 'aliases', 'lookups', 'meta'] as const;
      return write([...all], async (tx) => {
        await Promise.all(all.map((s) => tx.objectStore(s).clear()));
      });
    },

    answerByRequestId: (requestId) => one('answers', (s) => s.index('requestId').get(requestId)),
    async answerBySummary(operationId, summary) {
      const all: LibraryAnswer[] = await one('answers', (s) => s.index('[operationId+summary]').getAll([operationId, summary]));
      return all.sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
    },

    async setAlias(alias, target) {
      await one('aliases', (s) => s.put({ alias, target }), 'readwrite');
    },
    getAlias: async (alias) => (await one('aliases', (s) => s.get(alias)))?.target,
    aliasesOf: (uid) => one('aliases', (s) => s.index('target').getAllKeys(uid)) as Promise<string[]>,

    getEntity: async (uid) => {
      const e: unknown = await one('entities', (s) => s.get(uid));
      return isReadableEntity(e) ? e : undefined;
    },
    getEntities,

    async query(q): Promise<LibraryPage> {
      const d = await db();
      const limit = Math.max(1, Math.min(q.limit ?? 100, 100_000));
      const keep = matchesFilters(q);
      const text = q.text?.trim() ? await textSearch(d, q.text) : null;
      if (q.uids || text) {
        const only = q.uids ? new Set(q.uids) : null;
        const items = text ? (only ? text.filter((e) => only.has(e.uid)) : text) : await getEntities(q.uids!);
        const found = items.filter(keep).sort(newestFirst);
        return pageOf(found, limit, q.before ? undefined : found.length);
      }
      const upper = Math.min(q.to ?? Infinity, q.before?.fetchedAt ?? Infinity);
      const lower = q.from ?? -Infinity;
      if (q.owners) {
        // One exact read per owner (a getAll each), rather than a cursor over the index.
        const owners = d.transaction('entities').objectStore('entities').index('owner');
        const found: LibraryEntity[][] = await Promise.all([...new Set(q.owners)].map((o) => req(owners.getAll(o))));
        const all = found.flat().filter(keep).sort(newestFirst);
        return pageOf(all, limit, q.before ? undefined : all.length);
      }
      const entities = d.transaction('entities').objectStore('entities');
      const index = q.kind ? entities.index('[kind+fetchedAt]') : entities.index('fetchedAt');
      const range = q.kind ? IDBKeyRange.bound([q.kind, lower], [q.kind, upper]) : IDBKeyRange.bound(lower, upper);
      // The filter is the key range here, so the index counts the matches (a first page's total).
      const counting = q.before ? undefined : req(index.count(range));
      const items: LibraryEntity[] = [];
      await walk<LibraryEntity>(index.openCursor(range, 'prev'), () => items.length <= limit, (e) => {
        if (keep(e)) items.push(e);
      });
      const total = await counting;
      return pageOf(items, limit, total);
    },

    async stats(): Promise<LibraryStats> {
      const [entities, entries, bytes, counts] = await Promise.all([
        one('entities', (s) => s.count()),
        one('answers', (s) => s.count()),
        one('meta', (s) => s.get(BYTES) as IDBRequest<LibraryRows['meta'] | undefined>),
        Promise.all(ENTITY_KINDS.map((k) => one('entities', (s) => s.index('[kind+fetchedAt]').count(IDBKeyRange.bound([k, -Infinity], [k, Infinity]))))),
      ]);
      const byKind: LibraryStats['byKind'] = {};
      ENTITY_KINDS.forEach((k, i) => {
        if (counts[i]) byKind[k] = counts[i];
      });
      return { entities, entries, bytes: bytes?.value ?? 0, byKind };
    },

    oldestAnswers: async (limit) =>
      ((await one('answers', (s) => s.index('fetchedAt').getAll(null, limit))) as LibraryAnswer[]).map((a) => ({
        key: a.key,
        bytes: a.bytes,
        creditsCharged: a.creditsCharged ?? 0,
        entityUids: a.entityUids,
      })),

    async addLookup(entry) {
      await one('lookups', (s) => s.put({ ...entry, id: stableKey(entry.request) }), 'readwrite');
    },
    async lookups(limit) {
      const out: HistoryEntry[] = [];
      const cursor = (await db()).transaction('lookups').objectStore('lookups').index('time').openCursor(null, 'prev');
      await walk<LibraryRows['lookups']>(cursor, () => out.length < limit, ({ id: _id, ...e }) => {
        out.push(e);
      });
      return out;
    },
    clearLookups: async () => {
      await one('lookups', (s) => s.clear(), 'readwrite');
    },
  };
  return store;
}
