import type { AsideRecord } from '../ledger-read';
import type { LedgerEntry } from '../types';
import { toCsv, toTsv, type Cell } from './csv';
import { exportName, iso, xlsxFile, type TextFile, type TextFormat, type XlsxFile } from './export';
import type { Column } from './export-column';

/**
 * The ledger as a file: one row per call attempt and per answer served from the library, with the
 * call's parameters exactly as sent (not the shortened label the view shows), times in ISO 8601.
 * CSV, XLSX and JSON use the same field names, the ones docs/export-columns.md and the README list
 * (a test compares them). Records the ledger could not read are exported apart, raw.
 */

/** A stored entry's parameters, only if they are what the recorder writes (text by name). */
function paramsOf(e: LedgerEntry): Record<string, string> | undefined {
  const p: unknown = e.params;
  if (!p || typeof p !== 'object' || Array.isArray(p)) return undefined;
  return Object.values(p).every((v) => typeof v === 'string') ? (p as Record<string, string>) : undefined;
}

interface LedgerField {
  name: string;
  /** The JSON value (undefined: left out). */
  json: (e: LedgerEntry) => unknown;
  /** The CSV/XLSX cell, when it differs from the JSON value. */
  cell?: (e: LedgerEntry) => Cell;
}

const flag = (v: boolean | undefined) => (v ? true : undefined);

const FIELDS: LedgerField[] = [
  { name: 'time', json: (e) => iso(e.time) },
  { name: 'operation', json: (e) => e.operationId },
  // In a table cell the parameters are their JSON text: exact, and read back by any JSON reader.
  { name: 'parameters', json: (e) => paramsOf(e), cell: (e) => (paramsOf(e) ? JSON.stringify(paramsOf(e)) : undefined) },
  { name: 'status', json: (e) => e.status, cell: (e) => String(e.status) },
  { name: 'credits', json: (e) => (e.fromCache ? 0 : e.creditsCharged) },
  { name: 'credits_remaining', json: (e) => e.creditsRemaining },
  { name: 'request_id', json: (e) => e.requestId },
  { name: 'from_cache', json: (e) => e.fromCache },
  { name: 'attempt', json: (e) => e.attempt },
  { name: 'error', json: (e) => e.errorCode },
  { name: 'label', json: (e) => e.summary },
  { name: 'price_estimated', json: (e) => flag(e.priceEstimated) },
  { name: 'reported_charge', json: (e) => e.reportedCharge },
  { name: 'abandoned', json: (e) => flag(e.abandoned) },
];

export const LEDGER_COLUMNS: Column<LedgerEntry>[] = FIELDS.map((f) => ({ name: f.name, value: f.cell ?? ((e) => f.json(e) as Cell) }));

/** One entry as the JSON export writes it: the documented names, nothing internal. */
export function ledgerItem(e: LedgerEntry): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((f) => [f.name, f.json(e)] as const).filter(([, v]) => v !== undefined));
}

const newestFirst = (entries: LedgerEntry[]) => [...entries].sort((a, b) => b.time - a.time);

function ledgerTable(sorted: LedgerEntry[]): { header: string[]; cells: Cell[][] } {
  return { header: LEDGER_COLUMNS.map((c) => c.name), cells: sorted.map((e) => LEDGER_COLUMNS.map((c) => c.value(e))) };
}

export function exportLedger(entries: LedgerEntry[], format: TextFormat, now: number): TextFile {
  const filename = exportName('ledger', format, now);
  const sorted = newestFirst(entries);
  if (format === 'json') {
    const text = JSON.stringify({ exportedAt: iso(now), count: sorted.length, items: sorted.map(ledgerItem) }, null, 2);
    return { filename, mime: 'application/json', text, rows: sorted.length };
  }
  const { header, cells } = ledgerTable(sorted);
  return {
    filename,
    mime: format === 'csv' ? 'text/csv;charset=utf-8' : 'text/tab-separated-values;charset=utf-8',
    text: format === 'csv' ? toCsv(header, cells) : toTsv(header, cells),
    rows: sorted.length,
  };
}

/** The ledger's CSV table as an XLSX file. */
export function ledgerXlsx(entries: LedgerEntry[], now: number): Promise<XlsxFile> {
  const { header, cells } = ledgerTable(newestFirst(entries));
  return xlsxFile('ledger', now, header, cells);
}

/** What the ledger set aside, exactly as stored (each record: when, the key it was under, why, the raw value). */
export function exportAside(records: AsideRecord[], now: number): TextFile {
  const text = JSON.stringify({ exportedAt: iso(now), count: records.length, items: records }, null, 2);
  return { filename: exportName('ledger-unreadable', 'json', now), mime: 'application/json', text, rows: records.length };
}
