import type { ErrorView } from '../lookup/types';
import { errorInfo, ERRORS, type ErrorAction } from '../service/errors';
import { formatCredits, plural } from './format';

export type { ErrorAction };

export interface ErrorDescription {
  title: string;
  detail: string;
  action: ErrorAction;
  /** Show the body the service sent (malformed answers). */
  showRaw: boolean;
}

/** An error as it may arrive from anywhere: a known code reads its row of the table, any other is internal. */
export type AnyErrorView = Omit<ErrorView, 'code'> & { code: string };

/** One distinct sentence and way forward per failure, from the error table (lib/service/errors.ts). */
export function describeError(error: AnyErrorView): ErrorDescription {
  const row = errorInfo(error.code);
  const known = row !== ERRORS.internal || error.code === 'internal';
  let { title, wayForward: detail } = row;
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
  if (!known || error.code === 'internal') detail = error.message || row.message;
  return { title, detail, action: row.action, showRaw: row.showRaw === true };
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
