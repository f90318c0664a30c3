import { describe, expect, it } from 'vitest';
import { activeJobs, jobProgress } from '../../../../lib/lookup/jobs/completeness';
import { newJob } from '../../../../lib/lookup/jobs/records';
import type { JobRecord } from '../../../../lib/lookup/jobs/types';

const spec = { useCase: 'page_posts' as const, input: { link: 'https://www.social.example/northwindgames' }, label: 'Posts' };
const job = (over: Partial<JobRecord>): JobRecord => ({ ...newJob(spec, 500, 0), ...over });

describe('where a job stands, in figures', () => {
  it('gives the share of the announced total, the rate and the time left while it runs', () => {
    expect(jobProgress(job({ status: 'running', items: 300, total: 1200, credits: 100, runningMs: 60_000 }))).toEqual({
      fraction: 0.25,
      totalReached: false,
      itemsPerMinute: 300,
      timeLeftMs: 180_000,
    });
    // Paused: no time left is promised; before the first page, no rate.
    expect(jobProgress(job({ status: 'paused', items: 300, total: 1200, runningMs: 60_000 })).timeLeftMs).toBeUndefined();
    expect(jobProgress(job({ status: 'running' })).itemsPerMinute).toBeUndefined();
  });

  it('tells a reached total from a shortfall, and has no share without a total', () => {
    expect(jobProgress(job({ status: 'done', end: 'complete', items: 1, total: 1 }))).toEqual({ fraction: 1, totalReached: true });
    expect(jobProgress(job({ status: 'done', end: 'no_cursor', items: 1180, total: 1400 }))).toMatchObject({ fraction: 1180 / 1400, totalReached: false });
    expect(jobProgress(job({ status: 'done', items: 42 }))).toEqual({ totalReached: false });
    expect(jobProgress(job({ status: 'done', items: 0, total: 0 }))).toEqual({ fraction: 1, totalReached: true });
  });

  it('counts running jobs for the badge', () => {
    expect(activeJobs([job({ status: 'running' }), job({ status: 'paused' }), job({ status: 'done' }), job({ status: 'running' })])).toBe(2);
  });
});
