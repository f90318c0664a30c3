import { describe, expect, it } from 'vitest';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import type { RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { operationForPath, type OperationId } from '../../../lib/service/catalog';
import { PHOTO_BODIES } from '../service/photo-bodies';
import { makeHarness } from './helpers';
import { noticeText } from '../../../lib/ui/text/notices';

// The photo network's money rules, judged by what the service was sent: the shortcode in a link
// is the post's key (no paid photo_get_post_id), a username's id is paid for once at most and
// kept (learned free from answers that carry it), estimates say what the click pays, identical
// requests in flight are one call, and every call is in the ledger.

const W = 'https://www.photo.example';
const BASE = 'https://api.service.example';

/** A service answering each photo operation with its sample body; what it was sent, in order. */
function photoService() {
  const sent: { op: OperationId; params: Record<string, string> }[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const op = operationForPath(url.pathname)!;
    sent.push({ op, params: Object.fromEntries(url.searchParams) });
    await new Promise((r) => setTimeout(r, 5));
    const body = PHOTO_BODIES[op as keyof typeof PHOTO_BODIES];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Service-Credits-Deducted': '1', 'X-Service-Credits-Remaining': '4321' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent, ops: () => sent.map((s) => s.op) };
}

function harness(libraryStore?: ReturnType<typeof makeHarness>['libraryStore']) {
  const service = photoService();
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl: BASE, dailyBudget: null, ratePerSecond: 1000 };
  const h = makeHarness(BASE, {
    settings,
    ...(libraryStore ? { libraryStore } : {}),
    deps: { getClient: createClientProvider({ settings: async () => settings, apiKey: async () => 'demo', fetch: service.fetch }) },
  });
  return { h, service };
}

const lookup = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
function ok(r: RunResponse): UseCaseResult {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.result;
}

describe('a photo link looked up', () => {
  it('a post or reel: its details by the shortcode in the link, every link form of it one paid answer', async () => {
    const { h, service } = harness();
    expect(await h.service.estimate(lookup(`${W}/p/DMF-GjGO0-q/`))).toMatchObject({ credits: 1, exact: true });
    const first = ok(await h.service.run(lookup(`${W}/p/DMF-GjGO0-q/?img_index=2`)));
    expect(first.creditsCharged).toBe(1);
    expect(service.sent).toEqual([{ op: 'photo_get_post_details', params: { shortcode: 'DMF-GjGO0-q' } }]);
    for (const url of [`${W}/lumen.atelier/p/DMF-GjGO0-q/`, `https://m.photo.example/p/DMF-GjGO0-q`]) {
      expect(await h.service.estimate(lookup(url))).toMatchObject({ credits: 0, cached: true });
      expect(ok(await h.service.run(lookup(url)))).toMatchObject({ fromCache: true, creditsCharged: 0 });
    }
    ok(await h.service.run(lookup(`${W}/reels/DAbcdEFgHiJ/`)));
    expect(service.ops()).toEqual(['photo_get_post_details', 'photo_get_post_details']);
    expect(service.ops()).not.toContain('photo_get_post_id');
  });

  it('each kind does its call: profile, highlight (its /s/ link too), location, audio; a share link reads its code first', async () => {
    const { h, service } = harness();
    const cases: [string, OperationId[], Record<string, string>][] = [
      [`${W}/Lumen.Atelier/reels/`, ['photo_get_profile_details'], { username: 'lumen.atelier' }],
      [`${W}/s/aGlnaGxpZ2h0OjE4MDQyNTA5NDg4MTcwMDk1?story_media_id=2724343156064789461`, ['photo_get_highlight_details'], { highlight_id: '18042509488170095' }],
      [`${W}/explore/locations/213385402/harbour-point/`, ['photo_get_location_posts'], { location_id: '213385402', tab: 'ranked' }],
      [`${W}/reels/audio/611234567890123/`, ['photo_get_reels_by_audio'], { audio_id: '611234567890123' }],
      [`${W}/share/BACiUUUYQV`, ['photo_get_post_id', 'photo_get_post_details'], { shortcode: 'DMF-GjGO0-q' }],
    ];
    for (const [url, ops, last] of cases) {
      service.sent.length = 0;
      const est = await h.service.estimate(lookup(url));
      const result = ok(await h.service.run(lookup(url)));
      expect(service.ops(), url).toEqual(ops);
      expect(service.sent.at(-1)!.params, url).toEqual(last);
      expect(result.creditsCharged, url).toBe(ops.length);
      expect(est.credits, url).toBe(ops.length);
    }
  });

  it('stories and a tag: nothing sent, a notice of what the service does not offer and what exists', async () => {
    const { h, service } = harness();
    for (const url of [`${W}/stories/lumen.atelier/`, `${W}/stories/lumen.atelier/3570766765028588805/`, `${W}/explore/tags/harbour/`]) {
      expect(await h.service.estimate(lookup(url))).toMatchObject({ credits: 0 });
      const result = ok(await h.service.run(lookup(url)));
      expect(result).toMatchObject({ creditsCharged: 0, steps: [], notice: { code: 'not_offered' } });
    }
    const tag = ok(await h.service.run(lookup(`${W}/explore/tags/harbour/`)));
    expect(noticeText(tag.notice!)).toMatch(/popular search for “harbour”/);
    expect(service.sent).toEqual([]);
  });
});

describe("a username's numeric id is paid for once at most", () => {
  const reels = (input: Record<string, string>): UseCaseRequest => ({ useCase: 'photo_profile_reels', input } as UseCaseRequest);
  const highlights = (username: string): UseCaseRequest => ({ useCase: 'photo_profile_highlights', input: { username } });

  it('reels by username: the id, then the reels; the next reels or highlights of the profile one call', async () => {
    const { h, service } = harness();
    expect(await h.service.estimate(reels({ username: 'lumen.atelier' }))).toMatchObject({ credits: 2, exact: false });
    expect(ok(await h.service.run(reels({ username: 'lumen.atelier' }))).creditsCharged).toBe(2);
    expect(service.sent).toEqual([
      { op: 'photo_get_user_id', params: { username: 'lumen.atelier' } },
      { op: 'photo_get_profile_reels', params: { user_id: '51234567' } },
    ]);
    // The id is known now: what the buttons say and what the clicks pay.
    expect(await h.service.estimate(highlights('@Lumen.Atelier'))).toMatchObject({ credits: 1, exact: true });
    expect(ok(await h.service.run(highlights('@Lumen.Atelier'))).creditsCharged).toBe(1);
    const next = reels({ username: 'lumen.atelier', end_cursor: 'cmVlbHMy' });
    expect(await h.service.estimate(next)).toMatchObject({ credits: 1, exact: true });
    ok(await h.service.run(next));
    expect(service.sent.slice(2)).toEqual([
      { op: 'photo_get_profile_highlights', params: { user_id: '51234567' } },
      { op: 'photo_get_profile_reels', params: { user_id: '51234567', end_cursor: 'cmVlbHMy' } },
    ]);
    // Kept in the library: a worker restarted (nothing in memory) still knows it, even when refreshing.
    await h.service.settled();
    const again = harness(h.libraryStore);
    expect(await again.h.service.estimate(reels({ username: 'lumen.atelier' }), { refresh: true })).toMatchObject({ refreshCredits: 1 });
    ok(await again.h.service.run(reels({ username: 'lumen.atelier' }), { refresh: true }));
    expect(again.service.ops()).toEqual(['photo_get_profile_reels']);
  });

  it("learned free from a profile's details: its reels cost one call", async () => {
    const { h, service } = harness();
    ok(await h.service.run(lookup(`${W}/lumen.atelier/`)));
    expect(await h.service.estimate(reels({ username: 'lumen.atelier' }))).toMatchObject({ credits: 1, exact: true });
    ok(await h.service.run(reels({ username: 'lumen.atelier' })));
    expect(service.ops()).toEqual(['photo_get_profile_details', 'photo_get_profile_reels']);
  });

  it('two clicks at once: one id call and one reels call, and every call in the ledger', async () => {
    const { h, service } = harness();
    const [a, b] = await Promise.all([h.service.run(reels({ username: 'lumen.atelier' })), h.service.run(reels({ username: 'lumen.atelier' }))]);
    expect(ok(a).creditsCharged + ok(b).creditsCharged).toBe(2);
    expect(service.ops()).toEqual(['photo_get_user_id', 'photo_get_profile_reels']);
    await h.service.settled();
    const paid = (await h.ledger.entries()).filter((e) => !e.fromCache);
    expect(paid.map((e) => e.operationId).sort()).toEqual(['photo_get_profile_reels', 'photo_get_user_id']);
    expect(paid.reduce((sum, e) => sum + e.creditsCharged, 0)).toBe(2);
  });

  it('an id given is sent as is, nothing asked first', async () => {
    const { h, service } = harness();
    ok(await h.service.run(reels({ user_id: '51234567', username: 'lumen.atelier' })));
    expect(service.sent).toEqual([{ op: 'photo_get_profile_reels', params: { user_id: '51234567' } }]);
  });
});

describe('photo lists', () => {
  it("reels by audio page with max_id: the input's cursor is sent under it", async () => {
    const { h, service } = harness();
    ok(await h.service.run({ useCase: 'photo_audio_reels', input: { audio_id: '611234567890123', end_cursor: 'QVFEbWF4' } }));
    expect(service.sent).toEqual([{ op: 'photo_get_reels_by_audio', params: { audio_id: '611234567890123', max_id: 'QVFEbWF4' } }]);
  });
});
