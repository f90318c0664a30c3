import type { Detection } from './types';

/** Most entities kept per tab, the newest; `total` still counts every one the page showed. */
export const MAX_FOUND = 500;

/** An entity linked from the page, with what a person recognises it by. */
export type FoundEntity = Detection & {
  /** The link's own text (or its image's description), trimmed and shortened. */
  text?: string;
  /** The owner's name, from the page's own link to the owner (when it showed one before). */
  ownerName?: string;
  /**
   * The post (article) the link sits in, numbered per page: a post's share and photo links
   * carry the same number as the post.
   */
  group?: number;
};

/** What the background keeps about a tab, from its content script's changes. */
export type DetectionReport = {
  /** `location.href` of the tab at the time of the report. */
  pageUrl: string;
  /** The entity the tab itself shows, or null when it is not on the site. */
  current: Detection | null;
  /**
   * Distinct entities linked from the page (no `other`, not the tab's own entity), deduplicated
   * by kind + canonical url, in page order; the newest MAX_FOUND when the page showed more.
   */
  found: FoundEntity[];
  /** Distinct entities the page showed, kept or not. */
  total: number;
  /** Number of the last change applied (changes come in order; a gap asks for a full report). */
  seq: number;
};

/** What a content script sends: everything after a (re)scan, then only what changed. */
export type DetectionChanges = {
  pageUrl: string;
  current: Detection | null;
  /** Starts over (first scan, navigation, new hosts, or the background asked for it). */
  reset: boolean;
  seq: number;
  total: number;
  added: FoundEntity[];
  /** Keys (`entityKey`) of entities no longer kept. */
  removed: string[];
};

export const entityKey = (d: Detection): string => d.kind + ' ' + d.url;

/**
 * Applies changes to the last report of the tab. Null when they do not follow it (a change was
 * lost, or the page changed without a reset): the sender must then send everything again.
 */
export function applyChanges(prev: DetectionReport | undefined, changes: DetectionChanges): DetectionReport | null {
  const { pageUrl, current, seq, total } = changes;
  if (changes.reset) return { pageUrl, current, found: changes.added.slice(-MAX_FOUND), total, seq };
  if (!prev || prev.seq + 1 !== seq || prev.pageUrl !== pageUrl) return null;
  const gone = new Set(changes.removed);
  const found = gone.size ? prev.found.filter((d) => !gone.has(entityKey(d))) : prev.found.slice();
  const known = new Set(found.map(entityKey));
  for (const d of changes.added) if (!known.has(entityKey(d))) found.push(d);
  return { pageUrl, current, found: found.slice(-MAX_FOUND), total: Math.max(total, found.length), seq };
}
