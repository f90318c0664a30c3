import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyUrl } from '../../../lib/site/index';

interface DevUrl {
  url: string;
  kind: string;
  ids: Record<string, string>;
}

const devUrls = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/social-urls.dev.json', import.meta.url)), 'utf8'),
) as DevUrl[];

/** Accepted ids for a fixture entry (pages: the vanity or the numeric id the URL shows). */
function expectedIds(kind: string, ids: Record<string, string>): string[] {
  const one = (v: string | undefined) => (v === undefined ? [] : [v]);
  switch (kind) {
    case 'video':
      return one(ids.video_id);
    case 'reel':
      return one(ids.reel_id);
    case 'post':
      return one(ids.post_id ?? ids.photo_id ?? ids.object_id ?? ids.album_id ?? ids.set);
    case 'page':
      return [...one(ids.page), ...one(ids.page_id)];
    case 'group':
      return one(ids.group_id ?? ids.group);
    case 'share_link':
      return one(ids.share_code ?? ids.short_code);
    case 'ad_library':
      return one(ids.ad_id ?? ids.ad_page_id);
    case 'marketplace_item':
      return one(ids.item_id);
    default:
      return [];
  }
}

/**
 * The fixture was written before ads and marketplace links had their finer kinds: it files one ad
 * under `ad_library` and marketplace categories, searches and sellers under `other`.
 */
const FIXTURE_KIND: Record<string, string> = {
  ad: 'ad_library',
  marketplace_seller: 'other',
  marketplace_category: 'other',
  marketplace_search: 'other',
};

describe('dev URL fixture', () => {
  it('has the expected size', () => {
    expect(devUrls.length).toBe(113);
  });

  it.each(devUrls.map((e) => [e.kind, e.url, e] as const))('%s %s', (_kind, _url, e) => {
    const d = classifyUrl(e.url);
    expect(d).not.toBeNull();
    expect(FIXTURE_KIND[d!.kind] ?? d!.kind).toBe(e.kind);
    if (d!.kind === 'other') {
      expect(d!.id).toBeUndefined();
    } else if (e.kind !== 'other') {
      const ids = expectedIds(e.kind, e.ids);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toContain(d!.id);
    }
  });

  it('people/<name>/<id> uses the numeric id', () => {
    expect(classifyUrl('https://www.social.example/people/Clare-Roche/100020635422861')?.id).toBe('100020635422861');
  });
});
