import type { ErrorView } from '../../lookup/types';
import { ERRORS, isErrorCode, type ErrorCode } from '../../service/errors';
import { formatCredits } from '../account/cost-text';
import { plural } from './numbers';

/** The way forward a failure offers in the UI. */
export type ErrorAction = 'options' | 'retry' | 'retry_after' | 'refresh_credits' | 'confirm_budget' | 'none';

/** What the pages say about a failure of one code (its sentence is the error's message). */
export interface ErrorText {
  /** Short heading. */
  title: string;
  /** What the user can do about it. */
  wayForward: string;
  action: ErrorAction;
  /** Show the body the service sent (answers that could not be read). */
  showRaw?: boolean;
}

const text = (title: string, wayForward: string, action: ErrorAction, showRaw = false): ErrorText =>
  ({ title, wayForward, action, ...(showRaw ? { showRaw } : {}) });

/** Per code of the error table (lib/service/errors.ts). */
export const ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  // From the service's answer (see errorForResponse).
  bad_request: text('The service rejected the request', 'Check the values you entered.', 'none'),
  unauthorized: text('The service rejected your key', 'Re-enter the key in the options; check that you copied all of it.', 'options'),
  out_of_credits: text('You are out of credits', 'Top up or move to a larger plan with the service, or wait for the monthly reset. Then refresh your credits.', 'refresh_credits'),
  forbidden: text('The key was refused or the account is paused', 'Check your account with the service, or enter another key in the options.', 'options'),
  rate_limited: text('Too many requests', 'The service asks to slow down for a moment.', 'retry_after'),
  upstream_error: text("The network's data source failed", 'The service could not get this from the site. Try again.', 'retry'),
  service_failed: text('The service failed', 'The service had a problem of its own. Try again in a while.', 'retry'),
  upstream_timeout: text("The network's data source timed out", 'The site took too long to answer the service. Try again.', 'retry'),
  // From the way to the service.
  network: text('The service could not be reached', 'Check your connection and the service URL, then try again.', 'retry'),
  timeout: text('The service did not answer in time', 'The call was stopped. Try again.', 'retry'),
  malformed: text('The service sent an answer that is not JSON', 'The answer is shown below as it came.', 'retry', true),
  cancelled: text('Stopped', 'The call was cancelled; nothing more was loaded.', 'retry'),
  // Before anything is sent.
  invalid_params: text('A value is not accepted', 'Correct the value and try again.', 'none'),
  invalid_request: text('The request is not valid', 'Correct the value and try again.', 'none'),
  insecure_base_url: text('The service URL is not usable', 'It must start with https:// (http:// only for localhost) and have no path. Fix it in the options.', 'options'),
  no_base_url: text('Set up the service URL', 'Enter the service URL in the options.', 'options'),
  permission: text('Permission not given', 'Allow the extension to reach the service URL when the browser asks.', 'none'),
  no_key: text('Set up your key', 'Add your API key in the options to start looking things up.', 'options'),
  invalid_settings: text('The settings were not saved', 'Correct the value and save again.', 'none'),
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: text("This would go over today's budget", 'Confirm to go over it once, or raise the budget in the options.', 'confirm_budget'),
  not_enough_credits: text('Not enough credits', 'Top up with the service, then refresh your credits.', 'refresh_credits'),
  unsupported: text('Social Lookup cannot look this up', 'This kind of link has no lookup.', 'none'),
  not_on_site: text('This is not on the site', 'Open a page, group, post or video of the site.', 'none'),
  auto_lookup_off: text('Automatic lookups are off', 'Turn them on in the options, or look it up by hand.', 'options'),
  // Bulk jobs (lib/lookup/jobs): why a job paused before sending its next page.
  job_cap_reached: text("The job's credit cap is reached", 'Raise the cap and resume to go on, or export what it fetched.', 'none'),
  browser_closed: text('Paused when the browser closed', 'Resume the job: it goes on from its last page, without paying again for what it has.', 'retry'),
  // The extension itself.
  ledger_unavailable: text('Paid calls are stopped', 'The browser refused to save the credit ledger (the disk may be full). Free some space, then try again.', 'retry'),
  internal: text('Something went wrong', 'Try again; if it keeps happening, the details below help to report it.', 'retry'),
};

/** The texts of any code; an unknown one reads as internal. */
export function errorText(code: string): ErrorText {
  return ERROR_TEXTS[isErrorCode(code) ? code : 'internal'];
}

export interface ErrorDescription {
  title: string;
  detail: string;
  action: ErrorAction;
  /** Show the body the service sent (malformed answers). */
  showRaw: boolean;
}

/** An error as it may arrive from anywhere: a known code reads its row of the table, any other is internal. */
export type AnyErrorView = Omit<ErrorView, 'code'> & { code: string };

/** One distinct sentence and way forward per failure, from ERROR_TEXTS and the error table. */
export function describeError(error: AnyErrorView): ErrorDescription {
  const known = isErrorCode(error.code);
  const texts = errorText(error.code);
  let { title, wayForward: detail } = texts;
  switch (error.code) {
    case 'invalid_params':
    case 'invalid_request':
    case 'invalid_settings':
      if (error.param) title = `The value of “${error.param}” is not accepted`;
      detail = error.message;
      break;
    case 'bad_request':
      detail = error.serviceMessage ?? error.message;
      break;
    case 'budget_exceeded':
      detail = budgetSentence(error);
      break;
    case 'not_enough_credits':
      detail = creditsSentence(error);
      break;
  }
  if (!known || error.code === 'internal') detail = error.message || ERRORS.internal.message;
  return { title, detail, action: texts.action, showRaw: texts.showRaw === true };
}

/** "This costs 5 credits; the account has 2 left." */
export function creditsSentence(error: Pick<ErrorView, 'estimate' | 'creditsLeft'>): string {
  if (error.estimate === undefined || error.creditsLeft === undefined) return ERRORS.not_enough_credits.message;
  return `This needs ${formatCredits(error.estimate).replace('free', '0 credits')}; the account has ${plural(error.creditsLeft, 'credit')} left. Top up with the service, then refresh your credits.`;
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
export function shortError(error: AnyErrorView): string {
  const title = describeError(error).title;
  return title === 'Something went wrong' && error.message ? error.message : title;
}
