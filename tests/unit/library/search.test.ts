import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../lib/lookup/library/tokens';
import type { LibraryEntity } from '../../../lib/lookup/library/types';
import { answerOf, makeLibrary, T0 } from './helpers';

const POST = 'https://www.social.example/pixelforge/posts/1234567890123456';
// A small vocabulary sharing prefixes, so short prefixes match many words and words repeat.
const WORDS = ['cafe', 'café', 'cat', 'catalog', 'dog', 'dogma', 'do', 'launch', 'lunch', 'zoe', 'zoo', 'a1', 'a12', 'b'];

/** What a search must find, by definition: every word among the entity's words, the last as a prefix. */
function reference(all: LibraryEntity[], text: string, kind: string | undefined, limit: number): string[] {
  const { exact, prefix } = searchTerms(text);
  const hit = (e: LibraryEntity) =>
    exact.every((w) => e.tokens.includes(w)) &&
    (prefix === undefined || (prefix.length >= 2 ? e.tokens.some((t) => t.startsWith(prefix)) : e.tokens.includes(prefix)));
  return all
    .filter((e) => hit(e) && (!kind || e.kind === kind))
    .sort((a, b) => b.fetchedAt - a.fetchedAt || (a.uid < b.uid ? 1 : a.uid > b.uid ? -1 : 0))
    .slice(0, limit)
    .map((e) => e.uid);
}

describe('full-text search', () => {
  it('finds exactly what the definition finds, newest first, whatever the words and filters', async () => {
    const { library } = makeLibrary();
    // Four pages of comments over time, from one vocabulary.
    const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
    const pages = fc.sample(fc.array(fc.record({ text, author: fc.constantFrom(...WORDS) }), { minLength: 20, maxLength: 20 }), { numRuns: 4, seed: 11 });
    for (const [page, items] of pages.entries()) {
      const [a, k] = answerOf('social_get_post_comments', { link: POST, ...(page ? { end_cursor: `c${page}` } : {}) }, {
        data: { items: items.map((c, i) => ({ id: `c${page}-${i}`, text: c.text, author: { name: c.author } })) },
      }, { fetchedAt: T0 + page * 1000 });
      await library.set(a, k);
    }
    const all = (await library.list({ limit: 1000 })).items;
    expect(all.length).toBeGreaterThan(40);
    const query = fc.tuple(
      fc.array(fc.constantFrom(...WORDS, 'ca', 'd', 'lu', 'zo', 'a1', 'x'), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      fc.constantFrom(undefined, 'comment', 'post'),
      fc.constantFrom(5, 50),
    );
    await fc.assert(
      fc.asyncProperty(query, async ([words, typed, kind, limit]) => {
        const q = words.join(' ') + (typed ? ' ' : '');
        const got = await library.list({ text: q, limit, ...(kind ? { kind: kind as 'comment' } : {}) });
        expect(got.items.map((e) => e.uid)).toEqual(reference(all, q, kind, limit));
      }),
      { numRuns: 150, seed: 5 },
    );
  });
});
