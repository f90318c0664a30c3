import { openDatabase, req } from './idb-requests';
import { keepReelsAsReels, type MigrationRows } from '../lookup/library/migrations';
import type { LibraryAnswer, LibraryEntity } from '../lookup/library/types';
import type { HistoryEntry } from '../lookup/types';

/** The library's IndexedDB database: its stores, indexes and version (library-db.ts reads and writes it). */

export interface AliasRow {
  alias: string;
  target: string;
}
export interface MetaRow {
  key: string;
  value: number;
}
export interface LookupRow extends HistoryEntry {
  id: string;
}

/** What each store holds (its key path and indexes are made in openLibraryDb). */
export interface LibraryRows {
  answers: LibraryAnswer;
  entities: LibraryEntity;
  aliases: AliasRow;
  lookups: LookupRow;
  meta: MetaRow;
}
export type StoreName = keyof LibraryRows;

export type LibraryDb = IDBDatabase;

export const LIBRARY_DB_NAME = 'library';
/**
 * 10 was the first: the first builds opened this database through Dexie, which stores its version
 * 1 as IndexedDB version 10. The stores and index names below are the ones Dexie made, so a library
 * kept by those builds opens as it is. Each later version is a migration of the rows
 * (lib/lookup/library/migrations.ts), run once in the upgrade: if it fails, the upgrade is undone
 * and the library stays as it was.
 */
export const LIBRARY_DB_VERSION = 11;

/** The stores of version 10 (as Dexie made them). */
export function createStores(db: IDBDatabase): void {
  const answers = db.createObjectStore('answers', { keyPath: 'key' });
  answers.createIndex('fetchedAt', 'fetchedAt');
  answers.createIndex('requestId', 'requestId');
  answers.createIndex('[operationId+summary]', ['operationId', 'summary']);
  const entities = db.createObjectStore('entities', { keyPath: 'uid' });
  entities.createIndex('[kind+fetchedAt]', ['kind', 'fetchedAt']);
  entities.createIndex('fetchedAt', 'fetchedAt');
  entities.createIndex('owner', 'owner');
  entities.createIndex('tokens', 'tokens', { multiEntry: true });
  entities.createIndex('answerKeys', 'answerKeys', { multiEntry: true });
  db.createObjectStore('aliases', { keyPath: 'alias' }).createIndex('target', 'target');
  db.createObjectStore('lookups', { keyPath: 'id' }).createIndex('time', 'time');
  db.createObjectStore('meta', { keyPath: 'key' });
}

/** The upgrade's transaction as the library's migrations read and write it. */
function migrationRows(tx: IDBTransaction): MigrationRows {
  const entities = tx.objectStore('entities');
  const aliases = tx.objectStore('aliases');
  const answers = tx.objectStore('answers');
  return {
    entitiesOfKind: (kind) => req(entities.index('[kind+fetchedAt]').getAll(IDBKeyRange.bound([kind, -Infinity], [kind, Infinity]))),
    getEntity: (uid) => req(entities.get(uid)),
    putEntity: async (e) => void (await req(entities.put(e))),
    deleteEntity: (uid) => req(entities.delete(uid)),
    entitiesOwnedBy: (owner) => req(entities.index('owner').getAll(owner)),
    getAnswer: (key) => req(answers.get(key) as IDBRequest<LibraryAnswer | undefined>),
    putAnswer: async (a) => void (await req(answers.put(a))),
    aliasesOf: async (uid) => (await req(aliases.index('target').getAllKeys(uid))) as string[],
    putAlias: async (alias, target) => void (await req(aliases.put({ alias, target }))),
  };
}

export function openLibraryDb(name = LIBRARY_DB_NAME): Promise<LibraryDb> {
  return openDatabase(name, LIBRARY_DB_VERSION, (db, oldVersion, tx) => {
    if (oldVersion < 10) createStores(db);
    else if (oldVersion < 11) {
      keepReelsAsReels(migrationRows(tx)).catch(() => {
        try {
          tx.abort();
        } catch {
          // Already ended by the failed request.
        }
      });
    }
  });
}
