import Dexie, { type Table } from 'dexie';
import { requestIdentity } from '../lookup/history';
import { mergeEntity } from '../lookup/library/merge';
import { searchTerms } from '../lookup/library/tokens';
import { ENTITY_KINDS, type Extraction, type LibraryAnswer, type LibraryEntity, type LibraryPage, type LibraryStats, type LibraryStore, type StoreQuery } from '../lookup/library/types';
import type { HistoryEntry } from '../lookup/types';

/**
 * The library's IndexedDB database (through Dexie), implementing lib/lookup's LibraryStore.
 * Tables: answers (raw bodies by cache key), entities (one per kind and id, with a multi-entry
 * index of search words and of the answers holding them), aliases (links and feedback ids → entity
 * uid), lookups (the history of use cases run) and meta (the running size total). Each write is
 * one transaction: a refused write (quota) leaves what was kept before untouched.
 */

interface AliasRow {
  alias: string;
  target: string;
}
interface MetaRow {
  key: string;
  value: number;
}
interface LookupRow extends HistoryEntry {
  id: string;
}

export const LIBRARY_DB_NAME = 'library';
const BYTES = 'bytes';

export class LibraryDatabase extends Dexie {
  answers!: Table<LibraryAnswer, string>;
  entities!: Table<LibraryEntity, string>;
  aliases!: Table<AliasRow, string>;
  lookups!: Table<LookupRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = LIBRARY_DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      answers: 'key, fetchedAt, requestId, [operationId+summary]',
      entities: 'uid, [kind+fetchedAt], fetchedAt, owner, *tokens, *answerKeys',
      aliases: 'alias, target',
      lookups: 'id, time',
      meta: 'key',
    });
  }
}

const newestFirst = (a: LibraryEntity, b: LibraryEntity) => b.fetchedAt - a.fetchedAt || (a.uid < b.uid ? 1 : a.uid > b.uid ? -1 : 0);

function before(b: StoreQuery['before']) {
  return (e: LibraryEntity) => !b || e.fetchedAt < b.fetchedAt || (e.fetchedAt === b.fetchedAt && e.uid < b.uid);
}

export function createLibraryStore(db: LibraryDatabase = new LibraryDatabase()): LibraryStore & { db: LibraryDatabase } {
  async function addBytes(delta: number): Promise<void> {
    if (delta === 0) return;
    const row = await db.meta.get(BYTES);
    await db.meta.put({ key: BYTES, value: Math.max(0, (row?.value ?? 0) + delta) });
  }

  /** Removes answers; an entity no kept answer holds any more goes with them. Inside a transaction. */
  async function dropAnswers(keys: string[]): Promise<void> {
    const answers = (await db.answers.bulkGet(keys)).filter((a): a is LibraryAnswer => a !== undefined);
    if (answers.length === 0) return;
    const gone = new Set(answers.map((a) => a.key));
    const uids = [...new Set(answers.flatMap((a) => a.entityUids))];
    const entities = (await db.entities.bulkGet(uids)).filter((e): e is LibraryEntity => e !== undefined);
    const keep: LibraryEntity[] = [];
    const drop: string[] = [];
    for (const e of entities) {
      const answerKeys = e.answerKeys.filter((k) => !gone.has(k));
      if (answerKeys.length === 0) drop.push(e.uid);
      else keep.push({ ...e, answerKeys });
    }
    await db.entities.bulkDelete(drop);
    await db.entities.bulkPut(keep);
    await db.answers.bulkDelete([...gone]);
    await addBytes(-answers.reduce((s, a) => s + a.bytes, 0));
  }

  function matchesFilters(q: StoreQuery) {
    const owners = q.owners ? new Set(q.owners) : null;
    const isBefore = before(q.before);
    return (e: LibraryEntity) =>
      (!q.kind || e.kind === q.kind) &&
      (!owners || (e.owner !== undefined && owners.has(e.owner))) &&
      (q.from === undefined || e.fetchedAt >= q.from) &&
      (q.to === undefined || e.fetchedAt <= q.to) &&
      isBefore(e);
  }

  /** Uids of the entities holding every search word (the last one as a prefix). */
  async function textMatches(text: string): Promise<Set<string> | null> {
    const { exact, prefix } = searchTerms(text);
    const lookups: Promise<string[]>[] = exact.map((t) => db.entities.where('tokens').equals(t).primaryKeys());
    if (prefix && prefix.length >= 2) lookups.push(db.entities.where('tokens').startsWith(prefix).primaryKeys());
    else if (prefix) lookups.push(db.entities.where('tokens').equals(prefix).primaryKeys());
    if (lookups.length === 0) return null;
    const sets = (await Promise.all(lookups)).sort((a, b) => a.length - b.length);
    let out = new Set(sets[0]);
    for (const next of sets.slice(1)) {
      const s = new Set(next);
      out = new Set([...out].filter((u) => s.has(u)));
    }
    return out;
  }

  const store: LibraryStore & { db: LibraryDatabase } = {
    db,
    getAnswer: (key) => db.answers.get(key),

    putAnswer(answer: LibraryAnswer, extraction: Extraction) {
      return db.transaction('rw', [db.answers, db.entities, db.aliases, db.meta], async () => {
        const previous = await db.answers.get(answer.key);
        if (previous) {
          // The same request fetched again: entities it no longer holds lose this answer.
          const stale = previous.entityUids.filter((u) => !answer.entityUids.includes(u));
          const entities = (await db.entities.bulkGet(stale)).filter((e): e is LibraryEntity => e !== undefined);
          for (const e of entities) {
            const answerKeys = e.answerKeys.filter((k) => k !== answer.key);
            if (answerKeys.length === 0) await db.entities.delete(e.uid);
            else await db.entities.put({ ...e, answerKeys });
          }
        }
        await db.answers.put(answer);
        const uids = extraction.entities.map((e) => e.uid);
        const existing = await db.entities.bulkGet(uids);
        await db.entities.bulkPut(extraction.entities.map((e, i) => mergeEntity(existing[i], e)));
        const aliases = Object.entries(extraction.aliases).map(([alias, target]) => ({ alias, target }));
        if (aliases.length) await db.aliases.bulkPut(aliases);
        await addBytes(answer.bytes - (previous?.bytes ?? 0));
      });
    },

    deleteAnswers: (keys) => db.transaction('rw', [db.answers, db.entities, db.meta], () => dropAnswers(keys)),

    deleteEntities(uids) {
      return db.transaction('rw', [db.answers, db.entities, db.meta], async () => {
        const entities = (await db.entities.bulkGet(uids)).filter((e): e is LibraryEntity => e !== undefined);
        await db.entities.bulkDelete(entities.map((e) => e.uid));
        // An answer whose entities are all deleted goes too (it would show them again).
        const keys = [...new Set(entities.flatMap((e) => e.answerKeys))];
        const answers = (await db.answers.bulkGet(keys)).filter((a): a is LibraryAnswer => a !== undefined);
        const empty: LibraryAnswer[] = [];
        for (const a of answers) {
          if ((await db.entities.where('uid').anyOf(a.entityUids).count()) === 0) empty.push(a);
        }
        await db.answers.bulkDelete(empty.map((a) => a.key));
        await addBytes(-empty.reduce((s, a) => s + a.bytes, 0));
      });
    },

    clear() {
      return db.transaction('rw', [db.answers, db.entities, db.aliases, db.lookups, db.meta], async () => {
        await Promise.all([db.answers.clear(), db.entities.clear(), db.aliases.clear(), db.lookups.clear(), db.meta.clear()]);
      });
    },

    answerByRequestId: (requestId) => db.answers.where('requestId').equals(requestId).first(),
    async answerBySummary(operationId, summary) {
      const all = await db.answers.where('[operationId+summary]').equals([operationId, summary]).toArray();
      return all.sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
    },

    async setAlias(alias, target) {
      await db.aliases.put({ alias, target });
    },
    getAlias: async (alias) => (await db.aliases.get(alias))?.target,
    aliasesOf: async (uid) => (await db.aliases.where('target').equals(uid).primaryKeys()) as string[],

    getEntity: (uid) => db.entities.get(uid),
    getEntities: async (uids) => (await db.entities.bulkGet(uids)).filter((e): e is LibraryEntity => e !== undefined),

    async query(q): Promise<LibraryPage> {
      const limit = Math.max(1, Math.min(q.limit ?? 100, 100_000));
      const keep = matchesFilters(q);
      let items: LibraryEntity[];
      const text = q.text?.trim() ? await textMatches(q.text) : null;
      if (q.uids || text) {
        let uids = q.uids ?? [...text!];
        if (q.uids && text) uids = uids.filter((u) => text.has(u));
        items = (await db.entities.bulkGet(uids)).filter((e): e is LibraryEntity => e !== undefined && keep(e)).sort(newestFirst);
        const page = items.slice(0, limit);
        return items.length > limit ? { items: page, next: { fetchedAt: page.at(-1)!.fetchedAt, uid: page.at(-1)!.uid } } : { items: page };
      }
      const upper = Math.min(q.to ?? Infinity, q.before?.fetchedAt ?? Infinity);
      const lower = q.from ?? -Infinity;
      if (q.owners) {
        // One exact read per owner (a getAll each), rather than a cursor over the index.
        const found = await Promise.all([...new Set(q.owners)].map((o) => db.entities.where('owner').equals(o).toArray()));
        items = found.flat().filter(keep).sort(newestFirst);
      } else {
        const collection = q.kind
          ? db.entities.where('[kind+fetchedAt]').between([q.kind, lower], [q.kind, upper], true, true)
          : db.entities.where('fetchedAt').between(lower, upper, true, true);
        items = await collection.reverse().filter(keep).limit(limit + 1).toArray();
      }
      const page = items.slice(0, limit);
      return items.length > limit ? { items: page, next: { fetchedAt: page.at(-1)!.fetchedAt, uid: page.at(-1)!.uid } } : { items: page };
    },

    async stats(): Promise<LibraryStats> {
      const [entities, entries, bytes, counts] = await Promise.all([
        db.entities.count(),
        db.answers.count(),
        db.meta.get(BYTES),
        Promise.all(ENTITY_KINDS.map((k) => db.entities.where('[kind+fetchedAt]').between([k, -Infinity], [k, Infinity]).count())),
      ]);
      const byKind: LibraryStats['byKind'] = {};
      ENTITY_KINDS.forEach((k, i) => {
        if (counts[i]) byKind[k] = counts[i];
      });
      return { entities, entries, bytes: bytes?.value ?? 0, byKind };
    },

    oldestAnswers: async (limit) => (await db.answers.orderBy('fetchedAt').limit(limit).toArray()).map((a) => ({ key: a.key, bytes: a.bytes })),

    async addLookup(entry) {
      await db.lookups.put({ ...entry, id: requestIdentity(entry.request) });
    },
    lookups: async (limit) => (await db.lookups.orderBy('time').reverse().limit(limit).toArray()).map(({ id: _id, ...e }) => e),
    clearLookups: () => db.lookups.clear(),
  };
  return store;
}
