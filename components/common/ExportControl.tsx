import { listFileName, useExport, type ExportFormat } from '../../lib/ui/library/export-files';
import type { ListCall } from '../../lib/ui/requests/paged-lists';
import { t } from '../../lib/ui/i18n/catalogue';

/**
 * The one export control of every list (the library's, the ledger, a job's items, each list of
 * the side panel): CSV, XLSX, JSON, "Copy as table" where it fits, and what the last export did.
 */
type FileFormat = Exclude<ExportFormat, 'tsv'>;
// Format names are the same in every language; JSON Lines says what it is for.
const formatLabel = (f: FileFormat): string => (f === 'jsonl' ? t('common.export.jsonl') : f.toUpperCase());

export function ExportControl<F extends FileFormat = 'csv' | 'xlsx' | 'json'>({
  label,
  status,
  onExport,
  copy = true,
  formats = ['csv', 'xlsx', 'json'] as unknown as readonly F[],
}: {
  label: string;
  status: string | null;
  onExport: (format: F | 'tsv') => void;
  /** Offer "Copy as table" (TSV) too. */
  copy?: boolean;
  /** The file formats offered (raw records go out as JSON only; the library adds JSON Lines). */
  formats?: readonly F[];
}) {
  return (
    <div className="export-bar small" role="group" aria-label={label}>
      <span className="muted">{label}:</span>
      {formats.map((f) => (
        <button key={f} type="button" className="btn btn-link" onClick={() => onExport(f)}>
          {formatLabel(f)}
        </button>
      ))}
      {copy ? (
        <button type="button" className="btn btn-link" onClick={() => onExport('tsv')}>
          {t('common.export.copyAsTable')}
        </button>
      ) : null}
      {status ? (
        <span className="muted" role="status">
          {status}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A list of the side panel exported in place: exactly the items its loaded pages brought (the
 * background reads them from the library, free), named after what it lists (`comments-<post id>`).
 */
export function ListExport({ calls, noun, useCase, input }: { calls: ListCall[]; noun: string; useCase: string; input: Record<string, unknown> }) {
  const { status, exportCalls } = useExport();
  return (
    <ExportControl
      label={t('common.export.loaded', { noun })}
      status={status}
      onExport={(format) => void exportCalls(calls, format, listFileName(useCase, input))}
    />
  );
}
