import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { JobAction, JobEstimate, JobRecord, JobSpec } from '../../lookup/jobs/types';
import type { ErrorView } from '../../lookup/types';
import type { BackgroundApi } from '../env/ui-env';
import { CONFIRM_FROM_CREDITS, type ConfirmRequest } from '../account/confirm';
import { useUi } from '../app/context';
import { shortError, toErrorView } from '../text/errors';
import { formatCredits } from '../account/cost-text';
import { cleanInput } from '../requests/results';
import { collectQuestion, estimateSentence, isJobUseCase, jobLabel, openJobs } from './job-text';
import { buildExport, saveFile } from '../library/export-files';
import { stableKey } from '../../util/stable-key';
import { t } from '../i18n/catalogue';

/**
 * Bulk jobs as the views see them. The list is a free query read again whenever the background
 * writes the jobs' storage item (before each call, after each answer): never polled, and nothing
 * paid fires by itself. Estimates are free queries; start and control are mutations a click fires.
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

/** What a job would cost (free; asked only while its form is open). */
export function useJobEstimate(spec: JobSpec | null): { estimate?: JobEstimate; loading: boolean; error?: ErrorView } {
  const { env } = useUi();
  const q = useQuery({
    queryKey: spec ? jobKeys.estimate(spec) : ['job-estimate', ''],
    queryFn: () => env.api.jobEstimate({ spec: spec! }),
    enabled: spec !== null,
    // The budget left changes with every call elsewhere: a form opened again asks again.
    staleTime: 0,
    gcTime: 0,
  });
  return { ...(q.data ? { estimate: q.data } : {}), loading: q.isFetching, ...(q.error ? { error: toErrorView(q.error) } : {}) };
}

/** The question asked before a job that may spend CONFIRM_FROM_CREDITS or more. */
export function startQuestion(spec: JobSpec, estimate: JobEstimate, cap: number): ConfirmRequest | null {
  const most = Math.min(cap, estimate.credits.max ?? cap);
  if (most < CONFIRM_FROM_CREDITS) return null;
  return {
    title: collectQuestion(spec.label),
    body: t('jobs.confirm.startBody', { estimate: estimateSentence(estimate), cap: formatCredits(cap) }),
    confirmLabel: t('jobs.form.startAtMost', { credits: formatCredits(most) }),
  };
}

export type StartOutcome = { ok: true; job: JobRecord } | { ok: false; error: ErrorView } | undefined;

/** Starts a job after the confirmation its cap calls for (undefined when the user declined). */
export function useStartJob(): { start(spec: JobSpec, estimate: JobEstimate, cap: number): Promise<StartOutcome>; pending: boolean } {
  const { env, stores } = useUi();
  const m = useMutation({
    mutationFn: (input: { spec: JobSpec; capCredits: number }) => startJob(env.api, input),
    onSettled: () => stores.queries.invalidateQueries({ queryKey: jobKeys.list }),
  });
  const start = useCallback(
    async (spec: JobSpec, estimate: JobEstimate, cap: number): Promise<StartOutcome> => {
      const question = startQuestion(spec, estimate, cap);
      if (question && !(await stores.confirm.getState().ask(question))) return undefined;
      return m.mutateAsync({ spec, capCredits: cap });
    },
    [m, stores],
  );
  return { start, pending: m.isPending };
}

async function startJob(api: BackgroundApi, input: { spec: JobSpec; capCredits: number }): Promise<StartOutcome> {
  try {
    const out = await api.jobStart(input);
    return 'ok' in out ? out : { ok: true, job: out };
  } catch (e) {
    return { ok: false, error: toErrorView(e) };
  }
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
        const { rows, name } = await env.api.jobExport({ id });
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

/** An input with its empty values and cursor dropped, keys in order: how two specs compare. */
function inputKey(input: Record<string, unknown>): string {
  const { end_cursor: _cursor, ...rest } = cleanInput(input) as Record<string, unknown>;
  return stableKey(rest);
}

/** The job that collects a list (a view's paged list), if the list can be collected by one. */
export function jobSpecOf(list: { useCase: string; input: Record<string, unknown> }, announcedTotal?: number, of?: string): JobSpec | null {
  if (!isJobUseCase(list.useCase)) return null;
  const { end_cursor: _cursor, ...input } = cleanInput(list.input) as Record<string, unknown>;
  return {
    useCase: list.useCase,
    input,
    label: jobLabel(list.useCase, input, of),
    ...(announcedTotal !== undefined ? { announcedTotal } : {}),
  };
}

/** The newest job collecting the same list (its card shows under the list). */
export function useJobFor(spec: JobSpec | null): JobRecord | undefined {
  const { jobs } = useJobs();
  if (!spec) return undefined;
  const key = inputKey(spec.input);
  return jobs.find((j) => j.spec.useCase === spec.useCase && inputKey(j.spec.input) === key);
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
