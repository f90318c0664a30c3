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
  account_get_usage: accountUsage,
  account_get_limits: accountLimits,
  account_get_top_ups: accountTopUps,
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
} as const;

/** Empty answers: a link to nothing still answers 200. */
export const EMPTY = {
  pageDetails: { '0': {}, message, meta: meta() },
  envelopeOnly: { message, meta: meta() },
  noPosts: { data: { posts: [] }, message, meta: meta() },
};
