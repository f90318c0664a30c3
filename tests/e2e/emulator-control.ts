import { startEmulator, type StartOptions } from '../../emulator/server';

/** A fresh emulator (its own keys, credits and ledger) and its control endpoints, for one test. */

export interface LedgerCall {
  seq: number;
  /** ISO time the call was answered. */
  time: string;
  key: string;
  operation: string | null;
  params: Record<string, string>;
  status: number;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
}

export interface Emulator {
  url: string;
  ledger(): Promise<LedgerCall[]>;
  /** Only the calls that reached an operation (not the free account calls unless asked). */
  paidCalls(): Promise<LedgerCall[]>;
  fault(fault: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  setKey(token: string, patch: Record<string, unknown>): Promise<void>;
}

export interface RunningTestEmulator extends Emulator {
  close(): Promise<void>;
}

/** `options` picks another dataset (`seed`, `scale`) for a test that needs one. */
export async function startTestEmulator(options: Omit<StartOptions, 'port'> = {}): Promise<RunningTestEmulator> {
  const server = await startEmulator({ ...options, port: 0 });
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json().catch(() => null);
  };
  const ledger = async () => {
    const body = (await control('GET', '/__emulator/ledger')) as LedgerCall[] | { calls: LedgerCall[] };
    return Array.isArray(body) ? body : body.calls;
  };
  return {
    url: server.url,
    ledger,
    paidCalls: async () => (await ledger()).filter((c) => c.operation && !c.operation.startsWith('account_')),
    fault: async (fault) => void (await control('POST', '/__emulator/faults', fault)),
    clearFaults: async () => void (await control('DELETE', '/__emulator/faults')),
    setKey: async (token, patch) => void (await control('PUT', `/__emulator/keys/${token}`, patch)),
    close: () => server.close(),
  };
}
