import { useExport } from '../../lib/ui/library/export-files';
import { type LibraryQueryInput } from '../../lib/ui/library/library-queries';
import { ExportControl } from '../common/ExportControl';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/library';

/** The shared control under its earlier name (job cards use it). */
export { ExportControl as ExportButtons } from '../common/ExportControl';

/** The library's lists also go out as JSON Lines, one entity a line, for AI clients. */
const LIBRARY_FORMATS = ['csv', 'xlsx', 'json', 'jsonl'] as const;

/** Export what a list shows (all of it, not only the rows loaded). */
export function ExportBar({ query, name, label = t('library.export') }: { query: Omit<LibraryQueryInput, 'limit' | 'before'>; name: string; label?: string }) {
  const { status, exportQuery } = useExport();
  return <ExportControl label={label} status={status} formats={LIBRARY_FORMATS} onExport={(format) => void exportQuery(query, format, name)} />;
}
