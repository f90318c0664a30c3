import { describe, expect, it } from 'vitest';
import { answerOf, makeLibrary, T0 } from './helpers';

const POST = 'https://www.social.example/pixelforge/posts/1234567890123456';

/** 120 comments kept over three answers, a minute apart. */
async function keptComments() {
  const made = makeLibrary();
  for (const page of [0, 1, 2]) {
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `c${page}-${i}`, text: `launch note ${i % 2 ? 'odd' : 'even'}`, author: { name: 'Zoe' } }));
    const [a, k] = answerOf('social_get_post_comments', { link: POST, ...(page ? { end_cursor: `c${page}` } : {}) }, { data: { items } }, { fetchedAt: T0 + page * 60_000 });
    await made.library.set(a, k);
  }
  return made;
}

describe('a first page of the library says how many match in all', () => {
  it('by kind, by date, by text and by owner; a later page has no total', async () => {
    const { library } = await keptComments();
    const all = await library.list({ limit: 50 });
    expect(all.items).toHaveLength(50);
    const everything = (await library.list({ limit: 100_000 })).items.length;
    expect(all.total).toBe(everything);
    expect((await library.list({ kind: 'comment', limit: 50 })).total).toBe(120);
    expect((await library.list({ kind: 'comment', from: T0 + 60_000, limit: 10 })).total).toBe(80);
    expect((await library.list({ text: 'odd', limit: 10 })).total).toBe(60);
    expect((await library.list({ owner: all.items[0]!.owner!, kind: 'comment', limit: 10 })).total).toBe(120);
    const next = await library.list({ kind: 'comment', limit: 50, before: all.next! });
    expect(next.total).toBeUndefined();
  });
});
