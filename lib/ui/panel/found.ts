import type { FoundEntity } from '../../site/report';
import type { SiteShown } from '../../site/site';
import { SHOWN_SITES } from '../../site/shown-sites';
import type { Kind } from '../../site/types';
import { kindWords } from '../text/kinds';

/**
 * The found list as a person reads it: one row per entity, named by its link text and its owner's
 * name (when the page showed the owner's link), with a post's share and photo links attached to
 * the post they sit in; filtered by kind and text. Which kinds name, lead and attach is each
 * site's (`namedKinds`, `found`).
 */

export interface FoundRow {
  entity: FoundEntity;
  /** What the link says, else its kind and id. */
  title: string;
  /** The owner's name as the page shows it, else the owner as the link spells it. */
  owner?: string;
  /** Share and photo links of the same post. */
  attached: FoundEntity[];
}

export interface FoundFilter {
  kind: Kind | 'all';
  text: string;
  newestFirst: boolean;
}

function titleOf(d: FoundEntity, sites: readonly SiteShown[]): string {
  return d.text || [kindWords(d.kind, sites), d.id].filter(Boolean).join(' ');
}

/** Rows in page order: attached links folded into the post they belong to. */
export function foundRows(found: FoundEntity[], sites: readonly SiteShown[] = SHOWN_SITES): FoundRow[] {
  const named = new Set<string>(sites.flatMap((s) => s.namedKinds));
  const leadKinds = new Set<string>(sites.flatMap((s) => s.found.leads));
  const attachedKinds = new Set<string>(sites.flatMap((s) => s.found.attached));
  const names = new Map<string, string>();
  const leads = new Map<number, FoundEntity>();
  for (const d of found) {
    if (named.has(d.kind) && d.id && d.text && !names.has(d.id)) names.set(d.id, d.text);
    if (d.group !== undefined && leadKinds.has(d.kind) && !leads.has(d.group)) leads.set(d.group, d);
  }
  const rows = new Map<FoundEntity, FoundRow>();
  for (const d of found) {
    const lead = d.group !== undefined ? leads.get(d.group) : undefined;
    const attaches = lead && lead !== d && attachedKinds.has(d.kind);
    if (attaches && rows.has(lead)) {
      // The same post under another address (its "Comment" link) is the post itself.
      if (!(d.kind === lead.kind && d.id === lead.id)) rows.get(lead)!.attached.push(d);
      continue;
    }
    const owner = d.ownerName ?? (d.owner ? (names.get(d.owner) ?? d.owner) : undefined);
    rows.set(d, { entity: d, title: titleOf(d, sites), ...(owner ? { owner } : {}), attached: [] });
  }
  return [...rows.values()];
}

/** How many rows of each kind (for the kind filter). */
export function kindCounts(rows: FoundRow[]): Map<Kind, number> {
  const counts = new Map<Kind, number>();
  for (const r of rows) counts.set(r.entity.kind, (counts.get(r.entity.kind) ?? 0) + 1);
  return counts;
}

function matches(row: FoundRow, words: string[]): boolean {
  const hay = [row.title, row.owner, row.entity.id, row.entity.url, ...row.attached.map((a) => a.text)]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}

export function filterRows(rows: FoundRow[], filter: FoundFilter): FoundRow[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  const out = rows.filter((r) => (filter.kind === 'all' || r.entity.kind === filter.kind) && (words.length === 0 || matches(r, words)));
  return filter.newestFirst ? out.reverse() : out;
}
