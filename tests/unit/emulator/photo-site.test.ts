import { describe, expect } from 'vitest';
import { PHOTO_KNOWN, photoDataset } from '../../../emulator/data/photo';
import type { EmulatorApp } from '../../../emulator/server';
import { isSiteHost } from '../../../emulator/site/index';
import { classifyUrl } from '../../../lib/site/index';
import { it, ledger } from '../fixtures/emulator';

// The fixture photo site: each page kind is served for photo.example and its subdomains, and every
// link on a page that the extension's classifier reads as a photo entity leads to a page of that
// entity (so the content script finds real things), in the URL shapes real pages use.

const K = PHOTO_KNOWN;
const ds = photoDataset(1);
const W = 'https://www.photo.example';

async function page(app: EmulatorApp, url: string) {
  const res = await app.request(url.replace(/^https:/, 'http:'));
  return { status: res.status, type: res.headers.get('content-type') ?? '', location: res.headers.get('location'), html: await res.text() };
}

const kindOf = (html: string) => /<main[^>]*data-entity-kind="([^"]+)"/.exec(html)?.[1];
const idOf = (html: string) => /<main[^>]*data-entity-id="([^"]+)"/.exec(html)?.[1];
const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Every link of a page that classifies as a photo entity, with its kind. */
function photoLinks(html: string, base: string) {
  return hrefs(html)
    .map((href) => new URL(href, base).toString())
    .map((url) => ({ url, kind: String(classifyUrl(url)?.kind ?? '') }))
    .filter((l) => l.kind.startsWith('photo_'));
}

/** The page a classified link leads to must be of that kind (a share link: the entity it redirects to). */
async function expectLinksServed(app: EmulatorApp, links: Array<{ url: string; kind: string }>) {
  const seen = new Set<string>();
  for (const l of links) {
    if (seen.has(l.url)) continue;
    seen.add(l.url);
    let p = await page(app, l.url);
    if (p.status === 302) p = await page(app, new URL(p.location!, l.url).toString());
    expect(p.status, l.url).toBe(200);
    if (l.kind === 'photo_share_link') expect(['photo_post', 'photo_reel'], l.url).toContain(kindOf(p.html));
    else expect(kindOf(p.html), l.url).toBe(l.kind);
  }
}

const u = ds.userByName.get(K.profile.username)!;
const PAGES: Array<[string, string, string]> = [
  [`${W}/${K.profile.username}/`, 'photo_profile', K.profile.username],
  [`https://m.photo.example/${K.profile.username}/reels/`, 'photo_profile', K.profile.username],
  [`https://photo.example/${K.profile.username}/tagged/`, 'photo_profile', K.profile.username],
  [`${W}/p/${K.post}/`, 'photo_post', K.post],
  [`${W}/${K.profile.username}/p/${K.carousel}/`, 'photo_post', K.carousel],
  [`${W}/tv/${K.video}/`, 'photo_post', K.video],
  [`${W}/reel/${K.reel}/`, 'photo_reel', K.reel],
  [`${W}/reels/${K.reel}/`, 'photo_reel', K.reel],
  [`${W}/stories/${K.profile.username}/`, 'photo_stories', K.profile.username],
  [`${W}/stories/${K.profile.username}/${K.story}/`, 'photo_story', K.story],
  [`${W}/stories/highlights/${K.highlight.id}/`, 'photo_highlight', K.highlight.id],
  [`${W}/explore/tags/${K.tag}/`, 'photo_tag', K.tag],
  [`${W}/explore/locations/${K.location.id}/${K.location.slug}/`, 'photo_location', K.location.id],
  [`${W}/explore/locations/${K.location.id}/`, 'photo_location', K.location.id],
  [`${W}/reels/audio/${K.audio.id}/`, 'photo_audio', K.audio.id],
  [`${W}/audio/${K.audio.id}/`, 'photo_audio', K.audio.id],
];

describe('photo hosts', () => {
  it('photo.example and its subdomains are site hosts; look-alikes are not', () => {
    for (const h of ['photo.example', 'www.photo.example', 'm.photo.example', 'help.photo.example', 'scontent.photo.example', 'WWW.PHOTO.EXAMPLE:8787']) {
      expect(isSiteHost(h), h).toBe(true);
    }
    for (const h of ['notphoto.example', 'photo.example.org', 'photoexample']) expect(isSiteHost(h), h).toBe(false);
  });
});

describe('fixture photo site', () => {
  it('serves every page kind, of the kind the extension reads its URL as, for no credit', async ({ app }) => {
    for (const [url, kind, id] of PAGES) {
      const p = await page(app, url);
      expect(p.status, url).toBe(200);
      expect(p.type).toContain('text/html');
      expect(kindOf(p.html), url).toBe(kind);
      expect(idOf(p.html), url).toBe(id);
      expect(p.html).toMatch(/<title>[^<]+ \| photo<\/title>/);
      expect(classifyUrl(url)?.kind, url).toBe(kind);
    }
    expect(await ledger(app)).toEqual([]);
  });

  it('the site’s own pages are plain pages that classify as none of the kinds', async ({ app }) => {
    for (const url of [`${W}/`, `${W}/explore/`, `${W}/reels/`, `${W}/accounts/login/?next=%2Flumen.atelier%2F`, `${W}/direct/inbox/`, 'https://help.photo.example/en/', `${W}/explore/locations/`]) {
      const p = await page(app, url);
      expect(p.status, url).toBe(200);
      expect(kindOf(p.html), url).toBe('other');
      expect(classifyUrl(url)?.kind, url).toBe('other');
    }
  });

  it('a profile page links its posts, reels, tabs, stories, highlights and related profiles', async ({ app }) => {
    const url = `${W}/${K.profile.username}/`;
    const links = photoLinks((await page(app, url)).html, url);
    const kinds = new Set(links.map((l) => l.kind));
    for (const kind of ['photo_post', 'photo_profile', 'photo_stories', 'photo_highlight']) expect(kinds, kind).toContain(kind);
    const posts = links.filter((l) => l.kind === 'photo_post').map((l) => classifyUrl(l.url)!.id);
    expect(posts).toEqual(u.posts.map((p) => p.code));
    expect(links.map((l) => l.url)).toContain(`${W}/${K.profile.username}/p/${u.posts[2]!.code}/`);
    for (const r of u.related) expect(links.map((l) => l.url)).toContain(`${W}/${r}/`);
    // The `/s/` share form of a highlight: the extension reads the highlight id from it, the site redirects.
    const share = links.find((l) => l.url.includes('/s/'))!;
    expect(classifyUrl(share.url)).toMatchObject({ kind: 'photo_highlight', id: u.highlights[1]!.id });
    const reels = photoLinks((await page(app, `${W}/${K.profile.username}/reels/`)).html, url).filter((l) => l.kind === 'photo_reel');
    expect(reels.map((l) => classifyUrl(l.url)!.id)).toEqual(u.reels.map((r) => r.code));
    await expectLinksServed(app, links);
  });

  it('post, reel, location, audio, stories, highlight and tag pages link what they show', async ({ app }) => {
    const expected: Record<string, string[]> = {
      [`${W}/p/${K.post}/`]: ['photo_profile', 'photo_location', 'photo_tag', 'photo_post'],
      [`${W}/p/${K.carousel}/`]: ['photo_profile', 'photo_post'],
      [`${W}/reel/${K.reel}/`]: ['photo_profile', 'photo_audio'],
      [`${W}/explore/locations/${K.location.id}/${K.location.slug}/`]: ['photo_post', 'photo_location'],
      [`${W}/reels/audio/${K.audio.id}/`]: ['photo_reel'],
      [`${W}/stories/${K.profile.username}/`]: ['photo_profile', 'photo_story', 'photo_highlight'],
      [`${W}/stories/highlights/${K.highlight.id}/`]: ['photo_profile', 'photo_story', 'photo_highlight'],
      [`${W}/explore/tags/${K.tag}/`]: ['photo_post', 'photo_tag'],
      [`${W}/`]: ['photo_profile', 'photo_post', 'photo_reel', 'photo_stories', 'photo_story', 'photo_highlight', 'photo_tag', 'photo_location', 'photo_audio', 'photo_share_link'],
    };
    for (const [url, kinds] of Object.entries(expected)) {
      const links = photoLinks((await page(app, url)).html, url);
      const found = new Set(links.map((l) => l.kind));
      for (const kind of kinds) expect(found, `${url} links ${kind}`).toContain(kind);
      await expectLinksServed(app, links);
    }
    const carousel = (await page(app, `${W}/p/${K.carousel}/`)).html;
    expect(hrefs(carousel)).toEqual(expect.arrayContaining([1, 2, 3, 4].map((i) => `/p/${K.carousel}/?img_index=${i}`)));
    const location = photoLinks((await page(app, `${W}/explore/locations/${K.location.id}/`)).html, W);
    expect(location.filter((l) => l.kind === 'photo_location').map((l) => classifyUrl(l.url)!.id)).toContain(K.nearby);
  });

  it('the highlight share link redirects; pictures are served; missing entities are 404', async ({ app }) => {
    const home = (await page(app, `${W}/`)).html;
    const share = hrefs(home).find((h) => h.includes('/s/'))!;
    const r = await page(app, share);
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/stories/highlights/${K.highlight.id}/`);
    for (const [share, code] of [[`${W}/share/${K.share.post.code}`, K.post], [`${W}/share/reel/${K.share.reel.code}`, K.reel]] as const) {
      expect(classifyUrl(share)?.kind).toBe('photo_share_link');
      const s = await page(app, share);
      expect(s.status, share).toBe(302);
      expect(s.location).toBe(`/${code === K.reel ? 'reel' : 'p'}/${code}/`);
    }
    expect((await page(app, `${W}/share/ZZZZZZZZZZ`)).status).toBe(404);
    const pic = await app.request(`http://scontent.photo.example/v/t51.2885-15/${u.posts[0]!.media[0]!.id}_1080x1350_n.jpg`);
    expect(pic.headers.get('content-type')).toBe('image/svg+xml');
    for (const url of [`${W}/${K.missing.username}/`, `${W}/p/${K.missing.shortcode}/`, `${W}/explore/locations/${K.missing.location}/`,
      `${W}/reels/audio/${K.missing.audio}/`, `${W}/stories/highlights/${K.missing.highlight}/`, `${W}/stories/${K.verified.username}/${K.story}/`]) {
      const p = await page(app, url);
      expect(p.status, url).toBe(404);
      expect(kindOf(p.html)).toBe('other');
    }
    expect((await app.request('http://www.photo.example/', { method: 'POST' })).status).toBe(405);
  });

  it('values are escaped', async ({ app }) => {
    const p = await page(app, `${W}/explore/tags/%3Cscript%3Ealert(1)%3C%2Fscript%3E/`);
    expect(p.html).not.toContain('<script>alert');
    expect(p.html).toContain('&lt;script&gt;');
  });
});
