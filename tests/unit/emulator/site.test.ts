import { describe, expect } from 'vitest';
import { classifyUrl } from '../../../lib/site/index';
import { KNOWN } from '../../../emulator/data/known';
import { resolveLink } from '../../../emulator/resolve';
import type { EmulatorApp } from '../../../emulator/server';
import { esc, scriptJson } from '../../../emulator/site/html';
import { isSiteHost } from '../../../emulator/site/index';
import { ledger, makeApp, it } from '../fixtures/emulator';

const K = KNOWN;

async function page(app: EmulatorApp, url: string) {
  const res = await app.request(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', location: res.headers.get('location'), html: await res.text() };
}

const kindOf = (html: string) => /<main[^>]*data-entity-kind="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const hrefs = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));

/** Every link that the classifier reads as an entity must point at something in the dataset. */
function expectLinksResolve(app: EmulatorApp, html: string) {
  let entities = 0;
  for (const href of hrefs(html)) {
    const absolute = new URL(href, 'https://www.social.example/').toString();
    const found = classifyUrl(absolute);
    if (!found || !['page', 'group', 'post', 'video', 'reel', 'share_link', 'ad_library', 'marketplace_item'].includes(found.kind)) continue;
    entities++;
    const r = resolveLink(app.state.dataset, absolute);
    expect(r.ok && r.ref, `link ${href}`).toBeTruthy();
  }
  return entities;
}

describe('isSiteHost', () => {
  it('knows the site, its subdomains and the short hosts', () => {
    for (const h of ['social.example', 'www.social.example', 'm.social.example', 'de-de.social.example', 'scontent.social.example', 'WWW.SOCIAL.EXAMPLE:8787', 'socialwatch.example', 'socialme.example']) {
      expect(isSiteHost(h), h).toBe(true);
    }
    for (const h of ['127.0.0.1', 'localhost:8787', 'notsocial.example', 'social.example.org', 'example.org', '[::1]:80']) {
      expect(isSiteHost(h), h).toBe(false);
    }
  });
});

describe('fixture site', () => {
  it('answers HTML for www and m. hosts; the service for 127.0.0.1', async ({ app }) => {
    const home = await page(app, 'http://www.social.example/');
    expect(home.status).toBe(200);
    expect(home.type).toContain('text/html');
    expect(home.html).toContain('<h1>Home</h1>');
    const mobile = await page(app, 'http://m.social.example/northwindgames');
    expect(kindOf(mobile.html)).toBe('page');
    expect(titleOf(mobile.html)).toBe('Northwind Games | social');
    const service = await app.request('http://127.0.0.1/');
    expect(service.status).toBe(404);
    expect(await service.json()).toEqual({ error: 'Not found' });
    expect(service.headers.get('x-request-id')).toBeTruthy();
    expect((await app.request('http://www.social.example/')).headers.get('x-request-id')).toBeTruthy();
    expect((await app.request('http://127.0.0.1/__emulator/info')).headers.get('x-request-id')).toBeTruthy();
    // Site requests are not in the ledger.
    const fresh = makeApp();
    await fresh.request('http://www.social.example/northwindgames');
    expect(await ledger(fresh)).toHaveLength(0);
  });

  it.for([
    [K.pages.northwindgames.url, 'page', 'Northwind Games'],
    [K.pages.northwindgames.profileUrl, 'page', 'Northwind Games'],
    [K.pages.quietharbor.url, 'page', 'Quiet Harbor Inn'],
    [K.groups.corvitarts.url, 'group', 'Corvit Arts Collective'],
    [K.groups.corvitarts.idUrl, 'group', 'Corvit Arts Collective'],
    [K.posts.manyComments.url, 'post', 'Northwind Games'],
    [K.posts.manyComments.permalinkUrl, 'post', 'Northwind Games'],
    [K.posts.groupPost.url, 'post', 'Corvit Arts Collective'],
    [`https://www.social.example/photo/?fbid=${K.posts.multiPhoto.photoIds[2]}&set=pcb.${K.posts.multiPhoto.id}`, 'post', 'Northwind Games'],
    [K.videos.main.url, 'video', 'Which enemy scares you the most?'],
    [K.videos.main.watchUrl, 'video', 'Which enemy scares you the most?'],
    [K.reels.main.url, 'reel', undefined],
  ] as Array<[string, string, string | undefined]>)('%s is a %s page with a heading and title', async ([url, kind, heading], { app }) => {
    const p = await page(app, url.replace('https://', 'http://'));
    expect(p.status).toBe(200);
    expect(kindOf(p.html)).toBe(kind);
    expect(p.html).toMatch(/<h1>[^<]+/);
    if (heading) expect(p.html).toContain(`<h1>${esc(heading)}`);
    expect(titleOf(p.html)).toMatch(/\| social$/);
  });

  it('the page without posts says so', async ({ app }) => {
    expect((await page(app, 'http://www.social.example/quietharbor')).html).toContain('This page has no public posts.');
  });

  it('share and short links redirect to the entity, keeping scheme and port', async ({ app }) => {
    const share = await page(app, `http://www.social.example:8080/share/p/${K.posts.manyComments.shareCode}/`);
    expect(share.status).toBe(302);
    expect(share.location).toBe(`http://www.social.example:8080/northwindgames/posts/${K.posts.manyComments.id}`);
    const short = await page(app, `http://socialwatch.example/${K.videos.main.shortCode}/`);
    expect(short.location).toBe(`http://www.social.example/northwindgames/videos/${K.videos.main.id}`);
    expect((await page(app, 'http://www.social.example/share/p/nosuchcode/')).status).toBe(404);
  });

  it('unknown paths and missing entities: 404 HTML; site features: plain pages', async ({ app }) => {
    for (const url of ['http://www.social.example/nosuchpage404', 'http://www.social.example/northwindgames/posts/1000000000000001', 'http://www.social.example/a/b/c/d/e']) {
      const p = await page(app, url);
      expect(p.status, url).toBe(404);
      expect(p.type).toContain('text/html');
    }
    for (const url of ['http://www.social.example/help', 'http://m.social.example/login.php?next=x', 'http://www.social.example/marketplace/']) {
      const p = await page(app, url);
      expect(p.status, url).toBe(200);
      expect(kindOf(p.html)).toBe('other');
    }
  });

  it('the home feed links to existing entities in many URL shapes, and to other sites', async ({ app }) => {
    const home = await page(app, 'http://www.social.example/');
    const links = hrefs(home.html);
    expect(expectLinksResolve(app, home.html)).toBeGreaterThan(60);
    expect(links).toContain('https://example.org/');
    expect(links.some((l) => l.startsWith('https://m.social.example/') && l.includes('__cft__'))).toBe(true);
    expect(links.some((l) => l.includes('permalink.php?story_fbid='))).toBe(true);
    expect(links.some((l) => l.includes('/photo/?fbid='))).toBe(true);
    expect(links.some((l) => l.includes('/share/p/'))).toBe(true);
    expect(links.some((l) => l.startsWith('https://socialwatch.example/'))).toBe(true);
    expect(links.some((l) => l.includes('/reel/'))).toBe(true);
    expect(links.some((l) => l.includes('/groups/'))).toBe(true);
    expect(links.some((l) => l.startsWith('https://de-de.social.example/'))).toBe(true);
    expect(links.some((l) => l.includes('/help'))).toBe(true);
  });

  it('/__bench/links?n= renders n links, all resolvable', async ({ app }) => {
    const p = await page(app, 'http://www.social.example/__bench/links?n=2500');
    const list = /<ul class="links" id="bench-links">([\s\S]*?)<\/ul>/.exec(p.html)![1]!;
    expect(hrefs(list)).toHaveLength(2500);
    expect(expectLinksResolve(app, list)).toBe(2500);
    const junk = await page(app, 'http://www.social.example/__bench/links?n=%3Cscript%3E');
    expect(hrefs(/<ul class="links" id="bench-links">([\s\S]*?)<\/ul>/.exec(junk.html)![1]!)).toHaveLength(1000);
  });

  it('/feed/infinite and /spa carry their scripts', async ({ app }) => {
    const feed = await page(app, 'http://www.social.example/feed/infinite');
    expect(feed.html).toContain('window.__appendMore');
    expect(feed.html).toContain('scroll');
    const first = /<div id="feed">([\s\S]*?)<\/div>/.exec(feed.html)![1]!;
    expect(hrefs(first)).toHaveLength(20);
    expect(expectLinksResolve(app, first)).toBe(20);
    const spa = await page(app, 'http://www.social.example/spa');
    expect(spa.html).toContain('history.pushState');
    expect(spa.html).toContain('data-spa');
    expect(expectLinksResolve(app, spa.html)).toBeGreaterThan(5);
  });

  it('media paths answer placeholder images', async ({ app }) => {
    const res = await app.request('http://scontent.social.example/v/t39/2257188654365575_1440x960_n.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('width="1440"');
  });

  it('escapes everything it prints', () => {
    expect(esc(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(scriptJson({ t: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('marketplace and ads library pages', () => {
  const M = K.marketplace;
  const entityId = (html: string) => /<main[^>]*data-entity-id="([^"]+)"/.exec(html)?.[1];

  it('the home feed links to listings, a seller, marketplace pages and ads library pages', async ({ app }) => {
    const home = await page(app, 'http://www.social.example/');
    const section = /<section class="card" id="marketplace-and-ads">([\s\S]*?)<\/section>/.exec(home.html)![1]!;
    const links = hrefs(section);
    expect(links).toContain(M.listing.url);
    expect(links).toContain(M.seller.url);
    expect(links.some((l) => l.startsWith('https://m.social.example/marketplace/item/'))).toBe(true);
    expect(links.some((l) => /\/ads\/library\/\?id=\d+$/.test(l))).toBe(true);
    expect(links.some((l) => l.includes('view_all_page_id='))).toBe(true);
    expect(links.some((l) => l.includes('/marketplace/search/?query='))).toBe(true);
    // The extension reads these as listings and ads library links, and each finds its entity here.
    expect(links.filter((l) => classifyUrl(l)?.kind === 'marketplace_item').length).toBeGreaterThanOrEqual(6);
    expect(links.filter((l) => classifyUrl(l)?.kind === 'ad_library').length).toBeGreaterThanOrEqual(2);
    expect(expectLinksResolve(app, section)).toBeGreaterThanOrEqual(8);
  });

  it('a listing page: photos, price, seller link; a mobile link shows the same listing', async ({ app }) => {
    const listing = await page(app, M.listing.url.replace('https://', 'http://'));
    expect(listing.status).toBe(200);
    expect(kindOf(listing.html)).toBe('marketplace_item');
    expect(entityId(listing.html)).toBe(M.listing.id);
    expect(listing.html).toContain(`<h1>${esc(M.listing.title)}</h1>`);
    expect(listing.html).toContain('$250');
    expect(hrefs(listing.html)).toContain(M.seller.url);
    expect((listing.html.match(/\/v\/t45\//g) ?? []).length).toBeGreaterThanOrEqual(M.listing.photos);
    const mobile = await page(app, `http://m.social.example/marketplace/item/${M.listing.id}/?ref=search`);
    expect(entityId(mobile.html)).toBe(M.listing.id);
    expect((await page(app, 'http://www.social.example/marketplace/item/1000000000000009/')).status).toBe(404);
  });

  it('a seller page lists the seller’s listings', async ({ app }) => {
    const seller = await page(app, M.seller.url.replace('https://', 'http://'));
    expect(kindOf(seller.html)).toBe('marketplace_seller');
    expect(entityId(seller.html)).toBe(M.seller.id);
    expect(seller.html).toContain(`<h1>${esc(M.seller.name)}</h1>`);
    expect(hrefs(seller.html)).toContain(M.listing.url);
  });

  it('category, city category and search pages', async ({ app }) => {
    const category = await page(app, 'http://www.social.example/marketplace/category/electronics');
    expect(category.status).toBe(200);
    expect(kindOf(category.html)).toBe('other');
    expect(category.html).toContain('<h1>Electronics</h1>');
    expect(hrefs(category.html).filter((l) => classifyUrl(l)?.kind === 'marketplace_item').length).toBeGreaterThan(3);
    const vehicles = await page(app, 'http://www.social.example/marketplace/austin/vehicles/');
    expect(vehicles.html).toContain('<h1>Vehicles in Austin</h1>');
    const search = await page(app, 'http://www.social.example/marketplace/search/?query=camera');
    expect(hrefs(search.html)).toContain(M.listing.url);
    expect((await page(app, 'http://www.social.example/marketplace/austin/')).status).toBe(200);
    // Any other marketplace path is the plain Marketplace page, as on the site.
    expect(kindOf((await page(app, 'http://www.social.example/marketplace/nowhere/nothing')).html)).toBe('other');
  });

  it('ads library: one ad, and all ads of a page', async ({ app }) => {
    const north = app.state.dataset.pageById.get(K.pages.northwindgames.id)!;
    const ad = north.ads[0]!;
    const one = await page(app, `http://www.social.example/ads/library/?id=${ad.id}`);
    expect(kindOf(one.html)).toBe('ad_library');
    expect(entityId(one.html)).toBe(ad.id);
    expect(one.html).toContain(`<h1>${esc(ad.title)}</h1>`);
    expect(hrefs(one.html)).toContain(north.url);
    const all = await page(app, `http://www.social.example/ads/library/?active_status=all&view_all_page_id=${north.adPageId}`);
    expect(kindOf(all.html)).toBe('ad_library');
    expect(entityId(all.html)).toBe(north.adPageId);
    expect(hrefs(all.html)).toContain(`https://www.social.example/ads/library/?id=${ad.id}`);
    expect((await page(app, 'http://www.social.example/ads/library/?id=1')).status).toBe(404);
    expect(kindOf((await page(app, 'http://www.social.example/ads/library/')).html)).toBe('other');
  });
});
