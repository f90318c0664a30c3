/**
 * Sample 200 bodies of the photo network's operations, in the shapes the live service and its
 * public client libraries show (service-facts.md, operations.json): the envelope
 * `{success, data, message, meta}`, captions as plain text, counts as numbers or abbreviated text.
 */

const meta = () => ({ statusCode: 200, duration: '1.2s', creditsCharged: 1, creditsRemaining: 4321 });
const envelope = (data: unknown) => ({ success: true, data, message: 'Request completed successfully with status: OK (200)', meta: meta() });

const owner = { id: '51234567', username: 'lumen.atelier', full_name: 'Lumen Atelier', is_verified: true, profile_pic_url: 'https://cdn.photo.example/u/lumen.jpg' };

export const photoPost = {
  id: '3301122334455667788_51234567',
  code: 'DMF-GjGO0-q',
  media_type: 1,
  caption: 'Morning light on the harbour #sunrise',
  like_count: 1520,
  comment_count: '48',
  taken_at: 1764230400,
  user: owner,
  image_versions2: { candidates: [{ url: 'https://cdn.photo.example/m/DMF-GjGO0-q.jpg', width: 1080, height: 1350 }] },
  location: { pk: 213385402, name: 'Harbour Point', lat: 50.79, lng: -1.1 },
};

export const photoCarousel = {
  id: '3301122334455667799_51234567',
  shortcode: 'C9xYz12AbCd',
  media_type: 8,
  caption: { text: 'Three frames from the studio' },
  like_count: '1.2M',
  comment_count: '3.4K',
  taken_at: '2026-11-20T09:30:00Z',
  owner,
  carousel_media: [
    { id: 'c1', media_type: 1, image_versions2: { candidates: [{ url: 'https://cdn.photo.example/m/c1.jpg' }] } },
    { id: 'c2', media_type: 2, video_versions: [{ url: 'https://cdn.photo.example/m/c2.mp4' }], image_versions2: { candidates: [{ url: 'https://cdn.photo.example/m/c2.jpg' }] } },
    { id: 'c3', media_type: 1, image_versions2: { candidates: [{ url: 'https://cdn.photo.example/m/c3.jpg' }] } },
  ],
};

export const photoReel = {
  id: '3301122334455660000_51234567',
  code: 'DAbcdEFgHiJ',
  media_type: 2,
  product_type: 'clips',
  caption: 'Timelapse',
  play_count: '2.5M',
  like_count: 98000,
  comment_count: 1200,
  video_duration: 14.5,
  taken_at: 1764000000,
  user: owner,
  video_versions: [{ url: 'https://cdn.photo.example/r/DAbcdEFgHiJ.mp4' }],
  image_versions2: { candidates: [{ url: 'https://cdn.photo.example/r/DAbcdEFgHiJ.jpg' }] },
  clips_metadata: { music_info: { music_asset_info: { audio_cluster_id: '611234567890123', title: 'Harbour Lights', display_artist: 'Seabird' } } },
};

export const PHOTO_BODIES = {
  photo_get_user_id: envelope({ user_id: '51234567', username: 'lumen.atelier' }),
  photo_get_profile_details: envelope({
    id: '51234567',
    username: 'lumen.atelier',
    full_name: 'Lumen Atelier',
    biography: 'Light, glass and harbours.',
    follower_count: '1.2M',
    following_count: 312,
    media_count: '1,204',
    is_verified: true,
    is_private: false,
    external_url: 'https://lumen.example/',
    profile_pic_url_hd: 'https://cdn.photo.example/u/lumen_hd.jpg',
    business_category_name: 'Photographer',
    public_email: 'studio@lumen.example',
    contact_phone_number: '+44 20 7946 0000',
    related_profiles: [{ id: '52', username: 'harbour.days', full_name: 'Harbour Days', is_verified: false }],
  }),
  photo_get_profile_posts: envelope({ posts: [photoPost, photoCarousel], end_cursor: 'QVFCa2x1' }),
  photo_get_profile_reels: envelope({ items: [{ media: photoReel }], end_cursor: 'cmVlbHMy' }),
  photo_get_profile_highlights: envelope({
    highlights: [
      { id: 'highlight:17890012345678901', title: 'Studio', media_count: 12, cover_media: { cropped_image_version: { url: 'https://cdn.photo.example/h/studio.jpg' } } },
      { id: '17890012345678902', title: 'Travel' },
    ],
  }),
  photo_get_highlight_details: envelope({
    items: [
      { id: 's1', media_type: 1, taken_at: 1763000000, image_versions2: { candidates: [{ url: 'https://cdn.photo.example/s/1.jpg' }] } },
      { id: 's2', media_type: 2, taken_at: 1763000100, video_versions: [{ url: 'https://cdn.photo.example/s/2.mp4' }] },
    ],
  }),
  photo_get_post_id: envelope({ shortcode: 'DMF-GjGO0-q' }),
  photo_get_post_details: envelope(photoCarousel),
  photo_get_reels_feed: envelope({ reels: [photoReel] }),
  photo_get_reels_by_audio: envelope({ items: [{ media: photoReel }], paging_info: { max_id: 'QVFEbWF4', more_available: true } }),
  photo_popular_search: envelope({
    users: [{ user: { pk: '51234567', username: 'lumen.atelier', full_name: 'Lumen Atelier', is_verified: true } }],
    hashtags: [{ hashtag: { name: 'harbour', media_count: '2.1M' } }],
    places: [{ place: { location: { pk: '213385402', name: 'Harbour Point', lat: 50.79, lng: -1.1 } } }],
    end_cursor: 'c2VhcmNo',
  }),
  photo_get_location_posts: envelope({ posts: [photoPost], end_cursor: 'bG9jMg' }),
  photo_get_nearby_locations: envelope({
    locations: [
      { id: '213385403', name: 'Old Pier', category: 'Landmark', latitude: '50.791', longitude: -1.102, media_count: '12K' },
    ],
  }),
} as const;
