// The social network as a site: its scan part (scan.ts) plus what the background and the pages use.

import type { Site } from '../site';
import type { Detection } from '../types';
import { needsResolution, idsOf } from './ids';
import { MENUS } from './menus';
import { otherUrl } from './other';
import { socialScan } from './scan';
import { socialShown } from './shown';

/** A group post names its group: `…/groups/<group>/…` with the group the post is in. */
function relatedUrl(kind: string, d: Detection): string | undefined {
  if (kind !== 'group' || d.kind !== 'post' || d.owner === undefined) return undefined;
  const at = d.url.indexOf('/groups/');
  return at >= 0 ? d.url.slice(0, at + 8) + encodeURIComponent(d.owner) : undefined;
}

export const social: Site = {
  ...socialScan,
  ...socialShown,
  id: 'social',
  idsOf,
  needsResolution,
  otherUrl,
  menus: MENUS,
  relatedUrl,
};
