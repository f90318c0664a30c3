import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, neutralise, toCsv, toTsv } from '../../../lib/lookup/library/csv';
import { EXPORT_COLUMNS, exportEntities, exportHeaders, exportName } from '../../../lib/lookup/library/export';
import { exportLedger, LEDGER_COLUMNS } from '../../../lib/lookup/library/ledger-export';
import { ownerText, pluralOf } from '../../../lib/lookup/library/names';
import { ENTITY_KINDS } from '../../../lib/lookup/library/types';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { keptThread, T0, THREAD_POST } from './helpers';

const parse = (csv: string) => {
  expect(csv.startsWith(BOM)).toBe(true);
  const out = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
  expect(out.errors).toEqual([]);
  return out.data;
};

describe('CSV', () => {
  it('round-trips commas, quotes, line breaks and accents through an independent parser', () => {
    const rows = [['a,b', 'say "hi"', 'line\r\nbreak', 'Zoë · café', 42, undefined, true]];
    const csv = toCsv(['one', 'two', 'three', 'four', 'five', 'six', 'seven'], rows);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven'],
      ['a,b', 'say "hi"', 'line\r\nbreak', 'Zoë · café', '42', '', 'true'],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const evil = ['=HYPERLINK("http://x.example","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'];
    const parsed = parse(toCsv(['c1', 'c2', 'c3', 'c4', 'c5', 'c6'], [evil]));
    // The CR starts the cell and, read as a line break, the part after it: both are guarded.
    expect(parsed[1]).toEqual([...evil.slice(0, 5).map((e) => `'${e}`), "'\r'=1"]);
    // Numbers stay numbers, negative ones too; plain text is untouched.
    expect(neutralise(-3)).toBe('-3');
    expect(neutralise('hello = world')).toBe('hello = world');
  });

  it('copies as a table: tab-separated, one line per row, no breaks inside cells', () => {
    expect(toTsv(['a', 'b'], [['x\ty', 'multi\nline'], ['=1', 2]])).toBe("a\tb\nx y\tmulti line\n'=1\t2\n");
  });
});

describe('CSV opened by a spreadsheet that splits on another separator', () => {
  const SEPARATORS = [',', ';', '\t'] as const;
  const NASTY = [
    'x;@SUM(A1:A9)', 'a,=1+1', 'tab\there', '\t-2', 'say "hi"; -3', 'line\n=cmd', '+41 22 000', 'plain', 'x; =1', ' @x',
    'a;b,c', 'cr\r@x', 'q"uote', '=HYPERLINK("http://x.example")', 'x\t+1',
  ];
  const header = NASTY.map((_, i) => `c${i}`);
  // A number (written as a number) is a value, not a formula.
  const starts = (field: string) => /^[=+\-@\t\r]/.test(field.replace(/^ +/, '')) && !/^-?\d+(\.\d+)?$/.test(field);
  const lines = (csv: string) => csv.slice(1).split(/\r\n|\n|\r/);

  it('neutralises every part a cut at a separator or line break could start', () => {
    expect(neutralise('x;@SUM(A1:A9)')).toBe("x;'@SUM(A1:A9)");
    expect(neutralise('a,=1+1')).toBe("a,'=1+1");
    expect(neutralise('x; =1')).toBe("x; '=1");
    expect(neutralise(' @x')).toBe("' @x");
    expect(neutralise('line\n=cmd')).toBe("line\n'=cmd");
    expect(neutralise('a;b,c')).toBe('a;b,c');
  });

  for (const written of SEPARATORS) {
    it(`written with ${JSON.stringify(written)}: read back exactly with it, and no field starts a formula with any separator`, () => {
      const csv = toCsv(header, [NASTY, [42, -3, 'ok']], written);
      // The same separator: every value exactly (the guard's `'` included), numbers as written.
      const same = Papa.parse<string[]>(csv.slice(1), { delimiter: written, skipEmptyLines: true });
      expect(same.errors).toEqual([]);
      expect(same.data).toEqual([header, NASTY.map((v) => neutralise(v)), ['42', '-3', 'ok']]);
      for (const read of SEPARATORS) {
        // A parser that honours quotes, and a spreadsheet that does not (a quote not at a field's start is text).
        const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: read, skipEmptyLines: true }).data.flat();
        const naive = lines(csv).flatMap((l) => l.split(read));
        for (const field of [...parsed, ...naive]) expect(starts(field), `${JSON.stringify(field)} read with ${JSON.stringify(read)}`).toBe(false);
      }
    });
  }

  it('quotes every cell holding a separator, a quote or a line break', () => {
    const csv = toCsv(['h'], [['a;b'], ['a\tb'], ['a,b'], ['a"b'], ['a\nb'], ['plain']]);
    expect(lines(csv).slice(1, 6)).toEqual(['"a;b"', '"a\tb"', '"a,b"', '"a""b"', '"a']);
    expect(csv).toContain('\r\nplain\r\n');
  });
});

describe('exports from the library', () => {
  it("exports a post's comments with their replies under them, with the documented columns", async () => {
    const library = await keptThread();
    // The background collects the rows; the page builds the file from them.
    const file = exportEntities(await library.collect({ owner: 'post:1234567890123456', kind: 'comment' }), 'csv', 'comments-1234567890123456', T0);
    expect(file.filename).toBe(`comments-1234567890123456-${new Date(T0).toISOString().slice(0, 10)}.csv`);
    expect(file.mime).toContain('text/csv');
    const [header, ...rows] = parse(file.text);
    expect(header).toEqual(exportHeaders('comment'));
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('type')], r[col('text')], r[col('parent_id')]])).toEqual([
      ['comment', 'Congrats on the launch!', ''],
      ['reply', 'Thank you!', 'Y29tbWVudDox'],
      ['reply', 'Same here', 'Y29tbWVudDox'],
      ['comment', 'Day one purchase.', ''],
    ]);
    expect(rows[0]![col('request_id')]).toBe('req-social_get_post_comments');
    expect(rows[1]![col('request_id')]).toBe('req-social_get_comment_replies');
    expect(rows[0]![col('fetched_at')]).toBe(new Date(T0).toISOString());
    expect(rows[0]![col('credits')]).toBe('1');
    expect(rows[0]![col('source_link')]).toBe(THREAD_POST);
    expect(rows[0]![col('reactions')]).toBe('1200');
  });

  it('replies exported without their comments keep the comment they answer, in a file called replies-…', async () => {
    const library = await keptThread();
    const file = exportEntities(await library.collect({ kind: 'reply' }), 'csv', pluralOf('reply'), T0);
    expect(file.filename).toBe('replies-2026-11-20.csv');
    const [header, ...rows] = parse(file.text);
    expect(rows.map((r) => [r[header!.indexOf('type')], r[header!.indexOf('parent_id')]])).toEqual([
      ['reply', 'Y29tbWVudDox'],
      ['reply', 'Y29tbWVudDox'],
    ]);
    expect(ENTITY_KINDS.map(pluralOf)).toEqual(expect.not.arrayContaining([expect.stringMatching(/ys$/)]));
  });

  it("the mixed export's owner is an id, link or search as the user knows it, and its title is whole", async () => {
    const library = await keptThread();
    const rows = await library.collect({});
    const [header, ...cells] = parse(exportEntities(rows, 'csv', 'library', T0).text);
    expect(header).toEqual(exportHeaders('mixed'));
    const col = (name: string) => cells.map((r) => r[header!.indexOf(name)]!);
    expect(col('owner').filter((o) => /^(link|feedback|post|comment|search):/.test(o))).toEqual([]);
    const byKind = (kind: string, name: string) => cells.filter((r) => r[0] === kind).map((r) => r[header!.indexOf(name)]);
    expect(byKind('comment', 'owner')).toEqual(expect.arrayContaining([THREAD_POST]));
    expect(new Set(byKind('reply', 'owner'))).toEqual(new Set(['Y29tbWVudDox']));
    // No title is cut: a long text's title is the text itself.
    const post = rows.find((r) => r.entity.kind === 'post')!.entity;
    const long = exportEntities([{ entity: { ...post, title: `${'word '.repeat(15).slice(0, 79)}…`, text: 'word '.repeat(40) } }, rows.find((r) => r.entity.kind === 'comment')!], 'csv', 'x', T0);
    const [h2, ...r2] = parse(long.text);
    expect(r2[0]![h2!.indexOf('title')]).toBe('word '.repeat(40));
    expect(col('title').filter((t) => t.endsWith('…'))).toEqual([]);
    expect(ownerText('search:pages:cosy games')).toBe('cosy games');
    expect(ownerText('advertiser:777')).toBe('777');
    expect(ownerText('comments')).toBeUndefined();
  });

  it('exports JSON with the data and its provenance', async () => {
    const library = await keptThread();
    const file = exportEntities(await library.collect({ kind: 'post' }), 'json', 'posts', T0);
    const json = JSON.parse(file.text) as { count: number; items: { kind: string; id: string; data: { text: string }; provenance: { requestId: string; fetchedAt: string } }[] };
    expect(json.count).toBe(1);
    expect(json.items[0]).toMatchObject({
      kind: 'post', id: '1234567890123456', data: { text: 'Launch day!' },
      provenance: { requestId: 'req-social_get_post_details', fetchedAt: new Date(T0).toISOString() },
    });
  });

  it('exports JSON Lines for AI clients: a schema line, then one entity a line with its exact data and provenance', async () => {
    const library = await keptThread();
    const rows = await library.collect({ owner: 'post:1234567890123456' });
    // Values a line-based reader must survive: line breaks and a line separator inside a text.
    rows[0]!.entity.data = { ...rows[0]!.entity.data, text: 'two\nlines\u2028and more', exactCount: 1_104_233 };
    const file = exportEntities(rows, 'jsonl', 'comments', T0);
    expect(file.filename).toBe('comments-2026-11-20.jsonl');
    expect(file.mime).toBe('application/x-ndjson');
    const lines = file.text.split('\n');
    expect(lines.pop()).toBe('');
    const [schema, ...entities] = lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(schema).toMatchObject({ record: 'schema', count: rows.length, exportedAt: new Date(T0).toISOString() });
    for (const kind of ENTITY_KINDS) expect(schema!.note).toContain(kind);
    expect(entities).toHaveLength(rows.length);
    entities.forEach((line, i) => {
      const { entity, parent } = rows[i]!;
      expect(line).toEqual({
        record: 'entity', kind: entity.kind, id: entity.id, ...(parent ? { parentId: parent } : {}), title: expect.any(String),
        ...(entity.url ? { url: entity.url } : {}), ...(line.owner !== undefined ? { owner: line.owner } : {}), data: entity.data,
        provenance: { ...entity.source, fetchedAt: new Date(entity.source.fetchedAt).toISOString() },
      });
    });
    expect(entities[0]!.data).toMatchObject({ text: 'two\nlines\u2028and more', exactCount: 1_104_233 });
    expect(entities.some((e) => e.kind === 'reply' && typeof e.parentId === 'string')).toBe(true);
  });

  it('names files after what they hold', () => {
    expect(exportName('comments-123', 'csv', T0)).toBe('comments-123-2026-11-20.csv');
    expect(exportName('search: cosy/games', 'json', T0)).toBe('search-cosy-games-2026-11-20.json');
  });

  it('exports the ledger with each call\'s parameters exactly, ISO times and the documented names', () => {
    const link = 'https://www.social.example/northwindgames/posts/2257188721032235?comment_id=1&x=a,b;c';
    const params = { link, end_cursor: 'AQHRzL1b2c3d4e5f6g7h8i9j0kAQHR' };
    const entries: LedgerEntry[] = [
      { time: T0, operationId: 'social_get_post_comments', summary: 'link=…/northwindgames/posts/2257…', params, status: 200, creditsCharged: 1, requestId: 'r1', fromCache: false, attempt: 1 },
      { time: T0 + 1, operationId: 'social_get_post_details', summary: 'link=…/p/1', status: 'cached', creditsCharged: 1, fromCache: true, attempt: 0 },
      { time: T0 + 2, operationId: 'social_get_post_details', summary: 'link=…/p/1', params: { link }, status: 'interrupted', creditsCharged: 2, fromCache: false, attempt: 0, flightId: 'f1', priceEstimated: true, reportedCharge: '-3' },
    ];
    const [header, ...rows] = parse(exportLedger(entries, 'csv', T0).text);
    expect(header).toEqual(LEDGER_COLUMNS.map((c) => c.name));
    const at = (r: string[], name: string) => r[header!.indexOf(name)];
    expect(rows.map((r) => at(r, 'credits'))).toEqual(['2', '0', '1']);
    // Newest first; the parameters as sent (JSON text), the shortened label beside them.
    expect(JSON.parse(at(rows[2]!, 'parameters')!)).toEqual(params);
    expect(at(rows[2]!, 'label')).toBe('link=…/northwindgames/posts/2257…');
    expect(at(rows[2]!, 'time')).toBe(new Date(T0).toISOString());
    expect(at(rows[1]!, 'parameters')).toBe('');
    expect([at(rows[0]!, 'price_estimated'), at(rows[0]!, 'reported_charge')]).toEqual(['true', "'-3"]);

    const json = JSON.parse(exportLedger(entries, 'json', T0).text) as { exportedAt: string; count: number; items: Record<string, unknown>[] };
    expect(json).toMatchObject({ exportedAt: new Date(T0).toISOString(), count: 3 });
    for (const item of json.items) expect(LEDGER_COLUMNS.map((c) => c.name)).toEqual(expect.arrayContaining(Object.keys(item)));
    expect(json.items[2]).toEqual({
      time: new Date(T0).toISOString(), operation: 'social_get_post_comments', parameters: params, status: 200, credits: 1,
      request_id: 'r1', from_cache: false, attempt: 1, label: 'link=…/northwindgames/posts/2257…',
    });
    expect(json.items[0]).toMatchObject({ status: 'interrupted', price_estimated: true, reported_charge: '-3' });
    expect(json.items[0]).not.toHaveProperty('flightId');
  });
});

describe('docs/export-columns.md', () => {
  it('documents every column of every export, in order', () => {
    const doc = readFileSync(new URL('../../../docs/export-columns.md', import.meta.url), 'utf8');
    for (const kind of Object.keys(EXPORT_COLUMNS) as (keyof typeof EXPORT_COLUMNS)[]) {
      const line = doc.split('\n').find((l) => l.startsWith(`| \`${kind}\``));
      expect(line, kind).toBeDefined();
      const documented = [...line!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).slice(1);
      expect(documented, kind).toEqual(EXPORT_COLUMNS[kind].map((c) => c.name));
    }
  });

  it('lists the ledger\'s fields, in order, here and in the README', () => {
    const names = LEDGER_COLUMNS.map((c) => c.name);
    for (const file of ['../../../docs/export-columns.md', '../../../README.md']) {
      const doc = readFileSync(new URL(file, import.meta.url), 'utf8');
      const line = doc.split('\n').find((l) => l.startsWith('Ledger fields:'));
      expect(line, file).toBeDefined();
      expect([...line!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]), file).toEqual(names);
    }
  });
});
