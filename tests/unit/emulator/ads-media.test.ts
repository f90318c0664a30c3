import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { call, it, ledger, TEST_KEY } from '../fixtures/emulator';

const K = KNOWN;

describe('ads archive details', () => {
  it('one ad in full: creative, versions, platforms, dates, spend and reach ranges', async ({ app }) => {
    const ad = app.state.dataset.pageByAdId.get(K.pages.northwindgames.adPageId)!.ads.find((a) => !a.active)!;
    const r = await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id });
    expect(r.status, r.text).toBe(200);
    const d = r.body.data;
    expect(d).toEqual(expect.objectContaining({
      ad_archive_id: ad.id, page_id: K.pages.northwindgames.adPageId, page_name: 'Northwind Games', is_active: false,
      start_date: ad.start, end_date: ad.end, publisher_platform: ad.platforms, countries: ad.countries,
      ad_snapshot_url: `https://www.social.example/ads/library/?id=${ad.id}`,
    }));
    expect(d.end_date).toBeGreaterThan(d.start_date);
    expect(d.snapshot).toEqual(expect.objectContaining({ title: ad.title, body: { text: ad.body }, cta_text: expect.any(String) }));
    expect(d.versions.length).toBeGreaterThanOrEqual(2);
    expect(d.versions.map((v: any) => v.version)).toEqual(d.versions.map((_: unknown, i: number) => i + 1));
    expect(d.collation_count).toBe(d.versions.length);
    for (const range of [d.spend, d.reach, d.impressions]) {
      expect(range.lower_bound).toBeTypeOf('number');
      if (range.upper_bound !== null) expect(range.upper_bound).toBeGreaterThan(range.lower_bound);
    }
    expect(d.spend.currency).toBe('USD');
    // Deterministic: the same ad answers the same.
    const again = await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id });
    expect(again.body.data).toEqual(d);
  });

  it('page_id and country narrow it: a mismatch is an empty payload', async ({ app }) => {
    const ad = app.state.dataset.pageByAdId.get(K.pages.northwindgames.adPageId)!.ads[0]!;
    const byPage = await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id, page_id: K.pages.northwindgames.adPageId });
    expect(byPage.body.data.ad_archive_id).toBe(ad.id);
    const byOwnId = await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id, page_id: K.pages.northwindgames.id });
    expect(byOwnId.body.data.ad_archive_id).toBe(ad.id);
    expect((await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id, page_id: '1' })).body.data).toEqual({});
    const elsewhere = ['AR', 'AU', 'BR', 'JP', 'KE', 'ZA'].find((c) => !ad.countries.includes(c))!;
    expect((await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id, country: elsewhere })).body.data).toEqual({});
    expect((await call(app, '/social/ads/archive-details', { ad_archive_id: ad.id, country: ad.countries[0]!.toLowerCase() })).body.data.ad_archive_id).toBe(ad.id);
  });
});

describe('ads keywords', () => {
  it('advertisers whose ads match, with page id, name, category, likes and their ad count', async ({ app }) => {
    const r = await call(app, '/social/ads/keywords', { query: 'edition' });
    const advertisers = r.body.data.advertisers as any[];
    expect(advertisers.length).toBeGreaterThan(1);
    expect(r.body.data.total_count).toBe(advertisers.length);
    const counts = advertisers.map((a) => a.ads_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Each count is what the ads search finds for that advertiser and keyword.
    for (const a of advertisers.slice(0, 3)) {
      const ads = app.state.dataset.pageByAdId.get(a.ad_page_id)!.ads.filter((ad) => `${ad.title} ${ad.body}`.toLowerCase().includes('edition'));
      expect(a.ads_count).toBe(ads.length);
      expect(a).toEqual(expect.objectContaining({ page_id: expect.stringMatching(/^\d+$/), name: expect.any(String), category: expect.any(String), likes: expect.any(Number) }));
    }
  });

  it('country filters; an unknown keyword finds nobody; query is required', async ({ app }) => {
    const all = (await call(app, '/social/ads/keywords', { query: 'from' })).body.data.advertisers as any[];
    const pt = (await call(app, '/social/ads/keywords', { query: 'from', country: 'PT' })).body.data.advertisers as any[];
    expect(pt.length).toBeLessThanOrEqual(all.length);
    expect(pt.reduce((s, a) => s + a.ads_count, 0)).toBeLessThan(all.reduce((s, a) => s + a.ads_count, 0));
    expect((await call(app, '/social/ads/keywords', { query: 'zzqqxx' })).body.data).toEqual({ advertisers: [], total_count: 0 });
    const missing = await call(app, '/social/ads/keywords', {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail[0].loc).toEqual(['query', 'query']);
  });
});

describe('media download', () => {
  const download = (app: Parameters<typeof call>[0], url: string) => call(app, '/social/media/download', { url });

  it('a multi-photo post: one PNG per photo, each served by the emulator', async ({ app }) => {
    const r = await download(app, K.posts.multiPhoto.url);
    expect(r.body.data).toEqual(expect.objectContaining({ kind: 'post', id: K.posts.multiPhoto.id, source_url: K.posts.multiPhoto.url }));
    expect(r.body.data.media).toHaveLength(6);
    expect(r.body.meta.creditsCharged).toBe(1);
    for (const m of r.body.data.media.slice(0, 2)) {
      const file = await app.request(m.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });

  it('a video: HD and SD MP4 files; the same URL always gives the same bytes', async ({ app }) => {
    const r = await download(app, K.videos.main.watchUrl);
    expect(r.body.data.kind).toBe('video');
    const hd = r.body.data.media.find((m: any) => m.quality === 'hd');
    const first = new Uint8Array(await (await app.request(hd.url)).arrayBuffer());
    expect(new TextDecoder().decode(first.slice(4, 8))).toBe('ftyp');
    const second = new Uint8Array(await (await app.request(hd.url)).arrayBuffer());
    expect(second).toEqual(first);
    const thumb = await app.request(hd.thumbnail);
    expect(thumb.headers.get('content-type')).toBe('image/png');
  });

  it('an ad, a listing and a file on the media hosts', async ({ app }) => {
    const ad = app.state.dataset.ads.find((a) => !a.video)!;
    const adFiles = await download(app, `https://www.social.example/ads/library/?id=${ad.id}`);
    expect(adFiles.body.data).toEqual(expect.objectContaining({ kind: 'ad', id: ad.id }));
    expect((await app.request(adFiles.body.data.media[0].url)).status).toBe(200);
    const listing = await download(app, K.marketplace.listing.url);
    expect(listing.body.data.kind).toBe('listing');
    expect(listing.body.data.media).toHaveLength(K.marketplace.listing.photos);
    const photo = app.state.dataset.postById.get(K.posts.manyComments.id)!.photos[0]!;
    const cdn = await download(app, photo.url);
    expect(cdn.body.data).toEqual(expect.objectContaining({ kind: 'post', id: K.posts.manyComments.id }));
  });

  it('a link to nothing: empty media, charged; a foreign link: 400 naming url, not charged', async ({ fresh }) => {
    const none = await download(fresh, K.missing.post);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ media: [] });
    expect(none.body.meta.creditsCharged).toBe(1);
    const foreign = await download(fresh, 'https://example.org/video.mp4');
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail[0].loc).toEqual(['query', 'url']);
    expect((await ledger(fresh)).map((e) => [e.status, e.creditsCharged])).toEqual([[200, 1], [400, 0]]);
    expect(fresh.state.getKey(TEST_KEY)!.credits).toBe(999_999);
  });

  it('files that do not exist are 404', async ({ app }) => {
    for (const path of ['/files/1000000000000001.png', '/files/nested/1.png', '/files/abc.png', `/files/${K.videos.main.id}_hd.exe`]) {
      expect((await app.request(`http://127.0.0.1${path}`)).status, path).toBe(404);
    }
  });
});
