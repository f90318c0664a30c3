import { idQuery, searchTerms, textWords } from '../lookup/library/tokens';
import { ENTITY_KINDS, type LibraryEntity } from '../lookup/library/types';
import { uidOf } from '../lookup/library/refs';
import { req } from './idb-requests';
import type { LibraryDb } from './library-schema';

/**
 * Full-text search over the library's multi-entry index of words: the entities holding every word
 * of the query (the last one as a prefix while it is being typed). Words too short to be indexed
 * are left out of the query; ids are matched only when asked for (`id:123`), exactly.
 *
 * One look-up reads the entities, in one request: the narrowest exact word (counted on the index,
 * which clones nothing), else the prefix. The other words are checked on the entities' own words
 * in memory, which is what their index entries are made of: the same matches as intersecting one
 * look-up per word, without reading a short prefix's thousands of keys or each entity on its own.
 */
export async function textSearch(db: LibraryDb, text: string): Promise<LibraryEntity[] | null> {
  const ids = idQuery(text);
  if (ids) return byIds(db, ids);
  const { exact: words, prefix: start } = searchTerms(text);
  if (words.length === 0 && start === undefined) return null;
  const index = db.transaction('entities').objectStore('entities').index('tokens');
  let read: string | IDBKeyRange;
  if (words.length > 1) {
    const counts = await Promise.all(words.map((w) => req(index.count(w))));
    read = words[counts.indexOf(Math.min(...counts))]!;
  } else {
    read = words[0] ?? IDBKeyRange.bound(start!, `${start!}\uffff`);
  }
  const found: LibraryEntity[] = await req(index.getAll(read));
  const seen = new Set<string>();
  const holds = (tokens: string[]) => words.every((w) => tokens.includes(w)) && (start === undefined || tokens.some((t) => t.startsWith(start)));
  return found.filter((e) => {
    // An entity with two words under the prefix is listed twice by the index.
    if (seen.has(e.uid)) return false;
    seen.add(e.uid);
    return holds(e.tokens) && holds(textWords(e));
  });
}

/** The entities of any kind with one of these ids, in one read transaction. */
async function byIds(db: LibraryDb, ids: string[]): Promise<LibraryEntity[]> {
  const entities = db.transaction('entities').objectStore('entities');
  const found = await Promise.all(ids.flatMap((id) => ENTITY_KINDS.map((k) => req<LibraryEntity | undefined>(entities.get(uidOf(k, id))))));
  return found.filter((e): e is LibraryEntity => e !== undefined);
}
