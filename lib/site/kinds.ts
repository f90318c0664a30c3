// How a kind shows (badge label, name), from the site that has it. `other` is every site's.

import type { Kind } from './kind';
import type { KindInfo, SiteShown } from './site';
import { SHOWN_SITES } from './shown-sites';

const OTHER: KindInfo = { label: '', name: 'Other' };

function infoOf(kind: string, sites: readonly Pick<SiteShown, 'kinds'>[]): KindInfo | undefined {
  if (kind === 'other') return OTHER;
  for (const s of sites) if (Object.hasOwn(s.kinds, kind)) return s.kinds[kind];
  return undefined;
}

/** Short badge label for a kind ('' for `other`). */
export function kindLabel(kind: string, sites: readonly Pick<SiteShown, 'kinds'>[] = SHOWN_SITES): string {
  return infoOf(kind, sites)?.label ?? '';
}

/** Human-readable kind name ('' for a kind no site has). */
export function kindName(kind: string, sites: readonly Pick<SiteShown, 'kinds'>[] = SHOWN_SITES): string {
  return infoOf(kind, sites)?.name ?? '';
}

/** Every kind of every site, `other` included: what a detection's kind may be. */
export const ALL_KINDS: readonly [Kind, ...Kind[]] = ['other', ...SHOWN_SITES.flatMap((s) => Object.keys(s.kinds) as Kind[])];
