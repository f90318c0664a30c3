/**
 * CSV as RFC 4180 writes it (CRLF line ends, quotes doubled), as UTF-8 with a byte-order mark so
 * spreadsheets read accents. The file is comma-separated, but a spreadsheet set to split on `;`
 * (most continental European ones) or on tabs opens it too: every cell holding any of those
 * separators, a quote or a line break is quoted, and no text can start a formula wherever such a
 * spreadsheet cuts the line. A cell that starts with `= + - @`, a tab or a CR, and any part of a
 * cell that would start with one after a separator or a line break (spaces before it count as
 * none), gets a `'` in front, so it shows as text instead of running.
 */

export type Cell = string | number | boolean | null | undefined;

/** Characters a spreadsheet may split a line at, whatever separator it was told. */
export type Separator = ',' | ';' | '\t';
const FORMULA_START = /^ *[=+\-@\t\r]/;
/** A separator or line break, spaces after it, then a formula character. */
const FORMULA_AFTER_CUT = /([,;\t\r\n] *)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;
export const BOM = '\uFEFF';

/** Text that a spreadsheet shows as text, never runs. Numbers stay numbers. */
export function neutralise(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value).replace(FORMULA_AFTER_CUT, "$1'");
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV; `separator` for a file meant for a spreadsheet that splits on `;` or tabs. */
export function toCsv(header: string[], rows: Cell[][], separator: Separator = ','): string {
  const line = (row: Cell[]) => row.map((c) => quote(neutralise(c))).join(separator);
  return BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}

/** Tab-separated, for pasting into a spreadsheet: tabs and line breaks inside cells become spaces. */
export function toTsv(header: string[], rows: Cell[][]): string {
  const cell = (c: Cell) => neutralise(c).replace(/[\t\r\n]+/g, ' ');
  return [header, ...rows].map((r) => r.map(cell).join('\t')).join('\n') + '\n';
}
