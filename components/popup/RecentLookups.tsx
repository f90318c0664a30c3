import type { HistoryEntry } from '../../lib/ui/types';
import { paidText, recentEntities, type RecentRow } from '../../lib/ui/panel/recent';
import { formatAge } from '../../lib/ui/text/dates';
import { t } from '../../lib/ui/i18n/catalogue';
import { costText } from '../../lib/ui/account/cost-text';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import type { Cost } from '../../lib/ui/account/cost-text';
import '../../lib/ui/i18n/words/popup';

export type RerunCost = ReturnType<typeof costFields>;

/** What was paid, and apart from it what opening the row again costs now. */
function RecentItem({ row, now, onRun }: { row: RecentRow; now: number; onRun: (entry: HistoryEntry, cost: RerunCost) => void }) {
  const { cost, loading } = useEstimatedCost(row.opens.request);
  const again = cost ? costText(cost) : loading ? '…' : undefined;
  return (
    <button
      type="button"
      className="recent-item"
      onClick={() => onRun(row.opens, costFields(cost as Cost | undefined))}
      title={t('popup.lookedUp', { age: formatAge(now - row.time) })}
    >
      <span className="recent-label">
        {row.label} · <span className="muted small">{paidText(row)}</span>
      </span>{' '}
      <span className="muted small">
        {formatAge(now - row.time)}
        {again ? t('popup.openAgain', { cost: again }) : null}
      </span>
    </button>
  );
}

/**
 * The last five entities looked up (one row each, whatever was asked about them, a list's pages
 * folded in); opening one again is answered by the cache while it is fresh (free).
 */
export function RecentLookups({
  history,
  now,
  onRun,
}: {
  history: HistoryEntry[];
  now: number;
  onRun: (entry: HistoryEntry, cost: RerunCost) => void;
}) {
  const recent = recentEntities(history);
  return (
    <section className="section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="subtitle">
        {t('popup.recentTitle')}
      </h2>
      {recent.length === 0 ? (
        <p className="muted small">{t('popup.nothingYet')}</p>
      ) : (
        <ul className="recent" aria-label={t('popup.recentTitle')}>
          {recent.map((row) => (
            <li key={`${row.time}-${row.label}`}>
              <RecentItem row={row} now={now} onRun={onRun} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
