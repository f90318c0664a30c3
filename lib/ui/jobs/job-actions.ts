import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { JobAction } from '../../lookup/jobs/types';
import type { ErrorView } from '../../lookup/types';
import { CONFIRM_FROM_CREDITS } from '../account/confirm';
import { formatCredits } from '../account/cost-text';
import { useConfirmAsk } from '../account/confirm-ask';
import { useUi } from '../app/context';
import { shortError, toErrorView } from '../text/errors';
import { t } from '../i18n/catalogue';
import '../i18n/words/jobs';
import { jobKeys } from './job-queries';

// What a click does to a job (control, export): loaded with the jobs' cards, not with the pages'
// glance at whether there are jobs (job-queries.ts).

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
  const ask = useConfirmAsk();
  const m = useMutation({
    mutationFn: (input: { id: string; action: JobAction; capCredits?: number }) => env.api.jobControl(input),
    onSettled: () => stores.queries.invalidateQueries({ queryKey: jobKeys.list }),
  });
  const control = useCallback(
    async (id: string, action: JobAction, raise?: { from: number; to: number }) => {
      if (raise && raise.to - raise.from >= CONFIRM_FROM_CREDITS) {
        const ok = await ask({
          title: t('jobs.confirm.raiseTitle'),
          body: t('jobs.confirm.raiseBody', { more: formatCredits(raise.to - raise.from), total: formatCredits(raise.to) }),
          confirmLabel: t('jobs.confirm.raiseConfirm', { total: formatCredits(raise.to) }),
        });
        if (!ok) return;
      }
      await m.mutateAsync({ id, action, ...(raise ? { capCredits: raise.to } : {}) }).catch(() => undefined);
    },
    [m, ask],
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
