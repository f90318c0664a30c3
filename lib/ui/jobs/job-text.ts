import { jobProgress } from '../../lookup/jobs/completeness';
import { resumesAt } from '../../lookup/jobs/faults';
import { JOB_NOUNS, nounOf } from '../../lookup/jobs/kinds';
import { JOB_USE_CASES, type JobEstimate, type JobRecord, type JobSpec, type JobUseCase } from '../../lookup/jobs/types';
import { describeError, errorSentence, shortError } from '../text/errors';
import type { ErrorView } from '../../lookup/types';
import type { MessageKey } from '../i18n/catalogue';
import { formatLocale, t } from '../i18n/catalogue';
import '../i18n/words/jobs';

/**
 * What a job says, in words: its estimate, how much it has of what was announced, the
 * completeness line once it ended, status, why it paused with the way forward, rate, time left
 * and its label. The figures are the core's (lib/lookup/jobs/completeness.ts).
 */

/** The noun of what a job collects, as the catalogue keys it (the lookup core's English plural). */
export type JobNoun = (typeof JOB_NOUNS)[JobUseCase] | 'items';
const nounKey = (noun: string): JobNoun => ((Object.values(JOB_NOUNS) as string[]).includes(noun) ? (noun as JobNoun) : 'items');

/** The plural noun of what a job collects, language-neutral (models and file names go by it): "comments", "ads". */
export function jobNoun(useCase: JobUseCase): string {
  return nounOf({ useCase } as JobSpec);
}

/** The same noun in the UI's language, for people: "comments", "comentarios". */
export function jobNounText(useCase: JobUseCase): string {
  return t(`jobs.nouns.${jobNoun(useCase) as JobNoun}`);
}

/** A count with its noun: "1 comment", "210 comments". */
export const countOf = (n: number, noun: string): string => t(`jobs.counts.${nounKey(noun)}`, { count: n });

/** "42 s", "3 min", "2 h 5 min". */
export function timeText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return t('jobs.time.seconds', { count: s });
  const m = Math.round(s / 60);
  if (m < 60) return t('jobs.time.minutes', { count: m });
  return t('jobs.time.hours', { hours: Math.floor(m / 60), minutes: m % 60 });
}

/** "210 of 210 comments", "1,180 of about 1,400 posts" (an announced total is "about" until reached). */
export function itemsText(job: JobRecord): string {
  const noun = nounOf(job.spec);
  if (job.total === undefined) return countOf(job.items, noun);
  return t(jobProgress(job).totalReached ? 'jobs.itemsOf' : 'jobs.itemsOfAbout', { items: job.items, total: countOf(job.total, noun) });
}

/** "120 of 210 comments", "12 of about 40 posts", "45 ads" (no total), with replies when asked. */
export function progressText(job: JobRecord): string {
  const items = itemsText(job);
  if (!(job.spec.withReplies && job.replyItems > 0)) return items;
  return t('jobs.withReplies', { items, replies: t('jobs.counts.replies', { count: job.replyItems }) });
}

/**
 * The completeness line: what the job has and, once it ended, why it has no more. Never says
 * less than the truth in silence: a shortfall against the announced total is named.
 */
export function completenessLine(job: JobRecord): string {
  const have = progressText(job);
  switch (job.status) {
    case 'done':
      if (job.end === 'no_cursor') return t('jobs.line.noCursor', { have });
      return have;
    case 'cancelled':
      return t('jobs.line.cancelled', { have });
    case 'failed':
      return job.reason ? t('jobs.line.failedWhy', { have, reason: shortError(job.reason) }) : t('jobs.line.failed', { have });
    case 'paused':
      return job.reason ? t('jobs.line.pausedWhy', { have, reason: shortError(job.reason) }) : t('jobs.line.paused', { have });
    default:
      return t('jobs.line.soFar', { have });
  }
}

/**
 * What the user can do about a job that stopped for good, by why it stopped: it cannot resume
 * (lib/lookup/jobs/faults.ts pauses every failure a resume could mend), so the way forward is a
 * new job once the cause is dealt with.
 */
const FAIL_WAY: Partial<Record<ErrorView['code'], MessageKey>> = {
  bad_request: 'jobs.failWay.request',
  invalid_params: 'jobs.failWay.request',
  invalid_request: 'jobs.failWay.request',
  unsupported: 'jobs.failWay.request',
  not_on_site: 'jobs.failWay.request',
  malformed: 'jobs.failWay.unreadable',
  out_of_credits: 'jobs.failWay.money',
  not_enough_credits: 'jobs.failWay.money',
  budget_exceeded: 'jobs.failWay.money',
  unauthorized: 'jobs.failWay.setup',
  forbidden: 'jobs.failWay.setup',
  no_key: 'jobs.failWay.setup',
  no_base_url: 'jobs.failWay.setup',
  insecure_base_url: 'jobs.failWay.setup',
  redirected: 'jobs.failWay.setup',
  permission: 'jobs.failWay.setup',
  internal: 'jobs.failWay.internal',
  ledger_unavailable: 'jobs.failWay.internal',
  library_newer: 'jobs.failWay.internal',
};

/** A failed job's way forward in one sentence (undefined for any other job). */
export function failedWayText(job: JobRecord): string | undefined {
  if (job.status !== 'failed') return undefined;
  return t((job.reason && FAIL_WAY[job.reason.code]) || 'jobs.failWay.fallback');
}

/** "4 of 7 credits" (spent of the cap). */
export function creditsText(job: JobRecord): string {
  return t('jobs.creditsOf', { spent: job.credits, cap: t('count.credit', { count: job.capCredits }) });
}

/** "4 calls · 4 of 7 credits". */
export function spendText(job: JobRecord): string {
  return t('jobs.spend', { calls: t('count.call', { count: job.calls }), credits: creditsText(job) });
}

/** "about 90 comments a minute" (undefined before a page came back). */
export function rateText(job: JobRecord): string | undefined {
  const rate = jobProgress(job).itemsPerMinute;
  if (rate === undefined) return undefined;
  const shown = rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
  return t('jobs.rate', { items: countOf(shown, nounOf(job.spec)) });
}

/** "about 2 min left" (undefined without a total or a rate). */
export function timeLeftText(job: JobRecord): string | undefined {
  const left = jobProgress(job).timeLeftMs;
  return left === undefined ? undefined : t('jobs.left', { time: timeText(left) });
}

/**
 * The progress bar: its value when the share done is known, `moving` (an indeterminate bar) only
 * while the job runs without a total, and `none` for a job that waits or ended without one, so
 * that only a running job's bar moves.
 */
export function jobBar(job: JobRecord): { value: number; max: number } | 'moving' | 'none' {
  if (job.status === 'done') return { value: 1, max: 1 };
  const fraction = jobProgress(job).fraction;
  if (fraction !== undefined) return { value: fraction, max: 1 };
  return job.status === 'running' ? 'moving' : 'none';
}

/** A time of day in the user's locale and time zone ("14:05", "2:05 PM"). */
const clock = (at: number) => new Intl.DateTimeFormat(formatLocale(), { timeStyle: 'short' }).format(at);

/** "Running", or "Waiting until 14:05" while the service has asked the job to wait. */
export function statusText(job: JobRecord, now: number): string {
  const at = resumesAt(job, now);
  return at === undefined ? t(`jobs.status.${job.status}`) : t('jobs.waiting', { time: clock(at) });
}

/**
 * What a paused job can do next, by why it paused: the errors table's sentence is the way
 * forward of a single lookup ("Try again"), a job's is to resume (lib/lookup/jobs/faults.ts says
 * which failures pause a job; any other code reads as the fallback).
 */
const PAUSE_WAY: Partial<Record<ErrorView['code'], MessageKey>> = {
  out_of_credits: 'jobs.pauseWay.topUp',
  not_enough_credits: 'jobs.pauseWay.topUp',
  budget_exceeded: 'jobs.pauseWay.budget',
  unauthorized: 'jobs.pauseWay.unauthorized',
  forbidden: 'jobs.pauseWay.forbidden',
  no_key: 'jobs.pauseWay.noKey',
  no_base_url: 'jobs.pauseWay.noBaseUrl',
  insecure_base_url: 'jobs.pauseWay.insecure',
  redirected: 'jobs.pauseWay.redirected',
  permission: 'jobs.pauseWay.permission',
  ledger_unavailable: 'jobs.pauseWay.disk',
  error_answer: 'jobs.pauseWay.errorAnswer',
  browser_closed: 'jobs.pauseWay.browserClosed',
};
/** Where the errors table's heading is itself a way forward ("Set up your key"), what happened. */
const PAUSE_WHAT: Partial<Record<ErrorView['code'], MessageKey>> = { no_key: 'jobs.paused.noKey', no_base_url: 'jobs.paused.noBaseUrl' };

/**
 * Why a job paused, in one sentence, and its way forward in another: the errors table's heading
 * says what happened (a budget's sentence, with its figures), PAUSE_WAY what to do.
 */
export function pausedText(job: JobRecord): string | undefined {
  const e = job.reason;
  if (!e) return undefined;
  if (e.code === 'job_cap_reached') {
    const cap = t('count.credit', { count: e.cap ?? job.capCredits });
    return e.estimate !== undefined
      ? t('jobs.paused.atCapNext', { cap, next: t('count.credit', { count: e.estimate }) })
      : t('jobs.paused.atCap', { cap });
  }
  const whatKey = PAUSE_WHAT[e.code];
  const what = e.code === 'budget_exceeded' ? errorSentence(e).replace(/\.$/, '') : whatKey ? t(whatKey) : describeError(e).title;
  return t('jobs.paused.why', { what, way: t(PAUSE_WAY[e.code] ?? 'jobs.pauseWay.resume') });
}

/** An estimate in words: "about 7 calls, at most 7 credits for 210 comments", or a range. */
export function estimateText(e: JobEstimate): string {
  const credits = (n: number) => t('count.credit', { count: n });
  const calls = (n: number) => t('count.call', { count: n });
  if (e.calls.max !== undefined && e.total !== undefined) {
    const figures = { calls: calls(e.calls.min), credits: credits(e.credits.min), items: countOf(e.total, e.noun) };
    return e.replyPrice === undefined
      ? t('jobs.estimate.known', figures)
      : t('jobs.estimate.knownReplies', { ...figures, replyCalls: calls(e.total), replyCredits: credits(e.total * e.replyPrice) });
  }
  const price = credits(e.pagePrice);
  const text = e.total !== undefined ? t('jobs.estimate.announced', { price, items: countOf(e.total, e.noun) }) : t('jobs.estimate.unannounced', { price });
  return e.replyPrice === undefined ? text : t('jobs.estimate.replies', { text, price: credits(e.replyPrice) });
}

/** The estimate as a sentence: "About 7 calls, at most 7 credits for 210 comments." */
export function estimateSentence(e: JobEstimate): string {
  const text = estimateText(e);
  return t('jobs.sentence', { line: text[0]!.toUpperCase() + text.slice(1) });
}

/** The label in the middle of a sentence: "All comments of …" → "all comments of …". */
const inSentence = (label: string) => label.replace(/^All /, 'all ');

/** "Collect all comments of post 2257188721032235" from the job's label. */
export function collectTitle(label: string): string {
  return t('jobs.collect', { label: inSentence(label) });
}

/** "Collect all comments of post 2257188721032235?", asked before a job that may cost. */
export function collectQuestion(label: string): string {
  return t('jobs.collectQuestion', { label: inSentence(label) });
}

/** How complete a job that ended is ("210 of 210 comments"); undefined while it still runs or waits. */
export function completenessText(job: JobRecord): string | undefined {
  return job.status === 'done' || job.status === 'cancelled' || job.status === 'failed' ? t('jobs.sentence', { line: completenessLine(job) }) : undefined;
}

const JOB_USE_CASE_SET: ReadonlySet<string> = new Set(JOB_USE_CASES);

/** Whether a list's use case can be collected in full by a job. */
export function isJobUseCase(useCase: string): useCase is JobUseCase {
  return JOB_USE_CASE_SET.has(useCase);
}

/** The short name of a link: its last numeric id ("post 2257188721032235") or its vanity. */
function linkName(link: string): string {
  try {
    const url = new URL(link);
    const parts = url.pathname.split('/').filter(Boolean);
    const id = [...parts].reverse().find((p) => /^\d{5,}$/.test(p)) ?? url.searchParams.get('id') ?? url.searchParams.get('v');
    if (parts[0] === 'groups') {
      const name = parts[1] ?? '';
      return parts[2] === 'posts' || parts[2] === 'permalink' ? t('jobs.label.groupPost', { name, id: String(id) }) : t('jobs.label.group', { name }).trim();
    }
    if (parts.includes('posts') || parts.includes('permalink')) return t('jobs.label.post', { id: String(id) });
    if (parts.includes('videos') || parts[0] === 'watch') return t('jobs.label.video', { id: String(id) });
    if (parts[0] === 'reel' || parts[0] === 'reels') return t('jobs.label.reel', { id: String(id) });
    return parts[0] ?? link;
  } catch {
    return link;
  }
}

/** What a job collects, for people: "All comments of post 2257188721032235", "All ads for “chess”". */
export function jobLabel(useCase: JobUseCase, input: Record<string, unknown>, of?: string): string {
  const noun = jobNounText(useCase);
  const str = (k: string) => (typeof input[k] === 'string' && input[k] ? (input[k] as string) : undefined);
  let label: string;
  if (useCase === 'ads_library') {
    const query = str('query');
    label = query ? t('jobs.label.adsFor', { query }) : of ? t('jobs.label.adsOf', { name: of }) : t('jobs.label.adsOfAdvertiser', { id: str('ad_page_id') ?? '' }).trim();
  } else if (useCase.startsWith('search_') || useCase === 'photo_search') {
    label = t('jobs.label.found', { noun, query: str('query') ?? str('keyword') ?? '' });
  } else {
    label = of
      ? t('jobs.label.of', { noun, name: of.length > 80 ? `${of.slice(0, 79)}…` : of })
      : t('jobs.label.ofLink', { noun, link: linkName(str('link') ?? '') });
  }
  const after = str('after_time');
  const before = str('before_time');
  const window = [after && t('jobs.label.after', { date: after.slice(0, 10) }), before && t('jobs.label.before', { date: before.slice(0, 10) })].filter(Boolean);
  if (window.length) label = t('jobs.label.window', { label, window: window.join(', ') });
  return label.slice(0, 200);
}

