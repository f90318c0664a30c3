import { test as base, expect, type Page } from '@playwright/test';
import { startEmulator } from '../../emulator/server';
import { configureExtension, launchWithExtension, type ExtensionBrowser } from '../../scripts/browser';

/**
 * Each test gets a fresh emulator (its own credits and ledger) and a fresh Chromium profile with
 * the built extension loaded; the site's hosts are served by the emulator's fixture site.
 */

export interface LedgerCall {
  seq: number;
  key: string;
  operation: string | null;
  params: Record<string, string>;
  status: number;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
}

export interface Emulator {
  url: string;
  ledger(): Promise<LedgerCall[]>;
  /** Only the calls that reached an operation (not the free account calls unless asked). */
  paidCalls(): Promise<LedgerCall[]>;
  fault(fault: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  setKey(token: string, patch: Record<string, unknown>): Promise<void>;
}

type Fixtures = {
  emulator: Emulator;
  ext: ExtensionBrowser;
  /** The extension with the emulator's base URL and the demo key set. */
  configured: ExtensionBrowser;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  emulator: async ({}, use) => {
    const server = await startEmulator({ port: 0 });
    const control = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json().catch(() => null);
    };
    const ledger = async () => {
      const body = (await control('GET', '/__emulator/ledger')) as LedgerCall[] | { calls: LedgerCall[] };
      return Array.isArray(body) ? body : body.calls;
    };
    await use({
      url: server.url,
      ledger,
      paidCalls: async () => (await ledger()).filter((c) => c.operation && !c.operation.startsWith('account_')),
      fault: async (fault) => void (await control('POST', '/__emulator/faults', fault)),
      clearFaults: async () => void (await control('DELETE', '/__emulator/faults')),
      setKey: async (token, patch) => void (await control('PUT', `/__emulator/keys/${token}`, patch)),
    });
    await server.close();
  },
  ext: async ({ emulator }, use) => {
    const browser = await launchWithExtension({ emulatorUrl: emulator.url });
    await use(browser);
    await browser.close();
  },
  configured: async ({ ext, emulator }, use) => {
    await configureExtension(ext.worker, emulator.url, 'demo');
    await use(ext);
  },
});

export { expect };

/** Opens an extension page (popup, side panel, options) as a tab. */
export async function openExtensionPage(ext: ExtensionBrowser, page: string, viewport = { width: 420, height: 860 }): Promise<Page> {
  const tab = await ext.context.newPage();
  await tab.setViewportSize(viewport);
  await tab.goto(ext.pageUrl(page));
  return tab;
}
