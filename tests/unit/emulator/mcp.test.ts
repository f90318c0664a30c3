import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { SERVICE } from '../../../emulator/description';
import { it, TEST_KEY, type Emu } from '../fixtures/emulator';

// The emulator's tool-protocol server at /mcp, reached by the SDK's own client over real HTTP.

const link = KNOWN.pages.northwindgames.url;
const open: Client[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

/** A connected client; `key` null sends none; `header` says how the key travels. */
async function connect(emu: Emu, key: string | null = TEST_KEY, header: 'bearer' | 'x-api-token' = 'bearer', extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (key !== null) {
    if (header === 'bearer') headers.authorization = `Bearer ${key}`;
    else headers['x-api-token'] = key;
  }
  const client = new Client({ name: 'emulator-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${emu.url}/mcp`), { requestInit: { headers } }));
  open.push(client);
  return client;
}

async function tool(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult & {
    structuredContent?: { result: any; creditsCharged: number; creditsRemaining: number };
  };
}

const textOf = (r: CallToolResult) => (r.content[0] as { text: string }).text;

async function rest(emu: Emu, path: string, params: Record<string, string>, key = TEST_KEY) {
  const res = await fetch(`${emu.url}${path}?${new URLSearchParams(params)}`, { headers: { 'x-api-token': key } });
  return { status: res.status, body: (await res.json()) as any };
}

describe('tools/list', () => {
  it('lists every operation without a key, with its parameters as JSON Schema and read-only annotations', async ({ emu }) => {
    const client = await connect(emu, null);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(SERVICE.map((op) => op.id).sort());
    for (const op of SERVICE) {
      const t = tools.find((x) => x.name === op.id)!;
      expect(t.annotations, op.id).toEqual(expect.objectContaining({ readOnlyHint: true, openWorldHint: true }));
      expect(t.description, op.id).toContain(op.path);
      expect(Object.keys(t.inputSchema.properties ?? {}).sort(), op.id).toEqual(op.params.map((p) => p.name).sort());
      expect([...(t.inputSchema.required ?? [])].sort(), op.id).toEqual(op.params.filter((p) => p.required).map((p) => p.name).sort());
    }
    const posts = tools.find((t) => t.name === 'social_get_page_posts')!.inputSchema.properties as Record<string, any>;
    expect(posts.limit).toEqual({ type: 'integer', minimum: 3, maximum: 9, default: 3 });
    expect(posts.end_cursor.type).toBe('string');
    const ads = tools.find((t) => t.name === 'social_ads_search')!.inputSchema.properties as Record<string, any>;
    expect(ads.activeStatus).toEqual({ type: 'string', enum: ['ALL', 'Active', 'Inactive'] });
    const details = tools.find((t) => t.name === 'social_get_page_details')!;
    expect((details.inputSchema.properties as Record<string, any>).exact_followers_count).toEqual({ type: 'boolean', default: false });
    expect(details.description).toContain('5 with exact_followers_count=true');
    expect(tools.find((t) => t.name === 'account_get_usage')!.description).toContain('Free.');
    expect(await emu.ledger()).toEqual([]);
  });
});

describe('tools/call', () => {
  it('answers as the REST path does and charges alike on the same ledger', async ({ emu }) => {
    const client = await connect(emu);
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['social_get_page_details', '/social/pages/details', { link }],
      ['social_get_page_details', '/social/pages/details', { link, exact_followers_count: true }],
      ['social_get_page_posts', '/social/pages/posts', { link, limit: 7 }],
      ['social_search_pages', '/social/search/pages', { query: 'northwind' }],
      ['social_get_post_attachments', '/social/posts/attachments', { post_id: KNOWN.posts.multiPhoto.id }],
      ['account_get_limits', '/usage/limits', {}],
    ];
    for (const [name, path, args] of cases) {
      const query = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)]));
      const viaRest = await rest(emu, path, query);
      const viaMcp = await tool(client, name, args);
      expect(viaMcp.isError, `${name} ${textOf(viaMcp)}`).toBeFalsy();
      const { message, meta, ...payload } = viaRest.body;
      expect(message).toBeTruthy();
      expect(viaMcp.structuredContent!.result, name).toEqual(payload);
      expect(viaMcp.structuredContent!.creditsCharged, name).toBe(meta.creditsCharged);
      expect(viaMcp.structuredContent!.creditsRemaining, name).toBe(meta.creditsRemaining - meta.creditsCharged);
      expect(JSON.parse(textOf(viaMcp))).toEqual(viaMcp.structuredContent);
    }
    const calls = await emu.ledger();
    expect(calls).toHaveLength(cases.length * 2);
    for (let i = 0; i < calls.length; i += 2) {
      const [r, m] = [calls[i] as any, calls[i + 1] as any];
      expect([r.via, m.via]).toEqual(['rest', 'mcp']);
      expect({ ...m, seq: 0, time: 0, requestId: 0, durationMs: 0, via: 0, creditsRemaining: 0 })
        .toEqual({ ...r, seq: 0, time: 0, requestId: 0, durationMs: 0, via: 0, creditsRemaining: 0 });
      expect(m.creditsRemaining).toBe(r.creditsRemaining - r.creditsCharged);
    }
    expect(calls.map((c) => c.creditsCharged)).toEqual([1, 1, 5, 5, 3, 3, 1, 1, 5, 5, 0, 0]);
  });

  it('takes the key as x-api-token too', async ({ emu }) => {
    const client = await connect(emu, TEST_KEY, 'x-api-token');
    const r = await tool(client, 'social_get_page_id', { link });
    expect(r.structuredContent!.result.social_id).toBe(KNOWN.pages.northwindgames.id);
  });

  it('paginates with end_cursor: every post once, charged as REST charges the same walk', async ({ emu }) => {
    const client = await connect(emu);
    const walk = async (page: (cursor?: string) => Promise<any>) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const data = (await page(cursor)).data;
        ids.push(...data.posts.map((p: { details: { post_id: string } }) => p.details.post_id));
        cursor = data.end_cursor;
      } while (cursor);
      return ids;
    };
    const byMcp = await walk(async (cursor) => {
      const r = await tool(client, 'social_get_page_posts', { link, limit: 9, ...(cursor ? { end_cursor: cursor } : {}) });
      expect(r.isError, textOf(r)).toBeFalsy();
      return r.structuredContent!.result;
    });
    const byRest = await walk(async (cursor) => (await rest(emu, '/social/pages/posts', { link, limit: '9', ...(cursor ? { end_cursor: cursor } : {}) })).body);
    expect(byMcp).toHaveLength(KNOWN.pages.northwindgames.posts);
    expect(new Set(byMcp).size).toBe(byMcp.length);
    expect(byMcp).toEqual(byRest);
    const calls = await emu.ledger();
    const charged = (via: string) => calls.filter((c: any) => c.via === via).map((c) => c.creditsCharged);
    expect(charged('mcp')).toEqual(charged('rest'));
    expect(charged('mcp').length).toBe(Math.ceil(KNOWN.pages.northwindgames.posts / 9));
  });
});

describe('failures', () => {
  const refused = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(StreamableHTTPError);
    return error as StreamableHTTPError;
  };

  it('401: a missing or unknown key is refused with the REST path’s body, and recorded', async ({ emu }) => {
    for (const key of [null, 'no-such-key']) {
      const client = await connect(emu, key);
      expect((await client.listTools()).tools.length).toBe(SERVICE.length);
      const error = await refused(client.callTool({ name: 'social_get_page_id', arguments: { link } }));
      expect(error.code).toBe(401);
      expect(error.message).toContain('{"error":"Invalid or missing API key"}');
    }
    const restBody = (await fetch(`${emu.url}/social/pages/id?link=x`)).json();
    expect(await restBody).toEqual({ error: 'Invalid or missing API key' });
    const calls = await emu.ledger();
    expect(calls.map((c: any) => [c.via, c.operation, c.status, c.key, c.creditsCharged])).toEqual([
      ['mcp', 'social_get_page_id', 401, null, 0], ['mcp', 'social_get_page_id', 401, 'no-such-key', 0], ['rest', 'social_get_page_id', 401, null, 0],
    ]);
  });

  it('402: a key without credits gets a tool error; free account tools still answer', async ({ emu }) => {
    await emu.putKey('broke', { credits: 0, ratePerSecond: null, ratePerHour: null });
    const client = await connect(emu, 'broke');
    const r = await tool(client, 'social_get_page_details', { link });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^HTTP 402 Insufficient credits\n/);
    expect(JSON.parse(textOf(r).split('\n')[1]!)).toEqual((await rest(emu, '/social/pages/details', { link }, 'broke')).body);
    const usage = await tool(client, 'account_get_usage');
    expect(usage.structuredContent).toEqual(expect.objectContaining({ creditsCharged: 0, creditsRemaining: 0 }));
    expect((await emu.ledger()).map((c: any) => [c.via, c.status, c.creditsCharged])).toEqual([['mcp', 402, 0], ['rest', 402, 0], ['mcp', 200, 0]]);
  });

  it('429: over a key’s rate, and by fault injection, with the seconds to wait', async ({ emu }) => {
    await emu.putKey('slow', { ratePerSecond: 1, ratePerHour: null });
    const client = await connect(emu, 'slow');
    expect((await tool(client, 'social_get_page_id', { link })).isError).toBeFalsy();
    const limited = await tool(client, 'social_get_page_id', { link });
    expect(limited.isError).toBe(true);
    expect(textOf(limited)).toMatch(/^HTTP 429 Rate limit exceeded; retry after 1 s\n/);

    await emu.fault({ kind: 'rate_limit', operation: 'social_search_pages', retryAfterSec: 7, times: 1 });
    const fast = await connect(emu);
    const faulted = await tool(fast, 'social_search_pages', { query: 'northwind' });
    expect(textOf(faulted)).toMatch(/^HTTP 429 Too many requests; retry after 7 s\n/);
    expect((await tool(fast, 'social_search_pages', { query: 'northwind' })).isError).toBeFalsy();
    expect((await emu.ledger()).map((c: any) => [c.status, c.creditsCharged, c.fault ?? null])).toEqual([
      [200, 1, null], [429, 0, null], [429, 0, 'rate_limit'], [200, 1, null],
    ]);
  });

  it('400, 403, 404 and upstream errors are tool errors with the REST status and message, not charged', async ({ emu }) => {
    const client = await connect(emu);
    const bad = await tool(client, 'social_get_page_posts', { link, limit: 30 });
    expect(textOf(bad)).toMatch(/^HTTP 400 Invalid parameter limit: must be at most 9\n/);
    const unknownParam = await tool(client, 'social_get_page_id', { link, colour: 'red' });
    expect(textOf(unknownParam)).toMatch(/^HTTP 400 Invalid parameter colour: is not a parameter of this operation\n/);
    expect(textOf(await tool(client, 'no_such_tool'))).toMatch(/^HTTP 404 Not found\n/);
    await emu.fault({ kind: 'upstream_error', operation: 'social_get_page_id', status: 503, times: 1 });
    expect(textOf(await tool(client, 'social_get_page_id', { link }))).toMatch(/^HTTP 503 The data source answered with an error\n/);
    await emu.putKey('paused', { paused: true });
    const paused = await tool(await connect(emu, 'paused'), 'social_get_page_id', { link });
    expect(paused.isError).toBe(true);
    expect(textOf(paused)).toMatch(/^HTTP 403 API key is paused\n/);
    const calls = await emu.ledger();
    expect(calls.map((c: any) => [c.status, c.creditsCharged])).toEqual([[400, 0], [400, 0], [404, 0], [503, 0], [403, 0]]);
    expect(calls.every((c: any) => c.via === 'mcp')).toBe(true);
  });

  it('a fault that spoils the answer spoils the tool-protocol answer too: not charged', async ({ emu }) => {
    const client = await connect(emu, TEST_KEY, 'bearer', { 'x-emulator-fault': 'malformed_json' });
    await expect(client.callTool({ name: 'social_get_page_id', arguments: { link } })).rejects.toThrow();
    const [call] = await emu.ledger();
    expect(call).toEqual(expect.objectContaining({ via: 'mcp', status: 200, creditsCharged: 0, fault: 'malformed_json' }));
  });
});
