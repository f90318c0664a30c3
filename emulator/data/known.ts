// Fixed, well-known entities present in every dataset whatever the seed or scale, for demos,
// fixture pages and tests. Their ids, links and counts never change; texts and the generated
// neighbours around them follow the seed.

const SITE = 'https://www.social.example';

/** The dataset's "now": generated times go back from here. */
export const EPOCH_ISO = '2026-11-01T00:00:00Z';
export const EPOCH_MS = Date.UTC(2026, 10, 1, 0, 0, 0);

const photoIds = (base: number, count: number) => Array.from({ length: count }, (_, i) => String(base + i * 17));

export const KNOWN = {
  pages: {
    /** An advertiser page with posts, videos, reels and ads. */
    northwindgames: {
      vanity: 'northwindgames',
      id: '100064860875397',
      name: 'Northwind Games',
      url: `${SITE}/northwindgames`,
      profileUrl: `${SITE}/profile.php?id=100064860875397`,
      adPageId: '121264564551002',
      followers: 2_384_571,
      posts: 40,
      videos: 14,
      reels: 8,
      ads: 24,
    },
    /** A page without ad_page_id and without public posts, videos or reels. */
    quietharbor: {
      vanity: 'quietharbor',
      id: '100083550441122',
      name: 'Quiet Harbor Inn',
      url: `${SITE}/quietharbor`,
      profileUrl: `${SITE}/profile.php?id=100083550441122`,
      adPageId: null,
      posts: 0,
    },
  },
  groups: {
    corvitarts: {
      slug: 'corvitarts',
      id: '117507531664134',
      name: 'Corvit Arts Collective',
      url: `${SITE}/groups/corvitarts`,
      idUrl: `${SITE}/groups/117507531664134`,
      posts: 30,
      videos: 7,
    },
  },
  posts: {
    /** 210 top-level comments (7 calls of 30); comments #0, #1, #3 and #7 have replies. */
    manyComments: {
      id: '2257188721032235',
      url: `${SITE}/northwindgames/posts/2257188721032235`,
      permalinkUrl: `${SITE}/permalink.php?story_fbid=2257188721032235&id=100064860875397`,
      mobileUrl: `https://m.social.example/northwindgames/posts/2257188721032235/?__cft__[0]=AZXLT8sxNqaF8oP&__tn__=%2CO%2CP-R`,
      shareUrl: `${SITE}/share/p/Nw7rQk2PzL/`,
      shareCode: 'Nw7rQk2PzL',
      time: '2026-10-30T18:05:00Z',
      comments: 210,
      /** Top-level comment index → reply count. */
      replies: { 0: 12, 1: 3, 3: 1, 7: 25 } as Record<number, number>,
      photoId: '2257188654365575',
    },
    /** Six photos (attachments answer all six). */
    multiPhoto: {
      id: '2261043917283320',
      url: `${SITE}/northwindgames/posts/2261043917283320`,
      time: '2026-10-28T12:00:00Z',
      photoIds: photoIds(2261043850616660, 6),
      comments: 18,
    },
    /** A text-only post (no attachments). */
    textOnly: {
      id: '2255870140963551',
      url: `${SITE}/northwindgames/posts/2255870140963551`,
      time: '2026-10-29T08:00:00Z',
      comments: 4,
    },
    /** A post also reachable by its pfbid token. */
    pfbid: {
      id: '2249915503317471',
      pfbid: 'pfbid02Xk7LmQv9RrT3sYwZ8uN4cP1aB6dE5fG7hJ9kL2mN3pQ4rS5tU6vW7xY8zA9bC1dl',
      url: `${SITE}/northwindgames/posts/2249915503317471`,
      pfbidUrl: `${SITE}/permalink.php?story_fbid=pfbid02Xk7LmQv9RrT3sYwZ8uN4cP1aB6dE5fG7hJ9kL2mN3pQ4rS5tU6vW7xY8zA9bC1dl&id=100064860875397`,
      time: '2026-10-25T15:30:00Z',
      comments: 9,
    },
    /** A group post with 450 comments. */
    groupPost: {
      id: '1270763324652311',
      groupId: '117507531664134',
      url: `${SITE}/groups/117507531664134/posts/1270763324652311`,
      permalinkUrl: `${SITE}/groups/corvitarts/permalink/1270763324652311/`,
      time: '2026-10-29T09:30:00Z',
      comments: 450,
    },
  },
  videos: {
    main: {
      id: '387081299304444',
      url: `${SITE}/northwindgames/videos/387081299304444`,
      watchUrl: `${SITE}/watch/?v=387081299304444`,
      shareUrl: `${SITE}/share/v/NEf87jbPTvFE8LsL/`,
      shareCode: 'NEf87jbPTvFE8LsL',
      shortUrl: 'https://socialwatch.example/r1K6XHMfGT/',
      shortCode: 'r1K6XHMfGT',
      time: '2026-10-27T16:00:00Z',
      comments: 37,
      duration: 94,
    },
    /** A live video of the page (search videos with videos_live=true finds it). */
    live: {
      id: '401122887766554',
      url: `${SITE}/northwindgames/videos/401122887766554`,
      time: '2026-10-31T20:00:00Z',
    },
  },
  reels: {
    main: {
      id: '1195289147628387',
      url: `${SITE}/reel/1195289147628387`,
      shareUrl: `${SITE}/share/r/1CzXMGrJns/`,
      shareCode: '1CzXMGrJns',
      time: '2026-10-26T11:00:00Z',
      comments: 25,
    },
  },
  locations: {
    lisbon: { uid: '106377336067638', name: 'Lisbon' },
    austin: { uid: '108424279189115', name: 'Austin' },
  },
  marketplace: {
    /** A listing in Austin with five photos, sold by the known seller. */
    listing: {
      id: '1043967153245821',
      url: `${SITE}/marketplace/item/1043967153245821/`,
      title: 'Film camera with two lenses',
      price: 250,
      currency: 'USD',
      photos: 5,
      time: '2026-10-31T15:20:00Z',
    },
    vehicle: { id: '1109872345566778', url: `${SITE}/marketplace/item/1109872345566778/`, time: '2026-10-31T09:00:00Z' },
    rental: { id: '1187733445566990', url: `${SITE}/marketplace/item/1187733445566990/`, time: '2026-10-30T12:00:00Z' },
    seller: { id: '100089900112233', name: 'Rosa Whitfield', url: `${SITE}/marketplace/profile/100089900112233/` },
    category: { slug: 'electronics', url: `${SITE}/marketplace/category/electronics` },
    city: { name: 'Austin', lat: 30.2672, lng: -97.7431 },
  },
  /** Links to things that do not exist: the service answers 200 with an empty payload. */
  missing: {
    page: `${SITE}/nosuchpage404`,
    group: `${SITE}/groups/999999999999999`,
    post: `${SITE}/northwindgames/posts/1000000000000001`,
    video: `${SITE}/northwindgames/videos/1000000000000002`,
  },
  /** The API key built into every emulator. */
  demoKey: 'demo',
} as const;

export type KnownEntities = typeof KNOWN;
