import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTerms, tokenize } from '../../../lib/lookup/library/tokens';
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
    (prefix === undefined || e.tokens.some((t) => t.startsWith(prefix)));
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

  /** A post's comments as the service answers them: [id, text]. */
  async function keptComments(comments: [string, string][]) {
    const { library, store } = makeLibrary();
    const [a, k] = answerOf('social_get_post_comments', { link: POST }, { data: { items: comments.map(([id, text]) => ({ id, text, author: { name: 'Zoe' } })) } });
    await library.set(a, k);
    const find = async (text: string) => (await library.list({ text })).items.map((e) => e.id).sort();
    return { library, store, find };
  }

  it('a phrase pasted from a kept text finds it: words too short to index are left out, not required', async () => {
    const { find } = await keptComments([['1012345678', 'Yes, 10 to 4.'], ['2012345678', 'No, 4 to 10 at most']]);
    expect(await find('Yes, 10 to 4.')).toEqual(['1012345678']);
    expect(await find('Yes, 10 to 4')).toEqual(['1012345678']);
    expect(await find('to 4 a')).toEqual(['1012345678', '2012345678']);
    expect(searchTerms('Yes, 10 to 4.')).toEqual({ exact: ['yes', '10', 'to'] });
    expect(searchTerms('pixel f')).toEqual({ exact: ['pixel'] });
  });

  it('ids are matched only when asked for (id:…), and exactly', async () => {
    const { find } = await keptComments([['1012345678', 'Nothing numeric here'], ['5550001', 'We open at 10 sharp']]);
    // "10" is a word of one text, not a prefix of an id.
    expect(await find('10')).toEqual(['5550001']);
    expect(await find('1012345678')).toEqual([]);
    expect(await find('id:1012345678')).toEqual(['1012345678']);
    expect(await find('ID: 1012345678, 5550001')).toEqual(['1012345678', '5550001']);
    expect(await find('id:10')).toEqual([]);
  });

  it('an entity kept by an earlier build, with its id among its words, is not found by its id as text', async () => {
    const { store, find } = await keptComments([['1012345678', 'Nothing numeric here']]);
    const [kept] = (await store.query({ limit: 10 })).items;
    // As earlier builds indexed it: the id's words with the texts'.
    const answer = (await store.getAnswer(kept!.source.answerKey))!;
    await store.putAnswer(answer, { entities: [{ ...kept!, tokens: tokenize(kept!.title, kept!.text, kept!.id) }], aliases: {} });
    expect((await store.getEntity(kept!.uid))!.tokens).toContain('1012345678');
    expect(await find('10')).toEqual([]);
    expect(await find('nothing 1012')).toEqual([]);
    expect(await find('numeric')).toEqual(['1012345678']);
    expect(await find('id:1012345678')).toEqual(['1012345678']);
  });
});
