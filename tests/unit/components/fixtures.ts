import type { CreditsView, HistoryEntry, LedgerEntry, StepResult, UseCaseResult } from '../../../lib/lookup/types';
import type { Overview, TabState } from '../../../lib/messaging/protocol';
import type { PublicSettings } from '../../../lib/lookup/settings';
import type { UseCaseName } from '../../../lib/lookup/use-cases';
import type {
  Ad,
  Advertiser,
  Attachment,
  Comment,
  Group,
  ListPage,
  LocationResult,
  ModelMap,
  Normalized,
  Page,
  PageSearchResult,
  PersonSearchResult,
  Post,
  PostExtended,
  PostSearchResult,
  Reel,
  Reply,
  Video,
  VideoSearchResult,
} from '../../../lib/service/model';
import type { Detection } from '../../../lib/site/types';
import { definedOnly } from '../../../lib/util/defined';

/** Normalised answers and use-case results the component tests render. */

export const NOW = Date.UTC(2026, 1, 10, 12, 0, 0);

export function ok<K extends keyof ModelMap>(model: K, data: ModelMap[K]): Normalized<K> {
  return { status: 'ok', model, data };
}
export function empty<K extends keyof ModelMap>(model: K): Normalized<K> {
  return { status: 'empty', model };
}
export function unrecognised<K extends keyof ModelMap>(model: K, reason = 'no known field'): Normalized<K> {
  return { status: 'unrecognised', model, reason };
}

export function step(
  operationId: string,
  normalized: Normalized,
  options: Partial<Omit<StepResult, 'operationId' | 'normalized'>> = {},
): StepResult {
  return {
    operationId,
    params: {},
    normalized,
    raw: options.raw ?? { fixture: operationId },
    fromCache: false,
    fetchedAt: NOW - 1000,
    creditsCharged: 1,
    requestId: `req-${operationId}`,
    ...options,
  };
}

export function result(
  useCase: UseCaseName,
  steps: StepResult[],
  options: Partial<Pick<UseCaseResult, 'detection' | 'fromCache' | 'creditsCharged'>> = {},
): UseCaseResult {
  const fromCache = options.fromCache ?? steps.every((s) => s.fromCache);
  return {
    useCase,
    steps,
    creditsCharged: options.creditsCharged ?? steps.reduce((n, s) => n + (s.fromCache ? 0 : s.creditsCharged), 0),
    fromCache,
    ...definedOnly({ detection: options.detection }),
  };
}

export const cachedStep = (s: StepResult, ageMs = 5 * 60_000): StepResult => ({
  ...s,
  fromCache: true,
  creditsCharged: 0,
  fetchedAt: NOW - ageMs,
});

// ---- Detections ----
export const PAGE_URL = 'https://www.social.example/northwindgames';
export const GROUP_URL = 'https://www.social.example/groups/trailrunners';
export const POST_URL = 'https://www.social.example/northwindgames/posts/2257188721032235';
export const VIDEO_URL = 'https://www.social.example/watch/?v=5551234567';
export const REEL_URL = 'https://www.social.example/reel/998877665544';

export const pageDetection: Detection = { kind: 'page', id: 'northwindgames', url: PAGE_URL };
export const groupDetection: Detection = { kind: 'group', id: 'trailrunners', url: GROUP_URL };
export const postDetection: Detection = { kind: 'post', id: '2257188721032235', owner: 'northwindgames', url: POST_URL };
export const videoDetection: Detection = { kind: 'video', id: '5551234567', url: VIDEO_URL };
export const reelDetection: Detection = { kind: 'reel', id: '998877665544', url: REEL_URL };

// ---- Models ----
export const page: Page = {
  name: 'Northwind Games',
  url: PAGE_URL,
  id: '100064123456789',
  categories: ['Video game store', 'Toy store'],
  followers: 1_234_567,
  followersDisplay: '1.2M followers',
  followersExact: false,
  likes: 98_765,
  bio: 'Board games, card games and the people who play them.',
  email: 'hello@northwind.example',
  phone: '+1 555 0100',
  website: 'https://northwind.example',
  address: '12 Harbour Street, Springfield',
  rating: '4.6 (120 reviews)',
  adPageId: '112233445566',
  verified: true,
};

const { adPageId: _ads, ...pageWithoutAds } = page;
export const pageNoAds: Page = { ...pageWithoutAds, name: 'Quiet Page' };

export const group: Group = {
  id: '4455667788',
  name: 'Trail Runners Club',
  url: GROUP_URL,
  description: 'Routes, races and recovery tips.',
  members: 45_210,
  privacy: 'Public group',
  rules: [
    { title: 'Be kind', text: 'No insults or harassment.' },
    { title: 'No spam', text: 'Race ads on Fridays only.' },
  ],
  postsLastDay: 12,
  postsLastMonth: 340,
  createdTime: '2019-04-02T08:00:00Z',
};

export const post: Post = {
  id: '2257188721032235',
  url: POST_URL,
  text: 'Our spring tournament starts Saturday!',
  author: { name: 'Northwind Games', id: '100064123456789', url: PAGE_URL },
  time: '2026-01-31T12:00:00Z',
  media: [{ type: 'photo', url: 'https://cdn.social.example/p1.jpg', width: 1080, height: 1350 }],
  reactions: { total: 1520, byType: { Like: 1200, Love: 300, Wow: 20 } },
  comments: 210,
  shares: 33,
};

/** A post whose author link is a javascript: URL (must render as text). */
export const hostilePost: Post = {
  ...post,
  id: '1',
  text: '<img src=x onerror=alert(1)>',
  author: { name: 'Mallory', url: 'javascript:alert(1)' },
};

export const postExtended: PostExtended = {
  ...post,
  views: 45_000,
  videoHd: 'https://video.social.example/hd.mp4',
  videoSd: 'https://video.social.example/sd.mp4',
  audio: { title: 'Spring Theme', artist: 'The Meeples', url: 'https://audio.social.example/t.mp3' },
  authorVerified: true,
};

export const attachments: Attachment[] = [
  { type: 'photo', url: 'https://cdn.social.example/a1.jpg', width: 1080, height: 1080, id: 'a1' },
  { type: 'photo', url: 'https://cdn.social.example/a2.jpg', width: 1080, height: 1350, id: 'a2' },
  { type: 'photo', url: 'https://cdn.social.example/a3.jpg', id: 'a3' },
  { type: 'video', url: 'https://video.social.example/v.mp4', thumbnail: 'https://cdn.social.example/v.jpg', id: 'a4' },
];

export const comment1: Comment = {
  id: 'c1',
  text: 'Can beginners join?',
  author: { name: 'Ada', url: 'https://www.social.example/ada' },
  time: '2026-01-31T13:00:00Z',
  reactions: 12,
  replies: 4,
  feedbackId: 'fb-c1',
  expansionToken: 'tok-c1',
};
export const comment2: Comment = {
  id: 'c2',
  text: 'See you there!',
  author: { name: 'Grace' },
  reactions: 3,
  replies: 0,
};
export const comment3: Comment = { id: 'c3', text: 'Third comment on page two', author: { name: 'Linus' } };

export const replies: Reply[] = [
  { id: 'r1', text: 'Yes, there is a beginners table.', author: { name: 'Northwind Games' } },
  { id: 'r2', text: 'Thanks!', author: { name: 'Ada' } },
];

export const video: Video = {
  id: '5551234567',
  url: VIDEO_URL,
  title: 'How to play Harbour Lights',
  text: 'A five-minute rules overview.',
  hashtags: ['boardgames', '#howto'],
  owner: { name: 'Northwind Games', url: PAGE_URL },
  durationSec: 305,
  views: 10_500,
  thumbnail: 'https://cdn.social.example/vt.jpg',
  reactions: { total: 640, byType: { Like: 600, Love: 40 } },
  time: '2026-01-20T09:30:00Z',
};

export const reel: Reel = { id: '998877665544', url: REEL_URL, text: 'Unboxing in 15 seconds', views: 88_000, durationSec: 15 };

export const ads: Ad[] = [
  {
    id: 'ad1',
    pageName: 'Northwind Games',
    pageId: '112233445566',
    title: 'Spring sale',
    body: 'Twenty percent off all card games.',
    startDate: '2026-01-05',
    active: true,
    platforms: ['social', 'photo'],
    countries: ['DE', 'FR'],
    snapshotUrl: 'https://www.social.example/ads/library/?id=ad1',
    impressions: '10K-15K',
  },
  { id: 'ad2', pageName: 'Northwind Games', body: 'Tournament tickets', active: false, platforms: [], countries: [] },
];

export const advertiser: Advertiser = {
  pageId: '112233445566',
  name: 'Northwind Games',
  verified: true,
  category: 'Video game store',
  location: 'Springfield',
  totalAds: 42,
};

export const pageResults: PageSearchResult[] = [
  { name: 'Northwind Games', url: PAGE_URL, category: 'Video game store', followers: 1_234_567 },
  { name: 'Northwind Bakery', url: 'https://www.social.example/northwindbakery', category: 'Bakery', followers: 845 },
];
export const peopleResults: PersonSearchResult[] = [
  { name: 'Ada Lovelace', url: 'https://www.social.example/ada', work: 'Analytical Engines', location: 'London' },
];
export const postResults: PostSearchResult[] = [
  { id: 'p9', url: POST_URL, text: 'Tournament results are in', author: 'Northwind Games', reactions: 88, comments: 9, shares: 2 },
];
export const videoResults: VideoSearchResult[] = [{ id: 'v9', url: VIDEO_URL, title: 'Live finals', views: 2400, live: true }];
export const locationResults: LocationResult[] = [{ uid: '106078429431815', name: 'Springfield', address: 'Springfield, USA' }];

export const list = <T>(items: T[], endCursor?: string): ListPage<T> => ({ items, ...(endCursor ? { endCursor } : {}) });

// ---- Use-case results ----
export const pageResult = (p: Page = page) =>
  result('lookup_url', [step('social_get_page_details', ok('page', p))], { detection: pageDetection });
export const groupResult = () => result('lookup_url', [step('social_get_group_details', ok('group', group))], { detection: groupDetection });
export const postResult = (p: Post = post) =>
  result('lookup_url', [step('social_get_post_details', ok('post', p))], { detection: postDetection });
export const videoResult = () => result('lookup_url', [step('social_get_video_details', ok('video', video))], { detection: videoDetection });
export const reelResult = () =>
  result('lookup_url', [step('social_get_post_details_extended', ok('post_extended', { ...postExtended, url: REEL_URL, text: 'Unboxing in 15 seconds' }))], {
    detection: reelDetection,
  });

// ---- Settings, credits, history, ledger ----
export const settings: PublicSettings = {
  baseUrl: 'https://api.example',
  keySet: true,
  keyMasked: '3f2a…9c1d',
  siteHosts: { site: ['social.example'], short: ['socialwatch.example', 'socialme.example'] },
  dailyBudget: 50,
  cacheLifetimes: { details: 1440, list: 60, search: 60, reference: 10080 },
  theme: 'system',
  language: 'auto',
  libraryMaxMegabytes: null,
  autoLookup: false,
  ratePerSecond: 5,
  downloadTemplate: '{owner}-{date}-{id}-{n}',
  mcpUrl: '',
};

export const credits: CreditsView = {
  remaining: 18_345,
  reportedAt: NOW - 60_000,
  plan: 'Starter',
  limit: 30_000,
  spentToday: 7,
  spentThisMonth: 120,
  dailyBudget: 50,
};

export const history: HistoryEntry[] = [
  { time: NOW - 60_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: POST_URL } }, label: 'Post 2257188721032235', creditsCharged: 1, fromCache: false },
  { time: NOW - 120_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: PAGE_URL } }, label: 'Page northwindgames', creditsCharged: 1, fromCache: false },
  { time: NOW - 180_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: GROUP_URL } }, label: 'Group trailrunners', creditsCharged: 1, fromCache: false },
  { time: NOW - 240_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: VIDEO_URL } }, label: 'Video 5551234567', creditsCharged: 1, fromCache: false },
  { time: NOW - 300_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: REEL_URL } }, label: 'Reel 998877665544', creditsCharged: 1, fromCache: false },
  { time: NOW - 360_000, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: 'https://www.social.example/old' } }, label: 'Page old', creditsCharged: 1, fromCache: false },
];

export const overview = (patch: Partial<PublicSettings> = {}, creditsPatch: Partial<CreditsView> = {}): Overview => ({
  settings: { ...settings, ...patch, ...definedOnly({ dailyBudget: creditsPatch.dailyBudget }) },
  credits: { ...credits, ...definedOnly({ dailyBudget: patch.dailyBudget }), ...creditsPatch },
  history,
});

export const ledger: LedgerEntry[] = [
  { time: NOW - 60_000, operationId: 'social_get_post_details', summary: 'link=…/northwindgames/posts/2257…', status: 200, creditsCharged: 1, creditsRemaining: 18_345, requestId: 'req-abc-123', fromCache: false, attempt: 1 },
  { time: NOW - 30_000, operationId: 'social_get_page_details', summary: 'link=…/northwindgames', status: 'cached', creditsCharged: 0, fromCache: true, attempt: 1 },
  { time: NOW - 10_000, operationId: 'social_get_post_comments', summary: 'link=…/posts/2257…', status: 429, errorCode: 'rate_limited', creditsCharged: 0, fromCache: false, attempt: 2, requestId: 'req-rl-9' },
];

export const tabOnSite = (current: Detection | null = postDetection, found: Detection[] = [pageDetection, groupDetection, videoDetection]): TabState => ({
  tabId: 7,
  url: current?.url ?? 'https://www.social.example/',
  current,
  onSite: true,
  report: { pageUrl: current?.url ?? 'https://www.social.example/', current, found, total: found.length, seq: 0 },
});

export const tabOffSite: TabState = { tabId: 7, url: 'https://news.example/story', current: null, onSite: false };
