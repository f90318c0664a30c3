import { useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { RunProgress, UseCaseRequest, UseCaseResult } from '../../lib/ui/types';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { useCountdown, useNow } from '../../lib/ui/app/time-hooks';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { CacheNote } from './CacheNote';
import { ErrorPanel } from './ErrorPanel';
import { Loading } from './Status';
import { definedOnly } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';

/** A wait before a retry, counted down as it goes: never a silent spinner. */
export function RunWaiting({ progress }: { progress: RunProgress }) {
  const seconds = useCountdown(progress.until);
  const waited = progress.reason === 'rate_limited';
  if (seconds > 0) return <>{t(waited ? 'common.run.askedToWaitIn' : 'common.run.failedBrieflyIn', { seconds })}</>;
  return <>{t(waited ? 'common.run.askedToWait' : 'common.run.failedBriefly')}</>;
}

/**
 * The states of a run, said the same way everywhere (popup summary, entity view, on-demand
 * parts): `idle` before the first click; loading (with Cancel); the failure with its way forward
 * (Retry, Run anyway); the answer with where it came from, what it cost and Refresh.
 */
export function RunResult({
  request,
  what,
  idle = null,
  loadingText = t('common.loading'),
  cancellable,
  compact,
  bare,
  render,
}: {
  request: UseCaseRequest;
  /** The dialog's subject when the run asks first: "Look up this link". */
  what: string;
  idle?: ReactNode;
  loadingText?: string;
  cancellable?: boolean;
  compact?: boolean;
  /** Only the rendered answer: no cache note (for actions whose answer shows elsewhere). */
  bare?: boolean;
  render: (result: UseCaseResult) => ReactNode;
}) {
  const perform = usePaid();
  const runner = useRunner();
  const now = useNow();
  const entry = useRunEntry(request);
  const { cost } = useEstimatedCost(entry ? request : null);
  const run = (options: { refresh?: boolean; confirmOverBudget?: boolean } = {}) =>
    void perform({
      what: options.refresh ? t('common.run.refreshThis') : what,
      ...costFields(cost),
      ...(options.refresh ? { credits: cost?.refreshCredits ?? cost?.credits ?? 1, exact: cost?.exact ?? true } : {}),
      ...(options.refresh || options.confirmOverBudget ? { overBudget: false } : {}),
      execute: (c) =>
        runner.run(request, {
          ...(options.refresh ? { refresh: true } : {}),
          ...(c || options.confirmOverBudget ? { confirmOverBudget: true } : {}),
        }),
    });

  // A click or Enter on a button that the loading state replaces would drop the focus to the
  // page's body: it moves to this block instead, which holds the answer when it comes.
  const box = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const focus = {
    onFocus: () => {
      focusInside.current = true;
    },
    // Only a move elsewhere counts (a removed button's blur has no next target).
    onBlur: (e: FocusEvent<HTMLDivElement>) => {
      if (e.relatedTarget && !box.current?.contains(e.relatedTarget as Node)) focusInside.current = false;
    },
  };
  const state = `${entry?.status ?? 'idle'}:${entry?.result ? 1 : 0}`;
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (focusInside.current && (!active || active === document.body)) box.current?.focus();
  }, [state]);
  const loading = entry?.status === 'loading' && !entry.result;

  if (!entry || loading) {
    return (
      <div className="run" ref={box} tabIndex={-1} {...focus}>
        {!entry ? idle : <Loading>{entry.progress ? <RunWaiting progress={entry.progress} /> : loadingText}</Loading>}
        {entry && cancellable ? (
          <button type="button" className="btn btn-link" onClick={() => runner.cancel(request)}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="run" ref={box} tabIndex={-1} aria-live="polite" {...focus}>
      {entry.status === 'error' && entry.error ? (
        <ErrorPanel error={entry.error} onRetry={() => run()} onConfirmBudget={() => run({ confirmOverBudget: true })} {...(compact ? { compact } : {})} />
      ) : null}
      {entry.result ? (
        bare ? (
          render(entry.result)
        ) : (
          <>
            <CacheNote
              result={entry.result}
              now={now}
              {...definedOnly({ refreshCredits: cost?.refreshCredits })}
              onRefresh={() => run({ refresh: true })}
              refreshing={entry.status === 'loading'}
            />
            {render(entry.result)}
          </>
        )
      ) : entry.status === 'error' ? null : (
        idle
      )}
    </div>
  );
}
