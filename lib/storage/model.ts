/** What the side panel should show next (set by the context menu, the popup or a content script). */
export interface PanelFocus {
  tabId?: number;
  url: string;
  at: number;
}
