import { exportJob } from '../lookup/jobs/export';
import type { JobSpec } from '../lookup/jobs/types';
import type { UiHandlers } from '../messaging/ui-server';
import { ServiceError } from '../service/errors';
import type { BackgroundServices } from './services';
import { exportRows } from './library-handlers';

/**
 * The bulk jobs' messages: estimate (free), start, list, pause/resume/cancel/remove, and export
 * of exactly what a job fetched. Sender-checked and validated like every UI message.
 */

type JobMessages = 'jobEstimate' | 'jobStart' | 'jobList' | 'jobControl' | 'jobExport' | 'jobKept';
type Handlers = Pick<UiHandlers, JobMessages>;

export function createJobHandlers(bg: BackgroundServices): Handlers {
  const runner = bg.jobRunner;
  return {
    // Counted as its export counts them, so a card says "deleted" exactly when its file would be empty.
    jobKept: async (data) => {
      const job = (await runner.list()).find((j) => j.id === data.id);
      if (!job) return { items: 0 };
      await bg.lookup.settled();
      return { items: (await exportJob(bg.library, job, await runner.pages(job.id), await bg.hosts())).rows.length };
    },
    jobEstimate: (data) => runner.estimate(data.spec as JobSpec),
    jobStart: (data) => runner.start(data.spec as JobSpec, data.capCredits),
    jobList: () => runner.list(),
    jobControl: (data) =>
      runner.control(data.id, data.action, data.capCredits !== undefined ? { capCredits: data.capCredits } : {}),
    jobExport: async (data) => {
      const job = (await runner.list()).find((j) => j.id === data.id);
      if (!job) throw new ServiceError('invalid_request', { problem: 'no_job' });
      await bg.lookup.settled();
      const { rows, name } = await exportJob(bg.library, job, await runner.pages(job.id), await bg.hosts());
      return { rows: exportRows(rows), name };
    },
  };
}
