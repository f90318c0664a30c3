import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LogEntry } from '../../lookup/log';
import type { Settings } from '../../lookup/settings';
import type { CreditsRecord, ErrorView, LedgerEntry } from '../../lookup/types';
import type { Overview } from '../../messaging/protocol';
import type { UiEnv } from '../env/ui-env';
import { useUi } from '../app/context';
import { toErrorView } from '../text/errors';
import { refreshUsage, usageKey } from './balance';
import { keys } from '../requests/query-client';
import { applyTheme } from '../app/theme';

/**
 * Settings, credits and history as the background reports them (free reads, as queries), kept
 * live from storage: a change of the budget in the options or of the balance after a call shows
 * in every open view at once, before the overview is read again.
 */

export interface SessionState {
  status: 'loading' | 'ok' | 'error';
  overview?: Overview;
  error?: ErrorView;
  /** Why the last refresh of the credits failed. */
  usageError?: ErrorView;
}

/** The overview query (a free read), in one place for every view that observes it. */
const overviewQuery = (env: UiEnv) => ({ queryKey: keys.overview, queryFn: () => env.api.getOverview() });

export function useOverviewQuery() {
  const { env } = useUi();
  return useQuery(overviewQuery(env));
}

/** A balance is a key's: without a key there is none to show, whatever record is left of the last one. */
function keyedBalance(o: Overview): Overview {
  if (o.settings.keySet) return o;
  const { remaining: _r, limit: _l, plan: _p, reportedAt: _t, ...credits } = o.credits;
  return { ...o, credits };
}

function sessionOf(read: Overview | undefined, error: unknown): SessionState {
  const overview = read && keyedBalance(read);
  return {
    status: overview ? 'ok' : error ? 'error' : 'loading',
    ...(overview ? { overview } : {}),
    ...(error ? { error: toErrorView(error) } : {}),
    ...(overview?.credits.error ? { usageError: overview.credits.error } : {}),
  };
}

/**
 * What a view reads of the session. It re-renders only when what it reads changes (the query's
 * `select`, whose result is kept while equal): every paid button reads the balance, and a new
 * history entry or a settings change elsewhere must not render them all again.
 */
export function useSession<T>(selector: (s: SessionState) => T): T {
  const { env, stores } = useUi();
  const q = useQuery({
    ...overviewQuery(env),
    select: (overview: Overview) => ({ value: selector(sessionOf(overview, null)) }),
  });
  if (q.data && !q.error) return q.data.value;
  // Not read yet, or the last read failed: the state says so (and keeps the overview it had).
  return selector(sessionOf(stores.queries.getQueryData<Overview>(keys.overview), q.error));
}

/**
 * Whether the free /usage call is on its way. Observes that one query only: a filter over the
 * whole cache (useIsFetching) would run again on every change of every query, in every button.
 */
export function useRefreshingUsage(): boolean {
  return useQuery({ queryKey: usageKey, queryFn: skipToken }).isFetching;
}

export function useRefreshUsage(): () => void {
  const { env, stores } = useUi();
  return () => void refreshUsage(stores.queries, env.api);
}

function withSettings(o: Overview, settings: Settings): Overview {
  return { ...o, settings: { ...o.settings, ...settings }, credits: { ...o.credits, dailyBudget: settings.dailyBudget } };
}

function withCreditsRecord(o: Overview, record: CreditsRecord): Overview {
  const { remaining: _r, reportedAt: _t, plan: _p, limit: _l, ...rest } = o.credits;
  return { ...o, credits: { ...rest, ...record } };
}

/**
 * Loads the overview and keeps it live: settings and credits from storage go into it at once
 * (budget marks and balances recomputed in every view), and the overview is read again shortly
 * after (today's spending, history). The theme follows the settings.
 */
export function useLiveSession(): void {
  const { env, stores } = useUi();
  const q = useOverviewQuery();
  useEffect(() => {
    const queries = stores.queries;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The ledger is read again on the same signal as the overview: today's spending in the
    // header and in the ledger view are one figure, and neither waits for a Refresh.
    const soon = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        void queries.invalidateQueries({ queryKey: keys.overview });
        void queries.invalidateQueries({ queryKey: keys.ledger });
      }, 100);
    };
    const offs = [
      env.live.watchSettings((settings) => {
        queries.setQueryData<Overview>(keys.overview, (o) => (o ? withSettings(o, settings) : o));
        soon();
      }),
      env.live.watchCredits((record) => {
        queries.setQueryData<Overview>(keys.overview, (o) => (o ? withCreditsRecord(o, record) : o));
        soon();
      }),
      env.live.watchHistory(soon),
    ];
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [env, stores]);
  // The balance is not known until the first call: ask the free /usage once.
  const unknownBalance = q.data?.settings.keySet === true && q.data.credits.remaining === undefined && !q.data.credits.error;
  useEffect(() => {
    if (unknownBalance) void refreshUsage(stores.queries, env.api);
  }, [unknownBalance, stores, env]);
  const theme = q.data?.settings.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}

/** The problems the background handled on purpose, newest first (free), read again after every run. */
export function useProblemLog(): { entries: LogEntry[]; reload(): void } {
  const { env } = useUi();
  const q = useQuery({ queryKey: keys.problems, queryFn: async () => {
    const entries = await env.api.problemLog({});
    return Array.isArray(entries) ? entries : [];
  } });
  return { entries: q.data ?? [], reload: () => void q.refetch() };
}

/** The ledger (free: kept by the background), read again after every run and on the live signal of spending. */
export function useLedger(): { status: 'loading' | 'ok' | 'error'; entries: LedgerEntry[]; error?: ErrorView; fetching: boolean; reload(): void } {
  const { env } = useUi();
  const q = useQuery({ queryKey: keys.ledger, queryFn: async () => {
    const entries = await env.api.getLedger();
    return Array.isArray(entries) ? entries : [];
  } });
  return {
    status: q.data ? (q.isError ? 'error' : 'ok') : q.isError ? 'error' : 'loading',
    entries: q.data ?? [],
    ...(q.error ? { error: toErrorView(q.error) } : {}),
    fetching: q.isFetching,
    reload: () => void q.refetch(),
  };
}
