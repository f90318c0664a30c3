import { refreshRequest } from '../../lookup/library/refresh';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { LibraryItem } from '../../messaging/protocol';

/**
 * What fetches a kept item again (its "Refresh · 1 credit"), from the call that fetched it; null
 * when it cannot be fetched alone. Worked out by the item's view, which loads it with its own
 * chunk: the background has no use for it.
 */
export function refreshOf(item: LibraryItem): UseCaseRequest | null {
  return refreshRequest(item.source.operationId, item.source.params);
}
