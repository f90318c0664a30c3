// API keys of the emulator: plans, balances, rates. A built-in `demo` key always exists unless a
// configuration replaces it.

import { readFileSync } from 'node:fs';
import { z } from 'zod';

export type Plan = 'free' | 'starter' | 'pro' | 'enterprise';

export interface KeyConfig {
  token: string;
  plan?: Plan | undefined;
  /** Starting balance (default: the plan's monthly credits). */
  credits?: number | undefined;
  /** Monthly credits of the plan as /usage reports it (default by plan). */
  limit?: number | undefined;
  /** Requests a second; null = no per-second limit (default by plan). */
  ratePerSecond?: number | null | undefined;
  /** Requests an hour; null = no hourly limit (default by plan). */
  ratePerHour?: number | null | undefined;
  /** A paused key is refused with 403. */
  paused?: boolean | undefined;
  /** Reported by /usage/limits (not enforced). */
  concurrent?: number | undefined;
}

export interface KeyState {
  token: string;
  plan: Plan;
  credits: number;
  limit: number;
  /** Credits charged since the last reset. */
  used: number;
  ratePerSecond: number | null;
  ratePerHour: number | null;
  paused: boolean;
  concurrent: number;
  /** Times (ms) of admitted requests inside the longest rate window. */
  hits: number[];
}

export const PLAN_DEFAULTS: Record<Plan, { credits: number; ratePerSecond: number | null; ratePerHour: number | null; concurrent: number }> = {
  free: { credits: 200, ratePerSecond: null, ratePerHour: 1000, concurrent: 2 },
  starter: { credits: 30_000, ratePerSecond: 5, ratePerHour: null, concurrent: 5 },
  pro: { credits: 120_000, ratePerSecond: 10, ratePerHour: null, concurrent: 10 },
  enterprise: { credits: 1_000_000, ratePerSecond: 20, ratePerHour: null, concurrent: 20 },
};

/** The built-in key: free plan, 200 credits, 20 requests a second so the UI stays snappy. */
export const DEMO_KEY: KeyConfig = { token: 'demo', plan: 'free', credits: 200, ratePerSecond: 20, ratePerHour: null };

const rate = z.number().positive().nullable().optional();
export const keyConfigSchema = z.strictObject({
  token: z.string().trim().min(1),
  plan: z.enum(['free', 'starter', 'pro', 'enterprise']).optional(),
  credits: z.number().int().nonnegative().optional(),
  limit: z.number().int().nonnegative().optional(),
  ratePerSecond: rate,
  ratePerHour: rate,
  paused: z.boolean().optional(),
  concurrent: z.number().int().positive().optional(),
});

/** Changes accepted by PUT /__emulator/keys/:token. */
export const keyPatchSchema = keyConfigSchema.omit({ token: true }).partial();
export type KeyPatch = z.infer<typeof keyPatchSchema>;

/** Keys from parsed JSON: an array of keys or `{ "keys": [...] }`. */
export function parseKeyConfigs(json: unknown): KeyConfig[] {
  const list = Array.isArray(json) ? json : json && typeof json === 'object' ? (json as { keys?: unknown }).keys : undefined;
  const parsed = z.array(keyConfigSchema).safeParse(list);
  if (!parsed.success) {
    const where = (path: PropertyKey[]) => (path.length ? `keys[${path.map(String).join('].')}` : 'keys');
    throw new Error(`Invalid keys configuration: ${parsed.error.issues.map((i) => `${where(i.path)}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

export function loadKeysFile(path: string): KeyConfig[] {
  return parseKeyConfigs(JSON.parse(readFileSync(path, 'utf8')));
}

export function keyState(config: KeyConfig): KeyState {
  const plan = config.plan ?? 'free';
  const d = PLAN_DEFAULTS[plan];
  return {
    token: config.token.trim(),
    plan,
    credits: config.credits ?? d.credits,
    limit: config.limit ?? d.credits,
    used: 0,
    ratePerSecond: config.ratePerSecond === undefined ? d.ratePerSecond : config.ratePerSecond,
    ratePerHour: config.ratePerHour === undefined ? d.ratePerHour : config.ratePerHour,
    paused: config.paused ?? false,
    concurrent: config.concurrent ?? d.concurrent,
    hits: [],
  };
}

export function applyKeyPatch(key: KeyState, patch: KeyPatch): void {
  if (patch.plan !== undefined) key.plan = patch.plan;
  if (patch.credits !== undefined) key.credits = patch.credits;
  if (patch.limit !== undefined) key.limit = patch.limit;
  if (patch.ratePerSecond !== undefined) key.ratePerSecond = patch.ratePerSecond;
  if (patch.ratePerHour !== undefined) key.ratePerHour = patch.ratePerHour;
  if (patch.paused !== undefined) key.paused = patch.paused;
  if (patch.concurrent !== undefined) key.concurrent = patch.concurrent;
}

/** A key as the control API shows it. */
export function publicKey(key: KeyState) {
  const { hits: _hits, ...rest } = key;
  return rest;
}

const SECOND = 1000;
const HOUR = 3_600_000;

/**
 * Admits a request under the key's rates (sliding windows) and records it; otherwise answers the
 * seconds to wait before a retry can succeed.
 */
export function admit(key: KeyState, now: number): { ok: true } | { ok: false; retryAfterSec: number } {
  const window = key.ratePerHour !== null ? HOUR : SECOND;
  let drop = 0;
  while (drop < key.hits.length && key.hits[drop]! <= now - window) drop++;
  if (drop > 0) key.hits.splice(0, drop);
  const checks: Array<[number | null, number]> = [[key.ratePerSecond, SECOND], [key.ratePerHour, HOUR]];
  for (const [limit, span] of checks) {
    if (limit === null) continue;
    const max = Math.max(1, Math.floor(limit));
    let inWindow = 0;
    for (let i = key.hits.length - 1; i >= 0 && key.hits[i]! > now - span; i--) inWindow++;
    if (inWindow >= max) {
      // A slot frees when the (inWindow - max + 1)-th oldest hit of the window leaves it.
      const freeAt = key.hits[key.hits.length - max]! + span;
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
  }
  key.hits.push(now);
  return { ok: true };
}
