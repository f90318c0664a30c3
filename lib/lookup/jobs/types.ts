import type { ErrorView } from '../types';
import type { JobUseCase } from './kinds';

/**
 * Bulk jobs: a paginated use case collected in full, page by page, in the background. Their
 * records live in storage.local (key `jobs`) and are written before each call and after each
 * answer, so a stopped worker resumes from the last cursor (see runner.ts).
 */

// The use cases a job can collect: the entries of use-cases/table.ts with a `job`.
export { JOB_USE_CASES, type JobUseCase } from './kinds';

/** What to collect: a list use case's input without its cursor, and the job's options (schema.ts checks it). */
export interface JobSpec {
  useCase: JobUseCase;
  input: Record<string, unknown>;
  withReplies?: boolean;
  announcedTotal?: number;
  label: string;
}

export type JobStatus = 'running' | 'paused' | 'done' | 'failed' | 'cancelled';

/** Why a job ended: every page there was, or the service gave no further cursor early. */
export type JobEnd = 'complete' | 'no_cursor';

export interface JobRecord {
  id: string;
  spec: JobSpec;
  status: JobStatus;
  /** Why it is paused or failed (a row of the error table: message and way forward). */
  reason?: ErrorView;
  createdAt: number;
  updatedAt: number;
  finishedAt?: number;
  /** Credits this job may spend at most (it pauses before a page would pass it). */
  capCredits: number;
  /** 'items' first; 'replies' then fetches each comment's replies (post_comments withReplies). */
  phase: 'items' | 'replies';
  /** Cursor of the next page of the current phase; undefined before the first page. */
  cursor?: string;
  /** Replies still to fetch: one entry per comment with replies, the next page's cursor in it. */
  replies?: { feedbackId: string; token: string; commentId?: string }[];
  /**
   * The page being fetched: written before the call goes out. A worker that stops with this set
   * re-requests the same page by the same cursor (the lookup core serves it free when its answer
   * was kept; the ledger shows the interrupted call at its price).
   */
  inFlight?: { cursor?: string; since: number; price: number };
  /** The service asked to wait (429 Retry-After) until then (ms since epoch): the job's next page waits. */
  waitUntil?: number;
  pages: number;
  items: number;
  /** Reply items (post_comments withReplies). */
  replyItems: number;
  calls: number;
  /** Credits charged to this job (kept answers reused count 0). */
  credits: number;
  /** The announced total, updated when an answer announces one. */
  total?: number;
  end?: JobEnd;
  /** Time spent running (ms), for the rate and the time left. */
  runningMs: number;
}

/** Before the start: what the job will cost, as a range when the total is unknown. */
export interface JobEstimate {
  calls: { min: number; max?: number };
  credits: { min: number; max?: number };
  /** Items expected, when announced. */
  total?: number;
  /** What the items are called ("comments"); the page says the estimate in words (lib/ui/jobs/job-text.ts). */
  noun: string;
  /** Credits of one page. */
  pagePrice: number;
  /** With replies: credits of the replies of one comment. */
  replyPrice?: number;
  /** The default cap: what is left of today's budget (or the estimate's maximum without one). */
  defaultCap: number;
  /** Credits left of today's budget (absent without a budget). */
  budgetLeft?: number;
  /** Set when the job cannot start (no key, not on the site, nothing left of the budget). */
  refusal?: ErrorView;
}

export type JobAction = 'pause' | 'resume' | 'cancel' | 'remove';
