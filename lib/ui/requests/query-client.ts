import { notifyManager, QueryClient } from '@tanstack/react-query';
import type { CostEstimate } from '../../lookup/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { BackgroundApi } from '../env/ui-env';
import { ESTIMATES_PER_MESSAGE } from '../../messaging/limits';
import { stableKey } from '../../util/stable-key';
import { requestKey } from './results';
import { t } from '../i18n/catalogue';

/**
 * The request layer's client: TanStack Query, set so that nothing paid ever fires by itself. No
 * refetch on mount, window focus or reconnect, no retries (the background's client already
 * retries what is safe to retry), and data stays fresh until something says otherwise. Free reads
 * (the overview, estimates, the ledger) are queries; paid runs are fetched only by a click.
 */
export function createQueryClient(): QueryClient {
  // Views hear of an answer in the same task it arrives in, not a timer later (the default).
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        // A page of the extension lives minutes; answers shown once stay for its life.
        gcTime: 60 * 60_000,
        // Query hashes are the stable keys the pages name runs by (runs.ts compares them).
        queryKeyHashFn: stableKey,
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys, in one place: invalidation matches on their prefixes. */
export const keys = {
  overview: ['overview'] as const,
  ledger: ['ledger'] as const,
  problems: ['problems'] as const,
  estimates: ['estimate'] as const,
  estimate: (request: UseCaseRequest, refresh: boolean) => ['estimate', requestKey(request), refresh] as const,
  runs: ['run'] as const,
  run: (request: UseCaseRequest) => ['run', requestKey(request)] as const,
  /** How a run in flight shows (see RunFlight in runs.ts); not under 'run', so invalidating runs leaves it. */
  runFlight: (request: UseCaseRequest) => ['runFlight', requestKey(request)] as const,
  lists: ['list'] as const,
  list: (key: string) => ['list', key] as const,
};

/**
 * Estimates asked for in the same tick go to the background as one message: a feed of 50
 * comments, each with a "Show replies" button, costs one round trip, not 50.
 */
export function createEstimateBatcher(api: BackgroundApi): (request: UseCaseRequest, refresh: boolean) => Promise<CostEstimate> {
  type Waiting = { request: UseCaseRequest; refresh: boolean; resolve: (e: CostEstimate) => void; reject: (e: unknown) => void };
  const queue: Waiting[] = [];
  const flush = () => {
    const batch = queue.splice(0, ESTIMATES_PER_MESSAGE);
    if (queue.length) setTimeout(flush, 0);
    api
      .estimateMany({ requests: batch.map((w) => ({ request: w.request, ...(w.refresh ? { refresh: true } : {}) })) })
      .then(
        (answers) => batch.forEach((w, i) => (answers[i] ? w.resolve(answers[i]) : w.reject(new Error(t('errors.internal.noEstimate'))))),
        (e: unknown) => batch.forEach((w) => w.reject(e)),
      );
  };
  return (request, refresh) =>
    new Promise<CostEstimate>((resolve, reject) => {
      // Gathered until the next task: every button a render mounts, and after the render.
      if (queue.length === 0) setTimeout(flush, 0);
      queue.push({ request, refresh, resolve, reject });
    });
}
