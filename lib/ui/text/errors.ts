import type { ErrorView } from '../../lookup/types';
import { isErrorCode, readData, type ErrorCode, type ErrorData } from '../../service/errors';
import { LOOKUP_MAX_WAIT_MS, waitFor } from '../../service/retry-after';
import { formatCredits } from '../account/cost-text';
import { formatNumber, plural } from './numbers';
import { issuesText, paramLabel, serviceMessageText } from './params';

/**
 * The one table of what the pages say about a failure. The background sends a code and its data
 * (status, Retry-After, credits, the URL at fault…); each code's row here words it: a heading,
 * the sentence that says what happened and the way forward, the button it offers and, where the
 * options page checks a key, the sentence it shows there. Translations hook in here.
 */

/** The way forward a failure offers in the UI. */
export type ErrorAction = 'options' | 'retry' | 'retry_after' | 'refresh_credits' | 'confirm_budget' | 'none';

type Say = string | ((e: ErrorView) => string);

export interface ErrorWords {
  /** Short heading. */
  title: Say;
  /** What happened and what the user can do about it. */
  say: Say;
  action: ErrorAction;
  /** Show the body the service sent (answers that could not be read). */
  showRaw?: boolean;
  /** The options page's sentence when checking a key fails so (else "title. say"). */
  onVerify?: Say;
}

const word = (s: Say, e: ErrorView): string => (typeof s === 'string' ? s : s(e));

/** The parameter at fault in the user's words (lib/ui/text/params.ts): "The lowest price is not accepted". */
function valueTitle(fallback: string) {
  return (e: ErrorView) => {
    if (!e.param) return fallback;
    const said = paramLabel(e.param);
    return said === e.param ? `The value of “${e.param}” is not accepted` : `${said.charAt(0).toUpperCase()}${said.slice(1)} is not accepted`;
  };
}
const issuesOr = (fallback: string) => (e: ErrorView) => (e.issues?.length ? issuesText(e.issues) : fallback);

/** The service URL rule (lib/service/base-url.ts), part by part. */
function baseUrlSentence(e: ErrorView): string {
  switch (e.problem) {
    case 'missing':
      return 'Enter the service URL first.';
    case 'not_absolute':
      return `The service URL "${e.url ?? ''}" is not an absolute URL; https is required, e.g. https://api.example.`;
    case 'scheme':
      return `The service URL must start with https://, not ${e.scheme ?? 'another scheme'}`;
    case 'credentials':
      return 'The service URL must not contain a user name or password.';
    case 'path':
      return e.origin && e.url
        ? `The service URL must be the service's address alone, with no path or query: ${e.origin}, not ${e.url}.`
        : "The service URL must be the service's address alone, with no path or query.";
    default:
      return 'The service URL must start with https:// (http:// is allowed only for localhost).';
  }
}

/** A redirect that was not followed: where it pointed, when the browser showed it. */
const redirectSentence = (forward: string) => (e: ErrorView) =>
  `The service answered with a redirect to another address${e.origin ? ` (${e.origin})` : ''}, which Social Lookup does not follow, so your key is not sent there. ${forward}`;

/** The saved key stays with the service it was saved for. */
const savedKeySentence = (e: ErrorView) =>
  `Your saved key was saved for ${e.savedOrigin || 'no service URL'}, so it was not sent to ${e.origin ?? 'the new address'}. Type the key for that service to check it there.`;

const UNSUPPORTED: Partial<Record<NonNullable<ErrorData['problem']>, string>> = {
  no_ad: 'This ads library link names no ad.',
  no_listing: 'This marketplace link has no numeric listing id.',
  no_seller: 'This marketplace link names no seller.',
  marketplace_search: 'Open the marketplace tab of the side panel to search the marketplace with its filters.',
  other_page: 'This page of the site is not a page, group, post, video or reel, so there is nothing to look up.',
  photo_link: 'Links of the photo network are recognised, but looking them up is not offered yet.',
};

export const ERROR_WORDS: Record<ErrorCode, ErrorWords> = {
  // From the service's answer.
  bad_request: {
    title: 'The service rejected the request',
    say: (e) => (e.serviceMessage ? serviceMessageText(e.serviceMessage) : 'The service found the request invalid. Check the values you entered.'),
    action: 'none',
  },
  unauthorized: {
    title: 'The service rejected your key',
    say: 'Re-enter the key in the options; check that you copied all of it.',
    action: 'options',
    onVerify: 'The service rejected this key (401). Check that you copied all of it.',
  },
  out_of_credits: {
    title: 'You are out of credits',
    say: 'Top up or move to a larger plan with the service, or wait for the monthly reset. Then refresh your credits.',
    action: 'refresh_credits',
    onVerify: 'The key works, but the account is out of credits (402).',
  },
  forbidden: {
    title: 'The key was refused or the account is paused',
    say: 'Check your account with the service, or enter another key in the options.',
    action: 'options',
    onVerify: 'The key was refused or the account is paused (403). Check your account with the service.',
  },
  rate_limited: {
    title: 'Too many requests',
    // The countdown beside it says how long (ErrorPanel).
    say: 'The service asks to slow down for a moment.',
    action: 'retry_after',
    onVerify: (e) => `The service asks to slow down (429). Try again in ${waitText(retryAfterSeconds(e))}.`,
  },
  upstream_error: { title: "The network's data source failed", say: 'The service could not get this from the site. Try again.', action: 'retry' },
  service_failed: {
    title: 'The service failed',
    say: (e) =>
      e.status !== undefined && e.status < 400
        ? `The service answered with an unexpected status ${e.status}. Try again in a while.`
        : 'The service had a problem of its own. Try again in a while.',
    action: 'retry',
  },
  upstream_timeout: { title: "The network's data source timed out", say: 'The site took too long to answer the service. Try again.', action: 'retry' },
  error_answer: {
    title: 'The service answered with an error',
    say: (e) =>
      `${e.serviceMessage ? `It said: “${e.serviceMessage}”. ` : ''}Nothing was kept. The service may have charged the call, so it is in the ledger. Try again later.`,
    action: 'retry',
    showRaw: true,
  },
  // From the way to the service.
  redirected: {
    title: 'The service URL redirects elsewhere',
    say: redirectSentence('Check the service URL in the options.'),
    action: 'options',
    onVerify: redirectSentence('Check the URL.'),
  },
  network: {
    title: 'The service could not be reached',
    say: 'Check your connection and the service URL, then try again.',
    action: 'retry',
    onVerify: 'The service could not be reached at this URL. Check the URL and your connection.',
  },
  timeout: {
    title: 'The service did not answer in time',
    say: (e) =>
      e.timeoutMs === undefined
        ? 'The call was stopped. Try again.'
        : `It did not answer within ${e.timeoutMs < 1000 ? `${e.timeoutMs} ms` : `${Math.round(e.timeoutMs / 1000)} s`}; the call was stopped. Try again.`,
    action: 'retry',
    onVerify: 'The service did not answer in time. Try again in a moment.',
  },
  malformed: {
    title: (e) =>
      e.problem === 'usage'
        ? "The service's usage answer was not recognised"
        : e.problem === 'job_page'
          ? 'An answer was not a list the job can read'
          : e.problem === 'watch_page'
            ? 'An answer was not a list the watch can read'
            : 'The service sent an answer that is not JSON',
    say: (e) =>
      e.problem === 'usage'
        ? 'The service answered, but not with the account’s figures. Try again later.'
        : e.problem === 'job_page'
          ? `The service's answer to page ${e.page ?? '?'} was not a list the job can read; the job stopped there.`
          : e.problem === 'watch_page'
            ? "The service's answer was not a list the watch can read; it tries again at its next check."
            : 'The answer is shown below as it came.',
    action: 'retry',
    showRaw: true,
  },
  cancelled: { title: 'Stopped', say: 'The call was cancelled; nothing more was loaded.', action: 'retry' },
  // Before anything is sent.
  invalid_params: {
    title: valueTitle('A value is not accepted'),
    say: (e) => (e.problem === 'unknown_operation' ? `There is no operation “${e.param ?? ''}”.` : issuesOr('Correct the value and try again.')(e)),
    action: 'none',
  },
  invalid_request: {
    title: valueTitle('The request is not valid'),
    say: (e) => (e.problem === 'no_job' ? 'There is no such job (it was removed).' : issuesOr('Correct the value and try again.')(e)),
    action: 'none',
  },
  insecure_base_url: { title: 'The service URL is not usable', say: baseUrlSentence, action: 'options', onVerify: baseUrlSentence },
  no_base_url: { title: 'Set up the service URL', say: 'Enter the service URL in the options.', action: 'options' },
  permission: {
    title: 'Permission not given',
    say: (e) =>
      e.origin
        ? `Permission to contact ${e.origin} was not given. Allow it when the browser asks.`
        : 'Allow the extension to reach the service URL when the browser asks.',
    action: 'none',
    onVerify: (e) => `Permission to contact ${e.origin ?? 'the service'} was not given, so the key could not be checked.`,
  },
  saved_key_elsewhere: {
    title: 'Your saved key was not sent',
    say: (e) => savedKeySentence(e),
    action: 'options',
    onVerify: (e) => `Not checked. ${savedKeySentence(e)}`,
  },
  no_key: { title: 'Set up your key', say: 'Add your API key in the options to start looking things up.', action: 'options', onVerify: 'Enter a key first.' },
  invalid_settings: {
    title: valueTitle('The settings were not saved'),
    say: (e) => (e.problem === 'no_site_host' ? 'Add at least one valid site domain (e.g. social.example).' : issuesOr('Correct the value and save again.')(e)),
    action: 'none',
  },
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: { title: "This would go over today's budget", say: budgetSentence, action: 'confirm_budget' },
  not_enough_credits: { title: 'Not enough credits', say: creditsSentence, action: 'refresh_credits' },
  unsupported: {
    title: 'Social Lookup cannot look this up',
    say: (e) => (e.problem && UNSUPPORTED[e.problem]) ?? 'This kind of link has no lookup.',
    action: 'none',
  },
  not_on_site: { title: 'This is not on the site', say: 'Open a page, group, post or video of the site.', action: 'none' },
  not_held: { title: 'Not looked up yet', say: 'Its answer is not kept. Look it up to pay for it.', action: 'none' },
  auto_lookup_off: { title: 'Automatic lookups are off', say: 'Turn them on in the options, or look it up by hand.', action: 'options' },
  // Bulk jobs: why a job paused before sending its next page.
  job_cap_reached: {
    title: "The job's credit cap is reached",
    say: (e) =>
      `${e.estimate !== undefined && e.spent !== undefined && e.cap !== undefined
        ? `The next page costs ${plural(e.estimate, 'credit')} and the job has spent ${formatNumber(e.spent)} of its cap of ${plural(e.cap, 'credit')}. `
        : ''}Raise the cap and resume to go on, or export what it fetched.`,
    action: 'none',
  },
  watch_cap_reached: {
    title: "The watch's daily credit cap is reached",
    say: (e) =>
      `${e.estimate !== undefined && e.spent !== undefined && e.cap !== undefined
        ? `A check costs ${plural(e.estimate, 'credit')} and the watch has spent ${formatNumber(e.spent)} of its ${plural(e.cap, 'credit')} today. `
        : ''}It checks again tomorrow; raise its cap to check sooner.`,
    action: 'none',
  },
  // Boards (nothing was sent, nothing was charged).
  board_file_invalid: {
    title: 'This is not a board file',
    say: (e) =>
      `Social Lookup could not read it as a board file${e.detail ? ` (${e.detail})` : ''}, so nothing was imported. Pick a file made by “Export the board’s file”, or ask for it again from a newer version.`,
    action: 'none',
  },
  board_unreadable: {
    title: 'This board could not be read',
    say: 'Its stored record is damaged, so it is kept aside as it was and nothing was written over it. Make a new board, or import the board’s file again if you have one.',
    action: 'none',
  },
  board_gone: {
    title: 'This board is gone',
    say: 'It was deleted, here or in another window. Go back to the boards and pick another, or import its file again.',
    action: 'none',
  },
  browser_closed: {
    title: 'The browser was closed',
    say: 'Resume the job: it goes on from its last page, without paying again for what it has.',
    action: 'retry',
  },
  // The extension itself.
  ledger_unavailable: {
    title: 'Paid calls are stopped',
    say: 'The browser refused to save the credit ledger (the disk may be full). Free some space, then try again.',
    action: 'retry',
  },
  library_newer: {
    title: 'The library is from a newer version',
    say: 'Your library was saved by a newer version of Social Lookup. Lookups still work, but new answers are not kept. Export the library, or reset it.',
    action: 'none',
  },
  internal: {
    title: 'Something went wrong',
    say: (e) => e.detail ?? 'Try again; if it keeps happening, the details below help to report it.',
    action: 'retry',
  },
};

/** Seconds a lookup waits after a 429: the service's Retry-After (else the one default), at most a lookup's cap. */
export function retryAfterSeconds(e: Pick<ErrorView, 'retryAfterMs'>): number {
  return Math.ceil(waitFor(e.retryAfterMs, LOOKUP_MAX_WAIT_MS) / 1000);
}

/** A wait in words: "30 s", "2 min", "2 min 30 s". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}

/** "This needs 5 credits; the account has 2 credits left. Top up…" */
export function creditsSentence(error: Pick<ErrorView, 'estimate' | 'creditsLeft'>): string {
  if (error.estimate === undefined || error.creditsLeft === undefined) {
    return 'The account has fewer credits left than this call costs. Top up with the service, then refresh your credits.';
  }
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

/**
 * Any value that stands for a failure (an ErrorView, a job record's `reason` written by an older
 * version with its own `message`, a messaging failure, a bug) as an ErrorView: a known code keeps
 * its data; anything else is internal, its text kept as what the browser or the bug said.
 */
export function toErrorView(e: unknown): ErrorView {
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    const data = readData(o);
    if (isErrorCode(o.code) && o.code !== 'internal') return { code: o.code, ...data };
    const text = data.detail ?? (typeof o.message === 'string' && o.message ? o.message : undefined);
    return { code: 'internal', ...data, ...(text ? { detail: text } : {}) };
  }
  return { code: 'internal', ...(typeof e === 'string' && e ? { detail: e } : {}) };
}

export interface ErrorDescription {
  title: string;
  detail: string;
  action: ErrorAction;
  /** Show the body the service sent (malformed answers). */
  showRaw: boolean;
}

/** One failure in words: its heading, what happened and the way forward, the button it offers. */
export function describeError(error: ErrorView | Record<string, unknown>): ErrorDescription {
  const e = toErrorView(error);
  const words = ERROR_WORDS[e.code];
  return { title: word(words.title, e), detail: word(words.say, e), action: words.action, showRaw: words.showRaw === true && e.rawBody !== undefined };
}

/** What happened and the way forward, in one sentence ("The service rejected…"). */
export function errorSentence(error: ErrorView): string {
  return describeError(error).detail;
}

/** Heading and sentence together, for a line of text ("Too many requests. The service asks…"). */
export function errorLine(error: ErrorView): string {
  const { title, detail } = describeError(error);
  return `${title}. ${detail}`;
}

/** What the options page says when checking a key fails so. */
export function verifyFailure(error: ErrorView): string {
  const e = toErrorView(error);
  const words = ERROR_WORDS[e.code];
  return words.onVerify ? word(words.onVerify, e) : errorLine(e);
}

/** One short phrase for a failure shown inline (the title; what a bug said, for one). */
export function shortError(error: ErrorView): string {
  const e = toErrorView(error);
  return e.code === 'internal' && e.detail ? e.detail : word(ERROR_WORDS[e.code].title, e);
}
