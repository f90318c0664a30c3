import { cursorParamOf, getOperation, validateParams, type OperationId } from '../../service/catalog';
import { ServiceError, serializeError } from '../../service/errors';
import type { ErrorView } from '../types';
import type { Comment, Normalized } from '../../service/model';
import { priceOf } from '../plan';
import type { UseCaseRequest } from '../use-cases';
import { operationCall, USE_CASES } from '../use-cases/table';
import type { JobRecord, JobSpec } from './types';

export { nounOf } from './kinds';

/**
 * What each job use case is, for the runner and the estimate: the operation that fetches one page
 * and how a page's request is made from the job's input and a cursor, read from the use case's
 * entry (use-cases/table.ts). Prices and page sizes are the catalog's, priced as the plan prices.
 */

export const REPLIES_OPERATION: OperationId = USE_CASES.comment_replies.operation;

/**
 * Why a job cannot run, when one of its pages would not be one call: a profile's reels named by
 * username (its id is found first, a call the job's price and ledger would not count).
 */
export function oneCallRefusal(spec: JobSpec): ErrorView | undefined {
  if (operationCall(pageRequest(spec, undefined))) return undefined;
  return serializeError(new ServiceError('invalid_request', { issues: ['user_id: a job needs the numeric user id'], param: 'user_id' }));
}

/** The request of one page of the items phase (no cursor: the first page). */
export function pageRequest(spec: JobSpec, cursor: string | undefined): UseCaseRequest {
  const input = { ...spec.input, ...(cursor !== undefined ? { end_cursor: cursor } : {}) };
  return { useCase: spec.useCase, input } as UseCaseRequest;
}

/** The request of one comment's replies. */
export function repliesRequest(entry: { feedbackId: string; token: string }): UseCaseRequest {
  return { useCase: 'comment_replies', input: { comment_feedback_id: entry.feedbackId, expansion_token: entry.token } };
}

/** The request the job sends next: the next page, or the next comment's replies. */
export function nextRequest(job: Pick<JobRecord, 'spec' | 'phase' | 'cursor' | 'replies'>): UseCaseRequest | null {
  if (job.phase === 'items') return pageRequest(job.spec, job.cursor);
  const next = job.replies?.[0];
  return next ? repliesRequest(next) : null;
}

/** The operation a request of the job calls. */
export function requestOperation(request: UseCaseRequest): OperationId {
  return operationCall(request)!.op;
}

/** What tells a page's calls apart in the ledger: its cursor (under the operation's name for it), or the comment whose replies it fetches. */
export function requestMarker(request: UseCaseRequest): Record<string, string> {
  const input = request.input as Record<string, unknown>;
  if (request.useCase === 'comment_replies') return { comment_feedback_id: String(input.comment_feedback_id) };
  return typeof input.end_cursor === 'string' ? { [cursorParamOf(requestOperation(request))]: input.end_cursor } : {};
}

/** What one request of the job costs before it is sent (catalog price rule). */
export function requestPrice(request: UseCaseRequest): number {
  const call = operationCall(request);
  return call ? priceOf(call.op, call.params) : 0;
}

/** Items one page holds at most, when the catalog states it (post lists: the `limit` asked). */
export function pageSizeOf(spec: JobSpec): number | undefined {
  const call = operationCall(pageRequest(spec, undefined))!;
  const size = getOperation(call.op).pageSize;
  if (!size) return undefined;
  let limit = call.params.limit;
  try {
    limit = validateParams(call.op, call.params).limit;
  } catch {
    // Not valid: the limit as asked.
  }
  return limit !== undefined && limit !== '' ? Number(limit) : size.default;
}

/** Credits a full page costs (post lists charge by the posts returned: a short last page costs less). */
export function pagePrice(spec: JobSpec): number {
  return requestPrice(pageRequest(spec, undefined));
}

export function operationOf(spec: JobSpec): OperationId {
  return requestOperation(pageRequest(spec, undefined));
}

/** A list answer's items and next cursor (null when the answer is not a list the job knows). */
export function listOf(n: Normalized): { items: unknown[]; endCursor?: string } | null {
  if (n.status === 'empty') return { items: [] };
  if (n.status !== 'ok') return null;
  const data = n.data as { items?: unknown; endCursor?: unknown };
  if (!Array.isArray(data.items)) return null;
  return { items: data.items, ...(typeof data.endCursor === 'string' && data.endCursor ? { endCursor: data.endCursor } : {}) };
}

/** The total the service announced in a list answer (`data.total_count`: comments, ads), if any. */
export function announcedTotal(raw: unknown): number | undefined {
  const data = (raw as { data?: { total_count?: unknown } } | null)?.data;
  const total = data?.total_count;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : undefined;
}

/** Comments of a page that have replies to fetch (post_comments withReplies). */
export function repliesToFetch(items: unknown[]): { feedbackId: string; token: string; commentId?: string }[] {
  const out: { feedbackId: string; token: string; commentId?: string }[] = [];
  for (const c of items as Comment[]) {
    if (!c || !c.feedbackId || !c.expansionToken || !(typeof c.replies === 'number' && c.replies > 0)) continue;
    out.push({ feedbackId: c.feedbackId, token: c.expansionToken, ...(c.id ? { commentId: c.id } : {}) });
  }
  return out;
}
