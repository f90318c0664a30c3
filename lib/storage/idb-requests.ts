/**
 * IndexedDB requests as promises: what the library's database code needs of a wrapper. Dexie did
 * it at about 30 KB gzipped, then idb at about 1.2 KB, all of which the background carried for
 * these few calls; these helpers are a fraction of that (the worker cannot load code on demand).
 * A promise settled in a request's success handler runs the code after its `await` while the
 * transaction is still active, so a transaction spans awaits as long as each awaits one of its
 * requests.
 */

/** The result of a request. */
export function req<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Settles when the transaction commits (resolved) or aborts (rejected with its error). */
export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('AbortError', 'AbortError'));
  });
}

/** Every value a cursor request walks over, while `more()` says so. */
export async function walk<T>(request: IDBRequest<IDBCursorWithValue | null>, more: () => boolean, each: (value: T) => void): Promise<void> {
  let cursor = await req(request);
  while (cursor && more()) {
    each(cursor.value as T);
    cursor.continue();
    cursor = await req(request);
  }
}

/** Opens (and creates or upgrades, with `upgrade` in the upgrade's transaction) a database. */
export function openDatabase(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, oldVersion: number, tx: IDBTransaction) => void,
): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion, request.transaction!);
  return req(request);
}
