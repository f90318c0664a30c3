import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { call, control, ledger, setKey, TEST_KEY, it, type Emu } from '../fixtures/emulator';

const link = KNOWN.pages.northwindgames.url;
const details = '/social/pages/details';

describe('faults (in-process)', () => {
  it('latency delays a normal, charged answer', async ({ fresh: app }) => {
    const started = Date.now();
    const r = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'latency', 'x-emulator-latency-ms': '150' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(r.status).toBe(200);
    expect(r.body.meta.creditsCharged).toBe(1);
    expect(r.body.meta.duration).toBeGreaterThanOrEqual(140);
    expect((await ledger(app))[0]).toEqual(expect.objectContaining({ status: 200, creditsCharged: 1, fault: 'latency' }));
  });

  it('rate_limit, upstream_error, upstream_timeout, html_error: error answers, not charged', async ({ fresh: app }) => {
    const before = app.state.getKey(TEST_KEY)!.credits;
    const limited = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'rate_limit', 'x-emulator-retry-after': '7' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    const upstream = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'upstream_error' } });
    expect(upstream.status).toBe(502);
    expect(upstream.body).toEqual(expect.objectContaining({ success: false, error: expect.any(String), message: expect.any(String) }));
    const custom = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'upstream_error', 'x-emulator-status': '503' } });
    expect(custom.status).toBe(503);
    const timeout = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'upstream_timeout' } });
    expect(timeout.status).toBe(504);
    expect(timeout.body.error).toBe('Upstream timeout');
    const html = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'html_error' } });
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toContain('<html>');
    expect(html.body).toBeUndefined();
    for (const r of [limited, upstream, custom, timeout, html]) expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(app.state.getKey(TEST_KEY)!.credits).toBe(before);
    const entries = await ledger(app);
    expect(entries.map((e) => [e.status, e.fault, e.creditsCharged])).toEqual([
      [429, 'rate_limit', 0], [502, 'upstream_error', 0], [503, 'upstream_error', 0], [504, 'upstream_timeout', 0], [502, 'html_error', 0],
    ]);
  });

  it('malformed_json: a 200 whose body does not parse, not charged', async ({ fresh: app }) => {
    const before = app.state.getKey(TEST_KEY)!.credits;
    const r = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'malformed_json' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(r.text)).toThrow();
    expect(app.state.getKey(TEST_KEY)!.credits).toBe(before);
    expect((await ledger(app))[0]).toEqual(expect.objectContaining({ status: 200, creditsCharged: 0, fault: 'malformed_json' }));
  });

  it('drop_connection: the body fails while read (in-process)', async ({ fresh: app }) => {
    const res = await app.request('http://127.0.0.1/usage', { headers: { 'x-api-token': TEST_KEY, 'x-emulator-fault': 'drop_connection' } });
    await expect(res.text()).rejects.toThrow();
    expect((await ledger(app))[0]).toEqual(expect.objectContaining({ status: 0, creditsCharged: 0, fault: 'drop_connection' }));
  });

  it('slow_body: the whole valid body arrives after the delay, charged', async ({ fresh: app }) => {
    const started = Date.now();
    const r = await call(app, '/social/pages/posts', { link, limit: '9' }, { headers: { 'x-emulator-fault': 'slow_body', 'x-emulator-latency-ms': '200' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(r.body.data.posts).toHaveLength(9);
    expect(r.body.meta.creditsCharged).toBe(3);
  });

  it('an unknown fault kind in the header is a 400', async ({ fresh: app }) => {
    const r = await call(app, details, { link }, { headers: { 'x-emulator-fault': 'meteor' } });
    expect(r.status).toBe(400);
  });
});

describe('control API', () => {
  it('registers faults by operation, key and count; lists and removes them', async ({ fresh: app }) => {
    await setKey(app, 'other', { credits: 100, ratePerSecond: null });
    const bad = await control(app, 'POST', '/faults', { kind: 'meteor' });
    expect(bad.status).toBe(400);
    expect((await control(app, 'POST', '/faults', { kind: 'latency', operation: 'no_such_op' })).status).toBe(400);

    const twice = await control(app, 'POST', '/faults', { operation: 'social_get_page_details', kind: 'upstream_error', times: 2 });
    expect(twice.status).toBe(201);
    expect(twice.body.id).toBeTypeOf('string');
    const forKey = await control(app, 'POST', '/faults', { key: 'other', kind: 'rate_limit', retryAfterSec: 3 });
    expect((await control(app, 'GET', '/faults')).body.faults).toHaveLength(2);

    // Other operations are untouched; the page details fault applies twice, then is gone.
    expect((await call(app, '/social/ads/countries')).status).toBe(200);
    expect((await call(app, details, { link })).status).toBe(502);
    expect((await call(app, details, { link })).status).toBe(502);
    expect((await call(app, details, { link })).status).toBe(200);
    expect((await control(app, 'GET', '/faults')).body.faults.map((f: { id: string }) => f.id)).toEqual([forKey.body.id]);

    // The key-scoped fault hits only that key.
    const r = await call(app, '/usage', {}, { token: 'other' });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('3');
    expect((await call(app, '/usage')).status).toBe(200);

    expect((await control(app, 'DELETE', `/faults/${forKey.body.id}`)).status).toBe(200);
    expect((await control(app, 'DELETE', `/faults/${forKey.body.id}`)).status).toBe(404);
    expect((await call(app, '/usage', {}, { token: 'other' })).status).toBe(200);
    await control(app, 'POST', '/faults', { kind: 'upstream_timeout' });
    expect((await call(app, '/usage')).status).toBe(504);
    await control(app, 'DELETE', '/faults');
    expect((await call(app, '/usage')).status).toBe(200);
  });

  it('ledger: every service call with its price; since= and clearing', async ({ fresh: app }) => {
    await call(app, details, { link });
    await call(app, '/social/pages/posts', { link, limit: '6' });
    await call(app, '/nope');
    await call(app, '/usage', {}, { token: null });
    await app.request('http://www.social.example/northwindgames');
    await control(app, 'GET', '/keys');
    const entries = await ledger(app);
    expect(entries).toHaveLength(4);
    expect(entries[0]).toEqual({
      seq: 1, time: expect.any(String), key: TEST_KEY, operation: 'social_get_page_details', path: details,
      params: { link }, status: 200, creditsCharged: 1, creditsRemaining: 999_999, requestId: expect.any(String), via: 'rest', durationMs: expect.any(Number),
    });
    expect(entries.map((e) => [e.operation, e.status, e.creditsCharged])).toEqual([
      ['social_get_page_details', 200, 1], ['social_get_page_posts', 200, 2], [null, 404, 0], ['account_get_usage', 401, 0],
    ]);
    expect((await ledger(app, 2)).map((e) => e.seq)).toEqual([3, 4]);
    const summary = (await control(app, 'GET', '/ledger')).body;
    expect(summary.totalCharged).toBe(3);
    expect((await control(app, 'GET', '/ledger?since=-1')).status).toBe(400);
    await control(app, 'DELETE', '/ledger');
    expect(await ledger(app)).toEqual([]);
  });

  it('keys: list, read, create and change', async ({ fresh: app }) => {
    const keys = (await control(app, 'GET', '/keys')).body.keys;
    expect(keys.map((k: { token: string }) => k.token)).toEqual(expect.arrayContaining(['demo', TEST_KEY]));
    const created = await setKey(app, 'fresh', { plan: 'starter' });
    expect(created).toEqual(expect.objectContaining({ token: 'fresh', plan: 'starter', credits: 30_000, ratePerSecond: 5, paused: false }));
    const changed = await setKey(app, 'fresh', { credits: 9, ratePerSecond: null, ratePerHour: 100 });
    expect(changed).toEqual(expect.objectContaining({ credits: 9, ratePerSecond: null, ratePerHour: 100 }));
    expect((await control(app, 'GET', '/keys/fresh')).body.credits).toBe(9);
    expect((await control(app, 'PUT', '/keys/fresh', { credits: -1 })).status).toBe(400);
    expect((await control(app, 'GET', '/keys/none')).status).toBe(404);
    expect((await control(app, 'GET', '/info')).body).toEqual(expect.objectContaining({ seed: 1, scale: 300 }));
    expect((await control(app, 'GET', '/known')).body.pages.northwindgames.id).toBe(KNOWN.pages.northwindgames.id);
    expect((await control(app, 'GET', '/nothing')).status).toBe(404);
  });
});

describe('over real HTTP', () => {
  const get = (emu: Emu, path: string, headers: Record<string, string> = {}) =>
    fetch(`${emu.url}${path}`, { headers: { 'x-api-token': TEST_KEY, ...headers } });

  it('serves the service on a random port', async ({ emu }) => {
    expect(emu.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await get(emu, `/social/pages/details?link=${encodeURIComponent(link)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-credits-remaining')).toBe('999999');
    expect(((await res.json()) as { 0: { title: string } })['0'].title).toBe('Northwind Games');
  });

  it('drop_connection destroys the socket: fetch fails', async ({ emu }) => {
    await expect(get(emu, '/usage', { 'x-emulator-fault': 'drop_connection' })).rejects.toThrow();
    // The server carries on.
    expect((await get(emu, '/usage')).status).toBe(200);
  });

  it('slow_body sends the headers first, then trickles the body', async ({ emu }) => {
    const started = Date.now();
    const res = await get(emu, `/social/pages/posts?link=${encodeURIComponent(link)}`, { 'x-emulator-fault': 'slow_body', 'x-emulator-latency-ms': '600' });
    const headersAt = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-credits-deducted')).toBe('1');
    const body = (await res.json()) as { data: { posts: unknown[] } };
    const bodyAt = Date.now() - started;
    expect(headersAt).toBeLessThan(400);
    expect(bodyAt).toBeGreaterThanOrEqual(550);
    expect(body.data.posts).toHaveLength(3);
  });

  it('registered faults and the ledger work over HTTP from loopback', async ({ emu }) => {
    const add = await fetch(`${emu.url}/__emulator/faults`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'drop_connection', operation: 'account_get_limits', times: 1 }),
    });
    expect(add.status).toBe(201);
    await expect(get(emu, '/usage/limits')).rejects.toThrow();
    expect((await get(emu, '/usage/limits')).status).toBe(200);
    const entries = ((await (await fetch(`${emu.url}/__emulator/ledger`)).json()) as { calls: Array<{ fault?: string; status: number }> }).calls;
    expect(entries.some((e) => e.fault === 'drop_connection' && e.status === 0)).toBe(true);
  });
});
