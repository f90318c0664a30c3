import { expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { ERROR_CODES } from '../../../lib/service/errors';
import type { ErrorView, RunResponse } from '../../../lib/messaging/protocol';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { it, type Emu } from '../fixtures/emulator';
import { makeHarness, type Harness } from './helpers';

// Every way a lookup can fail comes back as { ok: false, error: ErrorView } — never thrown —
// with the code, a sentence for the user, and what the service said (status, request id).

let emu: Emu;
let h: Harness;
// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  h = makeHarness(emu.url);
});

const lookup: UseCaseRequest = { useCase: 'lookup_url', input: { url: KNOWN.pages.northwindgames.url } };

function errorOf(r: RunResponse): ErrorView {
  if (r.ok) throw new Error('expected an error');
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(5);
  // Plain JSON: it crosses extension messaging unchanged.
  expect(JSON.parse(JSON.stringify(r.error))).toEqual(r.error);
  return r.error;
}

const seen = new Set<string>();
const expectCode = (e: ErrorView, code: string) => {
  expect(e.code).toBe(code);
  seen.add(code);
};

it('bad_request (400 from the service)', async () => {
  await emu.fault({ kind: 'upstream_error', status: 400 });
  const e = errorOf(await h.service.run(lookup));
  expectCode(e, 'bad_request');
  expect(e.status).toBe(400);
  expect(e.requestId).toBeTruthy();
  expect(e.serviceMessage).toBeTruthy();
});

it('unauthorized (unknown key)', async () => {
  h.key = 'not-a-key';
  const e = errorOf(await h.service.run(lookup));
  expectCode(e, 'unauthorized');
  expect(e.status).toBe(401);
});

it('out_of_credits (402)', async () => {
  await emu.putKey('demo', { credits: 0 });
  const e = errorOf(await h.service.run(lookup));
  expectCode(e, 'out_of_credits');
  expect(e.status).toBe(402);
});

it('forbidden (paused key)', async () => {
  await emu.putKey('demo', { paused: true });
  expectCode(errorOf(await h.service.run(lookup)), 'forbidden');
});

it('rate_limited (Retry-After longer than the client waits)', async () => {
  await emu.fault({ kind: 'rate_limit', retryAfterSec: 120 });
  const e = errorOf(await h.service.run(lookup));
  expectCode(e, 'rate_limited');
  expect(e.retryAfterMs).toBe(120_000);
});

it('upstream_error (502, HTML body)', async () => {
  await emu.fault({ kind: 'html_error' });
  const e = errorOf(await h.service.run(lookup));
  expectCode(e, 'upstream_error');
  expect(e.rawBody).toMatch(/</);
});

it('upstream_timeout (504)', async () => {
  await emu.fault({ kind: 'upstream_timeout' });
  expectCode(errorOf(await h.service.run(lookup)), 'upstream_timeout');
});

it('network (connection dropped)', async () => {
  await emu.fault({ kind: 'drop_connection' });
  expectCode(errorOf(await h.service.run(lookup)), 'network');
});

it('timeout (no answer in time)', async () => {
  const quick = makeHarness(emu.url, { timeoutMs: 150 });
  await emu.fault({ kind: 'latency', latencyMs: 1000 });
  expectCode(errorOf(await quick.service.run(lookup)), 'timeout');
});

it('cancelled', async () => {
  await emu.fault({ kind: 'latency', latencyMs: 1000 });
  const abort = new AbortController();
  setTimeout(() => abort.abort(), 50);
  expectCode(errorOf(await h.service.run(lookup, { signal: abort.signal })), 'cancelled');
});

it('malformed (a 200 that is not JSON)', async () => {
  await emu.fault({ kind: 'malformed_json' });
  expectCode(errorOf(await h.service.run(lookup)), 'malformed');
});

it('invalid_params (caught before anything is sent)', async () => {
  const e = errorOf(
    await h.service.run({ useCase: 'page_posts', input: { link: KNOWN.pages.northwindgames.url, after_time: 'yesterday' } }),
  );
  expectCode(e, 'invalid_params');
  expect(e.param).toBe('after_time');
  expect(await emu.ledger()).toHaveLength(0);
});

it('insecure_base_url', async () => {
  h.settings = { ...h.settings, baseUrl: 'http://api.example.org' };
  expectCode(errorOf(await h.service.run(lookup)), 'insecure_base_url');
});

it('no_key', async () => {
  h.key = null;
  expectCode(errorOf(await h.service.run(lookup)), 'no_key');
});

it('internal (anything unexpected)', async () => {
  const broken = makeHarness(emu.url, {
    deps: {
      getClient: async () => {
        throw new Error('storage exploded');
      },
    },
  });
  const e = errorOf(await broken.service.run(lookup));
  expectCode(e, 'internal');
  expect(e.message).toBe('storage exploded');
});

it('covers every code of the service client', () => {
  expect([...seen].sort()).toEqual([...ERROR_CODES].sort());
});

it('refusals of the lookup layer are ErrorViews too', async () => {
  h.settings = { ...h.settings, baseUrl: '' };
  expect(errorOf(await h.service.run(lookup)).code).toBe('no_base_url');
  expect(errorOf(await h.service.run({ useCase: 'lookup_url', input: { url: 'https://example.org/' } })).code).toBe('not_on_site');
  expect(errorOf(await h.service.run({ useCase: 'lookup_url', input: { url: 'https://www.social.example/help' } })).code).toBe(
    'unsupported',
  );
  expect(errorOf(await h.service.run(lookup, { autoLookup: true })).code).toBe('auto_lookup_off');
  expect(errorOf(await h.service.run({ useCase: 'nope' } as unknown as UseCaseRequest)).code).toBe('invalid_request');
  expect(await emu.ledger()).toHaveLength(0);
});
