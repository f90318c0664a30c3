import type { JobRecord, JobSpec, JobUseCase } from '../lookup/jobs/types';
import { describeError } from './errors';
import { formatNumber, plural } from './format';

/**
 * What a job card says, as pure functions of its record: progress of the announced total, calls
 * and credits of the cap, rate and time left, why it paused, and how complete it ended.
 */

const NOUNS: Record<JobUseCase, string> = {
  post_comments: 'comments',
  page_posts: 'posts',
  group_posts: 'posts',
  page_videos: 'videos',
  page_reels: 'reels',
  group_videos: 'videos',
  ads_library: 'ads',
  search_pages: 'pages',
  search_people: 'people',
  search_posts: 'posts',
  search_videos: 'videos',
};

/** The plural noun of what a job collects: "comments", "ads". */
export function jobNoun(useCase: JobUseCase): string {
  return NOUNS[useCase];
}

/** "12 replies" after the comments of a job with replies (nothing otherwise). */
function repliesPart(job: JobRecord): string {
  return job.spec.withReplies ? ` and ${plural(job.replyItems, 'reply', 'replies')}` : '';
}

/** "120 of 210 comments", "120 of about 1,400 posts", "45 ads" (no total announced). */
export function progressText(job: JobRecord): string {
  const noun = jobNoun(job.spec.useCase);
  const total = job.total ?? job.spec.announcedTotal;
  if (total === undefined) return `${formatNumber(job.items)} ${noun}${repliesPart(job)}`;
  return `${formatNumber(job.items)} of ${formatNumber(Math.max(total, job.items))} ${noun}${repliesPart(job)}`;
}

/** "4 calls · 4 of 7 credits". */
export function spendText(job: JobRecord): string {
  return `${plural(job.calls, 'call')} · ${formatNumber(job.credits)} of ${plural(job.capCredits, 'credit')}`;
}

/** Items a minute while running (undefined before a page came back). */
export function jobRate(job: JobRecord): number | undefined {
  if (job.items + job.replyItems === 0 || job.runningMs < 1000) return undefined;
  return ((job.items + job.replyItems) / job.runningMs) * 60_000;
}

/** "about 90 comments a minute". */
export function rateText(job: JobRecord): string | undefined {
  const rate = jobRate(job);
  if (rate === undefined) return undefined;
  const shown = rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
  return `about ${formatNumber(shown)} ${job.spec.withReplies ? 'items' : jobNoun(job.spec.useCase)} a minute`;
}

/** "about 2 min left", "under a minute left" (undefined without a total or a rate). */
export function timeLeftText(job: JobRecord): string | undefined {
  const total = job.total ?? job.spec.announcedTotal;
  const rate = jobRate(job);
  if (total === undefined || rate === undefined || job.phase === 'replies') return undefined;
  const minutes = Math.max(0, total - job.items) / rate;
  if (minutes < 1) return 'under a minute left';
  if (minutes < 90) return `about ${Math.round(minutes)} min left`;
  return `about ${formatNumber(Math.round(minutes / 60))} h left`;
}

/** Fraction done for the progress bar (undefined without a total: an indeterminate bar). */
export function jobFraction(job: JobRecord): { value: number; max: number } | undefined {
  if (job.status === 'done') return { value: 1, max: 1 };
  const total = job.total ?? job.spec.announcedTotal;
  if (total === undefined || total === 0) return undefined;
  return { value: Math.min(job.items, total), max: Math.max(total, job.items) };
}

const STATUS: Record<JobRecord['status'], string> = {
  queued: 'Waiting',
  running: 'Running',
  paused: 'Paused',
  done: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function statusText(job: JobRecord): string {
  return STATUS[job.status];
}

/** Why it paused or failed, with the way forward: "Out of credits. Top up the account, then resume." */
export function reasonText(job: JobRecord): string | undefined {
  if (!job.reason) return undefined;
  const { title, detail } = describeError(job.reason);
  return detail && detail !== title ? `${title}. ${detail}`.replace(/\.\. /, '. ') : title;
}

/**
 * How complete it ended: "210 of 210 comments", "1,180 of about 1,400 posts: the service
 * returned no further cursor", "96 ads: every page there was".
 */
export function completenessText(job: JobRecord): string | undefined {
  if (job.status !== 'done' && job.status !== 'cancelled' && job.status !== 'failed') return undefined;
  const noun = jobNoun(job.spec.useCase);
  const total = job.total ?? job.spec.announcedTotal;
  const replies = repliesPart(job);
  if (job.status !== 'done') {
    const of = total !== undefined ? ` of about ${formatNumber(total)}` : '';
    return `${formatNumber(job.items)}${of} ${noun}${replies} kept: ${job.status === 'cancelled' ? 'cancelled' : 'it failed'} before the end.`;
  }
  if (total === undefined) return `${formatNumber(job.items)} ${noun}${replies}: every page there was.`;
  if (job.end === 'no_cursor' && job.items < total) {
    return `${formatNumber(job.items)} of about ${formatNumber(total)} ${noun}${replies}: the service returned no further cursor.`;
  }
  return `${formatNumber(job.items)} of ${formatNumber(Math.max(total, job.items))} ${noun}${replies}.`;
}

/** Jobs that still hold work: running or waiting first, then paused. */
export function openJobs(jobs: JobRecord[]): JobRecord[] {
  const rank = (j: JobRecord) => (j.status === 'running' ? 0 : j.status === 'queued' ? 1 : 2);
  return jobs.filter((j) => j.status === 'running' || j.status === 'queued' || j.status === 'paused').sort((a, b) => rank(a) - rank(b));
}

const JOB_USE_CASE_SET: ReadonlySet<string> = new Set(Object.keys(NOUNS));

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
    label = str('query') ? `All ads for “${str('query')}”` : `All ads of advertiser ${str('ad_page_id') ?? ''}`.trim();
  } else if (useCase.startsWith('search_')) {
    label = `All ${noun} found for “${str('query') ?? ''}”`;
  } else {
    label = `All ${noun} of ${of ? `“${of.length > 80 ? `${of.slice(0, 79)}…` : of}”` : linkName(str('link') ?? '')}`;
  }
  const window = [str('after_time') && `after ${str('after_time')!.slice(0, 10)}`, str('before_time') && `before ${str('before_time')!.slice(0, 10)}`].filter(Boolean);
  if (window.length) label += ` (${window.join(', ')})`;
  return label.slice(0, 200);
}

export type { JobSpec };
