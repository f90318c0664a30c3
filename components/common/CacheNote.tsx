import type { UseCaseResult } from '../../lib/ui/types';
import { resultAgeMs } from '../../lib/ui/requests/results';
import { cachedText, formatCredits, withCost } from '../../lib/ui/account/cost-text';
import { formatAge } from '../../lib/ui/text/dates';

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
    ? `Answered by the lookup already under way · paid once, ${formatCredits(joinedCredits).replace('free', '0 credits')} · ${formatAge(age)}`
    : result.fromCache
      ? cachedText(age)
      : `${formatCredits(result.creditsCharged)}${result.creditsCharged === 0 ? '' : ' spent'} · ${formatAge(age)}`;
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
          {refreshCredits === undefined ? 'Refresh' : withCost('Refresh', { credits: refreshCredits })}
        </button>
      ) : null}
    </p>
  );
}
