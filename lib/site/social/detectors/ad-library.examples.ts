// URLs the ad_library detector must accept, with the expected id (and owner / canonical url / ids
// where pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://www.social.example/ads/library/?active_status=all&view_all_page_id=121264564551002', id: '121264564551002',
    ids: { adPage: '121264564551002' } },
  // favstats/socialtargetr README.md (brand word replaced)
  { url: 'https://www.social.example/ads/library/?active_status=all&ad_type=political_and_issue_ads&country=NL&view_all_page_id=175740570505&sort_data%5Bdirection%5D=desc&sort_data%5Bmode%5D=relevancy_monthly_grouped&search_type=page&media_type=all', id: '175740570505',
    canonical: 'https://www.social.example/ads/library/?view_all_page_id=175740570505' },
  // roel-sundiam/ad-library-scraper (the page filter instead of view_all_page_id)
  { url: 'https://www.social.example/ads/library/?active_status=active&ad_type=all&country=US&is_targeted_country=false&media_type=all&page_ids[0]=337470849796957', id: '337470849796957',
    canonical: 'https://www.social.example/ads/library/?view_all_page_id=337470849796957' },
  // other shapes the site uses
  { url: 'https://www.social.example/ads/library/?active_status=all&ad_type=all&country=ALL&view_all_page_id=121264564551002&search_type=page&media_type=all', id: '121264564551002',
    canonical: 'https://www.social.example/ads/library/?view_all_page_id=121264564551002' },
];
