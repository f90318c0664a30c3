import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect } from 'vitest';
import { abbreviatedCount, buildPhotoDataset, PHOTO_KNOWN, photoDataset, type PhotoItem } from '../../../emulator/data/photo';
import { abbreviatedValue } from '../../../emulator/format';
import { PHOTO_PAGE_SIZES } from '../../../emulator/photo-operations';
import type { EmulatorApp } from '../../../emulator/server';
import { normalize } from '../../../lib/service/normalize';
import type { OperationId } from '../../../lib/service/catalog';
import { call, control, it, ledger, TEST_KEY } from '../fixtures/emulator';

// The photo operations as the extension reads them: every body the emulator gives normalises
// through lib/service/normalize/photo.ts to the dataset's values; lists page with end_cursor (and
// max_id for reels by audio); a bad parameter is refused before any charge.

const K = PHOTO_KNOWN;
const ds = photoDataset(1);
const PATHS: Record<string, string> = {
  photo_get_user_id: '/photo/user/id', photo_get_profile_details: '/photo/profile/details', photo_get_profile_posts: '/photo/profile/posts',
  photo_get_profile_reels: '/photo/profile/reels', photo_get_profile_highlights: '/photo/profile/highlights',
  photo_get_highlight_details: '/photo/highlight/details', photo_get_post_id: '/photo/post/id', photo_get_post_details: '/photo/post/details',
  photo_get_reels_feed: '/photo/reels/feed', photo_get_reels_by_audio: '/photo/reels/audio', photo_popular_search: '/photo/search',
  photo_get_location_posts: '/photo/location/posts', photo_get_nearby_locations: '/photo/location/nearby',
};

/** One call, its body normalised as the extension does; fails unless it is a charged 200. */
async function read(app: EmulatorApp, id: string, params: Record<string, string>) {
  const r = await call(app, PATHS[id]!, params);
  expect(r.status, `${id} ${r.text}`).toBe(200);
  expect(r.body).toMatchObject({ success: true, message: expect.any(String), meta: { creditsCharged: 1 } });
  const n = normalize(id as OperationId, r.body, params) as { status: string; data?: any };
  return { body: r.body, n, data: n.data };
}

/** What the extension should read for a count the service may abbreviate. */
const counted = (key: string, value: number) => (abbreviatedCount(key, value) ? abbreviatedValue(value) : value);

function expectItem(model: any, item: PhotoItem) {
  expect(model).toMatchObject({
    shortcode: item.code,
    caption: item.caption,
    owner: { id: item.owner.id, username: item.owner.username },
    likes: counted(`likes ${item.code}`, item.likes),
    comments: counted(`comments ${item.code}`, item.comments),
    time: new Date(Math.floor(item.time / 1000) * 1000).toISOString(),
  });
  expect(model.media).toHaveLength(item.media.length);
  expect(model.media.map((m: any) => m.type)).toEqual(item.media.map((m) => m.type));
}

describe('photo operations: bodies normalise to the dataset', () => {
  it('user id, from a username, a profile link in several shapes, or nothing for a stranger', async ({ app }) => {
    for (const params of [{ username: K.profile.username }, { username: `@${K.profile.username}` }, { link: `https://m.photo.example/${K.profile.username}?igsh=x` },
      { link: `https://www.photo.example/id:${K.profile.id}/` }, { link: K.profile.username }]) {
      expect((await read(app, 'photo_get_user_id', params)).data, JSON.stringify(params)).toEqual({ id: K.profile.id });
    }
    expect((await read(app, 'photo_get_user_id', { username: K.missing.username })).n.status).toBe('empty');
  });

  it('a business profile with contact, counts, verification and related profiles', async ({ app }) => {
    const u = ds.userByName.get(K.profile.username)!;
    const { data } = await read(app, 'photo_get_profile_details', { username: K.profile.username });
    expect(data).toMatchObject({
      id: K.profile.id, username: K.profile.username, fullName: 'Lumen Atelier', verified: true, private: false,
      followers: counted(`followers ${u.id}`, u.followers), following: u.following, posts: K.profile.posts + K.profile.reels,
      website: 'https://lumen.example/', business: { category: 'Photographer', email: 'studio@lumen.example', phone: '+44 20 7946 0000', address: 'Mill Lane 12, Portsea' },
    });
    expect(data.related.map((r: any) => r.username)).toEqual(u.related);
    expect(data.related[0]).toMatchObject({ username: K.verified.username, verified: true });
    const plain = await read(app, 'photo_get_profile_details', { username: K.verified.username });
    expect(plain.data.business).toBeUndefined();
    expect((await read(app, 'photo_get_profile_details', { username: K.missing.username })).n.status).toBe('empty');
  });

  it('a photo post, a carousel with every item, a video and a reel with plays and audio', async ({ app }) => {
    for (const code of [K.post, K.carousel, K.video, K.reel]) {
      const item = ds.items.get(code)!;
      const { data } = await read(app, 'photo_get_post_details', { shortcode: code });
      expectItem(data, item);
      expect(data.type).toBe(item.kind === 'reel' ? 'video' : item.kind);
    }
    const carousel = (await read(app, 'photo_get_post_details', { shortcode: K.carousel })).data;
    expect(carousel.media.map((m: any) => m.type)).toEqual(['photo', 'video', 'photo', 'photo']);
    const reel = (await read(app, 'photo_get_post_details', { shortcode: K.reel })).data;
    expect(reel).toMatchObject({ audio: { id: K.audio.id, title: K.audio.title, artist: K.audio.artist } });
    expect(reel.plays).toBe(counted(`plays ${K.reel}`, ds.items.get(K.reel)!.plays!));
    const post = (await read(app, 'photo_get_post_details', { shortcode: K.post })).data;
    expect(post.location).toMatchObject({ id: K.location.id, name: K.location.name });
    expect((await read(app, 'photo_get_post_details', { shortcode: K.missing.shortcode })).n.status).toBe('empty');
  });

  it('captions come as text and as {text}, counts as numbers and as abbreviated text', async ({ app }) => {
    const bodies = [];
    for (const params of [{ username: K.profile.username }, { location_id: K.location.id }]) {
      let cursor: string | undefined;
      do {
        const id = 'username' in params ? 'photo_get_profile_posts' : 'photo_get_location_posts';
        const { body } = await read(app, id, cursor ? { ...params, end_cursor: cursor } : params);
        bodies.push(...body.data.posts);
        cursor = body.data.end_cursor;
      } while (cursor);
    }
    expect(bodies.some((p) => typeof p.caption === 'string')).toBe(true);
    expect(bodies.some((p) => typeof p.caption === 'object')).toBe(true);
    expect(bodies.some((p) => typeof p.like_count === 'string')).toBe(true);
    expect(bodies.some((p) => typeof p.like_count === 'number')).toBe(true);
  });

  it('post id from post and reel links, free of any lookup', async ({ app }) => {
    for (const link of [`https://www.photo.example/p/${K.post}/`, `https://www.photo.example/${K.profile.username}/p/${K.post}/?img_index=2`, `https://www.photo.example/tv/${K.post}/`]) {
      expect((await read(app, 'photo_get_post_id', { link })).data, link).toEqual({ id: K.post });
    }
    expect((await read(app, 'photo_get_post_id', { link: `https://www.photo.example/share/reel/${K.share.reel.code}` })).data).toEqual({ id: K.reel });
    for (const link of [`https://www.photo.example/reel/${K.reel}/`, `https://www.photo.example/reels/${K.reel}/`, `photo.example/${K.profile.username}/reel/${K.reel}`]) {
      expect((await read(app, 'photo_get_post_id', { link })).data, link).toEqual({ id: K.reel });
    }
  });

  it('highlights of a profile, and the stories of one (its id with or without the highlight: prefix)', async ({ app }) => {
    const u = ds.userByName.get(K.profile.username)!;
    const { data } = await read(app, 'photo_get_profile_highlights', { user_id: K.profile.id });
    expect(data.items.map((h: any) => h.id)).toEqual(u.highlights.map((h) => h.id));
    expect(data.items[0]).toMatchObject({ id: K.highlight.id, title: K.highlight.title, items: K.highlight.items, cover: expect.stringMatching(/^https:/) });
    const h = ds.highlightById.get(K.highlight.id)!;
    for (const highlight_id of [K.highlight.id, `highlight:${K.highlight.id}`]) {
      const stories = (await read(app, 'photo_get_highlight_details', { highlight_id })).data;
      expect(stories.items.map((s: any) => [s.id, s.type])).toEqual(h.items.map((s) => [s.id, s.file.type]));
    }
  });

  it('reels feed chains from a reel already seen; nearby locations are the closest first', async ({ app }) => {
    const first = (await read(app, 'photo_get_reels_feed', {})).data.items;
    expect(first.map((r: any) => r.shortcode)).toEqual(ds.feed.slice(0, PHOTO_PAGE_SIZES.feed).map((r) => r.code));
    const last = first[first.length - 1].id as string;
    const next = (await read(app, 'photo_get_reels_feed', { clips_media_id: last })).data.items;
    expect(next[0].shortcode).toBe(ds.feed[PHOTO_PAGE_SIZES.feed]!.code);
    const near = (await read(app, 'photo_get_nearby_locations', { location_id: K.location.id })).data.items;
    expect(near[0]).toMatchObject({ id: K.nearby, name: 'Old Pier', latitude: 50.791, longitude: -1.102 });
    expect(near.map((p: any) => p.id)).not.toContain(K.location.id);
    expect(near.every((p: any) => typeof p.latitude === 'number')).toBe(true);
  });

  it('popular search: users, hashtags and places, paged with end_cursor', async ({ app }) => {
    const hits: any[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data } = await read(app, 'photo_popular_search', cursor ? { keyword: K.tag, end_cursor: cursor } : { keyword: K.tag });
      hits.push(...data.items);
      cursor = data.endCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(hits.map((h) => h.type))).toEqual(new Set(['user', 'hashtag', 'place']));
    expect(hits).toContainEqual(expect.objectContaining({ type: 'hashtag', name: 'harbour' }));
    expect(hits).toContainEqual(expect.objectContaining({ type: 'place', id: K.location.id, name: K.location.name }));
  });
});

describe('the photo dataset', () => {
  it('is the same at every seed for the known entities, and the control API tells them and the sizes', async ({ app }) => {
    const other = photoDataset(7);
    for (const code of [K.post, K.carousel, K.video, K.reel]) expect(other.items.get(code)?.owner.username).toBe(K.profile.username);
    expect(other.placeById.get(K.location.id)!.posts).toHaveLength(K.location.posts);
    expect(other.audioById.get(K.audio.id)!.reels).toHaveLength(K.audio.reels);
    expect(other.highlightById.get(K.highlight.id)!.items).toHaveLength(K.highlight.items);
    expect(other.storyById.get(K.story)!.owner.id).toBe(K.profile.id);
    // Deterministic: the same seed gives the same data, another seed other generated codes.
    const again = buildPhotoDataset(1);
    expect(again === ds).toBe(false);
    expect([...again.items.values()].map((x) => [x.code, x.likes, x.caption])).toEqual([...ds.items.values()].map((x) => [x.code, x.likes, x.caption]));
    expect([...other.items.keys()]).not.toEqual([...ds.items.keys()]);
    expect((await control(app, 'GET', '/known')).body.photo).toEqual(JSON.parse(JSON.stringify(K)));
    expect((await control(app, 'GET', '/info')).body.counts.photo).toMatchObject({ profiles: ds.users.length, locations: ds.places.length });
  });
});

describe('photo operations: paging', () => {
  /** Every page of a list, following its cursor; returns the items and the pages' raw cursors. */
  async function all(app: EmulatorApp, id: string, params: Record<string, string>, cursorParam = 'end_cursor') {
    const items: any[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data } = await read(app, id, cursor ? { ...params, [cursorParam]: cursor } : params);
      items.push(...data.items);
      cursor = data.endCursor;
      pages++;
    } while (cursor && pages < 50);
    return { items, pages };
  }

  it('a profile’s posts and reels page with end_cursor, every post once, newest first', async ({ fresh }) => {
    const u = ds.userByName.get(K.profile.username)!;
    const posts = await all(fresh, 'photo_get_profile_posts', { username: K.profile.username });
    expect(posts.pages).toBe(Math.ceil(K.profile.posts / PHOTO_PAGE_SIZES.posts));
    expect(posts.items.map((p) => p.shortcode)).toEqual(u.posts.map((p) => p.code));
    const byId = await all(fresh, 'photo_get_profile_posts', { user_id: K.profile.id });
    expect(byId.items.map((p) => p.shortcode)).toEqual(u.posts.map((p) => p.code));
    const reels = await all(fresh, 'photo_get_profile_reels', { user_id: K.profile.id });
    expect(reels.items.map((p) => p.shortcode)).toEqual(u.reels.map((p) => p.code));
    // One credit a page, each page in the ledger.
    const calls = await ledger(fresh);
    expect(calls.map((c) => c.creditsCharged)).toEqual(calls.map(() => 1));
    expect(calls).toHaveLength(posts.pages + byId.pages + reels.pages);
  });

  it('a location’s posts page with end_cursor, ranked by likes or most recent', async ({ app }) => {
    const place = ds.placeById.get(K.location.id)!;
    const ranked = await all(app, 'photo_get_location_posts', { location_id: K.location.id });
    expect(ranked.items).toHaveLength(K.location.posts);
    expect(ranked.pages).toBe(Math.ceil(K.location.posts / PHOTO_PAGE_SIZES.locationPosts));
    const likes = ranked.items.map((p) => ds.items.get(p.shortcode)!.likes);
    expect(likes).toEqual([...likes].sort((x, y) => y - x));
    const recent = await all(app, 'photo_get_location_posts', { location_id: K.location.id, tab: 'recent' });
    expect(recent.items.map((p) => p.shortcode)).toEqual(place.posts.map((p) => p.code));
  });

  it('reels by audio page with max_id, not end_cursor', async ({ app }) => {
    const audio = ds.audioById.get(K.audio.id)!;
    const first = await call(app, PATHS.photo_get_reels_by_audio!, { audio_id: K.audio.id });
    expect(first.body.data.paging_info).toEqual({ max_id: expect.any(String), more_available: true });
    expect(first.body.data.end_cursor).toBeUndefined();
    const reels = await all(app, 'photo_get_reels_by_audio', { audio_id: K.audio.id }, 'max_id');
    expect(reels.items).toHaveLength(K.audio.reels);
    expect(reels.items.map((r) => r.shortcode)).toEqual(audio.reels.map((r) => r.code));
    expect(reels.items.every((r) => r.audio?.id === K.audio.id)).toBe(true);
    const wrong = await call(app, PATHS.photo_get_reels_by_audio!, { audio_id: K.audio.id, end_cursor: first.body.data.paging_info.max_id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('end_cursor');
  });

  it('a cursor of another list, or an altered one, is refused naming it', async ({ app }) => {
    const posts = await call(app, PATHS.photo_get_profile_posts!, { username: K.profile.username });
    const other = await call(app, PATHS.photo_get_location_posts!, { location_id: K.location.id, end_cursor: posts.body.data.end_cursor });
    expect(other.status).toBe(400);
    expect(other.body.detail[0].loc).toEqual(['query', 'end_cursor']);
    const audio = await call(app, PATHS.photo_get_reels_by_audio!, { audio_id: K.audio.id, max_id: 'bm90IGEgY3Vyc29y' });
    expect(audio.status).toBe(400);
    expect(audio.body.detail[0].loc).toEqual(['query', 'max_id']);
  });
});

describe('photo operations: parameters are checked before any charge', () => {
  const BAD: Array<[string, Record<string, string>, string]> = [
    ['photo_get_user_id', {}, 'username'],
    ['photo_get_user_id', { link: 'https://example.org/lumen.atelier/' }, 'link'],
    ['photo_get_profile_details', { username: 'lumen atelier' }, 'username'],
    ['photo_get_profile_details', { link: 'https://www.photo.example/lumen.atelier/' }, 'username'],
    ['photo_get_profile_posts', {}, 'username'],
    ['photo_get_profile_posts', { user_id: 'lumen' }, 'user_id'],
    ['photo_get_profile_reels', { username: K.profile.username }, 'user_id'],
    ['photo_get_profile_highlights', { user_id: '-5' }, 'user_id'],
    ['photo_get_highlight_details', { highlight_id: 'story:123' }, 'highlight_id'],
    ['photo_get_post_id', { link: 'https://www.social.example/p/DMF-GjGO0-q/' }, 'link'],
    ['photo_get_post_details', { shortcode: 'ab' }, 'shortcode'],
    ['photo_get_post_details', { shortcode: '<b>DMF</b>' }, 'shortcode'],
    ['photo_get_reels_by_audio', { audio_id: 'harbour' }, 'audio_id'],
    ['photo_popular_search', {}, 'keyword'],
    ['photo_get_location_posts', { location_id: K.location.id, tab: 'top' }, 'tab'],
    ['photo_get_nearby_locations', { location_id: '' }, 'location_id'],
  ];

  it('each bad call is a 400 naming the parameter, and nothing is charged', async ({ fresh }) => {
    const before = fresh.state.getKey(TEST_KEY)!.credits;
    for (const [id, params, param] of BAD) {
      const r = await call(fresh, PATHS[id]!, params);
      expect(r.status, `${id} ${JSON.stringify(params)}`).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.detail.map((d: any) => d.loc[1]), `${id} ${JSON.stringify(params)}`).toContain(param);
    }
    expect(fresh.state.getKey(TEST_KEY)!.credits).toBe(before);
    const calls = await ledger(fresh);
    expect(calls).toHaveLength(BAD.length);
    expect(calls.every((c) => c.status === 400 && c.creditsCharged === 0)).toBe(true);
  });

  it('a good call costs one credit from the same balance as the social operations', async ({ fresh }) => {
    const key = fresh.state.getKey(TEST_KEY)!;
    const before = key.credits;
    await read(fresh, 'photo_get_post_details', { shortcode: K.post });
    const social = await call(fresh, '/social/pages/id', { link: 'northwindgames' });
    expect(social.status).toBe(200);
    expect(key.credits).toBe(before - 2);
    expect((await ledger(fresh)).map((c) => [c.operation, c.creditsCharged])).toEqual([['photo_get_post_details', 1], ['social_get_page_id', 1]]);
  });
});

describe('photo operations through the tool-protocol server', () => {
  it('lists the photo tools and runs one, charged and paged like REST', async ({ emu }) => {
    const client = new Client({ name: 'photo-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${emu.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${TEST_KEY}` } } }));
    try {
      const { tools } = await client.listTools();
      for (const id of Object.keys(PATHS)) expect(tools.map((t) => t.name), id).toContain(id);
      const audio = tools.find((t) => t.name === 'photo_get_reels_by_audio')!;
      expect(audio.description).toContain('pass the max_id');
      expect(Object.keys(audio.inputSchema.properties ?? {})).toEqual(['audio_id', 'max_id']);
      const r = (await client.callTool({ name: 'photo_get_reels_by_audio', arguments: { audio_id: K.audio.id } })) as CallToolResult & { structuredContent?: any };
      expect(r.isError).toBeFalsy();
      expect(r.structuredContent.creditsCharged).toBe(1);
      const maxId = r.structuredContent.result.data.paging_info.max_id;
      const next = (await client.callTool({ name: 'photo_get_reels_by_audio', arguments: { audio_id: K.audio.id, max_id: maxId } })) as CallToolResult & { structuredContent?: any };
      expect(next.structuredContent.result.data.items[0].media.code).toBe(ds.audioById.get(K.audio.id)!.reels[PHOTO_PAGE_SIZES.audioReels]!.code);
      const bad = (await client.callTool({ name: 'photo_get_post_details', arguments: { shortcode: 'ab' } })) as CallToolResult;
      expect(bad.isError).toBe(true);
      expect((bad.content[0] as { text: string }).text).toMatch(/^HTTP 400/);
      const calls = await emu.ledger();
      expect(calls.map((c) => [c.operation, c.status, c.creditsCharged])).toEqual([
        ['photo_get_reels_by_audio', 200, 1], ['photo_get_reels_by_audio', 200, 1], ['photo_get_post_details', 400, 0],
      ]);
    } finally {
      await client.close();
    }
  });
});
