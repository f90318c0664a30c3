import type { JobRecord } from './types';

/**
 * Where a job stands: how much it has of what was announced and, while it runs, its rate and the
 * time left. Figures only, pure functions of the record; the pages say them in words
 * (lib/ui/jobs/job-text.ts).
 */

export interface JobProgress {
  /** 0–1 of the announced total (absent without one). */
  fraction?: number;
  /** Whether the announced total was reached (until then it is an estimate; false without one). */
  totalReached: boolean;
  /** Items a minute while running (absent before the first page). */
  itemsPerMinute?: number;
  /** Estimated time left in ms (absent without a total or a rate, and unless running). */
  timeLeftMs?: number;
}

/** Progress figures of a job: share of the total, rate and time left. */
export function jobProgress(job: JobRecord): JobProgress {
  const out: JobProgress = { totalReached: job.total !== undefined && job.items >= job.total };
  if (job.total !== undefined && job.total > 0) out.fraction = Math.min(1, job.items / job.total);
  else if (job.total === 0) out.fraction = 1;
  if (job.runningMs > 0 && job.items > 0) {
    out.itemsPerMinute = (job.items / job.runningMs) * 60_000;
    if (job.total !== undefined && job.status === 'running') {
      out.timeLeftMs = Math.max(0, ((job.total - job.items) / job.items) * job.runningMs);
    }
  }
  return out;
}

/** Jobs that are collecting now (the toolbar badge counts them). */
export function activeJobs(jobs: readonly JobRecord[]): number {
  return jobs.filter((j) => j.status === 'running').length;
}
