import type { Cell } from './csv';
import type { LibraryEntity } from './types';

/** An entity as an export reads it (the search words are not sent to pages). */
export type ExportEntity = Omit<LibraryEntity, 'tokens'>;

/** One column of an export: its stable name and how a row gives its cell. */
export interface Column<T> {
  name: string;
  /** `parent`: for a reply, the id of the comment it answers. */
  value: (row: T, parent?: string) => Cell;
}
