import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getOperation, validateParams, type OperationId } from '../../../lib/service/catalog';
import type { CachedAnswer } from '../../../lib/lookup/cache';
import { scopedKey } from '../../../lib/lookup/answers';
import { createLibrary, type Library, type LibraryOptions } from '../../../lib/lookup/library/library';
import { createLibraryStore, LibraryDatabase } from '../../../lib/storage/library-db';

export const SCOPE = 'https://api.example';
export const DAY = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);

/** A library over a fresh in-memory IndexedDB. */
export function makeLibrary(options: Partial<LibraryOptions> & { clock?: { t: number } } = {}) {
  const db = new LibraryDatabase(`library-test-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const store = createLibraryStore(db);
  const clock = options.clock ?? { t: T0 };
  const library: Library = createLibrary({
    store,
    lifetimes: options.lifetimes ?? (() => ({ details: 24 * 60, list: 60, search: 60, reference: 7 * 24 * 60 })),
    maxMegabytes: options.maxMegabytes ?? (() => null),
    now: () => clock.t,
  });
  return { library, store, db, clock };
}

/** The answer the lookup core would keep for this call. */
export function answerOf(op: OperationId, params: Record<string, unknown>, raw: unknown, extra: Partial<CachedAnswer> = {}): [CachedAnswer, ReturnType<typeof getOperation>['cache']] {
  const validated = validateParams(op, params);
  return [
    { key: scopedKey(SCOPE, op, validated), operationId: op, params: validated, raw, fetchedAt: T0, creditsCharged: 1, requestId: `req-${op}`, ...extra },
    getOperation(op).cache,
  ];
}

/** A library store over its own in-memory IndexedDB (for the background's services in tests). */
export function freshLibraryStore() {
  return createLibraryStore(new LibraryDatabase(`bg-test-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange }));
}
