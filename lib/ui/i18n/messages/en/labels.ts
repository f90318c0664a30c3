import { kindNames } from './kind-names';

/**
 * Names of kinds, parameters and fields, and the words of prices and costs (lib/ui). The operations'
 * names (./operation-names.ts) and the downloads' words (./downloads.ts) are `labels.*` too
 * (./index.ts), loaded with the views that say them.
 */
export const labels = {
  /** Every kind of every site, keyed by the kind (the kinds.ts of each site under lib/site). */
  kinds: kindNames,
  /** The kind `other` (a key `other` among the kinds would read as a plural). */
  otherKind: 'Other',
  /** A link of no known kind. */
  link: 'Link',
  /**
   * The parameters of the service's operations and the settings, keyed by their names, as an
   * error's issues say them ("The lowest price must not be above the highest price").
   */
  params: {
    // Lookups and lists.
    link: 'the link',
    url: 'the link',
    post_id: 'the post id',
    video_id: 'the video id',
    page_id: 'the page id',
    listing_id: 'the listing id',
    seller_id: 'the seller id',
    comment_feedback_id: 'the comment’s id',
    expansion_token: 'the token of the replies',
    include_reply_info: 'the replies option',
    exact_followers_count: 'the exact follower count',
    limit: 'the number of items',
    end_cursor: 'the place to go on from',
    after_time: 'the earliest date',
    before_time: 'the latest date',
    timezone: 'the time zone',
    fields: 'the fields asked for',
    // Search.
    query: 'the search text',
    location_uid: 'the place',
    start_time: 'the start date',
    end_time: 'the end date',
    recent_posts: 'the recent posts option',
    most_recent: 'the newest first option',
    videos_live: 'the live videos option',
    // Ads library.
    ad_page_id: 'the advertiser id',
    ad_archive_id: 'the ad id',
    country: 'the country',
    activeStatus: 'the ad status',
    sort_data: 'the order',
    is_ad_non_political: 'the non-political ads option',
    is_ad_not_aaa_eligible: 'the ads outside the EU transparency rules option',
    // The photo network.
    username: 'the username',
    user_id: 'the user id',
    highlight_id: 'the highlight id',
    shortcode: 'the post’s code',
    clips_media_id: 'the reel id',
    audio_id: 'the audio id',
    max_id: 'the place to go on from',
    keyword: 'the search text',
    location_id: 'the place id',
    tab: 'the order',
    // Marketplace.
    city: 'the city',
    exactly_one: 'the single city option',
    category_url: 'the category',
    commerce_search_sort_by: 'the order',
    sort_by: 'the order',
    commerce_search_and_rp_condition: 'the condition',
    filter_location_latitude: 'the latitude of the centre',
    filter_location_longitude: 'the longitude of the centre',
    filter_radius_km: 'the distance from the centre',
    filter_price_lower_bound: 'the lowest price',
    filter_price_upper_bound: 'the highest price',
    filter_bedrooms_min: 'the fewest bedrooms',
    filter_bedrooms_max: 'the most bedrooms',
    filter_bathrooms_min: 'the fewest bathrooms',
    filter_bathrooms_max: 'the most bathrooms',
    posted_today: 'the posted today option',
    exact_match: 'the exact words option',
    is_c2c_listing_only: 'the private sellers option',
    // Settings.
    baseUrl: 'the service URL',
    siteHosts: 'the site domains',
    dailyBudget: 'the daily budget',
    cacheLifetimes: 'the cache lifetimes',
    theme: 'the theme',
    language: 'the language',
    autoLookup: 'the automatic lookups option',
    ratePerSecond: 'the request rate',
    downloadTemplate: 'the file name template',
    libraryMaxMegabytes: 'the library’s size cap',
    mcpUrl: 'the MCP server URL',
    parameters: 'the values',
  },
  /** A check's issue with a parameter, as a sentence: {param} is the parameter's words, capitalised. */
  issues: {
    required: '{param} is required.',
    requiredWith: '{param} is required with {other}.',
    notEmpty: '{param} must not be empty.',
    text: '{param} must be text.',
    trueOrFalse: '{param} must be true or false.',
    numericId: '{param} must be a numeric id.',
    atMost: '{param} must be at most {max}.',
    atLeast: '{param} must be at least {min}.',
    wholeFromTo: '{param} must be a whole number from {min} to {max}.',
    notAbove: '{param} must not be above {other}.',
    /** Any other check, as the check words it. */
    anyOther: '{param} {said}.',
  },
  /** The service's own message naming parameters, said in words. */
  serviceDidNotAccept: {
    one: 'The service did not accept this value: {issues}',
    other: 'The service did not accept these values: {issues}',
  },
  /** What a button costs. */
  cost: {
    free: 'free',
    cached: 'cached · 0 credits',
    cachedAge: 'cached · 0 credits · {age}',
    estimate: '~{cost}',
    withCost: '{label} · {cost}',
  },
  /** The question before a paid call. */
  confirm: {
    question: '{what}?',
    costs: 'This costs {cost}.',
    costsAbout: 'This costs about {cost}: an estimate.',
    spend: 'Spend {cost}',
    overBudget: '{why} Run it anyway?',
    runAnyway: 'Run anyway · {cost}',
  },
  /** A price rule in words. */
  price: {
    free: 'Free',
    flat: '{cost} a call',
    exactFollowers: '{cost} a call; {exact} with the exact follower count',
    perPosts: 'Charged by posts returned: 1 credit per {per} posts, at least 1.',
  },
  /** Orders of a list of photo posts. */
  photoSort: {
    service: 'Service’s order',
    date: 'Newest first',
    likes: 'Most likes',
    comments: 'Most comments',
    plays: 'Most plays',
  },
  /** Rows of recent lookups. */
  recent: {
    repliesOnPost: { one: 'Replies to a comment on post {post}', other: 'Replies to {count} comments on post {post}' },
    repliesOnAPost: { one: 'Replies to a comment on a post', other: 'Replies to {count} comments on a post' },
    paid: 'paid {cost}',
    paidNothing: 'paid nothing',
    paidIn: { one: 'paid {cost} in {count} lookup', other: 'paid {cost} in {count} lookups' },
    paidNothingIn: { one: 'paid nothing in {count} lookup', other: 'paid nothing in {count} lookups' },
  },
  /** What a post's attachments would add. */
  attachments: {
    photos: { one: '{count} photo', other: '{count} photos' },
    videos: { one: '{count} video', other: '{count} videos' },
    both: '{first} and {second}',
    none: 'The post’s answer shows no photo or video: attachments list any the post has.',
    allHeld: 'The post’s answer already holds its {items}, each with its file, id and size: attachments would bring the same again.',
    filesOf: 'the files of {items} shown without one',
    detailsOf: 'the ids and sizes of {items}',
    add: 'Attachments add {what}, and any photo or video the post’s answer left out.',
  },
  /** The noun of a count shown on its own, beside a compact figure ("12K followers"). */
  nouns: {
    follower: { one: 'follower', other: 'followers' },
    like: { one: 'like', other: 'likes' },
    member: { one: 'member', other: 'members' },
    reaction: { one: 'reaction', other: 'reactions' },
    comment: { one: 'comment', other: 'comments' },
    share: { one: 'share', other: 'shares' },
    view: { one: 'view', other: 'views' },
  },
  /** Sizes of files. */
  size: {
    bytes: { one: '{count} byte', other: '{count} bytes' },
    KB: '{size} KB',
    MB: '{size} MB',
    GB: '{size} GB',
    TB: '{size} TB',
  },
};
