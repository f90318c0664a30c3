// Helpers shared by the detectors.

import type { ParsedUrl } from '../canonical';
import { RESERVED_ROOT } from '../reserved';
import type { DetectorMatch, SocialKind } from '../types';

export interface Detector {
  kind: Exclude<SocialKind, 'other'>;
  match(parsed: ParsedUrl): DetectorMatch | null;
}

/** Vanity names, usernames and slugs: letters (any script), digits, '.', '-', '_'. */
export const VANITY_RE = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;
/** Post ids: numeric (optionally `:n` suffixed) or `pfbid…` tokens. */
export const POST_ID_RE = /^(?:(\d{1,25})(?::\d{1,5})?|(pfbid[A-Za-z0-9]{8,200}))$/;

/** `multi_permalinks` value: the first of a comma-separated list of post ids. */
export const MULTI_RE = /^(\d{1,25})(?:,|$)/;

/** A path segment that can name a page/profile (vanity or numeric id): not a site feature path. */
export function isOwnerSeg(seg: string, lower: string): boolean {
  return VANITY_RE.test(seg) && !RESERVED_ROOT.has(lower) && !lower.endsWith('.php');
}

/** Normalised post id (`123:0` → `123`) or null when `seg` is not a post id. */
export function postId(seg: string): string | null {
  const m = POST_ID_RE.exec(seg);
  if (!m) return null;
  return (m[1] ?? m[2])!;
}

/** Shape of the test-only `<name>.examples.ts` lists beside each detector. */
export interface DetectorExample {
  url: string;
  /** Expected id. */
  id: string;
  /** Expected owner, where the URL shows it. */
  owner?: string;
  /** Expected canonical url, where the example pins it. */
  canonical?: string;
}
