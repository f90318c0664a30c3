import { browser } from 'wxt/browser';
import { liveSignalItem, panelFocusItem, settingsItem, tabReportsItem, type LiveKey, type LiveSignal } from '../../storage/items';
import type { ActiveTab, LiveSource, Permissions, Shell, TabSource, UiEnv } from './ui-env';
import { createBackgroundApi } from './background-api';
import { DEFAULT_SETTINGS } from '../../lookup/settings-defaults';

/** The real environment of the extension pages (popup, side panel, options). */

export const browserPermissions: Permissions = {
  contains: (origins) => browser.permissions.contains({ origins }),
  request: (origins) => browser.permissions.request({ origins }),
  requestApi: (name) => browser.permissions.request({ permissions: [name] }),
};

/**
 * `?tabId=N` pins a popup or side panel page to one tab (how the screenshots open them as ordinary
 * tabs). Without it, as the browser opens them, they follow the active tab.
 */
export function pinnedTabId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tabId');
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

type BrowserTab = { id?: number | undefined; url?: string | undefined; pendingUrl?: string | undefined; lastAccessed?: number | undefined };

const toActive = (tab: BrowserTab | undefined): ActiveTab | null =>
  tab?.id === undefined ? null : { id: tab.id, ...(tab.url ? { url: tab.url } : {}) };

/** This page itself when it was opened in a tab (undefined in the real side panel and popup). */
const selfTab = (): Promise<number | undefined> =>
  browser.tabs.getCurrent().then((t) => t?.id, () => undefined);

/** Pages of this extension (this panel opened in a tab, the options page) are never what it is about. */
function isOwnPage(tab: BrowserTab, selfId: number | undefined): boolean {
  if (tab.id === selfId) return true;
  const url = tab.url || tab.pendingUrl || '';
  return url.startsWith(browser.runtime.getURL('/'));
}

/**
 * The window this page belongs to: the side panel's (Chromium) or sidebar's (Firefox, one
 * document per window), the popup's, or that of the tab this page was opened in. Undefined when
 * the browser cannot say; the page then follows the last focused window.
 */
let ownWindow: Promise<number | undefined> | undefined;
let ownWindowId: number | undefined;
const windowOfPage = (): Promise<number | undefined> =>
  (ownWindow ??= browser.windows.getCurrent().then(
    (w) => (ownWindowId = w?.id),
    () => undefined,
  ));

/**
 * The tab the person is looking at in this page's window: its active tab, as the browser's own
 * side panel and popup see it (never another window's). When that is an extension page (this page
 * opened in a tab), the tab of that window used last before it.
 */
async function activeTab(): Promise<ActiveTab | null> {
  const [selfId, windowId] = await Promise.all([selfTab(), windowOfPage()]);
  const where = windowId !== undefined ? { windowId } : { lastFocusedWindow: true, windowType: 'normal' as const };
  const [active] = await browser.tabs.query({ active: true, ...where });
  if (active && !isOwnPage(active, selfId)) return toActive(active);
  const candidates = (await browser.tabs.query(active ? { windowId: active.windowId } : where))
    .filter((t) => !isOwnPage(t, selfId))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return toActive(candidates[0]);
}

/** The tab the page showed last, so that its own updates are followed. */
let shownTabId: number | undefined;

/** Whether an event of `windowId` is about this page's window (any window while it is not known). */
const inOwnWindow = (windowId: number | undefined) => ownWindowId === undefined || windowId === ownWindowId;

export const browserTabs: TabSource = {
  async getActiveTab() {
    const pinned = pinnedTabId(globalThis.location?.search ?? '');
    const tab = pinned !== undefined ? toActive(await browser.tabs.get(pinned).catch(() => undefined)) : await activeTab();
    shownTabId = tab?.id;
    return tab;
  },
  subscribe(onChange) {
    const pinned = pinnedTabId(globalThis.location?.search ?? '') !== undefined;
    if (!pinned) void windowOfPage();
    const onActivated = (info: { windowId: number }) => {
      // Another window's tab switch is that window's panel's business.
      if (!pinned && inOwnWindow(info.windowId)) onChange();
    };
    const onUpdated = (id: number, info: { url?: string; status?: string }, tab: { active?: boolean; windowId?: number }) => {
      // The shown tab navigated or finished loading, or this window's active one did (a new tab's address).
      const shown = id === shownTabId || (!pinned && tab.active === true && inOwnWindow(tab.windowId));
      if (shown && (info.url !== undefined || info.status === 'complete')) onChange();
    };
    const onRemoved = (id: number) => {
      if (id === shownTabId) onChange();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    // In-place navigation (history.pushState) and new detections show in the shown tab's report.
    const unwatch = tabReportsItem.watch((next, prev) => {
      const key = String(shownTabId);
      if (JSON.stringify(next?.[key]) !== JSON.stringify(prev?.[key])) onChange();
    });
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      unwatch();
    };
  },
};

const watchLive = (key: LiveKey, cb: (signal: LiveSignal) => void) =>
  liveSignalItem.watch((signal) => {
    if (signal.changed.includes(key)) cb(signal);
  });

export const storageLive: LiveSource = {
  // Told by the background's signal in storage.session, not by storage.local (see liveSignalItem).
  watchCredits: (cb) => watchLive('credits', (s) => cb(s.credits ?? {})),
  watchSettings: (cb) => settingsItem.watch((v) => cb(v)),
  watchHistory: (cb) => watchLive('history', () => cb()),
  watchPanelFocus: (cb) => panelFocusItem.watch((v) => cb(v ?? null)),
  watchTabReports: (cb) => tabReportsItem.watch((v) => cb(v ?? {})),
  watchJobs: (cb) => watchLive('jobs', () => cb()),
  watchWatches: (cb) => watchLive('watches', () => cb()),
};

export const browserShell: Shell = {
  openOptions() {
    void browser.runtime.openOptionsPage();
  },
  openSidePanel(tabId) {
    // Firefox: the sidebar of this window (it follows the active tab).
    const sidebar = (browser as unknown as { sidebarAction?: { open(): Promise<void> } }).sidebarAction;
    if (!browser.sidePanel && sidebar) return sidebar.open();
    if (!browser.sidePanel) return Promise.reject(new Error('The side panel is not available in this browser.'));
    if (tabId !== undefined) return browser.sidePanel.open({ tabId });
    return browser.windows.getCurrent().then((w) => browser.sidePanel.open({ windowId: w.id! }));
  },
  close() {
    window.close();
  },
};

export function createBrowserEnv(): UiEnv {
  return {
    api: createBackgroundApi(),
    // The downloader loads when media is first saved: no page opens on it.
    downloads: {
      save: (request, template) => import('../media/downloads').then((m) => m.saveMedia(request, template ?? DEFAULT_SETTINGS.downloadTemplate)),
    },
    permissions: browserPermissions,
    tabs: browserTabs,
    live: storageLive,
    shell: browserShell,
    now: () => Date.now(),
  };
}
