import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import { configureExtension, EXTENSION_DIR, launchWithExtension, type ExtensionBrowser } from '../../scripts/browser';
import { median } from './median';
import { timedPanelClick } from './panel-click';

const FLOOR_EXTENSION = fileURLToPath(new URL('./floor-extension', import.meta.url));

interface Hook {
  run(request: unknown): Promise<unknown>;
  credits(): Promise<unknown>;
  saveSettings(p: unknown): Promise<{ ok: boolean }>;
}

/**
 * What a user feels when the browser has stopped the extension's worker (as it does after 30 s
 * idle): a click on "Look up" in the side panel for a post whose answer the extension already
 * keeps, timed in the page from the click to the answer on screen, the worker started by the
 * click itself. Against the same path through the floor extension (a page whose port wakes a
 * stopped worker that answers from storage), in a browser of its own open at the same time: the
 * two alternate, their order swapped each round, each worker stopped through CDP
 * (`ServiceWorker.stopAllWorkers`) before its turn.
 *
 * A third browser runs the floor once more with the extension's built worker script appended to
 * the floor's worker, loaded and compiled but never run (`scriptMedianMs`): what the script's size
 * alone costs a woken worker, before any of its code runs.
 */
export async function benchWorkerStart(emulatorUrl: string, options: { rounds?: number } = {}) {
  const rounds = options.rounds ?? 15;
  const key = 'bench-worker-start';
  await fetch(`${emulatorUrl}/__emulator/keys/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credits: 100_000, plan: 'pro', ratePerSecond: 1000 }),
  });
  const withScript = floorCarryingWorkerScript();
  const ext = await launchWithExtension({ emulatorUrl });
  const floor = await launchWithExtension({ emulatorUrl, extensionDir: FLOOR_EXTENSION });
  const scriptFloor = await launchWithExtension({ emulatorUrl, extensionDir: withScript });
  try {
    await configureExtension(ext.worker, emulatorUrl, key);
    await ext.worker.evaluate(async () => {
      const saved = await (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest.saveSettings({ ratePerSecond: 100, dailyBudget: null });
      if (!saved.ok) throw new Error('settings not saved');
    });
    await ext.context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const feed = await ext.context.newPage();
    await feed.goto('https://www.social.example/feed/infinite');
    // The feed brings 20 more links at a time; enough of them for one post a round.
    await feed.evaluate(async (wanted) => {
      const posts = () => new Set([...document.querySelectorAll('a[href*="/posts/"]')].map((a) => (a as HTMLAnchorElement).href)).size;
      const more = (window as unknown as { __appendMore(): number }).__appendMore;
      for (let batch = 0; posts() < wanted && batch < 20; batch++) more();
    }, rounds);
    await ext.context.unrouteAll();
    const tabId = await ext.worker.evaluate(async () => (await chrome.tabs.query({})).find((t) => t.url?.includes('/feed/infinite'))?.id);
    const panel = await ext.context.newPage();
    await panel.setViewportSize({ width: 420, height: 860 });
    await panel.goto(ext.pageUrl(`sidepanel.html?tabId=${tabId}`));
    const postRows = panel.locator('.entity-row').filter({ hasText: 'Post' });
    await postRows.nth(rounds - 1).waitFor();
    const links = await postRows.evaluateAll((rows, n) => rows.slice(0, n).map((r) => r.querySelector<HTMLAnchorElement>('a.entity-url')!.href), rounds);
    // The posts the rounds click, looked up once through the worker so their answers are kept
    // (and written, settled); then the panel is opened anew, so its own query cache knows none of
    // them and each click goes to the worker.
    await ext.worker.evaluate(async (links) => {
      const hook = (globalThis as unknown as { __socialLookupTest: Hook }).__socialLookupTest;
      for (const url of links) await hook.run({ useCase: 'lookup_url', input: { url } });
      await hook.credits();
    }, links);
    await panel.reload();
    await panel.getByRole('list', { name: 'Found on this page' }).waitFor();
    const extWorker = await WorkerSwitch.attach(ext, panel);

    // The floors keep the same answers, fetched once each.
    const floorRun = await FloorRound.open(floor, emulatorUrl, key, links);
    const scriptRun = await FloorRound.open(scriptFloor, emulatorUrl, key, links);

    const inPanel: number[] = [];
    const floorMs: number[] = [];
    const scriptMs: number[] = [];
    const panelRound = async (i: number) => {
      const row = postRows.nth(i);
      const button = row.getByRole('button', { name: /Look up/ });
      await button.waitFor();
      // The estimate, asked while the worker ran, says the answer is kept (free).
      await panel.waitForFunction((el) => /credit/.test(el?.textContent ?? ''), await button.elementHandle());
      const says = await button.textContent();
      if (!says?.includes('cached')) throw new Error(`row ${i} is not kept: "${says}"`);
      await extWorker.stop();
      const ms = await timedPanelClick(panel, button, 'worker start');
      await extWorker.woken();
      inPanel.push(ms);
      await panel.getByRole('button', { name: /This tab/ }).first().click();
    };
    // Each round the three take their turns in another order.
    const turns: ((i: number) => Promise<void>)[] = [
      panelRound,
      async (i) => void floorMs.push(await floorRun.timed(links[i]!)),
      async (i) => void scriptMs.push(await scriptRun.timed(links[i]!)),
    ];
    for (let i = 0; i < rounds; i++) {
      for (let t = 0; t < turns.length; t++) await turns[(i + t) % turns.length]!(i);
    }
    await extWorker.detach();
    await floorRun.detach();
    await scriptRun.detach();
    return { rounds, medianMs: median(inPanel), floorMedianMs: median(floorMs), scriptMedianMs: median(scriptMs) };
  } finally {
    await ext.close();
    await floor.close();
    await scriptFloor.close();
    rmSync(withScript, { recursive: true, force: true });
  }
}

/**
 * A copy of the floor extension whose worker carries the extension's built worker script after
 * its own, inside a block that never runs: the browser loads and compiles all of it on each start.
 */
function floorCarryingWorkerScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'floor-with-script-'));
  cpSync(FLOOR_EXTENSION, dir, { recursive: true });
  const floorWorker = readFileSync(join(FLOOR_EXTENSION, 'worker.js'), 'utf8');
  const shipped = readFileSync(join(EXTENSION_DIR, 'background.js'), 'utf8');
  writeFileSync(join(dir, 'worker.js'), `${floorWorker}\n;if (globalThis.__neverSet) {\n${shipped}\n}\n`);
  return dir;
}

/** A floor extension's page, timing a kept lookup with its worker stopped before each. */
class FloorRound {
  private constructor(
    private readonly page: Page,
    private readonly worker: WorkerSwitch,
    private readonly url: (link: string) => string,
    private readonly key: string,
  ) {}

  static async open(floor: ExtensionBrowser, emulatorUrl: string, key: string, links: string[]): Promise<FloorRound> {
    await floor.context.unrouteAll();
    const page = await floor.context.newPage();
    await page.goto(floor.pageUrl('page.html'));
    await page.waitForFunction(() => 'lookUpKept' in globalThis);
    const url = (link: string) => `${emulatorUrl}/social/posts/details?link=${encodeURIComponent(link)}`;
    const round = new FloorRound(page, await WorkerSwitch.attach(floor, page), url, key);
    for (const link of links) await round.lookUp(link);
    return round;
  }

  /** One kept lookup, the worker stopped before it and started by it. */
  async timed(link: string): Promise<number> {
    await this.worker.stop();
    const ms = await this.lookUp(link);
    await this.worker.woken();
    return ms;
  }

  detach = () => this.worker.detach();

  private lookUp(link: string): Promise<number> {
    return this.page.evaluate(([url, key]) => (globalThis as unknown as { lookUpKept(u: string, k: string): Promise<number> }).lookUpKept(url, key), [this.url(link), this.key] as const);
  }
}

/** Stops an extension's service worker through CDP and tells whether it was started again since. */
class WorkerSwitch {
  private status = '';
  private starts = 0;
  private stops = 0;
  private startsAtStop = 0;
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(ext: ExtensionBrowser, page: Page): Promise<WorkerSwitch> {
    const cdp = await ext.context.newCDPSession(page);
    const sw = new WorkerSwitch(cdp);
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) {
        if (!v.scriptURL.startsWith(`chrome-extension://${ext.extensionId}/`)) continue;
        if (v.runningStatus === 'running' && sw.status !== 'running') sw.starts++;
        if (v.runningStatus === 'stopped' && sw.status !== 'stopped') sw.stops++;
        sw.status = v.runningStatus;
      }
    });
    await cdp.send('ServiceWorker.enable');
    return sw;
  }

  /** Stopped, and still stopped a moment later (nothing else woke it). */
  async stop(): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.until((s) => s === 'running' || s === 'stopped');
      // Counted from the events, not read from the status: a worker woken again at once would
      // pass through 'stopped' between two reads.
      const stops = this.stops;
      if (this.status !== 'stopped') await this.cdp.send('ServiceWorker.stopAllWorkers');
      for (const t = Date.now(); this.status !== 'stopped' && this.stops === stops; await new Promise((r) => setTimeout(r, 5))) {
        if (Date.now() - t > 10_000) throw new Error(`the worker is ${this.status || 'unknown'}`);
      }
      await new Promise((r) => setTimeout(r, 100));
      if (this.status === 'stopped') {
        this.startsAtStop = this.starts;
        return;
      }
    }
    throw new Error('the worker kept starting again after its stop');
  }

  /** The timed lookup started the worker: it was not answered by one already running. */
  async woken(): Promise<void> {
    for (const t = Date.now(); this.starts <= this.startsAtStop; await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() - t > 5000) throw new Error('the worker did not start for the timed lookup');
    }
  }

  detach = () => this.cdp.detach();

  private async until(ok: (status: string) => boolean, ms = 10_000): Promise<void> {
    for (const t = Date.now(); !ok(this.status); ) {
      if (Date.now() - t > ms) throw new Error(`the worker is ${this.status || 'unknown'}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
