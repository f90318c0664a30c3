import type { CDPSession, Page, Worker } from '@playwright/test';
import type { JobRecord, JobSpec } from '../../../lib/lookup/jobs/types';
import type { LedgerEntry } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import type { ExtensionBrowser } from '../../../scripts/browser';
import type { Emulator } from '../emulator-control';
import { lookupLinks, pagedLists, planSession, probeCursors, testDataset, type SessionPlan } from './plan';
import { reconcile, type Reconciliation, type ServiceCall, type StopWindow } from './reconcile';

/**
 * Runs a chaos session against the real extension in Chromium and the emulator: lookups and list
 * pages through the background's test hook and the side panel, the worker stopped at random
 * moments (CDP `ServiceWorker.stopAllWorkers`), then both ledgers side by side. No Playwright test
 * runner here: the spec and the benchmark both drive it.
 */

export const EXTENSION_KEY = 'demo';
const PROBE_KEY = 'chaos-probe';

interface Hook {
  run(request: UseCaseRequest, options?: { confirmOverBudget?: boolean }): Promise<{ ok: boolean; error?: { code: string } }>;
  ledger(): Promise<LedgerEntry[]>;
  inFlight(): number;
  settings(): Promise<Record<string, unknown>>;
  saveSettings(patch: Record<string, unknown>): Promise<{ ok: boolean; error?: { message: string } }>;
  keptAnswer(op: string, params: Record<string, string>): Promise<boolean>;
  jobs: {
    start(spec: JobSpec, capCredits: number): Promise<{ ok: true; job: JobRecord } | { ok: false; error: { code: string; message: string } }>;
    list(): Promise<JobRecord[]>;
  };
}
type HookGlobal = { __socialLookupTest: Hook; __chaos?: Record<string, string | null> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(v)})`);
    await sleep(50);
  }
}

/**
 * The extension's worker: stopped through CDP, woken by a message from an extension page, and
 * never evaluated while stopped (that wedges Playwright's later commands in this Chromium).
 */
export class WorkerControl {
  private status = 'unknown';
  /** Every time the worker was seen stopping (counted, so a quick stop-and-restart is not missed). */
  private readonly stoppedAt: number[] = [];
  stops = 0;
  /** When each stop was asked for and when it held. */
  readonly windows: StopWindow[] = [];
  private constructor(
    private readonly ext: ExtensionBrowser,
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async attach(ext: ExtensionBrowser, page: Page): Promise<WorkerControl> {
    const cdp = await ext.context.newCDPSession(page);
    const control = new WorkerControl(ext, page, cdp);
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) {
        if (!v.scriptURL.startsWith(`chrome-extension://${ext.extensionId}/`)) continue;
        if (v.runningStatus === 'stopped' && control.status !== 'stopped') control.stoppedAt.push(Date.now());
        control.status = v.runningStatus;
      }
    });
    await cdp.send('ServiceWorker.enable');
    return control;
  }

  async stop(): Promise<void> {
    await until('the worker to run before the stop', () => this.status, (s) => s === 'running');
    const seen = this.stoppedAt.length;
    // One stop, asked again only if it was dropped (asked while the worker was still starting):
    // a second stop must not land later on a worker that has already started again. The window
    // opens at the first ask all the same: one that did land unseen may have cut a call.
    const asked = Date.now();
    for (let attempt = 0; ; attempt++) {
      await this.cdp.send('ServiceWorker.stopAllWorkers');
      try {
        await until('the worker to stop', () => this.stoppedAt.length, (n) => n > seen, 5000);
        this.windows.push({ asked, done: this.stoppedAt[seen]! });
        break;
      } catch (e) {
        if (attempt >= 3) throw e;
      }
    }
    this.stops++;
  }

  /** Wakes the worker (an extension page's message, as the panel's would) and returns it with its hook ready. */
  async worker(): Promise<Worker> {
    if (this.status !== 'running') {
      await this.page.evaluate(() => chrome.runtime.sendMessage({ id: Date.now(), type: 'getOverview', timestamp: Date.now() }).catch(() => undefined));
      await until('the worker to run', () => this.status, (s) => s === 'running');
    }
    const worker = await until(
      'the worker object',
      () => this.ext.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${this.ext.extensionId}/`)),
      (w) => w !== undefined,
    );
    await until('the test hook', () => worker!.evaluate(() => typeof (globalThis as unknown as Partial<HookGlobal>).__socialLookupTest), (t) => t === 'object');
    return worker!;
  }

  /** Evaluates `fn` in the (woken) worker; `fn` reaches the hook as `globalThis.__socialLookupTest`. */
  async eval<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
    const worker = await this.worker();
    return worker.evaluate(fn as never, arg) as Promise<T>;
  }

  detach(): Promise<void> {
    return this.cdp.detach();
  }
}

export interface SessionOptions {
  seed: number;
  minRequests: number;
  minStops: number;
  panelSteps: number;
  log?: (line: string) => void;
}

export interface SessionReport {
  plan: SessionPlan;
  stops: number;
  /** Requests whose answer came back to the driver (the rest were cut off by a stop). */
  answered: number;
  outcomes: Record<string, number>;
  reconciliation: Reconciliation;
  /** Paid answers (a 200 the extension received) that the library no longer holds. */
  missingAnswers: string[];
  settingsBefore: Record<string, unknown>;
  settingsAfter: Record<string, unknown>;
  ledgerBeforeFinalStop: number;
  ledgerAfterFinalStop: number;
  /** Both ledgers as compared (attached to a failed test). */
  service: ServiceCall[];
  extension: LedgerEntry[];
  log: string[];
  windows: StopWindow[];
  /** The job the session ran, as it ended. */
  job?: JobRecord;
  ms: number;
}

/** The settings saved before the session: a budget, a site host added, a theme, a faster client. */
export const SESSION_SETTINGS = {
  dailyBudget: 5000,
  siteHosts: { site: ['social.example', 'social-mirror.example'], short: ['socialwatch.example', 'socialme.example'] },
  theme: 'dark',
  ratePerSecond: 50,
};

/** The session's job: every comment of the group post with 450 (15 pages of 30, 1 credit each). */
export const JOB_SPEC: JobSpec = {
  useCase: 'post_comments',
  input: { link: 'https://www.social.example/groups/117507531664134/posts/1270763324652311' },
  announcedTotal: 450,
  label: 'Comments of post 1270763324652311',
};
const JOB_CAP = 100;

const PANEL_LINKS = (links: string[]) => links.filter((l) => /^https:\/\/www\.social\.example\/[a-z0-9.]+(\/posts\/\d+)?$/i.test(l)).slice(0, 12);

export async function runChaosSession(ext: ExtensionBrowser, emulator: Emulator, options: SessionOptions): Promise<SessionReport> {
  const started = Date.now();
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    options.log?.(line);
  };
  // Enough credits and rate for the session; a second key walks the lists' cursors beforehand.
  await emulator.setKey(EXTENSION_KEY, { credits: 100_000, ratePerSecond: 1000, ratePerHour: null });
  await emulator.setKey(PROBE_KEY, { credits: 100_000, ratePerSecond: 1000, ratePerHour: null });
  const cursors = await Promise.all(pagedLists().map((l) => probeCursors(emulator.url, PROBE_KEY, l, 8)));
  const links = lookupLinks(testDataset());
  const plan = planSession({ seed: options.seed, minRequests: options.minRequests, minStops: options.minStops, panelSteps: options.panelSteps, cursors, links, panelLinks: PANEL_LINKS(links) });
  log(`chaos seed ${plan.seed}: ${plan.steps.length} steps, ${plan.requests} requests, ${plan.stops} planned stops`);

  const driver = await ext.context.newPage();
  await driver.goto(ext.pageUrl('popup.html'));
  const control = await WorkerControl.attach(ext, driver);
  const saved = await control.eval((patch) => (globalThis as unknown as HookGlobal).__socialLookupTest.saveSettings(patch), SESSION_SETTINGS);
  if (!saved.ok) throw new Error(`saving the settings failed: ${saved.error?.message}`);
  const settingsBefore = await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.settings(), null);

  // The side panel pinned to a site tab, for the steps a user clicks.
  const site = await ext.context.newPage();
  await site.goto(PANEL_LINKS(links)[0]!);
  const tabId = await until('the site tab', () => control.eval(async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id, site.url()), (id) => id !== undefined);
  const panel = await ext.context.newPage();
  await panel.setViewportSize({ width: 420, height: 860 });
  await panel.goto(ext.pageUrl(`sidepanel.html?tabId=${tabId}`));

  let jobId: string | undefined;
  let answered = 0;
  const outcomes: Record<string, number> = {};
  let pendingIds: string[] = [];
  let nextId = 0;
  const collect = async () => {
    if (pendingIds.length === 0) return;
    const got = await control.eval((ids) => ids.map((id) => (globalThis as unknown as HookGlobal).__chaos?.[id] ?? null), pendingIds);
    pendingIds = pendingIds.filter((id, i) => {
      const outcome = got[i];
      if (outcome === null || outcome === undefined) return true;
      answered++;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      return false;
    });
  };
  const setLatency = async (ms: number) => {
    await emulator.clearFaults();
    if (ms > 0) await emulator.fault({ kind: 'latency', key: EXTENSION_KEY, latencyMs: ms });
  };
  const stopLater = async (ms: number) => {
    await sleep(ms);
    // Answers that arrived before the stop still count as answered.
    await collect();
    pendingIds = [];
    log(`stop at ${new Date().toISOString()} (${ms} ms after the step)`);
    await control.stop();
  };

  for (const [index, step] of plan.steps.entries()) {
    if (step.kind === 'job') {
      // A job (the comments of the group post with 450, 15 pages) runs behind the rest of the
      // session, through the stops that follow; its pages go to the same ledger.
      const started = await control.eval(({ spec, cap }) => (globalThis as unknown as HookGlobal).__socialLookupTest.jobs.start(spec, cap), { spec: JOB_SPEC, cap: JOB_CAP });
      if (!started.ok) throw new Error(`the job did not start: ${JSON.stringify(started)}`);
      jobId = started.job.id;
      continue;
    }
    await setLatency(step.latencyMs);
    log(`step ${index} at ${new Date().toISOString()}: ${JSON.stringify(step)}`);
    if (step.kind === 'burst') {
      const ids = step.requests.map(() => `r${nextId++}`);
      // Sent in one evaluation, so twins start in the same turn of the worker's event loop.
      await control.eval(
        ({ ids, requests }) => {
          const h = (globalThis as unknown as HookGlobal).__socialLookupTest;
          const g = globalThis as unknown as HookGlobal;
          g.__chaos ??= {};
          requests.forEach((request, i) => {
            g.__chaos![ids[i]!] = null;
            void h.run(request, { confirmOverBudget: true }).then(
              (r) => (g.__chaos![ids[i]!] = r.ok ? 'ok' : (r.error?.code ?? 'error')),
              () => (g.__chaos![ids[i]!] = 'threw'),
            );
          });
        },
        { ids, requests: step.requests },
      );
      pendingIds.push(...ids);
      if (step.stopAfterMs !== null) await stopLater(step.stopAfterMs);
      else await until(`step ${index}'s answers`, async () => (await collect(), pendingIds.length), (n) => n === 0, 30_000);
    } else {
      // The panel: the site tab shows the link, the user opens the side panel on it (which wakes
      // the worker) and clicks the paid button of "This tab".
      await site.goto(step.url);
      await panel.goto(ext.pageUrl(`sidepanel.html?tabId=${tabId}`));
      // A tab in the background draws no frames, and Playwright's click waits for one.
      await panel.bringToFront();
      const thisTab = panel.getByRole('region', { name: 'This tab' });
      const id = new URL(step.url).pathname.split('/').filter(Boolean).at(-1)!;
      await until('the panel to show the tab', async () => (await thisTab.textContent({ timeout: 15_000 })) ?? '', (t) => t.includes(id), 15_000);
      await thisTab.getByRole('button', { name: /^(Look up|Show) · / }).click({ timeout: 15_000 });
      if (step.stopAfterMs !== null) await stopLater(step.stopAfterMs);
      else await panel.locator('.entity-view .run > .cache-note').first().waitFor({ timeout: 20_000 });
    }
  }

  // The end: the job finishes, in-flight calls settle (the service finishes abandoned ones after their latency).
  await emulator.clearFaults();
  const job = jobId === undefined ? undefined : await until(
    'the job to end',
    async () => (await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.jobs.list(), null)).find((j) => j.id === jobId),
    (j) => j !== undefined && j.status !== 'running',
    90_000,
  );
  await until('in-flight calls to end', async () => (await collect(), await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.inFlight(), null)), (n) => n === 0, 30_000);
  let last = -1;
  await until('the service ledger to settle', async () => {
    const n = (await emulator.ledger()).length;
    const stable = n === last;
    last = n;
    await sleep(1000);
    return stable;
  }, (s) => s);

  // Ledger entries survive a last stop (the pending ones, none by now, would become interrupted).
  const ledgerBefore = await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.ledger(), null);
  await control.stop();
  const ledgerAfter = await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.ledger(), null);
  const settingsAfter = await control.eval(() => (globalThis as unknown as HookGlobal).__socialLookupTest.settings(), null);
  const service = (await emulator.ledger()) as unknown as ServiceCall[];
  const reconciliation = reconcile(service, ledgerAfter, EXTENSION_KEY, control.windows);

  // Every answer the extension received and paid for opens from the library.
  const received = service.filter((c) => c.key === EXTENSION_KEY && c.creditsCharged > 0 && ledgerAfter.some((e) => e.requestId === c.requestId));
  const kept = await control.eval((calls) => Promise.all(calls.map((c) => (globalThis as unknown as HookGlobal).__socialLookupTest.keptAnswer(c.operation!, c.params))), received);
  const missingAnswers = received.filter((_, i) => !kept[i]).map((c) => `#${c.seq} ${c.operation} ${JSON.stringify(c.params)}`);

  await control.detach();
  return {
    plan,
    stops: control.stops,
    answered,
    outcomes,
    reconciliation,
    missingAnswers,
    settingsBefore,
    settingsAfter,
    ledgerBeforeFinalStop: ledgerBefore.length,
    ledgerAfterFinalStop: ledgerAfter.length,
    ...(job ? { job } : {}),
    service,
    extension: ledgerAfter,
    log: lines,
    windows: control.windows,
    ms: Date.now() - started,
  };
}
