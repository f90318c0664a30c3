// Faults on demand: registered through the control API (POST /__emulator/faults) or asked for by
// one request with the `x-emulator-fault` header. Each fault imitates a way the live service or
// the network fails: slowness, rate limiting, upstream errors, HTML error pages, broken JSON,
// dropped connections and bodies that trickle in.

import { z } from 'zod';
import { isServedOperation } from './description';

export const FAULT_KINDS = [
  'latency', 'rate_limit', 'upstream_error', 'upstream_timeout', 'html_error', 'malformed_json', 'drop_connection', 'slow_body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const faultSpecSchema = z.strictObject({
  /** Operation id (social_get_page_details…); absent = every operation. */
  operation: z.string().refine(isServedOperation, 'must be an operation id the emulator serves').optional(),
  /** API key (token); absent = every key. */
  key: z.string().optional(),
  kind: z.enum(FAULT_KINDS),
  /** Status of error faults (defaults: rate_limit 429, upstream_error 502, upstream_timeout 504, html_error 502). */
  status: z.number().int().min(100).max(599).optional(),
  /** latency: delay before answering; upstream_timeout: delay before the 504; slow_body: time to send the body. */
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  /** Retry-After of rate_limit (seconds, default 1). */
  retryAfterSec: z.number().int().min(0).max(86_400).optional(),
  /** How many matching requests it applies to; absent = unlimited. */
  times: z.number().int().positive().optional(),
});
export type FaultSpec = z.infer<typeof faultSpecSchema>;

export interface Fault extends FaultSpec {
  id: string;
  /** Requests it was applied to so far. */
  applied: number;
}

export const DEFAULT_LATENCY_MS = { latency: 1500, upstream_timeout: 0, slow_body: 2000 } as const;

export class FaultRegistry {
  private faults: Fault[] = [];
  private next = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `f${this.next++}`, applied: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  /** The first registered fault matching the call, counted as applied (used up after `times`). */
  take(operation: string, key: string): Fault | undefined {
    const fault = this.faults.find((f) => (!f.operation || f.operation === operation) && (!f.key || f.key === key));
    if (!fault) return undefined;
    fault.applied++;
    if (fault.times !== undefined && fault.applied >= fault.times) this.remove(fault.id);
    return { ...fault };
  }
}

/**
 * A one-off fault from request headers: `x-emulator-fault: <kind>`, with optional
 * `x-emulator-latency-ms`, `x-emulator-status`, `x-emulator-retry-after`.
 */
export function faultFromHeaders(get: (name: string) => string | undefined): FaultSpec | { error: string } | undefined {
  const kind = get('x-emulator-fault')?.trim();
  if (!kind) return undefined;
  const num = (name: string) => {
    const v = get(name);
    return v === undefined || v.trim() === '' ? undefined : Number(v);
  };
  const parsed = faultSpecSchema.safeParse({
    kind, latencyMs: num('x-emulator-latency-ms'), status: num('x-emulator-status'), retryAfterSec: num('x-emulator-retry-after'),
  });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'x-emulator-fault'}: ${i.message}`).join('; ') };
  return parsed.data;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A JSON body cut off in the middle, served as a 200. */
export function malformedJson(json: string): string {
  return json.slice(0, Math.max(1, Math.floor(json.length / 2))) + '{"trunc';
}

/** A response body that errors while it is read: an in-process stand-in for a dropped socket. */
export function brokenStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(new TypeError('emulator: connection dropped'));
    },
  });
}

/** `text` sent in ten chunks spread over `ms`. */
export function trickle(text: string, ms: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunks = 10;
  const size = Math.ceil(bytes.length / chunks);
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream({
    pull(controller) {
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          const part = bytes.subarray(i * size, (i + 1) * size);
          i++;
          if (part.length > 0) controller.enqueue(part);
          if (i * size >= bytes.length) controller.close();
          resolve();
        }, i === 0 ? 0 : ms / (chunks - 1));
      });
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  });
}

export const HTML_ERROR_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>upstream proxy</center></body></html>
`;
