import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/compare';

/**
 * The scale every bar chart of the pages shares, across or up: the largest value (at least 1, so
 * a chart of zeros draws empty bars rather than dividing by zero), the sum, and a value's share
 * of the largest (0 to 1), the length of its bar.
 */
export function barScale(values: readonly number[]): { max: number; total: number; share: (value: number) => number } {
  const max = Math.max(1, ...values);
  return { max, total: values.reduce((s, v) => s + v, 0), share: (value) => Math.max(0, value) / max };
}

/** A bar chart's caption: its title and how many in all. */
export function BarsCaption({ id, title, total, unit }: { id: string; title: string; total: number; unit: string }) {
  return (
    <figcaption id={id} className="chart-title small">
      {title} <span className="muted">{t('compare.chart.inAll', { total, unit })}</span>
    </figcaption>
  );
}
