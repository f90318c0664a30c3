import { type Rec, hasContent, idText, rec } from './values';

/**
 * Where the payload sits in the service's envelopes. Observed forms (see tests/unit/service/bodies.ts):
 * under the string key "0" (page details), under `data` (most), or at the top level beside
 * `message` and `meta` (group details).
 */

/** Keys of the envelope itself, never part of a payload. */
export const ENVELOPE_KEYS = new Set([
  'message',
  'meta',
  'success',
  'status',
  'statusCode',
  'code',
  'error',
  'errors',
  'data',
  '0',
  'request_id',
  'requestId',
  'end_cursor',
  'endCursor',
  'cursor',
  'page_info',
  'pageInfo',
  'has_next_page',
  'has_more',
  'paging_info',
  'more_available',
  'next_max_id',
]);

/** Whether the body looks like one of the service's envelopes (even an empty one). */
export function isEnvelope(body: Rec): boolean {
  return ['message', 'meta', 'success', 'data', '0', 'status', 'statusCode'].some((k) => Object.hasOwn(body, k));
}

/** The body without its envelope keys: the payload of top-level forms. */
export function topLevelPayload(body: Rec): Rec {
  const out: Rec = {};
  for (const [k, v] of Object.entries(body)) if (!ENVELOPE_KEYS.has(k)) out[k] = v;
  return out;
}

/**
 * The object holding a single entity: `"0"`, then `data` (or one of `nested` inside data, such
 * as `data.page`), then the top level. Returns the first with content.
 */
export function entityPayload(body: Rec, nested: string[] = []): Rec | undefined {
  const candidates: (Rec | undefined)[] = [];
  const data = Array.isArray(body.data) ? rec(body.data[0]) : rec(body.data);
  for (const container of [rec(body['0']), data]) {
    if (!container) continue;
    for (const k of nested) {
      const inner = container[k];
      candidates.push(rec(inner) ?? rec(Array.isArray(inner) ? inner[0] : undefined));
    }
    candidates.push(container);
  }
  candidates.push(topLevelPayload(body));
  return candidates.find((c): c is Rec => !!c && hasContent(c));
}

/** The list array of a body: `data` itself, `data.<key>`, `<key>` at the top, or `"0".<key>`. */
export function findList(body: unknown, keys: string[]): unknown[] | undefined {
  if (Array.isArray(body)) return undefined; // a bare array is not one of the service's forms
  const b = rec(body);
  if (!b) return undefined;
  if (Array.isArray(b.data)) return b.data;
  for (const container of [rec(b.data), b, rec(b['0'])]) {
    if (!container) continue;
    for (const k of keys) {
      const v = container[k];
      if (Array.isArray(v)) return v;
      // One more level for forms like data.results.items.
      const inner = rec(v);
      if (inner) for (const k2 of keys) if (Array.isArray(inner[k2])) return inner[k2] as unknown[];
    }
  }
  return undefined;
}

// `next_max_id` / `max_id`: the photo network's reels by audio page with max_id, not end_cursor.
const CURSOR_KEYS = ['end_cursor', 'endCursor', 'cursor', 'next_cursor', 'nextCursor', 'next_max_id', 'max_id'];

function cursorIn(o: Rec | undefined): string | undefined {
  if (!o) return undefined;
  for (const container of [o, rec(o.page_info), rec(o.pageInfo), rec(o.paging), rec(o.pagination), rec(o.paging_info)]) {
    if (!container) continue;
    // A cursor beside has_next_page=false leads nowhere.
    if (
      container.has_next_page === false ||
      container.hasNextPage === false ||
      container.has_more === false ||
      container.more_available === false
    ) {
      return undefined;
    }
    for (const k of CURSOR_KEYS) {
      const c = idText(container[k]);
      if (c) return c;
    }
  }
  return undefined;
}

/** The cursor of the next page: in `data`, then at the top level, then in `meta`. */
export function findEndCursor(body: unknown): string | undefined {
  try {
    const b = rec(body);
    if (!b) return undefined;
    return cursorIn(rec(b.data)) ?? cursorIn(b) ?? cursorIn(rec(b.meta));
  } catch {
    return undefined;
  }
}
