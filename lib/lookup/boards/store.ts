import * as z from 'zod/mini';
import { createSerialQueue } from '../../util/serial-queue';
import { STORAGE_KEYS } from '../../util/storage-keys';
import type { ErrorLog } from '../log';
import type { KeyValueStore } from '../store';
import { boardItem, boardRecord, cleanTags, summaryOf, type Board, type BoardItem, type BoardSummary } from './model';
import { ServiceError } from '../../service/errors';

/**
 * The boards, in storage.local: an index of ids (`boards`) and one record per board
 * (`board:<id>`). They are small (references, notes and tags; the kept data is the library's).
 * What cannot be read is set aside raw (`boardsAside`) and said in the problems log, never
 * dropped; a board that cannot be read is never written over, and a board with unreadable items
 * is rewritten only once those items are aside. Writes go one at a time.
 */

const K = STORAGE_KEYS.local;
export const BOARDS_KEY = K.boards;
export const BOARDS_ASIDE_KEY = K.boardsAside;
export const boardKey = (id: string) => `${K.boardPrefix}${id}`;
const ASIDE_MAX = 5000;

export interface BoardAside {
  at: number;
  key: string;
  reason: 'index' | 'board' | 'item';
  raw: unknown;
}

/** A stored board that could not be read: kept aside as it was, nothing written over it. */
export class BoardUnreadableError extends ServiceError {
  constructor(readonly id: string) {
    super('board_unreadable', { detail: id });
  }
}

export interface SaveItem {
  uid: string;
  note?: string;
  tags?: string[];
}

export interface BoardStore {
  list(): Promise<BoardSummary[]>;
  get(id: string): Promise<Board | null>;
  create(name: string, id?: string): Promise<Board>;
  rename(id: string, name: string): Promise<Board | null>;
  /** Adds items, or sets the note and tags of those already on it (a field not given stays). */
  save(id: string, items: SaveItem[]): Promise<Board | null>;
  /** Adds the items not on it yet (an import: what is there, notes included, stays as it is). */
  addMissing(id: string, items: BoardItem[]): Promise<{ board: Board; added: number } | null>;
  removeItems(id: string, uids: string[]): Promise<Board | null>;
  delete(id: string): Promise<boolean>;
  /** The boards an item is on. */
  boardsOf(uid: string): Promise<BoardSummary[]>;
  aside(): Promise<BoardAside[]>;
}

const ids = z.array(z.string());

export function createBoardStore(options: { store: KeyValueStore; log?: ErrorLog; now?: () => number; newId?: () => string }): BoardStore {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const serial = createSerialQueue();

  /** Sets records aside (each once), before anything that would replace them is written. */
  async function putAside(records: Omit<BoardAside, 'at'>[]): Promise<void> {
    if (!records.length) return;
    const held = (await store.get([BOARDS_ASIDE_KEY]))[BOARDS_ASIDE_KEY];
    const list: BoardAside[] = Array.isArray(held) ? (held as BoardAside[]) : held === undefined ? [] : [{ at: now(), key: BOARDS_ASIDE_KEY, reason: 'index', raw: held }];
    const seen = new Set(list.map((r) => `${r.key} ${JSON.stringify(r.raw)}`));
    const fresh = records.filter((r) => !seen.has(`${r.key} ${JSON.stringify(r.raw)}`));
    if (!fresh.length) return;
    await store.set({ [BOARDS_ASIDE_KEY]: [...list, ...fresh.map((r) => ({ at: now(), ...r }))].slice(-ASIDE_MAX) });
    await log?.add({ where: 'boards.read', code: 'record_repaired', message: 'Stored board records that could not be read were kept aside.', context: { count: fresh.length } });
  }

  /** The ids of the boards: the index, or (unreadable) the board keys found in storage. */
  async function readIds(): Promise<string[]> {
    const raw = (await store.get([BOARDS_KEY]))[BOARDS_KEY];
    if (raw === undefined) return [];
    const parsed = z.safeParse(ids, raw);
    if (parsed.success) return parsed.data;
    await putAside([{ key: BOARDS_KEY, reason: 'index', raw }]);
    const found = (await store.keys()).filter((k) => k.startsWith(K.boardPrefix)).map((k) => k.slice(K.boardPrefix.length));
    await store.set({ [BOARDS_KEY]: found });
    return found;
  }

  type Read = { board: Board; unreadItems: unknown[] } | { unreadable: unknown } | null;
  async function readBoard(id: string): Promise<Read> {
    const raw = (await store.get([boardKey(id)]))[boardKey(id)];
    if (raw === undefined) return null;
    const parsed = z.safeParse(boardRecord, raw);
    if (!parsed.success || parsed.data.id !== id) return { unreadable: raw };
    const items: BoardItem[] = [];
    const unreadItems: unknown[] = [];
    for (const it of parsed.data.items) {
      const item = z.safeParse(boardItem, it);
      if (item.success) items.push(item.data);
      else unreadItems.push(it);
    }
    return { board: { ...parsed.data, items }, unreadItems };
  }

  /** A board as it can be shown; what of it cannot be read goes aside (the record is not written). */
  async function load(id: string): Promise<Board | null> {
    const read = await readBoard(id);
    if (!read) return null;
    if ('unreadable' in read) {
      await putAside([{ key: boardKey(id), reason: 'board', raw: read.unreadable }]);
      return null;
    }
    await putAside(read.unreadItems.map((raw) => ({ key: boardKey(id), reason: 'item' as const, raw })));
    return read.board;
  }

  /** Changes one board: read, set aside what cannot be read, then write (never over what was not read). */
  function change(id: string, edit: (b: Board) => Board): Promise<Board | null> {
    return serial(async () => {
      const read = await readBoard(id);
      if (!read) return null;
      if ('unreadable' in read) {
        await putAside([{ key: boardKey(id), reason: 'board', raw: read.unreadable }]);
        throw new BoardUnreadableError(id);
      }
      await putAside(read.unreadItems.map((raw) => ({ key: boardKey(id), reason: 'item' as const, raw })));
      const next = { ...edit(read.board), updatedAt: now() };
      await store.set({ [boardKey(id)]: next });
      return next;
    });
  }

  const boards: BoardStore = {
    list: () =>
      serial(async () => {
        const out: BoardSummary[] = [];
        for (const id of await readIds()) {
          const b = await load(id);
          if (b) out.push(summaryOf(b));
        }
        return out;
      }),

    get: (id) => serial(() => load(id)),

    create: (name, id) =>
      serial(async () => {
        const list = await readIds();
        const board: Board = { id: id ?? newId(), name: name.trim(), createdAt: now(), updatedAt: now(), items: [] };
        if ((await store.get([boardKey(board.id)]))[boardKey(board.id)] !== undefined) throw new Error(`A board ${board.id} exists already`);
        await store.set({ [boardKey(board.id)]: board, [BOARDS_KEY]: [...list.filter((x) => x !== board.id), board.id] });
        return board;
      }),

    rename: (id, name) => change(id, (b) => ({ ...b, name: name.trim() })),

    save: (id, items) =>
      change(id, (b) => {
        const byUid = new Map(b.items.map((i) => [i.uid, i]));
        for (const s of items) {
          const had = byUid.get(s.uid);
          byUid.set(s.uid, {
            uid: s.uid,
            note: s.note !== undefined ? s.note.trim() : (had?.note ?? ''),
            tags: s.tags !== undefined ? cleanTags(s.tags) : (had?.tags ?? []),
            addedAt: had?.addedAt ?? now(),
          });
        }
        return { ...b, items: [...byUid.values()] };
      }),

    async addMissing(id, items) {
      let added = 0;
      const board = await change(id, (b) => {
        const have = new Set(b.items.map((i) => i.uid));
        const fresh = items.filter((i) => !have.has(i.uid) && (have.add(i.uid), true));
        added = fresh.length;
        return { ...b, items: [...b.items, ...fresh] };
      });
      return board && { board, added };
    },

    removeItems: (id, uids) => change(id, (b) => ({ ...b, items: b.items.filter((i) => !uids.includes(i.uid)) })),

    delete: (id) =>
      serial(async () => {
        const list = await readIds();
        // What goes unread is kept aside first: deleting a board the user could not see loses nothing.
        const read = await readBoard(id);
        if (read && 'unreadable' in read) await putAside([{ key: boardKey(id), reason: 'board', raw: read.unreadable }]);
        const existed = list.includes(id) || read !== null;
        await store.set({ [BOARDS_KEY]: list.filter((x) => x !== id) });
        await store.remove([boardKey(id)]);
        return existed;
      }),

    async boardsOf(uid) {
      const all = await boards.list();
      const out: BoardSummary[] = [];
      for (const s of all) {
        const b = await boards.get(s.id);
        if (b?.items.some((i) => i.uid === uid)) out.push(s);
      }
      return out;
    },

    aside: () =>
      serial(async () => {
        const held = (await store.get([BOARDS_ASIDE_KEY]))[BOARDS_ASIDE_KEY];
        return Array.isArray(held) ? (held as BoardAside[]) : [];
      }),
  };
  return boards;
}
