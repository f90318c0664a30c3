import type { OperationId } from '../../service/catalog';
import { classifyUrl, kindName, type SiteHosts, type SocialKind } from '../../site';
import { priceOf, shortLink, type Plan } from '../plan';
import { single } from './common';

/** The operation lookup_url uses for each kind of link (null: refused, nothing sent). */
export const LOOKUP_OPERATION_BY_KIND: Record<SocialKind, OperationId[] | null> = {
  page: ['social_get_page_details'],
  group: ['social_get_group_details'],
  post: ['social_get_post_details'],
  video: ['social_get_video_details'],
  reel: ['social_get_post_details_extended'],
  share_link: ['social_get_post_details_extended'],
  ad_library: ['social_ads_page_details', 'social_ads_search'],
  ad: null,
  marketplace_item: null,
  marketplace_seller: null,
  marketplace_category: null,
  marketplace_search: null,
  other: null,
};

/** Price of looking up a link of this kind (what the context menu shows); 0 when refused. */
export function lookupCostForKind(kind: SocialKind): number {
  return (LOOKUP_OPERATION_BY_KIND[kind] ?? []).reduce((sum, op) => sum + priceOf(op), 0);
}

export function lookupUrlPlan(url: string, hosts: SiteHosts): Plan {
  const detection = classifyUrl(url, hosts);
  if (!detection) {
    return {
      useCase: 'lookup_url',
      detection: null,
      label: shortLink(url),
      refusal: {
        code: 'not_on_site',
        message: `This link is not on the site (${[...hosts.site, ...hosts.short].join(', ')}), so there is nothing to look up.`,
      },
    };
  }
  const label = detection.id ? `${kindName(detection.kind)} ${detection.id}` : `${kindName(detection.kind)} ${shortLink(detection.url)}`;
  const base = { useCase: 'lookup_url' as const, detection, label };
  const link = detection.url;
  const refuse = (message: string): Plan => ({ ...base, refusal: { code: 'unsupported', message } });
  switch (detection.kind) {
    case 'page':
      return { ...base, chain: single('social_get_page_details', { link }) };
    case 'group':
      return { ...base, chain: single('social_get_group_details', { link }) };
    case 'post':
      return { ...base, chain: single('social_get_post_details', { link }) };
    case 'video': {
      // A watch party link names no video: the extended details resolve it from the link.
      const videoId = detection.ids?.video;
      return videoId
        ? { ...base, chain: single('social_get_video_details', { video_id: videoId }) }
        : { ...base, chain: single('social_get_post_details_extended', { link }) };
    }
    case 'reel':
    case 'share_link':
      // The extended details take any post, reel or video link (share links included).
      return { ...base, chain: single('social_get_post_details_extended', { link }) };
    case 'ad_library': {
      const pageId = detection.ids?.adPage ?? detection.id ?? '';
      return {
        ...base,
        chain: async (io) => {
          await Promise.all([
            io.call('social_ads_page_details', { page_id: pageId }),
            io.call('social_ads_search', { ad_page_id: pageId }),
          ]);
        },
      };
    }
    case 'ad':
      return refuse(
        'A single ad cannot be looked up: the service offers no ad details operation in its interface. Open the advertiser\'s page in the ads library instead.',
      );
    case 'marketplace_item':
    case 'marketplace_seller':
    case 'marketplace_category':
    case 'marketplace_search':
      return refuse('Marketplace links are not supported: their operations are not part of the service\'s interface.');
    case 'other':
      return refuse('This page of the site is not a page, group, post, video or reel, so there is nothing to look up.');
  }
}

