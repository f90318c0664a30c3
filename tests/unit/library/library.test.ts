import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../lib/lookup/store';
import type { CachedAnswer } from '../../../lib/lookup/cache-types';
import { byteSize } from '../../../lib/lookup/library/byte-size';
import { hashKey } from '../../../lib/util/stable-key';
import { CACHE_ALIASES_KEY, CACHE_ENTRY_PREFIX, CACHE_INDEX_KEY, migrateCacheToLibrary } from '../../../lib/lookup/library/migrate';
import type { CacheKind } from '../../../lib/service/catalog';
import { BODIES } from '../service/bodies';
import { answerOf, DAY, makeLibrary, refuseWrites, T0 } from './helpers';

const PAGE = 'https://www.social.example/pixelforge';
const POST = 'https://www.social.example/pixelforge/posts/1234567890123456';

describe('the library as the response cache', () => {
  it('serves a fresh answer, and keeps one past its lifetime without serving it', async () => {
    const { library, clock } = makeLibrary();
    const [answer, kind] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    expect(await library.set(answer, kind)).toBe(true);
    expect(await library.get(answer.key, kind)).toMatchObject({ key: answer.key, raw: answer.raw, requestId: answer.requestId });
    clock.t = T0 + 2 * DAY; // details live a day
    expect(await library.get(answer.key, kind)).toBeNull();
    expect(await library.peek(answer.key, kind)).toBeNull();
    // Still kept: opening it costs nothing.
    expect((await library.answer(answer.key))?.raw).toEqual(answer.raw);
    expect((await library.open('page:100064123456789'))?.entity.title).toBe('Pixel Forge Games');
  });

  it('keeps answers of a kind with lifetime 0 (never served as cache hits)', async () => {
    const { library } = makeLibrary({ lifetimes: () => ({ details: 0 }) });
    const [answer, kind] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    expect(await library.set(answer, kind)).toBe(true);
    expect(await library.get(answer.key, kind)).toBeNull();
    expect((await library.stats()).entries).toBe(1);
  });

  it('records and resolves link aliases', async () => {
    const { library } = makeLibrary();
    expect(await library.resolve('link:https://socialme.example/abc')).toBeNull();
    await library.alias('link:https://socialme.example/abc', 'post:42');
    expect(await library.resolve('link:https://socialme.example/abc')).toBe('post:42');
  });

  it('deletes one answer, and clears everything', async () => {
    const { library } = makeLibrary();
    const [a, ka] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    const [b, kb] = answerOf('social_get_post_details', { link: POST }, BODIES.social_get_post_details);
    await library.set(a, ka);
    await library.set(b, kb);
    await library.delete(a.key);
    expect(await library.get(a.key, ka)).toBeNull();
    expect(await library.open('page:100064123456789')).toBeNull();
    expect(await library.get(b.key, kb)).not.toBeNull();
    await library.clear();
    expect(await library.stats()).toMatchObject({ entries: 0, entities: 0, bytes: 0 });
  });
});

describe('entities: one record, every version', () => {
  it('merges a post met in a page list and in its own details, newest data shown', async () => {
    const { library } = makeLibrary();
    const [list, kl] = answerOf('social_get_page_posts', { link: PAGE }, BODIES.social_get_page_posts, { fetchedAt: T0 - DAY, requestId: 'req-list' });
    const [details, kd] = answerOf('social_get_post_details', { link: POST }, BODIES.social_get_post_details, { fetchedAt: T0, requestId: 'req-details' });
    await library.set(details, kd);
    await library.set(list, kl);
    const post = (await library.open('post:1234567890123456'))!.entity;
    // The newest answer (the details) wins; the older list's fetch is kept as a version.
    expect(post.data.text).toBe('Launch day!');
    expect(post.source.requestId).toBe('req-details');
    expect(post.versions.map((v) => [v.fetchedAt, v.requestId])).toEqual([[T0, 'req-details'], [T0 - DAY, 'req-list']]);
    expect(post.answerKeys.sort()).toEqual([details.key, list.key].sort());
    expect((await library.stats()).byKind.post).toBe(3);
    // Deleting the details keeps the post (the list still holds it).
    await library.delete(details.key);
    expect((await library.open('post:1234567890123456'))?.entity.answerKeys).toEqual([list.key]);
  });

  it("lists a page's posts, a post's comments and a comment's replies through the aliases", async () => {
    const { library } = makeLibrary();
    for (const [op, params] of [
      ['social_get_page_details', { link: PAGE }],
      ['social_get_page_posts', { link: PAGE }],
      ['social_get_post_details', { link: POST }],
      ['social_get_post_comments', { link: POST }],
      ['social_get_comment_replies', { comment_feedback_id: 'ZmVlZGJhY2s6MQ==', expansion_token: 'MTpleHBhbnNpb24=' }],
    ] as const) {
      const [a, k] = answerOf(op, params, BODIES[op]);
      await library.set(a, k);
    }
    const posts = await library.list({ owner: 'page:100064123456789', kind: 'post' });
    expect(posts.items.map((p) => p.id).sort()).toEqual(['1234567890123456', '1234567890123457', '1234567890123458']);
    const comments = await library.list({ owner: 'post:1234567890123456' });
    expect(comments.items.map((c) => c.text).sort()).toEqual(['Congrats on the launch!', 'Day one purchase.']);
    const replies = await library.list({ owner: 'comment:Y29tbWVudDox' });
    expect(replies.items.map((r) => r.text).sort()).toEqual(['Same here', 'Thank you!']);
    expect((await library.open('post:1234567890123456'))?.children).toEqual({ comment: 2 });
  });
});

describe('search and filters', () => {
  it('finds by words of names and texts, accents folded, last word as a prefix', async () => {
    const { library } = makeLibrary();
    const [a, k] = answerOf('social_get_post_comments', { link: POST }, {
      data: { items: [
        { id: 'c1', text: 'Un café crème, s’il vous plaît', author: { name: 'Zoë Martin' } },
        { id: 'c2', text: 'Launch party tonight', author: { name: 'Sam' } },
      ] },
    });
    await library.set(a, k);
    const texts = async (text: string) => (await library.list({ text })).items.map((e) => e.id);
    expect(await texts('cafe')).toEqual(['c1']);
    expect(await texts('ZOE mar')).toEqual(['c1']);
    expect(await texts('launch')).toEqual(['c2']);
    expect(await texts('launch café')).toEqual([]);
    expect(await texts('nothing-here')).toEqual([]);
  });

  it('filters by kind and date, newest first, in pages', async () => {
    const { library } = makeLibrary();
    for (let i = 0; i < 5; i++) {
      const [a, k] = answerOf('social_get_video_details', { video_id: String(100 + i) }, { data: { video_id: String(100 + i), title: `Clip ${i}` } }, { fetchedAt: T0 + i * DAY });
      await library.set(a, k);
    }
    const [p, kp] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    await library.set(p, kp);
    const first = await library.list({ kind: 'video', limit: 2 });
    expect(first.items.map((e) => e.id)).toEqual(['104', '103']);
    const second = await library.list({ kind: 'video', limit: 2, before: first.next! });
    expect(second.items.map((e) => e.id)).toEqual(['102', '101']);
    const ranged = await library.list({ from: T0 + DAY, to: T0 + 2 * DAY });
    expect(ranged.items.map((e) => e.id)).toEqual(['102', '101']);
  });
});

describe('retention', () => {
  it('keeps everything without a cap', async () => {
    const { library } = makeLibrary();
    for (let i = 0; i < 30; i++) {
      const [a, k] = answerOf('social_get_video_details', { video_id: String(i + 1) }, { data: { video_id: String(i + 1), title: 'x'.repeat(2000) } });
      await library.set(a, k);
    }
    expect((await library.stats()).entries).toBe(30);
  });

  /** Twelve videos of about 100 KB each, one credit each, fetched a millisecond apart (the first oldest). */
  async function twelve(cap: { mb: number | null }) {
    const made = makeLibrary({ maxMegabytes: () => cap.mb });
    const big = 'x'.repeat(100_000);
    for (let i = 0; i < 12; i++) {
      const [a, k] = answerOf('social_get_video_details', { video_id: String(i + 1) }, { data: { video_id: String(i + 1), title: big } }, { fetchedAt: T0 + i, creditsCharged: i + 1 });
      await made.library.set(a, k);
    }
    return made;
  }
  const MB = 1024 * 1024;

  it('a cap set below what the library holds deletes nothing at the next write: the library is over its size until the user agrees', async () => {
    const cap = { mb: null as number | null };
    const { library } = await twelve(cap);
    cap.mb = 1;
    const [a, k] = answerOf('social_get_video_details', { video_id: '99' }, { data: { video_id: '99', title: 'new' } }, { fetchedAt: T0 + 100 });
    await library.set(a, k);
    expect((await library.stats()).entries).toBe(13);
    // Without the figures the user agreed to, the cap deletes nothing either.
    expect(await library.enforceCap(1)).toMatchObject({ ok: false, preview: { answers: expect.any(Number) } });
    expect(await library.enforceCap(1, { answers: 1, items: 1, bytes: 1, credits: 1 })).toMatchObject({ ok: false });
    expect((await library.stats()).entries).toBe(13);
  });

  it('the dry run names exactly what the cap then deletes: the oldest answers, their items, bytes and credits', async () => {
    const cap = { mb: null as number | null };
    const { library } = await twelve(cap);
    const before = await library.stats();
    const preview = await library.capPlan(1);
    expect(preview.answers).toBeGreaterThan(0);
    expect(preview.answers).toBeLessThan(12);
    // Each answer cost its number in credits: the oldest n cost 1 + … + n.
    expect(preview.credits).toBe((preview.answers * (preview.answers + 1)) / 2);
    expect((await library.stats()).entries).toBe(12); // a dry run deletes nothing
    const out = await library.enforceCap(1, preview);
    expect(out).toEqual({ ok: true, deleted: preview });
    const after = await library.stats();
    expect(before.entries - after.entries).toBe(preview.answers);
    expect(before.entities - after.entities).toBe(preview.items);
    expect(before.bytes - after.bytes).toBe(preview.bytes);
    expect(after.bytes).toBeLessThanOrEqual(MB);
    // The newest stay, the oldest went.
    expect(await library.open('video:12')).not.toBeNull();
    expect(await library.open('video:1')).toBeNull();
    // Everything (0 MB) is what "Delete everything" shows.
    expect(await library.capPlan(0)).toMatchObject({ answers: after.entries, items: after.entities, bytes: after.bytes });
  });

  it('once the user agreed, the cap stands: a write that pushes the library over it trims the oldest, never the new answer', async () => {
    const cap = { mb: null as number | null };
    const { library } = await twelve(cap);
    cap.mb = 1;
    expect(await library.enforceCap(1, await library.capPlan(1))).toMatchObject({ ok: true });
    const kept = (await library.stats()).entries;
    const [a, k] = answerOf('social_get_video_details', { video_id: '99' }, { data: { video_id: '99', title: 'y'.repeat(100_000) } }, { fetchedAt: T0 + 100 });
    await library.set(a, k);
    const stats = await library.stats();
    expect(stats.bytes).toBeLessThanOrEqual(MB);
    expect(stats.entries).toBe(kept); // one in, the oldest out
    expect(await library.open('video:99')).not.toBeNull();
  });
});

describe('a refused write', () => {
  it('tells why and loses nothing already kept', async () => {
    const { library } = makeLibrary();
    const [a, k] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    await library.set(a, k);
    refuseWrites('entities');
    const [b, kb] = answerOf('social_get_post_comments', { link: POST }, BODIES.social_get_post_comments);
    expect(await library.set(b, kb)).toBe(false);
    expect(library.lastWriteFailure()).toMatchObject({ name: expect.stringMatching(/Quota/) });
    // Nothing half-written: the answer of the refused write is not there, the old one is whole.
    expect(await library.answer(b.key)).toBeUndefined();
    expect((await library.get(a.key, k))?.raw).toEqual(a.raw);
    expect(await library.stats()).toMatchObject({ entries: 1, entities: 1 });
  });
});

describe('the ledger opens what it paid for', () => {
  it('by request id, else by operation and parameters', async () => {
    const { library } = makeLibrary();
    const [a, k] = answerOf('social_get_post_comments', { link: POST }, BODIES.social_get_post_comments, { requestId: 'req-77' });
    await library.set(a, k);
    expect((await library.answerForLedger({ operationId: 'social_get_post_comments', summary: 'whatever', requestId: 'req-77' }))?.key).toBe(a.key);
    const kept = await library.answer(a.key);
    expect((await library.answerForLedger({ operationId: 'social_get_post_comments', summary: kept!.summary }))?.key).toBe(a.key);
    expect(await library.answerForLedger({ operationId: 'social_get_post_comments', summary: 'link=…/other' })).toBeUndefined();
  });
});

/** storage.local as the first cache left it: one key per answer, its index and its aliases. */
function firstCache(answers: [CachedAnswer, CacheKind][], aliases: Record<string, string> = {}): Record<string, unknown> {
  const entries = Object.fromEntries(answers.map(([a, kind]) => [hashKey(a.key), { key: a.key, kind, bytes: byteSize(a), fetchedAt: a.fetchedAt, lastUsed: a.fetchedAt }]));
  return {
    [CACHE_INDEX_KEY]: { v: 1, rev: answers.length, entries },
    ...Object.fromEntries(answers.map(([a]) => [CACHE_ENTRY_PREFIX + hashKey(a.key), a])),
    [CACHE_ALIASES_KEY]: aliases,
  };
}

describe('the move from the first cache', () => {
  it('moves every cached answer out of storage.local, and nothing is lost', async () => {
    const [a, ka] = answerOf('social_get_page_details', { link: PAGE }, BODIES.social_get_page_details);
    const [b, kb] = answerOf('social_get_post_comments', { link: POST }, BODIES.social_get_post_comments);
    const kv = memoryStore({ ...firstCache([[a, ka], [b, kb]], { 'link:https://socialme.example/x': 'post:1' }), history: [{ time: 1 }], ledgerHead: { v: 1 } });
    const { library } = makeLibrary();
    expect(await migrateCacheToLibrary(kv, library)).toEqual({ moved: 2, left: 0 });
    expect((await library.get(a.key, ka))?.raw).toEqual(a.raw);
    expect((await library.get(b.key, kb))?.raw).toEqual(b.raw);
    expect(await library.resolve('link:https://socialme.example/x')).toBe('post:1');
    expect((await library.list({ kind: 'comment' })).items).toHaveLength(2);
    // storage.local keeps only its small things.
    expect(Object.keys(kv.dump()).sort()).toEqual(['history', 'ledgerHead']);
    // A second start finds nothing to move.
    expect(await migrateCacheToLibrary(kv, library)).toEqual({ moved: 0, left: 0 });
  });

  it('leaves an answer the library refused in storage.local for the next start', async () => {
    const hash = hashKey('k1');
    const kv = memoryStore(firstCache([[{ key: 'k1', operationId: 'social_get_page_details', params: { link: PAGE }, raw: BODIES.social_get_page_details, fetchedAt: T0 }, 'details']]));
    const { library } = makeLibrary();
    refuseWrites('answers', 'full');
    expect(await migrateCacheToLibrary(kv, library)).toEqual({ moved: 0, left: 1 });
    expect(kv.dump()[CACHE_ENTRY_PREFIX + hash]).toBeDefined();
  });
});
