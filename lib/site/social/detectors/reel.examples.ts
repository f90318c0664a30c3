// URLs the reel detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://web.social.example/reel/730293269054758', id: '730293269054758' },
  { url: 'https://www.social.example/reel/1195289147628387', id: '1195289147628387' },
  // other shapes the site uses
  { url: 'https://www.social.example/reel/1195289147628387/?s=single_unit&mibextid=9drbnH', id: '1195289147628387',
    canonical: 'https://www.social.example/reel/1195289147628387' },
  { url: 'https://M.SOCIAL.EXAMPLE/reel/1195289147628387', id: '1195289147628387',
    canonical: 'https://www.social.example/reel/1195289147628387' },
];
