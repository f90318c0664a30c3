import { describe, expect, it } from 'vitest';
import { parseUrl } from '../../../lib/site/canonical';
import { classifyUrl, DEFAULT_SITE_HOSTS, matchPatternsFor } from '../../../lib/site/index';
import { SITES } from '../../../lib/site/sites';
import { KINDS as PHOTO_KINDS } from '../../../lib/site/photo/kinds';
import { BY_KIND, OTHER } from '../../../lib/site/photo/detectors/photo.examples';
import { examples as socialPage } from '../../../lib/site/social/detectors/page.examples';
import { examples as socialPost } from '../../../lib/site/social/detectors/post.examples';
import { examples as socialReel } from '../../../lib/site/social/detectors/reel.examples';
import { examples as socialOther } from '../../../lib/site/social/detectors/other.examples';
import { expectClassified, expectOnlyDetectorOf, readFixture } from './detector-checks';

// The photo site's detectors: each with its examples, every example against every detector of
// both sites, the 70 development URLs, and accuracy on URLs held out from development.


interface DevUrl {
  url: string;
  kind: string;
  ids: Record<string, string>;
}
const dev = readFixture<DevUrl[]>('photo-urls.dev.json');
const heldOut = readFixture<{ urls: Array<{ url: string; kind: string; id?: string }> }>('photo-urls.heldout.json').urls;
const publicUrls = readFixture<{ urls: Array<{ url: string; kind: string; id?: string; from: string }> }>('photo-urls.public.json').urls;

const photo = SITES.find((s) => s.id === 'photo')!;
const social = SITES.find((s) => s.id === 'social')!;
const ALL_DETECTORS = SITES.flatMap((s) => s.detectors.map((d) => ({ site: s.id, d })));

/** The dev file's kind names, in the project's. */
const DEV_KIND: Record<string, string> = {
  profile: 'photo_profile', post: 'photo_post', reel: 'photo_reel', stories_user: 'photo_stories', story: 'photo_story',
  highlight: 'photo_highlight', tag: 'photo_tag', location: 'photo_location', audio: 'photo_audio', share_link: 'photo_share_link', other: 'other',
};
const devId = (e: DevUrl) => e.ids.shortcode ?? e.ids.highlight_id ?? e.ids.media_id ?? e.ids.tag ?? e.ids.share_code ?? e.ids.username ?? e.ids.user_id;

/** Every example of both sites, with the kind it must be. */
const EXAMPLES: Array<{ url: string; kind: string; site: string }> = [
  ...Object.entries(BY_KIND).flatMap(([kind, list]) => list.map((e) => ({ url: e.url, kind, site: 'photo' }))),
  ...OTHER.map((url) => ({ url, kind: 'other', site: 'photo' })),
  ...dev.map((e) => ({ url: e.url, kind: DEV_KIND[e.kind]!, site: 'photo' })),
  ...socialPage.map((e) => ({ url: e.url, kind: 'page', site: 'social' })),
  ...socialPost.map((e) => ({ url: e.url, kind: 'post', site: 'social' })),
  ...socialReel.map((e) => ({ url: e.url, kind: 'reel', site: 'social' })),
  ...socialOther.map((e) => ({ url: e.url, kind: 'other', site: 'social' })),
];

it('every photo detector has examples, and every kind of the site a detector', () => {
  expect(photo.detectors.map((d) => d.kind).sort()).toEqual(Object.keys(PHOTO_KINDS).sort());
  for (const d of photo.detectors) expect(BY_KIND[d.kind]?.length ?? 0, d.kind).toBeGreaterThan(0);
});

for (const [kind, list] of Object.entries(BY_KIND)) {
  describe(`${kind} examples`, () => {
    it.each(list.map((e) => [e.url, e] as const))('%s', (_url, ex) => {
      expectClassified(kind, ex, /^https:\/\/www\.photo\.example\/[^#]*$/);
    });
  });
}

describe('the cross-matrix: every example of both sites against every detector of both sites', () => {
  it.each(EXAMPLES.map((e) => [e.site, e.url, e] as const))('%s %s', (site, _url, ex) => {
    const p = parseUrl(ex.url, DEFAULT_SITE_HOSTS, SITES);
    expect(p && SITES[p.site]!.id).toBe(site);
    // Its own site's detectors: exactly the one of its kind accepts (none for `other`).
    expectOnlyDetectorOf(ALL_DETECTORS.filter((a) => a.site === site).map((a) => a.d), p!, ex.kind);
    // And the other site's kinds never come out of it.
    const kind = classifyUrl(ex.url)!.kind;
    expect(kind).toBe(ex.kind);
    if (kind !== 'other') expect(kind.startsWith('photo_')).toBe(site === 'photo');
  });
});

describe('the development URLs (tests/fixtures/photo-urls.dev.json)', () => {
  it('are the 70 gathered', () => expect(dev).toHaveLength(70));

  it.each(dev.map((e) => [e.kind, e.url, e] as const))('%s %s', (_kind, _url, e) => {
    const d = classifyUrl(e.url);
    expect(d?.kind).toBe(DEV_KIND[e.kind]);
    if (e.kind !== 'other') expect(d?.id).toBe(devId(e));
    else expect(d?.id).toBeUndefined();
  });
});

/** Kinds and ids of `urls` that classifyUrl gets right, as shares, with what it got wrong. */
function accuracy(urls: Array<{ url: string; kind: string; id?: string }>) {
  const got = urls.map((e) => ({ e, d: classifyUrl(e.url) }));
  const kinds = got.filter(({ e, d }) => d?.kind === e.kind).length / got.length;
  const withId = got.filter(({ e }) => e.id !== undefined);
  const ids = withId.filter(({ e, d }) => d?.id === e.id).length / withId.length;
  const wrong = got.filter(({ e, d }) => d?.kind !== e.kind || d?.id !== e.id).map(({ e, d }) => `${e.url} → ${d?.kind} ${d?.id}`);
  return { kinds, ids, wrong: wrong.join('\n') };
}

describe('URLs held out from development', () => {
  it('at least 97% of kinds and of ids are right', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    const { kinds, ids, wrong } = accuracy(heldOut);
    expect(kinds, wrong).toBeGreaterThanOrEqual(0.97);
    expect(ids, wrong).toBeGreaterThanOrEqual(0.97);
  });

  it("public projects' links, each with where it came from: at least 97% of kinds and of ids", () => {
    expect(publicUrls.length).toBeGreaterThanOrEqual(50);
    for (const e of publicUrls) expect(e.from, e.url).toMatch(/^[\w.-]+\/[\w.-]+ \S+/);
    const { kinds, ids, wrong } = accuracy(publicUrls);
    expect(kinds, wrong).toBeGreaterThanOrEqual(0.97);
    expect(ids, wrong).toBeGreaterThanOrEqual(0.97);
  });
});

describe('the photo site beside the social one', () => {
  it('share links need a call; a highlight share link is read for free', () => {
    expect(classifyUrl('https://www.photo.example/share/BACiUUUYQV')?.needsResolution).toBe(true);
    expect(classifyUrl('https://www.photo.example/s/aGlnaGxpZ2h0OjE4MDQyNTA5NDg4MTcwMDk1')?.needsResolution).toBeUndefined();
  });

  it('its default hosts classify and get the content script', () => {
    expect(photo.defaultHosts).toEqual({ site: ['photo.example'], short: [] });
    expect(classifyUrl('https://sub.photo.example/p/DMF-GjGO0-q/')?.kind).toBe('photo_post');
    expect(matchPatternsFor(DEFAULT_SITE_HOSTS)).toContain('*://*.photo.example/*');
    expect(social.defaultHosts.site).toEqual(['social.example']);
  });
});
