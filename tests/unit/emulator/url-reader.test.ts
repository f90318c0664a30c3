import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { readSiteUrl, type LinkRef } from '../../../emulator/url-reader';

// The emulator reads links with its own reader, written apart from the extension's classifier.
// Besides the shapes below, it is checked against the project's corpus of real URL shapes
// (tests/fixtures/social-urls.dev.json: kind and ids of each), so both sides answer to the same
// reference rather than to each other.

const K = KNOWN;

describe('the emulator’s URL reader', () => {
  it.for([
    [K.posts.manyComments.url, { kind: 'post', id: K.posts.manyComments.id }],
    [K.posts.manyComments.permalinkUrl, { kind: 'post', id: K.posts.manyComments.id }],
    [K.posts.manyComments.mobileUrl, { kind: 'post', id: K.posts.manyComments.id }],
    [`https://www.social.example/photo/?fbid=${K.posts.manyComments.photoId}&set=a.1`, { kind: 'post', id: K.posts.manyComments.photoId }],
    [K.posts.groupPost.permalinkUrl, { kind: 'post', id: K.posts.groupPost.id }],
    [K.videos.main.watchUrl, { kind: 'video', id: K.videos.main.id, reel: false }],
    [`https://m.social.example/watch/?v=${K.videos.main.id}&ref=sharing`, { kind: 'video', id: K.videos.main.id, reel: false }],
    [K.reels.main.url, { kind: 'video', id: K.reels.main.id, reel: true }],
    [`https://www.social.example/reels/${K.reels.main.id}/`, { kind: 'video', id: K.reels.main.id, reel: true }],
    [K.reels.main.shareUrl, { kind: 'share', code: K.reels.main.shareCode }],
    [K.videos.main.shortUrl, { kind: 'share', code: K.videos.main.shortCode }],
    [K.groups.corvitarts.url, { kind: 'group', key: 'corvitarts' }],
    [K.pages.northwindgames.profileUrl, { kind: 'page', key: K.pages.northwindgames.id }],
    ['https://de-de.social.example/NorthwindGames/about?locale=de_DE', { kind: 'page', key: 'NorthwindGames' }],
    ['social.example/northwindgames#!/northwindgames/posts/5', { kind: 'post', id: '5' }],
    [`https://www.social.example/ads/library/?active_status=all&view_all_page_id=${K.pages.northwindgames.adPageId}`, { kind: 'ad_page', id: K.pages.northwindgames.adPageId }],
    ['https://www.social.example/ads/library/?id=1915548243279329&view_all_page_id=1', { kind: 'ad', id: '1915548243279329' }],
    [`https://m.social.example/marketplace/item/${K.marketplace.listing.id}/?ref=search&__tn__=x`, { kind: 'listing', id: K.marketplace.listing.id }],
    [K.marketplace.seller.url, { kind: 'seller', id: K.marketplace.seller.id }],
    ['https://scontent.social.example/v/t45/3194279010465640_1280x960_n.jpg', { kind: 'media', id: '3194279010465640' }],
    ['https://video.social.example/v/t42/387081299304444_hd.mp4', { kind: 'media', id: '387081299304444' }],
    ['https://www.social.example/marketplace/austin/vehicles/', { kind: 'other', feature: 'marketplace' }],
    ['https://www.social.example/help/1896641480634370', { kind: 'other', feature: 'help' }],
  ] as Array<[string, object]>)('%s', ([url, expected]) => {
    expect(readSiteUrl(url)).toEqual(expected);
  });

  it('is not fooled by look-alike hosts or other schemes', () => {
    for (const url of ['https://social.example.org/northwindgames', 'https://notsocial.example/x', 'javascript:alert(1)', 'ftp://www.social.example/x', '']) {
      expect(readSiteUrl(url), url).toBeNull();
    }
  });
});

describe('the URL reader against the corpus of real URL shapes', () => {
  interface Case { url: string; kind: string; ids: Record<string, string> }
  const corpus = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/social-urls.dev.json', import.meta.url)), 'utf8')) as Case[];
  /** The corpus's kinds for what the reader returns. */
  const kindOf = (r: LinkRef | null) => {
    if (!r) return 'not on the site';
    if (r.kind === 'video') return r.reel ? 'reel' : 'video';
    const names: Record<string, string> = { share: 'share_link', ad: 'ad_library', ad_page: 'ad_library', listing: 'marketplace_item' };
    return names[r.kind] ?? (r.kind === 'seller' || r.kind === 'media' ? 'other' : r.kind);
  };
  const idOf = (r: LinkRef | null) => (!r ? undefined : 'id' in r ? r.id : 'key' in r ? r.key : 'code' in r ? r.code : undefined);
  /** Shapes the emulator does not model: albums and bare object ids (it has neither). */
  const NOT_MODELLED = new Set([
    'https://m.social.example/3065154550235644',
    'https://m.social.example/Nintendo/albums/271203266297467/?__tn__=%2Cg',
    'https://www.social.example/media/set/?set=a.10152716010956729&type=3',
  ]);

  it('holds over a hundred URLs', () => {
    expect(corpus.length).toBeGreaterThan(100);
  });

  it.for(corpus.filter((c) => !NOT_MODELLED.has(c.url)).map((c) => [c.url, c] as const))('%s', ([, c]) => {
    const r = readSiteUrl(c.url);
    expect(kindOf(r)).toBe(c.kind);
    const id = idOf(r);
    if (c.kind !== 'other' && id !== undefined) expect(Object.values(c.ids)).toContain(id);
  });
});
