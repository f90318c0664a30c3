import { useId } from 'react';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatDate } from '../../lib/ui/text/dates';
import { formatNumber } from '../../lib/ui/text/numbers';
import { ChartTable } from './ChartTable';
import { ValueAxis } from './ValueAxis';
import '../../lib/ui/i18n/words/compare';

export interface SeriesPoint {
  /** ms since epoch. */
  time: number;
  label: string;
  values: Record<string, number | undefined>;
}

const W = 300;
const H = 140;
const PAD = { top: 10, right: 6, bottom: 20, left: 34 };
const SERIES_CLASS = ['chart-s0', 'chart-s1', 'chart-s2'];
const cell = (v: number | undefined) => (v === undefined ? '' : formatNumber(v));

/**
 * Figures per item over time (a page's posts: reactions, comments, shares), one line each, in
 * plain SVG; each series has its own mark and line style, not only its colour. A table carries
 * the same figures for screen readers.
 */
export function SeriesChart({ title, series, points }: { title: string; series: string[]; points: SeriesPoint[] }) {
  const id = useId();
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const max = Math.max(1, ...sorted.flatMap((p) => series.map((s) => p.values[s] ?? 0)));
  const t0 = sorted[0]?.time ?? 0;
  const t1 = sorted.at(-1)?.time ?? 1;
  const x = (t: number) => PAD.left + (t1 === t0 ? (W - PAD.left - PAD.right) / 2 : ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right));
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  return (
    <figure className="chart" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="chart-title small">
        {title}
      </figcaption>
      <ul className="chart-legend small" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s}>
            <svg width="18" height="10" className={SERIES_CLASS[i % 3]}>
              <line x1="0" x2="18" y1="5" y2="5" className="chart-line" />
            </svg>
            {s}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-hidden="true" focusable="false" className="chart-svg">
        <ValueAxis w={W} h={H} pad={PAD} max={max} />
        {sorted.length ? (
          <>
            <text x={PAD.left} y={H - 5} className="chart-label">
              {formatDate(t0)}
            </text>
            <text x={W - PAD.right} y={H - 5} className="chart-label" textAnchor="end">
              {formatDate(t1)}
            </text>
          </>
        ) : null}
        {series.map((s, i) => (
          <g key={s} className={SERIES_CLASS[i % 3]}>
            <polyline className="chart-line" fill="none" points={sorted.map((p) => `${x(p.time)},${y(p.values[s] ?? 0)}`).join(' ')} />
            {sorted.map((p) => (
              <circle key={p.label} cx={x(p.time)} cy={y(p.values[s] ?? 0)} r={2.5} className="chart-dot">
                <title>{`${p.label} · ${s}: ${formatNumber(p.values[s] ?? 0)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ChartTable
        title={title}
        columns={[t('compare.chart.item'), t('compare.chart.date'), ...series]}
        rows={sorted.map((p) => ({ key: p.label, cells: [p.label, formatDate(p.time), ...series.map((s) => cell(p.values[s]))] }))}
      />
    </figure>
  );
}
