import { describe, expect, it } from 'vitest';
import { newJob } from '../../../lib/lookup/jobs/records';
import type { JobRecord } from '../../../lib/lookup/jobs/types';
import { ERROR_CODES } from '../../../lib/service/errors';
import { completenessLine, completenessText, failedWayText, pausedText, progressText, rateText, spendText, timeLeftText, timeText } from '../../../lib/ui/jobs/job-text';

const spec = { useCase: 'page_posts' as const, input: { link: 'https://www.social.example/northwindgames' }, label: 'Posts' };
const job = (over: Partial<JobRecord>): JobRecord => ({ ...newJob(spec, 500, 0), ...over });

describe('what a job says about itself, in words', () => {
  it('names a shortfall against the announced total, with its cause', () => {
    expect(completenessLine(job({ status: 'done', end: 'no_cursor', items: 1180, total: 1400 }))).toBe(
      '1,180 of about 1,400 posts: the service returned no further cursor',
    );
    expect(completenessLine(job({ status: 'done', end: 'complete', items: 1, total: 1 }))).toBe('1 of 1 post');
    expect(completenessLine(job({ status: 'done', end: 'complete', items: 42 }))).toBe('42 posts');
    expect(completenessLine(job({ status: 'failed', items: 9, reason: { code: 'malformed', problem: 'job_page', page: 2 } }))).toBe(
      '9 posts: stopped (An answer was not a list the job can read); everything fetched is kept',
    );
    expect(completenessLine(job({ status: 'cancelled', items: 90, total: 210 }))).toBe('90 of about 210 posts: cancelled; everything fetched is kept');
    expect(completenessLine(job({ status: 'paused', items: 60, total: 210 }))).toBe('60 of about 210 posts so far: paused');
    // Only a job that ended has a completeness sentence.
    expect(completenessText(job({ status: 'done', end: 'complete', items: 1, total: 1 }))).toBe('1 of 1 post.');
    expect(completenessText(job({ status: 'running', items: 1, total: 2 }))).toBeUndefined();
  });

  it('says progress: items of the total with replies, credits of the cap, rate and time left', () => {
    const running = job({ status: 'running', items: 300, total: 1200, calls: 4, credits: 100, runningMs: 60_000 });
    expect(progressText(running)).toBe('300 of about 1,200 posts');
    expect(spendText(running)).toBe('4 calls · 100 of 500 credits');
    expect(rateText(running)).toBe('about 300 posts a minute');
    expect(timeLeftText(running)).toBe('about 3 min left');
    expect(timeLeftText(job({ status: 'paused', items: 300, total: 1200, runningMs: 60_000 }))).toBeUndefined();
    const comments = { ...job({ status: 'done', items: 210, total: 210, replyItems: 41 }), spec: { ...spec, useCase: 'post_comments' as const, withReplies: true } };
    expect(progressText(comments)).toBe('210 of 210 comments and 41 replies');
  });

  it('gives a failed job a way forward by its reason, as a paused one has', () => {
    const failedWith = (code: (typeof ERROR_CODES)[number]) => failedWayText(job({ status: 'failed', items: 9, reason: { code } }))!;
    expect(failedWith('invalid_params')).toBe('Check the link or the words it collects by; if they are right, collect the list again as a new job.');
    expect(failedWith('malformed')).toMatch(/^The service may have changed how it answers: export what it has/);
    expect(failedWith('unauthorized')).toMatch(/^Check the key and the service URL in the options/);
    expect(failedWith('out_of_credits')).toMatch(/^Check your credits and the daily budget/);
    // Every code says something to do, in one sentence.
    for (const code of ERROR_CODES) expect({ code, way: failedWith(code).split(/(?<=\.)\s+/).length }).toEqual({ code, way: 1 });
    expect(failedWayText(job({ status: 'failed', items: 9 }))).toBe('Collect the list again as a new job to try once more.');
    // Only a failed job has one (a paused one says its own, with resume).
    expect(failedWayText(job({ status: 'paused', reason: { code: 'unauthorized' } }))).toBeUndefined();
  });

  it('words durations', () => {
    expect([timeText(42_000), timeText(150_000), timeText(2 * 3_600_000 + 5 * 60_000)]).toEqual(['42 s', '3 min', '2 h 5 min']);
  });

  it('says why a job paused in one sentence and its way forward in another, never the same thing twice', () => {
    // Every reason a job can be paused with (and any other code, which reads as the fallback), with the figures some words use.
    const figures = { status: 502, retryAfterMs: 2000, param: 'link', cap: 40, estimate: 1, needed: 2, remaining: 1, balance: 1, budget: 10, spent: 9 };
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
    const runs = (text: string) => {
      const words = text.toLowerCase().match(/[a-z’']+/g) ?? [];
      return new Set(words.slice(0, -2).map((w, i) => `${w} ${words[i + 1]!} ${words[i + 2]!}`));
    };
    for (const code of ERROR_CODES) {
      const text = pausedText(job({ status: 'paused', reason: { code, ...figures } }))!;
      const [what, way, ...more] = sentences(text);
      expect({ code, more }).toEqual({ code, more: [] });
      expect({ code, way: way === undefined || !!way }).toEqual({ code, way: true });
      // The way forward repeats no three words running of what happened.
      const shared = way ? [...runs(way)].filter((r) => runs(what!).has(r)) : [];
      expect({ code, shared }).toEqual({ code, shared: [] });
    }
  });
});
