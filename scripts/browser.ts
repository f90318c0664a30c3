import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Route, type Worker } from '@playwright/test';
import puppeteer, { type Browser as PuppeteerBrowser, type HTTPRequest, type Page as PuppeteerPage } from 'puppeteer-core';
import { chromiumCommand, findChromium, findFirefox, firefoxMissing, realMachine, type FoundBrowser } from './find-browser';

/**
 * Launching Chromium (Playwright) or Firefox (puppeteer-core over WebDriver BiDi) with the built
 * extension, with the site's hosts served by the local emulator. Shared by `npm start`, the
 * end-to-end tests and the benchmark.
 */

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The demo/test build: the production build plus loopback permissions and a test hook. */
export const EXTENSION_DIR = join(ROOT, '.output', 'chrome-mv3-e2e');

let chromiumFound: FoundBrowser | undefined;
/** The Chromium-family browser the finder chose (looked up once a process); throws with the command to run when none. */
export function chromiumBrowser(): FoundBrowser {
  if (chromiumFound) return chromiumFound;
  const machine = realMachine();
  const search = findChromium(machine);
  if (!search.found) {
    const passed = search.refused.map((r) => `\n  passed over ${r.path} (${r.source}): ${r.reason}`).join('');
    throw new Error(`No Chromium, Chrome or Edge that can load the extension was found.${passed}\nRun: ${search.fromEnv ? 'unset CHROMIUM_PATH' : chromiumCommand(machine)}`);
  }
  return (chromiumFound = search.found);
}

export function chromiumPath(): string {
  return chromiumBrowser().path;
}

export interface LaunchOptions {
  /** http://127.0.0.1:PORT of the emulator, which also serves the fixture site. */
  emulatorUrl: string;
  headless?: boolean;
  userDataDir?: string;
  extensionDir?: string;
  /** undefined: the default size; null: the window's own size. */
  viewport?: { width: number; height: number } | null | undefined;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** chrome-extension://<id>/<page> */
  pageUrl(page: string): string;
  close(): Promise<void>;
}

export const SITE_HOST = /(^|\.)(social\.example|socialwatch\.example|socialme\.example|photo\.example)$/i;

export async function launchWithExtension(options: LaunchOptions): Promise<ExtensionBrowser> {
  const extensionDir = options.extensionDir ?? EXTENSION_DIR;
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No extension build at ${extensionDir}: run "npm run build:e2e" first.`);
  }
  const emulatorPort = new URL(options.emulatorUrl).port;
  const profile = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'social-lookup-profile-'));
  // Only an extension with an options page opens it on a fresh install.
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as { options_ui?: unknown; options_page?: unknown };
  const opensOptions = !existsSync(join(profile, 'Default')) && !!(manifest.options_ui ?? manifest.options_page);
  const found = chromiumBrowser();
  // Branded Chrome and Edge 137+ ignore --load-extension: they get the extension through
  // Playwright's own DevTools pipe instead, which needs extensions left on and unsafe debugging allowed.
  const viaPipe = found.load === 'pipe';
  const context = await chromium.launchPersistentContext(
    profile,
    {
      executablePath: found.path,
      headless: options.headless ?? true,
      viewport: options.viewport === undefined ? { width: 1280, height: 860 } : options.viewport,
      ...(viaPipe ? { ignoreDefaultArgs: ['--disable-extensions'] } : {}),
      args: [
        ...(viaPipe
          ? ['--enable-unsafe-extension-debugging']
          : [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`]),
        // The site's hosts resolve to the emulator (plain http); https is served through routing below.
        `--host-resolver-rules=MAP social.example 127.0.0.1:${emulatorPort}, MAP *.social.example 127.0.0.1:${emulatorPort}, MAP *.socialwatch.example 127.0.0.1:${emulatorPort}, MAP socialwatch.example 127.0.0.1:${emulatorPort}, MAP socialme.example 127.0.0.1:${emulatorPort}, MAP photo.example 127.0.0.1:${emulatorPort}, MAP *.photo.example 127.0.0.1:${emulatorPort}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--no-default-browser-check',
      ],
    },
  );
  if (viaPipe) await loadThroughPipe(context, extensionDir);
  await context.route(
    (url) => SITE_HOST.test(url.hostname),
    (route) => serveSiteFromEmulator(route, options.emulatorUrl),
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  // A fresh install without a key opens the options page; Chrome may open it in the next blank
  // tab, so a page opened before it shows would be taken over by it.
  if (opensOptions) await installTabShown(context, extensionId);
  return {
    context,
    worker,
    extensionId,
    pageUrl: (page) => `chrome-extension://${extensionId}/${page}`,
    close: () => context.close(),
  };
}

/** `Extensions.loadUnpacked` over the browser's DevTools pipe (what puppeteer-core's `enableExtensions` sends). */
async function loadThroughPipe(context: BrowserContext, extensionDir: string): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser session to load the extension through.');
  const session = await browser.newBrowserCDPSession();
  try {
    // Not in Playwright's protocol types: the Extensions domain is newer than them.
    await (session.send as (method: string, params: object) => Promise<unknown>)('Extensions.loadUnpacked', { path: extensionDir });
  } catch (e) {
    await context.close();
    throw new Error(`${chromiumBrowser().path} refused to load the extension through the DevTools pipe: ${(e as Error).message}`, { cause: e });
  } finally {
    await session.detach().catch(() => undefined);
  }
}

async function installTabShown(context: BrowserContext, extensionId: string): Promise<void> {
  const url = `chrome-extension://${extensionId}/options.html`;
  // Polled: the tab may be opened for it or an existing blank tab navigated to it.
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const page = context.pages().find((p) => p.url() === url);
    if (page) return page.waitForLoadState('load').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Asks the emulator for a page of the fixture site, as if it were served at `url` (http or https). */
export function fetchSitePage(url: string, method: string, accept: string, emulatorUrl: string): Promise<SiteResponse> {
  const target = new URL(url);
  const emulator = new URL(emulatorUrl);
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: emulator.hostname,
        port: emulator.port,
        method,
        path: target.pathname + target.search,
        // The Host header tells the emulator to answer as the site, not as the service.
        headers: { host: target.host, accept },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h[k] = v;
          resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end();
  });
}

/** Answers a request for a site host (http or https) with the emulator's fixture site. */
export async function serveSiteFromEmulator(route: Route, emulatorUrl: string): Promise<void> {
  const req = route.request();
  try {
    const { status, headers, body } = await fetchSitePage(req.url(), req.method(), req.headers()['accept'] ?? '*/*', emulatorUrl);
    await route.fulfill({ status, headers, body });
  } catch {
    await route.abort('connectionrefused').catch(() => {});
  }
}

/**
 * Sets the service's base URL and key through the background, as the options page would (demo
 * and test builds expose `__socialLookupTest` for this; production builds do not).
 */
export async function configureExtension(worker: Worker, baseUrl: string, key: string): Promise<void> {
  await worker.evaluate(
    async ({ baseUrl, key }) => {
      const hook = (globalThis as { __socialLookupTest?: { configure(b: string, k: string): Promise<unknown> } })
        .__socialLookupTest;
      if (!hook) throw new Error('This build has no test hook: build it with "npm run build:e2e".');
      await hook.configure(baseUrl, key);
    },
    { baseUrl, key },
  );
}

/** The Firefox build for tests and demos: loopback permissions and the test hook, like the Chromium one. */
export const FIREFOX_EXTENSION_DIR = join(ROOT, '.output', 'firefox-mv3-e2e');

/** The Firefox the finder chose: FIREFOX_PATH, else firefox-esr, else firefox; throws with the command to run when none. */
let firefoxFound: string | undefined;
export function firefoxPath(): string {
  if (firefoxFound) return firefoxFound;
  const machine = realMachine();
  const search = findFirefox(machine);
  if (!search.found) throw new Error(firefoxMissing(machine, search));
  return (firefoxFound = search.found.path);
}

export interface FirefoxLaunchOptions {
  headless?: boolean;
  extensionDir?: string;
}

export interface FirefoxExtensionBrowser {
  browser: PuppeteerBrowser;
  /** The add-on's id (browser_specific_settings.gecko.id). */
  addonId: string;
  /** The host of its pages, chosen before launch. */
  uuid: string;
  /** moz-extension://<uuid>/<page> */
  pageUrl(page: string): string;
  close(): Promise<void>;
}

/**
 * Firefox with the built folder installed as a temporary add-on, on a fresh profile that
 * puppeteer removes on close. Extension pages need `--remote-allow-system-access`; their host is
 * fixed up front through `extensions.webextensions.uuids`.
 */
export async function launchFirefoxWithExtension(options: FirefoxLaunchOptions = {}): Promise<FirefoxExtensionBrowser> {
  // Firefox installs only from an absolute path.
  const extensionDir = resolve(options.extensionDir ?? FIREFOX_EXTENSION_DIR);
  const manifestPath = join(extensionDir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No extension build at ${extensionDir}: run "npm run build:firefox:e2e" first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { browser_specific_settings?: { gecko?: { id?: string } } };
  const addonId = manifest.browser_specific_settings?.gecko?.id;
  if (!addonId) throw new Error(`${manifestPath} has no browser_specific_settings.gecko.id.`);
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: options.headless ?? true,
    protocolTimeout: 30_000,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [addonId]: uuid }) },
  });
  try {
    await browser.installExtension(extensionDir);
    // Navigating at once sometimes hangs in browsingContext.navigate; a short pause avoids it.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } catch (e) {
    await browser.close();
    throw e;
  }
  return {
    browser,
    addonId,
    uuid,
    pageUrl: (page) => `moz-extension://${uuid}/${page}`,
    close: () => browser.close(),
  };
}

/**
 * Serves the site's hosts (http and https) from the emulator for one page; other requests go
 * out as usual.
 */
export async function serveSiteInFirefoxPage(page: PuppeteerPage, emulatorUrl: string): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (req: HTTPRequest) => {
    const url = new URL(req.url());
    if (!SITE_HOST.test(url.hostname)) {
      void req.continue().catch(() => undefined);
      return;
    }
    fetchSitePage(req.url(), req.method(), req.headers()['accept'] ?? '*/*', emulatorUrl).then(
      ({ status, headers, body }) => req.respond({ status, headers, body }).catch(() => undefined),
      () => req.abort('connectionrefused').catch(() => undefined),
    );
  });
}
