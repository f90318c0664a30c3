import type { LibraryStore } from './types';

/**
 * A library saved by a newer version of the extension (after a downgrade): its database is at a
 * version this code does not know, so it cannot be opened to write, and its rows may be of a shape
 * this code cannot read. Lookups go on without it: they are paid and recorded in the ledger as
 * ever (the ledger is in storage.local), but their answers are not kept. Not kept, rather than
 * kept in a second database: a newer version would never read that one back, and a reset brings
 * keeping back at once. The newer database is never deleted without the user's confirmation
 * (`LibraryCare.reset`); what it holds can be exported raw first.
 */

export interface NewerLibrary {
  /** The database's version, and the one this code knows. */
  version: number;
  known: number;
}

/** What a newer library holds: its stores' row counts (null when they cannot be read). */
export interface NewerLibraryHoldings extends NewerLibrary {
  counts: Record<string, number> | null;
}

export class LibraryNewerError extends Error {
  readonly code = 'library_newer';
  constructor(
    readonly version: number,
    readonly known: number,
  ) {
    super(`The library was saved by a newer version (database version ${version}; this version knows ${known}).`);
    this.name = 'LibraryNewerError';
  }
}

export function isLibraryNewer(e: unknown): e is LibraryNewerError {
  return e instanceof LibraryNewerError;
}

/** Reading and deleting a newer library, beyond the LibraryStore (lib/storage/library-newer.ts). */
export interface LibraryCare {
  /** What the database holds when a newer version saved it, else null. */
  inspect(): Promise<NewerLibraryHoldings | null>;
  /** Rows of one of its stores as they are, from `offset` (an export that reads what it can). */
  rawRows(store: string, offset: number, limit: number): Promise<{ rows: unknown[]; more: boolean }>;
  /** Deletes the database if it is still the one at `version` the user was shown; true when deleted. */
  reset(version: number): Promise<boolean>;
}

type Reads = 'getAnswer' | 'answerByRequestId' | 'answerBySummary' | 'getAlias' | 'aliasesOf' | 'getEntity' | 'getEntities' | 'query' | 'stats' | 'oldestAnswers' | 'lookups';
type Writes = Exclude<keyof LibraryStore, Reads>;
/** Every method of the store, reads and writes (tsc holds it complete). */
const WRITES: Record<Writes, true> = {
  putAnswer: true, putAnswers: true, deleteAnswers: true, deleteEntities: true, clear: true, setAlias: true, addLookup: true, clearLookups: true,
};

/** What each read gives while the library is newer: nothing kept. */
const EMPTY: { [K in Reads]: Awaited<ReturnType<LibraryStore[K]>> } = {
  getAnswer: undefined,
  answerByRequestId: undefined,
  answerBySummary: undefined,
  getAlias: undefined,
  aliasesOf: [],
  getEntity: undefined,
  getEntities: [],
  query: { items: [] },
  stats: { entities: 0, entries: 0, bytes: 0, byKind: {} },
  oldestAnswers: [],
  lookups: [],
};

/**
 * The store as the library uses it: while the database is newer, a read finds nothing kept (a
 * lookup pays, the views show an empty library with the notice) and a write fails with
 * LibraryNewerError; `seen` hears of each change, a success meaning the library is usable again.
 */
export function readsWhenNewer(store: LibraryStore, seen: (newer: NewerLibrary | null) => void): LibraryStore {
  const guarded = {} as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of [...Object.keys(EMPTY), ...Object.keys(WRITES)] as (keyof LibraryStore)[]) {
    guarded[name] = async (...args: unknown[]) => {
      try {
        const out = await (store[name] as (...a: unknown[]) => Promise<unknown>).apply(store, args);
        seen(null);
        return out;
      } catch (e) {
        if (!isLibraryNewer(e)) throw e;
        seen({ version: e.version, known: e.known });
        if (Object.hasOwn(EMPTY, name)) return EMPTY[name as Reads];
        throw e;
      }
    };
  }
  return guarded as unknown as LibraryStore;
}
