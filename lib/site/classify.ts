// Runs the detectors in a fixed priority order. Detectors are written to be mutually exclusive
// (the tests check every listed URL against every detector), so the order only matters for shapes
// nobody listed.

import { otherUrl, parseUrl } from './canonical';
import { adLibraryDetector } from './detectors/ad-library';
import { groupDetector } from './detectors/group';
import { marketplaceItemDetector } from './detectors/marketplace-item';
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
  adLibraryDetector,
  marketplaceItemDetector,
  reelDetector,
  videoDetector,
  postDetector,
  groupDetector,
  pageDetector,
];

/** Classifies a URL; null when it is not on the configured site (or not a URL). Never throws. */
export function classifyUrl(input: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Detection | null {
  try {
    const p = parseUrl(input, hosts);
    if (!p) return null;
    for (let i = 0; i < DETECTORS.length; i++) {
      const d = DETECTORS[i]!;
      const m = d.match(p);
      if (m) {
        return m.owner !== undefined
          ? { kind: d.kind, id: m.id, owner: m.owner, url: m.url }
          : { kind: d.kind, id: m.id, url: m.url };
      }
    }
    return { kind: 'other', url: otherUrl(p) };
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
