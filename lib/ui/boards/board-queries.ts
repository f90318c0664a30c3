import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useUi } from '../app/context';
import { saveFile } from '../library/export-files';
import { t } from '../i18n/catalogue';
import '../i18n/words/boards';

/**
 * The views' access to the boards: free queries over the background's board messages, and the
 * board's file saved and read. Every change reloads the boards' queries.
 */

export type { Board, BoardItem, BoardSummary } from '../../lookup/boards/model';
export { cleanTags, filterBoardItems } from '../../lookup/boards/model';
export type { BoardImport } from '../../lookup/boards/file';
export type { BoardView } from '../../messaging/protocol';

const BOARDS = ['boards'] as const;

export function useBoards() {
  const { env } = useUi();
  return useQuery({ queryKey: [...BOARDS, 'list'], queryFn: () => env.api.boardList() });
}

export function useBoard(id: string | null) {
  const { env } = useUi();
  return useQuery({ queryKey: [...BOARDS, 'open', id], queryFn: () => env.api.boardOpen({ id: id! }), enabled: id !== null });
}

export function useBoardsOf(uid: string) {
  const { env } = useUi();
  return useQuery({ queryKey: [...BOARDS, 'of', uid], queryFn: () => env.api.boardsOf({ uid }) });
}

/** Reloads every board query (after a change). */
export function useBoardsChanged() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: BOARDS }), [client]);
}

/** A file name from a board's name: "Rivals Q3" → "board-rivals-q3.json". */
export function boardFileName(name: string): string {
  const slug = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `board-${slug || 'untitled'}.json`;
}

/** Saves the board's file (its items' kept data and answers, notes and tags). */
export async function saveBoardFile(api: ReturnType<typeof useUi>['env']['api'], id: string, name: string): Promise<{ filename: string; rows: number } | null> {
  const file = (await api.boardFile({ id })) as { items?: unknown[] } | null;
  if (!file) return null;
  const out = { filename: boardFileName(name), mime: 'application/json', text: JSON.stringify(file), rows: file.items?.length ?? 0 };
  await saveFile(out);
  return out;
}

/** A picked file's content as JSON (a file that is not JSON is refused before anything is sent). */
export async function readBoardFileText(file: Blob): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(t('boards.notJson'));
  }
}
