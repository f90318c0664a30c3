import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { JobAction, JobRecord, JobSpec } from '../../lookup/jobs/types';
import type { ErrorView } from '../../lookup/types';
import { CONFIRM_FROM_CREDITS } from '../account/confirm';
import { formatCredits } from '../account/cost-text';
import { useUi } from '../app/context';
import { shortError, toErrorView } from '../text/errors';
import { t } from '../i18n/catalogue';
import '../i18n/words/jobs';

/**
 * Bulk jobs as the views see them. The list is a free query read again whenever the background
 * writes the jobs' storage item (before each call, after each answer): never polled, and nothing
 * paid fires by itself. Control is a mutation a click fires; estimates and starts are in job-start.ts.
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
 * Pause, resume, cancel, remove: free messages. Resume asks nothing (its cap was accepted at the
 * start), unless it raises the cap by CONFIRM_FROM_CREDITS or more.
 */
export function useJobControl(): {
  control(id: string, action: JobAction, raise?: { from: number; to: number }): Promise<void>;
  pending: string | null;
  error?: ErrorView;
} {
  const { env, stores } = useUi();
  const m = useMutation({
    mutationFn: (input: { id: string; action: JobAction; capCredits?: number }) => env.api.jobControl(input),
    onSettled: () => stores.queries.invalidateQueries({ queryKey: jobKeys.list }),
  });
  const control = useCallback(
    async (id: string, action: JobAction, raise?: { from: number; to: number }) => {
      if (raise && raise.to - raise.from >= CONFIRM_FROM_CREDITS) {
        const ok = await stores.confirm.getState().ask({
          title: t('jobs.confirm.raiseTitle'),
          body: t('jobs.confirm.raiseBody', { more: formatCredits(raise.to - raise.from), total: formatCredits(raise.to) }),
          confirmLabel: t('jobs.confirm.raiseConfirm', { total: formatCredits(raise.to) }),
        });
        if (!ok) return;
      }
      await m.mutateAsync({ id, action, ...(raise ? { capCredits: raise.to } : {}) }).catch(() => undefined);
    },
    [m, stores],
  );
  return {
    control,
    pending: m.isPending && m.variables ? `${m.variables.id}:${m.variables.action}` : null,
    ...(m.error ? { error: toErrorView(m.error) } : {}),
  };
}

/** A job's items as CSV, XLSX or JSON (the library's export): what it fetched so far, at any time. */
export function useJobExport(id: string): { status: string | null; exportAs(format: 'csv' | 'xlsx' | 'json'): Promise<void> } {
  const { env } = useUi();
  const [status, setStatus] = useState<string | null>(null);
  const exportAs = useCallback(
    async (format: 'csv' | 'xlsx' | 'json') => {
      setStatus(t('jobs.exporting.preparing'));
      try {
        // The writers (XLSX among them) load when something is exported.
        const [{ rows, name }, { buildExport, saveFile }] = await Promise.all([env.api.jobExport({ id }), import('../library/export-files')]);
        const file = await buildExport(rows, format, name);
        await saveFile(file);
        setStatus(t('jobs.exporting.saved', { filename: file.filename, rows: file.rows }));
      } catch (e) {
        setStatus(t('jobs.exporting.failed', { error: shortError(toErrorView(e)) }));
      }
    },
    [env, id],
  );
  return { status, exportAs };
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
