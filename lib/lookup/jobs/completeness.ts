import { plural } from '../../util/plural';
import { nounOf } from './kinds';
import type { ErrorView } from '../types';
import type { JobRecord } from './types';

/**
 * What a job says about itself: how much it has of what was announced, and, while it runs, its
 * rate and the time left. Pure functions of the record (the views import them through lib/ui).
 */

const format = new Intl.NumberFormat(undefined);
const count = (n: number, noun: string) => plural(n, noun.replace(/s$/, ''), noun);

/** "210 of 210 comments", "1,180 of about 1,400 posts" (an announced total is "about" until reached). */
function ofTotal(job: JobRecord): string {
  const noun = nounOf(job.spec);
  if (job.total === undefined) return count(job.items, noun);
  const exact = job.items >= job.total;
  return `${format.format(job.items)} of ${exact ? '' : 'about '}${count(job.total, noun)}`;
}

/**
 * The completeness line: what the job has and, once it ended, why it has no more. Never says
 * less than the truth in silence: a shortfall against the announced total is named. `why` words a
 * pause or failure's reason (the pages' error table).
 */
export function completenessLine(job: JobRecord, why: (reason: ErrorView) => string = (r) => r.code): string {
  const replies = job.spec.withReplies && job.replyItems > 0 ? ` and ${plural(job.replyItems, 'reply', 'replies')}` : '';
  const have = ofTotal(job) + replies;
  switch (job.status) {
    case 'done':
      if (job.end === 'no_cursor') return `${have}: the service returned no further cursor`;
      return have;
    case 'cancelled':
      return `${have}: cancelled; everything fetched is kept`;
    case 'failed':
      return `${have}: stopped${job.reason ? ` (${why(job.reason)})` : ''}; everything fetched is kept`;
    case 'paused':
      return `${have} so far: paused${job.reason ? ` (${why(job.reason)})` : ''}`;
    default:
      return `${have} so far`;
  }
}

export interface JobProgress {
  /** 0–1 of the announced total (absent without one). */
  fraction?: number;
  /** "120 of 210 comments". */
  itemsText: string;
  /** "4 of 7 credits" (spent of the cap). */
  creditsText: string;
  /** Items a minute while running (absent before the first page). */
  itemsPerMinute?: number;
  /** Estimated time left in ms (absent without a total or a rate). */
  timeLeftMs?: number;
  /** "about 2 min left". */
  timeLeftText?: string;
}

export function timeText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

/** Progress figures of a job: items of the total, credits of the cap, rate and time left. */
export function jobProgress(job: JobRecord): JobProgress {
  const out: JobProgress = {
    itemsText: ofTotal(job),
    creditsText: `${format.format(job.credits)} of ${plural(job.capCredits, 'credit')}`,
  };
  if (job.total !== undefined && job.total > 0) out.fraction = Math.min(1, job.items / job.total);
  else if (job.total === 0) out.fraction = 1;
  if (job.runningMs > 0 && job.items > 0) {
    out.itemsPerMinute = (job.items / job.runningMs) * 60_000;
    if (job.total !== undefined && job.status === 'running') {
      out.timeLeftMs = Math.max(0, ((job.total - job.items) / job.items) * job.runningMs);
      out.timeLeftText = `about ${timeText(out.timeLeftMs)} left`;
    }
  }
  return out;
}

/** Jobs that are collecting now (the toolbar badge counts them). */
export function activeJobs(jobs: readonly JobRecord[]): number {
  return jobs.filter((j) => j.status === 'running').length;
}
