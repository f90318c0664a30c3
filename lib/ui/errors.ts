import type { ErrorView } from '../lookup/types';
import { formatCredits } from './format';

/** The way forward a failure offers. */
export type ErrorAction = 'options' | 'retry' | 'retry_after' | 'refresh_credits' | 'confirm_budget' | 'none';

export interface ErrorDescription {
  title: string;
  detail: string;
  action: ErrorAction;
  /** Show the body the service sent (malformed answers). */
  showRaw: boolean;
}

/** One distinct sentence and way forward per failure. */
export function describeError(error: ErrorView): ErrorDescription {
  const d = (title: string, detail: string, action: ErrorAction, showRaw = false): ErrorDescription => ({
    title,
    detail,
    action,
    showRaw,
  });
  switch (error.code) {
    case 'no_key':
      return d('Set up your key', 'Add your API key in the options to start looking things up.', 'options');
    case 'unauthorized':
      return d('The service rejected your key', 'Re-enter the key in the options; check that you copied all of it.', 'options');
    case 'out_of_credits':
      return d(
        'You are out of credits',
        'Top up or move to a larger plan with the service, or wait for the monthly reset. Then refresh your credits.',
        'refresh_credits',
      );
    case 'forbidden':
      return d(
        'The key was refused or the account is paused',
        'Check your account with the service, or enter another key in the options.',
        'options',
      );
    case 'rate_limited':
      return d('Too many requests', 'The service asks to slow down for a moment.', 'retry_after');
    case 'upstream_error':
      return d("The network's data source failed", 'The service could not get this from the site. Try again.', 'retry');
    case 'upstream_timeout':
      return d("The network's data source timed out", 'The site took too long to answer the service. Try again.', 'retry');
    case 'network':
      return d('The service could not be reached', 'Check your connection and the service URL, then try again.', 'retry');
    case 'timeout':
      return d('The service did not answer in time', 'The call was stopped. Try again.', 'retry');
    case 'cancelled':
      return d('Stopped', 'The call was cancelled; nothing more was loaded.', 'retry');
    case 'malformed':
      return d('The service sent an answer that is not JSON', 'The answer is shown below as it came.', 'retry', true);
    case 'invalid_params':
      return d(
        error.param ? `The value of “${error.param}” is not accepted` : 'A value is not accepted',
        error.message,
        'none',
      );
    case 'insecure_base_url':
      return d(
        'The service URL is not secure',
        'It must start with https:// (http:// is allowed only for localhost). Fix it in the options.',
        'options',
      );
    case 'bad_request':
      return d('The service rejected the request', error.serviceMessage ?? error.message, 'none');
    case 'budget_exceeded':
      return d(
        "This would go over today's budget",
        budgetSentence(error),
        'confirm_budget',
      );
    case 'unsupported':
      return d('Social Lookup cannot look this up', 'This kind of link has no lookup.', 'none');
    case 'not_on_site':
      return d('This is not on the site', 'Open a page, group, post or video of the site.', 'none');
    default:
      return d('Something went wrong', error.message || 'An unexpected error occurred.', 'retry');
  }
}

export function budgetSentence(error: Pick<ErrorView, 'estimate' | 'budgetLeft'>): string {
  const costs = error.estimate === undefined ? 'This call costs' : `This costs ${formatCredits(error.estimate)}`;
  if (error.budgetLeft === undefined) {
    return error.estimate === undefined
      ? 'This call costs more than is left of today’s budget.'
      : `${costs}, more than is left of today’s budget.`;
  }
  if (error.estimate === undefined) {
    return error.budgetLeft <= 0
      ? 'Nothing is left of today’s budget.'
      : `Only ${formatCredits(error.budgetLeft)} ${error.budgetLeft === 1 ? 'is' : 'are'} left of today’s budget.`;
  }
  if (error.budgetLeft <= 0) return `${costs}; nothing is left of today’s budget.`;
  const left = formatCredits(error.budgetLeft);
  return `${costs}; ${left} of today’s budget ${error.budgetLeft === 1 ? 'is' : 'are'} left.`;
}

/** Any thrown value (a messaging failure, a bug) as an ErrorView. */
export function toErrorView(e: unknown): ErrorView {
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string') {
    const o = e as Partial<ErrorView> & { code: string };
    return { ...o, code: o.code, message: typeof o.message === 'string' ? o.message : o.code };
  }
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : 'An unexpected error occurred.';
  return { code: 'internal', message: message || 'An unexpected error occurred.' };
}

/** One short phrase for a failure shown inline (the title, or the message of an unknown one). */
export function shortError(error: ErrorView): string {
  const title = describeError(error).title;
  return title === 'Something went wrong' && error.message ? error.message : title;
}
