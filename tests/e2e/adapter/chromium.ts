import type { ElementHandle, Page } from '@playwright/test';
import { launchWithExtension, type ExtensionBrowser } from '../../../scripts/browser';
import { callExpression, describe } from './find';
import { elementExpression, inExtensionExpression, pageQueries } from './page-queries';
import type { DriverPage, ExtensionDriver, ExtensionScope, MenuClick, Size, Target } from './types';
import { eventually } from './wait';

/** The scenarios' driver over Playwright and Chromium (the extension's service worker). */

class ChromiumPage implements DriverPage {
  private readonly queries;

  constructor(readonly page: Page) {
    this.queries = pageQueries((expression) => page.evaluate(expression));
  }

  url = async () => this.page.url();
  text = (t: Target) => this.queries.text(t);
  texts = (t: Target) => this.queries.texts(t);
  count = (t: Target) => this.queries.count(t);
  attribute = (t: Target, name: string) => this.queries.attribute(t, name);
  value = (t: Target) => this.queries.value(t);

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  private async element(target: Target): Promise<ElementHandle> {
    const handle = await eventually(
      async () => (await this.page.evaluateHandle(elementExpression(target))).asElement(),
      (el) => {
        if (!el) throw new Error(`No element for ${describe(target)}`);
      },
    );
    return handle!;
  }

  async click(target: Target): Promise<void> {
    await (await this.element(target)).click();
  }

  async fill(target: Target, value: string): Promise<void> {
    await (await this.element(target)).fill(value);
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(callExpression(fn as (...args: never[]) => unknown, arg)) as Promise<R>;
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  async isClosed(): Promise<boolean> {
    return this.page.isClosed();
  }

  async close(): Promise<void> {
    if (!this.page.isClosed()) await this.page.close();
  }
}

const SCOPE = `({ api: chrome, hook: globalThis.__socialLookupTest })`;

export class ChromiumDriver implements ExtensionDriver {
  readonly browserName = 'chromium' as const;

  constructor(readonly ext: ExtensionBrowser) {}

  static async launch(emulatorUrl: string): Promise<ChromiumDriver> {
    return new ChromiumDriver(await launchWithExtension({ emulatorUrl }));
  }

  async openExtensionPage(path: string, size: Size): Promise<DriverPage> {
    const page = await this.ext.context.newPage();
    await page.setViewportSize(size);
    await page.goto(this.ext.pageUrl(path));
    return new ChromiumPage(page);
  }

  async installedOptionsPage(size: Size): Promise<DriverPage> {
    // Chrome keeps one options tab: opening a second one races with the one the install opened.
    const isOptions = (p: Page) => p.url().endsWith('/options.html');
    const page = await eventually(
      async () => this.ext.context.pages().find(isOptions),
      (p) => {
        if (!p) throw new Error('The install opened no options tab');
      },
    );
    await page!.setViewportSize(size);
    await page!.waitForLoadState('load');
    return new ChromiumPage(page!);
  }

  async openSitePage(url: string): Promise<{ page: DriverPage; tabId: number }> {
    const page = await this.ext.context.newPage();
    await page.goto(url);
    const tabId = await this.tabIdOf(page.url());
    return { page: new ChromiumPage(page), tabId };
  }

  private async tabIdOf(url: string): Promise<number> {
    const id = await eventually(
      () => this.inExtension(async ({ api }, u) => (await api.tabs.query({})).find((t) => t.url === u)?.id ?? null, url),
      (found) => {
        if (found === null) throw new Error(`The extension sees no tab at ${url}`);
      },
    );
    return id!;
  }

  inExtension<A, R>(fn: (scope: ExtensionScope, arg: A) => Promise<R>, arg: A): Promise<R> {
    return this.ext.worker.evaluate(inExtensionExpression(SCOPE, fn, arg)) as Promise<R>;
  }

  async configure(baseUrl: string, key: string): Promise<void> {
    await this.inExtension(({ hook }, a) => hook.configure(a.baseUrl, a.key).then(() => undefined), { baseUrl, key });
  }

  async menuClick(info: MenuClick, tabId: number): Promise<void> {
    await this.inExtension(
      async ({ api }, a) => {
        const tab = await api.tabs.get(a.tabId);
        // Fires the listeners the background registered, as a real click on the item would.
        (api.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(a.info, tab);
      },
      { info, tabId },
    );
  }

  async sidePanelIsOpen(): Promise<boolean | undefined> {
    return undefined;
  }

  close(): Promise<void> {
    return this.ext.close();
  }
}
