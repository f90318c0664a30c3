import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '../../lib/ui/text/numbers';
import { formatDateTime, formatDuration, formatFullDateTime } from '../../lib/ui/text/dates';
import { linkify, type TextPart } from '../../lib/ui/text/links';
import { textBlocks } from '../../lib/ui/text/blocks';
import { SafeLink } from '../SafeLink';
import { t } from '../../lib/ui/i18n/catalogue';

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

/** Texts up to this many characters are shown whole; longer ones collapsed. */
const COLLAPSE_OVER = 1_000;
/** Characters shown of a collapsed text (fewer in compact cards). */
const COLLAPSED_CHARS = 600;
const COMPACT_CHARS = 280;
/** Characters each "Show more" adds. */
const MORE_CHARS = 4_000;
/** Characters per block: the page lays out each block apart, so no block costs more than a few ms. */
const BLOCK_CHARS = 1_000;

function Parts({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) =>
    part.href ? (
      <SafeLink key={i} href={part.href}>
        {part.text}
      </SafeLink>
    ) : (
      part.text
    ),
  );
}

/**
 * Service text shown as text (never HTML), keeping its line breaks, with its http(s) URLs as
 * links. However long it is, only a bounded part is laid out: long texts start collapsed and
 * "Show more" adds the next part, in blocks of about a thousand characters that break anywhere.
 */
export function Prose({ text, className, compact }: { text: string | undefined; className?: string; compact?: boolean | undefined }) {
  const parts = useMemo(() => (text ? linkify(text) : []), [text]);
  const collapsed = compact ? COMPACT_CHARS : COLLAPSED_CHARS;
  const [limit, setLimit] = useState(collapsed);
  if (!text) return null;
  const classes = `prose ${className ?? ''}`.trim();
  if (text.length <= (compact ? COMPACT_CHARS : COLLAPSE_OVER) && text.split('\n', 13).length <= 12) {
    return (
      <p className={classes}>
        <Parts parts={parts} />
      </p>
    );
  }
  const { blocks, end } = textBlocks(parts, Math.max(limit, collapsed), BLOCK_CHARS);
  const more = end < text.length;
  return (
    <div className={`${classes} prose-long`}>
      {blocks.map((block, i) => (
        <span key={i} className="prose-block">
          <Parts parts={block} />
          {more && i === blocks.length - 1 ? '…' : null}
        </span>
      ))}
      <span className="prose-toggle">
        {more ? (
          <button type="button" className="btn btn-link" aria-expanded="false" onClick={() => setLimit(end + MORE_CHARS)}>
            {t('common.text.showMore')}
          </button>
        ) : null}
        {end > collapsed ? (
          <button type="button" className="btn btn-link" aria-expanded="true" onClick={() => setLimit(collapsed)}>
            {t('common.text.showLess')}
          </button>
        ) : null}
        {more ? <span className="muted small">{t('common.text.moreCharacters', { count: text.length - end })}</span> : null}
      </span>
    </div>
  );
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

/**
 * A translated sentence with elements in it: `{name}` placeholders left in the text (t leaves
 * unknown ones as they are) are replaced by the given nodes, so the sentence stays whole.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{[a-zA-Z]+\})/).map((piece, i) => {
    const node = /^\{[a-zA-Z]+\}$/.test(piece) ? parts[piece.slice(1, -1)] : undefined;
    return node === undefined ? piece : <Fragment key={i}>{node}</Fragment>;
  });
}
