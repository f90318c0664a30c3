import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { JobEstimate, JobRecord, JobSpec } from '../../lookup/jobs/types';
import type { ErrorView } from '../../lookup/types';
import type { BackgroundApi } from '../env/ui-env';
import { CONFIRM_FROM_CREDITS, type ConfirmRequest } from '../account/confirm';
import { useUi } from '../app/context';
import { toErrorView } from '../text/errors';
import { formatCredits } from '../account/cost-text';
import { cleanInput } from '../requests/results';
import { collectQuestion, estimateSentence, isJobUseCase, jobLabel } from './job-text';
import { stableKey } from '../../util/stable-key';
import { t } from '../i18n/catalogue';
import { jobKeys, useJobs } from './job-queries';
import '../i18n/words/jobs';

/**
 * Starting a job: the job a list can be collected by, its estimate (a free query) and the start
 * (a mutation a click fires, after the confirmation its cap calls for). Apart from the jobs' list
 * (job-queries.ts) and controls (job-actions.ts): only the views that offer a job need it.
 */

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
