import type { CreditsView } from '../../lib/ui/types';
import { formatAge } from '../../lib/ui/text/dates';
import { formatCount, formatNumber } from '../../lib/ui/text/numbers';
import { formatCredits } from '../../lib/ui/account/cost-text';

/** Remaining credits, what today cost and the day's budget. Refreshing is free (/usage). */
export function CreditsMeter({
  credits,
  now,
  onRefresh,
  refreshing,
  compact,
  error,
}: {
  credits: CreditsView | undefined;
  /** Why the last refresh failed. */
  error?: string;
  now: number;
  onRefresh?: () => void;
  refreshing?: boolean;
  compact?: boolean;
}) {
  const remaining = credits?.remaining;
  const limit = credits?.limit;
  const budget = credits?.dailyBudget ?? null;
  const spent = credits?.spentToday ?? 0;
  const remainingText = remaining === undefined ? null : formatCount(remaining);
  const over = budget !== null && spent >= budget;
  return (
    <section className={`credits${compact ? ' credits-compact' : ''}`} aria-label="Credits">
      <div className="credits-main">
        <span className="credits-remaining">
          {remainingText ? (
            <>
              <strong title={remainingText.title}>{remainingText.text}</strong>{' '}
              {remaining === 1 ? 'credit left' : 'credits left'}
              {limit !== undefined ? <span className="muted"> of {formatNumber(limit)}</span> : null}
            </>
          ) : (
            <span className="muted">Credits left: not known yet</span>
          )}
        </span>
        {onRefresh ? (
          <button
            type="button"
            className="icon-btn"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
            aria-label="Refresh credits (free)"
            title="Refresh credits (free)"
          >
            <span aria-hidden="true">↻</span>
          </button>
        ) : null}
      </div>
      {remaining !== undefined && limit !== undefined && limit > 0 ? (
        <meter className="credits-bar" min={0} max={limit} low={limit * 0.1} optimum={limit} value={remaining} aria-label="Credits left" />
      ) : null}
      <p className={`credits-today small${over ? ' warn' : ''}`}>
        Today: {formatCredits(spent).replace('free', '0 credits')}
        {budget !== null ? ` of ${formatNumber(budget)} budget` : ' · no daily budget'}
        {!compact && credits?.plan ? ` · ${credits.plan} plan` : ''}
        {!compact && credits?.reportedAt ? <span className="muted"> · updated {formatAge(now - credits.reportedAt)}</span> : null}
      </p>
      {error ? (
        <p className="small danger" role="alert">
          Credits could not be refreshed: {error}
        </p>
      ) : null}
    </section>
  );
}
