import type { QueryClient } from '@tanstack/react-query';
import type { CreditsView } from '../lookup/types';
import type { Overview } from '../messaging/protocol';
import type { BackgroundApi } from './api';
import { toErrorView } from './words/errors';
import { keys } from './query';

/** The balance in the overview: refreshed with the free /usage call, forgotten after a 402. */

export const usageKey = ['usage'] as const;

function setCredits(queries: QueryClient, patch: (credits: CreditsView) => CreditsView): void {
  queries.setQueryData<Overview>(keys.overview, (o) => (o ? { ...o, credits: patch(o.credits) } : o));
}

/** The free /usage call; the figures it brings go straight into the overview. */
export function refreshUsage(queries: QueryClient, api: BackgroundApi): Promise<void> {
  return queries
    .fetchQuery({
      queryKey: usageKey,
      staleTime: 0,
      gcTime: 0,
      queryFn: async () => {
        try {
          // A failed refresh comes back as the last known figures with the error beside them.
          const credits = await api.refreshUsage();
          setCredits(queries, () => credits);
        } catch (e) {
          setCredits(queries, (c) => ({ ...c, error: toErrorView(e) }));
        }
        return null;
      },
    })
    .then(() => undefined);
}

/** Out of credits: the balance shown is no longer true; it is unknown until /usage says. */
export function forgetBalance(queries: QueryClient, api: BackgroundApi): void {
  setCredits(queries, ({ remaining: _old, ...rest }) => rest);
  void refreshUsage(queries, api);
}

