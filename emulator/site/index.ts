// The fixture site: every request whose Host is a site host (social.example and any subdomain,
// socialwatch.example, socialme.example) gets HTML pages of the site built from the dataset;
// photo.example and its subdomains get the photo site's (photo.ts).

import { lookup, type Found } from '../resolve';
import type { EmulatorState } from '../state';
import { readSiteUrl, SHORT_DOMAINS, SITE_DOMAIN } from '../url-reader';
import { placeholderSvg } from './html';
import { adLibraryPage, adPage, categoryPage, listingPage, marketplaceHome, marketplaceSearchPage, sellerPage } from './market-pages';
import { LONG_FEED_PATH, longFeedBatch, longFeedPage } from './long-feed';
import { isPhotoHost, photoSiteResponse } from './photo';
import { benchLinksPage, groupPage, homePage, infiniteFeedPage, notFoundPage, otherPage, pagePage, postPage, spaPage, videoPage } from './pages';

const matchesDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function bareHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h; // IPv6 literal: never a site host
  const colon = h.lastIndexOf(':');
  if (colon >= 0) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/** True for the site's hosts (any subdomain of social.example), its short-link hosts and the photo site's hosts. */
export function isSiteHost(host: string): boolean {
  const h = bareHost(host);
  return [SITE_DOMAIN, ...SHORT_DOMAINS].some((d) => matchesDomain(h, d)) || isPhotoHost(h);
}

function isShortHost(host: string): boolean {
  const h = bareHost(host);
  return SHORT_DOMAINS.some((d) => matchesDomain(h, d));
}

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

const html = (body: string, status = 200) => new Response(body, { status, headers: HTML_HEADERS });

/** First path segments of site features that are no entity (rendered as plain pages). */
const FEATURES: Record<string, string> = {
  help: 'Help Center', 'login.php': 'Log in', login: 'Log in', marketplace: 'Marketplace', gaming: 'Gaming',
  friends: 'Friends', messages: 'Messages', watch: 'Watch', events: 'Events', ads: 'Ad Library', business: 'Business',
  'home.php': 'Home', feed: 'Feed', groups: 'Groups',
};

function entityUrl(ref: Found): string {
  switch (ref.kind) {
    case 'page':
      return ref.page.url;
    case 'group':
      return ref.group.url;
    case 'post':
      return ref.post.url;
    case 'video':
      return ref.video.url;
    case 'ad':
      return `https://www.social.example/ads/library/?id=${ref.ad.id}`;
    case 'listing':
      return ref.listing.url;
    case 'seller':
      return ref.seller.url;
  }
}

function render(state: EmulatorState, ref: Found): string {
  const ds = state.dataset;
  switch (ref.kind) {
    case 'page':
      return pagePage(ds, ref.page);
    case 'group':
      return groupPage(ds, ref.group);
    case 'post':
      return postPage(ds, ref.post);
    case 'video':
      return videoPage(ds, ref.video);
    case 'ad':
      return adPage(ds, ref.ad);
    case 'listing':
      return listingPage(ds, ref.listing);
    case 'seller':
      return sellerPage(ds, ref.seller);
  }
}

/** A redirect to an entity on the www host, keeping the request's scheme and port. */
function redirectTo(request: URL, target: string): Response {
  const t = new URL(target);
  const location = `${request.protocol}//www.social.example${request.port ? `:${request.port}` : ''}${t.pathname}${t.search}`;
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
}

export function siteResponse(state: EmulatorState, request: Request): Response {
  const ds = state.dataset;
  const url = new URL(request.url);
  if (isPhotoHost(bareHost(url.host))) return photoSiteResponse(state, request);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
  }
  const path = url.pathname;
  const segs = path.split('/').filter(Boolean);
  const first = (segs[0] ?? '').toLowerCase();

  // Media placeholders (any site host, e.g. scontent.social.example/v/t39/…).
  if (first === 'v' && path.endsWith('.jpg')) {
    return new Response(placeholderSvg(path), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }
  if (first === 'v') return html(notFoundPage(ds), 404);

  // Short links and share links redirect to the entity, as on the real site.
  if (isShortHost(url.host) || first === 'share') {
    const code = isShortHost(url.host) ? segs[0] : segs[segs.length - 1];
    const ref = code ? ds.shareCodes.get(code) : undefined;
    if (!ref || segs.length === 0) return html(notFoundPage(ds), 404);
    return redirectTo(url, entityUrl(ref));
  }

  if (path === '/favicon.ico') return new Response(null, { status: 204 });
  if (path === '/' || path === '') return html(homePage(ds));
  if (path === '/spa' || path === '/spa/') return html(spaPage(ds));
  if (path === '/feed/infinite') return html(infiniteFeedPage(ds));
  if (path === LONG_FEED_PATH) return html(longFeedPage(ds));
  if (path === `${LONG_FEED_PATH}/more`) {
    const batch = longFeedBatch(ds, Number(url.searchParams.get('page')) || 0);
    return new Response(batch.html, { headers: { ...HTML_HEADERS, 'x-feed-end': batch.end ? '1' : '0' } });
  }
  if (path === '/__bench/links') {
    const raw = Number(url.searchParams.get('n') ?? 1000);
    const n = Number.isFinite(raw) ? Math.max(1, Math.min(100_000, Math.floor(raw))) : 1000;
    return html(benchLinksPage(ds, n));
  }

  // Entity pages: whatever the emulator's URL reader finds behind the URL.
  const link = readSiteUrl(`https://${url.host}${path}${url.search}`);
  if (!link) return html(notFoundPage(ds), 404);
  if (link.kind === 'ad_page') {
    const page = ds.pageByAdId.get(link.id);
    return page ? html(adLibraryPage(ds, page)) : html(notFoundPage(ds), 404);
  }
  const ref = lookup(ds, link);
  if (ref) return html(render(state, ref));
  if (link.kind === 'other' && first === 'marketplace') {
    const market = marketplaceResponse(state, segs.slice(1), url.searchParams);
    if (market) return market;
  }
  const feature = FEATURES[first];
  if (link.kind === 'other' && feature) return html(otherPage(ds, feature));
  return html(notFoundPage(ds), 404);
}

/** Marketplace pages that are no listing or seller: the hub, categories (also per city) and search. */
function marketplaceResponse(state: EmulatorState, segs: string[], query: URLSearchParams): Response | null {
  const ds = state.dataset;
  const lower = segs.map((s) => s.toLowerCase());
  const city = ds.cities.find((c) => c.slug === lower[0]);
  const rest = city ? lower.slice(1) : lower;
  if (rest.length === 0 && !city) return html(marketplaceHome(ds));
  if (rest[0] === 'search') return html(marketplaceSearchPage(ds, query.get('query') ?? '', city));
  const slug = rest[0] === 'category' ? rest[1] : rest[0];
  const category = ds.categories.find((c) => c.slug === slug);
  if (category) return html(categoryPage(ds, category, city));
  if (city && rest.length === 0) return html(marketplaceHome(ds, city));
  return null;
}
