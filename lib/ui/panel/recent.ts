import type { HistoryEntry } from '../../lookup/types';
import { requestKey } from '../requests/results';

/**
 * Recent lookups as a person remembers them: one row per entity, not one per call (three pages
 * of a post's comments are that post), newest first. A row opens its entity (a lookup of its
 * link, answered by the cache while it is fresh); a lookup about no entity (a search) stays itself.
 * The background names each entry's entity when it records it (lib/lookup/history.ts).
 */
export function recentEntities(history: readonly HistoryEntry[], max = 5): HistoryEntry[] {
  const rows = new Map<string, HistoryEntry>();
  for (const entry of [...history].sort((a, b) => b.time - a.time)) {
    const { entity } = entry;
    const key = entity ? `entity:${entity.key}` : `request:${requestKey(entry.request)}`;
    if (rows.has(key)) continue;
    const opens =
      entity && entry.useCase !== 'lookup_url'
        ? { ...entry, useCase: 'lookup_url' as const, request: { useCase: 'lookup_url' as const, input: { url: entity.url } }, label: entity.label }
        : entry;
    rows.set(key, opens);
    if (rows.size >= max) break;
  }
  return [...rows.values()];
}
