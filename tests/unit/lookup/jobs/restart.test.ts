import { describe, expect } from 'vitest';
import { ServiceError, serializeError } from '../../../../lib/service/errors';
import { it, type Emu } from '../../fixtures/emulator';
import { until } from '../helpers';
import { commentsJob, jobOf, paid, pagesPaid, restartWorker, startWorker, type Worker } from './helpers';

/**
 * A worker stopped at any point of any page of a 7-page job, then a new worker over the same
 * storage (the runner and the lookup core rebuilt, their memory gone): the job resumes from its
 * last cursor and pays each page exactly once.
 */

type Point = 'beforeCall' | 'afterAnswer';

/** Runs the job until the worker stops at `point` of page `page` (1-based); the next worker finishes it. */
async function stopAt(emu: Emu, point: Point, page: number): Promise<{ first: Worker; next: Worker; id: string }> {
  const first = startWorker(emu);
  let seen = 0;
  first.hooks[point] = () => {
    if (++seen === page) first.stop();
  };
  const started = await first.runner.start(commentsJob(), 100);
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  await until(() => seen >= page, 5000);
  const next = await restartWorker(emu, first);
  next.runner.wake();
  await next.runner.idle();
  return { first, next, id: started.job.id };
}

async function expectPaidOnce(emu: Emu, next: Worker, id: string) {
  const job = await jobOf(next, id);
  expect(job).toMatchObject({ status: 'done', items: 210, end: 'complete' });
  const charged = await paid(emu);
  expect([...pagesPaid(charged).values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);
  // The job's credits, the app's ledger and the service agree.
  expect(job.credits).toBe(7);
  expect((await next.h.ledger.spending()).spentToday).toBe(7);
  expect(job.inFlight).toBeUndefined();
}

describe('a worker stop at every step of a job pays each page exactly once', () => {
  for (let page = 1; page <= 7; page++) {
    it(`between the write and the call of page ${page}`, async ({ emu }) => {
      const { next, id } = await stopAt(emu, 'beforeCall', page);
      await expectPaidOnce(emu, next, id);
    });
    it(`between the answer of page ${page} (kept in the library) and the job's write`, async ({ emu }) => {
      const { next, id } = await stopAt(emu, 'afterAnswer', page);
      await expectPaidOnce(emu, next, id);
      // The page was re-requested and served from the kept answer, for free.
      expect((await next.h.ledger.entries()).filter((e) => e.status === 'cached')).toHaveLength(1);
    });
  }
});

describe('between the call and its answer', () => {
  it('an answer that never reaches the stopped worker is paid twice: the ledger shows the interrupted call at its price and the re-request', async ({ emu }) => {
    const first = startWorker(emu);
    let pages = 0;
    first.hooks.afterAnswer = async () => {
      if (++pages === 3) await emu.fault({ operation: 'social_get_post_comments', kind: 'latency', latencyMs: 400, times: 1 });
    };
    let stopped = false;
    first.hooks.beforeCall = () => {
      // The 4th page's call goes out; the worker stops while it is on the wire.
      if (pages === 3)
        setTimeout(() => {
          first.stop();
          stopped = true;
        }, 100);
    };
    const started = await first.runner.start(commentsJob(), 100);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await until(() => first.h.service.inFlight() > 0 && pages === 3, 5000);
    // Restarted once the worker has stopped, not after a guess at how long that takes.
    await until(() => stopped, 5000);
    const next = await restartWorker(emu, first);
    next.runner.wake();
    await next.runner.idle();
    const charged = await paid(emu);
    await until(() => true);
    const job = await jobOf(next, started.job.id);
    expect(job).toMatchObject({ status: 'done', items: 210 });
    // The service charged the 4th page twice (the abandoned call is charged, as on the live service).
    const deadline = Date.now() + 2000;
    let all = charged;
    while (all.length < 8 && Date.now() < deadline) all = await paid(emu);
    expect([...pagesPaid(all).values()].sort()).toEqual([1, 1, 1, 1, 1, 1, 2]);
    const ledger = await next.h.ledger.entries();
    const interrupted = ledger.filter((e) => e.status === 'interrupted');
    expect(interrupted).toHaveLength(1);
    expect(interrupted[0]).toMatchObject({ creditsCharged: 1, operationId: 'social_get_post_comments' });
    expect(ledger.filter((e) => e.summary === interrupted[0]!.summary && e.status === 200)).toHaveLength(1);
    // The job counts both, as the ledger does.
    expect(job.credits).toBe(8);
    expect((await next.h.ledger.spending()).spentToday).toBe(8);
  });
});

describe('after a browser restart', () => {
  it('running jobs come back paused with the reason, and resume from their cursor', async ({ emu }) => {
    const first = startWorker(emu);
    let pages = 0;
    first.hooks.afterAnswer = () => {
      if (++pages === 2) first.stop();
    };
    const started = await first.runner.start(commentsJob(), 100);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await until(() => pages >= 2);
    const next = await restartWorker(emu, first);
    await next.runner.pauseRunning(serializeError(new ServiceError('browser_closed')));
    next.runner.wake();
    await next.runner.idle();
    const paused = await jobOf(next, started.job.id);
    expect(paused).toMatchObject({ status: 'paused', reason: { code: 'browser_closed' } });
    expect(await paid(emu)).toHaveLength(2);
    await next.runner.control(paused.id, 'resume');
    await next.runner.idle();
    await expectPaidOnce(emu, next, paused.id);
  });
});
