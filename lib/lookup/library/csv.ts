/**
 * CSV as RFC 4180 writes it (CRLF line ends; fields with a comma, quote, CR or LF quoted, quotes
 * doubled), as UTF-8 with a byte-order mark so spreadsheets read accents. A cell that starts with
 * `= + - @`, a tab or a CR would run as a formula in a spreadsheet: it is prefixed with `'`.
 */

export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
export const BOM = '\uFEFF';

/** Text that a spreadsheet shows as text, never runs. Numbers stay numbers. */
export function neutralise(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  const lines = [header.map((h) => quote(neutralise(h))).join(',')];
  for (const row of rows) lines.push(row.map((c) => quote(neutralise(c))).join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** Tab-separated, for pasting into a spreadsheet: tabs and line breaks inside cells become spaces. */
export function toTsv(header: string[], rows: Cell[][]): string {
  const cell = (c: Cell) => neutralise(c).replace(/[\t\r\n]+/g, ' ');
  return [header, ...rows].map((r) => r.map(cell).join('\t')).join('\n') + '\n';
}
