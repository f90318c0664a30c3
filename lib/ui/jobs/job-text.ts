import { jobProgress } from '../../lookup/jobs/completeness';
import { resumesAt } from '../../lookup/jobs/faults';
import { nounOf } from '../../lookup/jobs/kinds';
import { JOB_USE_CASES, type JobEstimate, type JobRecord, type JobSpec, type JobUseCase } from '../../lookup/jobs/types';
import { describeError, errorSentence, shortError } from '../text/errors';
import type { ErrorView } from '../../lookup/types';
import { formatNumber, plural } from '../text/numbers';

/**
 * What a job says, in words: its estimate, how much it has of what was announced, the
 * completeness line once it ended, status, why it paused with the way forward, rate, time left
 * and its label. The figures are the core's (lib/lookup/jobs/completeness.ts).
 */

/** The plural noun of what a job collects: "comments", "ads". */
export function jobNoun(useCase: JobUseCase): string {
  return nounOf({ useCase } as JobSpec);
}

const count = (n: number, noun: string) => plural(n, noun.replace(/s$/, ''), noun);

/** "42 s", "3 min", "2 h 5 min". */
export function timeText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

/** "210 of 210 comments", "1,180 of about 1,400 posts" (an announced total is "about" until reached). */
export function itemsText(job: JobRecord): string {
  const noun = jobNoun(job.spec.useCase);
  if (job.total === undefined) return count(job.items, noun);
  return `${formatNumber(job.items)} of ${jobProgress(job).totalReached ? '' : 'about '}${count(job.total, noun)}`;
}

/** "120 of 210 comments", "12 of about 40 posts", "45 ads" (no total), with replies when asked. */
export function progressText(job: JobRecord): string {
  const replies = job.spec.withReplies && job.replyItems > 0 ? ` and ${plural(job.replyItems, 'reply', 'replies')}` : '';
  return itemsText(job) + replies;
}

/**
 * The completeness line: what the job has and, once it ended, why it has no more. Never says
 * less than the truth in silence: a shortfall against the announced total is named.
 */
export function completenessLine(job: JobRecord): string {
  const have = progressText(job);
  switch (job.status) {
    case 'done':
      if (job.end === 'no_cursor') return `${have}: the service returned no further cursor`;
      return have;
    case 'cancelled':
      return `${have}: cancelled; everything fetched is kept`;
    case 'failed':
      return `${have}: stopped${job.reason ? ` (${shortError(job.reason)})` : ''}; everything fetched is kept`;
    case 'paused':
      return `${have} so far: paused${job.reason ? ` (${shortError(job.reason)})` : ''}`;
    default:
      return `${have} so far`;
  }
}

/** "4 of 7 credits" (spent of the cap). */
export function creditsText(job: JobRecord): string {
  return `${formatNumber(job.credits)} of ${plural(job.capCredits, 'credit')}`;
}

/** "4 calls · 4 of 7 credits". */
export function spendText(job: JobRecord): string {
  return `${plural(job.calls, 'call')} · ${creditsText(job)}`;
}

/** "about 90 comments a minute" (undefined before a page came back). */
export function rateText(job: JobRecord): string | undefined {
  const rate = jobProgress(job).itemsPerMinute;
  if (rate === undefined) return undefined;
  const shown = rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
  return `about ${formatNumber(shown)} ${jobNoun(job.spec.useCase)} a minute`;
}

/** "about 2 min left" (undefined without a total or a rate). */
export function timeLeftText(job: JobRecord): string | undefined {
  const left = jobProgress(job).timeLeftMs;
  return left === undefined ? undefined : `about ${timeText(left)} left`;
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

const STATUS: Record<JobRecord['status'], string> = {
  running: 'Running',
  paused: 'Paused',
  done: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A time of day in the user's locale and time zone ("14:05", "2:05 PM"). */
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "Running", or "Waiting until 14:05" while the service has asked the job to wait. */
export function statusText(job: JobRecord, now: number): string {
  const at = resumesAt(job, now);
  return at === undefined ? STATUS[job.status] : `Waiting until ${clock.format(at)}`;
}

/**
 * What a paused job can do next, by why it paused: the errors table's sentence is the way
 * forward of a single lookup ("Try again"), a job's is to resume (lib/lookup/jobs/faults.ts says
 * which failures pause a job; any other code reads as the fallback).
 */
const RESUME = 'Resume it to ask for the page again.';
const PAUSE_WAY: Partial<Record<ErrorView['code'], string>> = {
  out_of_credits: 'Top up with the service, refresh your credits, then resume.',
  not_enough_credits: 'Top up with the service, refresh your credits, then resume.',
  budget_exceeded: 'Raise the daily budget in the options and resume, or resume tomorrow.',
  unauthorized: 'Re-enter the key in the options, then resume.',
  forbidden: 'Check your account with the service or enter another key in the options, then resume.',
  no_key: 'Add your API key in the options, then resume.',
  no_base_url: 'Enter the service URL in the options, then resume.',
  insecure_base_url: 'Correct it in the options, then resume.',
  redirected: 'Check it in the options, then resume.',
  permission: 'Allow the extension to reach the service URL when the browser asks, then resume.',
  ledger_unavailable: 'Free some disk space, then resume.',
  error_answer: 'The call may have been charged (see the ledger); resume to ask for the page again.',
  browser_closed: 'Resume it to go on from its last page, without paying again for what it has.',
};
/** Where the errors table's heading is itself a way forward ("Set up your key"), what happened. */
const PAUSE_WHAT: Partial<Record<ErrorView['code'], string>> = { no_key: 'No key is set', no_base_url: 'No service URL is set' };

/**
 * Why a job paused, in one sentence, and its way forward in another: the errors table's heading
 * says what happened (a budget's sentence, with its figures), PAUSE_WAY what to do.
 */
export function pausedText(job: JobRecord): string | undefined {
  const e = job.reason;
  if (!e) return undefined;
  if (e.code === 'job_cap_reached') {
    const next = e.estimate !== undefined ? ` (the next page costs ${plural(e.estimate, 'credit')})` : '';
    return `Paused at its cap of ${plural(e.cap ?? job.capCredits, 'credit')}${next}: raise the cap and resume to go on, or export what it fetched.`;
  }
  const what = e.code === 'budget_exceeded' ? errorSentence(e).replace(/\.$/, '') : (PAUSE_WHAT[e.code] ?? describeError(e).title);
  return `Paused: ${what}. ${PAUSE_WAY[e.code] ?? RESUME}`;
}

/** An estimate in words: "about 7 calls, at most 7 credits for 210 comments", or a range. */
export function estimateText(e: JobEstimate): string {
  const item = (n: number) => count(n, e.noun);
  if (e.calls.max !== undefined && e.total !== undefined) {
    const text = `about ${plural(e.calls.min, 'call')}, at most ${plural(e.credits.min, 'credit')} for ${item(e.total)}`;
    return e.replyPrice === undefined ? text : `${text}, plus up to ${plural(e.total, 'call')} (${plural(e.total * e.replyPrice, 'credit')}) for their replies`;
  }
  const why = e.total !== undefined ? `${item(e.total)} announced, pages of unknown size` : 'the total is not announced';
  const text = `at least 1 call (${plural(e.pagePrice, 'credit')} a page); ${why}, so the cap decides how far it goes`;
  return e.replyPrice === undefined ? text : `${text}; replies cost ${plural(e.replyPrice, 'credit')} per comment that has them`;
}

/** The estimate as a sentence: "About 7 calls, at most 7 credits for 210 comments." */
export function estimateSentence(e: JobEstimate): string {
  const t = estimateText(e);
  return t[0]!.toUpperCase() + t.slice(1) + '.';
}

/** "Collect all comments of post 2257188721032235" from the job's label. */
export function collectTitle(label: string): string {
  return `Collect ${label.replace(/^All /, 'all ')}`;
}

/** How complete a job that ended is ("210 of 210 comments"); undefined while it still runs or waits. */
export function completenessText(job: JobRecord): string | undefined {
  return job.status === 'done' || job.status === 'cancelled' || job.status === 'failed' ? `${completenessLine(job)}.` : undefined;
}

/** Jobs that still hold work: running or waiting first, then paused. */
export function openJobs(jobs: JobRecord[]): JobRecord[] {
  const rank = (j: JobRecord) => (j.status === 'running' ? 0 : 1);
  return jobs.filter((j) => j.status === 'running' || j.status === 'paused').sort((a, b) => rank(a) - rank(b));
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
    if (parts[0] === 'groups') return `group ${parts[1] ?? ''}`.trim() + (parts[2] === 'posts' || parts[2] === 'permalink' ? `, post ${id}` : '');
    if (parts.includes('posts') || parts.includes('permalink')) return `post ${id}`;
    if (parts.includes('videos') || parts[0] === 'watch') return `video ${id}`;
    if (parts[0] === 'reel' || parts[0] === 'reels') return `reel ${id}`;
    return parts[0] ?? link;
  } catch {
    return link;
  }
}

/** What a job collects, for people: "All comments of post 2257188721032235", "All ads for “chess”". */
export function jobLabel(useCase: JobUseCase, input: Record<string, unknown>, of?: string): string {
  const noun = jobNoun(useCase);
  const str = (k: string) => (typeof input[k] === 'string' && input[k] ? (input[k] as string) : undefined);
  let label: string;
  if (useCase === 'ads_library') {
    label = str('query') ? `All ads for “${str('query')}”` : of ? `All ads of “${of}”` : `All ads of advertiser ${str('ad_page_id') ?? ''}`.trim();
  } else if (useCase.startsWith('search_') || useCase === 'photo_search') {
    label = `All ${noun} found for “${str('query') ?? str('keyword') ?? ''}”`;
  } else {
    label = `All ${noun} of ${of ? `“${of.length > 80 ? `${of.slice(0, 79)}…` : of}”` : linkName(str('link') ?? '')}`;
  }
  const window = [str('after_time') && `after ${str('after_time')!.slice(0, 10)}`, str('before_time') && `before ${str('before_time')!.slice(0, 10)}`].filter(Boolean);
  if (window.length) label += ` (${window.join(', ')})`;
  return label.slice(0, 200);
}

