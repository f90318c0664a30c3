import { t } from '../../lib/ui/i18n/catalogue';
import { kindName } from './LibraryRow';
import '../../lib/ui/i18n/words/library';

/** "Kind: Everything / Page / Post…" over a list of kept items (the library's, a board's): '' is everything. */
export function KindFilter<K extends string>({ kinds, value, onChange, label }: {
  kinds: readonly K[];
  value: K | '';
  onChange: (kind: K | '') => void;
  /** The select's accessible name ("Kind of kept item", "Kind on the board"). */
  label: string;
}) {
  return (
    <label className="field">
      <span className="label">{t('library.kind')}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as K | '')}>
        <option value="">{t('library.everything')}</option>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {kindName(k)}
          </option>
        ))}
      </select>
    </label>
  );
}
