import { searchTerms } from '../lookup/library/tokens';
import type { LibraryDb } from './library-db';

/**
 * Full-text search over the library's multi-entry index of words: the uids of the entities
 * holding every word of the query (the last one as a prefix while it is being typed).
 */
export async function textMatches(db: LibraryDb, text: string): Promise<Set<string> | null> {
  const { exact, prefix } = searchTerms(text);
  const index = db.transaction('entities').store.index('tokens');
  const lookups: Promise<string[]>[] = exact.map((t) => index.getAllKeys(t));
  if (prefix && prefix.length >= 2) lookups.push(index.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)));
  else if (prefix) lookups.push(index.getAllKeys(prefix));
  if (lookups.length === 0) return null;
  const sets = (await Promise.all(lookups)).sort((a, b) => a.length - b.length);
  let out = new Set(sets[0]);
  for (const next of sets.slice(1)) {
    const s = new Set(next);
    out = new Set([...out].filter((u) => s.has(u)));
  }
  return out;
}
