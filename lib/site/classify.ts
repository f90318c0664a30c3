// Runs the detectors in a fixed priority order. Detectors are written to be mutually exclusive
// (the tests check every listed URL against every detector), so the order only matters for shapes
// nobody listed.

import { parseUrl, pathUrl, type ParsedUrl } from './canonical';
import { adDetector } from './detectors/ad';
import { adLibraryDetector } from './detectors/ad-library';
import { groupDetector } from './detectors/group';
import { marketplaceCategoryDetector } from './detectors/marketplace-category';
import { marketplaceItemDetector } from './detectors/marketplace-item';
import { marketplaceSearchDetector } from './detectors/marketplace-search';
import { marketplaceSellerDetector } from './detectors/marketplace-seller';
import { pageDetector } from './detectors/page';
import { postDetector } from './detectors/post';
import { reelDetector } from './detectors/reel';
import type { Detector } from './detectors/shared';
import { shareLinkDetector } from './detectors/share-link';
import { videoDetector } from './detectors/video';
import { DEFAULT_SITE_HOSTS } from './hosts';
import type { Detection, SiteHosts } from './types';

export const DETECTORS: readonly Detector[] = [
  shareLinkDetector,
  adDetector,
  adLibraryDetector,
  marketplaceItemDetector,
  marketplaceSellerDetector,
  marketplaceSearchDetector,
  marketplaceCategoryDetector,
  reelDetector,
  videoDetector,
  postDetector,
  groupDetector,
  pageDetector,
];

/**
 * What a parsed site URL shows: kind, id as written, owner and canonical link. This is all the
 * content script needs; identifiers by role, and the canonical link of `other` URLs with their
 * meaningful parameters, are added by `identifyUrl` (identify.ts). Here `other` is origin and path.
 */
export function detect(p: ParsedUrl): Detection {
  for (let i = 0; i < DETECTORS.length; i++) {
    const d = DETECTORS[i]!;
    const m = d.match(p);
    if (m) return m.owner !== undefined ? { kind: d.kind, id: m.id, owner: m.owner, url: m.url } : { kind: d.kind, id: m.id, url: m.url };
  }
  return { kind: 'other', url: pathUrl(p) };
}

/**
 * Classifies a URL without identifiers by role (the content script's scanner, which must stay
 * small); null when it is not on the configured site (or not a URL). Never throws. The public
 * `classifyUrl` of index.ts is `identifyUrl`, which adds them.
 */
export function classifyUrl(input: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Detection | null {
  try {
    const p = parseUrl(input, hosts);
    return p && detect(p);
  } catch {
    return null;
  }
}

/** The URL is on the configured site or one of its short-link hosts. */
export function isSiteUrl(input: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS): boolean {
  try {
    return parseUrl(input, hosts) !== null;
  } catch {
    return false;
  }
}
