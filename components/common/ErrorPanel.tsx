import { useState, type ReactNode } from 'react';
import type { ErrorView } from '../../lib/ui/types';
import { useUi } from '../../lib/ui/app/context';
import { useRefreshingUsage, useRefreshUsage } from '../../lib/ui/account/session';
import { describeError, retryAfterSeconds, waitText } from '../../lib/ui/text/errors';
import { formatCredits } from '../../lib/ui/account/cost-text';
import { useCountdown } from '../../lib/ui/app/time-hooks';
import { RawJson } from './RawJson';
import { t } from '../../lib/ui/i18n/catalogue';

/**
 * One failure, said plainly, with its way forward: options for key problems, a countdown then
 * Retry for 429 (at most a lookup's longest wait), Retry for upstream and network failures, the raw body for malformed answers.
 */
export function ErrorPanel({
  error,
  onRetry,
  onConfirmBudget,
  compact,
}: {
  error: ErrorView;
  onRetry?: () => void;
  /** For budget_exceeded: run anyway (the click is the confirmation). */
  onConfirmBudget?: () => void;
  compact?: boolean;
}) {
  const { env } = useUi();
  const refreshUsage = useRefreshUsage();
  const description = describeError(error);
  const untilFor = (e: ErrorView) =>
    e.code === 'rate_limited' ? env.now() + retryAfterSeconds(e) * 1000 : undefined;
  // The countdown starts when this error is first shown; a new error starts a new one.
  const [shown, setShown] = useState(() => ({ error, until: untilFor(error) }));
  if (shown.error !== error) setShown({ error, until: untilFor(error) });
  const seconds = useCountdown(shown.error === error ? shown.until : untilFor(error));
  const refreshing = useRefreshingUsage();
  const detail = description.detail;

  let action: ReactNode = null;
  switch (description.action) {
    case 'options':
      action = (
        <button type="button" className="btn btn-primary" onClick={() => env.shell.openOptions()}>
          {error.code === 'no_key' ? t('common.setUpKey') : t('common.openOptions')}
        </button>
      );
      break;
    case 'retry_after':
      action =
        seconds > 0 ? (
          <p className="countdown" aria-live="polite">
            {t('common.error.retryIn', { wait: waitText(seconds) })}
          </p>
        ) : onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null;
      break;
    case 'retry':
      action = onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null;
      break;
    case 'refresh_credits':
      action = (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={refreshUsage}
          disabled={refreshing}
        >
          {t('common.error.refreshCreditsFree')}
        </button>
      );
      break;
    case 'confirm_budget':
      action = onConfirmBudget ? (
        <button type="button" className="btn btn-secondary" onClick={onConfirmBudget}>
          {error.estimate !== undefined ? t('common.error.runAnywayCost', { credits: formatCredits(error.estimate) }) : t('common.error.runAnyway')}
        </button>
      ) : null;
      break;
    case 'none':
      break;
  }

  // Key and credit problems are fixed elsewhere (options, a top-up); once fixed, the user can try
  // this call again from here instead of starting over.
  const retryAfterFix =
    onRetry && (description.action === 'options' || description.action === 'refresh_credits') ? (
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    ) : null;
  if (retryAfterFix) {
    action = (
      <>
        {action}
        {retryAfterFix}
      </>
    );
  }

  const hasDetails = Boolean(error.requestId || error.status || error.serviceMessage || error.code);
  return (
    <div className={`error-panel${compact ? ' compact' : ''}`} role="alert" data-code={error.code}>
      <p className="error-title">{description.title}</p>
      <p className="error-detail">{detail}</p>
      {action ? <div className="actions">{action}</div> : null}
      {description.showRaw && error.rawBody !== undefined ? (
        <RawJson value={error.rawBody} summary={t('common.error.showSent')} open />
      ) : null}
      {hasDetails ? (
        <details className="error-more">
          <summary>{t('common.details')}</summary>
          <dl className="facts small">
            <div className="fact">
              <dt>{t('common.error.code')}</dt>
              <dd>{error.code}</dd>
            </div>
            {error.status ? (
              <div className="fact">
                <dt>{t('common.error.httpStatus')}</dt>
                <dd>{error.status}</dd>
              </div>
            ) : null}
            {error.requestId ? (
              <div className="fact">
                <dt>{t('common.error.requestId')}</dt>
                <dd className="mono">{error.requestId}</dd>
              </div>
            ) : null}
            {error.serviceMessage ? (
              <div className="fact">
                <dt>{t('common.error.serviceSaid')}</dt>
                <dd>{error.serviceMessage}</dd>
              </div>
            ) : null}
            {error.detail && error.detail !== detail ? (
              <div className="fact">
                <dt>{t('common.error.browserSaid')}</dt>
                <dd>{error.detail}</dd>
              </div>
            ) : null}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
