import type { CreditsView } from '../../lib/ui/types';
import { formatAge } from '../../lib/ui/text/dates';
import { formatCount } from '../../lib/ui/text/numbers';
import { withParts } from './Text';
import { t } from '../../lib/ui/i18n/catalogue';

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
  const spentText = t('count.credit', { count: spent });
  return (
    <section className={`credits${compact ? ' credits-compact' : ''}`} aria-label={t('common.credits.label')}>
      <div className="credits-main">
        <span className="credits-remaining">
          {remainingText ? (
            <>
              {withParts(t('common.credits.left', { count: remaining! }), { amount: <strong title={remainingText.title}>{remainingText.text}</strong> })}
              {limit !== undefined ? <span className="muted"> {t('common.credits.ofLimit', { limit })}</span> : null}
            </>
          ) : (
            <span className="muted">{t('common.credits.notKnown')}</span>
          )}
        </span>
        {onRefresh ? (
          <button
            type="button"
            className="icon-btn"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
            aria-label={t('common.credits.refreshFree')}
            title={t('common.credits.refreshFree')}
          >
            <span aria-hidden="true">↻</span>
          </button>
        ) : null}
      </div>
      {remaining !== undefined && limit !== undefined && limit > 0 ? (
        <meter className="credits-bar" min={0} max={limit} low={limit * 0.1} optimum={limit} value={remaining} aria-label={t('common.credits.meter')} />
      ) : null}
      <p className={`credits-today small${over ? ' warn' : ''}`}>
        {budget !== null ? t('common.credits.todayOfBudget', { spent: spentText, budget }) : t('common.credits.todayNoBudget', { spent: spentText })}
        {!compact && credits?.plan ? ` · ${t('common.credits.plan', { plan: credits.plan })}` : ''}
        {!compact && credits?.reportedAt ? <span className="muted"> · {t('common.credits.updated', { age: formatAge(now - credits.reportedAt) })}</span> : null}
      </p>
      {error ? (
        <p className="small danger" role="alert">
          {t('common.credits.refreshFailed', { error })}
        </p>
      ) : null}
    </section>
  );
}
