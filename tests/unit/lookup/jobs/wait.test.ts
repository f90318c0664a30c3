import { describe, expect, it } from 'vitest';
import { failureAction, resumesAt } from '../../../../lib/lookup/jobs/faults';
import { afterFailure } from '../../../../lib/lookup/jobs/records';
import type { JobRecord } from '../../../../lib/lookup/jobs/types';
import { errorForResponse, serializeError } from '../../../../lib/service/errors';
import { JOB_MAX_WAIT_MS } from '../../../../lib/service/retry-after';

const t = Date.parse('2026-03-02T13:05:00Z');
const job = (patch: Partial<JobRecord> = {}): JobRecord => ({
  id: 'j', spec: { useCase: 'post_comments', input: { link: 'https://www.social.example/p/posts/1' }, label: 'x' },
  status: 'running', createdAt: t - 60_000, updatedAt: t, capCredits: 10, phase: 'items',
  pages: 2, items: 60, replyItems: 0, calls: 2, credits: 2, runningMs: 1000, ...patch,
});
const rateLimited = (retryAfter: string) => serializeError(errorForResponse({ status: 429, retryAfter, now: t }));

describe('a job told to wait', () => {
  it('a Retry-After of a billion seconds parks it for an hour, not 31 years', () => {
    const action = failureAction(rateLimited('1000000000'), 0);
    expect(action).toEqual({ kind: 'wait', ms: JOB_MAX_WAIT_MS });
    const waiting = afterFailure(job(), action, [], 10, t);
    expect(resumesAt(waiting, t)).toBe(t + JOB_MAX_WAIT_MS);
  });

  it('an HTTP-date Retry-After is waited until that time', () => {
    const action = failureAction(rateLimited(new Date(t + 90_000).toUTCString()), 0);
    expect(action).toEqual({ kind: 'wait', ms: 90_000 });
  });

  it('garbage or a negative Retry-After waits the one default', () => {
    expect(failureAction(rateLimited('-3'), 0)).toEqual({ kind: 'wait', ms: 1000 });
    expect(failureAction(rateLimited('soon'), 0)).toEqual({ kind: 'wait', ms: 1000 });
  });

  it('a record that already holds a wait of years goes on within the hour after it was written', () => {
    const parked = job({ waitUntil: t + 1e12, updatedAt: t });
    expect(resumesAt(parked, t + 1000)).toBe(t + JOB_MAX_WAIT_MS);
    expect(resumesAt(parked, t + JOB_MAX_WAIT_MS)).toBeUndefined();
  });

  it('only a running job with a wait ahead waits', () => {
    expect(resumesAt(job(), t)).toBeUndefined();
    expect(resumesAt(job({ waitUntil: t - 1 }), t)).toBeUndefined();
    expect(resumesAt(job({ status: 'paused', waitUntil: t + 5000 }), t)).toBeUndefined();
    expect(resumesAt(job({ waitUntil: t + 5000 }), t)).toBe(t + 5000);
  });

  it('a 200 that carries an error, or a redirect, pauses the job for the user instead of asking again', () => {
    expect(failureAction({ code: 'error_answer', status: 200 }, 0).kind).toBe('pause');
    expect(failureAction({ code: 'redirected', status: 302 }, 0).kind).toBe('pause');
  });
});
