import type { ElementHandle, Page } from 'puppeteer-core';
import { launchFirefoxWithExtension, serveSiteInFirefoxPage, type FirefoxExtensionBrowser } from '../../../scripts/browser';
import { callExpression, describe } from './find';
import { elementExpression, inExtensionExpression, pageQueries } from './page-queries';
import type { DriverPage, ExtensionDriver, ExtensionScope, MenuClick, Size, Target } from './types';
import { eventually } from './wait';

/** The scenarios' driver over puppeteer-core and Firefox (WebDriver BiDi). */

const LOAD_MS = 15_000;

/**
 * Starts a navigation and waits for the new document. BiDi's navigate never settles for
 * moz-extension:// pages, so it is not awaited: a mark left on the old document tells when a new
 * one has replaced it and finished loading.
 */
async function navigate(page: Page, start: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __leaving?: boolean }).__leaving = true)).catch(() => undefined);
  void start().catch(() => undefined);
  await eventually(
    () =>
      page
        .evaluate(() => ({
          fresh: !(window as unknown as { __leaving?: boolean }).__leaving,
          href: location.href,
          ready: document.readyState,
        }))
        .catch(() => ({ fresh: false, href: '', ready: '' })),
    (s) => {
      if (!s.fresh || s.ready !== 'complete' || s.href === 'about:blank') throw new Error(`Navigation did not finish: ${JSON.stringify(s)}`);
    },
    LOAD_MS,
  );
}

class FirefoxPage implements DriverPage {
  private readonly queries;

  constructor(readonly page: Page) {
    this.queries = pageQueries((expression) => page.evaluate(expression));
  }

  url = () => this.page.evaluate(() => location.href);
  text = (t: Target) => this.queries.text(t);
  texts = (t: Target) => this.queries.texts(t);
  count = (t: Target) => this.queries.count(t);
  attribute = (t: Target, name: string) => this.queries.attribute(t, name);
  value = (t: Target) => this.queries.value(t);

  goto(url: string): Promise<void> {
    return navigate(this.page, () => this.page.goto(url, { timeout: LOAD_MS }));
  }

  reload(): Promise<void> {
    return navigate(this.page, () => this.page.evaluate(() => location.reload()));
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const handle = await eventually(
      async () => (await this.page.evaluateHandle(elementExpression(target))).asElement() as ElementHandle<Element> | null,
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
    const el = await this.element(target);
    await el.evaluate((e) => {
      (e as HTMLInputElement).focus();
      (e as HTMLInputElement).select();
    });
    await this.page.keyboard.press('Backspace');
    if (value) await this.page.keyboard.type(value);
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(callExpression(fn as (...args: never[]) => unknown, arg)) as Promise<R>;
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  async isClosed(): Promise<boolean> {
    if (this.page.isClosed()) return true;
    // A tab that closed itself (window.close()) is not always reported: its context is gone.
    return this.page.evaluate(() => false).catch((e: unknown) => /no such frame|not found/i.test(String(e)));
  }

  async close(): Promise<void> {
    if (!this.page.isClosed()) await this.page.close();
  }
}

// The background is an event page: an extension page reaches it (and the hook on it) directly.
const SCOPE = `browser.runtime.getBackgroundPage().then((bg) => {
  if (!bg || !bg.__socialLookupTest) throw new Error('No test hook in the background: build with "npm run build:firefox:e2e".');
  return { api: browser, hook: bg.__socialLookupTest };
})`;

export class FirefoxDriver implements ExtensionDriver {
  readonly browserName = 'firefox' as const;
  private harness: Promise<Page> | undefined;

  constructor(
    readonly ext: FirefoxExtensionBrowser,
    private readonly emulatorUrl: string,
  ) {}

  static async launch(emulatorUrl: string, options: { headless?: boolean } = {}): Promise<FirefoxDriver> {
    return new FirefoxDriver(await launchFirefoxWithExtension(options), emulatorUrl);
  }

  async openExtensionPage(path: string, size: Size): Promise<DriverPage> {
    const page = await this.ext.browser.newPage();
    await page.setViewport(size);
    const driven = new FirefoxPage(page);
    await driven.goto(this.ext.pageUrl(path));
    return driven;
  }

  async installedOptionsPage(size: Size): Promise<DriverPage> {
    const url = this.ext.pageUrl('options.html');
    const page = await eventually(
      async () => {
        for (const p of await this.ext.browser.pages()) {
          const state = await p.evaluate(() => `${location.href} ${document.readyState}`).catch(() => '');
          if (state === `${url} complete`) return p;
        }
        return undefined;
      },
      (p) => {
        if (!p) throw new Error('The install opened no options tab');
      },
    );
    await page!.setViewport(size);
    return new FirefoxPage(page!);
  }

  async openSitePage(url: string): Promise<{ page: DriverPage; tabId: number }> {
    const page = await this.ext.browser.newPage();
    await serveSiteInFirefoxPage(page, this.emulatorUrl);
    const driven = new FirefoxPage(page);
    await driven.goto(url);
    const tabId = await this.tabIdOf(await driven.url());
    return { page: driven, tabId };
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

  /** A tab on the extension's origin that runs none of its code (its manifest): where inExtension runs. */
  private harnessPage(): Promise<Page> {
    this.harness ??= (async () => {
      const page = await this.ext.browser.newPage();
      await new FirefoxPage(page).goto(this.ext.pageUrl('manifest.json'));
      return page;
    })();
    return this.harness;
  }

  async inExtension<A, R>(fn: (scope: ExtensionScope, arg: A) => Promise<R>, arg: A): Promise<R> {
    const page = await this.harnessPage();
    return (await page.evaluate(inExtensionExpression(SCOPE, fn, arg))) as R;
  }

  async configure(baseUrl: string, key: string): Promise<void> {
    await this.inExtension(({ hook }, a) => hook.configure(a.baseUrl, a.key).then(() => undefined), { baseUrl, key });
  }

  async menuClick(info: MenuClick, tabId: number): Promise<void> {
    await this.inExtension(
      async ({ api, hook }, a) => {
        const tab = await api.tabs.get(a.tabId);
        // The same handler the background registered on menus.onClicked.
        void hook.menuClick(a.info, tab);
      },
      { info, tabId },
    );
  }

  async sidePanelIsOpen(): Promise<boolean | undefined> {
    return this.inExtension(
      ({ api }) => (api as unknown as { sidebarAction: { isOpen(d: object): Promise<boolean> } }).sidebarAction.isOpen({}),
      undefined,
    );
  }

  close(): Promise<void> {
    return this.ext.close();
  }
}
