// URLs the marketplace_category detector must accept, with the expected id (and canonical url / ids
// where pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json (filed there as `other`, before categories had a kind)
  { url: 'https://www.social.example/marketplace/houston/vehicles/', id: 'vehicles',
    canonical: 'https://www.social.example/marketplace/houston/vehicles', ids: { city: 'houston', category: 'vehicles' } },
  { url: 'https://www.social.example/marketplace/category/vehicles/', id: 'vehicles',
    canonical: 'https://www.social.example/marketplace/category/vehicles', ids: { category: 'vehicles' } },
  // sss97133/nuke scripts/marketplace-monitor/config.ts
  { url: 'https://www.social.example/marketplace/seattle/vehicles?sortBy=creation_time_descend', id: 'vehicles',
    canonical: 'https://www.social.example/marketplace/seattle/vehicles' },
  // other shapes the site uses
  { url: 'https://www.social.example/marketplace/108424279189115/propertyrentals?exact=false', id: 'propertyrentals',
    ids: { city: '108424279189115', category: 'propertyrentals' } },
];
