import { useMemo, useState } from 'react';
import { prettyJson } from '../../lib/ui/text/strings';
import { textBlocks } from '../../lib/ui/text/blocks';
import { t } from '../../lib/ui/i18n/catalogue';

/** Characters of a raw answer shown at first and added by each "Show more". */
const RAW_STEP = 4_000;

/**
 * The service's answer as it came, pretty-printed, as text, in a collapsible viewer. A huge
 * answer is shown a part at a time, in blocks laid out apart, like long service text.
 */
export function RawJson({
  value,
  summary = t('common.raw.show'),
  open = false,
}: {
  value: unknown;
  summary?: string;
  open?: boolean;
}) {
  const text = useMemo(() => prettyJson(value), [value]);
  const [limit, setLimit] = useState(RAW_STEP);
  const { blocks, end } = textBlocks([{ text }], limit, 1_000);
  return (
    <details className="raw" open={open}>
      <summary>{summary}</summary>
      <pre className="raw-body" tabIndex={0} aria-label={t('common.raw.label')}>
        {blocks.length === 1
          ? text
          : blocks.map((block, i) => (
              <span key={i} className="prose-block">
                {block.map((part) => part.text).join('')}
              </span>
            ))}
      </pre>
      {end < text.length ? (
        <button type="button" className="btn btn-link" onClick={() => setLimit(end + RAW_STEP)}>
          {t('common.raw.showMore', { count: text.length - end })}
        </button>
      ) : null}
    </details>
  );
}

/** An answer whose shape the extension does not know. */
export function Unrecognised({ reason, raw }: { reason?: string; raw: unknown }) {
  return (
    <div className="notice notice-warn" role="status">
      <p className="notice-title">{t('common.raw.unknownShape')}</p>
      {reason ? <p className="muted small">{reason}</p> : null}
      <RawJson value={raw} open />
    </div>
  );
}
