import { openDatabase } from './idb-requests';
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
 * 10, not 1: the first builds opened this database through Dexie, which stores its version 1 as
 * IndexedDB version 10. The stores and index names below are the ones Dexie made, so a library
 * kept by those builds opens as it is.
 */
export const LIBRARY_DB_VERSION = 10;
const DB_VERSION = LIBRARY_DB_VERSION;

export function openLibraryDb(name = LIBRARY_DB_NAME): Promise<LibraryDb> {
  return openDatabase(name, DB_VERSION, (db, oldVersion) => {
    if (oldVersion >= DB_VERSION) return;
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
  });
}
