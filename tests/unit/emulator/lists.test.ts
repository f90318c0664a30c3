import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import type { EmulatorApp } from '../../../emulator/server';
import { call, it } from '../fixtures/emulator';

const K = KNOWN;

/** Walks every page of a list operation; returns the pages' bodies. */
async function walk(a: EmulatorApp, path: string, params: Record<string, string>, listOf: (body: any) => unknown[]) {
  const pages: any[] = [];
  let cursor: string | undefined;
  do {
    const r = await call(a, path, cursor ? { ...params, end_cursor: cursor } : params);
    expect(r.status, r.text).toBe(200);
    pages.push(r.body);
    cursor = r.body.data.end_cursor;
    if (pages.length > 500) throw new Error('runaway pagination');
  } while (cursor);
  return { pages, items: pages.flatMap(listOf) as any[] };
}

describe('pagination', () => {
  it('walks the 210 comments of the known post: 210 unique ids in 7 calls', async ({ app }) => {
    const { pages, items } = await walk(app, '/social/posts/comments', { link: K.posts.manyComments.url }, (b) => b.data.items);
    expect(pages).toHaveLength(7);
    expect(pages.map((p) => p.data.items.length)).toEqual([30, 30, 30, 30, 30, 30, 30]);
    expect(new Set(items.map((c) => c.id)).size).toBe(210);
    expect(pages.at(-1).data.end_cursor).toBeUndefined();
    expect(pages.at(-1).data.has_next_page).toBe(false);
    expect(pages.every((p) => p.meta.creditsCharged === 1)).toBe(true);
    // Without include_reply_info there are no reply handles.
    expect(items[0].comment_feedback_id).toBeUndefined();
  });

  it('walks the 450 comments of the known group post', async ({ app }) => {
    const { pages, items } = await walk(app, '/social/posts/comments', { link: K.posts.groupPost.url }, (b) => b.data.items);
    expect(pages).toHaveLength(15);
    expect(new Set(items.map((c) => c.id)).size).toBe(450);
  });

  it('replies come from comment_feedback_id + expansion_token', async ({ app }) => {
    const r = await call(app, '/social/posts/comments', { link: K.posts.manyComments.url, include_reply_info: 'true' });
    const items = r.body.data.items as any[];
    const counts = items.slice(0, 8).map((c) => c.reply_count);
    expect(counts).toEqual([12, 3, 0, 1, 0, 0, 0, 25]);
    const replies = async (c: any) =>
      call(app, '/social/posts/comments/replies', { comment_feedback_id: c.comment_feedback_id, expansion_token: c.expansion_token });
    const seventh = await replies(items[7]);
    expect(seventh.body.data.items).toHaveLength(25);
    expect(new Set(seventh.body.data.items.map((x: any) => x.id)).size).toBe(25);
    expect((await replies(items[2])).body.data.items).toEqual([]);
    // A token of another comment is refused, naming expansion_token.
    const mixed = await call(app, '/social/posts/comments/replies', { comment_feedback_id: items[0].comment_feedback_id, expansion_token: items[1].expansion_token });
    expect(mixed.status).toBe(400);
    expect(mixed.body.detail[0].loc).toEqual(['query', 'expansion_token']);
    const forged = await call(app, '/social/posts/comments/replies', { comment_feedback_id: items[0].comment_feedback_id, expansion_token: items[0].expansion_token.slice(0, -3) + 'AAA' });
    expect(forged.status).toBe(400);
  });

  it('walks page posts with limit 9: every post once, newest first', async ({ app }) => {
    const { pages, items } = await walk(app, '/social/pages/posts', { link: K.pages.northwindgames.url, limit: '9' }, (b) => b.data.posts);
    expect(pages).toHaveLength(5);
    const ids = items.map((p) => p.details.post_id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toContain(K.posts.manyComments.id);
    const times = items.map((p) => Date.parse(p.values.publish_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('walks group posts, videos, reels and ads completely', async ({ app }) => {
    const group = await walk(app, '/social/groups/posts', { link: K.groups.corvitarts.url, limit: '7' }, (b) => b.data.posts);
    expect(new Set(group.items.map((p) => p.details.post_id)).size).toBe(30);
    const videos = await walk(app, '/social/pages/videos', { link: K.pages.northwindgames.url }, (b) => b.data.videos);
    expect(videos.pages.map((p) => p.data.videos.length)).toEqual([6, 6, 2]);
    expect(new Set(videos.items.map((v) => v.video_id)).size).toBe(14);
    const reels = await walk(app, '/social/pages/reels', { link: K.pages.northwindgames.url }, (b) => b.data.reels);
    expect(new Set(reels.items.map((v) => v.video_id)).size).toBe(8);
    const ads = await walk(app, '/social/ads/search', { ad_page_id: K.pages.northwindgames.adPageId }, (b) => b.data.ads);
    expect(new Set(ads.items.map((ad) => ad.ad_archive_id)).size).toBe(24);
    const search = await walk(app, '/social/search/pages', { query: 'a' }, (b) => b.data.items);
    expect(search.pages.every((p) => p.data.items.length <= 3)).toBe(true);
    expect(new Set(search.items.map((p) => p.page_id)).size).toBe(search.items.length);
  });
});

describe('time filters and time zones', () => {
  const link = K.pages.northwindgames.url;

  it('after_time and before_time filter page posts', async ({ app }) => {
    const all = (await walk(app, '/social/pages/posts', { link, limit: '9' }, (b) => b.data.posts)).items;
    const after = '2026-10-28T00:00:00Z';
    const before = '2026-10-30T12:00:00Z';
    const expected = all.filter((p) => Date.parse(p.values.publish_time) > Date.parse(after) && Date.parse(p.values.publish_time) < Date.parse(before));
    const got = (await walk(app, '/social/pages/posts', { link, limit: '9', after_time: after, before_time: before }, (b) => b.data.posts)).items;
    expect(got.map((p) => p.details.post_id)).toEqual(expected.map((p) => p.details.post_id));
    expect(got.map((p) => p.details.post_id)).toContain(K.posts.multiPhoto.id);
    expect(got.map((p) => p.details.post_id)).not.toContain(K.posts.manyComments.id);
    const dateOnly = await call(app, '/social/pages/posts', { link, limit: '9', after_time: '2026-10-31' });
    expect(dateOnly.body.data.posts.every((p: any) => Date.parse(p.values.publish_time) > Date.parse('2026-10-31T00:00:00Z'))).toBe(true);
  });

  it.for([
    ['UTC', '2026-10-30T18:05:00+00:00'],
    ['America/New_York', '2026-10-30T14:05:00-04:00'],
    ['Europe/Paris', '2026-10-30T19:05:00+01:00'],
    ['Asia/Kolkata', '2026-10-30T23:35:00+05:30'],
  ] as Array<[string, string]>)('timezone %s formats publish_time as %s', async ([timezone, expected], { app }) => {
    const r = await call(app, '/social/pages/posts', {
      link, limit: '9', after_time: '2026-10-30T18:00:00Z', before_time: '2026-10-30T18:10:00Z', timezone,
    });
    expect(r.body.data.posts.map((p: any) => p.values.publish_time)).toEqual([expected]);
  });
});

describe('search and ads filters', () => {
  const items = async (app: EmulatorApp, path: string, params: Record<string, string>) => {
    const r = await call(app, path, params);
    expect(r.status, r.text).toBe(200);
    return r.body.data.items ?? r.body.data.ads;
  };

  it('location_uid restricts page, people and post search', async ({ app }) => {
    const ds = app.state.dataset;
    const uid = K.locations.austin.uid;
    const pages = (await walk(app, '/social/search/pages', { query: 'a', location_uid: uid }, (b) => b.data.items)).items;
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((p) => ds.pageById.get(p.page_id)!.locationUid === uid)).toBe(true);
    const allPages = (await walk(app, '/social/search/pages', { query: 'a' }, (b) => b.data.items)).items;
    expect(allPages.length).toBeGreaterThan(pages.length);
    const people = (await walk(app, '/social/search/people', { query: 'a', location_uid: uid }, (b) => b.data.items)).items;
    expect(people.every((p) => ds.personById.get(p.id)!.locationUid === uid)).toBe(true);
    const posts = await items(app, '/social/search/posts', { query: 'the', location_uid: K.locations.lisbon.uid });
    expect(posts.every((p: any) => ds.postById.get(p.basic_info.post_id)!.owner.locationUid === K.locations.lisbon.uid)).toBe(true);
  });

  it('post search: start_time/end_time and recent_posts', async ({ app }) => {
    const ds = app.state.dataset;
    const ranged = (await walk(app, '/social/search/posts', { query: 'the', start_time: '2026-10-01', end_time: '2026-10-15' }, (b) => b.data.items)).items;
    expect(ranged.length).toBeGreaterThan(0);
    for (const p of ranged) {
      const t = ds.postById.get(p.basic_info.post_id)!.time;
      expect(t).toBeGreaterThanOrEqual(Date.parse('2026-10-01T00:00:00Z'));
      expect(t).toBeLessThan(Date.parse('2026-10-16T00:00:00Z'));
    }
    const recent = (await walk(app, '/social/search/posts', { query: 'the', recent_posts: 'true' }, (b) => b.data.items)).items;
    const times = recent.map((p) => ds.postById.get(p.basic_info.post_id)!.time);
    expect(times.every((t) => t >= Date.parse('2026-10-02T00:00:00Z'))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const relevance = await items(app, '/social/search/posts', { query: 'the' });
    expect(relevance.map((p: any) => p.basic_info.post_id)).not.toEqual(recent.slice(0, 5).map((p) => p.basic_info.post_id));
  });

  it('video search: videos_live, most_recent and fields', async ({ app }) => {
    const live = (await walk(app, '/social/search/videos', { query: 'live', videos_live: 'true' }, (b) => b.data.items)).items;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((v) => v.is_live === true)).toBe(true);
    expect(live.map((v) => v.video_id)).toContain(K.videos.live.id);
    const recent = await items(app, '/social/search/videos', { query: 'the', most_recent: 'true' });
    const times = recent.map((v: any) => Date.parse(v.publish_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const popular = await items(app, '/social/search/videos', { query: 'the' });
    const views = popular.map((v: any) => v.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const slim = await items(app, '/social/search/videos', { query: 'the', fields: 'video_id,title' });
    expect(Object.keys(slim[0]).sort()).toEqual(['title', 'video_id']);
  });

  it('ads: country, activeStatus, dates, sort and keyword', async ({ app }) => {
    const ds = app.state.dataset;
    const all = (await walk(app, '/social/ads/search', {}, (b) => b.data.ads)).items;
    expect(all.length).toBe(ds.ads.length);
    const us = (await walk(app, '/social/ads/search', { country: 'us' }, (b) => b.data.ads)).items;
    expect(us.length).toBeGreaterThan(0);
    expect(us.length).toBeLessThan(all.length);
    expect(us.every((ad) => ad.countries.includes('US'))).toBe(true);
    const active = (await walk(app, '/social/ads/search', { activeStatus: 'Active' }, (b) => b.data.ads)).items;
    const inactive = (await walk(app, '/social/ads/search', { activeStatus: 'Inactive' }, (b) => b.data.ads)).items;
    expect(active.every((ad) => ad.is_active && ad.end_date === null)).toBe(true);
    expect(inactive.every((ad) => !ad.is_active)).toBe(true);
    expect(active.length + inactive.length).toBe(all.length);
    const dated = (await walk(app, '/social/ads/search', { after_time: '2026-09-01', before_time: '2026-09-30' }, (b) => b.data.ads)).items;
    expect(dated.every((ad) => ad.start_date >= Date.parse('2026-09-01T00:00:00Z') / 1000 && ad.start_date < Date.parse('2026-10-01T00:00:00Z') / 1000)).toBe(true);
    const recent = await items(app, '/social/ads/search', { sort_data: 'recent' });
    expect(recent.map((ad: any) => ad.start_date)).toEqual([...recent.map((ad: any) => ad.start_date)].sort((a, b) => b - a));
    const top = (await walk(app, '/social/ads/search', { sort_data: 'impressions' }, (b) => b.data.ads)).items;
    const rank = (text: string) => ['<1K', '1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K-500K', '500K-1M', '>1M'].indexOf(text);
    const ranks = top.map((ad) => rank(ad.impressions_text));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    const keyword = (await walk(app, '/social/ads/search', { query: 'gift card' }, (b) => b.data.ads)).items;
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((ad) => ad.snapshot.body.text.toLowerCase().includes('gift card'))).toBe(true);
    const byPage = (await walk(app, '/social/ads/search', { ad_page_id: K.pages.northwindgames.adPageId, activeStatus: 'Active' }, (b) => b.data.ads)).items;
    expect(byPage.every((ad) => ad.page_id === K.pages.northwindgames.adPageId && ad.is_active)).toBe(true);
  });
});
