// Helpers shared by the photo site's detectors.

import type { ParsedUrl } from '../../params';
import type { DetectorMatch } from '../../types';
import type { PhotoKind } from '../kinds';
import { RESERVED_ROOT, isServiceHost } from '../reserved';

export interface Detector {
  kind: PhotoKind;
  match(parsed: ParsedUrl): DetectorMatch | null;
}

/** Usernames: letters, digits, `.` and `_`, at most 30. */
export const USERNAME_RE = /^[A-Za-z0-9._]{1,30}$/;
/** Post and reel shortcodes: base64url letters (old codes have 10, private ones many more). */
export const SHORTCODE_RE = /^[A-Za-z0-9_-]{5,64}$/;

/** The site's own files at its root (`/embed.js`, `/robots.txt`): username-shaped, but never a user. */
const ROOT_FILE_RE = /\.(?:js|mjs|css|map|json|xml|txt|html?|php|ico|png|jpe?g|gif|svg|webp|webmanifest)$/i;

/** A path segment that names a user: username-shaped, and not one of the site's own pages or files. */
export function isUser(seg: string | undefined, lower: string | undefined): seg is string {
  return (
    seg !== undefined && USERNAME_RE.test(seg) && !RESERVED_ROOT.has(lower!) && !/^\.|\.\.|\.$/.test(seg) && !ROOT_FILE_RE.test(seg)
  );
}

/** A web page of the site (not its API, CDN or link shim). */
export function onWeb(p: ParsedUrl): boolean {
  return p.web && p.hostType === 'site' && !isServiceHost(p.host, p.domain);
}

export type { DetectorExample } from '../../site';
