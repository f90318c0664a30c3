// Toolbar badge for a tab, computed from its latest detection report. Pure.

import { kindLabel, kindName } from './kinds';
import type { DetectionReport } from './report';
import type { Site } from './site';
import { SITES } from './sites';

/**
 * The badge's text (a kind's short label or a count: the same in every language) and what its
 * tooltip tells, as data: the worker says it in the user's language (lib/background/words.ts).
 */
export interface Badge {
  text: string;
  /** The tab's own entity, when it shows one (`name`: its site's own word for the kind). */
  current?: { kind: string; name: string; id?: string };
  /** Entities linked from the page. */
  count: number;
}

/**
 * The tab's own entity kind ('POST') when the tab shows one; else the number of entities linked
 * from the page ('12', '99+'); '' when there is nothing (or the tab is not on the site).
 */
export function badgeFor(report: DetectionReport | null | undefined, sites: readonly Site[] = SITES): Badge {
  if (!report) return { text: '', count: 0 };
  const count = Math.max(report.total ?? 0, report.found.length);
  const cur = report.current;
  if (cur && cur.kind !== 'other') return { text: kindLabel(cur.kind, sites), current: { kind: cur.kind, name: kindName(cur.kind, sites), ...(cur.id ? { id: cur.id } : {}) }, count };
  return { text: count > 99 ? '99+' : count > 0 ? String(count) : '', count };
}
