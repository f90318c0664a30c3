/**
 * The user's words for the parameters of the service's operations and for the settings: the one
 * table an error's issues ("filter_price_lower_bound: must not be greater than
 * filter_price_upper_bound") are said from ("The lowest price must not be above the highest
 * price"). A name missing here is shown as it is (tests/unit/ui/params-words.test.ts asks the
 * catalog and the settings for every name).
 */
export const PARAM_LABELS: Record<string, string> = {
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
};

const label = (name: string): string | undefined => (Object.hasOwn(PARAM_LABELS, name) ? PARAM_LABELS[name] : undefined);

/** A parameter's name in words ("the lowest price"); a name not in the table as it is. */
export function paramLabel(name: string): string {
  // A nested setting ("cacheLifetimes.details") is said by its field.
  return label(name) ?? label(name.split('.')[0]!) ?? name;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every known name in a message said in words: "must not be greater than filter_price_upper_bound". */
function inWords(message: string): string {
  return message
    .replace(/\b[A-Za-z][\w.]*\b/g, (word) => (/_|[a-z][A-Z]/.test(word) && label(word) ? label(word)! : word))
    .replace(/\bmust not be greater than\b/g, 'must not be above');
}

/**
 * One issue of a check ("filter_price_lower_bound: must not be greater than
 * filter_price_upper_bound") as a sentence: "The lowest price must not be above the highest price."
 */
export function issueSentence(issue: string): string {
  const m = /^([\w.]+): (.*)$/s.exec(issue.trim());
  if (!m) return `${capital(inWords(issue.trim()))}.`.replace(/\.\.$/, '.');
  const [, name, said] = m as unknown as [string, string, string];
  // Some checks name their parameter themselves ("query: query is required").
  const rest = said.startsWith(`${name} `) ? said.slice(name.length + 1) : said;
  return `${capital(paramLabel(name))} ${inWords(rest)}.`.replace(/\.\.$/, '.');
}

/** The issues of a check, each a sentence, each once (a check may report one twice). */
export function issuesText(issues: readonly string[]): string {
  return [...new Set(issues.map(issueSentence))].join(' ');
}

/**
 * The service's own message when it names parameters the way the catalog does ("Invalid parameter
 * filter_price_lower_bound: must not be greater than filter_price_upper_bound"), said in words;
 * any other message as it came.
 */
export function serviceMessageText(message: string): string {
  const m = /^Invalid parameters? (.+)$/s.exec(message.trim());
  if (!m) return message;
  return `The service did not accept ${m[1]!.split('; ').length > 1 ? 'these values' : 'this value'}: ${issuesText(m[1]!.split('; '))}`;
}
