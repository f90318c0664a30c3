// Fixture pages of the marketplace (hub, listing, seller, category, search) and of the ads
// library (one ad, all ads of a page), each linking to the others so detection can be tried on
// them.

import { CONDITION_TEXT } from '../data/marketplace';
import type { Ad, City, Dataset, Listing, MarketCategory, Page, Seller } from '../data/types';
import { isoInZone } from '../format';
import { formatPrice } from '../marketplace';
import { a, esc, frame, img } from './html';
import { listingLinks, type SiteLink } from './links';
import { linkList, sides } from './pages';

const WWW = 'https://www.social.example';
const day = (ms: number) => isoInZone(ms, 'UTC').slice(0, 10);

function priceText(l: Listing): string {
  const text = formatPrice(l.price, l.city.currency);
  return l.rental ? `${text}/month` : text;
}

function listingCard(l: Listing): string {
  return `<article class="card listing" data-listing-id="${esc(l.id)}">
<a href="${esc(l.url)}">${img(l.photos[0]!.url, l.title, 'thumb')}</a>
<div><strong>${esc(priceText(l))}</strong> · ${a(l.url, l.title)}</div>
<div class="meta">${esc(l.city.name)} · ${esc(CONDITION_TEXT[l.condition])}</div>
</article>`;
}

function categoryNav(ds: Dataset, city?: City): string {
  const links: SiteLink[] = ds.categories.map((c) => ({
    href: city ? `${WWW}/marketplace/${city.slug}/${c.slug}/` : `${WWW}/marketplace/category/${c.slug}`, label: c.name, kind: 'other',
  }));
  return `<h3>Categories</h3>${linkList(links)}`;
}

function marketFrame(ds: Dataset, title: string, kind: string, body: string, entityId?: string, city?: City): string {
  const { right } = sides(ds);
  return frame({ title: `${title} | social`, kind, entityId, body, left: categoryNav(ds, city), right });
}

export function marketplaceHome(ds: Dataset, city?: City): string {
  const list = ds.listings.filter((l) => !l.isSold && (!city || l.city === city)).slice(0, 24);
  const body = `<section class="card"><h1>Marketplace${city ? ` · ${esc(city.name)}` : ''}</h1>
<form action="/marketplace/search" method="get"><input name="query" placeholder="Search Marketplace" aria-label="Search Marketplace"></form></section>
${list.map(listingCard).join('\n')}`;
  return marketFrame(ds, city ? `Marketplace ${city.name}` : 'Marketplace', 'other', body, undefined, city);
}

export function listingPage(ds: Dataset, l: Listing): string {
  const facts: string[] = [esc(CONDITION_TEXT[l.condition]), `${esc(l.city.name)}, ${esc(l.city.region)}`, a(`${WWW}/marketplace/category/${l.category.slug}`, l.category.name)];
  if (l.vehicle) facts.push(esc(`${l.vehicle.year} · ${l.vehicle.mileage.toLocaleString('en-US')} ${l.vehicle.mileageUnit} · ${l.vehicle.transmission} · ${l.vehicle.fuel}`));
  if (l.rental) facts.push(esc(`${l.rental.bedrooms} bedrooms · ${l.rental.bathrooms} bathrooms · ${l.rental.squareFeet} sq ft`));
  const similar = ds.listings.filter((x) => x !== l && x.category === l.category && !x.isSold).slice(0, 6);
  const body = `<section class="card"><div class="photos">${l.photos.map((p) => img(p.url, l.title)).join('')}</div>
<h1>${esc(l.title)}</h1><div><strong>${esc(priceText(l))}</strong>${l.isSold ? ' · <strong>Sold</strong>' : ''}</div>
<div class="meta">Listed ${esc(day(l.time))} in ${esc(l.city.name)}</div>
<ul>${facts.map((f) => `<li>${f}</li>`).join('')}</ul>
<p class="text">${esc(l.description)}</p>
<h3>Seller</h3><p>${img(l.seller.picture, l.seller.name, 'avatar')} ${a(l.seller.url, l.seller.name)}</p></section>
<section class="card"><h2>Similar listings</h2>${linkList(similar.flatMap((x) => listingLinks(x).slice(0, 1)))}</section>`;
  return marketFrame(ds, l.title, 'marketplace_item', body, l.id);
}

export function sellerPage(ds: Dataset, s: Seller): string {
  const open = s.listings.filter((l) => !l.isSold);
  const body = `<section class="card profile-card">${img(s.picture, s.name, 'avatar')}<h1>${esc(s.name)}</h1>
<div class="meta">Joined ${esc(day(s.joined).slice(0, 4))} · ${esc(s.city.name)} · ${s.reviews ? esc(`${s.rating.toFixed(1)} (${s.reviews} ratings)`) : 'No ratings yet'}</div>
<p>${esc(s.badges.join(' · '))}</p><p class="meta">${esc(s.responseTime)}</p></section>
${open.slice(0, 24).map(listingCard).join('\n')}`;
  return marketFrame(ds, `${s.name} | Marketplace`, 'marketplace_seller', body, s.id);
}

export function categoryPage(ds: Dataset, c: MarketCategory, city?: City): string {
  const list = ds.listings.filter((l) => !l.isSold && l.category === c && (!city || l.city === city)).slice(0, 24);
  const body = `<section class="card"><h1>${esc(c.name)}${city ? ` in ${esc(city.name)}` : ''}</h1></section>
${list.length ? list.map(listingCard).join('\n') : '<div class="card empty">No listings here yet.</div>'}`;
  return marketFrame(ds, c.name, 'other', body, undefined, city);
}

export function marketplaceSearchPage(ds: Dataset, query: string, city?: City): string {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const list = ds.listings
    .filter((l) => !l.isSold && (!city || l.city === city) && words.every((w) => l.title.toLowerCase().includes(w)))
    .slice(0, 24);
  const body = `<section class="card"><h1>Results for “${esc(query)}”</h1><p class="meta">${esc(list.length)} listings</p></section>
${list.map(listingCard).join('\n')}`;
  return marketFrame(ds, `${query} | Marketplace`, 'other', body, undefined, city);
}

export function adPage(ds: Dataset, ad: Ad): string {
  const page = ad.page;
  const media = ad.video ? img(ad.video.preview, ad.title, 'thumb') : img(ad.image, ad.title, 'thumb');
  const body = `<section class="card"><h1>${esc(ad.title)}</h1>
<div class="meta">Library ID: ${esc(ad.id)} · ${ad.active ? 'Active' : 'Inactive'} · Started running on ${esc(day(ad.start * 1000))}</div>
<div class="meta">Platforms: ${esc(ad.platforms.join(', '))}</div>
${media}<p class="text">${esc(ad.body)}</p>
<ul class="links"><li>${a(page.url, page.name)}</li>${page.adPageId ? `<li>${a(`${WWW}/ads/library/?active_status=all&view_all_page_id=${page.adPageId}`, `All ads from ${page.name}`)}</li>` : ''}</ul></section>`;
  const { left, right } = sides(ds);
  return frame({ title: `Ad Library | ${ad.title} | social`, kind: 'ad_library', entityId: ad.id, body, left, right });
}

export function adLibraryPage(ds: Dataset, page: Page): string {
  const cards = page.ads.slice(0, 20).map((ad) => `<article class="card ad" data-ad-id="${esc(ad.id)}">
<div class="meta">${ad.active ? 'Active' : 'Inactive'} · Library ID: ${a(`${WWW}/ads/library/?id=${ad.id}`, ad.id)}</div>
<strong>${esc(ad.title)}</strong><p class="text">${esc(ad.body)}</p></article>`);
  const body = `<section class="card"><h1>${esc(page.name)}</h1><div class="meta">${esc(page.ads.length)} ads in the Ad Library</div>
<p>${a(page.url, `Go to ${page.name}`)}</p></section>
${cards.join('\n')}`;
  const { left, right } = sides(ds);
  return frame({ title: `Ad Library | ${page.name} | social`, kind: 'ad_library', entityId: page.adPageId ?? page.id, body, left, right });
}

