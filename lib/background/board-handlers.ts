import { EXPORT_LIMIT } from '../lookup/library/library';
import { buildBoardFile, importBoardFile, type BoardLibrary } from '../lookup/boards/file';
import { toErrorView } from '../lookup/run';
import { ServiceError } from '../service/errors';
import type { LibraryItem } from '../messaging/protocol';
import type { UiHandlers } from '../messaging/ui-server';
import type { BackgroundServices } from './services';

/**
 * The boards' messages: list, open with the items' current kept data, save with notes and tags,
 * delete, and the board's file out and in. All free: nothing here calls the service (an import
 * keeps the file's answers in the library as they are).
 */

type BoardMessages =
  | 'boardList' | 'boardOpen' | 'boardCreate' | 'boardRename' | 'boardSave' | 'boardRemoveItems' | 'boardDelete'
  | 'boardsOf' | 'boardFile' | 'boardImport';

const missing = () => ({ ok: false as const, error: toErrorView(new ServiceError('board_gone')) });

export function createBoardHandlers(bg: BackgroundServices): Pick<UiHandlers, BoardMessages> {
  const { boards, library } = bg;
  const settled = () => bg.lookup.settled();
  const kept: BoardLibrary = {
    answer: library.answer,
    setMany: library.setMany,
    getEntities: async (uids) => (uids.length ? (await library.list({ uids, limit: EXPORT_LIMIT })).items : []),
  };
  const saved = async (run: () => Promise<Awaited<ReturnType<typeof boards.save>>>) => {
    try {
      const board = await run();
      return board ? { ok: true as const, board } : missing();
    } catch (e) {
      return { ok: false as const, error: toErrorView(e) };
    }
  };
  return {
    boardList: async () => {
      const list = await boards.list();
      return { boards: list, aside: await boards.aside() };
    },
    boardOpen: async ({ id }) => {
      await settled();
      const board = await boards.get(id);
      if (!board) return null;
      const out: Record<string, LibraryItem> = {};
      for (const { tokens: _t, ...e } of await kept.getEntities(board.items.map((i) => i.uid))) out[e.uid] = e;
      return { board, kept: out };
    },
    boardCreate: ({ name }) => boards.create(name),
    boardRename: ({ id, name }) => saved(() => boards.rename(id, name)),
    boardSave: ({ id, name, items }) =>
      saved(async () => {
        const target = id ?? (await boards.create(name ?? 'Board')).id;
        return boards.save(target, items.map((i) => ({ uid: i.uid, ...(i.note !== undefined ? { note: i.note } : {}), ...(i.tags ? { tags: i.tags } : {}) })));
      }),
    boardRemoveItems: ({ id, uids }) => saved(() => boards.removeItems(id, uids)),
    boardDelete: async ({ id }) => ({ deleted: await boards.delete(id) }),
    boardsOf: ({ uid }) => boards.boardsOf(uid),
    boardFile: async ({ id }) => {
      await settled();
      const board = await boards.get(id);
      return board ? buildBoardFile(board, kept, bg.now()) : null;
    },
    boardImport: async ({ file }) => {
      try {
        return { ok: true, imported: await importBoardFile(file, { library: kept, boards, now: bg.now }) };
      } catch (e) {
        return { ok: false, error: toErrorView(e) };
      }
    },
  };
}
