import { browser, type Browser } from 'wxt/browser';
import { installMenus, lookupUrlFor, menuTarget } from './menus';
import { syncContentScripts } from './content-scripts';
import { openSidePanel, setPanelFocus } from './side-panel';
import { onTabUrlChanged, dropTabReport } from './tabs';
import type { BackgroundServices } from './services';
import type { Settings } from '../lookup/settings';
import { DEFAULT_SITE_HOSTS, normalizeHosts } from '../site';
import type { RunResponse } from '../lookup/types';
import { definedOnly } from '../util/defined';

/**
 * The background's event handlers. entrypoints/background.ts registers them synchronously at the
 * top level; each is written so that what needs the user's gesture happens before any await.
 */

/** Install or update: menus again; on a fresh install without a key, the options page. */
export async function onInstalled(bg: BackgroundServices, details: { reason: string }): Promise<void> {
  await installMenus(await bg.hosts(), (await bg.settings()).language).catch(() => undefined);
  if (details.reason === 'install' && !(await bg.apiKey())) {
    await browser.runtime.openOptionsPage().catch(() => undefined);
  }
}

/**
 * A menu click: open the side panel first (synchronously: it needs the gesture), then point the
 * panel at what the item names and look it up. The panel's own request for the same link waits for
 * this one and finds its answer held, so it costs nothing more. A link that is not
 * what the item says (a pattern matched a shape the classifier refuses) is shown, not paid for.
 */
export function onMenuClicked(
  bg: BackgroundServices,
  info: Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'pageUrl'>,
  tab?: { id?: number | undefined; windowId?: number | undefined },
): Promise<RunResponse | undefined> | undefined {
  const target = menuTarget(info.menuItemId);
  if (!target) return undefined;
  const tabId = tab?.id !== undefined && tab.id >= 0 ? tab.id : undefined;
  if (tabId !== undefined) openSidePanel({ tabId });
  else if (tab?.windowId !== undefined) openSidePanel({ windowId: tab.windowId });
  const clicked = target.onPage ? info.pageUrl : info.linkUrl;
  if (!clicked) return undefined;
  return (async () => {
    const url = lookupUrlFor(target.kind, clicked, await bg.hosts());
    // Started before the panel is pointed at it, so the panel's request (held only) waits for this
    // one; the panel shows the answer, so the writes go behind it.
    const run = url ? bg.lookup.run({ useCase: 'lookup_url', input: { url } }, { writeBehind: true }) : undefined;
    await setPanelFocus({ url: url ?? clicked, at: bg.now(), ...definedOnly({ tabId }) }).catch(() => undefined);
    return run;
  })();
}

/** The keyboard command: the side panel of the active tab. */
export function onCommand(command: string, tab?: { id?: number | undefined; windowId?: number | undefined }): void {
  if (command !== 'open-side-panel') return;
  if (tab?.id !== undefined && tab.id >= 0) {
    openSidePanel({ tabId: tab.id });
    return;
  }
  void browser.tabs
    .query({ active: true, lastFocusedWindow: true })
    .then(([active]) => {
      if (active?.id !== undefined) openSidePanel({ tabId: active.id });
    })
    .catch(() => undefined);
}

/**
 * A tab navigated. Its address is hidden from the extension on hosts it may not read (every site
 * host is readable), so a load without a visible address has left the site too.
 */
export async function onTabUpdated(
  bg: BackgroundServices,
  tabId: number,
  changeInfo: { url?: string; status?: string },
  tab?: { url?: string | undefined },
): Promise<void> {
  const url = changeInfo.url ?? (changeInfo.status === 'loading' && tab && tab.url === undefined ? '' : undefined);
  if (url === undefined) return;
  await onTabUrlChanged(tabId, url, await bg.hosts());
}

export function onTabRemoved(tabId: number): Promise<void> {
  return dropTabReport(tabId).catch(() => undefined);
}

/** Site hosts changed: menus and the extra content script follow. The language: the menus' titles. */
export async function onSettingsChanged(next: Settings | null, prev: Settings | null): Promise<void> {
  const a = normalizeHosts(next?.siteHosts) ?? DEFAULT_SITE_HOSTS;
  const b = normalizeHosts(prev?.siteHosts) ?? DEFAULT_SITE_HOSTS;
  const language = next?.language ?? 'auto';
  const hostsChanged = JSON.stringify(a) !== JSON.stringify(b);
  if (!hostsChanged && language === (prev?.language ?? 'auto')) return;
  await Promise.all([installMenus(a, language).catch(() => undefined), hostsChanged ? syncContentScripts(a) : undefined]);
}

/**
 * Worker start: the ledger's recovery at once; the content script for user-added hosts
 * re-registered when `later` runs it (start-chores.ts: after the first answer; at once by default).
 */
export async function onStartup(bg: BackgroundServices, later: (chore: () => Promise<unknown>) => Promise<unknown> = (chore) => chore()): Promise<void> {
  // Queued synchronously, before any message can start a call: a call still pending now was cut
  // off with the previous worker. A failure is logged there, and paid calls wait for a retry.
  void bg.lookup.recoverInterrupted().catch(() => undefined);
  await later(async () => syncContentScripts(await bg.hosts()));
}
