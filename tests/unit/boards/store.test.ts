import { describe, expect, it } from 'vitest';
import { serializeError } from '../../../lib/service/errors';
import { describeError } from '../../../lib/ui/text/errors';
import { BOARDS_ASIDE_KEY, BOARDS_KEY, BoardUnreadableError, boardKey, createBoardStore } from '../../../lib/lookup/boards/store';
import { cleanTags, filterBoardItems } from '../../../lib/lookup/boards/model';
import { createErrorLog } from '../../../lib/lookup/log';
import { memoryStore } from '../../../lib/lookup/store';

function boardsOver(initial: Record<string, unknown> = {}) {
  const store = memoryStore(initial);
  let t = 1000;
  let n = 0;
  const log = createErrorLog({ store, now: () => t });
  const boards = createBoardStore({ store, log, now: () => ++t, newId: () => `b${++n}` });
  return { store, boards, log };
}

describe('board store', () => {
  it('saves items to a named board with a note and tags, and updates them without repeating the item', async () => {
    const { boards } = boardsOver();
    const b = await boards.create('  Competitors ');
    expect(b.name).toBe('Competitors');
    await boards.save(b.id, [{ uid: 'post:1', note: ' launch post ', tags: ['launch, Q3', 'launch'] }, { uid: 'ad:9' }]);
    const saved = await boards.save(b.id, [{ uid: 'post:1', tags: ['Q3'] }]);
    expect(saved!.items).toEqual([
      { uid: 'post:1', note: 'launch post', tags: ['Q3'], addedAt: expect.any(Number) },
      { uid: 'ad:9', note: '', tags: [], addedAt: expect.any(Number) },
    ]);
    expect(await boards.list()).toEqual([{ id: b.id, name: 'Competitors', items: 2, updatedAt: saved!.updatedAt, tags: ['Q3'] }]);
    expect((await boards.boardsOf('ad:9')).map((s) => s.id)).toEqual([b.id]);
    expect(await boards.boardsOf('post:2')).toEqual([]);
    await boards.removeItems(b.id, ['ad:9']);
    expect((await boards.get(b.id))!.items.map((i) => i.uid)).toEqual(['post:1']);
    expect(await boards.delete(b.id)).toBe(true);
    expect(await boards.list()).toEqual([]);
  });

  it('filters a board by the kind of its kept data and by tag', () => {
    const board = { items: [
      { uid: 'post:1', note: '', tags: ['a'], addedAt: 1 },
      { uid: 'ad:2', note: '', tags: ['a', 'b'], addedAt: 2 },
      { uid: 'page:3', note: '', tags: [], addedAt: 3 },
    ] };
    const kept = { 'post:1': { kind: 'post' }, 'ad:2': { kind: 'ad' } };
    expect(filterBoardItems(board, kept, { tag: 'a' }).map((i) => i.uid)).toEqual(['post:1', 'ad:2']);
    expect(filterBoardItems(board, kept, { kind: 'ad', tag: 'a' }).map((i) => i.uid)).toEqual(['ad:2']);
    expect(filterBoardItems(board, kept, {}).map((i) => i.kept)).toEqual([{ kind: 'post' }, { kind: 'ad' }, undefined]);
    expect(cleanTags([' x ,y', 'x', ''])).toEqual(['x', 'y']);
  });

  it('sets a corrupt board aside, never writes over it, and keeps the other boards readable', async () => {
    const good = { id: 'g', name: 'Good', createdAt: 1, updatedAt: 1, items: [{ uid: 'post:1', note: 'n', tags: [], addedAt: 1 }] };
    const garbled = { id: 'x', name: 42, items: 'nope' };
    const { boards, store, log } = boardsOver({ [BOARDS_KEY]: ['x', 'g'], [boardKey('x')]: garbled, [boardKey('g')]: good });
    expect((await boards.list()).map((b) => b.id)).toEqual(['g']);
    const refused = await boards.save('x', [{ uid: 'post:2' }]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BoardUnreadableError);
    // Sent to the pages as its code, which they say in words.
    expect(describeError(serializeError(refused)).title).toBe('This board could not be read');
    const dump = store.dump();
    expect(dump[boardKey('x')]).toEqual(garbled);
    expect(dump[BOARDS_ASIDE_KEY]).toEqual([{ at: expect.any(Number), key: boardKey('x'), reason: 'board', raw: garbled }]);
    expect((await log.list()).some((e) => e.code === 'record_repaired')).toBe(true);
  });

  it('sets unreadable items aside before the board is written again, and rebuilds a garbled index from the board keys', async () => {
    const bad = { uid: 7 };
    const board = { id: 'g', name: 'Good', createdAt: 1, updatedAt: 1, items: [{ uid: 'post:1', note: '', tags: [], addedAt: 1 }, bad] };
    const { boards, store } = boardsOver({ [BOARDS_KEY]: 'garbage', [boardKey('g')]: board });
    expect((await boards.list()).map((b) => [b.id, b.items])).toEqual([['g', 1]]);
    await boards.save('g', [{ uid: 'post:2', note: 'new' }]);
    const dump = store.dump();
    expect(dump[BOARDS_KEY]).toEqual(['g']);
    expect((dump[boardKey('g')] as { items: { uid: string }[] }).items.map((i) => i.uid)).toEqual(['post:1', 'post:2']);
    expect((dump[BOARDS_ASIDE_KEY] as { raw: unknown; reason: string }[]).map((r) => [r.reason, r.raw])).toEqual([
      ['index', 'garbage'],
      ['item', bad],
    ]);
  });

  it('adds only what is missing (an import twice adds nothing twice, and keeps the notes already there)', async () => {
    const { boards } = boardsOver();
    const b = await boards.create('B', 'fixed');
    await boards.save('fixed', [{ uid: 'post:1', note: 'mine' }]);
    const items = [{ uid: 'post:1', note: 'theirs', tags: [], addedAt: 5 }, { uid: 'ad:2', note: 'n', tags: ['t'], addedAt: 5 }];
    expect((await boards.addMissing(b.id, items))!.added).toBe(1);
    const again = await boards.addMissing(b.id, items);
    expect(again!.added).toBe(0);
    expect(again!.board.items.map((i) => [i.uid, i.note])).toEqual([['post:1', 'mine'], ['ad:2', 'n']]);
    await expect(boards.create('C', 'fixed')).rejects.toThrow();
  });
});
