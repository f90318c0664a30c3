// URLs the marketplace_item detector must accept, with the expected id (and owner / canonical url /
// ids where pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://www.social.example/marketplace/item/977215177594648/', id: '977215177594648', ids: { item: '977215177594648' } },
  // Ray-789/flipmine-pwa src/app/array.tsx
  { url: 'https://www.social.example/marketplace/item/607045782404836/?ref=search&referral_code=null&referral_story_type=post&tracking=browse_serp%3A2dca02ab-03f9-45f9-be67-98f173ac3f8a&__tn__=!%3AD', id: '607045782404836',
    canonical: 'https://www.social.example/marketplace/item/607045782404836' },
  // other shapes the site uses
  { url: 'https://m.social.example/marketplace/item/977215177594648?ref=search&referral_code=null', id: '977215177594648',
    canonical: 'https://www.social.example/marketplace/item/977215177594648' },
  { url: 'https://www.social.example/marketplace/item/977215177594648/#photo', id: '977215177594648',
    canonical: 'https://www.social.example/marketplace/item/977215177594648' },
];
