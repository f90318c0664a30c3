import { useEffect } from 'react';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { Overview } from '../../messaging/protocol';
import { useUi } from '../app/context';
import { costFrom } from '../account/costs';
import { keys } from '../requests/query-client';
import { hasRun, runRequest } from '../requests/runs';

/** Follows the active tab (switches, navigations, in-page navigations). */
export function useActiveTab(): void {
  const { env, stores } = useUi();
  useEffect(() => {
    const refresh = () => void stores.tab.getState().refresh();
    refresh();
    return env.tabs.subscribe(refresh);
  }, [env, stores]);
}

/**
 * Auto-lookup (opt-in) of the tab's entity: cache first, and never over the budget without
 * asking (the background refuses it then). Nothing is sent when this page already ran it.
 */
export function useAutoLookup(url: string | undefined, enabled: boolean, open: (url: string) => void): void {
  const { stores } = useUi();
  useEffect(() => {
    if (!enabled || !url) return;
    let live = true;
    const request: UseCaseRequest = { useCase: 'lookup_url', input: { url } };
    void stores.queries
      .fetchQuery({ queryKey: keys.estimate(request, false), queryFn: () => stores.estimate(request, false), meta: { request } })
      .then((estimate) => {
        // The budget as it is now (the estimate may be older than the last call).
        const cost = costFrom(estimate, stores.queries.getQueryData<Overview>(keys.overview)?.credits);
        if (!live || estimate.refusal || cost.overBudget || cost.shortOf || hasRun(stores.queries, request)) return;
        open(url);
        void runRequest(stores.requests, request, { autoLookup: true });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [enabled, url, stores, open]);
}
