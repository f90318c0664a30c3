import { type OperationId, cursorParamOf, getOperation, isOperationId } from './catalog';
import type { AttemptReport, CallParams, CallResult, ServiceClient } from './client';
import { ServiceError } from './errors';
import { findEndCursor, listItems } from './normalize';
import { definedOnly } from '../util/defined';

/**
 * Every page of a list operation, one call after the other over end_cursor. The extension walks
 * pages one at a time through the lookup core (bulk jobs); this walks them in one go, for the
 * tests of the client against the emulator and for scripts.
 */

export interface PageProgress {
  page: number;
  items: number;
  totalItems: number;
  endCursor?: string;
  result: CallResult;
}

export interface PaginateOptions {
  signal?: AbortSignal;
  /** Default 50. */
  maxPages?: number;
  timeoutMs?: number;
  onPage?: (p: PageProgress) => void;
  onAttempt?: (a: AttemptReport) => void;
  getItems?: (body: unknown) => unknown[];
  getCursor?: (body: unknown) => string | undefined;
}

export const DEFAULT_MAX_PAGES = 50;

export async function* paginate<Id extends OperationId>(
  client: Pick<ServiceClient, 'call'>,
  operationId: Id,
  params: CallParams<Id> = {},
  options: PaginateOptions = {},
): AsyncGenerator<CallResult, void, undefined> {
  const { signal, onPage } = options;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const getItems = options.getItems ?? ((body: unknown) => listItems(operationId, body));
  const getCursor = options.getCursor ?? findEndCursor;
  const paginated = isOperationId(operationId) && getOperation(operationId).paginated;
  // Most lists page with end_cursor; the photo network's reels by audio with max_id.
  const key = isOperationId(operationId) ? cursorParamOf(operationId) : 'end_cursor';
  const base = { ...(params as Record<string, unknown>) };
  const given = base[key];
  let cursor = typeof given === 'string' && given ? given : undefined;
  const seen = new Set<string>(cursor ? [cursor] : []);
  let totalItems = 0;

  for (let page = 1; page <= maxPages; page++) {
    // Abort between pages ends the walk the same way as an abort during a call.
    if (signal?.aborted) throw new ServiceError('cancelled');
    const pageParams = { ...base };
    if (cursor) pageParams[key] = cursor;
    else delete pageParams[key];
    const result = await client.call(operationId, pageParams, {
      ...(signal ? { signal } : {}),
      ...definedOnly({ timeoutMs: options.timeoutMs }),
      ...(options.onAttempt ? { onAttempt: options.onAttempt } : {}),
    });
    let items = 0;
    let next: string | undefined;
    try {
      items = getItems(result.body).length;
      next = getCursor(result.body);
    } catch {
      next = undefined;
    }
    totalItems += items;
    onPage?.({ page, items, totalItems, ...(next ? { endCursor: next } : {}), result });
    yield result;
    // Stop at the last page, or when the service repeats a cursor (it would loop forever).
    if (!paginated || !next || seen.has(next)) return;
    seen.add(next);
    cursor = next;
  }
}
