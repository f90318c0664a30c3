// What every operation handler shares: its context and result, the 400 for values the data
// refuses, link resolution, opaque cursors and the list envelope, keyword matching.

import type { Dataset } from './data/types';
import type { LinkTarget } from './description';
import { decodeCursor, encodeCursor, isoInZone } from './format';
import type { KeyState } from './keys';
import { resolveLink, type Found } from './resolve';

/** A parameter the description accepts but the data refuses (a foreign link, a forged cursor…): 400. */
export class ParamError extends Error {
  constructor(readonly param: string, message: string) {
    super(message);
  }
}

export interface OpContext {
  ds: Dataset;
  /** Operation id. */
  op: string;
  params: Record<string, string>;
  key: KeyState;
  /** Origin of the request (files handed out by the service are served there). */
  origin: string;
}

export interface OpResult {
  body: Record<string, unknown>;
  /** Items returned (what per-post prices count). */
  items: number;
}

export type Handler = (ctx: OpContext) => OpResult;

export const one = (body: Record<string, unknown>): OpResult => ({ body, items: 1 });

export const iso = (ms: number) => isoInZone(ms, 'UTC');

export function resolve(ctx: OpContext, bare: LinkTarget = 'page', param = 'link'): Found | null {
  const r = resolveLink(ctx.ds, ctx.params[param] ?? '', bare);
  if (!r.ok) throw new ParamError(param, r.message.replace(/^link/, param));
  return r.ref;
}

/** Parameters that shape a list (the cursor's scope); presentation-only ones left out. */
export function cursorScope(ctx: OpContext): string {
  const skip = new Set(['end_cursor', 'max_id', 'limit', 'timezone', 'include_reply_info', 'fields']);
  const parts = Object.keys(ctx.params)
    .filter((k) => !skip.has(k))
    .sort()
    .map((k) => `${k}=${ctx.params[k]}`);
  return [ctx.op, ctx.ds.seed, ctx.ds.scale, ...parts].join('|');
}

/** A list, or anything that can hand out a slice of one (comments are derived per page). */
export interface Sliceable<T> {
  readonly length: number;
  slice(start: number, end: number): T[];
}

/** One page of a list from the cursor in `param` (end_cursor, or max_id for reels by audio). */
export function paginate<T>(ctx: OpContext, list: Sliceable<T>, size: number, param = 'end_cursor'): { page: T[]; next?: string } {
  const scope = cursorScope(ctx);
  let offset = 0;
  const given = ctx.params[param];
  if (given !== undefined) {
    const o = decodeCursor(given, scope);
    if (o === null || o > list.length) throw new ParamError(param, `${param} is not a cursor of this query`);
    offset = o;
  }
  const page = list.slice(offset, offset + size);
  const end = offset + page.length;
  return end < list.length ? { page, next: encodeCursor(end, scope) } : { page };
}

/** `{items, end_cursor?, has_next_page}` */
export function listData<T>(key: string, page: { page: T[]; next?: string | undefined }): Record<string, unknown> {
  const data: Record<string, unknown> = { [key]: page.page };
  if (page.next) data.end_cursor = page.next;
  data.has_next_page = page.next !== undefined;
  return data;
}

export function tokens(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matches(words: string[], ...fields: Array<string | null | undefined>): boolean {
  const hay = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

