import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { it, type Emu } from '../fixtures/emulator';
import { createServiceClient, type AttemptReport } from '../../../lib/service/client';
import type { ServiceError } from '../../../lib/service/errors';
import { paginate } from '../../../lib/service/paginate';

// The service client against the real emulator over HTTP: what the service is sent, what it
// charges, and the retry policy under faults injected through the emulator's control API.

// `emu` (a fixture) is started once for the file and reset before each test.
const PAGE = KNOWN.pages.northwindgames.url;
const client = (emu: Emu, key = 'demo', waits: number[] = []) =>
  createServiceClient({
    baseUrl: emu.url,
    apiKey: key,
    // Record the waits instead of sleeping through them.
    sleep: async (ms) => {
      waits.push(ms);
    },
    retry: { baseDelayMs: 10, maxDelayMs: 40 },
  });

describe('client against the emulator', () => {
  it('sends the validated query with the key and reads the credits the service reports', async ({ emu }) => {
    const r = await client(emu).call('social_get_page_posts', { link: PAGE, limit: 7 });
    expect(r.status).toBe(200);
    expect(r.creditsCharged).toBe(3); // ceil(7 / 3)
    expect(r.creditsRemaining).toBe(197);
    expect(r.requestId).toBeTruthy();
    const [call] = await emu.ledger();
    expect(call).toMatchObject({ operation: 'social_get_page_posts', params: { link: PAGE, limit: '7' }, status: 200, creditsCharged: 3 });
  });

  it('429: waits the Retry-After, then succeeds; every attempt is reported', async ({ emu }) => {
    await emu.control('POST', '/faults', { operation: 'social_get_page_details', kind: 'rate_limit', retryAfterSec: 2, times: 1 });
    const waits: number[] = [];
    const attempts: AttemptReport[] = [];
    const r = await client(emu, 'demo', waits).call('social_get_page_details', { link: PAGE }, { onAttempt: (a) => attempts.push(a) });
    expect(r.status).toBe(200);
    expect(waits).toContain(2000);
    expect(attempts.map((a) => [a.status, a.willRetry])).toEqual([
      [429, true],
      [200, false],
    ]);
    expect((await emu.ledger()).map((c) => [c.status, c.creditsCharged])).toEqual([
      [429, 0],
      [200, 1],
    ]);
  });

  it('429 beyond the cap: returned at once with the wait, for the UI to count down', async ({ emu }) => {
    await emu.control('POST', '/faults', { kind: 'rate_limit', retryAfterSec: 60 });
    const waits: number[] = [];
    const e = await client(emu, 'demo', waits).call('social_get_page_details', { link: PAGE }).catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'rate_limited' });
    expect((e as ServiceError).retryAfterMs).toBe(60_000);
    expect(waits).toEqual([]);
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('502 twice, then a success: two retries with backoff', async ({ emu }) => {
    await emu.control('POST', '/faults', { operation: 'social_get_page_details', kind: 'upstream_error', times: 2 });
    const waits: number[] = [];
    const r = await client(emu, 'demo', waits).call('social_get_page_details', { link: PAGE });
    expect(r.status).toBe(200);
    expect(waits).toHaveLength(2);
    expect((await emu.ledger()).map((c) => c.status)).toEqual([502, 502, 200]);
  });

  it('504 on every attempt: at most two retries, then the timeout error', async ({ emu }) => {
    await emu.control('POST', '/faults', { kind: 'upstream_timeout' });
    const e = await client(emu).call('social_get_page_details', { link: PAGE }).catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'upstream_timeout' });
    expect((await emu.ledger()).map((c) => c.status)).toEqual([504, 504, 504]);
  });

  it('401 and 403 are never retried', async ({ emu }) => {
    expect(await client(emu, 'no-such-key').call('social_get_page_details', { link: PAGE }).catch((x: unknown) => x)).toMatchObject({ code: 'unauthorized' });
    await emu.control('PUT', '/keys/paused-key', { credits: 10, paused: true });
    expect(await client(emu, 'paused-key').call('social_get_page_details', { link: PAGE }).catch((x: unknown) => x)).toMatchObject({ code: 'forbidden' });
    expect((await emu.ledger()).map((c) => c.status)).toEqual([401, 403]);
  });

  it('paginates every comment of a post exactly once', async ({ emu }) => {
    const post = KNOWN.posts.manyComments;
    const ids: string[] = [];
    const pages: number[] = [];
    for await (const page of paginate(client(emu), 'social_get_post_comments', { link: post.url }, { onPage: (p) => pages.push(p.totalItems) })) {
      const items = (page.body as { data: { items: { id: string }[] } }).data.items;
      ids.push(...items.map((c) => c.id));
    }
    expect(ids).toHaveLength(post.comments);
    expect(new Set(ids).size).toBe(post.comments);
    expect(pages.at(-1)).toBe(post.comments);
    expect(await emu.ledger()).toHaveLength(Math.ceil(post.comments / 30));
  });
});
