import type { UseCaseResult } from '../../lib/ui/types';
import { resultAgeMs } from '../../lib/ui/requests/results';
import { cachedText, withCost } from '../../lib/ui/account/cost-text';
import { formatAge } from '../../lib/ui/text/dates';
import { t } from '../../lib/ui/i18n/catalogue';

/**
 * Where an answer came from and what it cost: "cached · 0 credits · 5 min ago" with
 * "Refresh · 1 credit", or "1 credit · just now".
 */
export function CacheNote({
  result,
  now,
  refreshCredits,
  onRefresh,
  refreshing,
}: {
  result: UseCaseResult;
  now: number;
  refreshCredits?: number;
  onRefresh?: () => void;
  refreshing?: boolean;
}) {
  const age = resultAgeMs(result, now);
  // Joined a request already under way (a right-click lookup): it was paid once, by that request.
  const joined = result.fromCache && result.steps.some((s) => s.shared);
  const joinedCredits = result.steps.reduce((sum, s) => sum + (s.sharedCredits ?? 0), 0);
  const text = joined
    ? t('common.cache.joined', { credits: t('count.credit', { count: joinedCredits }), age: formatAge(age) })
    : result.fromCache
      ? cachedText(age)
      : result.creditsCharged === 0
        ? t('common.cache.free', { age: formatAge(age) })
        : t('common.cache.spent', { credits: t('count.credit', { count: result.creditsCharged }), age: formatAge(age) });
  return (
    <p className="cache-note small">
      <span className={result.fromCache ? 'badge badge-cached' : 'badge'}>{text}</span>
      {result.fromCache && onRefresh ? (
        <button
          type="button"
          className="btn btn-link"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          {refreshCredits === undefined ? t('common.refresh') : withCost(t('common.refresh'), { credits: refreshCredits })}
        </button>
      ) : null}
    </p>
  );
}
