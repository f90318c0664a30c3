// The emulator's HTTP server: the service (every catalog operation, keys, credits, rate limits,
// faults, ledger) by REST and by its tool-protocol server at /mcp, the control API under
// /__emulator/, and the fixture site for site hosts.

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { createControlApp } from './control';
import { operationAt } from './description';
import { socketOf, type EmulatorEnv } from './env';
import { brokenStream, HTML_ERROR_PAGE, malformedJson, trickle } from './faults';
import { mcpCall, MCP_PATH } from './mcp';
import { mediaResponse, MEDIA_PREFIX } from './media';
import { isSiteHost, siteResponse } from './site/index';
import { callService, recordCall, type ServiceRequest } from './service-call';
import { EmulatorState, type EmulatorOptions } from './state';

export type { EmulatorEnv } from './env';
export type EmulatorApp = Hono<EmulatorEnv> & { state: EmulatorState };

export const SUCCESS_MESSAGE = 'Request completed successfully with status: OK (200)';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'x-api-token, content-type, x-emulator-fault, x-emulator-latency-ms, x-emulator-status, x-emulator-retry-after',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-expose-headers': 'x-request-id, x-service-credits-deducted, x-service-credits-remaining, retry-after',
  'access-control-max-age': '600',
};

function firstValues(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v;
  return out;
}

/** The REST door: one GET of an operation's path, its outcome written as the service writes it. */
async function serviceCall(state: EmulatorState, c: Context<EmulatorEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const method = c.req.method;
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...CORS_HEADERS, 'x-request-id': randomUUID() } });

  const req: ServiceRequest = {
    via: 'rest',
    spec: operationAt(url.pathname),
    path: url.pathname,
    params: firstValues(url),
    token: c.req.header('x-api-token')?.trim() || undefined,
    header: (name) => c.req.header(name),
    origin: url.origin,
  };
  const respond = (requestId: string, status: number, body: string | ReadableStream<Uint8Array> | null, type: string, extra: Record<string, string> = {}) =>
    new Response(body, { status, headers: { ...CORS_HEADERS, 'x-request-id': requestId, 'content-type': type, ...extra } });
  const JSON_TYPE = 'application/json; charset=utf-8';

  if (req.spec && method !== 'GET') {
    const call = { requestId: randomUUID(), started: performance.now() };
    recordCall(state, req, call, 405, 0);
    return respond(call.requestId, 405, JSON.stringify({ error: 'Method not allowed', message: `${method} is not allowed here; use GET` }), JSON_TYPE, { allow: 'GET' });
  }

  const { requestId, started, outcome } = await callService(state, req);
  switch (outcome.kind) {
    case 'error':
      return respond(requestId, outcome.status, JSON.stringify(outcome.body), JSON_TYPE,
        outcome.retryAfter === undefined ? {} : { 'retry-after': String(outcome.retryAfter) });
    case 'html_error':
      return respond(requestId, outcome.status, HTML_ERROR_PAGE, 'text/html; charset=utf-8');
    case 'dropped': {
      const socket = socketOf(c);
      if (socket) {
        socket.destroy();
        return new Response(null, { status: 500 }); // never sent: the socket is gone
      }
      // In-process there is no socket: the body fails while it is read instead.
      return respond(requestId, 200, brokenStream(), JSON_TYPE);
    }
    case 'malformed':
      return respond(requestId, 200, malformedJson(JSON.stringify({ ...outcome.body, message: SUCCESS_MESSAGE })), JSON_TYPE);
    case 'ok': {
      const meta = { statusCode: 200, duration: Math.round(performance.now() - started), creditsCharged: outcome.charged, creditsRemaining: outcome.remaining };
      const text = JSON.stringify({ ...outcome.body, message: SUCCESS_MESSAGE, meta });
      const creditHeaders = { 'x-service-credits-deducted': String(outcome.charged), 'x-service-credits-remaining': String(outcome.remaining) };
      return respond(requestId, 200, outcome.slowMs === undefined ? text : trickle(text, outcome.slowMs), JSON_TYPE, creditHeaders);
    }
  }
}

export interface CreateEmulatorOptions extends EmulatorOptions {
  /** Share an existing state (two servers on one state, or a state built ahead). */
  state?: EmulatorState;
}

/** The emulator as a Hono app (use `app.request(url, init)` in-process); `app.state` is its state. */
export function createEmulatorApp(options: CreateEmulatorOptions = {}): EmulatorApp {
  const state = options.state ?? new EmulatorState(options);
  const app = new Hono<EmulatorEnv>();
  // Every answer carries a request id (the service sets its own, which the ledger records).
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', randomUUID());
  });
  app.route('/__emulator', createControlApp(state));
  // Files handed out by social_download_media (no key: they stand for the site's media hosts).
  app.get(`${MEDIA_PREFIX}/*`, (c) => mediaResponse(state.dataset, new URL(c.req.url).pathname));
  app.all('*', (c) => {
    const url = new URL(c.req.url);
    if (isSiteHost(url.hostname)) return siteResponse(state, c.req.raw);
    return url.pathname.replace(/\/+$/, '') === MCP_PATH ? mcpCall(state, c) : serviceCall(state, c);
  });
  app.onError((error) => {
    console.error('emulator error:', error);
    return new Response(JSON.stringify({ error: 'Internal emulator error', message: String(error) }), {
      status: 500,
      headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'x-request-id': randomUUID() },
    });
  });
  return Object.assign(app, { state });
}

export interface StartOptions extends CreateEmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
}

export interface RunningEmulator {
  /** Base URL of the service, e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  state: EmulatorState;
  app: EmulatorApp;
  close(): Promise<void>;
}

/** Starts the emulator over real HTTP. */
export function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const app = createEmulatorApp(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        state: app.state,
        app,
        close: () =>
          new Promise<void>((done) => {
            const http = server as Server;
            http.close(() => done());
            http.closeAllConnections?.();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}
