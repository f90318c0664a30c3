import type { Worker } from '@playwright/test';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { configureExtension, launchWithExtension } from '../../scripts/browser';
import type { JobRecord, JobSpec } from '../../lib/lookup/jobs/types';
import { COMMENTS, thousandCommentJob } from './jobs';

/**
 * job_credits_vs_lower_bound in real Chromium: a 1,000-comment job in the e2e build, its service
 * worker stopped through CDP (`ServiceWorker.stopAllWorkers`) at a page boundary in the middle,
 * woken again by the jobs alarm; every credit read from the emulator's ledger.
 */

const KEY = 'bench-jobs-browser';
const PAGE = 30;
// Calls a second: between two pages the job waits 1/RATE s for its turn, the window the stop must
// land in. At 10/s (100 ms) a loaded machine's polling sometimes landed it after the next call went
// out, which the job then rightly asks again (its answer went with the worker).
const RATE = 4;

interface Hook {
  jobs: { start(spec: JobSpec, cap: number): Promise<{ ok: boolean }>; list(): Promise<JobRecord[]> };
  saveSettings(p: unknown): Promise<{ ok: boolean }>;
}

async function charged(emu: RunningEmulator): Promise<number> {
  const { calls } = (await (await fetch(`${emu.url}/__emulator/ledger`)).json()) as { calls: { key: string | null; status: number; creditsCharged: number }[] };
  return calls.filter((c) => c.key === KEY && c.status === 200).reduce((s, c) => s + c.creditsCharged, 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchJobsInChromium() {
  const emu = await startEmulator({ port: 0, log: false, keys: [{ token: KEY, plan: 'pro', credits: 100_000, ratePerSecond: null, ratePerHour: null }] });
  const ext = await launchWithExtension({ emulatorUrl: emu.url });
  try {
    const spec = thousandCommentJob(emu);
    const pages = Math.ceil(COMMENTS / PAGE);
    const stopAfter = Math.floor(pages / 2);
    await configureExtension(ext.worker, emu.url, KEY);
    const saved = await ext.worker.evaluate((rate) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.saveSettings({ ratePerSecond: rate, dailyBudget: null }), RATE);
    if (!saved.ok) throw new Error('settings not saved');
    const started = await ext.worker.evaluate((s) => (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.jobs.start(s, 10_000), spec);
    if (!started.ok) throw new Error('the job did not start');

    // The page boundary: the job's record says page `stopAfter` is in and the next is written as sent.
    const blank = await ext.context.newPage();
    const cdp = await ext.context.newCDPSession(blank);
    const states: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.scriptURL.startsWith(`chrome-extension://${ext.extensionId}/`)) states.push(v.runningStatus);
    });
    await cdp.send('ServiceWorker.enable');
    const record = (w: Worker) => w.evaluate(async () => ((await chrome.storage.local.get('jobs')).jobs as JobRecord[] | undefined)?.[0]);
    for (let t = Date.now(); ; ) {
      const job = await record(ext.worker);
      if (job && job.pages >= stopAfter && job.inFlight) break;
      if (Date.now() - t > 60_000) throw new Error('the job did not reach the middle');
      await sleep(2);
    }
    await cdp.send('ServiceWorker.stopAllWorkers');
    const stoppedAt = Date.now();
    while (states.at(-1) !== 'stopped' && Date.now() - stoppedAt < 10_000) await sleep(10);
    const chargedAtStop = await charged(emu);

    // Nothing wakes it but the jobs alarm (every 30 s).
    let woke: number | undefined;
    let job: JobRecord | undefined;
    while (Date.now() - stoppedAt < 120_000) {
      await sleep(250);
      const worker = ext.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${ext.extensionId}/`));
      if (!worker || states.at(-1) !== 'running') continue;
      woke ??= Date.now() - stoppedAt;
      job = await record(worker).catch(() => undefined);
      if (job?.status === 'done') break;
    }
    await cdp.detach();
    if (job?.status !== 'done') throw new Error(`the job did not finish after the worker stop (${job?.status})`);
    return { spent: await charged(emu), lowerBound: pages, rate: RATE, stopAfter, chargedAtStop, wokeAfterMs: woke ?? 0, jobCredits: job.credits, items: job.items };
  } finally {
    await ext.close();
    await emu.close();
  }
}
