// One call of an operation, whichever door it came through (REST or the tool-protocol server):
// key, parameters, rate, faults, answer, price, charge and ledger entry, in that order. Each door
// only turns the outcome into its own answer, so both doors charge and fail alike.

import { randomUUID } from 'node:crypto';
import { priceOf, validateQuery, type OperationSpec, type ParamIssue } from './description';
import { DEFAULT_LATENCY_MS, faultFromHeaders, sleep, type FaultKind, type FaultSpec } from './faults';
import { admit, type KeyState } from './keys';
import { ParamError } from './answer';
import { HANDLERS } from './handlers';
import type { EmulatorState } from './state';

/** The door a call came through, as the ledger records it. */
export type Door = 'rest' | 'mcp';

export interface ServiceRequest {
  via: Door;
  /** The operation; absent when the path or tool names none (404). */
  spec: OperationSpec | undefined;
  /** The REST path the call stands for (the ledger's `path`). */
  path: string;
  /** Parameters as received (strings, as in a query). */
  params: Record<string, string>;
  token: string | undefined;
  /** Request headers (the one-off `x-emulator-fault` headers). */
  header(name: string): string | undefined;
  /** Origin of the request (files handed out by the service are served there). */
  origin: string;
}

export type Outcome =
  /** 200: the operation's body (without message and meta), charged. `slowMs`: trickle the body. */
  | { kind: 'ok'; body: Record<string, unknown>; charged: number; remaining: number; slowMs?: number }
  /** An error answer with a JSON body; `retryAfter` in seconds for 429. */
  | { kind: 'error'; status: number; body: Record<string, unknown>; retryAfter?: number }
  /** The html_error fault: an HTML error page. */
  | { kind: 'html_error'; status: number }
  /** The malformed_json fault: a 200 whose body does not parse (not charged). */
  | { kind: 'malformed'; body: Record<string, unknown> }
  /** The drop_connection fault: the connection is cut. */
  | { kind: 'dropped' };

export interface ServiceCall {
  requestId: string;
  /** performance.now() when the call began. */
  started: number;
  outcome: Outcome;
}

export function validationBody(issues: ParamIssue[]) {
  const detail = issues.map((i) => ({ loc: ['query', i.param], msg: i.msg, type: 'value_error' }));
  return { success: false, message: `Invalid parameter ${issues.map((i) => `${i.param}: ${i.msg}`).join('; ')}`, detail };
}

/** Writes one ledger entry (and the log line when logging is on). */
export function recordCall(
  state: EmulatorState, req: Pick<ServiceRequest, 'via' | 'spec' | 'path' | 'params' | 'token'>,
  call: { requestId: string; started: number }, status: number, charged: number, fault?: FaultKind,
): void {
  const key = state.getKey(req.token);
  const op = req.spec?.id;
  const entry = state.record({
    time: new Date().toISOString(),
    key: req.token ?? null,
    operation: op ?? null,
    path: req.path,
    params: req.params,
    status,
    creditsCharged: charged,
    creditsRemaining: key ? key.credits : null,
    requestId: call.requestId,
    via: req.via,
    ...(fault ? { fault } : {}),
    durationMs: Math.round(performance.now() - call.started),
  });
  if (state.options.log) {
    const door = req.via === 'mcp' ? ' via=mcp' : '';
    console.log(`${entry.status} ${op ?? req.path} key=${req.token ?? '-'} -${charged} =${entry.creditsRemaining ?? '-'} ${entry.durationMs}ms${fault ? ` fault=${fault}` : ''}${door}`);
  }
}

/** Runs one call through the service: checks, faults, answer, price and charge, recorded in the ledger. */
export async function callService(state: EmulatorState, req: ServiceRequest): Promise<ServiceCall> {
  const call = { requestId: randomUUID(), started: performance.now() };
  const done = (outcome: Outcome): ServiceCall => ({ ...call, outcome });
  const fail = (status: number, body: Record<string, unknown>, fault?: FaultKind, retryAfter?: number) => {
    recordCall(state, req, call, status, 0, fault);
    return done(retryAfter === undefined ? { kind: 'error', status, body } : { kind: 'error', status, body, retryAfter });
  };

  const { spec } = req;
  if (!spec) return fail(404, { error: 'Not found' });
  const key: KeyState | undefined = state.getKey(req.token);
  if (!key) return fail(401, { error: 'Invalid or missing API key' });
  if (key.paused) return fail(403, { error: 'API key is paused', code: 'KEY_PAUSED' });

  const checked = validateQuery(spec, req.params);
  if (!checked.ok) return fail(400, validationBody(checked.issues));
  const valid = checked.params;

  const gate = admit(key, Date.now());
  if (!gate.ok) return fail(429, { error: 'Rate limit exceeded', code: 'RATE_LIMITED', retry_after: gate.retryAfterSec }, undefined, gate.retryAfterSec);

  // Faults: a one-off from headers first, else the first registered fault that matches.
  const fromHeaders = faultFromHeaders(req.header);
  if (fromHeaders && 'error' in fromHeaders) {
    return fail(400, { success: false, message: fromHeaders.error, detail: [{ loc: ['header', 'x-emulator-fault'], msg: fromHeaders.error }] });
  }
  const fault: FaultSpec | undefined = fromHeaders ?? state.faults.take(spec.id, key.token);
  if (fault) {
    const kind = fault.kind;
    const delay = fault.latencyMs ?? (kind in DEFAULT_LATENCY_MS ? DEFAULT_LATENCY_MS[kind as keyof typeof DEFAULT_LATENCY_MS] : 0);
    switch (kind) {
      case 'latency':
        await sleep(delay);
        break;
      case 'rate_limit': {
        const retry = fault.retryAfterSec ?? 1;
        return fail(fault.status ?? 429, { error: 'Too many requests', code: 'RATE_LIMITED', retry_after: retry }, kind, retry);
      }
      case 'upstream_error':
        await sleep(fault.latencyMs ?? 0);
        return fail(fault.status ?? 502, { success: false, error: 'Upstream error', message: 'The data source answered with an error', code: 'UPSTREAM_ERROR' }, kind);
      case 'upstream_timeout':
        await sleep(delay);
        return fail(fault.status ?? 504, { success: false, error: 'Upstream timeout', message: 'The data source did not answer in time', code: 'UPSTREAM_TIMEOUT' }, kind);
      case 'html_error':
        recordCall(state, req, call, fault.status ?? 502, 0, kind);
        return done({ kind: 'html_error', status: fault.status ?? 502 });
      case 'drop_connection':
        recordCall(state, req, call, 0, 0, kind);
        return done({ kind: 'dropped' });
      default:
        break; // malformed_json and slow_body act on the answer below
    }
  }

  let result;
  try {
    result = HANDLERS[spec.id]!({ ds: state.dataset, op: spec.id, params: valid, key, origin: req.origin });
  } catch (error) {
    if (error instanceof ParamError) return fail(400, validationBody([{ param: error.param, msg: error.message }]));
    throw error;
  }

  const price = priceOf(spec, valid, result.items);
  if (key.credits < price) {
    return fail(402, { error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS', credits_required: price, credits_remaining: key.credits }, fault?.kind);
  }
  if (fault?.kind === 'malformed_json') {
    // A body that does not parse is a failed call: not charged.
    recordCall(state, req, call, 200, 0, fault.kind);
    return done({ kind: 'malformed', body: result.body });
  }

  key.credits -= price;
  key.used += price;
  recordCall(state, req, call, 200, price, fault?.kind);
  const ok: Outcome = { kind: 'ok', body: result.body, charged: price, remaining: key.credits };
  return done(fault?.kind === 'slow_body' ? { ...ok, slowMs: fault.latencyMs ?? DEFAULT_LATENCY_MS.slow_body } : ok);
}
