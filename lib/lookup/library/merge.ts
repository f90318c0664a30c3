import type { EntityVersion, ExtractedEntity, LibraryEntity } from './types';

/** Versions kept per entity: when it was fetched and by which call (the data is the newest). */
export const MAX_VERSIONS = 20;

function versionOf(e: ExtractedEntity): EntityVersion {
  const v: EntityVersion = {
    fetchedAt: e.source.fetchedAt,
    answerKey: e.source.answerKey,
    operationId: e.source.operationId,
    creditsCharged: e.source.creditsCharged,
  };
  if (e.source.requestId) v.requestId = e.source.requestId;
  return v;
}

/** Fields of `newer` win; fields it lacks (a list item has fewer than the details) keep `older`'s. */
function overlay(older: Record<string, unknown>, newer: Record<string, unknown>): Record<string, unknown> {
  const out = { ...older };
  for (const [k, v] of Object.entries(newer)) {
    if (v === undefined) continue;
    if (Array.isArray(v) && v.length === 0 && Array.isArray(older[k]) && (older[k] as unknown[]).length > 0) continue;
    out[k] = v;
  }
  return out;
}

/**
 * One record per entity: the same post met in a page's posts and in its own details is one
 * entity showing the newest data, with every time it was fetched in `versions`.
 */
export function mergeEntity(existing: LibraryEntity | undefined, incoming: ExtractedEntity): LibraryEntity {
  const version = versionOf(incoming);
  if (!existing) return { ...incoming, versions: [version], answerKeys: [incoming.source.answerKey] };
  const incomingIsNewer = incoming.fetchedAt >= existing.fetchedAt;
  const [older, newer] = incomingIsNewer ? [existing, incoming] : [incoming, existing];
  const versions = [version, ...existing.versions.filter((v) => !(v.answerKey === version.answerKey && v.fetchedAt === version.fetchedAt))]
    .sort((a, b) => b.fetchedAt - a.fetchedAt)
    .slice(0, MAX_VERSIONS);
  const merged: LibraryEntity = {
    ...older,
    ...newer,
    data: overlay(older.data, newer.data),
    tokens: [...new Set([...newer.tokens, ...older.tokens])].slice(0, 512),
    versions,
    answerKeys: [...new Set([...existing.answerKeys, incoming.source.answerKey])],
    fetchedAt: Math.max(existing.fetchedAt, incoming.fetchedAt),
  };
  // A reference kept by either (a comment's post) is not lost when the other lacks it.
  const owner = newer.owner ?? older.owner;
  if (owner) merged.owner = owner;
  for (const k of ['text', 'url', 'time'] as const) {
    if (merged[k] === undefined && older[k] !== undefined) (merged as unknown as Record<string, unknown>)[k] = older[k];
  }
  return merged;
}
