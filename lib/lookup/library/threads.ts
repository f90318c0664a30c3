import { uidOf } from './refs';
import type { LibraryEntity } from './types';

/** One row of an export: an entity, and for a reply the id of the comment it answers. */
export interface ExportRow<E extends Omit<LibraryEntity, 'tokens'> = Omit<LibraryEntity, 'tokens'>> {
  entity: E;
  parent?: string;
  /** What the user wrote about it on a board (a board's export adds these as columns). */
  annotation?: RowAnnotation;
}

/** A board item's note and tags (a tag never holds a comma: cleanTags splits on them). */
export interface RowAnnotation {
  note: string;
  tags: readonly string[];
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

/**
 * The comment id each reply's owner names (a comment's feedback reference): the comments in the
 * export first, else the library's alias of that reference, so replies exported without their
 * comments (a filter on replies alone) still say which comment they answer.
 */
export async function replyParents(
  entities: readonly LibraryEntity[],
  commentOf: ReadonlyMap<string, string>,
  resolve: (ref: string) => Promise<string | undefined>,
): Promise<Map<string, string>> {
  const parents = new Map(commentOf);
  for (const e of entities) {
    if (e.kind !== 'reply' || !e.owner || parents.has(e.owner)) continue;
    const target = await resolve(e.owner);
    if (target?.startsWith(COMMENT_UID)) parents.set(e.owner, target.slice(COMMENT_UID.length));
  }
  return parents;
}

const COMMENT_UID = uidOf('comment', '');

/** The order the service gave: by answer (oldest page first), then place in the answer. */
export function threadOrder(a: LibraryEntity, b: LibraryEntity): number {
  return a.source.fetchedAt - b.source.fetchedAt || a.position - b.position;
}
