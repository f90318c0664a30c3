// The tool-protocol (MCP) server of the service at /mcp: stateless streamable HTTP with JSON
// answers, one read-only tool per operation of the emulator's own description. A tools/call runs
// the same call as the REST path (service-call.ts): same checks, charge, ledger and faults.
//
// Keys: `Authorization: Bearer <key>` or `x-api-token`. Listing tools needs no key. A tools/call
// with a missing or unknown key is refused at the door as REST refuses it: HTTP 401 with the same
// body (the hosted server takes the key "as a bearer credential", and a bearer credential refused
// is an HTTP 401 in the tool protocol's own authorization rules), recorded in the ledger. Every
// other failure is a tool error (`isError: true`) whose text starts with the REST status.

import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'hono';
import { operationById, SERVICE, type OperationSpec, type ParamSpec, type PriceRule } from './description';
import { socketOf, type EmulatorEnv } from './env';
import { brokenStream, malformedJson, trickle } from './faults';
import { callService, recordCall, type Outcome, type ServiceRequest } from './service-call';
import type { EmulatorState } from './state';

export const MCP_PATH = '/mcp';

const SERVER_INFO = { name: 'social-service-emulator', version: '1.0.0' };

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-api-token, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id, x-emulator-fault, x-emulator-latency-ms, x-emulator-status, x-emulator-retry-after',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'x-request-id, mcp-protocol-version, www-authenticate',
  'access-control-max-age': '600',
};

// ---------------------------------------------------------------------------------------------
// Tools, generated from the description

type JsonSchema = Record<string, unknown>;

const LINK_OF: Record<string, string> = {
  page: 'a page', group: 'a group', post: 'a post', media: 'a post, video, reel, ad or listing',
};

/** A parameter as JSON Schema: its type, limits, enum values, default and a short description. */
function paramSchema(p: ParamSpec): JsonSchema {
  const typed = (): JsonSchema => {
    switch (p.type) {
      case 'text':
        return { type: 'string' };
      case 'link':
        return { type: 'string', description: `Link to ${LINK_OF[p.target]} on the site (a bare name or id is read as ${LINK_OF[p.target === 'media' ? 'post' : p.target]})` };
      case 'numeric_id':
        return { type: 'string', pattern: '^\\d+$', description: 'Numeric id' };
      case 'integer':
        return { type: 'integer', minimum: p.min, maximum: p.max };
      case 'whole':
        return { type: 'integer', minimum: p.min };
      case 'decimal':
        return { type: 'number', minimum: p.min, maximum: p.max };
      case 'boolean':
        return { type: 'boolean' };
      case 'enum':
        return { type: 'string', enum: [...p.values] };
      case 'date':
        return { type: 'string', format: 'date', description: 'Date, YYYY-MM-DD' };
      case 'timestamp':
        return { type: 'string', description: 'ISO 8601 timestamp or date, e.g. 2026-01-31T12:00:00Z' };
      case 'timezone':
        return { type: 'string', description: 'IANA time zone, e.g. UTC or Europe/Paris' };
      case 'country':
        return { type: 'string', pattern: '^([A-Za-z]{2}|ALL)$', description: 'Two-letter country code, or ALL' };
      case 'cursor':
        return { type: 'string', description: `${p.name} of the previous page (absent on the first page)` };
      case 'pattern': {
        const strip = p.strip ? `(?:${p.strip.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?` : '';
        return { type: 'string', pattern: `^${strip}${p.pattern.replace(/^\^/, '')}`, description: `Text: ${p.hint}` };
      }
    }
  };
  const schema = typed();
  if (p.default !== undefined) {
    schema.default = schema.type === 'integer' || schema.type === 'number' ? Number(p.default) : schema.type === 'boolean' ? p.default === 'true' : p.default;
  }
  return schema;
}

function priceText(price: PriceRule): string {
  switch (price.kind) {
    case 'flat':
      return price.credits === 0 ? 'Free.' : `Costs ${price.credits} credit${price.credits === 1 ? '' : 's'} a call.`;
    case 'exact_followers':
      return `Costs ${price.credits} credit; ${price.exact} with exact_followers_count=true.`;
    case 'per_posts':
      return `Costs 1 credit per ${price.per} posts returned (rounded up), at least 1.`;
  }
}

const words = (id: string) => id.replace(/^(social|account)_/, '').replace(/_/g, ' ');
const titleOf = (id: string) => words(id).replace(/^./, (c) => c.toUpperCase());

const OUTPUT_SCHEMA = {
  type: 'object' as const,
  properties: {
    result: { type: 'object', description: 'The answer of the REST operation, without its message and meta' },
    creditsCharged: { type: 'integer' },
    creditsRemaining: { type: 'integer' },
  },
  required: ['result', 'creditsCharged', 'creditsRemaining'],
};

export function toolOf(op: OperationSpec): Tool {
  const cursor = op.params.find((p) => p.type === 'cursor');
  return {
    name: op.id,
    title: titleOf(op.id),
    description: [
      `Read-only: ${words(op.id)} (the service's GET ${op.path}).`,
      priceText(op.price),
      cursor ? `Paginated: pass the ${cursor.name} of an answer to get the next page.` : '',
      op.oneOf ? `Give ${op.oneOf[0]} or ${op.oneOf[1]}.` : '',
      'Answers {result, creditsCharged, creditsRemaining}.',
    ].filter(Boolean).join(' '),
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(op.params.map((p) => [p.name, paramSchema(p)])),
      required: op.params.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    },
    outputSchema: OUTPUT_SCHEMA,
    annotations: { title: titleOf(op.id), readOnlyHint: true, openWorldHint: true },
  };
}

/** Every operation the emulator serves, as a tool. */
export const TOOLS: readonly Tool[] = SERVICE.map(toolOf);

// ---------------------------------------------------------------------------------------------
// Calls

/** Tool arguments as query values: the REST path's validation then judges them alike. */
function asQuery(args: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    if (value === null || value === undefined) continue;
    out[name] = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
  return out;
}

const toolError = (status: number, summary: string, body: unknown): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `HTTP ${status} ${summary}\n${JSON.stringify(body)}` }],
});

/** The tool result of an outcome (the faults that cut or spoil the HTTP answer act on it later). */
function toolResult(outcome: Outcome): CallToolResult {
  switch (outcome.kind) {
    case 'ok': {
      const value = { result: outcome.body, creditsCharged: outcome.charged, creditsRemaining: outcome.remaining };
      return { structuredContent: value, content: [{ type: 'text', text: JSON.stringify(value) }] };
    }
    case 'malformed':
    case 'dropped': // never seen: the HTTP answer carrying it is spoiled or cut (spoilOf)
      return toolError(502, 'Broken answer', {});
    case 'html_error':
      return toolError(outcome.status, 'Upstream error: the data source answered with an HTML error page', { error: 'Upstream error' });
    case 'error': {
      const said = String(outcome.body.message ?? outcome.body.error ?? 'Error');
      const retry = outcome.retryAfter === undefined ? '' : `; retry after ${outcome.retryAfter} s`;
      return toolError(outcome.status, `${said}${retry}`, outcome.body);
    }
  }
}

/** What a fault does to the HTTP answer that carries the tool result (as it does to a REST answer). */
type Spoil = { kind: 'malformed' } | { kind: 'dropped' } | { kind: 'slow'; ms: number };

function spoilOf(outcome: Outcome): Spoil | undefined {
  if (outcome.kind === 'malformed' || outcome.kind === 'dropped') return { kind: outcome.kind };
  if (outcome.kind === 'ok' && outcome.slowMs !== undefined) return { kind: 'slow', ms: outcome.slowMs };
  return undefined;
}

function tokenOf(c: Context<EmulatorEnv>): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return (bearer ?? c.req.header('x-api-token'))?.trim() || undefined;
}

interface ToolCallMessage {
  method: 'tools/call';
  params?: { name?: unknown; arguments?: Record<string, unknown> };
}

function toolCalls(message: unknown): ToolCallMessage[] {
  const all = Array.isArray(message) ? (message as unknown[]) : [message];
  return all.filter((m): m is ToolCallMessage => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'tools/call');
}

function requestOf(c: Context<EmulatorEnv>, name: unknown, args: Record<string, unknown> | undefined, token: string | undefined): ServiceRequest {
  const spec = typeof name === 'string' ? operationById(name) : undefined;
  return {
    via: 'mcp',
    spec,
    path: spec?.path ?? MCP_PATH,
    params: asQuery(args),
    token,
    header: (h) => c.req.header(h),
    origin: new URL(c.req.url).origin,
  };
}

function jsonRpcError(status: number, code: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status, headers: { ...CORS_HEADERS, 'content-type': 'application/json', ...extra },
  });
}

/** The /mcp endpoint: one stateless server and transport per HTTP request. */
export async function mcpCall(state: EmulatorState, c: Context<EmulatorEnv>): Promise<Response> {
  const method = c.req.method;
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
  if (method !== 'POST') return jsonRpcError(405, -32000, 'Method not allowed: this server is stateless; POST JSON-RPC messages', { allow: 'POST' });

  const text = await c.req.raw.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return jsonRpcError(400, -32700, 'Parse error: the body is not JSON');
  }

  const token = tokenOf(c);
  const calls = toolCalls(parsed);
  if (calls.length > 0 && !state.getKey(token)) {
    const requestId = randomUUID();
    for (const call of calls) {
      recordCall(state, requestOf(c, call.params?.name, call.params?.arguments, token), { requestId, started: performance.now() }, 401, 0);
    }
    return new Response(JSON.stringify({ error: 'Invalid or missing API key' }), {
      status: 401,
      headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer realm="mcp"', 'x-request-id': requestId },
    });
  }

  let spoil: Spoil | undefined;
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...TOOLS] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { outcome } = await callService(state, requestOf(c, request.params.name, request.params.arguments, token));
    spoil ??= spoilOf(outcome);
    return toolResult(outcome);
  });
  // No sessionIdGenerator: stateless (the property is left out rather than set to undefined).
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  let res: Response;
  try {
    res = await transport.handleRequest(c.req.raw, { parsedBody: parsed });
  } finally {
    await server.close();
  }
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.headers.set(name, value);
  if (!spoil) return res;

  const headers = new Headers(res.headers);
  switch (spoil.kind) {
    case 'dropped': {
      const socket = socketOf(c);
      if (socket) {
        socket.destroy();
        return new Response(null, { status: 500 }); // never sent: the socket is gone
      }
      return new Response(brokenStream(), { status: res.status, headers });
    }
    case 'malformed':
      return new Response(malformedJson(await res.text()), { status: res.status, headers });
    case 'slow':
      return new Response(trickle(await res.text(), spoil.ms), { status: res.status, headers });
  }
}
