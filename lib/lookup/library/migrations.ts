import { isReadableEntity } from './readable';
import { isReelKeptAsPost } from './extract';
import { MAX_VERSIONS } from './merge';
import { uidOf } from './refs';
import type { LibraryAnswer, LibraryEntity } from './types';

/**
 * The library's migrations: what changes in the kept rows when the database's version rises
 * (lib/storage/library-schema.ts runs each once, in the upgrade, all or nothing). Each is pure
 * over the rows it is given, and keeps every row it does not understand as it was.
 */

/** The rows of the database a migration reads and writes (the upgrade's transaction). */
export interface MigrationRows {
  /** Every entity of a kind (a garbled row is passed over by the caller or here). */
  entitiesOfKind(kind: LibraryEntity['kind']): Promise<unknown[]>;
  getEntity(uid: string): Promise<unknown>;
  putEntity(e: LibraryEntity): Promise<void>;
  deleteEntity(uid: string): Promise<void>;
  /** Entities filed under this owner. */
  entitiesOwnedBy(owner: string): Promise<unknown[]>;
  getAnswer(key: string): Promise<LibraryAnswer | undefined>;
  putAnswer(a: LibraryAnswer): Promise<void>;
  /** Alias keys naming this uid. */
  aliasesOf(uid: string): Promise<string[]>;
  putAlias(alias: string, target: string): Promise<void>;
}

/** Two records of one entity as one: the newer's data over the older's, every time either was met. */
export function mergeKept(a: LibraryEntity, b: LibraryEntity): LibraryEntity {
  const [older, newer] = a.fetchedAt <= b.fetchedAt ? [a, b] : [b, a];
  const seen = new Set<string>();
  const versions = [...a.versions, ...b.versions]
    .filter((v) => {
      const k = `${v.answerKey} ${v.fetchedAt}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((x, y) => y.fetchedAt - x.fetchedAt)
    .slice(0, MAX_VERSIONS);
  const merged: LibraryEntity = {
    ...older,
    ...newer,
    data: { ...older.data, ...newer.data },
    tokens: [...new Set([...newer.tokens, ...older.tokens])].slice(0, 512),
    versions,
    answerKeys: [...new Set([...a.answerKeys, ...b.answerKeys])],
  };
  for (const k of ['owner', 'text', 'url', 'time'] as const) {
    if (merged[k] === undefined && older[k] !== undefined) (merged as unknown as Record<string, unknown>)[k] = older[k];
  }
  return merged;
}

/**
 * Version 11: a reel kept by earlier builds as a post (`post:<id>`, from a reel link or a reels
 * list) is kept as `reel:<id>`, so the Library's Reel filter finds it. A reel already kept under
 * its own uid is merged with it, not overwritten; the answers holding it, the aliases naming it
 * and what is filed under it (its comments) follow it, and `post:<id>` stays an alias of it.
 * Returns how many were moved.
 */
export async function keepReelsAsReels(rows: MigrationRows): Promise<number> {
  let moved = 0;
  for (const row of await rows.entitiesOfKind('post')) {
    if (!isReadableEntity(row) || !isReelKeptAsPost(row)) continue;
    const from = row.uid;
    const to = uidOf('reel', row.id);
    const asReel: LibraryEntity = { ...row, uid: to, kind: 'reel' };
    const held = await rows.getEntity(to);
    await rows.putEntity(isReadableEntity(held) ? mergeKept(held, asReel) : asReel);
    await rows.deleteEntity(from);
    for (const key of row.answerKeys) {
      const answer = await rows.getAnswer(key);
      if (!answer || !Array.isArray(answer.entityUids)) continue;
      const entityUids = [...new Set(answer.entityUids.map((u) => (u === from ? to : u)))];
      await rows.putAnswer({ ...answer, entityUids });
    }
    for (const alias of await rows.aliasesOf(from)) await rows.putAlias(alias, to);
    await rows.putAlias(from, to);
    for (const child of await rows.entitiesOwnedBy(from)) {
      if (isReadableEntity(child)) await rows.putEntity({ ...child, owner: to });
    }
    moved += 1;
  }
  return moved;
}
