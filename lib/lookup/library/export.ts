import { toCsv, toTsv, type Cell } from './csv';
import { toXlsx, XLSX_MIME } from './xlsx';
import { ENTITY_KINDS, type EntityKind } from './types';
import type { ExportRow } from './threads';
import { ownerText } from './names';
import { definedOnly } from '../../util/defined';
import { PHOTO_COLUMNS } from './export-photo';
import type { Column, ExportEntity } from './export-column';

/**
 * What an export holds, column by column, and the file it makes. Built in the page that asks
 * (lib/ui loads this module only when exporting), from the rows the background collected: the
 * worker never carries the file building. The columns of each list are stable (documented in
 * docs/export-columns.md, which a test compares with these tables); every row ends with its
 * provenance: when it was fetched, what the answer cost, the service's request id, the call.
 */

type Data = Record<string, unknown>;

const str = (v: unknown): Cell => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined);
const num = (v: unknown): Cell => (typeof v === 'number' ? v : undefined);
const list = (v: unknown): Cell => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').join('; ') : undefined);
const field = (path: string) => (e: ExportEntity): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Data)[k] : undefined), e.data);
const col = (name: string, path: string, as: (v: unknown) => Cell = str): Column<ExportEntity> => ({ name, value: (e) => as(field(path)(e)) });
export const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

/** The whole title: the library keeps a long text's first words with an ellipsis as its title. */
function fullTitle(e: ExportEntity): string {
  const cut = e.title.endsWith('…') ? e.title.slice(0, -1) : null;
  return cut !== null && e.text?.startsWith(cut) ? e.text : e.title;
}

const PROVENANCE: Column<ExportEntity>[] = [
  { name: 'fetched_at', value: (e) => iso(e.fetchedAt) },
  { name: 'credits', value: (e) => e.source.creditsCharged },
  { name: 'request_id', value: (e) => e.source.requestId },
  { name: 'operation', value: (e) => e.source.operationId },
  { name: 'source_link', value: (e) => e.source.params.link ?? e.url },
];

const id: Column<ExportEntity> = { name: 'id', value: (e) => e.id };

const COMMENT: Column<ExportEntity>[] = [
  { name: 'type', value: (e) => e.kind },
  id,
  { name: 'parent_id', value: (_e, parent) => parent },
  col('author_name', 'author.name'),
  col('author_id', 'author.id'),
  col('author_url', 'author.url'),
  col('text', 'text'),
  col('time', 'time'),
  col('reactions', 'reactions', num),
  col('replies', 'replies', num),
];

export const EXPORT_COLUMNS: Record<EntityKind | 'mixed', Column<ExportEntity>[]> = {
  page: [id, col('name', 'name'), col('url', 'url'), col('categories', 'categories', list), col('followers', 'followers', num),
    col('likes', 'likes', num), col('bio', 'bio'), col('website', 'website'), col('email', 'email'), col('phone', 'phone'),
    col('address', 'address'), col('rating', 'rating'), col('ad_page_id', 'adPageId'), col('verified', 'verified')],
  group: [id, col('name', 'name'), col('url', 'url'), col('members', 'members', num), col('privacy', 'privacy'),
    col('description', 'description'), col('posts_last_day', 'postsLastDay', num), col('posts_last_month', 'postsLastMonth', num),
    col('created', 'createdTime')],
  post: [id, col('url', 'url'), col('text', 'text'), col('author_name', 'author.name'), col('author_id', 'author.id'),
    col('time', 'time'), col('reactions', 'reactions.total', num), col('comments', 'comments', num), col('shares', 'shares', num),
    { name: 'media', value: (e) => (Array.isArray(e.data.media) ? e.data.media.length : undefined) }],
  comment: COMMENT,
  reply: COMMENT,
  video: [id, col('url', 'url'), col('title', 'title'), col('text', 'text'), col('owner_name', 'owner.name'), col('owner_id', 'owner.id'),
    col('duration_sec', 'durationSec', num), col('views', 'views', num), col('reactions', 'reactions.total', num), col('time', 'time')],
  reel: [id, col('url', 'url'), col('text', 'text'), col('views', 'views', num), col('duration_sec', 'durationSec', num), col('time', 'time')],
  attachment: [id, { name: 'post', value: (e) => ownerText(e.owner) }, col('type', 'type'), col('url', 'url'),
    col('thumbnail', 'thumbnail'), col('width', 'width', num), col('height', 'height', num)],
  ad: [id, col('page_name', 'pageName'), col('page_id', 'pageId'), col('title', 'title'), col('body', 'body'), col('start_date', 'startDate'),
    col('end_date', 'endDate'), col('active', 'active'), col('platforms', 'platforms', list), col('countries', 'countries', list),
    col('impressions', 'impressions'), col('snapshot_url', 'snapshotUrl')],
  advertiser: [col('page_id', 'pageId'), col('name', 'name'), col('category', 'category'), col('location', 'location'),
    col('total_ads', 'totalAds', num), col('verified', 'verified'), col('url', 'url')],
  search_result: [col('result_type', 'resultType'), { name: 'id', value: (e) => str(e.data.id) }, { name: 'name', value: (e) => e.title },
    col('url', 'url'), col('text', 'text'), col('category', 'category'), col('followers', 'followers', num), col('author', 'author'),
    col('reactions', 'reactions', num), col('comments', 'comments', num), col('shares', 'shares', num), col('views', 'views', num)],
  location: [col('uid', 'uid'), col('name', 'name'), col('address', 'address')],
  listing: [id, col('title', 'title'), col('url', 'url'), col('price', 'price.amount', num), col('currency', 'price.currency'),
    col('condition', 'condition'), col('city', 'location.city'), col('latitude', 'location.coordinates.latitude', num),
    col('longitude', 'location.coordinates.longitude', num), col('seller_name', 'seller.name'), col('seller_id', 'seller.id'),
    col('created', 'createdTime'), col('description', 'description')],
  seller: [id, col('name', 'name'), col('url', 'url'), col('rating', 'rating', num), col('reviews', 'reviewCount', num),
    col('joined', 'joined'), col('location', 'location')],
  ...PHOTO_COLUMNS,
  mixed: [{ name: 'kind', value: (e) => e.kind }, id, { name: 'title', value: fullTitle }, { name: 'text', value: (e) => e.text },
    { name: 'url', value: (e) => e.url }, { name: 'owner', value: (e, parent) => parent ?? ownerText(e.owner) }, { name: 'time', value: (e) => iso(e.time) }],
};

export function columnsFor(entities: ExportEntity[]): { kind: EntityKind | 'mixed'; columns: Column<ExportEntity>[] } {
  const kinds = new Set(entities.map((e) => (e.kind === 'reply' ? 'comment' : e.kind)));
  const kind = kinds.size === 1 ? ([...kinds][0] as EntityKind) : 'mixed';
  return { kind, columns: [...EXPORT_COLUMNS[kind], ...PROVENANCE] };
}

/** Column names of each export, for the documentation check. */
export function exportHeaders(kind: EntityKind | 'mixed'): string[] {
  return [...EXPORT_COLUMNS[kind], ...PROVENANCE].map((c) => c.name);
}

/** The formats written as text; XLSX is a zip, built apart (`entitiesXlsx`; the ledger's in ledger-export.ts). */
export type TextFormat = 'csv' | 'json' | 'tsv' | 'jsonl';
export type ExportFormat = TextFormat | 'xlsx';

export interface TextFile {
  filename: string;
  mime: string;
  text: string;
  rows: number;
}

export interface XlsxFile {
  filename: string;
  mime: string;
  blob: Blob;
  rows: number;
}

export type ExportFile = TextFile | XlsxFile;

function table(rows: ExportRow[]): { header: string[]; cells: Cell[][]; kind: EntityKind | 'mixed' } {
  const { kind, columns } = columnsFor(rows.map((r) => r.entity));
  const cells = rows.map(({ entity, parent }) => columns.map((c) => c.value(entity, parent)));
  const header = columns.map((c) => c.name);
  // A board's rows: its note and tags after the kind's own columns (tags joined by ", ").
  if (rows.some((r) => r.annotation)) {
    header.push('note', 'tags');
    rows.forEach((r, i) => cells[i]!.push(r.annotation?.note ?? '', r.annotation?.tags.join(', ') ?? ''));
  }
  return { header, cells, kind };
}

/** What a file holds, as a file name (and an XLSX's sheet name) can say it. */
const safeName = (what: string) => what.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'library';

/** `comments-<post id>-2026-11-23.csv`: what it holds, and the day it was made. */
export function exportName(what: string, format: ExportFormat, now: number): string {
  return `${safeName(what)}-${new Date(now).toISOString().slice(0, 10)}.${format}`;
}

/** The CSV's table as an XLSX file, its sheet named after what it holds. */
export async function xlsxFile(name: string, now: number, header: string[], cells: Cell[][]): Promise<XlsxFile> {
  const blob = await toXlsx(safeName(name), header, cells);
  return { filename: exportName(name, 'xlsx', now), mime: XLSX_MIME, blob, rows: cells.length };
}

/** One item as the JSON exports write it: its kept data exactly, and where and when it was bought. */
function item({ entity: e, parent, annotation }: ExportRow) {
  return {
    kind: e.kind, id: e.id, ...(parent ? { parentId: parent } : {}), title: fullTitle(e), ...(e.url ? { url: e.url } : {}),
    ...definedOnly({ owner: parent ?? ownerText(e.owner) }), data: e.data,
    provenance: { ...e.source, fetchedAt: iso(e.source.fetchedAt) },
    ...(annotation ? { note: annotation.note, tags: [...annotation.tags] } : {}),
  };
}

/**
 * The first line of a JSON Lines export ("for AI clients"): what every other line is, so a model
 * or a loader reading the file needs nothing else. Each further line is one entity.
 */
export function jsonlSchema(now: number, count: number) {
  return {
    record: 'schema',
    format: 'social-lookup.library.jsonl/1',
    exportedAt: iso(now),
    count,
    note:
      'Each line after this one is one entity kept in the Social Lookup library, as the data service answered it. ' +
      `record: "entity". kind: one of ${ENTITY_KINDS.join(', ')}. ` +
      'id: the service\'s id. parentId: for a reply, the comment it answers. title, url. owner: what it belongs to. ' +
      'data: the kept fields exactly (numbers unrounded, times as ISO 8601 in UTC or as the service wrote them). ' +
      'provenance: operationId and params of the call that fetched it, fetchedAt, creditsCharged for that whole answer, requestId.',
  };
}

export function exportEntities(
  rows: ExportRow[],
  format: TextFormat,
  name: string,
  now: number,
): TextFile {
  const filename = exportName(name, format, now);
  if (format === 'json') {
    const items = rows.map((row) => ({ ...item(row), versions: row.entity.versions.map((v) => ({ ...v, fetchedAt: iso(v.fetchedAt) })) }));
    return { filename, mime: 'application/json', text: JSON.stringify({ exportedAt: iso(now), count: items.length, items }, null, 2), rows: items.length };
  }
  if (format === 'jsonl') {
    const lines = [JSON.stringify(jsonlSchema(now, rows.length)), ...rows.map((row) => JSON.stringify({ record: 'entity', ...item(row) }))];
    return { filename, mime: 'application/x-ndjson', text: `${lines.join('\n')}\n`, rows: rows.length };
  }
  const t = table(rows);
  const text = format === 'csv' ? toCsv(t.header, t.cells) : toTsv(t.header, t.cells);
  return { filename, mime: format === 'csv' ? 'text/csv;charset=utf-8' : 'text/tab-separated-values;charset=utf-8', text, rows: rows.length };
}

/** The same rows and columns as `exportEntities(rows, 'csv', …)`, as an XLSX file. */
export function entitiesXlsx(rows: ExportRow[], name: string, now: number): Promise<XlsxFile> {
  const t = table(rows);
  return xlsxFile(name, now, t.header, t.cells);
}
