import { vi } from 'vitest';
import { createBoardStore } from '../../../lib/lookup/boards/store';
import { memoryStore } from '../../../lib/lookup/store';
import type { LibraryItem } from '../../../lib/messaging/protocol';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';

type BoardApi = Pick<BackgroundApi, 'boardList' | 'boardOpen' | 'boardCreate' | 'boardRename' | 'boardSave' | 'boardRemoveItems' | 'boardDelete' | 'boardsOf' | 'boardFile' | 'boardImport'>;

/** The boards' messages over a real board store in memory, the kept items given (component tests). */
export function fakeBoardApi(kept: LibraryItem[] = []): BoardApi {
  let n = 0;
  const boards = createBoardStore({ store: memoryStore(), now: () => 1_750_000_000_000, newId: () => `b${++n}` });
  const byUid = new Map(kept.map((k) => [k.uid, k]));
  const gone = { ok: false as const, error: { code: 'internal' as const, detail: 'gone' } };
  return {
    boardList: vi.fn(async () => ({ boards: await boards.list(), aside: await boards.aside() })),
    boardOpen: vi.fn(async ({ id }: { id: string }) => {
      const board = await boards.get(id);
      if (!board) return null;
      return { board, kept: Object.fromEntries(board.items.flatMap((i) => (byUid.has(i.uid) ? [[i.uid, byUid.get(i.uid)!]] : []))) };
    }),
    boardCreate: vi.fn(async ({ name }: { name: string }) => boards.create(name)),
    boardRename: vi.fn(async ({ id, name }: { id: string; name: string }) => {
      const b = await boards.rename(id, name);
      return b ? { ok: true as const, board: b } : gone;
    }),
    boardSave: vi.fn(async ({ id, name, items }: { id?: string | undefined; name?: string | undefined; items: { uid: string; note?: string | undefined; tags?: string[] | undefined }[] }) => {
      const target = id ?? (await boards.create(name ?? 'Board')).id;
      const b = await boards.save(target, items.map((i) => ({ uid: i.uid, ...(i.note !== undefined ? { note: i.note } : {}), ...(i.tags ? { tags: i.tags } : {}) })));
      return b ? { ok: true as const, board: b } : gone;
    }),
    boardRemoveItems: vi.fn(async ({ id, uids }: { id: string; uids: string[] }) => {
      const b = await boards.removeItems(id, uids);
      return b ? { ok: true as const, board: b } : gone;
    }),
    boardDelete: vi.fn(async ({ id }: { id: string }) => ({ deleted: await boards.delete(id) })),
    boardsOf: vi.fn(async ({ uid }: { uid: string }) => boards.boardsOf(uid)),
    boardFile: vi.fn(async ({ id }: { id: string }) => ({ format: 'social-lookup-board', version: 1, board: await boards.get(id), items: [], answers: [] })),
    boardImport: vi.fn(async () => gone),
  };
}
