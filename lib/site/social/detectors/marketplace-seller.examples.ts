// URLs the marketplace_seller detector must accept, with the expected id (and canonical url / ids
// where pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // Ray-789/flipmine-pwa src/app/array.tsx
  { url: 'https://www.social.example/marketplace/profile/100010767072543/?product_id=607045782404836', id: '100010767072543',
    canonical: 'https://www.social.example/marketplace/profile/100010767072543', ids: { seller: '100010767072543' } },
  // danyk20/social-marketplace-scraper (brand word replaced)
  { url: 'https://www.social.example/marketplace/profile/61577118530809/', id: '61577118530809' },
  // other shapes the site uses
  { url: 'https://m.social.example/marketplace/profile/1147601792/?ref=permalink&tab=listings&mibextid=dXMIcH', id: '1147601792',
    canonical: 'https://www.social.example/marketplace/profile/1147601792' },
  { url: 'https://www.social.example/marketplace/profile/1147601792/listings', id: '1147601792' },
];
