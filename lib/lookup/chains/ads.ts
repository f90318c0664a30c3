import type { Notice } from '../types';
import type { ChainIO } from '../plan';
import { dataOf, stopNotice } from './common';

/** Ads of a page: ad_page_id → the ads and the advertiser profile, side by side. */
export async function adsOfPage(io: ChainIO, pageLink: string, filters: Record<string, unknown>): Promise<Notice | void> {
  const page = await io.call('social_get_page_details', { link: pageLink });
  if (page === null) {
    // Estimating without the page's answer: assume it runs ads.
    io.assume('social_ads_search');
    io.assume('social_ads_page_details');
    return;
  }
  const data = dataOf(page, 'page');
  if (!data) return stopNotice(page, 'page');
  const adPageId = data.adPageId;
  if (!adPageId) {
    return data.name ? { code: 'no_ads', page: data.name } : { code: 'no_ads' };
  }
  await Promise.all([
    io.call('social_ads_search', { ...filters, ad_page_id: adPageId }),
    io.call('social_ads_page_details', { page_id: adPageId }),
  ]);
}


/** Ads of a post's author: the post's details name the author's page, then as adsOfPage. */
export async function adsOfPostAuthor(
  io: ChainIO,
  postLink: string,
  filters: Record<string, unknown>,
  canon: (link: string) => string,
): Promise<Notice | void> {
  const post = await io.call('social_get_post_details', { link: postLink });
  if (post === null) {
    io.assume('social_get_page_details');
    io.assume('social_ads_search');
    io.assume('social_ads_page_details');
    return;
  }
  const data = dataOf(post, 'post');
  if (!data) return stopNotice(post, 'post');
  const authorUrl = data.author?.url;
  if (!authorUrl) {
    return { code: 'no_author' };
  }
  return adsOfPage(io, canon(authorUrl), filters);
}
