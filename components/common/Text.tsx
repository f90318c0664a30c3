import type { ReactNode } from 'react';
import { formatCount, formatDateTime, formatDuration, formatFullDateTime } from '../../lib/ui/format';

/** A count in the user's locale; big counts compact with the exact value as the title. */
export function Count({ value, suffix }: { value: number | undefined; suffix?: string }) {
  if (value === undefined || !Number.isFinite(value)) return <span className="muted">—</span>;
  const { text, title } = formatCount(value);
  return (
    <span className="num" title={title}>
      {text}
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}

/** A timestamp in the user's time zone, with the full form as the title. */
export function TimeText({ value }: { value: string | number | undefined }) {
  if (value === undefined || value === '') return null;
  const date = new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={formatFullDateTime(value)}>
      {formatDateTime(value)}
    </time>
  );
}

export function Duration({ seconds }: { seconds: number | undefined }) {
  if (seconds === undefined) return null;
  return <span className="num">{formatDuration(seconds)}</span>;
}

/** Service text shown as text (never HTML), keeping its line breaks. */
export function Prose({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return <p className={`prose ${className ?? ''}`.trim()}>{text}</p>;
}

/** A list of label/value rows; rows without a value are left out. */
export function Facts({ rows }: { rows: [string, ReactNode | undefined | null | false][] }) {
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== false && v !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="facts">
      {shown.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
