import { exportJob } from '../lookup/jobs/export';
import type { JobSpec } from '../lookup/jobs/types';
import { guardUi, type IncomingMessage, type SelfInfo } from '../messaging/guard';
import { jobControlRequest, jobEstimateRequest, jobExportRequest, jobStartRequest, type UiProtocol } from '../messaging/protocol';
import { ServiceError } from '../service/errors';
import type { BackgroundServices } from './services';
import { exportRows } from './library-handlers';

/**
 * The bulk jobs' messages: estimate (free), start, list, pause/resume/cancel/remove, and export
 * of exactly what a job fetched. Sender-checked and validated like every UI message.
 */

type JobMessages = 'jobEstimate' | 'jobStart' | 'jobList' | 'jobControl' | 'jobExport';
type Handlers = { [K in JobMessages]: (message: IncomingMessage) => Promise<Awaited<ReturnType<UiProtocol[K]>>> };

export function createJobHandlers(bg: BackgroundServices, g: { self?: () => SelfInfo }): Handlers {
  const runner = bg.jobRunner;
  return {
    jobEstimate: guardUi(jobEstimateRequest, (data) => runner.estimate(data.spec as JobSpec), g),
    jobStart: guardUi(jobStartRequest, (data) => runner.start(data.spec as JobSpec, data.capCredits), {
      ...g,
      onInvalid: (error) => ({ ok: false as const, error }),
    }),
    jobList: guardUi(null, () => runner.list(), g),
    jobControl: guardUi(jobControlRequest, (data) =>
      runner.control(data.id, data.action, data.capCredits !== undefined ? { capCredits: data.capCredits } : {}), g),
    jobExport: guardUi(jobExportRequest, async (data) => {
      const job = (await runner.list()).find((j) => j.id === data.id);
      if (!job) throw new ServiceError('invalid_request', { problem: 'no_job' });
      await bg.lookup.settled();
      const { rows, name } = await exportJob(bg.library, job, await runner.pages(job.id));
      return { rows: exportRows(rows), name };
    }, g),
  };
}
