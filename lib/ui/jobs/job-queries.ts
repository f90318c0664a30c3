import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { JobRecord, JobSpec } from '../../lookup/jobs/types';
import type { ErrorView } from '../../lookup/types';
import { useUi } from '../app/context';
import { toErrorView } from '../text/errors';

/**
 * Bulk jobs as the views see them. The list is a free query read again whenever the background
 * writes the jobs' storage item (before each call, after each answer): never polled, and nothing
 * paid fires by itself. Control and export are in job-actions.ts, estimates and starts in job-start.ts.
 */

export const jobKeys = {
  list: ['jobs'] as const,
  estimate: (spec: JobSpec) => ['job-estimate', JSON.stringify(spec)] as const,
};

/** Watchers of the jobs item per query client: one storage listener, however many views read jobs. */
const watching = new WeakMap<QueryClient, { count: number; off: () => void }>();

/** Every job, newest first, kept live from storage. */
export function useJobs(): { jobs: JobRecord[]; loading: boolean; error?: ErrorView } {
  const { env, stores } = useUi();
  useEffect(() => {
    const queries = stores.queries;
    const held = watching.get(queries);
    if (held) held.count++;
    else {
      const off = env.live.watchJobs(() => void queries.invalidateQueries({ queryKey: jobKeys.list }, { cancelRefetch: false }));
      watching.set(queries, { count: 1, off });
    }
    return () => {
      const w = watching.get(queries);
      if (w && --w.count === 0) {
        w.off();
        watching.delete(queries);
      }
    };
  }, [env, stores]);
  const q = useQuery({
    queryKey: jobKeys.list,
    queryFn: async () => {
      const jobs = await env.api.jobList();
      return [...jobs].sort((a, b) => b.createdAt - a.createdAt);
    },
  });
  return { jobs: q.data ?? [], loading: q.isPending, ...(q.error ? { error: toErrorView(q.error) } : {}) };
}

/**
 * The jobs a glance shows (the panel's strip, the popup): running and paused ones, and those that
 * ended while the page was open (with how complete they are) until dismissed.
 */
export function useGlanceJobs(): { jobs: JobRecord[]; ended: (job: JobRecord) => boolean; dismiss(id: string): void } {
  const { env } = useUi();
  const { jobs } = useJobs();
  const [openedAt] = useState(() => env.now());
  const [dismissed, setDismissed] = useState<string[]>([]);
  const open = openJobs(jobs);
  const ended = jobs.filter((j) => !open.includes(j) && (j.finishedAt ?? 0) >= openedAt && !dismissed.includes(j.id));
  return {
    jobs: [...open, ...ended],
    ended: (job) => ended.includes(job),
    dismiss: useCallback((id: string) => setDismissed((d) => [...d, id]), []),
  };
}

/** Jobs that still hold work: running or waiting first, then paused. */
export function openJobs(jobs: JobRecord[]): JobRecord[] {
  const rank = (j: JobRecord) => (j.status === 'running' ? 0 : 1);
  return jobs.filter((j) => j.status === 'running' || j.status === 'paused').sort((a, b) => rank(a) - rank(b));
}
