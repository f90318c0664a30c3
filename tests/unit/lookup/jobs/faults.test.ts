import { describe, expect } from 'vitest';
import { KNOWN } from '../../../../emulator/data/known';
import { JOB_MAX_WAIT_MS } from '../../../../lib/service/retry-after';
import { it, TEST_KEY, type Emu } from '../../fixtures/emulator';
import { commentsJob, eventually, jobOf, paid, pagesPaid, runJob, startWorker, type Worker } from './helpers';

/**
 * Every fault the emulator can inject, injected in the middle of a 7-page job (after its second
 * page). Whatever happens, the job ends with every comment, each page paid exactly once, and its
 * credits equal to what the service charged.
 */

async function faultAfterPage(w: Worker, emu: Emu, page: number, fault: Record<string, unknown>) {
  let pages = 0;
  w.hooks.afterAnswer = async () => {
    if (++pages === page) await emu.fault({ operation: 'social_get_post_comments', ...fault });
  };
}

async function expectEveryPageOnce(emu: Emu, jobCredits: number) {
  const charged = await paid(emu);
  expect(charged).toHaveLength(7);
  expect([...pagesPaid(charged).values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);
  expect(jobCredits).toBe(charged.reduce((s, e) => s + e.creditsCharged, 0));
}

const statuses = async (emu: Emu) => (await emu.ledger()).filter((e) => e.operation === 'social_get_post_comments').map((e) => e.status);

describe('faults the client handles by its retry policy: the job goes on', () => {
  const cases: [string, Record<string, unknown>, number[]][] = [
    ['429 waits out its Retry-After', { kind: 'rate_limit', retryAfterSec: 1, times: 1 }, [429]],
    ['502 is retried with backoff', { kind: 'upstream_error', times: 1 }, [502]],
    ['504 is retried with backoff', { kind: 'upstream_timeout', times: 1 }, [504]],
    ['an HTML 502 page is retried like a 502', { kind: 'html_error', times: 1 }, [502]],
    ['a slow answer is waited for', { kind: 'latency', latencyMs: 150, times: 1 }, []],
    ['a body that trickles in is read whole', { kind: 'slow_body', latencyMs: 150, times: 1 }, []],
  ];
  for (const [name, fault, failures] of cases) {
    it(name, async ({ emu }) => {
      const w = startWorker(emu);
      await faultAfterPage(w, emu, 2, fault);
      const job = await runJob(w, commentsJob());
      expect(job).toMatchObject({ status: 'done', items: 210, end: 'complete' });
      expect((await statuses(emu)).filter((s) => s !== 200)).toEqual(failures);
      await expectEveryPageOnce(emu, job.credits);
    });
  }

  it('429s past the client\'s retries: the job waits Retry-After itself and asks for the same page again', async ({ emu }) => {
    const w = startWorker(emu);
    await faultAfterPage(w, emu, 2, { kind: 'rate_limit', retryAfterSec: 0, times: 4 });
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'done', items: 210 });
    expect((await statuses(emu)).filter((s) => s === 429)).toHaveLength(4);
    await expectEveryPageOnce(emu, job.credits);
  });
});

describe('a long Retry-After', () => {
  it('the job waits it out without holding up the other jobs, and sends nothing meanwhile', async ({ emu }) => {
    const w = startWorker(emu);
    const group = KNOWN.posts.groupPost;
    // 30 s: past what the client waits by itself (20 s), so the job keeps the wait in its record.
    await faultAfterPage(w, emu, 2, { kind: 'rate_limit', retryAfterSec: 30, times: 1 });
    const a = await w.runner.start(commentsJob(), 100);
    if (!a.ok) throw new Error(JSON.stringify(a.error));
    await eventually(async () => (await jobOf(w, a.job.id)).waitUntil !== undefined);
    const waiting = await jobOf(w, a.job.id);
    expect(waiting).toMatchObject({ status: 'running', items: 60 });
    expect(waiting.waitUntil! - Date.now()).toBeGreaterThan(25_000);
    const b = await w.runner.start({ useCase: 'post_comments', input: { link: group.url }, announcedTotal: group.comments, label: 'Group post' }, 100);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    await eventually(async () => (await jobOf(w, b.job.id)).status === 'done', 10_000);
    w.runner.halt();
    const calls = (await emu.ledger()).filter((e) => e.operation === 'social_get_post_comments' && !e.params.link!.includes(group.id));
    expect(calls.map((e) => e.status)).toEqual([200, 200, 429]);
  });
});

describe('a Retry-After far too long', () => {
  it('a day is cut to the longest wait of a job, and the job says it waits', async ({ emu }) => {
    const w = startWorker(emu);
    await faultAfterPage(w, emu, 2, { kind: 'rate_limit', retryAfterSec: 86_400, times: 1 });
    const a = await w.runner.start(commentsJob(), 100);
    if (!a.ok) throw new Error(JSON.stringify(a.error));
    await eventually(async () => (await jobOf(w, a.job.id)).waitUntil !== undefined);
    w.runner.halt();
    const waiting = await jobOf(w, a.job.id);
    expect(waiting.status).toBe('running');
    expect(waiting.waitUntil! - Date.now()).toBeLessThanOrEqual(JOB_MAX_WAIT_MS);
    expect(waiting.waitUntil! - Date.now()).toBeGreaterThan(JOB_MAX_WAIT_MS - 60_000);
  });
});

describe('a dropped connection or a broken answer is never retried blindly', () => {
  for (const kind of ['drop_connection', 'malformed_json'] as const) {
    it(`${kind}: the page is asked for again by its cursor, and the ledger shows both calls`, async ({ emu }) => {
      const w = startWorker(emu);
      await faultAfterPage(w, emu, 2, { kind, times: 1 });
      const job = await runJob(w, commentsJob());
      expect(job).toMatchObject({ status: 'done', items: 210, calls: 8 });
      await expectEveryPageOnce(emu, job.credits);
      // The app's ledger: the failed call and its re-request, for the same cursor.
      const third = (await w.h.ledger.entries()).filter((e) => e.operationId === 'social_get_post_comments').slice(2, 4);
      expect(third.map((e) => e.status)).toEqual([kind === 'drop_connection' ? 'error' : 200, 200]);
      expect(third[0]!.errorCode).toBe(kind === 'drop_connection' ? 'network' : 'malformed');
      expect(third[0]!.summary).toBe(third[1]!.summary);
    });
  }

  it('a connection that keeps dropping pauses the job with its message after 3 tries', async ({ emu }) => {
    const w = startWorker(emu);
    await faultAfterPage(w, emu, 2, { kind: 'drop_connection', times: 3 });
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'paused', items: 60, reason: { code: 'network' } });
    expect((await statuses(emu)).filter((s) => s === 0)).toHaveLength(3);
    await w.runner.control(job.id, 'resume');
    await w.runner.idle();
    const done = await jobOf(w, job.id);
    expect(done).toMatchObject({ status: 'done', items: 210 });
    await expectEveryPageOnce(emu, done.credits);
  });
});

describe('faults that need the user: the job pauses with the message and goes on when resumed', () => {
  it('502 past the client\'s retries', async ({ emu }) => {
    const w = startWorker(emu);
    await faultAfterPage(w, emu, 2, { kind: 'upstream_error', times: 3 });
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'paused', items: 60, reason: { code: 'upstream_error' } });
    await w.runner.control(job.id, 'resume');
    await w.runner.idle();
    const done = await jobOf(w, job.id);
    expect(done.status).toBe('done');
    await expectEveryPageOnce(emu, done.credits);
  });

  it('402: the account ran out of credits', async ({ emu }) => {
    const w = startWorker(emu);
    let pages = 0;
    w.hooks.afterAnswer = async () => {
      if (++pages === 2) await emu.putKey(TEST_KEY, { credits: 0 });
    };
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'paused', items: 60, credits: 2, reason: { code: 'out_of_credits', status: 402 } });
    await emu.putKey(TEST_KEY, { credits: 100 });
    await w.runner.control(job.id, 'resume');
    await w.runner.idle();
    const done = await jobOf(w, job.id);
    expect(done).toMatchObject({ status: 'done', items: 210, credits: 7 });
    await expectEveryPageOnce(emu, done.credits);
  });

  it('403: the key was paused', async ({ emu }) => {
    const w = startWorker(emu);
    let pages = 0;
    w.hooks.afterAnswer = async () => {
      if (++pages === 2) await emu.putKey(TEST_KEY, { paused: true });
    };
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'paused', items: 60, reason: { code: 'forbidden', status: 403 } });
    await emu.putKey(TEST_KEY, { paused: false });
    await w.runner.control(job.id, 'resume');
    await w.runner.idle();
    const done = await jobOf(w, job.id);
    expect(done.status).toBe('done');
    await expectEveryPageOnce(emu, done.credits);
  });
});
