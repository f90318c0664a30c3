import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { createClientProvider } from '../../../lib/lookup/client-provider';
import { KNOWN } from '../../../emulator/data/known';
import { ERROR_CODES, type ErrorCode } from '../../../lib/service/errors';
import type { ErrorView, RunResponse } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { it, type Emu } from '../fixtures/emulator';
import { fullDisk, makeHarness, until, type Harness } from './helpers';

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
  // A code and its data, no sentence: the pages word it (lib/ui/text/errors.ts).
  expect(r.error).not.toHaveProperty('message');
  // Plain JSON: it crosses extension messaging unchanged.
  expect(JSON.parse(JSON.stringify(r.error))).toEqual(r.error);
  return r.error;
}

/** How to make a lookup fail with each code, and what else the error must carry. */
const CASES: Partial<Record<ErrorCode, { run: () => Promise<RunResponse>; check?: (e: ErrorView) => void | Promise<void> }>> = {
  bad_request: {
    run: async () => (await emu.fault({ kind: 'upstream_error', status: 400 }), h.service.run(lookup)),
    check: (e) => expect(e).toMatchObject({ status: 400, requestId: expect.stringMatching(/\S/), serviceMessage: expect.stringMatching(/\S/) }),
  },
  unauthorized: { run: () => ((h.key = 'not-a-key'), h.service.run(lookup)), check: (e) => expect(e.status).toBe(401) },
  out_of_credits: { run: async () => (await emu.putKey('demo', { credits: 0 }), h.service.run(lookup)), check: (e) => expect(e.status).toBe(402) },
  forbidden: { run: async () => (await emu.putKey('demo', { paused: true }), h.service.run(lookup)) },
  rate_limited: {
    run: async () => (await emu.fault({ kind: 'rate_limit', retryAfterSec: 120 }), h.service.run(lookup)),
    check: (e) => expect(e.retryAfterMs).toBe(120_000),
  },
  upstream_error: { run: async () => (await emu.fault({ kind: 'html_error' }), h.service.run(lookup)), check: (e) => expect(e.rawBody).toMatch(/</) },
  service_failed: {
    run: async () => (await emu.fault({ kind: 'upstream_error', status: 500 }), h.service.run(lookup)),
    check: (e) => expect(e.status).toBe(500),
  },
  upstream_timeout: { run: async () => (await emu.fault({ kind: 'upstream_timeout' }), h.service.run(lookup)) },
  network: { run: async () => (await emu.fault({ kind: 'drop_connection' }), h.service.run(lookup)) },
  timeout: {
    run: async () => (await emu.fault({ kind: 'latency', latencyMs: 1000 }), makeHarness(emu.url, { timeoutMs: 150 }).service.run(lookup)),
    // The service still answers the call given up on, a second later: wait for it here, so it
    // does not land in the next test's ledger.
    check: () => vi.waitFor(async () => expect((await emu.ledger()).some((c) => c.fault === 'latency')).toBe(true), { timeout: 3000, interval: 50 }),
  },
  cancelled: {
    run: async () => {
      await emu.fault({ kind: 'latency', latencyMs: 1000 });
      const abort = new AbortController();
      const running = h.service.run(lookup, { signal: abort.signal });
      await until(() => h.service.inFlight() === 1);
      abort.abort();
      return running;
    },
  },
  malformed: { run: async () => (await emu.fault({ kind: 'malformed_json' }), h.service.run(lookup)) },
  // The emulator answers neither of these two: a service that does, in front of it.
  error_answer: {
    run: () => {
      const fetch = (async () => new Response('{"success":false,"error":"Page not available"}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
      const client = createClientProvider({ settings: async () => h.settings, apiKey: async () => 'demo', fetch });
      return makeHarness(emu.url, { deps: { getClient: client } }).service.run(lookup);
    },
    check: (e) => expect(e).toMatchObject({ status: 200, serviceMessage: 'Page not available' }),
  },
  redirected: {
    run: async () => {
      // A real HTTP server that redirects every call to the emulator (another origin).
      const server = createServer((_req, res) => res.writeHead(307, { location: `${emu.url}/social/pages/details` }).end());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return await makeHarness(base).service.run(lookup);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    },
    check: async (e) => {
      expect(e).toMatchObject({ status: 307, origin: new URL(emu.url).origin });
      expect(await emu.ledger()).toHaveLength(0);
    },
  },
  invalid_params: {
    run: () => h.service.run({ useCase: 'page_posts', input: { link: KNOWN.pages.northwindgames.url, after_time: 'yesterday' } }),
    check: async (e) => {
      expect(e.param).toBe('after_time');
      expect(await emu.ledger()).toHaveLength(0);
    },
  },
  insecure_base_url: { run: () => ((h.settings = { ...h.settings, baseUrl: 'http://api.example.org' }), h.service.run(lookup)) },
  no_key: { run: () => ((h.key = null), h.service.run(lookup)) },
  no_base_url: { run: () => ((h.settings = { ...h.settings, baseUrl: '' }), h.service.run(lookup)) },
  not_on_site: { run: () => h.service.run({ useCase: 'lookup_url', input: { url: 'https://example.org/' } }) },
  unsupported: { run: () => h.service.run({ useCase: 'lookup_url', input: { url: 'https://www.social.example/help' } }) },
  auto_lookup_off: { run: () => h.service.run(lookup, { autoLookup: true }) },
  not_held: { run: () => h.service.run(lookup, { heldOnly: true }), check: async () => expect(await emu.ledger()).toHaveLength(0) },
  invalid_request: { run: () => h.service.run({ useCase: 'nope' } as unknown as UseCaseRequest) },
  budget_exceeded: {
    run: () => ((h.settings = { ...h.settings, dailyBudget: 0 }), h.service.run(lookup)),
    check: (e) => expect(e).toMatchObject({ estimate: 1, budgetLeft: 0 }),
  },
  not_enough_credits: {
    run: async () => (await h.ledger.updateCredits({ remaining: 0, reportedAt: Date.now() }), h.service.run(lookup)),
    check: async (e) => {
      expect(e).toMatchObject({ estimate: 1, creditsLeft: 0 });
      expect(await emu.ledger()).toHaveLength(0);
    },
  },
  ledger_unavailable: {
    run: () => {
      const disk = fullDisk();
      h = makeHarness(emu.url, { store: disk.store });
      disk.state.full = true;
      return h.service.run(lookup);
    },
    check: async () => expect(await emu.ledger()).toHaveLength(0),
  },
  internal: {
    run: () =>
      makeHarness(emu.url, {
        deps: {
          getClient: async () => {
            throw new Error('storage exploded');
          },
        },
      }).service.run(lookup),
    check: (e) => expect(e.detail).toBe('storage exploded'),
  },
};

/**
 * Codes no lookup ends in: the options page's own (saving settings, the browser's permission
 * prompt) and the bulk jobs' pauses (tests/unit/lookup/jobs).
 */
// library_newer is a notice: a lookup goes on without keeping its answer (tests/unit/library/newer.test.ts).
// saved_key_elsewhere comes of a key check only (tests/unit/background/handlers.test.ts).
// watch_cap_reached ends a watch's check, never a lookup (tests/unit/watch).
// board_* come of boards and their files, which never call the service (tests/unit/boards).
const NOT_FROM_A_LOOKUP: ErrorCode[] = [
  'invalid_settings', 'permission', 'saved_key_elsewhere', 'job_cap_reached', 'watch_cap_reached', 'browser_closed', 'library_newer',
  'board_file_invalid', 'board_unreadable', 'board_gone',
];

it.each(Object.entries(CASES))('%s', async (code, { run, check }) => {
  const e = errorOf(await run());
  expect(e.code).toBe(code);
  await check?.(e);
});

it('has a case for every code a lookup can end in', () => {
  expect(Object.keys(CASES).sort()).toEqual(ERROR_CODES.filter((c) => !NOT_FROM_A_LOOKUP.includes(c)).sort());
});

it('refusals of the lookup layer send nothing', async () => {
  for (const code of ['no_base_url', 'not_on_site', 'unsupported', 'auto_lookup_off', 'not_held', 'invalid_request', 'budget_exceeded'] as const) {
    h = makeHarness(emu.url);
    expect(errorOf(await CASES[code]!.run()).code).toBe(code);
  }
  expect(await emu.ledger()).toHaveLength(0);
});
