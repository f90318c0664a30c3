// URLs the ad detector must accept, with the expected id (and owner / canonical url / ids where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://www.social.example/ads/library/?id=899206155126718', id: '899206155126718', ids: { ad: '899206155126718' } },
  // yt-dlp/yt-dlp yt_dlp/extractor/social.py (brand word replaced)
  { url: 'https://es-la.social.example/ads/library/?id=901230958115569', id: '901230958115569',
    canonical: 'https://www.social.example/ads/library/?id=901230958115569' },
  { url: 'https://m.social.example/ads/library/?id=901230958115569', id: '901230958115569' },
  // socialresearch/Radlibrary (brand word replaced; the API's ad snapshot link)
  { url: 'https://www.social.example/ads/archive/render_ad/?id=458130611506266&access_token=abc123', id: '458130611506266',
    canonical: 'https://www.social.example/ads/library/?id=458130611506266', ids: { ad: '458130611506266' } },
  // other shapes the site uses
  { url: 'https://www.social.example/ads/library?id=899206155126718', id: '899206155126718',
    canonical: 'https://www.social.example/ads/library/?id=899206155126718' },
  { url: 'https://www.social.example/ads/library/?id=899206155126718&view_all_page_id=121264564551002', id: '899206155126718', owner: '121264564551002',
    canonical: 'https://www.social.example/ads/library/?id=899206155126718', ids: { ad: '899206155126718', adPage: '121264564551002' } },
];
