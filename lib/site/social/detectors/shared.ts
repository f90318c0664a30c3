// Helpers shared by the detectors.

import type { ParsedUrl } from '../../params';
import { RESERVED_ROOT, RESERVED_SUB } from '../reserved';
import type { SocialKind } from '../kinds';
import type { DetectorMatch } from '../../types';

export interface Detector {
  kind: Exclude<SocialKind, 'other'>;
  match(parsed: ParsedUrl): DetectorMatch | null;
}

/** Vanity names, usernames and slugs: letters (any script), digits, '.', '-', '_'. */
export const VANITY_RE = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;
/** Post ids: numeric (optionally `:n` suffixed) or `pfbid…` tokens. */
export const POST_ID_RE = /^(?:(\d{1,25})(?::\d{1,5})?|(pfbid[A-Za-z0-9]{8,200}))$/;
/** `pfbid…` tokens (the site's opaque post ids) as they appear alone in a path. */
export const PFBID_RE = /^pfbid0[A-Za-z0-9]{20,200}$/;
/** `<owner id>_<post id>`: a post's full id. */
export const FULL_ID_RE = /^(\d{1,25})_(\d{1,25})$/;
/** File names, API versions and post tokens: never a page. */
const NOT_OWNER_RE = /\.(?:php|html?|txt|xml|js|css|json|ico|png|jpe?g|gif|svg)$|^v\d+\.\d+$|^pfbid0/;

/** `multi_permalinks` value: the first of a comma-separated list of post ids. */
export const MULTI_RE = /^(\d{1,25})(?:,|$)/;

/** A path segment that can name a page/profile (vanity or numeric id): not a site feature path. */
export function isOwnerSeg(seg: string, lower: string): boolean {
  // The set first: it is cheaper than the regexes and turns away the site's own paths.
  return !RESERVED_ROOT.has(lower) && VANITY_RE.test(seg) && !NOT_OWNER_RE.test(lower);
}

/** Normalised post id (`123:0` → `123`) or null when `seg` is not a post id. */
export function postId(seg: string): string | null {
  const m = POST_ID_RE.exec(seg);
  if (!m) return null;
  return (m[1] ?? m[2])!;
}

/** `marketplace/<location>/…`: the location (vanity such as `nyc` or numeric id); undefined for tools (`you`, `inbox`…). */
export function locationOf(p: ParsedUrl): string | undefined {
  const where = p.segs[1];
  return where !== undefined && !RESERVED_SUB.has(p.lsegs[1]!) && VANITY_RE.test(where) ? where : undefined;
}

export type { DetectorExample } from '../../site';
