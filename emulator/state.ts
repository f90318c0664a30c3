// The emulator's mutable state: the dataset (immutable once built), keys and balances, the call
// ledger and the registered faults. `reset()` restores keys, ledger and faults; the dataset stays
// as built (posts a test added are taken away).

import { addPosts, findOwner, removePosts, type AddPosts } from './added-posts';
import { buildDataset, resolveScale } from './data/dataset';
import type { Dataset, Post } from './data/types';
import { FaultRegistry, type FaultKind } from './faults';
import { applyKeyPatch, DEMO_KEY, keyState, loadKeysFile, type KeyConfig, type KeyPatch, type KeyState } from './keys';

export interface EmulatorOptions {
  /** Dataset seed (default 1). */
  seed?: number;
  /** Number of posts, or 'demo' (≈ 300; the default). */
  scale?: 'demo' | number;
  /** Keys besides the built-in `demo` key (a key with token `demo` replaces it). */
  keys?: KeyConfig[];
  /** A JSON keys file: `[{token, plan, credits…}]` or `{ "keys": [...] }`. */
  configFile?: string | undefined;
  /** Log each service call to stdout. */
  log?: boolean;
}

export interface LedgerEntry {
  seq: number;
  /** ISO time the call was answered. */
  time: string;
  key: string | null;
  /** Operation id; null for unknown paths. */
  operation: string | null;
  path: string;
  /** Query parameters as received. */
  params: Record<string, string>;
  /** HTTP status; 0 when the connection was dropped. */
  status: number;
  creditsCharged: number;
  /** Balance after the call; null when no key was recognised. */
  creditsRemaining: number | null;
  requestId: string;
  /** The door the call came through: the REST path or the tool-protocol server's tools/call. */
  via: 'rest' | 'mcp';
  fault?: FaultKind;
  durationMs: number;
}

const LEDGER_CAP = 200_000;

export class EmulatorState {
  readonly dataset: Dataset;
  readonly seed: number;
  readonly scale: number;
  readonly faults = new FaultRegistry();
  readonly keys = new Map<string, KeyState>();
  private readonly keyConfigs: KeyConfig[];
  private ledger: LedgerEntry[] = [];
  private seq = 0;
  private added: Post[] = [];
  private addedSerial = 0;

  constructor(readonly options: EmulatorOptions = {}) {
    this.seed = (options.seed ?? 1) >>> 0;
    this.scale = resolveScale(options.scale);
    this.dataset = buildDataset({ seed: this.seed, scale: this.scale });
    this.keyConfigs = [DEMO_KEY, ...(options.configFile ? loadKeysFile(options.configFile) : []), ...(options.keys ?? [])];
    this.resetKeys();
  }

  private resetKeys(): void {
    this.keys.clear();
    for (const config of this.keyConfigs) this.keys.set(config.token.trim(), keyState(config));
  }

  /** Fresh balances and rates, empty ledger, no faults. */
  reset(): void {
    this.resetKeys();
    this.ledger = [];
    this.faults.clear();
    removePosts(this.dataset, this.added);
    this.added = [];
  }

  /** New posts at the top of a page's or group's list; null when no such owner. */
  addPosts(spec: AddPosts): Post[] | null {
    const owner = findOwner(this.dataset, spec.owner);
    if (!owner) return null;
    const posts = addPosts(this.dataset, owner, spec, () => ++this.addedSerial);
    this.added.push(...posts);
    return posts;
  }

  getKey(token: string | undefined): KeyState | undefined {
    return token ? this.keys.get(token.trim()) : undefined;
  }

  /** Updates a key, creating it (free plan defaults) when it does not exist. */
  putKey(token: string, patch: KeyPatch): KeyState {
    let key = this.keys.get(token);
    if (!key) {
      key = keyState({ token, plan: patch.plan });
      this.keys.set(token, key);
    }
    applyKeyPatch(key, patch);
    return key;
  }

  record(entry: Omit<LedgerEntry, 'seq'>): LedgerEntry {
    const full = { seq: ++this.seq, ...entry };
    this.ledger.push(full);
    if (this.ledger.length > LEDGER_CAP) this.ledger.splice(0, this.ledger.length - LEDGER_CAP);
    return full;
  }

  /** Ledger entries with seq > since. */
  entries(since = 0): LedgerEntry[] {
    return since > 0 ? this.ledger.filter((e) => e.seq > since) : this.ledger.slice();
  }

  clearLedger(): void {
    this.ledger = [];
  }
}
