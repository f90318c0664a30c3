// The emulator's HTTP server: the service (every catalog operation, keys, credits, rate limits,
// faults, ledger), the control API under /__emulator/, and the fixture site for site hosts.

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { createControlApp } from './control';
import { operationAt, priceOf, validateQuery, type ParamIssue } from './description';
import type { EmulatorEnv } from './env';
import {
  brokenStream, DEFAULT_LATENCY_MS, faultFromHeaders, HTML_ERROR_PAGE, malformedJson, sleep, trickle, type FaultKind, type FaultSpec,
} from './faults';
import { admit } from './keys';
import { ParamError } from './answer';
import { HANDLERS } from './handlers';
import { mediaResponse, MEDIA_PREFIX } from './media';
import { isSiteHost, siteResponse } from './site/index';
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

/** The socket behind a request when served over real HTTP (absent in-process). */
function socketOf(c: Context<EmulatorEnv>) {
  return c.env?.incoming?.socket;
}

interface ValidationDetail {
  loc: ['query', string];
  msg: string;
  type: 'value_error';
}

function validationBody(issues: ParamIssue[]) {
  const detail: ValidationDetail[] = issues.map((i) => ({ loc: ['query', i.param], msg: i.msg, type: 'value_error' }));
  return { success: false, message: `Invalid parameter ${issues.map((i) => `${i.param}: ${i.msg}`).join('; ')}`, detail };
}

function firstValues(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v;
  return out;
}

async function serviceCall(state: EmulatorState, c: Context<EmulatorEnv>): Promise<Response> {
  const started = performance.now();
  const requestId = randomUUID();
  const url = new URL(c.req.url);
  const method = c.req.method;
  const base = { ...CORS_HEADERS, 'x-request-id': requestId };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: base });

  const spec = operationAt(url.pathname);
  const op = spec?.id;
  const params = firstValues(url);
  const token = c.req.header('x-api-token')?.trim() || undefined;
  const key = state.getKey(token);

  const record = (status: number, charged: number, fault?: FaultKind) => {
    const entry = state.record({
      time: new Date().toISOString(),
      key: token ?? null,
      operation: op ?? null,
      path: url.pathname,
      params,
      status,
      creditsCharged: charged,
      creditsRemaining: key ? key.credits : null,
      requestId,
      ...(fault ? { fault } : {}),
      durationMs: Math.round(performance.now() - started),
    });
    if (state.options.log) {
      console.log(`${entry.status} ${op ?? url.pathname} key=${token ?? '-'} -${charged} =${entry.creditsRemaining ?? '-'} ${entry.durationMs}ms${fault ? ` fault=${fault}` : ''}`);
    }
  };
  const respond = (status: number, body: string | ReadableStream<Uint8Array> | null, type: string, extra: Record<string, string> = {}) =>
    new Response(body, { status, headers: { ...base, 'content-type': type, ...extra } });
  const json = (status: number, body: unknown, extra?: Record<string, string>) =>
    respond(status, JSON.stringify(body), 'application/json; charset=utf-8', extra);
  const fail = (status: number, body: unknown, extra?: Record<string, string>, fault?: FaultKind) => {
    record(status, 0, fault);
    return json(status, body, extra);
  };

  if (!spec || !op) return fail(404, { error: 'Not found' });
  if (method !== 'GET') {
    return fail(405, { error: 'Method not allowed', message: `${method} is not allowed here; use GET` }, { allow: 'GET' });
  }
  if (!key) return fail(401, { error: 'Invalid or missing API key' });
  if (key.paused) return fail(403, { error: 'API key is paused', code: 'KEY_PAUSED' });

  const checked = validateQuery(spec, params);
  if (!checked.ok) return fail(400, validationBody(checked.issues));
  const valid = checked.params;

  const gate = admit(key, Date.now());
  if (!gate.ok) {
    return fail(429, { error: 'Rate limit exceeded', code: 'RATE_LIMITED', retry_after: gate.retryAfterSec }, { 'retry-after': String(gate.retryAfterSec) });
  }

  // Faults: a one-off from headers first, else the first registered fault that matches.
  const fromHeaders = faultFromHeaders((name) => c.req.header(name));
  if (fromHeaders && 'error' in fromHeaders) {
    return fail(400, { success: false, message: fromHeaders.error, detail: [{ loc: ['header', 'x-emulator-fault'], msg: fromHeaders.error }] });
  }
  const fault: FaultSpec | undefined = fromHeaders ?? state.faults.take(op, key.token);
  if (fault) {
    const kind = fault.kind;
    const delay = fault.latencyMs ?? (kind in DEFAULT_LATENCY_MS ? DEFAULT_LATENCY_MS[kind as keyof typeof DEFAULT_LATENCY_MS] : 0);
    switch (kind) {
      case 'latency':
        await sleep(delay);
        break;
      case 'rate_limit': {
        const retry = String(fault.retryAfterSec ?? 1);
        return fail(fault.status ?? 429, { error: 'Too many requests', code: 'RATE_LIMITED', retry_after: Number(retry) }, { 'retry-after': retry }, kind);
      }
      case 'upstream_error':
        await sleep(fault.latencyMs ?? 0);
        return fail(fault.status ?? 502, { success: false, error: 'Upstream error', message: 'The data source answered with an error', code: 'UPSTREAM_ERROR' }, {}, kind);
      case 'upstream_timeout':
        await sleep(delay);
        return fail(fault.status ?? 504, { success: false, error: 'Upstream timeout', message: 'The data source did not answer in time', code: 'UPSTREAM_TIMEOUT' }, {}, kind);
      case 'html_error':
        record(fault.status ?? 502, 0, kind);
        return respond(fault.status ?? 502, HTML_ERROR_PAGE, 'text/html; charset=utf-8');
      case 'drop_connection': {
        record(0, 0, kind);
        const socket = socketOf(c);
        if (socket) {
          socket.destroy();
          return new Response(null, { status: 500 }); // never sent: the socket is gone
        }
        // In-process there is no socket: the body fails while it is read instead.
        return respond(200, brokenStream(), 'application/json; charset=utf-8');
      }
      default:
        break; // malformed_json and slow_body act on the answer below
    }
  }

  let result;
  try {
    result = HANDLERS[op]!({ ds: state.dataset, op, params: valid, key, origin: url.origin });
  } catch (error) {
    if (error instanceof ParamError) return fail(400, validationBody([{ param: error.param, msg: error.message }]));
    throw error;
  }

  const price = priceOf(spec, valid, result.items);
  if (key.credits < price) {
    return fail(402, { error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS', credits_required: price, credits_remaining: key.credits }, {}, fault?.kind);
  }
  if (fault?.kind === 'malformed_json') {
    // A body that does not parse is a failed call: not charged.
    record(200, 0, fault.kind);
    return respond(200, malformedJson(JSON.stringify({ ...result.body, message: SUCCESS_MESSAGE })), 'application/json; charset=utf-8');
  }

  key.credits -= price;
  key.used += price;
  const meta = { statusCode: 200, duration: Math.round(performance.now() - started), creditsCharged: price, creditsRemaining: key.credits };
  const text = JSON.stringify({ ...result.body, message: SUCCESS_MESSAGE, meta });
  const creditHeaders = { 'x-service-credits-deducted': String(price), 'x-service-credits-remaining': String(key.credits) };
  record(200, price, fault?.kind);
  if (fault?.kind === 'slow_body') {
    return respond(200, trickle(text, fault.latencyMs ?? DEFAULT_LATENCY_MS.slow_body), 'application/json; charset=utf-8', creditHeaders);
  }
  return respond(200, text, 'application/json; charset=utf-8', creditHeaders);
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
    const host = new URL(c.req.url).hostname;
    return isSiteHost(host) ? siteResponse(state, c.req.raw) : serviceCall(state, c);
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
