import { formatNumber } from '../../lib/ui/text/numbers';
import { usePagedList, type ListSpec } from '../../lib/ui/requests/paged-lists';

/**
 * "Longest-running first (of the 30 loaded)": the ads library sorts by impressions or by date,
 * never by days running, so this orders only the ads loaded so far, and says so.
 */
export function LongestRunningToggle({ spec, checked, onChange }: { spec: ListSpec | null; checked: boolean; onChange: (checked: boolean) => void }) {
  const loaded = usePagedList(spec).entry?.items.length ?? 0;
  const which = loaded > 1 ? `of the ${formatNumber(loaded)} loaded` : 'of the ads loaded';
  return (
    <label className="check small">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {`Longest-running first (${which})`}
    </label>
  );
}
