import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import type { Overview } from '../messaging/protocol';
import { performPaid, type PaidAction } from './confirm';
import { useUi } from './context';
import { costFrom } from './costs';
import { keys } from './query';
import { cancelRun, hasRun, runRequest, type RunOptions } from './runs';

/** Runs and cancels requests on this page (the answer goes to every view of the request). */
export function useRunner(): { run(request: UseCaseRequest, options?: RunOptions): Promise<RunResponse>; cancel(request: UseCaseRequest): void } {
  const { stores } = useUi();
  return useMemo(
    () => ({
      run: (request: UseCaseRequest, options?: RunOptions) => runRequest(stores.requests, request, options),
      cancel: (request: UseCaseRequest) => cancelRun(stores.requests, request),
    }),
    [stores],
  );
}

/** Runs a paid action with the confirmation rules (5 credits or more, over budget). */
export function usePaid(): (action: PaidAction) => Promise<RunResponse | undefined> {
  const { stores } = useUi();
  return useCallback((action: PaidAction) => performPaid((r) => stores.confirm.getState().ask(r), action), [stores]);
}

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs = 30_000): number {
  const { env } = useUi();
  const [now, setNow] = useState(() => env.now());
  useEffect(() => {
    const id = setInterval(() => setNow(env.now()), intervalMs);
    return () => clearInterval(id);
  }, [env, intervalMs]);
  return now;
}

/** Seconds until `until` (ms since epoch), ticking every second; 0 once it has passed. */
export function useCountdown(until: number | undefined): number {
  const { env } = useUi();
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - env.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - env.now()) / 1000)));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [until, env]);
  return seconds;
}

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

/** `value`, once it has stopped changing for `ms` (for estimates of what is being typed). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
