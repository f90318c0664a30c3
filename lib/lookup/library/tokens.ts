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
 * user is still typing it ("pixel fo" finds "Pixel Forge"). Words too short to be indexed are left
 * out, as they were when the texts were indexed: "Yes, 10 to 4." looks for yes, 10 and to.
 */
export function searchTerms(query: string): { exact: string[]; prefix?: string } {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  if (words.length === 0) return { exact: [] };
  const last = words[words.length - 1]!;
  const exact = [...new Set(words.slice(0, -1).filter((w) => w.length >= MIN_TOKEN))];
  if (last.length < MIN_TOKEN) return { exact };
  return /[\s\p{P}]$/u.test(query) ? { exact: [...new Set([...exact, last])] } : { exact, prefix: last };
}

/** An id search: the whole query is `id:` and one or more ids ("id:123", "id:123, 456"). */
export function idQuery(query: string): string[] | null {
  const m = /^\s*id:(.*)$/isu.exec(query);
  if (!m) return null;
  const ids = m[1]!.split(/[\s,]+/u).map((w) => w.replace(/^id:/iu, '')).filter(Boolean);
  return ids.length ? [...new Set(ids)].slice(0, 100) : null;
}

/**
 * An entity's search words without those of its id: entities kept by earlier builds have their
 * id among their words, and an id is found by `id:` only ("10" must not find every id that
 * starts with 10). A word also said in its title or text stays.
 */
export function textWords(e: { id: string; title: string; text?: string; tokens: string[] }): string[] {
  const idWords = tokenize(e.id).filter((w) => e.tokens.includes(w));
  if (idWords.length === 0) return e.tokens;
  const said = new Set(tokenize(e.title, e.text));
  return e.tokens.filter((t) => !idWords.includes(t) || said.has(t));
}
