import { useId } from 'react';
import { formatNumber } from '../../lib/ui/text/numbers';
import { barScale, BarsCaption } from './scale';

export interface CategoryBar {
  label: string;
  value: number;
}

/**
 * Bars laid across, one row per category: the label whole in text beside its bar, so it fits
 * any width (a narrow side panel at 320 px included) and reads as a list to screen readers.
 */
export function CategoryBars({ title, bars, unit }: { title: string; bars: CategoryBar[]; unit: string }) {
  const id = useId();
  const { total, share } = barScale(bars.map((b) => b.value));
  return (
    <figure className="chart" aria-labelledby={`${id}-t`}>
      <BarsCaption id={`${id}-t`} title={title} total={total} unit={unit} />
      <ul className="chart-rows small" aria-labelledby={`${id}-t`}>
        {bars.map((b) => (
          <li key={b.label} className="chart-row">
            <span className="chart-row-label">{b.label}</span>
            <span className="chart-row-track" aria-hidden="true">
              <span className="chart-row-bar" style={{ width: `${share(b.value) * 100}%` }} />
            </span>
            <span className="chart-row-value num">
              {formatNumber(b.value)}
              <span className="sr-only"> {unit}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
