import type { ErrorView, UseCaseRequest } from '../../lib/ui/types';
import { refusalText, shortText } from '../common/PaidButton';
import { requestKey } from '../../lib/ui/requests/results';
import { withCost, type Cost } from '../../lib/ui/account/cost-text';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { useDebounced } from '../../lib/ui/app/time-hooks';

/**
 * The cost of a form's request, for its submit button: the background's estimate (cache aware)
 * of what is typed, once typing pauses.
 */
export function useSubmitCost(request: UseCaseRequest | null): { cost?: Cost; refusal?: ErrorView; loading: boolean } {
  const key = request ? requestKey(request) : '';
  const settledKey = useDebounced(key, 300);
  const settled = request && settledKey === key ? request : null;
  const { cost, refusal } = useEstimatedCost(settled);
  // While typing settles and the estimate is on its way, the price is not known yet.
  const loading = request !== null && !cost && !refusal;
  return { ...(cost ? { cost } : {}), ...(refusal ? { refusal } : {}), loading };
}

export function SubmitButton({
  label,
  cost,
  refusal,
  disabled,
  busy,
  costLoading,
}: {
  label: string;
  cost: Cost | undefined;
  refusal?: ErrorView | undefined;
  disabled?: boolean;
  busy?: boolean;
  /** The price is being estimated: "Search · …", as on every paid button. */
  costLoading?: boolean;
}) {
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={disabled || busy || Boolean(refusal) || Boolean(cost?.shortOf)} aria-busy={busy || undefined}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {cost && !refusal ? withCost(label, cost) : costLoading && !refusal && !disabled ? `${label} · …` : label}
      </button>
      {refusal ? <span className="hint">{refusalText(refusal)}</span> : cost?.shortOf ? <span className="hint">{shortText(cost.shortOf)}</span> : null}
    </>
  );
}
