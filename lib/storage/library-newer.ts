import { LibraryNewerError, type LibraryCare, type NewerLibraryHoldings } from '../lookup/library/newer';
import { req } from './idb-requests';

/**
 * A library database saved by a newer version (lib/lookup/library/newer.ts): opened without a
 * version, IndexedDB opens it at the version it has, without upgrading it, so its stores can still
 * be counted and read as they are for a raw export. Nothing here writes to it; `reset` deletes it,
 * and only when it is still the database at the version the user was shown.
 */

/** The browser refused to open the database at a version lower than the one it has. */
export function isVersionError(e: unknown): boolean {
  return (e as { name?: unknown } | null)?.name === 'VersionError';
}

/** The database as it is, without a version (null when there is none: nothing is created). */
function openAsItIs(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let created = false;
    // No database of that name: opening without a version would create one; it is not.
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (created ? resolve(null) : reject(request.error ?? new Error('The library could not be opened.')));
  });
}

async function withDatabase<T>(name: string, read: (db: IDBDatabase) => Promise<T>, none: T): Promise<T> {
  const db = await openAsItIs(name);
  if (!db) return none;
  try {
    return await read(db);
  } finally {
    db.close();
  }
}

/** The error a failed open is turned into: the newer database's version when it can be read. */
export async function newerError(name: string, known: number): Promise<LibraryNewerError> {
  const version = await withDatabase(name, async (db) => db.version, known + 1).catch(() => known + 1);
  return new LibraryNewerError(version, known);
}

export function createLibraryCare(name: string, known: number): LibraryCare {
  return {
    inspect: () =>
      withDatabase<NewerLibraryHoldings | null>(
        name,
        async (db) => {
          if (db.version <= known) return null;
          const stores = [...db.objectStoreNames];
          let counts: Record<string, number> | null = null;
          try {
            const tx = db.transaction(stores);
            const n = await Promise.all(stores.map((s) => req(tx.objectStore(s).count())));
            counts = Object.fromEntries(stores.map((s, i) => [s, n[i]!]));
          } catch {
            // Its stores cannot be read: the notice says so, and a reset is still offered.
          }
          return { version: db.version, known, counts };
        },
        null,
      ),

    rawRows: (store, offset, limit) =>
      withDatabase(
        name,
        async (db) => {
          if (!db.objectStoreNames.contains(store)) return { rows: [], more: false };
          const request = db.transaction(store).objectStore(store).openCursor();
          const rows: unknown[] = [];
          let cursor = await req(request);
          if (cursor && offset > 0) {
            cursor.advance(offset);
            cursor = await req(request);
          }
          while (cursor && rows.length < limit) {
            rows.push(cursor.value);
            cursor.continue();
            cursor = await req(request);
          }
          return { rows, more: cursor !== null };
        },
        { rows: [], more: false },
      ),

    async reset(version) {
      const current = await withDatabase(name, async (db) => db.version, 0);
      if (current !== version || current <= known) return false;
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('The library could not be deleted.'));
      });
      return true;
    },
  };
}
