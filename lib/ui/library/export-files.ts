import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExportFile, ExportFormat } from '../../lookup/library/export';
import type { AsideRecord } from '../../lookup/ledger';
import type { ExportRow, RowAnnotation } from '../../lookup/library/threads';
import { definedOnly } from '../../util/defined';
import type { LedgerEntry } from '../../lookup/types';
import type { LibraryQueryInput } from '../../messaging/protocol';
import type { ListCall } from '../requests/paged-lists';
import { useUi } from '../app/context';
import { keys } from '../requests/query-client';
import { t } from '../i18n/catalogue';
import { copyText } from './clipboard';
import { isJobUseCase, jobNoun } from '../jobs/job-text';
import '../i18n/words/library';

/** What kinds and owners are called in file names (small: loaded with the page, not with the export). */
export { ownerText, pluralOf } from '../../lookup/library/names';

/**
 * Builds an export file here, in the page: the background sends the rows, and the file building
 * (columns, CSV, JSON; the XLSX writer in a chunk of its own) is loaded only when exporting, so neither the worker nor a page's first
 * load carries it.
 */
export async function buildExport(rows: ExportRow[], format: ExportFormat, name: string): Promise<ExportFile> {
  const { exportEntities, entitiesXlsx } = await import('../../lookup/library/export');
  return format === 'xlsx' ? entitiesXlsx(rows, name, Date.now()) : exportEntities(rows, format, name, Date.now());
}

async function buildLedgerExport(entries: LedgerEntry[], format: ExportFormat): Promise<ExportFile> {
  const { exportLedger, ledgerXlsx } = await import('../../lookup/library/ledger-export');
  return format === 'xlsx' ? ledgerXlsx(entries, Date.now()) : exportLedger(entries, format, Date.now());
}

async function buildAsideExport(records: AsideRecord[]): Promise<ExportFile> {
  const { exportAside } = await import('../../lookup/library/ledger-export');
  return exportAside(records, Date.now());
}

export type { ExportFormat };

/**
 * The name of a list's file: its items' noun, the same in every language (the use-case table's
 * plural: `comments`, `pages`), and what it is of, as people know it (the last part
 * of the link, often the post's or page's id; the search words; the advertiser).
 */
export function listFileName(useCase: string, input: Record<string, unknown>): string {
  const noun = isJobUseCase(useCase) ? jobNoun(useCase) : 'items';
  const text = (k: string) => (typeof input[k] === 'string' && (input[k] as string).trim()) || undefined;
  const link = text('link') ?? text('url');
  const tail = link?.replace(/[?#].*$/, '').split('/').filter(Boolean).at(-1);
  const of = tail ?? text('query') ?? text('category_url') ?? text('ad_page_id') ?? text('page_id');
  return of ? `${noun}-${of}` : noun;
}

/** Records the ledger could not read and kept aside (free: read from storage by the background). */
export function useLedgerAside(): { records: AsideRecord[]; reload(): void } {
  const { env } = useUi();
  const q = useQuery({ queryKey: [...keys.ledger, 'aside'], queryFn: async () => {
    const records = await env.api.ledgerAside();
    return Array.isArray(records) ? records : [];
  } });
  return { records: q.data ?? [], reload: () => void q.refetch() };
}

/** Saves an export through the downloads API (a link click where there is none, as in tests). */
export async function saveFile(file: ExportFile): Promise<void> {
  const blob = 'blob' in file ? file.blob : new Blob([file.text], { type: file.mime });
  const url = URL.createObjectURL(blob);
  const api = (globalThis as { chrome?: { downloads?: { download(o: { url: string; filename: string; saveAs?: boolean }): Promise<number> } } }).chrome?.downloads;
  try {
    if (api?.download) {
      await api.download({ url, filename: file.filename, saveAs: false });
    } else {
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      a.click();
    }
  } finally {
    // The download has its own copy once started.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** Export and copy actions of one list, with a short status line for the view. */
export function useExport() {
  const { env } = useUi();
  const [status, setStatus] = useState<string | null>(null);
  /** Builds the file, then copies it (a table, "tsv") or saves it, and says which. */
  const deliver = useCallback(async (make: () => Promise<ExportFile>, format: ExportFormat) => {
    setStatus(t('library.exporting.preparing'));
    try {
      const file = await make();
      if ('text' in file && format === 'tsv') {
        setStatus((await copyText(file.text)) ? t('library.exporting.copied', { rows: file.rows }) : t('library.exporting.clipboardRefused'));
      } else {
        await saveFile(file);
        setStatus(t('library.exporting.saved', { filename: file.filename, rows: file.rows }));
      }
    } catch (e) {
      setStatus(t('library.exporting.failed', { error: String((e as Error)?.message ?? e) }));
    }
  }, []);
  /** A query's rows; `annotation` adds a board item's note and tags to its row (by entity uid). */
  const exportQuery = useCallback(
    (query: Omit<LibraryQueryInput, 'limit' | 'before'>, format: ExportFormat, name: string, annotation?: (uid: string) => RowAnnotation | undefined) =>
      deliver(async () => {
        const rows = (await env.api.libraryExport({ query })).rows;
        return buildExport(annotation ? rows.map((r) => definedOnly({ ...r, annotation: annotation(r.entity.uid) })) : rows, format, name);
      }, format),
    [env, deliver],
  );
  const exportLedger = useCallback(
    (format: ExportFormat) => deliver(async () => buildLedgerExport(await env.api.getLedger(), format), format),
    [env, deliver],
  );
  /** What a list of the side panel loaded: the items of its pages' kept answers, nothing else. */
  const exportCalls = useCallback(
    (calls: ListCall[], format: ExportFormat, name: string) =>
      deliver(async () => buildExport((await env.api.answersExport({ calls })).rows, format, name), format),
    [env, deliver],
  );
  /** The records the ledger set aside, raw, as JSON. */
  const exportAside = useCallback(() => deliver(async () => buildAsideExport(await env.api.ledgerAside()), 'json'), [env, deliver]);
  return { status, exportQuery, exportLedger, exportCalls, exportAside };
}
