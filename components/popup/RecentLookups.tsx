import type { HistoryEntry } from '../../lib/ui/types';
import { recentEntities } from '../../lib/ui/panel/recent';
import { formatAge } from '../../lib/ui/text/dates';
import { withCost } from '../../lib/ui/account/cost-text';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import type { Cost } from '../../lib/ui/account/cost-text';

export type RerunCost = ReturnType<typeof costFields>;

function RecentItem({ entry, now, onRun }: { entry: HistoryEntry; now: number; onRun: (entry: HistoryEntry, cost: RerunCost) => void }) {
  const { cost, loading } = useEstimatedCost(entry.request);
  const text = cost ? withCost(entry.label, cost) : loading ? `${entry.label} · …` : entry.label;
  return (
    <button
      type="button"
      className="recent-item"
      onClick={() => onRun(entry, costFields(cost as Cost | undefined))}
      title={`Looked up ${formatAge(now - entry.time)}`}
    >
      <span className="recent-label">{text}</span>
      <span className="muted small">{formatAge(now - entry.time)}</span>
    </button>
  );
}

/**
 * The last five entities looked up (one row each, whatever was asked about them); opening one
 * again is answered by the cache while it is fresh (free).
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
        Recent lookups
      </h2>
      {recent.length === 0 ? (
        <p className="muted small">Nothing looked up yet.</p>
      ) : (
        <ul className="recent" aria-label="Recent lookups">
          {recent.map((e) => (
            <li key={`${e.time}-${e.label}`}>
              <RecentItem entry={e} now={now} onRun={onRun} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
