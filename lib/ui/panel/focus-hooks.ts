import { useEffect } from 'react';
import type { UseCaseRequest } from '../../lookup/use-cases';
import { useUi, type UiStores } from '../app/context';
import { hasRun, runRequest } from '../requests/runs';

/**
 * Shows what this panel was asked to show (a right-click lookup, the popup) when the request is
 * for the tab it shows: taken once from the background, so no other panel (another window, a
 * pinned one) takes it too. Never paid for here: the answer the click paid for shows (kept, or
 * its call still in flight); otherwise the request shows with its cost and its button.
 */
export function usePanelFocus(): void {
  const { env, stores } = useUi();
  useEffect(() => {
    let live = true;
    const take = async () => {
      const tabId = stores.tab.getState().tab?.tabId;
      if (tabId === undefined) return;
      const focus = await env.api.takePanelFocus({ tabId }).catch(() => null);
      if (live && focus) void showHeld(stores, focus.url);
    };
    void take();
    // A request set after the panel opened, and the tab the panel shows once it is known or changes.
    const offFocus = env.live.watchPanelFocus((focus) => {
      if (focus) void take();
    });
    const offTab = stores.tab.subscribe((next, prev) => {
      if (next.tab?.tabId !== prev.tab?.tabId) void take();
    });
    return () => {
      live = false;
      offFocus();
      offTab();
    };
  }, [env, stores]);
}

/** Opens the URL and shows its answer if the background holds it; pays nothing. */
async function showHeld(stores: UiStores, url: string): Promise<void> {
  stores.panel.getState().openEntity(url);
  const request: UseCaseRequest = { useCase: 'lookup_url', input: { url } };
  if (hasRun(stores.queries, request)) return;
  // Not held: the view goes back to the request with its cost and button, as before any run.
  await runRequest(stores.requests, request, { heldOnly: true });
}
