import { useId } from 'react';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatNumber } from '../../lib/ui/text/numbers';
import { ChartTable } from './ChartTable';
import { ValueAxis } from './ValueAxis';
import { barScale, BarsCaption } from './scale';
import '../../lib/ui/i18n/words/compare';

export interface Bar {
  label: string;
  /** Shorter label under the bar (every few bars on a narrow chart). */
  tick?: string;
  value: number;
}

const W = 300;
const H = 120;
const PAD = { top: 10, right: 4, bottom: 18, left: 28 };

/**
 * Bars in plain SVG that scale to the panel's width (readable at 320 px), in the theme's colours
 * (both themes), with the same figures as a table for screen readers.
 */
export function BarChart({ title, bars, unit }: { title: string; bars: Bar[]; unit: string }) {
  const id = useId();
  const { max, total, share } = barScale(bars.map((b) => b.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, bars.length);
  const barW = Math.max(1, step * 0.7);
  return (
    <figure className="chart" aria-labelledby={`${id}-t`}>
      <BarsCaption id={`${id}-t`} title={title} total={total} unit={unit} />
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-hidden="true" focusable="false" className="chart-svg">
        <ValueAxis w={W} h={H} pad={PAD} max={max} />
        {bars.map((b, i) => {
          const h = share(b.value) * innerH;
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={b.label}>
              <rect x={x} y={H - PAD.bottom - h} width={barW} height={Math.max(0, h)} className="chart-bar" rx={1}>
                <title>{`${b.label}: ${formatNumber(b.value)} ${unit}`}</title>
              </rect>
              {b.tick ? (
                <text x={x + barW / 2} y={H - 4} className="chart-label" textAnchor="middle">
                  {b.tick}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ChartTable title={title} columns={[t('compare.chart.whenOrWhat'), unit]} rows={bars.map((b) => ({ key: b.label, cells: [b.label, formatNumber(b.value)] }))} />
    </figure>
  );
}
