import { cleanChanges, detectionChangesSchema, openSidePanelSchema } from '../messaging/content-schema';
import { guardContent, type IncomingMessage, type SelfInfo } from '../messaging/guard';
import { openSidePanel, setPanelFocus } from './side-panel';
import { applyBadge, applyTabChanges } from './tabs';

/**
 * The two messages content scripts may send: changes to the tab's detections (applied to the
 * tab's report in storage.session, which the side panel watches, and shown on the badge) and a
 * request to open the side panel on a link. Anything else from a content script finds no handler.
 */
export interface ContentHandlers {
  reportChanges(message: IncomingMessage): Promise<{ resync: boolean }>;
  openSidePanel(message: IncomingMessage): Promise<void>;
}

export function createContentHandlers(options: { self?: () => SelfInfo; now?: () => number } = {}): ContentHandlers {
  const g = options.self ? { self: options.self } : {};
  const now = options.now ?? Date.now;
  return {
    reportChanges: guardContent(detectionChangesSchema, async (changes, sender) => {
      // Only the top frame speaks for the tab.
      if (sender.frameId !== undefined && sender.frameId !== 0) return { resync: false };
      const tabId = sender.tab.id;
      const report = await applyTabChanges(tabId, cleanChanges(changes));
      if (!report) return { resync: true };
      await applyBadge(tabId, report);
      return { resync: false };
    }, g),

    openSidePanel: guardContent(openSidePanelSchema, async (data, sender) => {
      // First, before any await: the panel needs the user's gesture.
      openSidePanel({ tabId: sender.tab.id });
      await setPanelFocus({ tabId: sender.tab.id, url: data.url, at: now() });
    }, g),
  };
}
