import { describe, expect, it } from 'vitest';
import { parseUrl } from '../../../lib/site/canonical';
import { classifyUrl, DEFAULT_SITE_HOSTS } from '../../../lib/site/index';
import type { DetectorExample } from '../../../lib/site/site';
import { SITES } from '../../../lib/site/sites';
import type { DetectionIds } from '../../../lib/site/types';
import { examples as ad } from '../../../lib/site/social/detectors/ad.examples';
import { examples as adLibrary } from '../../../lib/site/social/detectors/ad-library.examples';
import { examples as group } from '../../../lib/site/social/detectors/group.examples';
import { examples as marketplaceCategory } from '../../../lib/site/social/detectors/marketplace-category.examples';
import { examples as marketplaceItem } from '../../../lib/site/social/detectors/marketplace-item.examples';
import { examples as marketplaceSearch } from '../../../lib/site/social/detectors/marketplace-search.examples';
import { examples as marketplaceSeller } from '../../../lib/site/social/detectors/marketplace-seller.examples';
import { examples as other } from '../../../lib/site/social/detectors/other.examples';
import { examples as page } from '../../../lib/site/social/detectors/page.examples';
import { examples as post } from '../../../lib/site/social/detectors/post.examples';
import { examples as reel } from '../../../lib/site/social/detectors/reel.examples';
import { examples as shareLink } from '../../../lib/site/social/detectors/share-link.examples';
import { examples as video } from '../../../lib/site/social/detectors/video.examples';
import { expectClassified, expectOnlyDetectorOf, readFixture } from './detector-checks';

/** Real links gathered from public repositories, each with its expected kind, id and ids. */
interface PublicUrl extends DetectorExample {
  kind: string;
  from: string;
}
const publicUrls = readFixture<{ urls: PublicUrl[] }>('social-urls.public.json').urls;

/** The social site's detectors: each must have examples (the photo site's: photo-detectors.test.ts). */
const DETECTORS = SITES.filter((s) => s.id === 'social').flatMap((s) => s.detectors);

const BY_KIND: Record<string, DetectorExample[]> = {
  page,
  group,
  post,
  video,
  reel,
  share_link: shareLink,
  ad_library: adLibrary,
  ad,
  marketplace_item: marketplaceItem,
  marketplace_seller: marketplaceSeller,
  marketplace_category: marketplaceCategory,
  marketplace_search: marketplaceSearch,
};

/**
 * The ids that name the entity itself: its canonical url must keep them. Context may go (the
 * comment, album or post a photo was reached through, the owner, an ad's advertiser).
 */
function entityIds(ids: DetectionIds | undefined): DetectionIds {
  const { comment: _c, album: _a, owner: _o, ownerVanity: _v, event: _e, city: _t, ...rest } = ids ?? {};
  if (rest.photo !== undefined) delete rest.post;
  if (rest.ad !== undefined) delete rest.adPage;
  return rest;
}

// The public links join the examples of their kind (and `other`), so every check below covers them.
const otherExamples: Array<{ url: string; canonical?: string }> = [...other];
for (const e of publicUrls) {
  if (e.kind === 'other') otherExamples.push({ url: e.url });
  else BY_KIND[e.kind]!.push({ url: e.url, id: e.id, ids: e.ids ?? {} });
}

describe('public link corpus', () => {
  it('is large, sourced and free of the real brands', () => {
    expect(publicUrls.length).toBeGreaterThanOrEqual(150);
    for (const e of publicUrls) {
      expect(e.from, e.url).toMatch(/^[\w.-]+\/[\w.-]+ \S+/);
      expect(BY_KIND[e.kind] ?? (e.kind === 'other' ? [] : undefined), e.kind).toBeDefined();
    }
    // Every kind the site has appears among them.
    expect(new Set(publicUrls.map((e) => e.kind))).toEqual(new Set([...Object.keys(BY_KIND), 'other']));
  });
});

function parse(url: string) {
  const p = parseUrl(url, DEFAULT_SITE_HOSTS);
  if (!p) throw new Error(`not parsed as a site URL: ${url}`);
  return p;
}

it('every detector has examples', () => {
  for (const d of DETECTORS) expect(BY_KIND[d.kind]?.length ?? 0, d.kind).toBeGreaterThan(0);
  expect(Object.keys(BY_KIND).sort()).toEqual(DETECTORS.map((d) => d.kind).sort());
});

for (const [kind, list] of Object.entries(BY_KIND)) {
  describe(`${kind} examples`, () => {
    it.each(list.map((e) => [e.url, e] as const))('%s', (_url, ex) => {
      const p = parse(ex.url);
      // Every detector of the site the URL is on (the classifier gives a URL to its site's alone).
      const m = expectOnlyDetectorOf(SITES[p.site]!.detectors, p, kind);
      expect(m!.id).toBe(ex.id);
      if (ex.owner !== undefined) expect(m!.owner).toBe(ex.owner);
      if (ex.canonical !== undefined) expect(m!.url).toBe(ex.canonical);
      expectClassified(kind, ex, /^https:\/\/[^#]+$/, entityIds);
    });
  });
}

describe('other examples', () => {
  it.each(otherExamples.map((e) => [e.url, e] as const))('%s', (_url, ex) => {
    const p = parse(ex.url);
    expectOnlyDetectorOf(SITES[p.site]!.detectors, p, 'other');
    const det = classifyUrl(ex.url);
    expect(det?.kind).toBe('other');
    expect(det?.id).toBeUndefined();
    if (ex.canonical !== undefined) expect(det?.url).toBe(ex.canonical);
    expect(det!.url).not.toContain('#');
    expect(det!.url).not.toMatch(/[?&](__cft__|__tn__|refid|mibextid|fref|ref)=/);
  });
});

describe('examples stay test-only', () => {
  it('no shipped file imports an examples file', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const { join } = await import('node:path');
    const repo = fileURLToPath(new URL('../../..', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(e.name) && !e.name.includes('.examples.')) files.push(full);
      }
    };
    walk(join(repo, 'lib'));
    walk(join(repo, 'entrypoints'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(/\.examples['"]/);
  });
});
