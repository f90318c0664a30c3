/**
 * Words for the library's full-text search: lower case, accents folded ("café" finds "cafe"),
 * split on anything that is not a letter or digit. Stored per entity in a multi-entry index, so a
 * search reads only the index entries of its words, never every entity.
 */

export const MIN_TOKEN = 2;
/** Long texts index their first words only: enough to find them, bounded per entity. */
export const MAX_TOKENS = 256;
const MAX_TOKEN_LENGTH = 40;

export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

export function tokenize(...texts: (string | undefined)[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < MIN_TOKEN) continue;
      out.add(word.slice(0, MAX_TOKEN_LENGTH));
      if (out.size >= MAX_TOKENS) return [...out];
    }
  }
  return [...out];
}

/**
 * A search text as index look-ups: every word must match; the last one as a prefix while the
 * user is still typing it ("pixel fo" finds "Pixel Forge").
 */
export function searchTerms(query: string): { exact: string[]; prefix?: string } {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  if (words.length === 0) return { exact: [] };
  const last = words[words.length - 1]!;
  const exact = [...new Set(words.slice(0, -1).filter((w) => w.length >= MIN_TOKEN))];
  return /[\s\p{P}]$/u.test(query) && last.length >= MIN_TOKEN ? { exact: [...new Set([...exact, last])] } : { exact, prefix: last };
}
