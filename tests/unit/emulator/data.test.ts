import { describe, expect } from 'vitest';
import { buildDataset } from '../../../emulator/data/dataset';
import { KNOWN } from '../../../emulator/data/known';
import { abbreviate, isoInZone } from '../../../emulator/format';
import type { EmulatorApp } from '../../../emulator/server';
import { call, makeApp, it } from '../fixtures/emulator';

const K = KNOWN;
const id = async (app: EmulatorApp, path: string, link: string) => {
  const r = await call(app, path, { link });
  expect(r.status, `${link}: ${r.text}`).toBe(200);
  return r.body.social_id as string | undefined;
};

describe('any URL shape of an entity finds it', () => {
  it.for([
    K.posts.manyComments.url,
    K.posts.manyComments.permalinkUrl,
    K.posts.manyComments.mobileUrl,
    K.posts.manyComments.shareUrl,
    `https://mbasic.social.example/story.php?story_fbid=${K.posts.manyComments.id}&id=${K.pages.northwindgames.id}&__tn__=%2As%2As-R`,
    `https://de-de.social.example/northwindgames/posts/${K.posts.manyComments.id}`,
    `https://www.social.example/northwindgames/posts/${K.posts.manyComments.id}:0`,
    `https://www.social.example/photo/?fbid=${K.posts.manyComments.photoId}&set=a.1`,
    `https://www.social.example/photo.php?fbid=${K.posts.manyComments.photoId}&set=a.1&type=3`,
    `www.social.example/northwindgames/posts/${K.posts.manyComments.id}`,
  ])('post %s', async (link, { app }) => {
    expect(await id(app, '/social/posts/id', link)).toBe(K.posts.manyComments.id);
  });

  it('a pfbid link and group post shapes', async ({ app }) => {
    expect(await id(app, '/social/posts/id', K.posts.pfbid.pfbidUrl)).toBe(K.posts.pfbid.id);
    for (const link of [
      K.posts.groupPost.url,
      K.posts.groupPost.permalinkUrl,
      `https://m.social.example/groups/${K.groups.corvitarts.id}?view=permalink&id=${K.posts.groupPost.id}`,
      `https://www.social.example/groups/corvitarts/?multi_permalinks=${K.posts.groupPost.id}`,
    ]) {
      expect(await id(app, '/social/posts/id', link)).toBe(K.posts.groupPost.id);
    }
  });

  it.for([
    K.pages.northwindgames.url,
    K.pages.northwindgames.profileUrl,
    'https://m.social.example/northwindgames/community',
    'https://social.example/northwindgames?refid=52&__tn__=R',
    'https://www.social.example/NorthwindGames/about',
    'northwindgames',
    `https://www.social.example/people/Northwind-Games/${K.pages.northwindgames.id}`,
    `https://www.social.example/ads/library/?active_status=all&view_all_page_id=${K.pages.northwindgames.adPageId}`,
  ])('page %s', async (link, { app }) => {
    expect(await id(app, '/social/pages/id', link)).toBe(K.pages.northwindgames.id);
  });

  it('groups by slug, id and mobile link', async ({ app }) => {
    for (const link of [K.groups.corvitarts.url, K.groups.corvitarts.idUrl, `https://m.social.example/groups/${K.groups.corvitarts.id}/?ref=share`, 'corvitarts']) {
      expect(await id(app, '/social/groups/id', link)).toBe(K.groups.corvitarts.id);
    }
  });

  it('videos and reels by every link, including share and short links', async ({ app }) => {
    for (const link of [
      K.videos.main.url, K.videos.main.watchUrl, K.videos.main.shareUrl, K.videos.main.shortUrl,
      `https://m.social.example/watch/${K.pages.northwindgames.id}/${K.videos.main.id}/?_rdr`,
      `https://m.social.example/northwindgames/videos/which-enemy-scares-you/${K.videos.main.id}/?extid=SEO----`,
    ]) {
      expect(await id(app, '/social/posts/id', link)).toBe(K.videos.main.id);
    }
    for (const link of [K.reels.main.url, K.reels.main.shareUrl, `https://web.social.example/reel/${K.reels.main.id}`]) {
      const r = await call(app, '/social/posts/details/extended', { link });
      expect(r.body.data.post_id).toBe(K.reels.main.id);
    }
    const comments = await call(app, '/social/posts/comments', { link: K.reels.main.url });
    expect(comments.body.data.items).toHaveLength(25);
  });

  it('every share code in the data resolves to its entity', async ({ app }) => {
    let n = 0;
    for (const [code, ref] of app.state.dataset.shareCodes) {
      if (n++ > 40) break;
      if (ref.kind !== 'post' && ref.kind !== 'video') throw new Error(`share code ${code} points at a ${ref.kind}`);
      const hint = ref.kind === 'post' ? 'p' : ref.video.isReel ? 'r' : 'v';
      const got = await id(app, '/social/posts/id', `https://www.social.example/share/${hint}/${code}/`);
      expect(got).toBe(ref.kind === 'post' ? ref.post.id : ref.video.id);
    }
  });
});

describe('links to nothing', () => {
  it('answer 200 with an empty payload, charged like a success', async ({ app }) => {
    const page = await call(app, '/social/pages/details', { link: K.missing.page });
    expect(page.status).toBe(200);
    expect(page.body['0']).toEqual({});
    expect(page.body.meta.creditsCharged).toBe(1);
    const posts = await call(app, '/social/pages/posts', { link: K.missing.page });
    expect(posts.body.data).toEqual({ posts: [] });
    expect(posts.body.meta.creditsCharged).toBe(1);
    const group = await call(app, '/social/groups/details', { link: K.missing.group });
    expect(group.body.group_id).toBeUndefined();
    expect(group.body.meta.creditsCharged).toBe(1);
    expect((await call(app, '/social/posts/details', { link: K.missing.post })).body.data).toEqual({});
    expect((await call(app, '/social/posts/comments', { link: K.missing.post })).body.data).toEqual({ items: [] });
    expect((await call(app, '/social/posts/video', { video_id: '1000000000000002' })).body.data).toEqual({});
    expect((await call(app, '/social/ads/page-details', { page_id: '42' })).body.data).toEqual({});
    expect((await call(app, '/social/pages/id', { link: K.missing.page })).body.social_id).toBeUndefined();
    // A page link where a group is expected finds nothing either.
    expect((await call(app, '/social/groups/details', { link: K.pages.northwindgames.url })).body.group_id).toBeUndefined();
  });

  it('the page without ads or posts', async ({ app }) => {
    const r = await call(app, '/social/pages/details', { link: K.pages.quietharbor.url });
    expect(r.body['0'].ad_page_id).toBeNull();
    expect(r.body['0'].title).toBe('Quiet Harbor Inn');
    expect((await call(app, '/social/pages/videos', { link: K.pages.quietharbor.url })).body.data.videos).toEqual([]);
  });
});

describe('determinism and scale', () => {
  const strip = (body: any) => ({ ...body, meta: { ...body.meta, duration: 0 } });
  const sample = async (seed: number) => {
    const a = makeApp({ seed });
    const out: unknown[] = [];
    const north = K.pages.northwindgames.url;
    for (const [path, params] of [
      ['/social/pages/posts', { link: north, limit: '9' }],
      ['/social/posts/comments', { link: K.posts.manyComments.url, include_reply_info: 'true' }],
      ['/social/search/pages', { query: 'a' }],
      ['/social/ads/search', {}],
      ['/social/groups/details', { link: K.groups.corvitarts.url }],
    ] as const) {
      out.push(strip((await call(a, path, params)).body));
    }
    return { out, ds: a.state.dataset };
  };

  it('the same seed gives identical answers; another seed differs', async () => {
    const one = await sample(7);
    const two = await sample(7);
    expect(two.out).toEqual(one.out);
    const other = await sample(8);
    expect(other.out[0]).not.toEqual(one.out[0]);
    expect(other.out[2]).not.toEqual(one.out[2]);
    // Known entities keep their ids and counts whatever the seed.
    for (const s of [one, other]) {
      expect(s.ds.postById.get(K.posts.manyComments.id)!.commentsCount).toBe(210);
      expect(s.ds.pageById.get(K.pages.northwindgames.id)!.posts).toHaveLength(40);
    }
  });

  it('builds a 10,000-post dataset', async () => {
    const ds = buildDataset({ seed: 3, scale: 10_000 });
    expect(ds.posts).toHaveLength(10_000);
    expect(new Set(ds.posts.map((p) => p.id)).size).toBe(10_000);
    expect(ds.pages.length).toBeGreaterThan(300);
    const big = makeApp({ scale: 10_000 });
    const page = big.state.dataset.pages.find((p) => p.posts.length >= 9 && p.vanity)!;
    const r = await call(big, '/social/pages/posts', { link: page.url, limit: '9' });
    expect(r.body.data.posts).toHaveLength(9);
  });

  it('data shapes: multi-photo posts have 2-8 photos; some posts have hundreds of comments', () => {
    const ds = buildDataset({ seed: 1, scale: 2000 });
    const multi = ds.posts.filter((p) => p.photos.length > 1);
    expect(multi.length).toBeGreaterThan(50);
    expect(multi.every((p) => p.photos.length >= 2 && p.photos.length <= 8)).toBe(true);
    expect(ds.posts.filter((p) => p.commentsCount >= 100).length).toBeGreaterThan(5);
    expect(ds.videos.some((v) => v.isLive)).toBe(true);
    expect(ds.pages.filter((p) => p.adPageId).every((p) => p.ads.length > 0)).toBe(true);
    expect(ds.posts.every((p) => p.time < Date.parse('2026-11-01T00:00:00Z'))).toBe(true);
  });
});

describe('formatting', () => {
  it('abbreviates counts and formats times with offsets', () => {
    expect([999, 1000, 1250, 13_400, 999_999, 2_384_571].map(abbreviate)).toEqual(['999', '1K', '1.2K', '13K', '999K', '2.3M']);
    expect(isoInZone(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(isoInZone(Date.parse('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('2026-12-01T07:00:00-05:00');
    expect(isoInZone(Date.parse('2026-12-01T12:00:00Z'), 'Asia/Kathmandu')).toBe('2026-12-01T17:45:00+05:45');
  });
});
