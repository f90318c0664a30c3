import type { LibraryEntity } from './types';

/** One row of an export: an entity, and for a reply the id of the comment it answers. */
export interface ExportRow<E extends Omit<LibraryEntity, 'tokens'> = Omit<LibraryEntity, 'tokens'>> {
  entity: E;
  parent?: string;
}

/**
 * Orders comments with their replies right after them (a reply's parent_id names its comment),
 * given a map from a reply's owner reference to the comment's id.
 */
export function threadRows(entities: LibraryEntity[], parentOf: (reply: LibraryEntity) => string | undefined): ExportRow<LibraryEntity>[] {
  const replies = new Map<string, LibraryEntity[]>();
  const out: ExportRow<LibraryEntity>[] = [];
  for (const e of entities) {
    const parent = e.kind === 'reply' ? parentOf(e) : undefined;
    if (parent) replies.set(parent, [...(replies.get(parent) ?? []), e]);
  }
  const byTime = threadOrder;
  for (const e of entities) {
    if (e.kind === 'reply' && parentOf(e)) continue;
    out.push({ entity: e });
    if (e.kind === 'comment') for (const r of (replies.get(e.id) ?? []).sort(byTime)) out.push({ entity: r, parent: e.id });
  }
  // Replies whose comment is not in the export still go out, after the others.
  const placed = new Set(out.map((r) => r.entity.uid));
  for (const e of entities) if (!placed.has(e.uid)) out.push({ entity: e, ...(parentOf(e) ? { parent: parentOf(e)! } : {}) });
  return out;
}

/** The order the service gave: by answer (oldest page first), then place in the answer. */
export function threadOrder(a: LibraryEntity, b: LibraryEntity): number {
  return a.source.fetchedAt - b.source.fetchedAt || a.position - b.position;
}
