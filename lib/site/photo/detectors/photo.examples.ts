// URLs each photo detector must accept, with the expected id (and owner / canonical where pinned).
// Beside these, every URL of tests/fixtures/photo-urls.dev.json (gathered from the test data of
// mikf/gallery-dl and yt-dlp/yt-dlp, hosts replaced) is checked by tests/unit/site/photo-detectors.test.ts.
// TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

const W = 'https://www.photo.example';

export const BY_KIND: Record<string, DetectorExample[]> = {
  photo_profile: [
    { url: `${W}/lumen.atelier/`, id: 'lumen.atelier', canonical: `${W}/lumen.atelier/` },
    { url: 'https://m.photo.example/lumen.atelier?igsh=MTc4', id: 'lumen.atelier', canonical: `${W}/lumen.atelier/` },
    { url: `${W}/lumen.atelier/reels/`, id: 'lumen.atelier' },
    { url: `${W}/lumen.atelier/tagged`, id: 'lumen.atelier' },
    { url: `${W}/_u/lumen.atelier`, id: 'lumen.atelier' },
    { url: `${W}/id:25025320/`, id: '25025320', ids: { userId: '25025320' } },
  ],
  photo_post: [
    { url: `${W}/p/DMF-GjGO0-q/`, id: 'DMF-GjGO0-q', canonical: `${W}/p/DMF-GjGO0-q/`, ids: { shortcode: 'DMF-GjGO0-q' } },
    { url: `${W}/p/DMF-GjGO0-q/?img_index=2&igsh=abc`, id: 'DMF-GjGO0-q' },
    { url: `${W}/lumen.atelier/p/DMF-GjGO0-q/`, id: 'DMF-GjGO0-q', owner: 'lumen.atelier', ids: { shortcode: 'DMF-GjGO0-q', ownerVanity: 'lumen.atelier' } },
    { url: `${W}/tv/BkfuX9UB-eK/`, id: 'BkfuX9UB-eK' },
    { url: `${W}/p/C9xYz12AbCd/embed/captioned/`, id: 'C9xYz12AbCd' },
    { url: `${W}/p/C9xYz12AbCd/c/17900000000000001/`, id: 'C9xYz12AbCd' },
  ],
  photo_reel: [
    { url: `${W}/reel/DAbcdEFgHiJ/`, id: 'DAbcdEFgHiJ', canonical: `${W}/reel/DAbcdEFgHiJ/` },
    { url: `${W}/reels/DAbcdEFgHiJ/`, id: 'DAbcdEFgHiJ', canonical: `${W}/reel/DAbcdEFgHiJ/` },
    { url: `${W}/lumen.atelier/reel/DAbcdEFgHiJ/?igsh=x`, id: 'DAbcdEFgHiJ', owner: 'lumen.atelier' },
  ],
  photo_stories: [
    { url: `${W}/stories/lumen.atelier/`, id: 'lumen.atelier', canonical: `${W}/stories/lumen.atelier/` },
  ],
  photo_story: [
    { url: `${W}/stories/lumen.atelier/3570766765028588805/`, id: '3570766765028588805', owner: 'lumen.atelier',
      ids: { story: '3570766765028588805', ownerVanity: 'lumen.atelier' } },
  ],
  photo_highlight: [
    { url: `${W}/stories/highlights/17890012345678901/`, id: '17890012345678901', ids: { highlight: '17890012345678901' } },
    // base64("highlight:18042509488170095"), with one item named.
    { url: `${W}/s/aGlnaGxpZ2h0OjE4MDQyNTA5NDg4MTcwMDk1?story_media_id=2724343156064789461&igsh=x`, id: '18042509488170095',
      canonical: `${W}/stories/highlights/18042509488170095/`, ids: { highlight: '18042509488170095', story: '2724343156064789461' } },
  ],
  photo_tag: [
    { url: `${W}/explore/tags/harbour/`, id: 'harbour', ids: { tag: 'harbour' } },
    { url: `${W}/explore/tags/caf%C3%A9/`, id: 'café' },
  ],
  photo_location: [
    { url: `${W}/explore/locations/213385402/harbour-point/`, id: '213385402', canonical: `${W}/explore/locations/213385402/`, ids: { location: '213385402' } },
    { url: `${W}/explore/locations/213385402/`, id: '213385402' },
  ],
  photo_audio: [
    { url: `${W}/reels/audio/611234567890123/`, id: '611234567890123', ids: { audio: '611234567890123' } },
    { url: `${W}/audio/611234567890123/`, id: '611234567890123', canonical: `${W}/reels/audio/611234567890123/` },
  ],
  photo_share_link: [
    { url: `${W}/share/BACiUUUYQV`, id: 'BACiUUUYQV', ids: { code: 'BACiUUUYQV' } },
    { url: `${W}/share/reel/BARSSL4rTu`, id: 'BARSSL4rTu' },
    { url: `${W}/s/Zm9vYmFyYmF6`, id: 'Zm9vYmFyYmF6' },
  ],
};

/** The site's own pages and its API and CDN paths: none of the kinds. */
export const OTHER: string[] = [
  `${W}/`,
  `${W}/accounts/login/?next=%2Flumen.atelier%2F`,
  `${W}/accounts/edit/`,
  `${W}/explore/`,
  `${W}/explore/locations/`,
  `${W}/explore/search/keyword/?q=%23harbour`,
  `${W}/direct/inbox/`,
  `${W}/direct/t/340282366841710300949128/`,
  `${W}/reels/`,
  `${W}/stories/highlights/`,
  `${W}/api/v1/users/web_profile_info/?username=lumen.atelier`,
  'https://i.photo.example/api/v1/media/3301122334455667788/info/',
  'https://scontent-lhr8-1.photo.example/v/t51.2885-15/1234_n.jpg',
  'https://help.photo.example/en/',
  `${W}/legal/privacy/`,
  `${W}/lumen.atelier/saved/harbour/17900000000000002/`,
  `${W}/p/`,
  `${W}/a..b/`,
  // The site's own files at its root: username-shaped, never a user.
  `${W}/robots.txt`,
  `${W}/static/bundles/es6/Consumer.js`,
];
