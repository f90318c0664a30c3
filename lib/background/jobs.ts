import { browser } from 'wxt/browser';
import { ServiceError, serializeError } from '../service/errors';
import { activeJobs } from '../lookup/jobs/completeness';
import type { JobRunner } from '../lookup/jobs/runner';
import type { JobRecord } from '../lookup/jobs/types';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * The bulk jobs' ties to the browser: an alarm that wakes a stopped worker while a job runs, the
 * toolbar badge (running jobs), and the difference between a worker restart (jobs go on) and a
 * browser restart (jobs wait for the user), told apart by a marker in storage.session, which the
 * browser clears when it closes.
 */

export const JOBS_ALARM = 'jobs';
export const SESSION_MARKER = STORAGE_KEYS.session.jobsSession;

let shown: number | undefined;

/** Badge and alarm follow the number of running jobs (called on every change of the jobs). */
export function reflectJobs(jobs: readonly JobRecord[]): void {
  const running = activeJobs(jobs);
  if (running === shown) return;
  shown = running;
  void Promise.resolve()
    .then(async () => {
      await browser.action?.setBadgeText({ text: running > 0 ? String(running) : '' });
      if (running > 0) {
        if (!(await browser.alarms.get(JOBS_ALARM))) await browser.alarms.create(JOBS_ALARM, { periodInMinutes: 0.5 });
      } else await browser.alarms.clear(JOBS_ALARM);
    })
    .catch(() => undefined);
}

/** Worker start: after a browser restart running jobs become paused; otherwise they go on. */
export async function onJobsWorkerStart(runner: JobRunner): Promise<void> {
  try {
    const marker = await browser.storage.session.get(SESSION_MARKER);
    if (!marker[SESSION_MARKER]) {
      await runner.pauseRunning(serializeError(new ServiceError('browser_closed')));
      await browser.storage.session.set({ [SESSION_MARKER]: Date.now() });
    }
  } finally {
    shown = undefined;
    reflectJobs(await runner.list());
    runner.wake();
  }
}

/** The jobs alarm fired: a worker stopped mid-job is awake again; go on. */
export function onJobsAlarm(runner: JobRunner, alarm: { name: string }): void {
  if (alarm.name === JOBS_ALARM) runner.wake();
}
