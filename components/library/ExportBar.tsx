import { useExport } from '../../lib/ui/library/export-files';
import { type LibraryQueryInput } from '../../lib/ui/library/library-queries';

type Format = 'csv' | 'xlsx' | 'json' | 'tsv';

/** The export buttons of a list (CSV, XLSX, JSON, copy as a table) and what the last export did. */
export function ExportButtons({
  label,
  status,
  onExport,
  copy = true,
}: {
  label: string;
  status: string | null;
  onExport: (format: Format) => void;
  /** Offer "Copy as table" (TSV) too. */
  copy?: boolean;
}) {
  return (
    <div className="export-bar small" role="group" aria-label={label}>
      <span className="muted">{label}:</span>
      <button type="button" className="btn btn-link" onClick={() => onExport('csv')}>
        CSV
      </button>
      <button type="button" className="btn btn-link" onClick={() => onExport('xlsx')}>
        XLSX
      </button>
      <button type="button" className="btn btn-link" onClick={() => onExport('json')}>
        JSON
      </button>
      {copy ? (
        <button type="button" className="btn btn-link" onClick={() => onExport('tsv')}>
          Copy as table
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

/** Export what a list shows (all of it, not only the rows loaded). */
export function ExportBar({ query, name, label = 'Export' }: { query: Omit<LibraryQueryInput, 'limit' | 'before'>; name: string; label?: string }) {
  const { status, exportQuery } = useExport();
  return <ExportButtons label={label} status={status} onExport={(format) => void exportQuery(query, format, name)} />;
}
