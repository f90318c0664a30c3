import * as z from 'zod/mini';
import { integer } from '../../util/integer';

/**
 * Boards: named collections of kept library items, each with a note and tags. A board holds
 * references (the library's entity key, `<kind>:<id>`), never copies: what it shows is what the
 * library keeps now. Its file carries the kept data with it, so a colleague's import needs no call.
 */

export const BOARD_FORMAT = 'social-lookup-board';
export const BOARD_FILE_VERSION = 1;
export const BOARD_LIMITS = { name: 100, note: 2000, tag: 40, tags: 20, items: 50_000, answers: 50_000 } as const;

const text = (max: number, min = 0) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const time = () => z.number().check(z.gte(0));
/** The library's entity key. */
export const entityKey = () => text(400, 1);
export const boardName = () => text(BOARD_LIMITS.name, 1);
export const boardNote = () => text(BOARD_LIMITS.note);
export const boardTags = () => z.array(text(BOARD_LIMITS.tag, 1)).check(z.maxLength(BOARD_LIMITS.tags));
export const boardId = () => text(100, 1);

export const boardItem = z.object({
  uid: entityKey(),
  note: boardNote(),
  tags: boardTags(),
  addedAt: time(),
});
export type BoardItem = z.output<typeof boardItem>;

/** A board as stored (storage.local `board:<id>`). */
export const boardRecord = z.object({
  id: boardId(),
  name: boardName(),
  createdAt: time(),
  updatedAt: time(),
  items: z.array(z.unknown()),
});
export interface Board {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** Oldest first (the order they were saved in). */
  items: BoardItem[];
}

export interface BoardSummary {
  id: string;
  name: string;
  items: number;
  updatedAt: number;
  /** Every tag its items carry, sorted. */
  tags: string[];
}

export const summaryOf = (b: Board): BoardSummary => ({
  id: b.id,
  name: b.name,
  items: b.items.length,
  updatedAt: b.updatedAt,
  tags: [...new Set(b.items.flatMap((i) => i.tags))].sort(),
});

/** Tags as typed ("launch, Q3 ,launch") → trimmed, without repeats, in their order. */
export function cleanTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tags.flatMap((x) => x.split(','))) {
    const tag = t.trim().slice(0, BOARD_LIMITS.tag);
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, BOARD_LIMITS.tags);
}

// ---- The board's file ----

/** A kept answer as the file carries it: the body exactly as the service sent it. */
const keptAnswer = z.object({
  key: text(8192, 1),
  operationId: text(100, 1),
  params: z.record(z.string(), z.string()),
  raw: z.unknown(),
  fetchedAt: time(),
  creditsCharged: z.optional(z.number().check(z.gte(0))),
  requestId: z.optional(text(200)),
});
export type KeptAnswer = z.output<typeof keptAnswer>;

/** An item's kept data as the library holds it (read, not trusted: the answers are what is kept). */
const keptEntity = z.looseObject({
  uid: entityKey(),
  kind: text(40, 1),
  title: z.string(),
  fetchedAt: time(),
});

export const boardFile = z.object({
  format: z.literal(BOARD_FORMAT),
  version: z.literal(BOARD_FILE_VERSION),
  exportedAt: time(),
  board: z.object({ id: boardId(), name: boardName(), createdAt: time() }),
  items: z
    .array(z.object({ entity: entityKey(), kept: z.nullable(keptEntity), note: boardNote(), tags: boardTags(), addedAt: z.optional(time()) }))
    .check(z.maxLength(BOARD_LIMITS.items)),
  /** The kept answers the items came in (each once): importing them keeps the items as they were. */
  answers: z.array(keptAnswer).check(z.maxLength(BOARD_LIMITS.answers)),
});
export type BoardFile = z.output<typeof boardFile>;

/** A whole count, for figures the views show. */
export const count = () => z.number().check(...integer(), z.gte(0));

/** A board's items that match a kind (of their kept data) and a tag; an item the library no longer holds has no kind. */
export function filterBoardItems<T extends { kind: string }>(
  board: Pick<Board, 'items'>,
  kept: Readonly<Record<string, T>>,
  filter: { kind?: string; tag?: string },
): (BoardItem & { kept?: T })[] {
  return board.items
    .filter((i) => (!filter.kind || kept[i.uid]?.kind === filter.kind) && (!filter.tag || i.tags.includes(filter.tag)))
    .map((i) => (kept[i.uid] ? { ...i, kept: kept[i.uid]! } : i));
}
