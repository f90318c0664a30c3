import type { OperationId } from '../../service/catalog';
import type { ErrorProblem } from '../../service/errors';
import { classifyUrl, kindName, type Detection, type Kind, type SiteHosts } from '../../site';
import { priceOf, shortLink, type Chain, type Plan } from '../plan';
import { single } from './common';
import { listingAndSeller } from './marketplace';

/** The operation lookup_url uses for each kind of link (null: refused, nothing sent). */
export const LOOKUP_OPERATION_BY_KIND: Record<Kind, OperationId[] | null> = {
  page: ['social_get_page_details'],
  group: ['social_get_group_details'],
  post: ['social_get_post_details'],
  video: ['social_get_video_details'],
  reel: ['social_get_post_details_extended'],
  share_link: ['social_get_post_details_extended'],
  ad_library: ['social_ads_page_details', 'social_ads_search'],
  ad: ['social_ads_archive_details'],
  marketplace_item: ['social_marketplace_listing'],
  marketplace_seller: ['social_marketplace_seller'],
  marketplace_category: null,
  marketplace_search: null,
  // The photo network: a post's or reel's code is in its link, so its details cost one call; a
  // share link names no post until it is read. Stories and tags have no operation.
  photo_profile: ['photo_get_profile_details'],
  photo_post: ['photo_get_post_details'],
  photo_reel: ['photo_get_post_details'],
  photo_stories: null,
  photo_story: null,
  photo_highlight: ['photo_get_highlight_details'],
  photo_tag: null,
  photo_location: ['photo_get_location_posts'],
  photo_audio: ['photo_get_reels_by_audio'],
  photo_share_link: ['photo_get_post_id', 'photo_get_post_details'],
  other: null,
};

/** An ads library link to one ad (`?id=`) is looked up by this operation instead of the row above. */
export const AD_LOOKUP_OPERATIONS: OperationId[] = ['social_ads_archive_details'];

/** Catalog price of a lookup made of these operations. */
export function lookupCost(operations: readonly OperationId[]): number {
  return operations.reduce((sum, op) => sum + priceOf(op), 0);
}

/** Price of looking up a link of this kind (what the context menu shows); 0 when refused. */
export function lookupCostForKind(kind: Kind): number {
  return lookupCost(LOOKUP_OPERATION_BY_KIND[kind] ?? []);
}

/**
 * The id of `https://www.<site>/<id>`: an object id alone, which the site uses for posts, pages
 * and groups alike (the classifier reads it as a post). Null for every other link.
 */
export function bareObjectId(detection: Detection): string | null {
  const id = detection.ids?.post;
  if (!id || !/^\d+$/.test(id)) return null;
  try {
    return new URL(detection.url).pathname.replace(/\/$/, '') === `/${id}` ? id : null;
  } catch {
    return null;
  }
}

/**
 * A post, by its details. An object id alone may name a page or a group that an earlier answer
 * already made known: that kept answer is shown, free, instead of asking for a post.
 */
function postChain(detection: Detection): Chain {
  const link = detection.url;
  const objectId = bareObjectId(detection);
  if (!objectId) return single('social_get_post_details', { link });
  const origin = new URL(link).origin;
  return async (io) => {
    if (await io.cached('social_get_page_details', { link: `${origin}/profile.php?id=${objectId}` })) return;
    if (await io.cached('social_get_group_details', { link: `${origin}/groups/${objectId}` })) return;
    await io.call('social_get_post_details', { link });
  };
}

export function lookupUrlPlan(url: string, hosts: SiteHosts): Plan {
  const detection = classifyUrl(url, hosts);
  if (!detection) {
    return {
      useCase: 'lookup_url',
      detection: null,
      label: shortLink(url),
      refusal: { code: 'not_on_site' },
    };
  }
  const label = detection.id ? `${kindName(detection.kind)} ${detection.id}` : `${kindName(detection.kind)} ${shortLink(detection.url)}`;
  const base = { useCase: 'lookup_url' as const, detection, label };
  const link = detection.url;
  const refuse = (problem: ErrorProblem): Plan => ({ ...base, refusal: { code: 'unsupported', problem } });
  switch (detection.kind) {
    case 'page':
      return { ...base, chain: single('social_get_page_details', { link }) };
    case 'group':
      return { ...base, chain: single('social_get_group_details', { link }) };
    case 'post':
      return { ...base, chain: postChain(detection) };
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
    case 'ad': {
      // One ad by its archive id; the page id, when the link names it, narrows the search.
      const adId = detection.ids?.ad ?? detection.id;
      if (!adId) return refuse('no_ad');
      return { ...base, chain: single('social_ads_archive_details', { ad_archive_id: adId, page_id: detection.ids?.adPage }) };
    }
    case 'marketplace_item': {
      const listingId = detection.ids?.item ?? detection.id;
      if (!listingId || !/^\d+$/.test(listingId)) return refuse('no_listing');
      return { ...base, chain: (io) => listingAndSeller(io, listingId, false) };
    }
    case 'marketplace_seller': {
      const sellerId = detection.ids?.seller ?? detection.id;
      if (!sellerId) return refuse('no_seller');
      return { ...base, chain: single('social_marketplace_seller', { seller_id: sellerId }) };
    }
    case 'marketplace_category':
    case 'marketplace_search':
      return refuse('marketplace_search');
    case 'other':
      return refuse('other_page');
    default:
      // The photo network's kinds: recognised for free, their lookups not offered yet.
      return refuse('photo_link');
  }
}

