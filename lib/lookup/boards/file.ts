import * as z from 'zod/mini';
import { getOperation, isOperationId, type CacheKind } from '../../service/catalog';
import { ServiceError } from '../../service/errors';
import type { CachedAnswer } from '../cache-types';
import type { Library } from '../library/library';
import type { LibraryAnswer, LibraryEntity } from '../library/types';
import { BOARD_FILE_VERSION, BOARD_FORMAT, boardFile, type Board, type BoardFile, type BoardItem, type KeptAnswer } from './model';
import type { BoardStore } from './store';

/**
 * A board's file and its import. The file carries each item's kept data and the kept answers it
 * came in (the body as the service sent it), so an import keeps them in the library as a lookup
 * would have, with no call: the library reads the same entities out of the same answers. An
 * answer kept here at the same time or later is not written over (nor is newer kept data of an
 * item: the library's merge keeps the newest), and a board already imported only gains what it
 * lacks, so importing twice adds nothing twice.
 */

/** What the file needs of the library. */
export type BoardLibrary = Pick<Library, 'answer' | 'setMany'> & { getEntities(uids: string[]): Promise<LibraryEntity[]> };

/** Not a board file this version can read: `detail` says which part (the format, its version, a field). */
export class BoardFileError extends ServiceError {
  constructor(detail: string) {
    super('board_file_invalid', { detail });
  }
}

/** An answer's fields as a board file carries them (from the library out, from a file in). */
function keptAnswer(a: LibraryAnswer | KeptAnswer): Omit<CachedAnswer, 'operationId'> & { operationId: string } {
  return {
    key: a.key,
    operationId: a.operationId,
    params: a.params,
    raw: a.raw,
    fetchedAt: a.fetchedAt,
    ...(a.creditsCharged !== undefined ? { creditsCharged: a.creditsCharged } : {}),
    ...(a.requestId ? { requestId: a.requestId } : {}),
  };
}

/** The board with its items' kept data and answers (an item the library no longer holds goes with its note, without data). */
export async function buildBoardFile(board: Board, library: BoardLibrary, now: number): Promise<BoardFile> {
  const entities = new Map((await library.getEntities(board.items.map((i) => i.uid))).map((e) => [e.uid, e]));
  const answers = new Map<string, KeptAnswer>();
  for (const e of entities.values()) {
    // Its newest answer, else any answer still holding it.
    for (const key of [e.source.answerKey, ...e.answerKeys]) {
      if (answers.has(key)) break;
      const a = await library.answer(key);
      if (a) {
        answers.set(key, keptAnswer(a));
        break;
      }
    }
  }
  return {
    format: BOARD_FORMAT,
    version: BOARD_FILE_VERSION,
    exportedAt: now,
    board: { id: board.id, name: board.name, createdAt: board.createdAt },
    items: board.items.map((i) => {
      const e = entities.get(i.uid);
      const kept = e ? (({ tokens: _t, ...rest }) => rest)(e) : null;
      return { entity: i.uid, kept, note: i.note, tags: i.tags, addedAt: i.addedAt };
    }),
    answers: [...answers.values()],
  };
}

/** A file's content checked: the format, its version, every field. */
export function readBoardFile(content: unknown): BoardFile {
  const head = content as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== BOARD_FORMAT) throw new BoardFileError('not a board');
  if (head.version !== BOARD_FILE_VERSION) throw new BoardFileError(`version ${String(head.version)}`);
  const parsed = z.safeParse(boardFile, content);
  if (!parsed.success) throw new BoardFileError(parsed.error.issues[0]?.path.join('.') || 'fields');
  return parsed.data;
}

export interface BoardImport {
  boardId: string;
  name: string;
  /** Items the board gained. */
  added: number;
  /** Answers kept (new here, or newer than the one kept). */
  answersKept: number;
  /** Answers already kept here as new or newer: left as they were. */
  answersSkipped: number;
  /** Answers of an operation this version does not know: not kept. */
  answersRefused: number;
}

/** Imports a board file: its answers into the library (no call), its items and notes into the board of the same id. */
export async function importBoardFile(content: unknown, deps: { library: BoardLibrary; boards: BoardStore; now: () => number }): Promise<BoardImport> {
  const file = readBoardFile(content);
  let answersSkipped = 0;
  let answersRefused = 0;
  const fresh: { answer: CachedAnswer; kind: CacheKind }[] = [];
  for (const a of file.answers) {
    if (!isOperationId(a.operationId)) {
      answersRefused++;
      continue;
    }
    const held = await deps.library.answer(a.key);
    if (held && held.fetchedAt >= a.fetchedAt) {
      answersSkipped++;
      continue;
    }
    fresh.push({ answer: { ...keptAnswer(a), operationId: a.operationId }, kind: getOperation(a.operationId).cache });
  }
  // One write for all of them (a board of thousands of items comes in a few hundred answers).
  const answersKept = await deps.library.setMany(fresh);
  const at = deps.now();
  const items: BoardItem[] = file.items.map((i) => ({ uid: i.entity, note: i.note, tags: i.tags, addedAt: i.addedAt ?? at }));
  const existing = await deps.boards.get(file.board.id);
  if (!existing) await deps.boards.create(file.board.name, file.board.id);
  const out = await deps.boards.addMissing(file.board.id, items);
  return { boardId: file.board.id, name: out?.board.name ?? file.board.name, added: out?.added ?? 0, answersKept, answersSkipped, answersRefused };
}
