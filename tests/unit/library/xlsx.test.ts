import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { DomUtils, parseDocument } from 'htmlparser2';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { entitiesXlsx, exportEntities, exportHeaders } from '../../../lib/lookup/library/export';
import { LEDGER_COLUMNS, ledgerXlsx } from '../../../lib/lookup/library/ledger-export';

const LINK = 'https://www.social.example/northwindgames/posts/2257188721032235?comment_id=1';
import { sheetName, toXlsx, XLSX_CELL_MAX, XLSX_MIME } from '../../../lib/lookup/library/xlsx';
import { zip } from '../../../scripts/xlsx-zip';
import { xlsxZipOnMainThread } from '../../../scripts/xlsx-zip-plugin';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { keptThread, T0 } from './helpers';

/**
 * XLSX files read back the way a spreadsheet would: unzipped (fflate), their XML parsed
 * (htmlparser2), each cell's type and value taken from the sheet and its shared strings.
 */

type Read = { kind: 'text'; value: string } | { kind: 'number'; value: number };

interface Workbook {
  files: Unzipped;
  sheetXml: string;
  sheetName: string;
  /** Rows by their number (1 is the header), cells by their column letter. */
  rows: Map<number, Map<string, Read>>;
  bold: (cellRef: string) => boolean;
}

async function read(blob: Blob): Promise<Workbook> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect(strFromU8(bytes.subarray(0, 2))).toBe('PK');
  const files = unzipSync(bytes);
  const xml = (name: string) => parseDocument(strFromU8(files[name]!), { xmlMode: true });
  const shared = files['xl/sharedStrings.xml']
    ? DomUtils.getElementsByTagName('si', xml('xl/sharedStrings.xml')).map((si) => DomUtils.getElementsByTagName('t', si).map((t) => DomUtils.textContent(t)).join(''))
    : [];
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const sheet = xml('xl/worksheets/sheet1.xml');
  const styles = xml('xl/styles.xml');
  const fonts = DomUtils.getElementsByTagName('font', styles);
  const xfs = DomUtils.getElementsByTagName('xf', DomUtils.getElementsByTagName('cellXfs', styles)[0]!);
  const rows = new Map<number, Map<string, Read>>();
  const styleOf = new Map<string, number>();
  for (const row of DomUtils.getElementsByTagName('row', sheet)) {
    const cells = new Map<string, Read>();
    for (const c of DomUtils.getElementsByTagName('c', row)) {
      const ref = c.attribs.r!;
      styleOf.set(ref, Number(c.attribs.s ?? 0));
      const v = DomUtils.getElementsByTagName('v', c)[0];
      const t = c.attribs.t;
      if (t === 's') cells.set(ref.replace(/\d+$/, ''), { kind: 'text', value: shared[Number(DomUtils.textContent(v!))]! });
      else if (t === 'inlineStr' || t === 'str') cells.set(ref.replace(/\d+$/, ''), { kind: 'text', value: DomUtils.textContent(c) });
      else if (t === undefined || t === 'n') cells.set(ref.replace(/\d+$/, ''), { kind: 'number', value: Number(DomUtils.textContent(v!)) });
      else throw new Error(`unexpected cell type ${t} at ${ref}`);
    }
    rows.set(Number(row.attribs.r), cells);
  }
  const name = DomUtils.getElementsByTagName('sheet', xml('xl/workbook.xml'))[0]!.attribs.name!;
  const bold = (ref: string) => {
    const font = fonts[Number(xfs[styleOf.get(ref) ?? 0]?.attribs.fontId ?? 0)];
    return !!font && DomUtils.getElementsByTagName('b', font).length > 0;
  };
  return { files, sheetXml, sheetName: name, rows, bold };
}

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A row's cells in column order, '' where the sheet has none, as text the way the CSV writes them. */
const asText = (cells: Map<string, Read> | undefined, width: number) =>
  Array.from({ length: width }, (_, i) => {
    const c = cells?.get(COLUMNS[i]!);
    return c === undefined ? '' : String(c.value);
  });

describe('XLSX cells', () => {
  it('writes text as text (as is, never a formula), numbers as numbers, empty cells as none', async () => {
    const long = 'ä'.repeat(XLSX_CELL_MAX + 5000);
    const header = ['text', 'formula_like', 'count', 'share', 'empty', 'blank', 'flag', 'long'];
    const rows = [
      ['Zoë · café, "quoted"\nline two', '=HYPERLINK("http://x.example","y")', 1200, -3.5, undefined, '', true, long],
      ['<b>&amp;</b>', '+1+1', 0, Number.NaN, null, '@SUM(A1)', false, '😀'.repeat(20_000)],
    ];
    const book = await read(await toXlsx('comments-1234567890123456', header, rows));

    // The header: the columns given, bold, in a frozen first row.
    expect(asText(book.rows.get(1), header.length)).toEqual(header);
    for (const col of COLUMNS.slice(0, header.length)) expect(book.bold(`${col}1`)).toBe(true);
    expect(book.bold('A2')).toBe(false);
    expect(book.sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);

    const first = book.rows.get(2)!;
    expect(first.get('A')).toEqual({ kind: 'text', value: 'Zoë · café, "quoted"\nline two' });
    // Text cells hold the text as is: no leading apostrophe as in the CSV, and no formula.
    expect(first.get('B')).toEqual({ kind: 'text', value: '=HYPERLINK("http://x.example","y")' });
    expect(first.get('C')).toEqual({ kind: 'number', value: 1200 });
    expect(first.get('D')).toEqual({ kind: 'number', value: -3.5 });
    expect(first.has('E')).toBe(false);
    expect(first.has('F')).toBe(false);
    expect(first.get('G')).toEqual({ kind: 'text', value: 'true' });
    // A text longer than a cell holds is cut at Excel's limit…
    expect(first.get('H')).toEqual({ kind: 'text', value: long.slice(0, XLSX_CELL_MAX) });

    const second = book.rows.get(3)!;
    expect(second.get('A')).toEqual({ kind: 'text', value: '<b>&amp;</b>' });
    expect(second.get('B')).toEqual({ kind: 'text', value: '+1+1' });
    expect(second.get('C')).toEqual({ kind: 'number', value: 0 });
    expect(second.has('D')).toBe(false);
    expect(second.get('F')).toEqual({ kind: 'text', value: '@SUM(A1)' });
    expect(second.get('G')).toEqual({ kind: 'text', value: 'false' });
    // … never inside an emoji (two UTF-16 units).
    const emoji = (second.get('H') as { value: string }).value;
    expect(emoji.length).toBe(XLSX_CELL_MAX - 1);
    expect(emoji).toBe('😀'.repeat((XLSX_CELL_MAX - 1) / 2));

    expect(book.sheetXml).not.toMatch(/<f[\s>/]/);
    expect(book.sheetName).toBe('comments-1234567890123456');
  });

  it('names the sheet as Excel allows: at most 31 characters, none of []:*?/\\, no quote at an end', () => {
    expect(sheetName('comments-1234567890123456')).toBe('comments-1234567890123456');
    expect(sheetName('search: [cosy]/games*?\\x')).toBe('search- -cosy-games-x');
    expect(sheetName('posts-'.padEnd(40, 'x'))).toHaveLength(31);
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('')).toBe('Export');
  });

  it('zips on the calling thread, large files too (no Worker)', () => {
    const big = new TextEncoder().encode('<row>'.repeat(100_000));
    let out: Uint8Array | null = null;
    zip({ 'xl/worksheets/sheet1.xml': big }, (err, data) => {
      expect(err).toBeNull();
      out = data;
    });
    // Done before `zip` returned: nothing was handed to a Worker.
    expect(out).not.toBeNull();
    expect(strFromU8(unzipSync(out!)['xl/worksheets/sheet1.xml']!)).toBe('<row>'.repeat(100_000));
  });

  it("gives that zip to write-excel-file's imports of fflate only (the build's plugin)", () => {
    const resolve = xlsxZipOnMainThread().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('fflate', '/app/node_modules/write-excel-file/modules/write/writeXlsxFile.js')).toMatch(/[\\/]scripts[\\/]xlsx-zip\.ts$/);
    expect(resolve('fflate', '/app/lib/lookup/library/xlsx.ts')).toBeNull();
    expect(resolve('papaparse', '/app/node_modules/write-excel-file/modules/index.js')).toBeNull();
  });
});

describe('XLSX exports from the library', () => {
  const threadRows = async () => (await keptThread()).collect({ owner: 'post:1234567890123456', kind: 'comment' });

  it("holds a post's comments with the CSV's columns and values, named like it", async () => {
    const rows = await threadRows();
    const file = await entitiesXlsx(rows, 'comments-1234567890123456', T0);
    expect(file.filename).toBe(`comments-1234567890123456-${new Date(T0).toISOString().slice(0, 10)}.xlsx`);
    expect(file.mime).toBe(XLSX_MIME);
    expect(file.rows).toBe(4);
    const book = await read(file.blob);
    const header = exportHeaders('comment');
    expect(asText(book.rows.get(1), header.length)).toEqual(header);
    expect(book.rows.size).toBe(1 + 4);

    // Every cell as the CSV of the same rows has it (this fixture has no text the CSV neutralises).
    const csv = Papa.parse<string[]>(exportEntities(rows, 'csv', 'comments-1234567890123456', T0).text.slice(1), { skipEmptyLines: true }).data;
    for (let r = 1; r < csv.length; r++) expect(asText(book.rows.get(r + 1), header.length), `row ${r}`).toEqual(csv[r]);
    // Numbers are numbers, ids and times text.
    const col = (name: string) => COLUMNS[header.indexOf(name)]!;
    expect(book.rows.get(2)!.get(col('reactions'))).toEqual({ kind: 'number', value: 1200 });
    expect(book.rows.get(2)!.get(col('credits'))).toEqual({ kind: 'number', value: 1 });
    expect(book.rows.get(2)!.get(col('fetched_at'))).toEqual({ kind: 'text', value: new Date(T0).toISOString() });
    expect(book.rows.get(3)!.get(col('parent_id'))).toEqual({ kind: 'text', value: 'Y29tbWVudDox' });
    expect(book.sheetXml).not.toMatch(/<f[\s>/]/);
  });

  it("a board's rows carry their note and tags: the last two columns of the CSV and the XLSX, and in the JSON", async () => {
    const rows = (await threadRows()).map((r, i) => (i === 0 ? { ...r, annotation: { note: 'Ask them, "=1+1" is\ntheir line', tags: ['rival', 'launch'] } } : r));
    const header = [...exportHeaders('comment'), 'note', 'tags'];
    const csv = Papa.parse<string[]>(exportEntities(rows, 'csv', 'board-Competitors', T0).text.slice(1), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(header);
    // The note exactly as written, only kept from being read as a formula.
    expect(csv[1]!.slice(-2)).toEqual(['Ask them, "=1+1" is\ntheir line', 'rival, launch']);
    expect(csv[2]!.slice(-2)).toEqual(['', '']);
    const book = await read((await entitiesXlsx(rows, 'board-Competitors', T0)).blob);
    expect(asText(book.rows.get(1), header.length)).toEqual(header);
    expect(asText(book.rows.get(2), header.length).slice(-2)).toEqual(['Ask them, "=1+1" is\ntheir line', 'rival, launch']);
    const json = JSON.parse(exportEntities(rows, 'json', 'board-Competitors', T0).text) as { items: { note?: string; tags?: string[] }[] };
    expect(json.items[0]).toMatchObject({ note: 'Ask them, "=1+1" is\ntheir line', tags: ['rival', 'launch'] });
    expect(json.items[1]).not.toHaveProperty('note');
  });

  it('exports the ledger, newest first', async () => {
    const entries: LedgerEntry[] = [
      { time: T0, operationId: 'social_get_post_details', summary: 'link=…/p/1', params: { link: LINK }, status: 200, creditsCharged: 1, requestId: 'r1', fromCache: false, attempt: 1 },
      { time: T0 + 1, operationId: 'social_get_post_details', summary: 'link=…/p/1', status: 'cached', creditsCharged: 1, fromCache: true, attempt: 0 },
    ];
    const file = await ledgerXlsx(entries, T0);
    expect(file.filename).toBe('ledger-2026-11-20.xlsx');
    const book = await read(file.blob);
    expect(book.sheetName).toBe('ledger');
    const header = asText(book.rows.get(1), LEDGER_COLUMNS.length);
    expect(header).toEqual(LEDGER_COLUMNS.map((c) => c.name));
    const credits = COLUMNS[header.indexOf('credits')]!;
    expect([2, 3].map((r) => book.rows.get(r)!.get(credits))).toEqual([{ kind: 'number', value: 0 }, { kind: 'number', value: 1 }]);
    // The call's parameters exactly as sent, not the label.
    const params = book.rows.get(3)!.get(COLUMNS[header.indexOf('parameters')]!);
    expect(params?.kind === 'text' && JSON.parse(params.value)).toEqual({ link: LINK });
    expect(book.rows.get(3)!.get(COLUMNS[header.indexOf('time')]!)).toEqual({ kind: 'text', value: new Date(T0).toISOString() });
  });
});
