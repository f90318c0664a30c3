// Toolbar badge for a tab, computed from its latest detection report. Pure.

import { kindLabel, kindName } from './kinds';
import type { DetectionReport } from './report';
import type { Site } from './site';
import { SITES } from './sites';

export interface Badge {
  text: string;
  title: string;
}

function entities(n: number): string {
  return `${n} ${n === 1 ? 'entity' : 'entities'} on this page`;
}

/**
 * The tab's own entity kind ('POST') when the tab shows one; else the number of entities linked
 * from the page ('12', '99+'); '' when there is nothing (or the tab is not on the site).
 */
export function badgeFor(report: DetectionReport | null | undefined, sites: readonly Site[] = SITES): Badge {
  if (!report) return { text: '', title: '' };
  const n = Math.max(report.total ?? 0, report.found.length);
  const cur = report.current;
  if (cur && cur.kind !== 'other') {
    const name = kindName(cur.kind, sites);
    const head = cur.id ? `${name} ${cur.id}` : name;
    return { text: kindLabel(cur.kind, sites), title: n > 0 ? `${head} · ${entities(n)}` : head };
  }
  if (n > 0) return { text: n > 99 ? '99+' : String(n), title: entities(n) };
  return { text: '', title: '' };
}
