// URLs the ad_library detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://www.social.example/ads/library/?active_status=all&view_all_page_id=121264564551002', id: '121264564551002' },
  { url: 'https://www.social.example/ads/library/?id=899206155126718', id: '899206155126718' },
  // other shapes the site uses
  { url: 'https://www.social.example/ads/library/?active_status=all&ad_type=all&country=ALL&view_all_page_id=121264564551002&search_type=page&media_type=all', id: '121264564551002',
    canonical: 'https://www.social.example/ads/library/?view_all_page_id=121264564551002' },
  { url: 'https://www.social.example/ads/library?id=899206155126718', id: '899206155126718',
    canonical: 'https://www.social.example/ads/library/?id=899206155126718' },
  { url: 'https://www.social.example/ads/library/?id=899206155126718&view_all_page_id=121264564551002', id: '899206155126718', owner: '121264564551002',
    canonical: 'https://www.social.example/ads/library/?id=899206155126718' },
];
