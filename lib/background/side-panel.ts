import { browser } from 'wxt/browser';

/**
 * Side panel helpers. `openSidePanel` must be called synchronously in the handler of a user
 * action (context menu click, keyboard command), before any await: Chrome needs the gesture.
 */

interface SidePanelApi {
  open(options: { tabId?: number; windowId?: number }): Promise<void>;
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
}

function sidePanel(): SidePanelApi | undefined {
  return (browser as unknown as { sidePanel?: SidePanelApi }).sidePanel;
}

/** Opens the panel for a tab; a rejection (no gesture, closed tab) is ignored. */
export function openSidePanel(target: { tabId?: number; windowId?: number }): void {
  try {
    const p = sidePanel()?.open(target);
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
