import 'fake-indexeddb/auto';
import { validateParams } from '../../lib/service/catalog';
import { createLibrary, type Library } from '../../lib/lookup/library/library';
import { scopedKey } from '../../lib/lookup/answers';
import { exportEntities } from '../../lib/lookup/library/export';
import { createLibraryStore } from '../../lib/storage/library-db';
import { median } from './median';

/**
 * The library at scale: 100,000 entities (1,000 answers of 100 comments, 10,000 of them under one
 * post), in Node over fake-indexeddb, an in-memory IndexedDB that is slower than the browser's:
 * the figures are upper bounds.
 */

const SCOPE = 'https://api.example';
const WORDS = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}${'aeiou'[i % 5]}x`);
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = () => WORDS[Math.floor(rand() * WORDS.length)]!;
const lifetimes = () => ({ details: 1440, list: 60, search: 60, reference: 10080 });

function commentsAnswer(post: string, page: number) {
  const params = validateParams('social_get_post_comments', { link: `https://www.social.example/p/posts/${post}`, ...(page ? { end_cursor: `c${page}` } : {}) });
  const items = Array.from({ length: 100 }, (_, i) => ({
    id: `c-${post}-${page}-${i}`,
    text: Array.from({ length: 14 }, pick).join(' '),
    author: { name: `${pick()} ${pick()}`, id: String(100000 + i) },
    reaction_count: i,
    reply_count: 0,
  }));
  return {
    key: scopedKey(SCOPE, 'social_get_post_comments', params),
    operationId: 'social_get_post_comments' as const,
    params,
    raw: { data: { items, end_cursor: `c${page + 1}` } },
    fetchedAt: Date.now() - page * 1000,
    creditsCharged: 1,
    requestId: `r-${post}-${page}`,
  };
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

function open(name: string): Library {
  return createLibrary({ store: createLibraryStore(name), lifetimes, maxMegabytes: () => null });
}

export async function benchLibrary(): Promise<{
  entities: number; buildS: number; searchMs: number; openMs: number; exportMs: number; exportRows: number; coldFullMs: number; coldEmptyMs: number;
}> {
  const full = open('full');
  const [buildMs] = await time(async () => {
    // 100 pages of the big post's comments (10,000), then 900 pages over 900 other posts.
    for (let page = 0; page < 100; page++) await full.set(commentsAnswer('big', page), 'list');
    for (let post = 0; post < 900; post++) await full.set(commentsAnswer(`p${post}`, 0), 'list');
  });
  const { entities } = await full.stats();

  const searches: number[] = [];
  for (let i = 0; i < 40; i++) {
    const q = i % 2 ? `${pick()} ${pick().slice(0, 3)}` : pick();
    searches.push((await time(() => full.list({ text: q, limit: 50 })))[0]);
  }
  const opens: number[] = [];
  for (let i = 0; i < 40; i++) {
    const uid = `comment:c-p${Math.floor(rand() * 900)}-0-${Math.floor(rand() * 100)}`;
    opens.push((await time(() => full.open(uid)))[0]);
  }
  // The background collects the rows, the page builds the file: both counted here.
  const [exportMs, file] = await time(async () => exportEntities(await full.collect({ owner: 'link:https://www.social.example/p/posts/big', kind: 'comment' }), 'csv', 'comments-big', Date.now()));

  // A worker start: the database opened anew, then the first cached lookup.
  const probe = commentsAnswer('p5', 0);
  const empty = open('empty');
  await empty.set(probe, 'list');
  const cold = async (name: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [ms, hit] = await time(async () => open(name).get(probe.key, 'list'));
      if (!hit) throw new Error('the cached answer was not found');
      runs.push(ms);
    }
    return median(runs);
  };
  return {
    entities,
    buildS: buildMs / 1000,
    searchMs: median(searches),
    openMs: median(opens),
    exportMs,
    exportRows: file.rows,
    coldFullMs: await cold('full'),
    coldEmptyMs: await cold('empty'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void benchLibrary().then((r) => console.log(r));
}
