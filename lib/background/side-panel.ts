import { browser } from 'wxt/browser';
import { panelFocusItem } from '../storage/items';
import type { PanelFocus } from '../storage/model';
import { createSerialQueue } from '../util/serial-queue';

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

/** A request set just before its panel opened (context menu, popup) still counts this long. */
export const FOCUS_FRESH_MS = 60_000;

// Requests are set and taken one after another: a take never clears a request set meanwhile.
const focusTurn = createSerialQueue();

/** Asks the side panel of `focus.tabId` to show a URL (a request not taken yet gives way). */
export function setPanelFocus(focus: PanelFocus): Promise<void> {
  return focusTurn(() => panelFocusItem.setValue(focus));
}

const readable = (f: unknown): f is PanelFocus =>
  !!f && typeof f === 'object' && typeof (f as PanelFocus).url === 'string' && typeof (f as PanelFocus).at === 'number';

/**
 * The request for the panel showing `tabId`, taken once: it is cleared in the same turn, so a
 * second panel (another window, a pinned one) finds nothing. A request for another tab stays for
 * that tab's panel; one older than FOCUS_FRESH_MS (or unreadable) is dropped, never shown.
 */
export function takePanelFocus(tabId: number, now: number): Promise<PanelFocus | null> {
  return focusTurn(async () => {
    const focus: unknown = await panelFocusItem.getValue();
    if (focus === null) return null;
    const fresh = readable(focus) && now - focus.at < FOCUS_FRESH_MS;
    if (fresh && focus.tabId !== tabId) return null;
    await panelFocusItem.setValue(null);
    return fresh ? focus : null;
  });
}
