import { PHOTO_BODIES } from './photo-bodies';
/**
 * Sample 200 bodies of every operation, shaped as the live service answers (see
 * shared/reference/service-facts.md). The normaliser (lib/service/normalize.ts) reads these forms;
 * the emulator should produce bodies in the same forms. Every body may carry
 * `message` ("Request completed successfully with status: OK (200)") and
 * `meta: {statusCode, duration, creditsCharged, creditsRemaining}` beside the payload.
 *
 * Forms the normaliser reads (first match wins; field aliases in lib/service/normalize/entities.ts):
 * - Envelope: the payload sits under the string key "0", under `data`, or at the top level beside
 *   `message`/`meta`. Single entities may also be `data.<entity>` (data.page, data.post, data.video,
 *   data.advertiser) or the first of `data.posts[]`/`data.items[]`; `{data: [entity]}` works too.
 * - Cursor: `end_cursor` (or endCursor / cursor / next_cursor / page_info.end_cursor) in `data`,
 *   then at the top level, then in `meta`; `has_next_page: false` beside it means no next page.
 * - Lists: `data` as an array, or the array under one of these keys in `data`, the top level or "0":
 *   posts: posts|items|results|edges ({node} wrappers unwrapped); videos: videos|items|results;
 *   reels: reels|videos|items|results; comments: items|comments|results; replies:
 *   items|replies|comments|results; attachments: attachments|items|media|results; page/people/
 *   location/video search: results|items|(pages|people|locations|videos); post search:
 *   items|results|posts; ads: ads|results|items; countries: countries|items|results (codes as
 *   text, or {code, name}, or a map {"US": "United States"}).
 * - id operations: `social_id`, `page_id` / `group_id` / `post_id` (as fits the operation), `id`,
 *   or any `<x>_id`; in "0", `data` or at the top level; also `{data: "123"}`.
 * - page details: {"0": {title|name, url, category: [..] | "text", followers_count (number or
 *   "6.4M"), followers_display, likes_count, bio, email, phone, website (URL or bare host),
 *   address (text or {street, city, ...}), rating, ad_page_id, image, verified}}.
 * - group details (top level): group_id, name, url, description_text, group_member_count,
 *   privacy_info_text, group_rules [{title, text}], number_of_posts_in_last_day / _month,
 *   created_time (ISO, unix s or ms), cover_photo.
 * - posts: {details: {post_id, post_link, share_count, comments_count, media[], images[]},
 *   values: {text, publish_time, is_media, photo_image: "{\"uri\": ...}"}, reactions:
 *   {total_reaction_count, Like, Love, ...}, author?: {name, id, url}}; or the same fields flat.
 * - post search items: {basic_info: {post_id, post_text, url}, owner_info: {owner_name},
 *   feedback_details: {reaction_count, comment_count, share_count}}.
 * - comments: {id, text, author: {name, id, url, picture}, created_time?, reaction_count,
 *   reply_count, comment_feedback_id, expansion_token}.
 * - attachments: {type: 'photo'|'video', url, width, height, id?, thumbnail?}.
 * - video: {video_id, title, message, hashtags [..], owner {name, id}, reactions, view_count,
 *   thumbnail, duration (s or "m:ss"), publish_time, url}.
 * - ads: {ad_archive_id, page_name, page_id, snapshot: {body: {text}, title, images:
 *   [{original_image_url}], videos: [{video_hd_url, video_sd_url}]}, start_date (unix s),
 *   end_date, is_active, publisher_platform [..], snapshot_url | ad_snapshot_url, impressions?}.
 * - advertiser: {page_id, page_name, verification ("VERIFIED"/"NOT_VERIFIED"/bool), category,
 *   location | country, total_ads | ad_count, page_profile_picture_url, page_url}.
 * - usage: {credits: {remaining, limit, used}, plan, billing_period: {start, end}} (top level or data).
 * - limits: {rate_limit: {per_second | per_minute | per_hour}, concurrent}.
 * - top-ups: {auto_top_up: bool | {enabled}, lifetime_spend, history: [{created_at, credits, amount}]}.
 * - ads keywords: pages|pageResults|advertisers|results|items of {page_id, ad_page_id?, name,
 *   category, likes, image_uri, verification, ad_count}.
 * - ad archive details: {ad_archive_id, page_id, page_name, snapshot: {body, title, link_url,
 *   link_description, cta_text, images, videos, cards, display_format}, collated_results |
 *   versions: [{snapshot}], start_date, end_date, is_active, publisher_platform, reached_countries,
 *   spend {lower_bound, upper_bound} | "$100 - $199", currency, impressions_with_index
 *   {impressions_text}, aaa_info {eu_total_reach}, ad_snapshot_url}; or the ad_creative_* names flat.
 * - marketplace listings (search, vehicles, rentals: listings|items|results|edges): flat {listing_id,
 *   title, price ("$45" | number | {amount, currency}), location (text), image, seller_id,
 *   created_time} or the site's {node: {listing: {id, marketplace_listing_title, listing_price:
 *   {amount, currency, formatted_amount}, location: {reverse_geocode: {city, state}},
 *   primary_listing_photo: {image: {uri}}, marketplace_listing_seller: {id, name}, is_sold,
 *   custom_sub_titles_with_rendering_flags: [{subtitle: "98K miles" | "2 beds · 1.5 baths"}]}}};
 *   vehicles add vehicle_make_display_name, vehicle_model_display_name, vehicle_year,
 *   vehicle_odometer_data {value, unit}; rentals bedrooms, bathrooms, price_per_month.
 * - listing: data.listing (or data) with the fields above plus redacted_description {text},
 *   condition | attribute_data [{attribute_name: "Condition", label}], listing_photos [{image:
 *   {uri}}], location {latitude, longitude, ...}, location_text, marketplace_listing_category {name}.
 * - seller: data.seller {id, name, profile_picture, ratings {average_rating, rating_count},
 *   join_time, location, badges} with data.listings beside it; or flat.
 * - categories: categories|items of {id, name, category_url | seo_url (slug or link),
 *   subcategories}, or a map {"vehicles": "Vehicles"}.
 * - city coordinates: results|cities|items of {city | name, state, country, latitude | lat,
 *   longitude | lng}, or the one city alone in data.
 * - media download: files|media|urls|links|formats … of links or {url, type, quality, size
 *   (bytes or "4.2 MB"), mime_type}, links keyed by quality ({hd, sd}, video_hd_url), or a single
 *   url / download_url.
 * Counts may be numbers or abbreviated text ("13K", "1.2M", "1,234", "2.5K followers"). Links are
 * kept only when absolute http(s).
 */

const meta = (creditsCharged = 1, creditsRemaining = 187) => ({
  statusCode: 200,
  duration: '2.31s',
  creditsCharged,
  creditsRemaining,
});
const message = 'Request completed successfully with status: OK (200)';

export const pageId = { social_id: '100064123456789', message, meta: meta() };

export const pageDetails = {
  '0': {
    title: 'Pixel Forge Games',
    url: 'https://www.social.example/pixelforge',
    category: ['Video game', 'Software company'],
    followers_count: 6400000,
    followers_display: '6.4M followers',
    likes_count: '5.9M',
    bio: 'Indie studio making cosy games.',
    email: 'hello@pixelforge.example',
    phone: '+1 555 0100',
    website: 'pixelforge.example',
    address: '12 Harbour St, Portsmouth',
    rating: '4.6 (812 reviews)',
    ad_page_id: '204512345678901',
    image: 'https://cdn.social.example/p/pixelforge.jpg',
    page_id: '100064123456789',
  },
  message,
  meta: meta(),
};

export const pageDetailsExact = {
  '0': { ...pageDetails['0'], followers_count: 6412345, followers_display: '6,412,345 followers' },
  message,
  meta: meta(5),
};

export const pagePosts = {
  data: {
    posts: [
      {
        details: {
          post_id: '1234567890123456',
          post_link: 'https://www.social.example/pixelforge/posts/1234567890123456',
          share_count: 312,
          comments_count: '1.1K',
          media: [{ type: 'Photo', url: 'https://cdn.social.example/m/1.jpg', width: 1080, height: 1350 }],
          images: ['https://cdn.social.example/m/2.jpg'],
        },
        values: {
          text: 'Launch day! #cosy #indie',
          publish_time: 1767225600,
          is_media: true,
          photo_image: '{"uri":"https://cdn.social.example/m/1.jpg","width":1080}',
        },
        reactions: { total_reaction_count: '13K', Like: 9000, Love: '3.2K', Haha: 800 },
      },
      {
        details: {
          post_id: '1234567890123457',
          post_link: 'https://www.social.example/pixelforge/posts/1234567890123457',
          share_count: 4,
          comments_count: 12,
          media: [],
        },
        values: { text: 'Patch notes for 1.0.1', publish_time: '2026-01-02T10:00:00Z', is_media: false },
        reactions: { total_reaction_count: 240, Like: 240 },
      },
      {
        details: {
          post_id: '1234567890123458',
          post_link: 'javascript:alert(1)',
          share_count: 0,
          comments_count: 0,
          media: [
            {
              type: 'Video',
              video_url: 'https://cdn.social.example/v/3.mp4',
              thumbnail: 'https://cdn.social.example/v/3.jpg',
            },
          ],
        },
        values: { text: 'Trailer', publish_time: 1767400000000, is_media: true, photo_image: '' },
        reactions: { total_reaction_count: '1,234' },
      },
    ],
    end_cursor: 'AQHRpage2cursor',
  },
  message,
  meta: meta(1),
};

export const groupPosts = {
  data: {
    posts: [
      {
        details: { post_id: '555000111', post_link: 'https://www.social.example/groups/cosy/posts/555000111', share_count: 1, comments_count: 7 },
        values: { text: 'Anyone tried the new update?', publish_time: 1767225600 },
        reactions: { total_reaction_count: 42, Like: 40, Wow: 2 },
        author: { name: 'Sam Rivera', id: '100000000000001', url: 'https://www.social.example/sam.rivera' },
      },
    ],
    end_cursor: null,
  },
  message,
  meta: meta(1),
};

export const pageReels = {
  data: {
    reels: [
      {
        video_id: '990011223344',
        url: 'https://www.social.example/reel/990011223344',
        description: 'Speedrun in 60 seconds',
        play_count: '2.1M',
        thumbnail: 'https://cdn.social.example/r/1.jpg',
        duration: 59.8,
        publish_time: 1767225600,
      },
    ],
    end_cursor: 'reels-2',
  },
  message,
  meta: meta(),
};

export const pageVideos = {
  data: {
    videos: [
      {
        video_id: '880011223344',
        title: 'Developer diary #3',
        url: 'https://www.social.example/pixelforge/videos/880011223344',
        duration: '12:05',
        view_count: '48K',
        thumbnail: 'https://cdn.social.example/v/dd3.jpg',
        publish_time: '2025-12-20T18:00:00Z',
      },
      { video_id: '880011223345', title: 'Soundtrack preview', duration: 185, view_count: 9100 },
    ],
    end_cursor: 'videos-2',
  },
  message,
  meta: meta(),
};

export const groupId = { group_id: '123456789012345', message, meta: meta() };

export const groupDetails = {
  group_id: '123456789012345',
  name: 'Cosy Games Club',
  url: 'https://www.social.example/groups/cosygames',
  description_text: 'A friendly place to share cosy games.',
  group_member_count: '24K',
  privacy_info_text: 'Public',
  group_rules: [
    { title: 'Be kind', text: 'No harassment.' },
    { title: 'No spam', text: 'Self-promotion on Fridays only.' },
  ],
  number_of_posts_in_last_day: 14,
  number_of_posts_in_last_month: '420',
  created_time: 1420070400,
  message,
  meta: meta(),
};

export const groupVideos = {
  data: {
    items: [{ video_id: '770011', title: 'Club meetup recap', view_count: 1300, duration: 640 }],
    end_cursor: null,
  },
  message,
  meta: meta(),
};

export const postId = { post_id: '1234567890123456', message, meta: meta() };

export const postDetails = {
  data: {
    post_id: '1234567890123456',
    url: 'https://www.social.example/pixelforge/posts/1234567890123456',
    text: 'Launch day!',
    author: { name: 'Pixel Forge Games', id: '100064123456789', url: 'https://www.social.example/pixelforge' },
    publish_time: 1767225600,
    media: [{ type: 'photo', url: 'https://cdn.social.example/m/1.jpg', width: 1080, height: 1350 }],
    reactions: { total_reaction_count: '13K', Like: 9000 },
    comments_count: 1100,
    share_count: 312,
  },
  message,
  meta: meta(),
};

export const postDetailsExtended = {
  data: {
    post_id: '1234567890123459',
    url: 'https://www.social.example/reel/1234567890123459',
    text: 'Behind the scenes',
    author: { name: 'Pixel Forge Games', id: '100064123456789', verified: true },
    publish_time: '2026-01-05T12:00:00Z',
    view_count: '1.2M',
    video_hd_src: 'https://cdn.social.example/v/hd.mp4',
    video_sd_src: 'https://cdn.social.example/v/sd.mp4',
    attached_track: { title: 'Lo-fi Loop', artist: 'Chip Tune Trio' },
    reactions: { total_reaction_count: 5200 },
    comments_count: 210,
    share_count: 33,
  },
  message,
  meta: meta(),
};

export const postAttachments = {
  data: {
    attachments: [
      { type: 'photo', url: 'https://cdn.social.example/m/a1.jpg', width: 1080, height: 1080, id: '301' },
      { type: 'photo', url: 'https://cdn.social.example/m/a2.jpg', width: '720', height: '960', id: '302' },
      { type: 'video', url: 'https://cdn.social.example/m/a3.mp4', thumbnail: 'https://cdn.social.example/m/a3.jpg', width: 1920, height: 1080 },
    ],
  },
  message,
  meta: meta(5),
};

export const videoDetails = {
  data: {
    video_id: '880011223344',
    title: 'Developer diary #3',
    message: 'How we made the harbour level #gamedev #indie',
    hashtags: ['#gamedev', 'indie'],
    owner: { name: 'Pixel Forge Games', id: '100064123456789' },
    reactions: { total_reaction_count: '2.5K', Like: 2000, Love: 500 },
    view_count: '48K',
    thumbnail: 'https://cdn.social.example/v/dd3.jpg',
    duration: 725,
    url: 'https://www.social.example/pixelforge/videos/880011223344',
  },
  message,
  meta: meta(),
};

export const postComments = {
  data: {
    items: [
      {
        id: 'Y29tbWVudDox',
        text: 'Congrats on the launch!',
        author: {
          name: 'Alex Kim',
          id: '100000000000002',
          url: 'https://www.social.example/alex.kim',
          picture: 'https://cdn.social.example/u/alex.jpg',
        },
        created_time: 1767229200,
        reaction_count: '1.2K',
        reply_count: 3,
        comment_feedback_id: 'ZmVlZGJhY2s6MQ==',
        expansion_token: 'MTpleHBhbnNpb24=',
      },
      {
        id: 'Y29tbWVudDoy',
        text: 'Day one purchase.',
        author: { name: 'Jo Park' },
        reaction_count: 5,
        reply_count: 0,
      },
    ],
    end_cursor: 'comments-2',
  },
  message,
  meta: meta(),
};

export const commentReplies = {
  data: {
    items: [
      { id: 'cmVwbHk6MQ==', text: 'Thank you!', author: { name: 'Pixel Forge Games' }, reaction_count: 12 },
      { id: 'cmVwbHk6Mg==', text: 'Same here', author: { name: 'Lee' }, created_time: '2026-01-01T10:00:00Z' },
    ],
  },
  message,
  meta: meta(),
};

export const searchPages = {
  data: {
    results: [
      {
        name: 'Pixel Forge Games',
        url: 'https://www.social.example/pixelforge',
        category: 'Video game',
        followers_count: '6.4M followers',
        page_id: '100064123456789',
      },
      { name: 'Pixel Forge Fans', url: 'https://www.social.example/pixelforgefans', category: ['Fan page'], followers: 1200 },
      { name: 'Pixel Forge Jobs', url: 'https://www.social.example/pfjobs' },
    ],
    end_cursor: 'pages-2',
  },
  message,
  meta: meta(),
};

export const searchPeople = {
  data: {
    results: [
      {
        name: 'Alex Kim',
        url: 'https://www.social.example/alex.kim',
        picture: 'https://cdn.social.example/u/alex.jpg',
        work: 'Pixel Forge Games',
        education: 'Portsmouth University',
        location: 'Portsmouth',
        id: '100000000000002',
      },
    ],
    end_cursor: 'people-2',
  },
  message,
  meta: meta(),
};

export const searchLocations = {
  data: {
    items: [
      { location_uid: '106078429431815', name: 'London, United Kingdom', address: 'England' },
      { location_uid: '110346328998282', name: 'London, Ontario' },
    ],
  },
  message,
  meta: meta(),
};

export const searchPosts = {
  data: {
    items: [
      {
        basic_info: {
          post_id: '987654321',
          post_text: 'Loving this cosy game',
          url: 'https://www.social.example/someone/posts/987654321',
        },
        owner_info: { owner_name: 'Casey' },
        feedback_details: { reaction_count: '2.3K', comment_count: 45, share_count: '1,020' },
      },
    ],
    end_cursor: 'search-posts-2',
  },
  message,
  meta: meta(),
};

export const searchVideos = {
  data: {
    results: [
      {
        video_id: '660011',
        title: 'Cosy game review',
        url: 'https://www.social.example/watch/?v=660011',
        view_count: '310K views',
        thumbnail: 'https://cdn.social.example/v/660011.jpg',
        is_live: false,
      },
    ],
    end_cursor: 'videos-search-2',
  },
  message,
  meta: meta(),
};

export const adsCountries = {
  data: {
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'GB', name: 'United Kingdom' },
      'fr',
    ],
  },
  message,
  meta: meta(),
};

export const adsSearch = {
  data: {
    ads: [
      {
        ad_archive_id: '1122334455667788',
        page_name: 'Pixel Forge Games',
        page_id: '204512345678901',
        snapshot: {
          body: { text: 'Out now on all platforms.' },
          title: 'Harbour Tales',
          images: [{ original_image_url: 'https://cdn.social.example/ads/1.jpg', resized_image_url: 'https://cdn.social.example/ads/1s.jpg' }],
          videos: [],
        },
        start_date: 1767225600,
        end_date: 1769904000,
        is_active: true,
        publisher_platform: ['SOCIAL', 'PHOTO'],
        ad_snapshot_url: 'https://www.social.example/ads/library/?id=1122334455667788',
      },
      {
        ad_archive_id: '1122334455667789',
        page_name: 'Pixel Forge Games',
        snapshot: { body: 'Wishlist today', videos: [{ video_hd_url: 'https://cdn.social.example/ads/2.mp4' }] },
        start_date: '2025-11-01',
        is_active: false,
        publisher_platform: 'SOCIAL',
        impressions: { lower_bound: '1000', upper_bound: '4999' },
      },
    ],
    end_cursor: 'ads-2',
  },
  message,
  meta: meta(),
};

export const adsPageDetails = {
  data: {
    page_id: '204512345678901',
    page_name: 'Pixel Forge Games',
    verification: 'BLUE_VERIFIED',
    category: 'Video game',
    country: 'United Kingdom',
    total_ads: '37',
    page_profile_picture_url: 'https://cdn.social.example/p/pixelforge.jpg',
  },
  message,
  meta: meta(),
};

export const accountUsage = {
  credits: { remaining: 187, limit: 200, used: 13 },
  plan: 'free',
  billing_period: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
};

export const accountLimits = { rate_limit: { per_hour: 1000 }, concurrent: 2 };

export const accountTopUps = {
  auto_top_up: { enabled: false },
  lifetime_spend: 49,
  history: [{ created_at: '2025-12-15T09:30:00Z', credits: 30000, amount: 49 }],
};

export const adsKeywords = {
  data: {
    pages: [
      {
        page_id: '204512345678901',
        name: 'Pixel Forge Games',
        category: 'Video game',
        likes: '5.9M',
        image_uri: 'https://cdn.social.example/p/pixelforge.jpg',
        verification: 'BLUE_VERIFIED',
        ad_count: 37,
      },
      { page_id: 204599999999999, name: 'Harbour Shoes', category: ['Shoe store', 'Retail'], likes: 1200, ad_page_id: '304599999999999' },
    ],
  },
  message,
  meta: meta(),
};

export const adsArchiveDetails = {
  data: {
    ad_archive_id: '1122334455667788',
    page_id: '204512345678901',
    page_name: 'Pixel Forge Games',
    snapshot: {
      body: { text: 'Out now on all platforms.' },
      title: 'Harbour Tales',
      link_url: 'https://pixelforge.example/harbour-tales',
      link_description: 'A cosy fishing game',
      cta_text: 'Shop now',
      page_profile_uri: 'https://www.social.example/pixelforge',
      page_profile_picture_url: 'https://cdn.social.example/p/pixelforge.jpg',
      page_like_count: 5900000,
      page_categories: ['Video game'],
      images: [{ original_image_url: 'https://cdn.social.example/ads/1.jpg', resized_image_url: 'https://cdn.social.example/ads/1s.jpg' }],
      videos: [{ video_hd_url: 'https://cdn.social.example/ads/1.mp4', video_preview_image_url: 'https://cdn.social.example/ads/1p.jpg' }],
    },
    collated_results: [
      { snapshot: { body: { text: 'Out now on all platforms.' }, title: 'Harbour Tales', link_url: 'https://pixelforge.example/harbour-tales', link_description: 'A cosy fishing game', cta_text: 'Shop now', images: [{ original_image_url: 'https://cdn.social.example/ads/1.jpg' }], videos: [{ video_hd_url: 'https://cdn.social.example/ads/1.mp4', video_preview_image_url: 'https://cdn.social.example/ads/1p.jpg' }] } },
      { snapshot: { body: 'Wishlist it today', title: 'Harbour Tales', images: [{ original_image_url: 'https://cdn.social.example/ads/2.jpg' }] } },
    ],
    start_date: 1767225600,
    end_date: '2026-02-01',
    is_active: false,
    publisher_platform: ['SOCIAL', 'PHOTO', 'MESSENGER'],
    reached_countries: ['GB', 'IE'],
    spend: { lower_bound: '100', upper_bound: '199' },
    currency: 'GBP',
    impressions_with_index: { impressions_text: '10K-15K', impressions_index: 3 },
    aaa_info: { eu_total_reach: 12345 },
    ad_snapshot_url: 'https://www.social.example/ads/library/?id=1122334455667788',
  },
  message,
  meta: meta(),
};

/** A listing as the site itself nests it in lists: {node: {listing: {...}}}. */
const siteListing = (id: string, title: string, amount: string, formatted: string, extra: Record<string, unknown> = {}) => ({
  node: {
    listing: {
      id,
      marketplace_listing_title: title,
      listing_price: { amount, currency: 'USD', formatted_amount: formatted },
      location: { reverse_geocode: { city: 'Austin', state: 'TX' } },
      primary_listing_photo: { image: { uri: `https://cdn.social.example/mp/${id}.jpg` } },
      marketplace_listing_seller: { id: '100070000000001', name: 'Sam Rivera' },
      is_sold: false,
      ...extra,
    },
  },
});

export const marketplaceSearch = {
  data: {
    listings: [
      siteListing('5550001', 'Oak desk', '120.00', '$120'),
      {
        listing_id: '5550002',
        title: 'Office chair',
        price: '$45',
        location: 'Round Rock, TX',
        image: 'https://cdn.social.example/mp/5550002.jpg',
        seller_id: '100070000000002',
        created_time: 1767225600,
        url: 'https://www.social.example/marketplace/item/5550002/',
      },
    ],
    end_cursor: 'mp-2',
  },
  message,
  meta: meta(),
};

export const marketplaceListing = {
  data: {
    listing: {
      id: '5550001',
      marketplace_listing_title: 'Oak desk',
      listing_price: { amount: '1200.00', currency: 'USD', formatted_amount: '$1,200' },
      redacted_description: { text: 'Solid oak, 140 cm wide. Pick up only.' },
      condition: 'Used - Good',
      location: { latitude: 30.2672, longitude: -97.7431, reverse_geocode: { city: 'Austin', state: 'TX' } },
      location_text: { text: 'Austin, TX' },
      listing_photos: [
        { image: { uri: 'https://cdn.social.example/mp/5550001-1.jpg' } },
        { image: { uri: 'https://cdn.social.example/mp/5550001-2.jpg' } },
        { image: { uri: 'javascript:alert(1)' } },
      ],
      marketplace_listing_seller: {
        id: '100070000000001',
        name: 'Sam Rivera',
        profile_picture: { uri: 'https://cdn.social.example/u/sam.jpg' },
      },
      creation_time: 1767225600,
      marketplace_listing_category: { name: 'Furniture', slug: 'furniture' },
      is_sold: false,
      share_uri: 'https://www.social.example/marketplace/item/5550001/',
    },
  },
  message,
  meta: meta(),
};

export const marketplaceSeller = {
  data: {
    seller: {
      id: '100070000000001',
      name: 'Sam Rivera',
      profile_picture: 'https://cdn.social.example/u/sam.jpg',
      ratings: { average_rating: 4.8, rating_count: 23 },
      join_time: 1420070400,
      location: { name: 'Austin, Texas' },
      badges: [{ name: 'Very responsive' }, 'Highly rated'],
    },
    listings: [siteListing('5550001', 'Oak desk', '120.00', '$120'), { listing_id: '5550003', title: 'Bookshelf', price: 30 }],
  },
  message,
  meta: meta(),
};

export const marketplaceCategories = {
  data: {
    categories: [
      {
        id: '807311116002614',
        name: 'Vehicles',
        category_url: 'vehicles',
        subcategories: [{ id: '1', name: 'Cars', seo_url: 'https://www.social.example/marketplace/category/cars' }],
      },
      { id: '1583634935226685', name: 'Property Rentals', category_url: 'propertyrentals' },
      { name: 'Free Stuff', category_url: 'free' },
    ],
  },
  message,
  meta: meta(),
};

export const marketplaceCityCoordinates = {
  data: {
    results: [
      { city: 'Austin', state: 'Texas', country: 'United States', latitude: 30.2672, longitude: -97.7431 },
      { name: 'Austin', region: 'Minnesota', country: 'US', lat: '43.6666', lng: '-92.9746' },
    ],
  },
  message,
  meta: meta(),
};

export const marketplaceVehicles = {
  data: {
    listings: [
      siteListing('7770001', '2015 Honda Civic', '9500.00', '$9,500', {
        custom_sub_titles_with_rendering_flags: [{ subtitle: '98K miles' }],
      }),
      {
        listing_id: '7770002',
        title: '2019 Ford Ranger',
        price: { amount: 24000, currency: 'USD' },
        vehicle_make_display_name: 'Ford',
        vehicle_model_display_name: 'Ranger',
        vehicle_year: 2019,
        vehicle_odometer_data: { unit: 'KILOMETERS', value: 61000 },
      },
    ],
    end_cursor: 'veh-2',
  },
  message,
  meta: meta(),
};

export const marketplaceRentals = {
  data: {
    listings: [
      siteListing('8880001', '2 bed apartment near downtown', '1650.00', '$1,650 / month', {
        custom_sub_titles_with_rendering_flags: [{ subtitle: '2 beds · 1.5 baths' }],
      }),
      { listing_id: '8880002', title: 'Room in shared house', price: '$700', bedrooms: 1, bathrooms: '1', price_per_month: 700 },
    ],
    end_cursor: 'rent-2',
  },
  message,
  meta: meta(),
};

export const downloadMedia = {
  data: {
    title: 'Harbour Tales trailer',
    thumbnail: 'https://cdn.social.example/v/880011223344.jpg',
    media: [
      { url: 'https://video.social.example/v/880011223344_hd.mp4', type: 'video', quality: 'HD', size: 18874368, mime_type: 'video/mp4', width: 1280, height: 720 },
      { url: 'https://video.social.example/v/880011223344_sd.mp4', type: 'video', quality: 'SD', size: '4.2 MB' },
      { url: 'https://video.social.example/v/880011223344.m4a', type: 'audio' },
    ],
  },
  message,
  meta: meta(),
};

/** One sample body per operation of the catalog. */
export const BODIES = {
  social_get_page_id: pageId,
  social_get_page_details: pageDetails,
  social_get_page_posts: pagePosts,
  social_get_page_reels: pageReels,
  social_get_page_videos: pageVideos,
  social_get_group_id: groupId,
  social_get_group_details: groupDetails,
  social_get_group_posts: groupPosts,
  social_get_group_videos: groupVideos,
  social_get_post_id: postId,
  social_get_post_details: postDetails,
  social_get_post_details_extended: postDetailsExtended,
  social_get_post_attachments: postAttachments,
  social_get_video_details: videoDetails,
  social_get_post_comments: postComments,
  social_get_comment_replies: commentReplies,
  social_search_pages: searchPages,
  social_search_people: searchPeople,
  social_search_locations: searchLocations,
  social_search_posts: searchPosts,
  social_search_videos: searchVideos,
  social_ads_countries: adsCountries,
  social_ads_search: adsSearch,
  social_ads_page_details: adsPageDetails,
  social_ads_keywords: adsKeywords,
  social_ads_archive_details: adsArchiveDetails,
  social_marketplace_search: marketplaceSearch,
  social_marketplace_listing: marketplaceListing,
  social_marketplace_seller: marketplaceSeller,
  social_marketplace_categories: marketplaceCategories,
  social_marketplace_city_coordinates: marketplaceCityCoordinates,
  social_marketplace_vehicles: marketplaceVehicles,
  social_marketplace_rentals: marketplaceRentals,
  social_download_media: downloadMedia,
  account_get_usage: accountUsage,
  account_get_limits: accountLimits,
  account_get_top_ups: accountTopUps,
  ...PHOTO_BODIES,
} as const;

/** Alternative forms the normaliser must also read. */
export const VARIANTS = {
  pageDetailsUnderData: { data: { name: 'Pixel Forge Games', followers_count: '13K', category: 'Video game' }, meta: meta() },
  groupDetailsUnderData: { data: { group_id: '1', name: 'Cosy', group_member_count: 12 } },
  flatPosts: {
    data: {
      posts: [{ post_id: '1', text: 'Flat post', reaction_count: '2K', comments_count: 3, url: 'https://www.social.example/p/1' }],
    },
  },
  searchPostsResults: { data: { results: [{ post_id: '2', text: 'Found', author: { name: 'Ana' } }] } },
  commentsUnderComments: { data: { comments: [{ id: 'c1', text: 'hi', author: { name: 'B' } }] } },
  commentsAsArray: { data: [{ id: 'c1', text: 'hi' }] },
  attachmentsAsItems: { data: { items: [{ type: 'photo', url: 'https://cdn.social.example/x.jpg' }] } },
  attachmentsAsArray: { data: [{ type: 'video', url: 'https://cdn.social.example/x.mp4' }] },
  videoTopLevel: { video_id: '42', title: 'Top level video', view_count: 10, meta: meta() },
  countriesAsCodes: { data: ['US', 'GB', 'DE'] },
  countriesAsMap: { data: { countries: { US: 'United States', FR: 'France' } } },
  usageFlat: { data: { credits_remaining: '150', credits_limit: 200, plan: { name: 'Starter' } } },
  limitsPerSecond: { data: { rate_limit: { per_second: 5 }, concurrent: { limit: 4 } } },
  cursorInPageInfo: { data: { posts: [], page_info: { end_cursor: 'pi-1', has_next_page: true } } },
  cursorInMeta: { data: { items: [] }, meta: { ...meta(), end_cursor: 'm-1' } },
  idUnderZero: { '0': { page_id: '777' }, message },
  idAsData: { data: 12345 },
  idNumeric: { data: { id: 98765 } },
  adsKeywordsAsResults: { data: { results: [{ page: { id: '9', name: 'Nine' }, ads_count: '1.2K' }] } },
  adDetailsFlat: {
    ad_archive_id: '42',
    page_name: 'Flat Page',
    ad_creative_bodies: ['Body one'],
    ad_creative_link_title: 'Title one',
    publisher_platforms: 'SOCIAL',
    spend: '$1,000 - $1,499',
    impressions: '<1K',
    meta: meta(),
  },
  adDetailsDynamic: {
    data: {
      ad_archive_id: '43',
      snapshot: {
        display_format: 'DCO',
        cards: [
          { body: 'Card A', title: 'A', original_image_url: 'https://cdn.social.example/ads/a.jpg' },
          { body: 'Card B', title: 'B', video_hd_url: 'https://cdn.social.example/ads/b.mp4' },
        ],
      },
    },
  },
  listingFlat: {
    data: {
      listing_id: '6660001',
      title: 'Bike',
      price: 'Free',
      description: 'Needs a new chain',
      photos: ['https://cdn.social.example/mp/b1.jpg', 'https://cdn.social.example/mp/b1.jpg', 'data:image/png;base64,AAAA'],
      seller: { id: 100070000000009, name: 'Lee' },
      attribute_data: [{ attribute_name: 'Condition', label: 'Used - Fair', value: 'used_fair' }],
      category: 'Bicycles',
      latitude: '51.5072',
      longitude: '-0.1276',
      location_text: 'London',
    },
  },
  sellerFlat: { seller_id: '77', name: 'Flat Seller', rating: '4.5', review_count: '1,204', joined: 'Joined in 2019', meta: meta() },
  categoriesAsMap: { data: { categories: { vehicles: 'Vehicles', electronics: 'Electronics' } } },
  cityAlone: { data: { city: 'Austin', country: 'US', latitude: '30.2672', longitude: '-97.7431' } },
  cityOutOfRange: { data: { results: [{ city: 'Nowhere', latitude: 123, longitude: 500 }] } },
  mediaSingle: { data: { download_url: 'https://cdn.social.example/p/photo.jpg', size: '512 KiB' } },
  mediaByQuality: { data: { urls: { hd: 'https://video.social.example/x_hd.mp4', sd: 'https://video.social.example/x_sd.mp4' } } },
  mediaHdSd: { data: { video_hd_url: 'https://video.social.example/y_hd.mp4', video_sd_url: 'https://video.social.example/y_sd.mp4', thumbnail: 'https://cdn.social.example/y.jpg' } },
  mediaUnsafe: { data: { files: ['javascript:alert(1)', 'ftp://cdn.social.example/z.mp4', { url: 'data:video/mp4;base64,AAAA' }] } },
} as const;

/** Empty answers: a link to nothing still answers 200. */
export const EMPTY = {
  pageDetails: { '0': {}, message, meta: meta() },
  envelopeOnly: { message, meta: meta() },
  noPosts: { data: { posts: [] }, message, meta: meta() },
  noListings: { data: { listings: [] }, message, meta: meta() },
  noPages: { data: { pages: [] }, message, meta: meta() },
  listingEmpty: { data: { listing: {} }, message, meta: meta() },
};
