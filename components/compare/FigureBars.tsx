import { useId } from 'react';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/compare';

/**
 * One figure across the compared columns: a bar each, its value beside it in text (a figure not
 * kept says so, with no bar), in the charts' own styles, readable at 320 px and by screen readers.
 * `say` writes a value with its unit ("2,000 people"), in the locale's words and plural.
 */
export function FigureBars({ title, say, bars }: { title: string; say: (value: number) => string; bars: { label: string; value: number | undefined }[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  return (
    <figure className="chart" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="chart-title small">
        {title}
      </figcaption>
      <ul className="chart-rows small" aria-labelledby={`${id}-t`}>
        {bars.map((b) => (
          <li key={b.label} className="chart-row">
            <span className="chart-row-label">{b.label}</span>
            <span className="chart-row-track" aria-hidden="true">
              {b.value !== undefined ? <span className="chart-row-bar" style={{ width: `${(b.value / max) * 100}%` }} /> : null}
            </span>
            <span className="chart-row-value num">{b.value === undefined ? t('compare.notKept') : say(b.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
