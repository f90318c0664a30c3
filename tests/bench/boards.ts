import 'fake-indexeddb/auto';
import { validateParams } from '../../lib/service/catalog';
import { scopedKey } from '../../lib/lookup/answers';
import { buildBoardFile, importBoardFile, type BoardLibrary } from '../../lib/lookup/boards/file';
import { createBoardStore } from '../../lib/lookup/boards/store';
import { createLibrary, EXPORT_LIMIT, type Library } from '../../lib/lookup/library/library';
import { memoryStore } from '../../lib/lookup/store';
import { createLibraryStore } from '../../lib/storage/library-db';

/**
 * A board of 10,000 items imported as a colleague would: the file's text read as JSON, checked
 * against its schema, its 100 kept answers written into an empty library (fake-indexeddb, slower
 * than the browser's IndexedDB: an upper bound) and its items with their notes into the boards.
 * The file is made first by the exporting side's own path (not timed).
 */

const SCOPE = 'https://api.example';
const ANSWERS = 100;
const PER = 100;
const lifetimes = () => ({ details: 1440, list: 60, search: 60, reference: 10080 });

function commentsAnswer(post: number) {
  const params = validateParams('social_get_post_comments', { link: `https://www.social.example/p/posts/${1000 + post}` });
  const items = Array.from({ length: PER }, (_, i) => ({
    id: `c-${post}-${i}`,
    text: `Comment ${i} on post ${post}: words to search and to read in the export`,
    author: { name: `Person ${i}`, id: String(100000 + i) },
    reaction_count: i,
    reply_count: 0,
  }));
  return {
    key: scopedKey(SCOPE, 'social_get_post_comments', params),
    operationId: 'social_get_post_comments' as const,
    params,
    raw: { data: { items, end_cursor: null } },
    fetchedAt: Date.now() - post * 1000,
    creditsCharged: 1,
    requestId: `r-${post}`,
  };
}

const kept = (library: Library): BoardLibrary => ({
  answer: library.answer,
  setMany: library.setMany,
  getEntities: async (uids) => (await library.list({ uids, limit: EXPORT_LIMIT })).items,
});
const open = (name: string) => createLibrary({ store: createLibraryStore(name), lifetimes, maxMegabytes: () => null });

export async function benchBoardImport(): Promise<{ ms: number; items: number; answers: number; bytes: number }> {
  // The exporting side: the answers kept, a board of every item with a note and a tag, its file.
  const theirs = open(`boards-export-${Date.now()}`);
  for (let p = 0; p < ANSWERS; p++) await theirs.set(commentsAnswer(p), 'list');
  const boards = createBoardStore({ store: memoryStore() });
  const board = await boards.create('Everything said about the launch');
  const uids = (await theirs.list({ kind: 'comment', limit: EXPORT_LIMIT })).items.map((e) => e.uid);
  await boards.save(board.id, uids.map((uid, i) => ({ uid, note: `note ${i}`, tags: [i % 2 ? 'odd' : 'even'] })));
  const text = JSON.stringify(await buildBoardFile((await boards.get(board.id))!, kept(theirs), Date.now()));

  // The colleague's side, timed: from the file's text to the board shown with its notes.
  const mine = open(`boards-import-${Date.now()}`);
  const myBoards = createBoardStore({ store: memoryStore() });
  const t = performance.now();
  const out = await importBoardFile(JSON.parse(text), { library: kept(mine), boards: myBoards, now: Date.now });
  const ms = performance.now() - t;
  const got = await myBoards.get(board.id);
  if (out.added !== uids.length || got?.items.length !== uids.length || (await mine.stats()).entities < uids.length) {
    throw new Error(`board import: ${out.added} of ${uids.length} items added`);
  }
  return { ms, items: uids.length, answers: out.answersKept, bytes: text.length };
}
