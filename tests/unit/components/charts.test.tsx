// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../components/charts/BarChart';
import { CategoryBars } from '../../../components/charts/CategoryBars';
import { barScale } from '../../../components/charts/scale';

const bars = [
  { label: 'Posts', value: 40 },
  { label: 'Comments', value: 10 },
  { label: 'Replies', value: 0 },
];

describe('bar charts share one scale', () => {
  it('measures each bar against the largest, never dividing by zero, and sums the total', () => {
    const s = barScale([40, 10, 0]);
    expect([s.max, s.total, s.share(40), s.share(10), s.share(0)]).toEqual([40, 50, 1, 0.25, 0]);
    expect(barScale([0, 0]).max).toBe(1);
    expect(barScale([]).total).toBe(0);
  });

  it('draws the same shares across and up, under the same caption', () => {
    const { container } = render(
      <>
        <CategoryBars title="Kept" bars={bars} unit="items" />
        <BarChart title="Kept" bars={bars} unit="items" />
      </>,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('.chart-row-bar')].map((b) => parseFloat(b.style.width) / 100);
    const heights = [...container.querySelectorAll('rect.chart-bar')].map((r) => Number(r.getAttribute('height')));
    expect(widths).toEqual([1, 0.25, 0]);
    expect(heights.map((h) => h / heights[0]!)).toEqual(widths);
    expect(screen.getAllByText(/Kept/, { selector: 'figcaption' }).map((c) => c.textContent)).toEqual(['Kept · 50 items in all', 'Kept · 50 items in all']);
  });
});
