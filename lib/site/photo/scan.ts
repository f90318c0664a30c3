// What the content script carries of the photo network: its hosts and its detectors in priority
// order. Detectors are written to be mutually exclusive (the tests check every listed URL against
// every detector of both sites), so the order only matters for shapes nobody listed.

import type { SiteScan } from '../site';
import { photoHosts } from './hosts';
import { NAMED_KINDS } from './kinds';
import { audioDetector, locationDetector, tagDetector } from './detectors/explore';
import { highlightDetector } from './detectors/highlight';
import { postDetector } from './detectors/post';
import { profileDetector } from './detectors/profile';
import { reelDetector } from './detectors/reel';
import { shareLinkDetector } from './detectors/share-link';
import { storiesDetector, storyDetector } from './detectors/stories';

export const photoScan: SiteScan = {
  ...photoHosts,
  detectors: [
    shareLinkDetector,
    highlightDetector,
    storyDetector,
    storiesDetector,
    audioDetector,
    reelDetector,
    postDetector,
    tagDetector,
    locationDetector,
    profileDetector,
  ],
  postSelector: 'article',
  namedKinds: NAMED_KINDS,
};
