import { formatNumber } from '../../lib/ui/text/numbers';

/** The frame both charts draw: the base line, and the value scale from 0 to `max` on the left. */
export function ValueAxis({ w, h, pad, max }: { w: number; h: number; pad: { top: number; right: number; bottom: number; left: number }; max: number }) {
  return (
    <>
      <line x1={pad.left} x2={w - pad.right} y1={h - pad.bottom} y2={h - pad.bottom} className="chart-axis" />
      <text x={pad.left - 4} y={pad.top + 4} className="chart-label" textAnchor="end">
        {formatNumber(max)}
      </text>
      <text x={pad.left - 4} y={h - pad.bottom} className="chart-label" textAnchor="end">
        0
      </text>
    </>
  );
}
