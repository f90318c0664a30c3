import { KNOWN } from '../../../emulator/data/known';
import { PHOTO_KNOWN as PK } from '../../../emulator/data/photo';
import type { LibraryItemView } from '../../../lib/messaging/protocol';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { memoryStore } from '../../../lib/lookup/store';
import type { UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { makeApp } from '../fixtures/emulator';
import { createLookupCore } from '../lookup/production-path';

/**
 * Every kind of answer the extension knows, as the real lookup core gets it from the emulator:
 * a link of each kind the popup and the side panel look up, and the library those lookups (and
 * the lists, searches and ads the panel asks for) leave behind.
 */

const W = 'https://www.social.example';
const K = KNOWN;
const P = 'https://www.photo.example';

/** A link of every kind lookup_url answers, by kind. */
export const LINKS: Record<string, string> = {
  page: K.pages.northwindgames.url,
  group: K.groups.corvitarts.url,
  post: K.posts.manyComments.url,
  video: K.videos.main.watchUrl,
  reel: K.reels.main.url,
  share_link: K.posts.manyComments.shareUrl,
  ad_library: `${W}/ads/library/?active_status=all&view_all_page_id=${K.pages.northwindgames.adPageId}`,
  marketplace_item: K.marketplace.listing.url,
  marketplace_seller: K.marketplace.seller.url,
  photo_profile: `${P}/${PK.profile.username}/`,
  photo_post: `${P}/p/${PK.carousel}/`,
  photo_reel: `${P}/reel/${PK.reel}/`,
  photo_highlight: `${P}/stories/highlights/${PK.highlight.id}/`,
  photo_location: `${P}/explore/locations/${PK.location.id}/${PK.location.slug}/`,
  photo_audio: `${P}/reels/audio/${PK.audio.id}/`,
  photo_share_link: `${P}/share/${PK.share.post.code}`,
};

export interface World {
  lookups: { kind: string; url: string; result: UseCaseResult }[];
  /** Every kept item as the library opens it. */
  kept: LibraryItemView[];
}

export async function buildWorld(): Promise<World> {
  const app = makeApp();
  const settings = { ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1', dailyBudget: null, ratePerSecond: 1000 } as Settings;
  const core = createLookupCore({
    store: memoryStore(),
    settings: async () => settings,
    apiKey: async () => 'test-key',
    client: { fetch: ((url: string, init?: RequestInit) => app.request(url, init)) as typeof fetch },
  });
  const run = async (request: UseCaseRequest): Promise<UseCaseResult> => {
    const response = await core.service.run(request);
    if (!response.ok) throw new Error(`${request.useCase}: ${JSON.stringify(response.error)}`);
    return response.result;
  };
  const lookups: World['lookups'] = [];
  for (const [kind, url] of Object.entries(LINKS)) lookups.push({ kind, url, result: await run({ useCase: 'lookup_url', input: { url } }) });
  // One ad by its own link (its id from the advertiser's ads).
  const ads = lookups.find((l) => l.kind === 'ad_library')!.result.steps.find((s) => s.normalized.model === 'ad_list')!;
  const adId = (ads.normalized as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const adUrl = `${W}/ads/library/?id=${adId}`;
  lookups.push({ kind: 'ad', url: adUrl, result: await run({ useCase: 'lookup_url', input: { url: adUrl } }) });

  // What the panel's lists, searches and ads add to the library.
  const page = K.pages.northwindgames.url;
  await run({ useCase: 'page_posts', input: { link: page } });
  await run({ useCase: 'page_videos', input: { link: page } });
  await run({ useCase: 'page_reels', input: { link: page } });
  const comments = await run({ useCase: 'post_comments', input: { link: K.posts.manyComments.url } });
  const withReplies = (comments.steps[0]!.normalized as { data: { items: { feedbackId?: string; expansionToken?: string; replies?: number }[] } })
    .data.items.find((c) => (c.replies ?? 0) > 0 && c.feedbackId && c.expansionToken)!;
  await run({ useCase: 'comment_replies', input: { comment_feedback_id: withReplies.feedbackId!, expansion_token: withReplies.expansionToken! } });
  await run({ useCase: 'post_attachments', input: { link: K.posts.multiPhoto.url, post_id: K.posts.multiPhoto.id } });
  for (const useCase of ['search_pages', 'search_people', 'search_posts', 'search_videos'] as const) await run({ useCase, input: { query: 'northwind' } });
  await run({ useCase: 'search_locations', input: { query: 'Lisbon' } });
  await run({ useCase: 'ads_keywords', input: { query: 'northwind' } });
  await run({ useCase: 'marketplace_search', input: { query: 'camera' } });
  await run({ useCase: 'marketplace_vehicles', input: {} });
  await run({ useCase: 'marketplace_rentals', input: {} });
  // What the photo views ask for: a profile's reels and highlights, popular search.
  await run({ useCase: 'photo_profile_reels', input: { username: PK.profile.username } });
  await run({ useCase: 'photo_profile_highlights', input: { username: PK.profile.username } });
  await run({ useCase: 'photo_search', input: { keyword: PK.tag } });

  const kept: LibraryItemView[] = [];
  for (const entity of (await core.library.list({ limit: 5000 })).items) {
    const opened = (await core.library.open(entity.uid))!;
    const { tokens: _tokens, ...item } = opened.entity;
    kept.push({ item, normalized: opened.normalized, children: opened.children });
  }
  return { lookups, kept };
}
