import { createEmulatorApp, type CreateEmulatorOptions, type EmulatorApp } from '../../../emulator/server';

/** A key with plenty of credits and no rate limit, for tests that are not about limits. */
export const TEST_KEY = 'test-key';

export function makeApp(options: CreateEmulatorOptions = {}): EmulatorApp {
  return createEmulatorApp({
    ...options,
    keys: [{ token: TEST_KEY, plan: 'enterprise', credits: 1_000_000, ratePerSecond: null, ratePerHour: null }, ...(options.keys ?? [])],
  });
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export interface CallOptions {
  /** API key; null sends none. */
  token?: string | null;
  method?: string;
  headers?: Record<string, string>;
  host?: string;
}

/** One request to the in-process app; params go to the query string. */
export async function call(
  app: EmulatorApp,
  path: string,
  params: Record<string, string | number | boolean> = {},
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(`http://${options.host ?? '127.0.0.1'}${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const token = options.token === undefined ? TEST_KEY : options.token;
  if (token !== null) headers['x-api-token'] = token;
  const res = await app.request(url.toString(), { method: options.method ?? 'GET', headers });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

/** A control API call (JSON in and out). */
export async function control(app: EmulatorApp, method: string, path: string, body?: unknown) {
  const res = await app.request(`http://127.0.0.1/__emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function setKey(app: EmulatorApp, token: string, settings: Record<string, unknown>) {
  const r = await control(app, 'PUT', `/keys/${encodeURIComponent(token)}`, settings);
  if (r.status !== 200) throw new Error(`PUT key failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function ledger(app: EmulatorApp, since = 0) {
  return (await control(app, 'GET', `/ledger?since=${since}`)).body.calls as Array<Record<string, unknown>>;
}
