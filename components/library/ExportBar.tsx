import { useExport } from '../../lib/ui/library/export-files';
import { type LibraryQueryInput } from '../../lib/ui/library/library-queries';
import { ExportControl } from '../common/ExportControl';

/** The shared control under its earlier name (job cards use it). */
export { ExportControl as ExportButtons } from '../common/ExportControl';

/** Export what a list shows (all of it, not only the rows loaded). */
export function ExportBar({ query, name, label = 'Export' }: { query: Omit<LibraryQueryInput, 'limit' | 'before'>; name: string; label?: string }) {
  const { status, exportQuery } = useExport();
  return <ExportControl label={label} status={status} onExport={(format) => void exportQuery(query, format, name)} />;
}
