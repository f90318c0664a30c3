import { searchTerms } from '../lookup/library/tokens';
import type { LibraryEntity } from '../lookup/library/types';
import { req } from './idb-requests';
import type { LibraryDb } from './library-schema';

/**
 * Full-text search over the library's multi-entry index of words: the entities holding every word
 * of the query (the last one as a prefix while it is being typed).
 *
 * One look-up reads the entities, in one request: the narrowest exact word (counted on the index,
 * which clones nothing), else the prefix. The other words are checked on the entities' own words
 * in memory, which is what their index entries are made of: the same matches as intersecting one
 * look-up per word, without reading a short prefix's thousands of keys or each entity on its own.
 */
export async function textSearch(db: LibraryDb, text: string): Promise<LibraryEntity[] | null> {
  const { exact, prefix } = searchTerms(text);
  // A one-letter prefix matches no word (words have two letters or more): looked up as it is.
  const words = prefix !== undefined && prefix.length < 2 ? [...exact, prefix] : exact;
  const start = prefix !== undefined && prefix.length >= 2 ? prefix : undefined;
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
  return found.filter((e) => {
    // An entity with two words under the prefix is listed twice by the index.
    if (seen.has(e.uid)) return false;
    seen.add(e.uid);
    return words.every((w) => e.tokens.includes(w)) && (start === undefined || e.tokens.some((t) => t.startsWith(start)));
  });
}
