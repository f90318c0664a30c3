import { estimateCost, getOperation, validateParams, type OperationId } from '../service/catalog';
import type { Normalized } from '../service/model';
import { classifyUrl, type Detection, type SiteHosts } from '../site';
import type { ErrorView, Notice } from './types';
import type { UseCaseName } from './use-cases';

/**
 * The chain of operations behind each use case, with its parameters, and what it costs before
 * anything is sent. A chain is a small async program over a `ChainIO`: run.ts gives it one that
 * really calls (cache first, single-flight, ledger); estimates give it one that only looks at the
 * cache and prices every other step from the catalog. Later steps that depend on an answer not
 * known yet are `assume`d when estimating (the estimate is then not exact).
 */

export interface ChainIO {
  /**
   * Runs one operation, cache first. When estimating: the cached answer, or null when the step
   * would be paid (its price is counted).
   */
  call(operationId: OperationId, params: Record<string, unknown>): Promise<Normalized | null>;
  /** An answer only if the cache holds it (nothing is paid); null otherwise. */
  cached(operationId: OperationId, params: Record<string, unknown>): Promise<Normalized | null>;
  /** Estimating only: a later step whose parameters depend on an answer not known yet. */
  assume(operationId: OperationId, params?: Record<string, unknown>): void;
  /**
   * A photo username's numeric id when an answer already said it (kept for good: ids do not
   * change), else null. Free, nothing sent, the same when estimating and when running.
   */
  userId(username: string): Promise<string | null>;
}

/** Where a photo username's kept id is read (see ChainIO.userId). */
export type UserIdOf = (username: string) => Promise<string | null>;

/** A chain ends normally, optionally with a notice ("this page runs no ads"). */
export type Chain = (io: ChainIO) => Promise<Notice | void>;

export interface Plan {
  useCase: UseCaseName;
  /** For lookup_url: what the URL is (null: not on the site). */
  detection?: Detection | null;
  /** A free refusal: nothing is sent. */
  refusal?: ErrorView;
  chain?: Chain;
  /** Short label for the history ("Post 2257188721032235"). */
  label: string;
}

export interface PlannedStep {
  operationId: OperationId;
  credits: number;
  cached: boolean;
  /** Assumed: its parameters depend on an earlier answer. */
  assumed?: boolean;
  /** Age of the cached answer (ms), when cached. */
  cachedAgeMs?: number;
}

export interface ChainEstimate {
  credits: number;
  steps: PlannedStep[];
  exact: boolean;
  refusal?: ErrorView;
}

// ---- helpers shared by the chains ----



/** The canonical link of a site URL (what the detectors produce); the input trimmed otherwise. */
export function canonicalLink(link: string, hosts: SiteHosts): string {
  return classifyUrl(link, hosts)?.url ?? link.trim();
}

/** The catalog price of a step; without (valid) parameters, the price of the defaults. */
export function priceOf(op: OperationId, params?: Record<string, unknown>): number {
  try {
    return estimateCost(op, params ? validateParams(op, params) : {});
  } catch {
    return estimateCost(op, {});
  }
}

/**
 * What `peek` knows of a step: its cached answer, or that an identical request is in flight
 * (joining it is free, its answer is not known yet), or nothing.
 */
export type PeekResult = { normalized: Normalized; fetchedAt: number } | { inFlight: true } | null;

/**
 * Walks a plan without sending anything: cached steps (from `peek`) cost 0, and so do steps that
 * would join an identical request in flight; the others their catalog price (post lists from
 * `limit`); later steps that depend on unknown answers are assumed.
 */
export async function estimatePlan(
  plan: Plan,
  peek?: (operationId: OperationId, params: Record<string, string>) => Promise<PeekResult>,
  now: () => number = Date.now,
  userIdOf: UserIdOf = async () => null,
): Promise<ChainEstimate> {
  if (plan.refusal || !plan.chain) {
    return { credits: 0, steps: [], exact: true, ...(plan.refusal ? { refusal: plan.refusal } : {}) };
  }
  const steps: PlannedStep[] = [];
  let exact = true;
  const io: ChainIO = {
    async call(op, params) {
      const validated = validateParams(op, params);
      const hit = peek ? await peek(op, validated) : null;
      if (hit && 'inFlight' in hit) {
        // Paid for (and counted) by the request in flight; what it answers is not known yet.
        steps.push({ operationId: op, credits: 0, cached: false });
        return null;
      }
      if (hit) {
        steps.push({ operationId: op, credits: 0, cached: true, cachedAgeMs: Math.max(0, now() - hit.fetchedAt) });
        return hit.normalized;
      }
      if (getOperation(op).price.kind === 'per_posts') exact = false;
      steps.push({ operationId: op, credits: estimateCost(op, validated), cached: false });
      return null;
    },
    async cached(op, params) {
      if (!peek) return null;
      const hit = await peek(op, validateParams(op, params));
      if (!hit || 'inFlight' in hit) return null;
      steps.push({ operationId: op, credits: 0, cached: true, cachedAgeMs: Math.max(0, now() - hit.fetchedAt) });
      return hit.normalized;
    },
    assume(op, params) {
      exact = false;
      steps.push({ operationId: op, credits: priceOf(op, params), cached: false, assumed: true });
    },
    userId: userIdOf,
  };
  await plan.chain(io);
  return { credits: steps.reduce((s, x) => s + x.credits, 0), steps, exact };
}

