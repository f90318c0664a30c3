// URLs the marketplace_search detector must accept, with the expected id (the search words) and
// canonical url / ids where pinned. TEST-ONLY: shipped code must never import this file.

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // bhnybrohn/social-marketplace fetch.js (brand word replaced)
  { url: 'https://www.social.example/marketplace/orlando/search/?query=room%20for%20rent%20orlando', id: 'room for rent orlando',
    canonical: 'https://www.social.example/marketplace/orlando/search/?query=room%20for%20rent%20orlando',
    ids: { city: 'orlando', query: 'room for rent orlando' } },
  // danyk20/social-marketplace-scraper (brand word replaced)
  { url: 'https://www.social.example/marketplace/zurich/search?query=test', id: 'test' },
  // other shapes the site uses
  { url: 'https://www.social.example/marketplace/nyc/search?query=bike', id: 'bike',
    canonical: 'https://www.social.example/marketplace/nyc/search/?query=bike' },
  { url: 'https://www.social.example/marketplace/search/?query=road+bike&minPrice=100&daysSinceListed=1', id: 'road bike',
    canonical: 'https://www.social.example/marketplace/search/?query=road%20bike', ids: { query: 'road bike' } },
  { url: 'https://www.social.example/marketplace/112879158725932/search/?query=bord&latitude=39.739235&longitude=-104.990250&vertical=C2C&sort=BEST_MATCH', id: 'bord',
    ids: { city: '112879158725932', query: 'bord' } },
];
