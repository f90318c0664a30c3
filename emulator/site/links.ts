// Links to dataset entities in the URL shapes the real site uses (see social-urls.dev.json):
// canonical, mobile and locale hosts, permalink.php, photo links, tracking parameters, share links.

import { KNOWN } from '../data/known';
import type { Ad, Dataset, Group, Listing, Page, Post, Video } from '../data/types';

export interface SiteLink {
  href: string;
  label: string;
  /** What the link points at ('other' for site pages that are no entity, 'external' for other sites). */
  kind: 'page' | 'group' | 'post' | 'video' | 'reel' | 'share_link' | 'ad_library' | 'marketplace_item' | 'marketplace_seller' | 'other' | 'external';
}

const WWW = 'https://www.social.example';
const TRACK = '__cft__[0]=AZXLT8sxNqaF8oPzbvZ1-ti8F0PJ&__tn__=%2CO%2CP-R';

const pageSlug = (p: Page) => p.vanity ?? p.id;

export function pageLinks(p: Page): SiteLink[] {
  const label = p.name;
  const out: SiteLink[] = [
    { href: p.url, label, kind: 'page' },
    { href: `${WWW}/profile.php?id=${p.id}`, label, kind: 'page' },
  ];
  if (p.vanity) {
    out.push(
      { href: `https://social.example/${p.vanity}?refid=52&__tn__=R`, label, kind: 'page' },
      { href: `https://m.social.example/${p.vanity}/community`, label: `${label} community`, kind: 'page' },
      { href: `/${p.vanity}`, label, kind: 'page' },
    );
  }
  if (p.adPageId) out.push({ href: `${WWW}/ads/library/?active_status=all&view_all_page_id=${p.adPageId}`, label: `Ads by ${label}`, kind: 'ad_library' });
  return out;
}

export function groupLinks(g: Group): SiteLink[] {
  const label = g.name;
  const out: SiteLink[] = [
    { href: g.url, label, kind: 'group' },
    { href: `https://m.social.example/groups/${g.id}/?ref=share`, label, kind: 'group' },
    { href: `/groups/${g.id}/about`, label: `About ${label}`, kind: 'group' },
  ];
  if (g.slug) out.push({ href: `${WWW}/groups/${g.slug}`, label, kind: 'group' });
  return out;
}

export function postLinks(p: Post): SiteLink[] {
  const label = p.text.split('\n')[0]!.slice(0, 60) || 'Post';
  const out: SiteLink[] = [{ href: p.url, label, kind: 'post' }];
  if (p.owner.kind === 'page') {
    const owner = p.owner;
    out.push(
      { href: `${WWW}/permalink.php?story_fbid=${p.id}&id=${owner.id}`, label, kind: 'post' },
      { href: `https://mbasic.social.example/story.php?story_fbid=${p.id}&id=${owner.id}`, label, kind: 'post' },
      { href: `https://m.social.example/${pageSlug(owner)}/posts/${p.id}/?${TRACK}`, label, kind: 'post' },
      { href: `https://de-de.social.example/${pageSlug(owner)}/posts/${p.id}`, label, kind: 'post' },
    );
  } else {
    const g = p.owner;
    out.push(
      { href: `${WWW}/groups/${g.slug ?? g.id}/permalink/${p.id}/`, label, kind: 'post' },
      { href: `https://m.social.example/groups/${g.id}?view=permalink&id=${p.id}`, label, kind: 'post' },
      { href: `/groups/${g.id}/posts/${p.id}/?${TRACK}`, label, kind: 'post' },
    );
  }
  if (p.pfbid && p.owner.kind === 'page') {
    out.push({ href: `${WWW}/permalink.php?story_fbid=${p.pfbid}&id=${p.owner.id}`, label, kind: 'post' });
  }
  for (const photo of p.photos.slice(0, 2)) out.push({ href: photo.link, label: 'Photo', kind: 'post' });
  if (p.shareCode) out.push({ href: `${WWW}/share/p/${p.shareCode}/`, label: 'Shared post', kind: 'share_link' });
  return out;
}

export function videoLinks(v: Video): SiteLink[] {
  const label = v.title;
  if (v.isReel) {
    const out: SiteLink[] = [
      { href: v.url, label, kind: 'reel' },
      { href: `https://web.social.example/reel/${v.id}`, label, kind: 'reel' },
      { href: `/reel/${v.id}/?s=shorts_tab&${TRACK}`, label, kind: 'reel' },
    ];
    if (v.shareCode) out.push({ href: `${WWW}/share/r/${v.shareCode}/`, label: 'Shared reel', kind: 'share_link' });
    return out;
  }
  const out: SiteLink[] = [
    { href: v.url, label, kind: 'video' },
    { href: `${WWW}/watch/?v=${v.id}`, label, kind: 'video' },
    { href: `https://m.social.example/watch/${v.owner.id}/${v.id}/?_rdr`, label, kind: 'video' },
  ];
  if (v.owner.kind === 'page') {
    out.push({ href: `https://zh-hk.social.example/${pageSlug(v.owner)}/videos/highlights-${v.id.slice(-3)}/${v.id}/`, label, kind: 'video' });
  }
  if (v.shareCode) out.push({ href: `${WWW}/share/v/${v.shareCode}/`, label: 'Shared video', kind: 'share_link' });
  if (v.shortCode) out.push({ href: `https://socialwatch.example/${v.shortCode}/`, label: 'Short link', kind: 'share_link' });
  return out;
}

export function listingLinks(l: Listing): SiteLink[] {
  return [
    { href: l.url, label: l.title, kind: 'marketplace_item' },
    { href: `https://m.social.example/marketplace/item/${l.id}/?ref=search&referral_code=null&${TRACK}`, label: l.title, kind: 'marketplace_item' },
    { href: l.seller.url, label: `Seller: ${l.seller.name}`, kind: 'marketplace_seller' },
  ];
}

export function adLinks(ad: Ad): SiteLink[] {
  const out: SiteLink[] = [{ href: `${WWW}/ads/library/?id=${ad.id}`, label: `Ad: ${ad.title}`, kind: 'ad_library' }];
  if (ad.page.adPageId) {
    out.push({ href: `${WWW}/ads/library/?active_status=all&ad_type=all&country=ALL&view_all_page_id=${ad.page.adPageId}`, label: `All ads of ${ad.page.name}`, kind: 'ad_library' });
  }
  return out;
}

/** Marketplace and ads library links of the home feed: the known listing, vehicle, rental and seller, category and search pages, ads. */
export function marketAndAdLinks(ds: Dataset): SiteLink[] {
  const K = KNOWN.marketplace;
  const known = [K.listing.id, K.vehicle.id, K.rental.id].map((id) => ds.listingById.get(id)!);
  return [
    ...known.flatMap(listingLinks),
    { href: `${WWW}/marketplace/category/${K.category.slug}`, label: 'Electronics on Marketplace', kind: 'other' },
    { href: `${WWW}/marketplace/austin/vehicles/`, label: 'Vehicles in Austin', kind: 'other' },
    { href: `${WWW}/marketplace/search/?query=camera`, label: 'Search Marketplace for camera', kind: 'other' },
    ...ds.ads.slice(0, 2).flatMap(adLinks),
  ];
}

/** Site pages that are no entity, and links to other sites. */
export const OTHER_LINKS: SiteLink[] = [
  { href: 'https://example.org/', label: 'example.org', kind: 'external' },
  { href: 'https://news.example.net/article/42', label: 'A news article', kind: 'external' },
  { href: `${WWW}/help`, label: 'Help Center', kind: 'other' },
  { href: `${WWW}/help/1896641480634370`, label: 'Help: privacy', kind: 'other' },
  { href: `https://m.social.example/login.php?next=https%3A%2F%2Fm.social.example%2Fnorthwindgames%2Fposts%2F&ref=104`, label: 'Log in', kind: 'other' },
  { href: '/login.php', label: 'Log in', kind: 'other' },
  { href: `${WWW}/marketplace/?ref=app_tab`, label: 'Marketplace', kind: 'other' },
  { href: `${WWW}/watch`, label: 'Watch', kind: 'other' },
  { href: `${WWW}/events/640436826054815/`, label: 'An event', kind: 'other' },
  { href: `${WWW}/ads/library/`, label: 'Ad Library', kind: 'other' },
  { href: '/gaming', label: 'Gaming', kind: 'other' },
];

/**
 * A deterministic pool of entity links over the dataset (every kind and URL shape), for the link
 * benchmark and the infinite feed. With `others`, about one link in ten is a non-entity or
 * external link.
 */
export function linkPool(ds: Dataset, max = 4000, others = false): SiteLink[] {
  const out: SiteLink[] = [];
  const sources: SiteLink[][] = [];
  const posts = ds.posts.slice(0, Math.ceil(max / 6));
  for (const p of posts) sources.push(postLinks(p));
  for (const v of ds.videos.slice(0, Math.ceil(max / 20))) sources.push(videoLinks(v));
  for (const p of ds.pages.slice(0, Math.ceil(max / 30))) sources.push(pageLinks(p));
  for (const g of ds.groups.slice(0, Math.ceil(max / 60))) sources.push(groupLinks(g));
  // Interleave so any prefix mixes kinds.
  for (let round = 0; out.length < max; round++) {
    let added = false;
    for (let i = 0; i < sources.length && out.length < max; i++) {
      const link = sources[i]![round];
      if (link) {
        out.push(link);
        added = true;
      }
      if (others && out.length % 10 === 9 && out.length < max) out.push(OTHER_LINKS[out.length % OTHER_LINKS.length]!);
    }
    if (!added) break;
  }
  return out;
}
