/**
 * What the cross-browser scenarios need from a browser with the extension loaded. Chromium
 * implements it over Playwright (chromium.ts), Firefox over puppeteer-core and WebDriver BiDi
 * (firefox.ts); scenarios in ../scenarios/ only see these interfaces.
 */

export type TextMatch = string | RegExp;

/**
 * An element on a page. `css` selects; `label` finds a form control by its <label> or
 * aria-label; `name` keeps elements whose aria-label (or aria-labelledby text) is exactly it;
 * `text` keeps those whose text (whitespace collapsed) equals a string or matches a RegExp;
 * `has` keeps those containing another target; `within` searches inside another target; `nth`
 * picks one of several (default the first).
 */
export interface Target {
  css?: string;
  label?: string;
  name?: string;
  text?: TextMatch;
  has?: Target;
  within?: Target;
  nth?: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface DriverPage {
  /** The address the page shows (read in the page: BiDi does not report moz-extension navigations). */
  url(): Promise<string>;
  /** Navigates this tab and waits until the new document has loaded. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The element's text with whitespace collapsed, or null when there is none. */
  text(target: Target): Promise<string | null>;
  texts(target: Target): Promise<string[]>;
  count(target: Target): Promise<number>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** The value of an input, select or textarea. */
  value(target: Target): Promise<string | null>;
  /** A real (trusted) mouse click in the middle of the element, after scrolling it into view. */
  click(target: Target): Promise<void>;
  /** Replaces a field's text by typing, as a user would. */
  fill(target: Target, value: string): Promise<void>;
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  screenshot(path: string): Promise<void>;
  /** Whether the page is gone (closed by the user, or by itself with window.close()). */
  isClosed(): Promise<boolean>;
  close(): Promise<void>;
}

/** The test hook the e2e builds put on the background's global (entrypoints/background.ts). */
export interface TestHook {
  configure(baseUrl: string, key: string): Promise<unknown>;
  menuClick(info: MenuClick, tab?: unknown): Promise<unknown> | undefined;
  ledger(): Promise<unknown[]>;
  /** The free /usage call. */
  refreshUsage(): Promise<unknown>;
  /** Calls in flight now. */
  inFlight(): number;
}

export interface MenuClick {
  menuItemId: string;
  linkUrl?: string;
  pageUrl: string;
  editable?: boolean;
}

/**
 * What code run inside the extension gets: its API (chrome.* in Chromium, browser.* in
 * Firefox, both promise-based) and the test hook.
 */
export interface ExtensionScope {
  api: typeof chrome;
  hook: TestHook;
}

export interface ExtensionDriver {
  readonly browserName: 'chromium' | 'firefox';
  /** popup.html, sidepanel.html?tabId=N, options.html … opened as an ordinary tab. */
  openExtensionPage(path: string, size: Size): Promise<DriverPage>;
  /** The options tab the first install opened by itself. */
  installedOptionsPage(size: Size): Promise<DriverPage>;
  /** A page of the fixture site under the site's own host name, and its tab id. */
  openSitePage(url: string): Promise<{ page: DriverPage; tabId: number }>;
  /**
   * Runs `fn` inside the extension: in Chromium's service worker, in Firefox in a page of the
   * extension's origin (which reaches the background page and its test hook). `fn` is sent as
   * source: it may use only its arguments. The result comes back as JSON.
   */
  inExtension<A, R>(fn: (scope: ExtensionScope, arg: A) => Promise<R>, arg: A): Promise<R>;
  /** Sets the service's base URL and key as the options page would (the test hook). */
  configure(baseUrl: string, key: string): Promise<void>;
  /**
   * A click on one of the extension's context menu items over `tabId`: Chromium fires the real
   * contextMenus.onClicked listeners; Firefox (which cannot dispatch menus.onClicked from
   * script) calls the same handler through the test hook.
   */
  menuClick(info: MenuClick, tabId: number): Promise<void>;
  /** Whether the native side panel / sidebar is open; undefined where the browser cannot tell. */
  sidePanelIsOpen(): Promise<boolean | undefined>;
  close(): Promise<void>;
}
