import { useCallback, useEffect, useState } from 'react';
import type { ErrorView, RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { performPaid, type PaidAction } from './confirm';
import { useLookup, useSession, useUi } from './context';
import { requestKey } from './data';
import { estimateKey, listKey, type EstimateEntry, type ListEntry, type ListSpec, type RunEntry } from './lookup-store';
import { applyTheme } from './theme';
import type { Cost } from './format';

/** The background's cost estimate of a request (fetched once, refetched after any run). */
export function useEstimate(request: UseCaseRequest | null, refresh = false): EstimateEntry | undefined {
  const { stores } = useUi();
  const key = request ? estimateKey(request, refresh) : null;
  const entry = useLookup((s) => (key ? s.estimates[key] : undefined));
  useEffect(() => {
    if (request && !entry) void stores.lookup.getState().estimate(request, refresh);
  }, [request, refresh, entry, stores]);
  return entry;
}

export function useRunEntry(request: UseCaseRequest | null): RunEntry | undefined {
  const key = request ? requestKey(request) : null;
  return useLookup((s) => (key ? s.runs[key] : undefined));
}

export function useListEntry(spec: ListSpec | null): ListEntry | undefined {
  const key = spec ? listKey(spec) : null;
  return useLookup((s) => (key ? s.lists[key] : undefined));
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

/**
 * Loads the overview and keeps it live: credits, settings and history are watched in storage;
 * the theme follows the settings.
 */
export function useLiveSession(): void {
  const { env, stores } = useUi();
  useEffect(() => {
    const load = () => void stores.session.getState().load();
    load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(load, 100);
    };
    const offs = [env.live.watchCredits(soon), env.live.watchSettings(soon), env.live.watchHistory(soon)];
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [env, stores]);
  const theme = useSession((s) => s.overview?.settings.theme);
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
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

/** The cost of a request from the background's estimate (cache and budget aware). */
export function useEstimatedCost(request: UseCaseRequest | null): {
  cost?: Cost;
  loading: boolean;
  failed: boolean;
  /** The background would refuse it for free (not on the site, unsupported, invalid): why. */
  refusal?: ErrorView;
} {
  const entry = useEstimate(request);
  const e = entry?.estimate;
  if (!e) return { loading: request !== null && (!entry || entry.status === 'loading'), failed: entry?.status === 'error' };
  if (e.refusal) return { loading: false, failed: false, refusal: e.refusal };
  return {
    cost: {
      credits: e.credits,
      cached: e.cached,
      exact: e.exact,
      overBudget: e.overBudget,
      refreshCredits: e.refreshCredits,
      ...(e.cachedAgeMs !== undefined ? { cachedAgeMs: e.cachedAgeMs } : {}),
      ...(e.budgetLeft !== undefined ? { budgetLeft: e.budgetLeft } : {}),
    },
    loading: false,
    failed: false,
  };
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
