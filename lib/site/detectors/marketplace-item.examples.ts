// URLs the marketplace_item detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://www.social.example/marketplace/item/977215177594648/', id: '977215177594648' },
  // other shapes the site uses
  { url: 'https://m.social.example/marketplace/item/977215177594648?ref=search&referral_code=null', id: '977215177594648',
    canonical: 'https://www.social.example/marketplace/item/977215177594648' },
  { url: 'https://www.social.example/marketplace/item/977215177594648/#photo', id: '977215177594648',
    canonical: 'https://www.social.example/marketplace/item/977215177594648' },
];
