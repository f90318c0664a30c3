import type { ReactNode } from 'react';
import type { UseCaseRequest, UseCaseResult } from '../../lib/ui/types';
import { useUi } from '../../lib/ui/context';
import type { Cost } from '../../lib/ui/format';
import { useEstimatedCost, useNow, usePaid, useRunEntry } from '../../lib/ui/hooks';
import { CacheNote } from './CacheNote';
import { ErrorPanel } from './ErrorPanel';
import { PaidButton } from './PaidButton';
import { Loading } from './Status';

/**
 * Something fetched only when asked (extended details, attachments, exact follower count): a
 * button with its cost, then loading, the failure with its way forward, or the answer.
 */
export function OnDemand({
  request,
  label,
  what,
  loadingText = 'Loading…',
  render,
  showButtonWithResult,
}: {
  request: UseCaseRequest;
  label: string;
  what: string;
  loadingText?: string;
  render: (result: UseCaseResult) => ReactNode;
  /** Keep the button (and hide the cache note) once answered; for actions whose answer shows elsewhere. */
  showButtonWithResult?: boolean;
}) {
  const { stores } = useUi();
  const perform = usePaid();
  const now = useNow();
  const entry = useRunEntry(request);
  const estimated = useEstimatedCost(request);
  const cost: Cost | undefined = estimated.cost;
  const run = (options: { refresh?: boolean; confirmOverBudget?: boolean } = {}) =>
    void perform({
      what,
      credits: options.refresh ? (cost?.refreshCredits ?? cost?.credits ?? 0) : (cost?.credits ?? 0),
      overBudget: !options.refresh && !options.confirmOverBudget && (cost?.overBudget ?? false),
      execute: (c) =>
        stores.lookup.getState().run(request, {
          ...(options.refresh ? { refresh: true } : {}),
          ...(c || options.confirmOverBudget ? { confirmOverBudget: true } : {}),
        }),
    });

  const button = (
    <PaidButton
      label={label}
      cost={cost}
      costLoading={estimated.loading}
      {...(estimated.refusal ? { refusal: estimated.refusal } : {})}
      busy={entry?.status === 'loading'}
      onClick={() => run()}
      variant="secondary"
    />
  );
  if (!entry) return button;
  if (entry.status === 'loading' && !entry.result) return <Loading>{loadingText}</Loading>;
  return (
    <>
      {entry.status === 'error' && entry.error ? (
        <ErrorPanel error={entry.error} onRetry={() => run()} onConfirmBudget={() => run({ confirmOverBudget: true })} compact />
      ) : null}
      {entry.result ? (
        showButtonWithResult ? (
          button
        ) : (
          <>
            <CacheNote
              result={entry.result}
              now={now}
              {...(cost?.refreshCredits !== undefined ? { refreshCredits: cost.refreshCredits } : {})}
              onRefresh={() => run({ refresh: true })}
              refreshing={entry.status === 'loading'}
            />
            {entry.result.notice ? <p className="muted small">{entry.result.notice.message}</p> : null}
            {render(entry.result)}
          </>
        )
      ) : entry.status === 'error' ? null : (
        button
      )}
    </>
  );
}
