import type { ErrorView } from '../../lookup/types';
import { isErrorCode, readData, type ErrorCode, type ErrorData } from '../../service/errors';
import { LOOKUP_MAX_WAIT_MS, waitFor } from '../../service/retry-after';
import { t } from '../i18n/catalogue';
import { formatCredits } from '../account/cost-text';
import { issuesText, paramLabel, serviceMessageText } from './params';

/**
 * The one table of what the pages say about a failure. The background sends a code and its data
 * (status, Retry-After, credits, the URL at fault…); each code's row here words it from the
 * catalogue (lib/ui/i18n/messages/<locale>/errors.ts, keyed by the code): a heading, the sentence
 * that says what happened and the way forward, the button it offers and, where the options page
 * checks a key, the sentence it shows there. Words are looked up when said, in the language of then.
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

const credits = (count: number) => t('count.credit', { count });

/** A code's heading and sentence as they stand in the catalogue. */
const title = (code: ErrorCode) => () => t(`errors.${code}.title`);
const say = (code: ErrorCode) => () => t(`errors.${code}.say`);

/** The parameter at fault in the user's words (lib/ui/text/params.ts): "The lowest price is not accepted". */
function valueTitle(code: ErrorCode) {
  return (e: ErrorView) => {
    if (!e.param) return t(`errors.${code}.title`);
    const said = paramLabel(e.param);
    return said === e.param
      ? t('errors.value.namedNotAccepted', { name: e.param })
      : t('errors.value.notAccepted', { param: `${said.charAt(0).toUpperCase()}${said.slice(1)}` });
  };
}
const issuesOr = (code: ErrorCode) => (e: ErrorView) => (e.issues?.length ? issuesText(e.issues) : t(`errors.${code}.say`));

/** The service URL rule (lib/service/base-url.ts), part by part. */
function baseUrlSentence(e: ErrorView): string {
  switch (e.problem) {
    case 'missing':
      return t('errors.insecure_base_url.missing');
    case 'not_absolute':
      return t('errors.insecure_base_url.notAbsolute', { url: e.url ?? '' });
    case 'scheme':
      return e.scheme ? t('errors.insecure_base_url.scheme', { scheme: e.scheme }) : t('errors.insecure_base_url.otherScheme');
    case 'credentials':
      return t('errors.insecure_base_url.credentials');
    case 'path':
      return e.origin && e.url ? t('errors.insecure_base_url.pathBoth', { origin: e.origin, url: e.url }) : t('errors.insecure_base_url.path');
    default:
      return t('errors.insecure_base_url.say');
  }
}

/** The saved key stays with the service it was saved for. */
const savedKey = (e: ErrorView) => ({
  saved: e.savedOrigin || t('errors.saved_key_elsewhere.noServiceUrl'),
  origin: e.origin ?? t('errors.saved_key_elsewhere.newAddress'),
});

const UNSUPPORTED = ['no_ad', 'no_listing', 'no_seller', 'marketplace_search', 'other_page', 'photo_link'] as const;
const isUnsupportedProblem = (p: ErrorData['problem']): p is (typeof UNSUPPORTED)[number] => (UNSUPPORTED as readonly unknown[]).includes(p);

/** A time limit in words: "150 ms", "3 s". */
const limitText = (ms: number) => (ms < 1000 ? t('errors.wait.milliseconds', { count: ms }) : t('errors.wait.seconds', { count: Math.round(ms / 1000) }));

/** A cap's figures, when the pause carries them all. */
const capFigures = (e: ErrorView) =>
  e.estimate !== undefined && e.spent !== undefined && e.cap !== undefined ? { cost: credits(e.estimate), spent: e.spent, cap: credits(e.cap) } : undefined;

export const ERROR_WORDS: Record<ErrorCode, ErrorWords> = {
  // From the service's answer.
  bad_request: {
    title: title('bad_request'),
    say: (e) => (e.serviceMessage ? serviceMessageText(e.serviceMessage) : t('errors.bad_request.say')),
    action: 'none',
  },
  unauthorized: { title: title('unauthorized'), say: say('unauthorized'), action: 'options', onVerify: () => t('errors.unauthorized.onVerify') },
  out_of_credits: { title: title('out_of_credits'), say: say('out_of_credits'), action: 'refresh_credits', onVerify: () => t('errors.out_of_credits.onVerify') },
  forbidden: { title: title('forbidden'), say: say('forbidden'), action: 'options', onVerify: () => t('errors.forbidden.onVerify') },
  rate_limited: {
    title: title('rate_limited'),
    // The countdown beside it says how long (ErrorPanel).
    say: say('rate_limited'),
    action: 'retry_after',
    onVerify: (e) => t('errors.rate_limited.onVerify', { wait: waitText(retryAfterSeconds(e)) }),
  },
  upstream_error: { title: title('upstream_error'), say: say('upstream_error'), action: 'retry' },
  service_failed: {
    title: title('service_failed'),
    say: (e) => (e.status !== undefined && e.status < 400 ? t('errors.service_failed.sayStatus', { status: String(e.status) }) : t('errors.service_failed.say')),
    action: 'retry',
  },
  upstream_timeout: { title: title('upstream_timeout'), say: say('upstream_timeout'), action: 'retry' },
  error_answer: {
    title: title('error_answer'),
    say: (e) => (e.serviceMessage ? t('errors.error_answer.saySaid', { message: e.serviceMessage }) : t('errors.error_answer.say')),
    action: 'retry',
    showRaw: true,
  },
  // From the way to the service.
  redirected: {
    title: title('redirected'),
    say: (e) => (e.origin ? t('errors.redirected.sayTo', { origin: e.origin }) : t('errors.redirected.say')),
    action: 'options',
    onVerify: (e) => (e.origin ? t('errors.redirected.onVerifyTo', { origin: e.origin }) : t('errors.redirected.onVerify')),
  },
  network: { title: title('network'), say: say('network'), action: 'retry', onVerify: () => t('errors.network.onVerify') },
  timeout: {
    title: title('timeout'),
    say: (e) => (e.timeoutMs === undefined ? t('errors.timeout.say') : t('errors.timeout.sayWithin', { wait: limitText(e.timeoutMs) })),
    action: 'retry',
    onVerify: () => t('errors.timeout.onVerify'),
  },
  malformed: {
    title: (e) =>
      e.problem === 'usage'
        ? t('errors.malformed.titleUsage')
        : e.problem === 'job_page'
          ? t('errors.malformed.titleJobPage')
          : e.problem === 'watch_page'
            ? t('errors.malformed.titleWatchPage')
            : t('errors.malformed.title'),
    say: (e) =>
      e.problem === 'usage'
        ? t('errors.malformed.sayUsage')
        : e.problem === 'job_page'
          ? t('errors.malformed.sayJobPage', { page: e.page ?? '?' })
          : e.problem === 'watch_page'
            ? t('errors.malformed.sayWatchPage')
            : t('errors.malformed.say'),
    action: 'retry',
    showRaw: true,
  },
  cancelled: { title: title('cancelled'), say: say('cancelled'), action: 'retry' },
  // Before anything is sent.
  invalid_params: {
    title: valueTitle('invalid_params'),
    say: (e) => (e.problem === 'unknown_operation' ? t('errors.invalid_params.unknownOperation', { name: e.param ?? '' }) : issuesOr('invalid_params')(e)),
    action: 'none',
  },
  invalid_request: {
    title: valueTitle('invalid_request'),
    say: (e) => (e.problem === 'no_job' ? t('errors.invalid_request.noJob') : issuesOr('invalid_request')(e)),
    action: 'none',
  },
  insecure_base_url: { title: title('insecure_base_url'), say: baseUrlSentence, action: 'options', onVerify: baseUrlSentence },
  no_base_url: { title: title('no_base_url'), say: say('no_base_url'), action: 'options' },
  permission: {
    title: title('permission'),
    say: (e) => (e.origin ? t('errors.permission.sayOrigin', { origin: e.origin }) : t('errors.permission.say')),
    action: 'none',
    onVerify: (e) => (e.origin ? t('errors.permission.onVerifyOrigin', { origin: e.origin }) : t('errors.permission.onVerify')),
  },
  saved_key_elsewhere: {
    title: title('saved_key_elsewhere'),
    say: (e) => t('errors.saved_key_elsewhere.say', savedKey(e)),
    action: 'options',
    onVerify: (e) => t('errors.saved_key_elsewhere.onVerify', savedKey(e)),
  },
  no_key: { title: title('no_key'), say: say('no_key'), action: 'options', onVerify: () => t('errors.no_key.onVerify') },
  invalid_settings: {
    title: valueTitle('invalid_settings'),
    say: (e) => (e.problem === 'no_site_host' ? t('errors.invalid_settings.noSiteHost') : issuesOr('invalid_settings')(e)),
    action: 'none',
  },
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: { title: title('budget_exceeded'), say: budgetSentence, action: 'confirm_budget' },
  not_enough_credits: { title: title('not_enough_credits'), say: creditsSentence, action: 'refresh_credits' },
  unsupported: {
    title: title('unsupported'),
    say: (e) => (isUnsupportedProblem(e.problem) ? t(`errors.unsupported.because.${e.problem}`) : t('errors.unsupported.say')),
    action: 'none',
  },
  not_on_site: { title: title('not_on_site'), say: say('not_on_site'), action: 'none' },
  not_held: { title: title('not_held'), say: say('not_held'), action: 'none' },
  auto_lookup_off: { title: title('auto_lookup_off'), say: say('auto_lookup_off'), action: 'options' },
  // Bulk jobs: why a job paused before sending its next page.
  job_cap_reached: {
    title: title('job_cap_reached'),
    say: (e) => {
      const figures = capFigures(e);
      return figures ? t('errors.job_cap_reached.sayFigures', figures) : t('errors.job_cap_reached.say');
    },
    action: 'none',
  },
  watch_cap_reached: {
    title: title('watch_cap_reached'),
    say: (e) => {
      const figures = capFigures(e);
      return figures ? t('errors.watch_cap_reached.sayFigures', figures) : t('errors.watch_cap_reached.say');
    },
    action: 'none',
  },
  // Boards (nothing was sent, nothing was charged).
  board_file_invalid: {
    title: title('board_file_invalid'),
    say: (e) => (e.detail ? t('errors.board_file_invalid.sayDetail', { detail: e.detail }) : t('errors.board_file_invalid.say')),
    action: 'none',
  },
  board_unreadable: { title: title('board_unreadable'), say: say('board_unreadable'), action: 'none' },
  board_gone: { title: title('board_gone'), say: say('board_gone'), action: 'none' },
  browser_closed: { title: title('browser_closed'), say: say('browser_closed'), action: 'retry' },
  // The extension itself.
  ledger_unavailable: { title: title('ledger_unavailable'), say: say('ledger_unavailable'), action: 'retry' },
  library_newer: { title: title('library_newer'), say: say('library_newer'), action: 'none' },
  internal: {
    title: title('internal'),
    say: (e) => e.detail ?? t('errors.internal.say'),
    action: 'retry',
  },
};

/** Seconds a lookup waits after a 429: the service's Retry-After (else the one default), at most a lookup's cap. */
export function retryAfterSeconds(e: Pick<ErrorView, 'retryAfterMs'>): number {
  return Math.ceil(waitFor(e.retryAfterMs, LOOKUP_MAX_WAIT_MS) / 1000);
}

/** A wait in words: "30 s", "2 min", "2 min 30 s". */
export function waitText(seconds: number): string {
  if (seconds < 60) return t('errors.wait.seconds', { count: seconds });
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? t('errors.wait.minutesSeconds', { minutes: m, seconds: s }) : t('errors.wait.minutes', { count: m });
}

/** "This needs 5 credits; the account has 2 credits left. Top up…" */
export function creditsSentence(error: Pick<ErrorView, 'estimate' | 'creditsLeft'>): string {
  if (error.estimate === undefined || error.creditsLeft === undefined) return t('errors.not_enough_credits.say');
  return t('errors.not_enough_credits.sayFigures', { cost: credits(error.estimate), left: credits(error.creditsLeft) });
}

export function budgetSentence(error: Pick<ErrorView, 'estimate' | 'budgetLeft'>): string {
  const { estimate, budgetLeft } = error;
  if (budgetLeft === undefined) {
    return estimate === undefined ? t('errors.budget_exceeded.say') : t('errors.budget_exceeded.sayCost', { cost: formatCredits(estimate) });
  }
  if (estimate === undefined) {
    return budgetLeft <= 0
      ? t('errors.budget_exceeded.nothingLeft')
      : t('errors.budget_exceeded.onlyLeft', { count: budgetLeft, left: formatCredits(budgetLeft) });
  }
  if (budgetLeft <= 0) return t('errors.budget_exceeded.costNothingLeft', { cost: formatCredits(estimate) });
  return t('errors.budget_exceeded.costLeft', { count: budgetLeft, cost: formatCredits(estimate), left: formatCredits(budgetLeft) });
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
