import { browser } from 'wxt/browser';
import { creditsItem, historyItem, panelFocusItem, settingsItem, tabReportsItem } from '../storage/items';
import type { LiveSource, Permissions, Shell, TabSource, UiEnv } from './api';
import { createBackgroundApi } from './background-api';

/** The real environment of the extension pages (popup, side panel, options). */

export const browserPermissions: Permissions = {
  contains: (origins) => browser.permissions.contains({ origins }),
  request: (origins) => browser.permissions.request({ origins }),
};

/**
 * `?tabId=N` pins a popup or side panel page to one tab: how the end-to-end tests and the
 * screenshots open them as ordinary tabs (the native surfaces cannot be driven).
 */
function pinnedTabId(): number | undefined {
  const value = Number(new URLSearchParams(globalThis.location?.search ?? '').get('tabId'));
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

export const browserTabs: TabSource = {
  async getActiveTab() {
    const pinned = pinnedTabId();
    if (pinned !== undefined) {
      const tab = await browser.tabs.get(pinned).catch(() => undefined);
      if (tab?.id !== undefined) return { id: tab.id, ...(tab.url ? { url: tab.url } : {}) };
    }
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id === undefined ? null : { id: tab.id, ...(tab.url ? { url: tab.url } : {}) };
  },
  subscribe(onChange) {
    const pinned = pinnedTabId();
    const onActivated = () => {
      if (pinned === undefined) onChange();
    };
    const onUpdated = (id: number, info: { url?: string; status?: string }, tab: { active?: boolean }) => {
      // Only the shown tab matters: its address changed, or it finished loading.
      const shown = pinned === undefined ? tab.active : id === pinned;
      if (shown && (info.url !== undefined || info.status === 'complete')) onChange();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    // In-place navigation (history.pushState) only shows in the content script's reports.
    const unwatch = tabReportsItem.watch(() => onChange());
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      unwatch();
    };
  },
};

export const storageLive: LiveSource = {
  watchCredits: (cb) => creditsItem.watch((v) => cb(v ?? {})),
  watchSettings: (cb) => settingsItem.watch((v) => cb(v)),
  watchHistory: (cb) => historyItem.watch(() => cb()),
  getPanelFocus: () => panelFocusItem.getValue(),
  watchPanelFocus: (cb) => panelFocusItem.watch((v) => cb(v ?? null)),
  watchTabReports: (cb) => tabReportsItem.watch((v) => cb(v ?? {})),
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
    permissions: browserPermissions,
    tabs: browserTabs,
    live: storageLive,
    shell: browserShell,
    now: () => Date.now(),
  };
}
