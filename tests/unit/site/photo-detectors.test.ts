import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

// The photo site's detectors: each with its examples, every example against every detector of
// both sites, the 70 development URLs, and accuracy on URLs held out from development.

const read = <T>(name: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)), 'utf8')) as T;

interface DevUrl {
  url: string;
  kind: string;
  ids: Record<string, string>;
}
const dev = read<DevUrl[]>('photo-urls.dev.json');
const heldOut = read<{ urls: Array<{ url: string; kind: string; id?: string }> }>('photo-urls.heldout.json').urls;

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
      const det = classifyUrl(ex.url);
      expect(det?.kind).toBe(kind);
      expect(det?.id).toBe(ex.id);
      if (ex.owner !== undefined) expect(det?.owner).toBe(ex.owner);
      if (ex.canonical !== undefined) expect(det?.url).toBe(ex.canonical);
      if (ex.ids !== undefined) expect(det?.ids).toEqual(ex.ids);
      // The canonical link is https, fragment-free, and classifies to the same entity.
      expect(det!.url).toMatch(/^https:\/\/www\.photo\.example\/[^#]*$/);
      const again = classifyUrl(det!.url);
      expect(again && [again.kind, again.id, again.url]).toEqual([det!.kind, det!.id, det!.url]);
    });
  });
}

describe('the cross-matrix: every example of both sites against every detector of both sites', () => {
  it.each(EXAMPLES.map((e) => [e.site, e.url, e] as const))('%s %s', (site, _url, ex) => {
    const p = parseUrl(ex.url, DEFAULT_SITE_HOSTS, SITES);
    expect(p && SITES[p.site]!.id).toBe(site);
    // Its own site's detectors: exactly the one of its kind accepts (none for `other`).
    for (const { site: s, d } of ALL_DETECTORS) {
      if (s !== site) continue;
      if (d.kind === ex.kind) expect(d.match(p!), `${d.kind} must accept`).not.toBeNull();
      else expect(d.match(p!), `${d.kind} must reject`).toBeNull();
    }
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

describe('URLs held out from development', () => {
  it('at least 97% of kinds and of ids are right', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    const got = heldOut.map((e) => ({ e, d: classifyUrl(e.url) }));
    const kinds = got.filter(({ e, d }) => d?.kind === e.kind).length / got.length;
    const withId = got.filter(({ e }) => e.id !== undefined);
    const ids = withId.filter(({ e, d }) => d?.id === e.id).length / withId.length;
    const wrong = got.filter(({ e, d }) => d?.kind !== e.kind || d?.id !== e.id).map(({ e, d }) => `${e.url} → ${d?.kind} ${d?.id}`);
    expect(kinds, wrong.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(ids, wrong.join('\n')).toBeGreaterThanOrEqual(0.97);
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
