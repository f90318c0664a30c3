import type { ReactNode } from 'react';
import type { ErrorView } from '../../lib/ui/types';
import { errorSentence, shortError } from '../../lib/ui/text/errors';
import { formatCredits, withCost, type Cost } from '../../lib/ui/account/cost-text';
import { t } from '../../lib/ui/i18n/catalogue';

/** Why a call would be refused: what is wrong with invalid input, else the heading. */
export function refusalText(refusal: ErrorView): string {
  return refusal.code === 'invalid_params' || refusal.code === 'bad_request' ? errorSentence(refusal) : shortError(refusal);
}

/** "Needs 5 credits; 2 left." */
export function shortText(short: { needed: number; left: number }): string {
  return t('common.paid.short', { needed: formatCredits(short.needed), left: t('count.credit', { count: short.left }) });
}

/** A button that says what it costs before the click: "Look up · 1 credit". */
export function PaidButton({
  label,
  cachedLabel,
  cost,
  costLoading,
  busy,
  disabled,
  onClick,
  variant = 'primary',
  title,
  icon,
  refusal,
}: {
  label: string;
  /** Label when the answer is cached ("Show"). */
  cachedLabel?: string;
  cost: Cost | undefined;
  costLoading?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'link';
  title?: string;
  icon?: ReactNode;
  /** The background would refuse the call (for free): the button is off and says why. */
  refusal?: ErrorView;
}) {
  if (refusal || cost?.shortOf) {
    // Refused for free, or more than the balance: said before the click, and nothing is sent.
    const why = refusal ? refusalText(refusal) : shortText(cost!.shortOf!);
    return (
      <span className="refused">
        <button type="button" className={`btn btn-${variant}`} disabled>
          {refusal ? label : withCost(label, cost!)}
        </button>
        <span className="hint">{why}</span>
      </span>
    );
  }
  const text = cost
    ? withCost(cost.cached && cachedLabel ? cachedLabel : label, cost)
    : costLoading
      ? t('common.paid.costLoading', { label })
      : t('common.paid.costUnknown', { label });
  const hint =
    title ??
    (cost?.exact === false ? t('common.paid.estimate') : cost?.overBudget ? t('common.paid.overBudget') : undefined);
  return (
    <button
      type="button"
      className={`btn btn-${variant}${cost?.overBudget ? ' btn-over' : ''}`}
      // While busy the button keeps the focus (a disabled one would drop it to the page's body).
      onClick={busy ? undefined : onClick}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={hint}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : icon}
      {text}
    </button>
  );
}
