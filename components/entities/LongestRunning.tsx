import { t } from '../../lib/ui/i18n/catalogue';
import { usePagedList, type ListSpec } from '../../lib/ui/requests/paged-lists';
import '../../lib/ui/i18n/words/entities';

/**
 * "Longest-running first (of the 30 loaded)": the ads library sorts by impressions or by date,
 * never by days running, so this orders only the ads loaded so far, and says so.
 */
export function LongestRunningToggle({ spec, checked, onChange }: { spec: ListSpec | null; checked: boolean; onChange: (checked: boolean) => void }) {
  const loaded = usePagedList(spec).entry?.items.length ?? 0;
  const words = loaded > 1 ? t('entities.ad.longestFirst', { count: loaded }) : t('entities.ad.longestFirstNone');
  return (
    <label className="check small">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {words}
    </label>
  );
}
