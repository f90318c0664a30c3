// What the content script carries of the social network: its hosts, its detectors in priority
// order, and what the scanner reads of its pages. Detectors are written to be mutually exclusive
// (the tests check every listed URL against every detector), so the order only matters for shapes
// nobody listed.

import { param } from '../params';
import type { SiteScan } from '../site';
import { socialHosts } from './hosts';
import { NAMED_KINDS } from './kinds';
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
import { shareLinkDetector } from './detectors/share-link';
import { videoDetector } from './detectors/video';

export const socialScan: SiteScan = {
  ...socialHosts,
  detectors: [
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
  ],
  // Embeds (`plugins/post.php?href=<site URL>`, `plugins/video.php?href=…`) are the URL they wrap.
  unwrap: (p) => (p.web && p.segs.length === 2 && p.lsegs[0] === 'plugins' ? param(p, 'href') : undefined),
  postSelector: 'article,[role="article"]',
  namedKinds: NAMED_KINDS,
};
