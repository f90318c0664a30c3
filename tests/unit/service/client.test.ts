import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AttemptReport,
  type CallResult,
  type ServiceClientConfig,
  createServiceClient,
} from '../../../lib/service/client';
import {
  ServiceError,
  serializeError,
} from '../../../lib/service/errors';
import { paginate } from '../../../lib/service/paginate';
import { BODIES } from './bodies';

// ---- A scriptable local HTTP server ----

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}
type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

interface TestServer {
  base: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Handler, host = '127.0.0.1'): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    handler(req, res, seen.length);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const s: TestServer = {
    base: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(s);
  return s;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const KEY = 'a'.repeat(64);
const LINK = 'https://www.social.example/pixelforge';

/** A client with instant, recorded sleeps (retry waits and limiter waits). */
function client(base: string, extra: Partial<ServiceClientConfig> = {}) {
  const waits: number[] = [];
  const c = createServiceClient({
    baseUrl: base,
    apiKey: KEY,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { ...c, waits };
}

async function rejection(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error('expected the call to fail');
}

// ---- Tests ----

describe('call: request and success', () => {
  it('sends GET {base}{path}?query with the key header, no body, and returns the parsed body', async () => {
    const s = await serve((_req, res) =>
      json(res, 200, BODIES.social_get_page_details, { 'x-request-id': 'req-1' }),
    );
    const { call } = client(s.base);
    const result = await call('social_get_page_details', { link: LINK, exact_followers_count: true });
    expect(s.seen).toHaveLength(1);
    const [req] = s.seen;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe('/social/pages/details');
    expect(req!.query).toEqual({ link: LINK, exact_followers_count: 'true' });
    expect(req!.headers['x-api-token']).toBe(KEY);
    expect(req!.headers.accept).toBe('application/json');
    expect(req!.headers.cookie).toBeUndefined();
    expect(req!.headers['content-length'] ?? '0').toBe('0');
    expect(result).toMatchObject({
      operationId: 'social_get_page_details',
      params: { link: LINK, exact_followers_count: 'true' },
      body: BODIES.social_get_page_details,
      status: 200,
      requestId: 'req-1',
      creditsCharged: 1,
      creditsRemaining: 187,
      attempts: 1,
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('trims the key and encodes the query', async () => {
    const s = await serve((_req, res) => json(res, 200, { data: { results: [] } }));
    const { call } = client(s.base, { apiKey: `  ${KEY}\n` });
    await call('social_search_pages', { query: 'cafés & bars', location_uid: '' });
    expect(s.seen[0]!.headers['x-api-token']).toBe(KEY);
    expect(s.seen[0]!.query).toEqual({ query: 'cafés & bars' });
  });

  it('reads credits from the headers when meta lacks them (numbers or numeric text)', async () => {
    const s = await serve((_req, res) =>
      json(res, 200, { data: { posts: [] } }, { 'X-Service-Credits-Deducted': '2', 'X-Service-Credits-Remaining': '98' }),
    );
    const r = await client(s.base).call('social_get_page_posts', { link: LINK, limit: 6 });
    expect(r.creditsCharged).toBe(2);
    expect(r.creditsRemaining).toBe(98);
  });

  it('prefers meta over the headers, and reads numeric text in meta', async () => {
    const s = await serve((_req, res) =>
      json(res, 200, { data: {}, meta: { creditsCharged: '1', creditsRemaining: 50 } }, { 'X-Service-Credits-Remaining': '99' }),
    );
    const r = await client(s.base).call('social_get_group_details', { link: LINK });
    expect(r).toMatchObject({ creditsCharged: 1, creditsRemaining: 50 });
  });

  it('refuses a base URL with a path before anything is sent, and never doubles slashes', async () => {
    const s = await serve((_req, res) => json(res, 200, { credits: { remaining: 1 } }));
    await expect(client(`${s.base}/v1/`).call('account_get_usage')).rejects.toMatchObject({ code: 'insecure_base_url' });
    await client(`${s.base}/`).call('account_get_usage');
    expect(s.seen.map((r) => r.path)).toEqual(['/usage']);
  });

  it('returns a 200 JSON array as the body (only non-JSON is malformed)', async () => {
    const s = await serve((_req, res) => json(res, 200, [1, 2, 3]));
    const r = await client(s.base).call('social_get_page_id', { link: LINK });
    expect(r.body).toEqual([1, 2, 3]);
  });
});

describe('call: errors from real HTTP responses', () => {
  const cases: [string, number, unknown, string, string | undefined][] = [
    ['400 {error}', 400, { error: 'link is not a valid URL' }, 'bad_request', 'link is not a valid URL'],
    ['404 unknown path', 404, { message: 'Not Found' }, 'bad_request', 'Not Found'],
    ['401 {message}', 401, { success: false, message: 'Invalid API key', code: 'UNAUTHORIZED' }, 'unauthorized', 'Invalid API key'],
    ['402', 402, { success: false, error: 'Insufficient credits', message: 'Top up' }, 'out_of_credits', 'Insufficient credits'],
    [
      '403 {detail: [...]}',
      403,
      { success: false, detail: [{ loc: ['query', 'link'], msg: 'field required' }, { loc: ['x'], msg: 'account paused' }] },
      'forbidden',
      'field required; account paused',
    ],
    ['422 {detail: text}', 422, { detail: 'Unprocessable' }, 'bad_request', 'Unprocessable'],
    ['500', 500, { error: 'boom' }, 'service_failed', 'boom'],
  ];

  for (const [name, status, body, code, serviceMessage] of cases) {
    it(`${name} → ${code}, not retried`, async () => {
      const s = await serve((_req, res) => json(res, status, body, { 'x-request-id': `rid-${status}` }));
      const c = client(s.base);
      const e = await rejection(c.call('social_get_page_details', { link: LINK }));
      expect(e).toBeInstanceOf(ServiceError);
      expect(e.code).toBe(code);
      expect(e.status).toBe(status);
      expect(e.serviceMessage).toBe(serviceMessage);
      expect(e.requestId).toBe(`rid-${status}`);
      expect(e.rawBody).toBe(JSON.stringify(body));
      expect(serializeError(e)).not.toHaveProperty('message');
      expect(s.seen).toHaveLength(1);
      expect(c.waits).toEqual([]);
    });
  }

  it('502 with an HTML body → upstream_error without a service message', async () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    const s = await serve((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'rid-502' });
      res.end(html);
    });
    const e = await rejection(client(s.base, { retry: { maxRetries: 0 } }).call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'upstream_error' });
    expect(e).toMatchObject({ code: 'upstream_error', status: 502, requestId: 'rid-502', rawBody: html });
    expect(e.serviceMessage).toBeUndefined();
  });

  it('504 → upstream_timeout', async () => {
    const s = await serve((_req, res) => json(res, 504, { error: 'Upstream timed out' }));
    const e = await rejection(client(s.base, { retry: { maxRetries: 0 } }).call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'upstream_timeout' });
    expect(e.serviceMessage).toBe('Upstream timed out');
  });

  it('429 → rate_limited with retryAfterMs (default 1 s without Retry-After)', async () => {
    const s = await serve((_req, res) => json(res, 429, { error: 'Too many requests' }));
    const e = await rejection(client(s.base, { retry: { maxRetries: 0 } }).call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'rate_limited' });
    expect(e.retryAfterMs).toBe(1000);
  });

  it('a 200 body that is not JSON → malformed, not retried', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'rid-m' });
      res.end('{"data": [truncated');
    });
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'malformed' });
    expect(e).toMatchObject({ status: 200, requestId: 'rid-m', rawBody: '{"data": [truncated' });
    expect(s.seen).toHaveLength(1);
  });

  it('a dropped connection → network, not retried (the call may already be charged)', async () => {
    const s = await serve((req) => req.socket.destroy());
    const c = client(s.base);
    const e = await rejection(c.call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'network' });
    expect(e.code).toBe('network');
    expect(s.seen).toHaveLength(1);
  });

  it('a slow answer beyond timeoutMs → timeout', async () => {
    const s = await serve((_req, res) => setTimeout(() => json(res, 200, {}), 2000));
    const started = Date.now();
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { timeoutMs: 100 }));
    expect(e).toMatchObject({ code: 'timeout' });
    expect(e.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(s.seen).toHaveLength(1);
  });

  it('the client-wide timeout applies too', async () => {
    const s = await serve((_req, res) => setTimeout(() => json(res, 200, {}), 2000));
    const e = await rejection(client(s.base, { timeoutMs: 100 }).call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'timeout' });
  });

  it('an abort signal → cancelled, in flight', async () => {
    const s = await serve((_req, res) => setTimeout(() => json(res, 200, {}), 2000));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { signal: ac.signal }));
    expect(e).toMatchObject({ code: 'cancelled' });
    expect(e.code).toBe('cancelled');
  });

  it('an already aborted signal sends nothing', async () => {
    const s = await serve((_req, res) => json(res, 200, {}));
    const ac = new AbortController();
    ac.abort();
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { signal: ac.signal }));
    expect(e).toMatchObject({ code: 'cancelled' });
    expect(s.seen).toHaveLength(0);
  });

  it('a redirect is not followed: the key never reaches another origin, and the error says it was a redirect', async () => {
    const other = await serve((_req, res) => json(res, 200, {}));
    const s = await serve((_req, res) => {
      res.writeHead(302, { location: `${other.base}/social/pages/id?link=x` });
      res.end();
    });
    const reports: AttemptReport[] = [];
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { onAttempt: (a) => reports.push(a) }));
    expect(e).toMatchObject({ code: 'redirected', status: 302, origin: other.base });
    expect(other.seen).toHaveLength(0);
    // Not retried: the same address redirects the same way.
    expect(s.seen).toHaveLength(1);
    expect(reports.map((r) => [r.status, r.error?.code, r.willRetry])).toEqual([[302, 'redirected', false]]);
  });

  it('a redirect the browser hides (an opaque redirect, where refusing it is only "Failed to fetch") is told apart', async () => {
    const other = await serve((_req, res) => json(res, 200, {}));
    const s = await serve((_req, res) => {
      res.writeHead(301, { location: `${other.base}/` });
      res.end();
    });
    // The browser's fetch over a real server: `redirect: 'error'` fails as a bare network error,
    // `redirect: 'manual'` answers an opaque redirect (status 0, no headers).
    const browserFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const res = await globalThis.fetch(input, { ...init, redirect: 'manual' });
      if (res.status < 300 || res.status >= 400) return res;
      if (init?.redirect === 'error') throw new TypeError('Failed to fetch');
      if (init?.redirect === 'manual') return { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers(), body: null, text: async () => '' } as unknown as Response;
      throw new Error('a redirect was followed');
    }) as typeof fetch;
    const e = await rejection(client(s.base, { fetch: browserFetch }).call('social_get_page_id', { link: LINK }));
    expect(e.code).toBe('redirected');
    expect(e.status).toBeUndefined();
    expect(other.seen).toHaveLength(0);
  });
});

describe('call: a 200 that carries an error', () => {
  it.each([
    ['success: false', { success: false, error: 'Page not available', code: 'NOT_FOUND' }],
    ['an error field alone', { error: 'Upstream quota exhausted', meta: { creditsCharged: 1, creditsRemaining: 9 } }],
    ['success: false with an empty payload', { success: false, message: 'Could not fetch', data: {} }],
  ])('%s with no payload is an error with the service\'s words, not an answer', async (_name, body) => {
    const s = await serve((_req, res) => json(res, 200, body, { 'x-request-id': 'rid-env' }));
    const reports: AttemptReport[] = [];
    const e = await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { onAttempt: (a) => reports.push(a) }));
    expect(e).toMatchObject({ code: 'error_answer', status: 200, requestId: 'rid-env', rawBody: JSON.stringify(body) });
    expect(e.serviceMessage).toBe((body as { error?: string; message?: string }).error ?? (body as { message?: string }).message);
    // It may have been charged: never sent again by the client.
    expect(s.seen).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status: 200, willRetry: false, error: { code: 'error_answer' } });
  });

  it('the figures of an error answer are reported with its attempt', async () => {
    const s = await serve((_req, res) => json(res, 200, { error: 'x', meta: { creditsCharged: 1, creditsRemaining: 9 } }));
    const reports: AttemptReport[] = [];
    await rejection(client(s.base).call('social_get_page_id', { link: LINK }, { onAttempt: (a) => reports.push(a) }));
    expect(reports[0]).toMatchObject({ creditsCharged: 1, creditsRemaining: 9 });
  });

  it.each([
    ['a payload beside an error field', { error: 'partial', data: { posts: [{ id: 1 }] } }],
    ['an empty answer without an error', { '0': {}, message: 'Request completed successfully with status: OK (200)' }],
    ['success: true', { success: true, error: null, data: { id: '1' } }],
  ])('%s is an answer', async (_name, body) => {
    const s = await serve((_req, res) => json(res, 200, body));
    const r = await client(s.base).call('social_get_page_id', { link: LINK });
    expect(r.body).toEqual(body);
  });
});

describe('call: retry policy', () => {
  it('429 is retried after Retry-After seconds', async () => {
    const s = await serve((_req, res, n) =>
      n === 1 ? json(res, 429, { error: 'slow down' }, { 'retry-after': '2' }) : json(res, 200, BODIES.social_get_page_id),
    );
    const c = client(s.base);
    const r = await c.call('social_get_page_id', { link: LINK });
    expect(c.waits).toEqual([2000]);
    expect(r.attempts).toBe(2);
    expect(s.seen).toHaveLength(2);
  });

  it('429 with an HTTP-date Retry-After', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const s = await serve((_req, res, n) =>
      n === 1
        ? json(res, 429, {}, { 'retry-after': new Date(now + 3000).toUTCString() })
        : json(res, 200, BODIES.social_get_page_id),
    );
    const c = client(s.base, { now: () => now });
    await c.call('social_get_page_id', { link: LINK });
    expect(c.waits).toEqual([3000]);
  });

  it('a Retry-After beyond the cap is returned at once with retryAfterMs', async () => {
    const s = await serve((_req, res) => json(res, 429, { error: 'hourly limit' }, { 'retry-after': '60' }));
    const c = client(s.base, { retry: { maxRetryAfterMs: 20_000 } });
    const e = await rejection(c.call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'rate_limited' });
    expect(e.retryAfterMs).toBe(60_000);
    expect(e.serviceMessage).toBe('hourly limit');
    expect(c.waits).toEqual([]);
    expect(s.seen).toHaveLength(1);
  });

  it('429 gives up after maxRetries and throws the last RateLimitedError', async () => {
    const s = await serve((_req, res) => json(res, 429, {}, { 'retry-after': '1' }));
    const c = client(s.base);
    const e = await rejection(c.call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'rate_limited' });
    expect(s.seen).toHaveLength(3);
    expect(c.waits).toEqual([1000, 1000]);
  });

  it('502 and 504 are retried at most 2 times with exponential backoff and full jitter', async () => {
    const s = await serve((_req, res, n) => json(res, n % 2 ? 502 : 504, { error: `fail ${n}` }));
    const c = client(s.base, { retry: { baseDelayMs: 500, maxDelayMs: 8000 }, random: () => 0.5 });
    const e = await rejection(c.call('social_get_page_id', { link: LINK }));
    expect(e).toMatchObject({ code: 'upstream_error' });
    expect(e.serviceMessage).toBe('fail 3');
    expect(s.seen).toHaveLength(3);
    expect(c.waits).toEqual([250, 500]); // 0.5 × 500·2^0, 0.5 × 500·2^1
  });

  it('backoff is capped at maxDelayMs', async () => {
    const s = await serve((_req, res) => json(res, 502, {}));
    const c = client(s.base, { retry: { maxRetries: 4, baseDelayMs: 1000, maxDelayMs: 3000 }, random: () => 1 });
    await rejection(c.call('social_get_page_id', { link: LINK }));
    expect(c.waits).toEqual([1000, 2000, 3000, 3000]);
  });

  it('a 504 followed by success returns the answer', async () => {
    const s = await serve((_req, res, n) => (n === 1 ? json(res, 504, {}) : json(res, 200, BODIES.social_get_page_id)));
    const r = await client(s.base).call('social_get_page_id', { link: LINK });
    expect(r.attempts).toBe(2);
    expect(r.body).toEqual(BODIES.social_get_page_id);
  });

  it('500 is not retried (only 502/504 are)', async () => {
    const s = await serve((_req, res) => json(res, 500, {}));
    await rejection(client(s.base).call('social_get_page_id', { link: LINK }));
    expect(s.seen).toHaveLength(1);
  });

  for (const status of [400, 401, 402, 403]) {
    it(`${status} is never retried`, async () => {
      const s = await serve((_req, res) => json(res, status, { error: 'no' }));
      const c = client(s.base);
      await rejection(c.call('social_get_page_id', { link: LINK }));
      expect(s.seen).toHaveLength(1);
      expect(c.waits).toEqual([]);
    });
  }

  it('cancelling during a backoff wait stops the retries', async () => {
    const s = await serve((_req, res) => json(res, 502, {}));
    const ac = new AbortController();
    const c = createServiceClient({
      baseUrl: s.base,
      apiKey: KEY,
      retry: { baseDelayMs: 5000 },
      random: () => 1,
    });
    setTimeout(() => ac.abort(), 100);
    const e = await rejection(c.call('social_get_page_id', { link: LINK }, { signal: ac.signal }));
    expect(e).toMatchObject({ code: 'cancelled' });
    expect(s.seen).toHaveLength(1);
  });

  it('reports every attempt, failed ones included', async () => {
    const s = await serve((_req, res, n) =>
      n < 3
        ? json(res, 502, { error: 'upstream' }, { 'x-request-id': `r${n}`, 'X-Service-Credits-Remaining': '10' })
        : json(res, 200, BODIES.social_get_page_id, { 'x-request-id': `r${n}` }),
    );
    const reports: AttemptReport[] = [];
    let t = 1000;
    const c = client(s.base, { now: () => (t += 10) });
    await c.call('social_get_page_id', { link: LINK }, { onAttempt: (a) => reports.push(a) });
    expect(reports).toHaveLength(3);
    expect(reports.map((r) => [r.attempt, r.status, r.requestId, r.willRetry, r.error?.code])).toEqual([
      [1, 502, 'r1', true, 'upstream_error'],
      [2, 502, 'r2', true, 'upstream_error'],
      [3, 200, 'r3', false, undefined],
    ]);
    expect(reports[0]).toMatchObject({ operationId: 'social_get_page_id', params: { link: LINK }, retryInMs: 250, creditsRemaining: 10 });
    expect(reports[2]).toMatchObject({ creditsCharged: 1, creditsRemaining: 187 });
    expect(reports[2]).not.toHaveProperty('retryInMs');
    for (const r of reports) {
      expect(r.startedAt).toBeGreaterThan(1000);
      expect(r.durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports a final failed attempt with willRetry false, and a throwing listener does not break the call', async () => {
    const s = await serve((_req, res) => json(res, 402, { error: 'no credits' }));
    const reports: AttemptReport[] = [];
    const e = await rejection(
      client(s.base).call(
        'social_get_page_id',
        { link: LINK },
        {
          onAttempt: (a) => {
            reports.push(a);
            throw new Error('listener bug');
          },
        },
      ),
    );
    expect(e).toMatchObject({ code: 'out_of_credits' });
    expect(reports).toEqual([
      expect.objectContaining({ attempt: 1, status: 402, willRetry: false, error: expect.objectContaining({ code: 'out_of_credits', serviceMessage: 'no credits' }) }),
    ]);
  });
});

describe('call: refused before sending', () => {
  function spyFetch() {
    const urls: string[] = [];
    const f = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ social_id: '1' }), { status: 200 });
    }) as typeof fetch;
    return { f, urls };
  }

  it('http to a non-loopback host is refused, nothing is sent', async () => {
    for (const base of ['http://example.com', 'http://api.example:8080/v1', 'ftp://api.example', 'api.example', '', 'http://10.0.0.1']) {
      const { f, urls } = spyFetch();
      const e = await rejection(createServiceClient({ baseUrl: base, apiKey: KEY, fetch: f }).call('social_get_page_id', { link: LINK }));
      expect(e).toMatchObject({ code: 'insecure_base_url' });
      expect(e.code).toBe('insecure_base_url');
      expect(['http', 'scheme', 'not_absolute', 'missing']).toContain(e.problem);
      expect(urls).toEqual([]);
    }
  });

  it('http to a real server on a non-loopback name is refused before connecting', async () => {
    const s = await serve((_req, res) => json(res, 200, {}));
    const e = await rejection(
      createServiceClient({ baseUrl: `http://example.com:${s.port}`, apiKey: KEY }).call('social_get_page_id', { link: LINK }),
    );
    expect(e).toMatchObject({ code: 'insecure_base_url' });
    expect(s.seen).toHaveLength(0);
  });

  it('https is allowed anywhere', async () => {
    const { f, urls } = spyFetch();
    await createServiceClient({ baseUrl: ' https://api.example/ ', apiKey: KEY, fetch: f }).call('social_get_page_id', { link: LINK });
    expect(urls).toEqual([`https://api.example/social/pages/id?link=${encodeURIComponent(LINK)}`]);
  });

  it('http://127.0.0.1 and http://localhost are allowed', async () => {
    const s = await serve((_req, res) => json(res, 200, BODIES.social_get_page_id));
    await createServiceClient({ baseUrl: s.base, apiKey: KEY }).call('social_get_page_id', { link: LINK });
    await createServiceClient({ baseUrl: `http://localhost:${s.port}`, apiKey: KEY }).call('social_get_page_id', { link: LINK });
    expect(s.seen).toHaveLength(2);
  });

  it('http://[::1] is allowed', async () => {
    let s: TestServer;
    try {
      s = await serve((_req, res) => json(res, 200, BODIES.social_get_page_id), '::1');
    } catch {
      return; // no IPv6 loopback on this machine; checkBaseUrl is covered in base-url.test.ts
    }
    await createServiceClient({ baseUrl: s.base, apiKey: KEY }).call('social_get_page_id', { link: LINK });
    expect(s.seen).toHaveLength(1);
  });

  it('a missing key is refused, nothing is sent', async () => {
    for (const apiKey of ['', '   ', '\n']) {
      const { f, urls } = spyFetch();
      const e = await rejection(createServiceClient({ baseUrl: 'https://api.example', apiKey, fetch: f }).call('social_get_page_id', { link: LINK }));
      expect(e).toMatchObject({ code: 'no_key' });
      expect(e.code).toBe('no_key');
      expect(urls).toEqual([]);
    }
  });

  it('invalid parameters are refused first, naming the parameter, nothing is sent', async () => {
    const { f, urls } = spyFetch();
    const c = createServiceClient({ baseUrl: 'http://example.com', apiKey: '', fetch: f });
    const e = await rejection(c.call('social_get_page_posts', { link: LINK, limit: 10 }));
    expect(e).toMatchObject({ code: 'invalid_params' });
    expect(e).toMatchObject({ code: 'invalid_params', param: 'limit' });
    expect(e.message).toContain('limit');
    const unknown = await rejection(c.call('social_get_page_id', { link: LINK, foo: 'x' }));
    expect(unknown.param).toBe('foo');
    const op = await rejection(c.call('social_nope' as never, {}));
    expect(op).toMatchObject({ code: 'invalid_params' });
    expect(urls).toEqual([]);
  });
});

describe('rate limiter', () => {
  it('keeps N calls at 5/s to at least (N-1)/5 s (injected clock)', async () => {
    const s = await serve((_req, res) => json(res, 200, BODIES.social_get_page_id));
    let clock = 0;
    const starts: number[] = [];
    const c = createServiceClient({
      baseUrl: s.base,
      apiKey: KEY,
      ratePerSecond: 5,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const N = 6;
    for (let i = 0; i < N; i++) {
      await c.call('social_get_page_id', { link: LINK }, { onAttempt: (a) => starts.push(a.startedAt) });
    }
    expect(clock).toBeGreaterThanOrEqual(((N - 1) / 5) * 1000);
    for (let i = 1; i < N; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(200);
  });

  it('spaces concurrent calls too (real clock, loosely)', async () => {
    const s = await serve((_req, res) => json(res, 200, BODIES.social_get_page_id));
    const c = createServiceClient({ baseUrl: s.base, apiKey: KEY, ratePerSecond: 10 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => c.call('social_get_page_id', { link: LINK })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(s.seen).toHaveLength(4);
  });

  it('a call waiting for the limiter can be cancelled', async () => {
    const s = await serve((_req, res) => json(res, 200, BODIES.social_get_page_id));
    const c = createServiceClient({ baseUrl: s.base, apiKey: KEY, ratePerSecond: 0.5 });
    await c.call('social_get_page_id', { link: LINK });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const e = await rejection(c.call('social_get_page_id', { link: LINK }, { signal: ac.signal }));
    expect(e).toMatchObject({ code: 'cancelled' });
    expect(s.seen).toHaveLength(1);
  });
});

describe('paginate', () => {
  /** Three pages of posts: no cursor → c2 → c3 → end. */
  function pages(_req: IncomingMessage, res: ServerResponse) {
    const cursor = new URL(_req.url ?? '/', 'http://x').searchParams.get('end_cursor');
    const page = cursor === null ? 1 : cursor === 'c2' ? 2 : 3;
    const posts = Array.from({ length: page === 3 ? 1 : 3 }, (_, i) => ({
      details: { post_id: `${page}${i}` },
      values: { text: `post ${page}.${i}` },
    }));
    json(res, 200, { data: { posts, end_cursor: page === 1 ? 'c2' : page === 2 ? 'c3' : null }, meta: { creditsCharged: 1 } });
  }

  it('walks every page, sending the previous end_cursor back, and reports progress', async () => {
    const s = await serve(pages);
    const progress: [number, number, number, string | undefined][] = [];
    const results: CallResult[] = [];
    for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK }, {
      onPage: (p) => progress.push([p.page, p.items, p.totalItems, p.endCursor]),
    })) {
      results.push(r);
    }
    expect(results).toHaveLength(3);
    expect(s.seen.map((r) => r.query.end_cursor)).toEqual([undefined, 'c2', 'c3']);
    expect(s.seen.every((r) => r.query.link === LINK && r.query.limit === '3')).toBe(true);
    expect(progress).toEqual([
      [1, 3, 3, 'c2'],
      [2, 3, 6, 'c3'],
      [3, 1, 7, undefined],
    ]);
  });

  it('stops at maxPages', async () => {
    const s = await serve(pages);
    const got: CallResult[] = [];
    for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK }, { maxPages: 2 })) got.push(r);
    expect(got).toHaveLength(2);
    expect(s.seen).toHaveLength(2);
  });

  it('stops when the consumer breaks', async () => {
    const s = await serve(pages);
    for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK })) {
      expect(r.status).toBe(200);
      break;
    }
    expect(s.seen).toHaveLength(1);
  });

  it('stops when the service repeats a cursor', async () => {
    const s = await serve((_req, res) => json(res, 200, { data: { items: [{ id: 'c', text: 'x' }], end_cursor: 'same' } }));
    const got: CallResult[] = [];
    for await (const r of paginate(client(s.base), 'social_get_post_comments', { link: LINK })) got.push(r);
    expect(got).toHaveLength(2);
    expect(s.seen.map((r) => r.query.end_cursor)).toEqual([undefined, 'same']);
  });

  it('starts from a given end_cursor', async () => {
    const s = await serve(pages);
    const got: CallResult[] = [];
    for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK, end_cursor: 'c2' })) got.push(r);
    expect(s.seen.map((r) => r.query.end_cursor)).toEqual(['c2', 'c3']);
  });

  it('an abort between pages ends the walk with CancelledError', async () => {
    const s = await serve(pages);
    const ac = new AbortController();
    const got: CallResult[] = [];
    const e = await rejection(
      (async () => {
        for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK }, { signal: ac.signal })) {
          got.push(r);
          ac.abort();
        }
      })(),
    );
    expect(e).toMatchObject({ code: 'cancelled' });
    expect(got).toHaveLength(1);
    expect(s.seen).toHaveLength(1);
  });

  it('uses custom getItems / getCursor', async () => {
    const s = await serve((req, res) => {
      const c = new URL(req.url ?? '/', 'http://x').searchParams.get('end_cursor');
      json(res, 200, { list: [1, 2], next: c ? undefined : 'n2' });
    });
    const seen: number[] = [];
    for await (const _ of paginate(client(s.base), 'social_search_people', { query: 'x' }, {
      getItems: (b) => (b as { list: unknown[] }).list,
      getCursor: (b) => (b as { next?: string }).next,
      onPage: (p) => seen.push(p.totalItems),
    }));
    expect(seen).toEqual([2, 4]);
  });

  it('an operation without pages is called once', async () => {
    const s = await serve((_req, res) => json(res, 200, { ...BODIES.social_get_page_id, end_cursor: 'x' }));
    const got: CallResult[] = [];
    for await (const r of paginate(client(s.base), 'social_get_page_id', { link: LINK })) got.push(r);
    expect(got).toHaveLength(1);
  });

  it('an error on a later page is thrown to the consumer after the earlier pages', async () => {
    const s = await serve((req, res, n) => (n === 1 ? pages(req, res) : json(res, 401, { error: 'bad key' })));
    const got: CallResult[] = [];
    const e = await rejection(
      (async () => {
        for await (const r of paginate(client(s.base), 'social_get_page_posts', { link: LINK })) got.push(r);
      })(),
    );
    expect(got).toHaveLength(1);
    expect(e).toMatchObject({ code: 'unauthorized' });
  });
});
