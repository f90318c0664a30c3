import type { HistoryEntry } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import type { SiteHosts } from '../site';
import { classifyUrl, requestKey } from './data';
import { kindLabel } from './format';

/**
 * Recent lookups as a person remembers them: one row per entity, not one per call (three pages
 * of a post's comments are that post), newest first. A row opens its entity (a lookup of its
 * link, answered by the cache while it is fresh); a lookup about no link (a search) stays itself.
 */

/** The link a request is about: a lookup's URL, or the link of its list (comments, posts…). */
function linkOf(request: UseCaseRequest): string | undefined {
  const input = request.input as Record<string, unknown>;
  const link = request.useCase === 'lookup_url' ? input.url : input.link;
  return typeof link === 'string' && link ? link : undefined;
}

export function recentEntities(history: readonly HistoryEntry[], hosts?: SiteHosts, max = 5): HistoryEntry[] {
  const rows = new Map<string, HistoryEntry>();
  for (const entry of [...history].sort((a, b) => b.time - a.time)) {
    const link = linkOf(entry.request);
    const detection = link ? classifyUrl(link, hosts) : null;
    let key: string;
    let row = entry;
    if (link && detection && detection.kind !== 'other') {
      key = `${detection.kind}:${detection.id ?? detection.url}`;
      if (entry.useCase !== 'lookup_url') {
        const request: UseCaseRequest = { useCase: 'lookup_url', input: { url: link } };
        row = { ...entry, useCase: 'lookup_url', request, label: `${kindLabel(detection.kind)} ${detection.id ?? detection.url}` };
      }
    } else {
      key = `request:${requestKey(entry.request)}`;
    }
    if (!rows.has(key)) rows.set(key, row);
    if (rows.size >= max) break;
  }
  return [...rows.values()];
}
