import { describe, expect, it } from 'vitest';
import { activeJobs, completenessLine, jobProgress, timeText } from '../../../../lib/lookup/jobs/completeness';
import { newJob } from '../../../../lib/lookup/jobs/records';
import type { JobRecord } from '../../../../lib/lookup/jobs/types';

const spec = { useCase: 'page_posts' as const, input: { link: 'https://www.social.example/northwindgames' }, label: 'Posts' };
const job = (over: Partial<JobRecord>): JobRecord => ({ ...newJob(spec, 500, 0), ...over });

describe('what a job says about itself', () => {
  it('names a shortfall against the announced total, with its cause', () => {
    expect(completenessLine(job({ status: 'done', end: 'no_cursor', items: 1180, total: 1400 }))).toBe(
      '1,180 of about 1,400 posts: the service returned no further cursor',
    );
    expect(completenessLine(job({ status: 'done', end: 'complete', items: 1, total: 1 }))).toBe('1 of 1 post');
    expect(completenessLine(job({ status: 'done', end: 'complete', items: 42 }))).toBe('42 posts');
    expect(completenessLine(job({ status: 'failed', items: 9, reason: { code: 'malformed', problem: 'job_page', page: 2 } }), (r) => `page ${r.page}`)).toBe(
      '9 posts: stopped (page 2); everything fetched is kept',
    );
  });

  it('gives progress: items of the total, credits of the cap, rate and time left', () => {
    const p = jobProgress(job({ status: 'running', items: 300, total: 1200, credits: 100, runningMs: 60_000 }));
    expect(p).toEqual({
      fraction: 0.25,
      itemsText: '300 of about 1,200 posts',
      creditsText: '100 of 500 credits',
      itemsPerMinute: 300,
      timeLeftMs: 180_000,
      timeLeftText: 'about 3 min left',
    });
    // Paused: no time left is promised; before the first page, no rate.
    expect(jobProgress(job({ status: 'paused', items: 300, total: 1200, runningMs: 60_000 })).timeLeftMs).toBeUndefined();
    expect(jobProgress(job({ status: 'running' })).itemsPerMinute).toBeUndefined();
  });

  it('counts running jobs for the badge, and words durations', () => {
    expect(activeJobs([job({ status: 'running' }), job({ status: 'paused' }), job({ status: 'done' }), job({ status: 'running' })])).toBe(2);
    expect([timeText(42_000), timeText(150_000), timeText(2 * 3_600_000 + 5 * 60_000)]).toEqual(['42 s', '3 min', '2 h 5 min']);
  });
});
