import type { Detection } from './types';

/** What the content script reports about the tab it runs in. */
export type DetectionReport = {
  /** `location.href` of the tab at the time of the report. */
  pageUrl: string;
  /** The entity the tab itself shows, or null when it is not on the site. */
  current: Detection | null;
  /** Distinct entities linked from the page (no `other`), deduplicated by kind + canonical url. */
  found: Detection[];
};
