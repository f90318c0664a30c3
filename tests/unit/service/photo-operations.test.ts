import { describe, expect, it } from 'vitest';
import {
  OPERATION_IDS,
  type OperationId,
  actualCost,
  cursorParamOf,
  estimateCost,
  getOperation,
  validateParams,
} from '../../../lib/service/catalog';
import type { ServiceError } from '../../../lib/service/errors';
import { findEndCursor, normalize } from '../../../lib/service/normalize';
import type { PhotoPost } from '../../../lib/service/model';
import { PHOTO_BODIES } from './photo-bodies';

// The photo network's 13 operations: schemas checked before any credit is spent, prices, cursors,
// and normalisers over the live shapes (envelope, captions as text or objects, abbreviated counts).

const PHOTO = OPERATION_IDS.filter((id) => id.startsWith('photo_'));

function refusal(id: OperationId, params: unknown): ServiceError {
  try {
    validateParams(id, params);
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error(`expected ${id} to refuse ${JSON.stringify(params)}`);
}

describe('photo operations: schemas', () => {
  it('are the 13 of the reference', () => {
    expect(PHOTO).toHaveLength(13);
  });

  it('need a username or a link (user id), a username or a user id (posts), naming the first when both are missing', () => {
    expect(refusal('photo_get_user_id', {})).toMatchObject({ code: 'invalid_params', param: 'username' });
    expect(refusal('photo_get_user_id', {}).message).toContain('username or link is required');
    expect(refusal('photo_get_profile_posts', { end_cursor: 'c' })).toMatchObject({ param: 'username' });
    expect(validateParams('photo_get_user_id', { link: 'https://www.photo.example/a/' })).toEqual({ link: 'https://www.photo.example/a/' });
  });

  it('a username drops its @ and refuses what no username can be', () => {
    expect(validateParams('photo_get_profile_details', { username: '@lumen.atelier' })).toEqual({ username: 'lumen.atelier' });
    for (const bad of ['lumen atelier', 'https://www.photo.example/lumen/', 'a'.repeat(31), 'é']) {
      expect(refusal('photo_get_profile_details', { username: bad }).param).toBe('username');
    }
  });

  it('numeric ids stay numeric: user, audio and location', () => {
    for (const [id, name] of [
      ['photo_get_profile_reels', 'user_id'],
      ['photo_get_profile_highlights', 'user_id'],
      ['photo_get_reels_by_audio', 'audio_id'],
      ['photo_get_location_posts', 'location_id'],
      ['photo_get_nearby_locations', 'location_id'],
    ] as const) {
      for (const bad of ['lumen.atelier', '12a', '-1', '']) expect(refusal(id, { [name]: bad }).param, `${id} ${bad}`).toBe(name);
      expect(validateParams(id, { [name]: 42 })[name]).toBe('42');
    }
  });

  it('a shortcode is a code, never a link', () => {
    for (const bad of ['https://www.photo.example/p/DMF-GjGO0-q/', 'DM F', 'abc', 'DMF/GjGO0']) {
      expect(refusal('photo_get_post_details', { shortcode: bad }).param).toBe('shortcode');
    }
  });

  it('highlight ids: digits or highlight:<digits>', () => {
    expect(validateParams('photo_get_highlight_details', { highlight_id: 'highlight:178' })).toEqual({ highlight_id: 'highlight:178' });
    for (const bad of ['Studio', 'highlight:', 'story:1']) expect(refusal('photo_get_highlight_details', { highlight_id: bad }).param).toBe('highlight_id');
  });

  it('location posts: tab ranked by default, ranked or recent only', () => {
    expect(validateParams('photo_get_location_posts', { location_id: '1' })).toEqual({ location_id: '1', tab: 'ranked' });
    expect(refusal('photo_get_location_posts', { location_id: '1', tab: 'top' }).param).toBe('tab');
  });

  it('reels by audio page with max_id, not end_cursor; the others with end_cursor', () => {
    expect(cursorParamOf('photo_get_reels_by_audio')).toBe('max_id');
    expect(refusal('photo_get_reels_by_audio', { audio_id: '1', end_cursor: 'c' }).param).toBe('end_cursor');
    for (const id of ['photo_get_profile_posts', 'photo_get_profile_reels', 'photo_popular_search', 'photo_get_location_posts'] as const) {
      expect(cursorParamOf(id)).toBe('end_cursor');
      expect(getOperation(id).paginated, id).toBe(true);
      expect(Object.keys(getOperation(id).params.shape)).toContain('end_cursor');
    }
    for (const id of ['photo_get_profile_highlights', 'photo_get_reels_feed', 'photo_get_nearby_locations'] as const) {
      expect(getOperation(id).paginated, id).toBe(false);
    }
  });
});

describe('photo operations: prices and page sizes', () => {
  it.each(PHOTO)('%s: 1 credit a call, whatever it returns; no page size the reference does not state', (id) => {
    expect(getOperation(id).price).toEqual({ kind: 'flat', credits: 1 });
    expect(getOperation(id).pageSize).toBeUndefined();
    for (const items of [0, 1, 12, 50]) expect(actualCost(id, {}, items)).toBe(1);
    expect(estimateCost(id, {})).toBe(1);
  });
});

const ok = <T>(r: { status: string; data?: unknown }): T => {
  expect(r.status).toBe('ok');
  return r.data as T;
};

describe('photo normalisers: the reference shapes', () => {
  it('user id and post id (the shortcode) from their envelopes', () => {
    expect(ok(normalize('photo_get_user_id', PHOTO_BODIES.photo_get_user_id))).toEqual({ id: '51234567' });
    expect(ok(normalize('photo_get_post_id', PHOTO_BODIES.photo_get_post_id))).toEqual({ id: 'DMF-GjGO0-q' });
    expect(ok(normalize('photo_get_user_id', { data: { pk: 77, username: 'x' } }))).toEqual({ id: '77' });
  });

  it('profile: counts expanded, business contact, related profiles', () => {
    expect(ok(normalize('photo_get_profile_details', PHOTO_BODIES.photo_get_profile_details))).toMatchObject({
      id: '51234567',
      username: 'lumen.atelier',
      fullName: 'Lumen Atelier',
      bio: 'Light, glass and harbours.',
      followers: 1_200_000,
      following: 312,
      posts: 1204,
      verified: true,
      private: false,
      website: 'https://lumen.example/',
      picture: 'https://cdn.photo.example/u/lumen_hd.jpg',
      url: 'https://www.photo.example/lumen.atelier/',
      business: { category: 'Photographer', email: 'studio@lumen.example', phone: '+44 20 7946 0000' },
      related: [{ id: '52', username: 'harbour.days', fullName: 'Harbour Days', verified: false }],
    });
  });

  it('profile in the edge form ({count} objects, data.user)', () => {
    const body = { data: { user: { username: 'a', edge_followed_by: { count: 12 }, edge_follow: { count: '3' }, edge_owner_to_timeline_media: { count: 9 } } } };
    expect(ok(normalize('photo_get_profile_details', body))).toMatchObject({ username: 'a', followers: 12, following: 3, posts: 9 });
  });

  it('posts: a photo and a carousel with its every item; captions as text or {text}; counts "1.2M"', () => {
    const page = ok<{ items: PhotoPost[]; endCursor: string }>(normalize('photo_get_profile_posts', PHOTO_BODIES.photo_get_profile_posts));
    expect(page.endCursor).toBe('QVFCa2x1');
    const [photo, carousel] = page.items;
    expect(photo).toMatchObject({
      shortcode: 'DMF-GjGO0-q',
      url: 'https://www.photo.example/p/DMF-GjGO0-q/',
      type: 'photo',
      caption: 'Morning light on the harbour #sunrise',
      likes: 1520,
      comments: 48,
      time: '2025-11-27T08:00:00.000Z',
      owner: { username: 'lumen.atelier', id: '51234567', verified: true },
      media: [{ type: 'photo', url: 'https://cdn.photo.example/m/DMF-GjGO0-q.jpg', width: 1080, height: 1350 }],
      location: { id: '213385402', name: 'Harbour Point', latitude: 50.79, longitude: -1.1 },
    });
    expect(carousel).toMatchObject({ type: 'carousel', caption: 'Three frames from the studio', likes: 1_200_000, comments: 3400 });
    expect(carousel!.media.map((m) => [m.type, m.url])).toEqual([
      ['photo', 'https://cdn.photo.example/m/c1.jpg'],
      ['video', 'https://cdn.photo.example/m/c2.mp4'],
      ['photo', 'https://cdn.photo.example/m/c3.jpg'],
    ]);
  });

  it('caption in the edge form', () => {
    const body = { data: { shortcode_media: { shortcode: 'Abcde1', edge_media_to_caption: { edges: [{ node: { text: 'edge caption' } }] }, edge_liked_by: { count: 5 } } } };
    expect(ok(normalize('photo_get_post_details', body))).toMatchObject({ shortcode: 'Abcde1', caption: 'edge caption', likes: 5 });
  });

  it('reels: plays, duration and audio; by audio the next page is max_id', () => {
    const reels = ok<{ items: PhotoPost[]; endCursor?: string }>(normalize('photo_get_reels_by_audio', PHOTO_BODIES.photo_get_reels_by_audio));
    expect(reels.endCursor).toBe('QVFEbWF4');
    expect(reels.items[0]).toMatchObject({
      shortcode: 'DAbcdEFgHiJ',
      type: 'video',
      plays: 2_500_000,
      likes: 98_000,
      duration: 14.5,
      audio: { id: '611234567890123', title: 'Harbour Lights', artist: 'Seabird' },
      media: [{ type: 'video', url: 'https://cdn.photo.example/r/DAbcdEFgHiJ.mp4', thumbnail: 'https://cdn.photo.example/r/DAbcdEFgHiJ.jpg' }],
    });
    const last = { data: { items: [], paging_info: { max_id: 'x', more_available: false } } };
    expect(findEndCursor(last)).toBeUndefined();
  });

  it('highlights (the highlight: prefix dropped) and a highlight’s stories', () => {
    expect(ok(normalize('photo_get_profile_highlights', PHOTO_BODIES.photo_get_profile_highlights))).toEqual({
      items: [
        { id: '17890012345678901', title: 'Studio', items: 12, cover: 'https://cdn.photo.example/h/studio.jpg' },
        { id: '17890012345678902', title: 'Travel' },
      ],
    });
    const stories = ok<{ items: unknown[] }>(normalize('photo_get_highlight_details', PHOTO_BODIES.photo_get_highlight_details));
    expect(stories.items).toEqual([
      { id: 's1', type: 'photo', url: 'https://cdn.photo.example/s/1.jpg', time: '2025-11-13T02:13:20.000Z' },
      { id: 's2', type: 'video', url: 'https://cdn.photo.example/s/2.mp4', time: '2025-11-13T02:15:00.000Z' },
    ]);
  });

  it('popular search: users, hashtags and places as one typed list', () => {
    const hits = ok<{ items: unknown[]; endCursor: string }>(normalize('photo_popular_search', PHOTO_BODIES.photo_popular_search));
    expect(hits).toEqual({
      items: [
        { type: 'user', id: '51234567', username: 'lumen.atelier', fullName: 'Lumen Atelier', verified: true },
        { type: 'hashtag', name: 'harbour', posts: 2_100_000 },
        { type: 'place', id: '213385402', name: 'Harbour Point', latitude: 50.79, longitude: -1.1 },
      ],
      endCursor: 'c2VhcmNo',
    });
  });

  it('nearby locations and the reels feed', () => {
    expect(ok(normalize('photo_get_nearby_locations', PHOTO_BODIES.photo_get_nearby_locations))).toEqual({
      items: [{ id: '213385403', name: 'Old Pier', category: 'Landmark', latitude: 50.791, longitude: -1.102, posts: 12_000 }],
    });
    expect(ok<{ items: PhotoPost[] }>(normalize('photo_get_reels_feed', PHOTO_BODIES.photo_get_reels_feed)).items).toHaveLength(1);
  });
});

describe('photo normalisers: shapes they do not know keep the raw JSON', () => {
  it.each(PHOTO)('%s: unknown shapes are unrecognised, empty envelopes empty', (id) => {
    expect(normalize(id, { data: { something: 'else' } }).status).toBe('unrecognised');
    expect(normalize(id, { success: true, data: {}, message: 'ok', meta: {} }).status).toBe('empty');
    expect(normalize(id, 'not json').status).toBe('unrecognised');
  });

  it('a list whose items are all junk is unrecognised, not an empty page', () => {
    expect(normalize('photo_get_profile_posts', { data: { posts: [1, 'x', { foo: 1 }] } })).toMatchObject({ status: 'unrecognised' });
  });
});

describe('photo links made from service text', () => {
  it('a username or post code that is not of the site\'s shape never becomes part of a link', () => {
    const hostile = '<script>alert(1)</script>';
    const profile = normalize('photo_get_profile_details', { data: { id: '5', username: hostile, full_name: 'X' } }) as { status: string; data?: { url?: string } };
    expect(profile.data?.url).toBeUndefined();
    const list = normalize('photo_get_profile_posts', { data: { items: [{ id: '1', code: hostile }, { id: '2', code: 'DMF-GjGO0-q' }] } }) as { data?: { items: { url?: string }[] } };
    expect(list.data?.items.map((p) => p.url)).toEqual([undefined, 'https://www.photo.example/p/DMF-GjGO0-q/']);
  });
});
