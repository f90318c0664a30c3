import { useExport, type LibraryQueryInput } from '../../lib/ui/library';

/** Export what a list shows (all of it, not only the rows loaded): CSV, JSON, or copy as a table. */
export function ExportBar({ query, name, label = 'Export' }: { query: Omit<LibraryQueryInput, 'limit' | 'before'>; name: string; label?: string }) {
  const { status, exportQuery } = useExport();
  return (
    <div className="export-bar small" role="group" aria-label={label}>
      <span className="muted">{label}:</span>
      <button type="button" className="btn btn-link" onClick={() => void exportQuery(query, 'csv', name)}>
        CSV
      </button>
      <button type="button" className="btn btn-link" onClick={() => void exportQuery(query, 'json', name)}>
        JSON
      </button>
      <button type="button" className="btn btn-link" onClick={() => void exportQuery(query, 'tsv', name)}>
        Copy as table
      </button>
      {status ? (
        <span className="muted" role="status">
          {status}
        </span>
      ) : null}
    </div>
  );
}
