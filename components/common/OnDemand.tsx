import type { ReactNode } from 'react';
import type { UseCaseRequest, UseCaseResult } from '../../lib/ui/types';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { PaidButton } from './PaidButton';
import { RunResult } from './RunResult';
import { t } from '../../lib/ui/i18n/catalogue';
import { noticeText } from '../../lib/ui/text/notices';

/**
 * Something fetched only when asked (extended details, attachments, exact follower count): a
 * button with its cost, then loading, the failure with its way forward, or the answer.
 */
export function OnDemand({
  request,
  label,
  what,
  loadingText = t('common.loading'),
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
  const perform = usePaid();
  const runner = useRunner();
  const entry = useRunEntry(request);
  const estimated = useEstimatedCost(request);
  const cost = estimated.cost;
  const button = (
    <PaidButton
      label={label}
      cost={cost}
      costLoading={estimated.loading}
      {...(estimated.refusal ? { refusal: estimated.refusal } : {})}
      busy={entry?.status === 'loading'}
      onClick={() =>
        void perform({ what, ...costFields(cost), execute: (c) => runner.run(request, c ? { confirmOverBudget: true } : {}) })
      }
      variant="secondary"
    />
  );
  return (
    <RunResult
      request={request}
      what={what}
      idle={button}
      loadingText={loadingText}
      compact
      {...(showButtonWithResult ? { bare: true } : {})}
      render={(result) =>
        showButtonWithResult ? (
          button
        ) : (
          <>
            {result.notice ? <p className="muted small">{noticeText(result.notice)}</p> : null}
            {render(result)}
          </>
        )
      }
    />
  );
}
