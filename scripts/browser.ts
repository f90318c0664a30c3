import { existsSync, mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Route, type Worker } from '@playwright/test';

/**
 * Launching Chromium with the built extension, with the site's hosts served by the local
 * emulator. Shared by `npm start`, the end-to-end tests and the benchmark.
 */

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The demo/test build: the production build plus loopback permissions and a test hook. */
export const EXTENSION_DIR = join(ROOT, '.output', 'chrome-mv3-e2e');

/** Debian's Chromium unless CHROMIUM_PATH names another; undefined lets Playwright use its own. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export interface LaunchOptions {
  /** http://127.0.0.1:PORT of the emulator, which also serves the fixture site. */
  emulatorUrl: string;
  headless?: boolean;
  userDataDir?: string;
  extensionDir?: string;
  viewport?: { width: number; height: number } | null;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** chrome-extension://<id>/<page> */
  pageUrl(page: string): string;
  close(): Promise<void>;
}

export const SITE_HOST = /(^|\.)(social\.example|socialwatch\.example|socialme\.example)$/i;

export async function launchWithExtension(options: LaunchOptions): Promise<ExtensionBrowser> {
  const extensionDir = options.extensionDir ?? EXTENSION_DIR;
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No extension build at ${extensionDir}: run "npm run build:e2e" first.`);
  }
  const emulatorPort = new URL(options.emulatorUrl).port;
  const context = await chromium.launchPersistentContext(
    options.userDataDir ?? mkdtempSync(join(tmpdir(), 'social-lookup-profile-')),
    {
      executablePath: chromiumPath(),
      headless: options.headless ?? true,
      viewport: options.viewport === undefined ? { width: 1280, height: 860 } : options.viewport,
      args: [
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
        // The site's hosts resolve to the emulator (plain http); https is served through routing below.
        `--host-resolver-rules=MAP social.example 127.0.0.1:${emulatorPort}, MAP *.social.example 127.0.0.1:${emulatorPort}, MAP *.socialwatch.example 127.0.0.1:${emulatorPort}, MAP socialwatch.example 127.0.0.1:${emulatorPort}, MAP socialme.example 127.0.0.1:${emulatorPort}`,
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
  await context.route(
    (url) => SITE_HOST.test(url.hostname),
    (route) => serveSiteFromEmulator(route, options.emulatorUrl),
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    pageUrl: (page) => `chrome-extension://${extensionId}/${page}`,
    close: () => context.close(),
  };
}

/** Answers a request for a site host (http or https) with the emulator's fixture site. */
export async function serveSiteFromEmulator(route: Route, emulatorUrl: string): Promise<void> {
  const req = route.request();
  const target = new URL(req.url());
  const emulator = new URL(emulatorUrl);
  try {
    const { status, headers, body } = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
      (resolve, reject) => {
        const r = httpRequest(
          {
            host: emulator.hostname,
            port: emulator.port,
            method: req.method(),
            path: target.pathname + target.search,
            // The Host header tells the emulator to answer as the site, not as the service.
            headers: { host: target.host, accept: req.headers()['accept'] ?? '*/*' },
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
      },
    );
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
