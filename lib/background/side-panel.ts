import { browser } from 'wxt/browser';

/**
 * Side panel helpers. Chrome has the sidePanel API; Firefox has a sidebar (sidebarAction) for the
 * same page. Both open only during a user action: call `openSidePanel` synchronously in the
 * handler (context menu click, keyboard command), before any await.
 */

interface SidePanelApi {
  open(options: { tabId?: number; windowId?: number }): Promise<void>;
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
}

interface SidebarActionApi {
  open(): Promise<void>;
}

function sidePanel(): SidePanelApi | undefined {
  return (browser as unknown as { sidePanel?: SidePanelApi }).sidePanel;
}

function sidebarAction(): SidebarActionApi | undefined {
  return (browser as unknown as { sidebarAction?: SidebarActionApi }).sidebarAction;
}

/**
 * Opens the panel for a tab (Chrome) or the sidebar of the focused window (Firefox, where the
 * user acts); a rejection (no gesture, closed tab) is ignored.
 */
export function openSidePanel(target: { tabId?: number; windowId?: number }): void {
  try {
    const panel = sidePanel();
    const p = panel ? panel.open(target) : sidebarAction()?.open();
    if (p && typeof p.catch === 'function') p.catch(() => undefined);
  } catch {
    /* not supported here */
  }
}

/** The toolbar button keeps the popup; the panel opens from the menu, the command or the popup. */
export function keepPopupOnActionClick(): void {
  try {
    const p = sidePanel()?.setPanelBehavior({ openPanelOnActionClick: false });
    if (p && typeof p.catch === 'function') p.catch(() => undefined);
  } catch {
    /* not supported here */
  }
}
