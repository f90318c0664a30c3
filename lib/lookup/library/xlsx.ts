import type { Cell } from './csv';

/**
 * The table a CSV export holds, as an XLSX workbook of one sheet, through write-excel-file. The
 * library is imported here, when an XLSX is asked for, so it is a chunk of its own that no page
 * loads at start and the background never imports. Its "universal" entry is the browser one
 * without the "save as" helper: the page saves the file through the downloads API like a CSV,
 * and unit tests in Node run the same code.
 *
 * Cells hold the CSV's values: text as text, numbers as numbers, true/false as that text, times in
 * the same ISO form. Text goes in as is, without the CSV's `'` guard: a cell written as a string
 * is never a formula, whatever it starts with.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel keeps at most this many characters in a cell; a longer text is cut there. */
export const XLSX_CELL_MAX = 32_767;
const SHEET_NAME_MAX = 31;

/** A sheet name Excel accepts: none of []:*?/\, no quote at either end, at most 31 characters. */
export function sheetName(what: string): string {
  const name = what.replace(/[[\]:*?/\\]+/g, '-').slice(0, SHEET_NAME_MAX).replace(/^[\s']+|[\s']+$/g, '');
  return name || 'Export';
}

function cut(text: string): string {
  if (text.length <= XLSX_CELL_MAX) return text;
  // Never split a surrogate pair (an emoji) in two.
  const end = /[\uD800-\uDBFF]/.test(text[XLSX_CELL_MAX - 1]!) ? XLSX_CELL_MAX - 1 : XLSX_CELL_MAX;
  return text.slice(0, end);
}

function cell(value: Cell): { value: string; type: StringConstructor } | { value: number; type: NumberConstructor } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  return { value: cut(String(value)), type: String };
}

/** The workbook: a bold header row kept in view, then one row per line of the table. */
export async function toXlsx(sheet: string, header: string[], rows: Cell[][]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const head = header.map((name) => ({ value: name, type: String, fontWeight: 'bold' as const }));
  return writeXlsxFile([head, ...rows.map((row) => row.map(cell))], { sheet: sheetName(sheet), stickyRowsCount: 1 }).toBlob();
}
