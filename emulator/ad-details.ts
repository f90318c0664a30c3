// Ads library answers beyond the spec's three: one ad in full (creative versions, spend and reach
// ranges) and the advertisers behind a keyword.

import { matches, one, tokens, type Handler, type OpContext } from './answer';
import { Rng, seedOf } from './data/prng';
import type { Ad, Page } from './data/types';
import { AD_HOOKS, IMPRESSION_RANGES, POST_CLOSERS } from './data/words';
import { adBody } from './operations';

/** Numeric bounds of each impressions rank (upper null = open). */
const IMPRESSIONS: Array<[number, number | null]> = [
  [0, 999], [1000, 4999], [5000, 9999], [10_000, 49_999], [50_000, 99_999], [100_000, 499_999], [500_000, 999_999], [1_000_000, null],
];
const SPEND: Array<[number, number | null]> = [
  [0, 99], [100, 199], [200, 499], [500, 999], [1000, 4999], [5000, 9999], [10_000, 49_999], [50_000, null],
];
const CTAS: Array<[string, string]> = [['SHOP_NOW', 'Shop now'], ['LEARN_MORE', 'Learn more'], ['SIGN_UP', 'Sign up'], ['DOWNLOAD', 'Download'], ['BOOK_NOW', 'Book now']];

const range = ([lower, upper]: [number, number | null]) => ({ lower_bound: lower, upper_bound: upper });

/** The same ad always has the same versions, call to action and audience. */
export function adDetailsBody(ad: Ad) {
  const rng = new Rng(seedOf('ad-details', ad.id));
  const [ctaType, ctaText] = rng.pick(CTAS);
  const base = adBody(ad);
  const count = rng.int(2, 4);
  const versions = Array.from({ length: count }, (_, i) => {
    const body = i === 0 ? ad.body : `${rng.pick(AD_HOOKS)} ${ad.title.replace(`${ad.page.name} `, '')} from ${ad.page.name}. ${rng.pick(POST_CLOSERS)}`.trim();
    return {
      version: i + 1,
      title: ad.title,
      body: { text: body },
      images: base.snapshot.images,
      videos: base.snapshot.videos,
      cta_type: ctaType,
      cta_text: ctaText,
      link_url: ad.page.website,
    };
  });
  const rank = ad.impressionsRank;
  const [impLow, impHigh] = IMPRESSIONS[rank]!;
  return {
    ...base,
    snapshot: { ...base.snapshot, cta_type: ctaType, cta_text: ctaText, page_name: ad.page.name, page_url: ad.page.url },
    collation_count: count,
    versions,
    spend: { ...range(SPEND[rank]!), currency: 'USD' },
    impressions: range(IMPRESSIONS[rank]!),
    reach: { lower_bound: Math.round(impLow * 0.6), upper_bound: impHigh === null ? null : Math.round(impHigh * 0.6) },
    impressions_text: IMPRESSION_RANGES[rank],
    is_political: false,
  };
}

function pageMatches(ad: Ad, page: Page, pageId: string | undefined): boolean {
  return !pageId || pageId === page.adPageId || pageId === page.id || pageId === ad.page.id;
}

const inCountry = (ctx: OpContext, ad: Ad) => !ctx.params.country || ctx.params.country === 'ALL' || ad.countries.includes(ctx.params.country);

export const AD_DETAIL_HANDLERS: Record<string, Handler> = {
  social_ads_archive_details: (ctx) => {
    const ad = ctx.ds.adById.get(ctx.params.ad_archive_id!);
    if (!ad || !pageMatches(ad, ad.page, ctx.params.page_id) || !inCountry(ctx, ad)) return { body: { data: {} }, items: 0 };
    return one({ data: adDetailsBody(ad) });
  },

  social_ads_keywords: (ctx) => {
    const words = tokens(ctx.params.query!);
    const byPage = new Map<Page, number>();
    for (const ad of ctx.ds.ads) {
      if (!inCountry(ctx, ad) || !matches(words, ad.title, ad.body, ad.page.name, ad.page.categories.join(' '))) continue;
      byPage.set(ad.page, (byPage.get(ad.page) ?? 0) + 1);
    }
    const advertisers = [...byPage]
      .sort(([a, n], [b, m]) => m - n || b.likes - a.likes || (a.id < b.id ? -1 : 1))
      .map(([page, count]) => ({
        page_id: page.id,
        ad_page_id: page.adPageId,
        name: page.name,
        category: page.categories[0],
        likes: page.likes,
        verified: page.verified,
        image: page.image,
        url: page.url,
        ads_count: count,
      }));
    return { body: { data: { advertisers, total_count: advertisers.length } }, items: advertisers.length };
  },
};
