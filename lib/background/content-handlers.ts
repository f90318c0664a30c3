import { openSidePanelSchema, detectionReportSchema } from '../messaging/content-schema';
import { guardContent, type IncomingMessage, type SelfInfo } from '../messaging/guard';
import { panelFocusItem } from '../storage/items';
import { openSidePanel } from './side-panel';
import { applyBadge, storeTabReport } from './tabs';

/**
 * The two messages content scripts may send: a detection report (stored per tab in
 * storage.session, which the side panel watches, and shown on the badge) and a request to open
 * the side panel on a link. Anything else from a content script finds no handler.
 */
export interface ContentHandlers {
  reportDetections(message: IncomingMessage): Promise<void>;
  openSidePanel(message: IncomingMessage): Promise<void>;
}

export function createContentHandlers(options: { self?: () => SelfInfo; now?: () => number } = {}): ContentHandlers {
  const g = options.self ? { self: options.self } : {};
  const now = options.now ?? Date.now;
  return {
    reportDetections: guardContent(detectionReportSchema, async (report, sender) => {
      // Only the top frame speaks for the tab.
      if (sender.frameId !== undefined && sender.frameId !== 0) return;
      const tabId = sender.tab.id;
      const clean = {
        pageUrl: report.pageUrl,
        current: report.current,
        found: report.found,
      };
      await Promise.all([storeTabReport(tabId, clean), applyBadge(tabId, clean)]);
    }, g),

    openSidePanel: guardContent(openSidePanelSchema, async (data, sender) => {
      // First, before any await: the panel needs the user's gesture.
      openSidePanel({ tabId: sender.tab.id });
      await panelFocusItem.setValue({ tabId: sender.tab.id, url: data.url, at: now() });
    }, g),
  };
}
