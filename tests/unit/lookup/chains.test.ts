import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { planCost } from '../../../lib/lookup/chains';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import type { RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import { classifyUrl } from '../../../lib/site';
import { it, type Emu } from '../fixtures/emulator';
import { makeHarness, type Harness } from './helpers';
import { noticeText } from '../../../lib/ui/text/notices';

// Every use case against the real emulator over HTTP: the chain calls the right operations with
// the right parameters, and what it says it spent is what the service charged.

let emu: Emu;
let h: Harness;
// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  h = makeHarness(emu.url);
});

const canon = (url: string) => classifyUrl(url)!.url;
const PAGE = KNOWN.pages.northwindgames;
const POST = KNOWN.posts.manyComments;

type Call = [operation: string, params: Record<string, string>];

function ok(r: RunResponse): UseCaseResult {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.result;
}

const byOp = (a: Call, b: Call) => (a[0] + JSON.stringify(a[1])).localeCompare(b[0] + JSON.stringify(b[1]));

/** Runs a request and checks the service saw exactly `calls` and charged what the result says. */
async function expectChain(request: UseCaseRequest, calls: Call[], options: { ordered?: boolean } = {}) {
  const before = (await h.ledger.entries()).length;
  const r = ok(await h.service.run(request));
  const seen = (await emu.ledger()).map((e): Call => [e.operation ?? '', e.params]);
  if (options.ordered) expect(seen).toEqual(calls);
  else expect([...seen].sort(byOp)).toEqual([...calls].sort(byOp));
  const charged = (await emu.ledger()).reduce((s, e) => s + e.creditsCharged, 0);
  expect(r.creditsCharged).toBe(charged);
  const paid = r.steps.filter((s) => !s.fromCache);
  expect(paid.map((s) => s.operationId).sort()).toEqual(calls.map((c) => c[0]).sort());
  // Our own ledger agrees with the service's.
  const ours = (await h.ledger.entries()).slice(before).reduce((s, e) => s + e.creditsCharged, 0);
  expect(ours).toBe(charged);
  return r;
}

describe('lookup_url', () => {
  it('page → page details with the canonical link (1 credit)', async () => {
    const r = await expectChain({ useCase: 'lookup_url', input: { url: `${PAGE.url}?ref=bookmarks` } }, [
      ['social_get_page_details', { link: PAGE.url, exact_followers_count: 'false' }],
    ]);
    expect(r.creditsCharged).toBe(1);
    expect(r.detection).toMatchObject({ kind: 'page', id: 'northwindgames' });
    expect(r.steps[0]!.normalized).toMatchObject({ status: 'ok', model: 'page', data: { name: PAGE.name } });
    expect(r.fromCache).toBe(false);
  });

  it('group → group details', async () => {
    await expectChain({ useCase: 'lookup_url', input: { url: KNOWN.groups.corvitarts.url } }, [
      ['social_get_group_details', { link: canon(KNOWN.groups.corvitarts.url) }],
    ]);
  });

  it('post (mobile link with tracking) → post details of the canonical link', async () => {
    const r = await expectChain({ useCase: 'lookup_url', input: { url: POST.mobileUrl } }, [
      ['social_get_post_details', { link: canon(POST.mobileUrl) }],
    ]);
    expect(r.detection).toMatchObject({ kind: 'post', id: POST.id });
  });

  it('video → video details by the id in the URL', async () => {
    await expectChain({ useCase: 'lookup_url', input: { url: KNOWN.videos.main.watchUrl } }, [
      ['social_get_video_details', { video_id: KNOWN.videos.main.id }],
    ]);
  });

  it('reel → extended post details', async () => {
    await expectChain({ useCase: 'lookup_url', input: { url: KNOWN.reels.main.url } }, [
      ['social_get_post_details_extended', { link: canon(KNOWN.reels.main.url) }],
    ]);
  });

  it('share link and short link → extended post details (the operation that takes any link)', async () => {
    await expectChain({ useCase: 'lookup_url', input: { url: POST.shareUrl } }, [
      ['social_get_post_details_extended', { link: canon(POST.shareUrl) }],
    ]);
    await emu.reset();
    h = makeHarness(emu.url);
    await expectChain({ useCase: 'lookup_url', input: { url: KNOWN.videos.main.shortUrl } }, [
      ['social_get_post_details_extended', { link: canon(KNOWN.videos.main.shortUrl) }],
    ]);
  });

  it('a marketplace listing → the listing by its id (1 credit)', async () => {
    const L = KNOWN.marketplace.listing;
    const r = await expectChain({ useCase: 'lookup_url', input: { url: `${L.url}?ref=search` } }, [['social_marketplace_listing', { listing_id: L.id }]]);
    expect(r.steps[0]!.normalized).toMatchObject({ status: 'ok', model: 'listing', data: { title: L.title } });
  });

  it("a listing with its seller → the seller's id from the listing's answer", async () => {
    const L = KNOWN.marketplace.listing;
    await expectChain({ useCase: 'marketplace_listing', input: { listing_id: L.id, with_seller: true } }, [
      ['social_marketplace_listing', { listing_id: L.id }],
      ['social_marketplace_seller', { seller_id: KNOWN.marketplace.seller.id }],
    ], { ordered: true });
  });

  it("an ads library link to one ad → the ad's details", async () => {
    const adId = '1122334455667788';
    const r = await expectChain({ useCase: 'lookup_url', input: { url: `https://www.social.example/ads/library/?id=${adId}&view_all_page_id=${PAGE.adPageId}` } }, [
      ['social_ads_archive_details', { ad_archive_id: adId, page_id: PAGE.adPageId }],
    ]);
    expect(r.steps[0]!.normalized.model).toBe('ad_details');
  });

  it('ads library of a page → advertiser and its ads', async () => {
    const url = `https://www.social.example/ads/library/?active_status=all&view_all_page_id=${PAGE.adPageId}`;
    await expectChain({ useCase: 'lookup_url', input: { url } }, [
      ['social_ads_page_details', { page_id: PAGE.adPageId }],
      ['social_ads_search', { ad_page_id: PAGE.adPageId }],
    ]);
  });

  it.each([
    ['another page of the site', 'https://www.social.example/help/', 'unsupported'],
    ['a link off the site', 'https://example.org/northwindgames', 'not_on_site'],
  ])('%s is refused for free, nothing sent', async (_what, url, code) => {
    const r = await h.service.run({ useCase: 'lookup_url', input: { url } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error).not.toHaveProperty('message');
    expect(r.partial?.steps).toEqual([]);
    expect(await emu.ledger()).toEqual([]);
    expect((await h.service.estimate({ useCase: 'lookup_url', input: { url } })).refusal?.code).toBe(code);
  });
});

describe('pages and groups', () => {
  it('page_exact_followers → exact_followers_count=true (5 credits)', async () => {
    const r = await expectChain({ useCase: 'page_exact_followers', input: { link: PAGE.url } }, [
      ['social_get_page_details', { link: PAGE.url, exact_followers_count: 'true' }],
    ]);
    expect(r.creditsCharged).toBe(5);
    expect(r.steps[0]!.normalized).toMatchObject({ status: 'ok', data: { followers: PAGE.followers, followersExact: true } });
  });

  it('page_posts charges ceil(posts / 3), as estimated from limit', async () => {
    const r = await expectChain({ useCase: 'page_posts', input: { link: PAGE.url, limit: 9 } }, [
      ['social_get_page_posts', { link: PAGE.url, limit: '9' }],
    ]);
    expect(r.creditsCharged).toBe(3);
    expect((await planCost({ useCase: 'page_posts', input: { link: PAGE.url, limit: 9 } })).credits).toBe(3);
  });

  it('page_posts of a page without posts still costs the minimum of 1', async () => {
    const r = await expectChain({ useCase: 'page_posts', input: { link: KNOWN.pages.quietharbor.url } }, [
      ['social_get_page_posts', { link: KNOWN.pages.quietharbor.url, limit: '3' }],
    ]);
    expect(r.creditsCharged).toBe(1);
  });

  it('page videos and reels, group posts and videos map one to one', async () => {
    await expectChain({ useCase: 'page_videos', input: { link: PAGE.url } }, [['social_get_page_videos', { link: PAGE.url }]]);
    await emu.reset();
    h = makeHarness(emu.url);
    await expectChain({ useCase: 'page_reels', input: { link: PAGE.url } }, [['social_get_page_reels', { link: PAGE.url }]]);
    await emu.reset();
    h = makeHarness(emu.url);
    const g = canon(KNOWN.groups.corvitarts.url);
    await expectChain({ useCase: 'group_posts', input: { link: g, limit: 6 } }, [['social_get_group_posts', { link: g, limit: '6' }]]);
    await emu.reset();
    h = makeHarness(emu.url);
    await expectChain({ useCase: 'group_videos', input: { link: g } }, [['social_get_group_videos', { link: g }]]);
  });
});

describe('posts', () => {
  it('post_comments asks for reply info and pages with end_cursor; replies follow', async () => {
    const link = canon(POST.url);
    const first = await expectChain({ useCase: 'post_comments', input: { link } }, [
      ['social_get_post_comments', { link, include_reply_info: 'true' }],
    ]);
    const page = first.steps[0]!.normalized;
    expect(page.status).toBe('ok');
    if (page.status !== 'ok' || page.model !== 'comment_list') throw new Error('no comments');
    const data = page.data as { items: { feedbackId?: string; expansionToken?: string }[]; endCursor?: string };
    expect(data.items).toHaveLength(30);
    expect(data.endCursor).toBeTruthy();

    await emu.reset();
    h = makeHarness(emu.url);
    await expectChain({ useCase: 'post_comments', input: { link, end_cursor: data.endCursor! } }, [
      ['social_get_post_comments', { link, include_reply_info: 'true', end_cursor: data.endCursor! }],
    ]);

    const withReplies = data.items[0]!;
    await emu.reset();
    h = makeHarness(emu.url);
    const replies = await expectChain(
      {
        useCase: 'comment_replies',
        input: { comment_feedback_id: withReplies.feedbackId!, expansion_token: withReplies.expansionToken! },
      },
      [['social_get_comment_replies', { comment_feedback_id: withReplies.feedbackId!, expansion_token: withReplies.expansionToken! }]],
    );
    expect(replies.steps[0]!.normalized.status).toBe('ok');
  });

  it('post_attachments without anything known: post id first, then attachments (1 + 5)', async () => {
    const link = canon(KNOWN.posts.multiPhoto.url);
    const r = await expectChain(
      { useCase: 'post_attachments', input: { link } },
      [
        ['social_get_post_id', { link }],
        ['social_get_post_attachments', { post_id: KNOWN.posts.multiPhoto.id }],
      ],
      { ordered: true },
    );
    expect(r.creditsCharged).toBe(6);
    const att = r.steps[1]!.normalized;
    expect(att.status === 'ok' && (att.data as { items: unknown[] }).items).toHaveLength(6);
  });

  it('post_attachments takes the id from cached post details (no id call)', async () => {
    const link = canon(KNOWN.posts.multiPhoto.url);
    ok(await h.service.run({ useCase: 'lookup_url', input: { url: link } }));
    await emu.reset();
    const r = await expectChain({ useCase: 'post_attachments', input: { link } }, [
      ['social_get_post_attachments', { post_id: KNOWN.posts.multiPhoto.id }],
    ]);
    expect(r.steps[0]).toMatchObject({ operationId: 'social_get_post_details', fromCache: true, creditsCharged: 0 });
    expect(r.creditsCharged).toBe(5);
  });

  it('post_attachments with the numeric id given skips the id call', async () => {
    const link = canon(KNOWN.posts.multiPhoto.url);
    await expectChain({ useCase: 'post_attachments', input: { link, post_id: KNOWN.posts.multiPhoto.id } }, [
      ['social_get_post_attachments', { post_id: KNOWN.posts.multiPhoto.id }],
    ]);
  });

  it('post_extended and video_details map one to one', async () => {
    const link = canon(POST.url);
    await expectChain({ useCase: 'post_extended', input: { link } }, [['social_get_post_details_extended', { link }]]);
    await emu.reset();
    h = makeHarness(emu.url);
    await expectChain({ useCase: 'video_details', input: { video_id: KNOWN.videos.main.id } }, [
      ['social_get_video_details', { video_id: KNOWN.videos.main.id }],
    ]);
  });
});

describe('related ads', () => {
  it('page_related_ads: page details → ad_page_id → ads and advertiser, with filters', async () => {
    const r = await expectChain(
      { useCase: 'page_related_ads', input: { link: PAGE.url, country: 'US', activeStatus: 'Active' } },
      [
        ['social_get_page_details', { link: PAGE.url, exact_followers_count: 'false' }],
        ['social_ads_search', { ad_page_id: PAGE.adPageId, country: 'US', activeStatus: 'Active' }],
        ['social_ads_page_details', { page_id: PAGE.adPageId }],
      ],
    );
    expect(r.steps[0]!.operationId).toBe('social_get_page_details');
    expect(r.notice).toBeUndefined();
  });

  it('page_related_ads uses the cached page details', async () => {
    ok(await h.service.run({ useCase: 'lookup_url', input: { url: PAGE.url } }));
    await emu.reset();
    const r = await expectChain({ useCase: 'page_related_ads', input: { link: PAGE.url } }, [
      ['social_ads_search', { ad_page_id: PAGE.adPageId }],
      ['social_ads_page_details', { page_id: PAGE.adPageId }],
    ]);
    expect(r.steps[0]).toMatchObject({ operationId: 'social_get_page_details', fromCache: true });
  });

  it('a page without ad_page_id ends with a clear result, not an error', async () => {
    const r = await expectChain({ useCase: 'page_related_ads', input: { link: KNOWN.pages.quietharbor.url } }, [
      ['social_get_page_details', { link: KNOWN.pages.quietharbor.url, exact_followers_count: 'false' }],
    ]);
    expect(r.notice?.code).toBe('no_ads');
    expect(noticeText(r.notice!)).toMatch(/runs no ads/);
  });

  it("post_related_ads: post details → the author's page → as page_related_ads", async () => {
    const link = canon(POST.url);
    const r = await expectChain(
      { useCase: 'post_related_ads', input: { link } },
      [
        ['social_get_post_details', { link }],
        ['social_get_page_details', { link: PAGE.url, exact_followers_count: 'false' }],
        ['social_ads_search', { ad_page_id: PAGE.adPageId }],
        ['social_ads_page_details', { page_id: PAGE.adPageId }],
      ],
    );
    expect(r.creditsCharged).toBe(4);
  });
});

describe('searches and the ads library map one to one', () => {
  it.each<[UseCaseRequest, Call]>([
    [{ useCase: 'search_pages', input: { query: 'games' } }, ['social_search_pages', { query: 'games' }]],
    [
      { useCase: 'search_people', input: { query: 'anna', location_uid: KNOWN.locations.lisbon.uid } },
      ['social_search_people', { query: 'anna', location_uid: KNOWN.locations.lisbon.uid }],
    ],
    [
      { useCase: 'search_posts', input: { query: 'harbor', recent_posts: true, start_time: '2026-10-01' } },
      ['social_search_posts', { query: 'harbor', recent_posts: 'true', start_time: '2026-10-01' }],
    ],
    [
      { useCase: 'search_videos', input: { query: 'northwind', videos_live: true } },
      ['social_search_videos', { query: 'northwind', videos_live: 'true' }],
    ],
    [{ useCase: 'search_locations', input: { query: 'Lisbon' } }, ['social_search_locations', { query: 'Lisbon' }]],
    [
      { useCase: 'ads_library', input: { query: 'games', country: 'us', sort_data: 'recent' } },
      ['social_ads_search', { query: 'games', country: 'US', sort_data: 'recent' }],
    ],
    [{ useCase: 'ads_countries', input: {} }, ['social_ads_countries', {}]],
    [{ useCase: 'advertiser', input: { page_id: PAGE.adPageId } }, ['social_ads_page_details', { page_id: PAGE.adPageId }]],
  ])('%j', async (request, call) => {
    const r = await expectChain(request, [call]);
    expect(r.creditsCharged).toBe(1);
    expect((await planCost(request)).credits).toBe(1);
  });
});
