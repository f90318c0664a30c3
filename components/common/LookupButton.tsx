import type { RunResponse, UseCaseRequest } from '../../lib/ui/types';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { PaidButton } from './PaidButton';

/**
 * Runs a use case with the cost from the background's estimate on the button ("Look up · 1
 * credit", "Show · cached · 0 credits"); asks first at 5 credits or more or over the budget.
 */
export function LookupButton({
  request,
  label,
  cachedLabel,
  what,
  onStart,
  onDone,
  variant,
}: {
  request: UseCaseRequest;
  label: string;
  cachedLabel?: string;
  /** The dialog's subject: "Look up this page". */
  what: string;
  /** Called when the run starts (after any confirmation). */
  onStart?: () => void;
  onDone?: (response: RunResponse) => void;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const runner = useRunner();
  const { cost, loading, refusal } = useEstimatedCost(request);
  const entry = useRunEntry(request);
  const perform = usePaid();
  const onClick = async () => {
    const response = await perform({
      what,
      ...costFields(cost),
      execute: (confirmOverBudget) => {
        const running = runner.run(request, confirmOverBudget ? { confirmOverBudget } : {});
        onStart?.();
        return running;
      },
    });
    if (response) onDone?.(response);
  };
  return (
    <PaidButton
      label={label}
      {...(cachedLabel ? { cachedLabel } : {})}
      cost={cost}
      costLoading={loading}
      {...(refusal ? { refusal } : {})}
      busy={entry?.status === 'loading'}
      onClick={() => void onClick()}
      {...(variant ? { variant } : {})}
    />
  );
}
