import { validateParams, type OperationId } from '../service/catalog';
import type { ServiceClient } from '../service/client';
import { ServiceError, serializeError } from '../service/errors';
import type { Normalized } from '../service/model';
import { DEFAULT_SITE_HOSTS, normalizeHosts, type SiteHosts } from '../site';
import { createAccount } from './account';
import { estimateRun, unpriced } from './estimate';
import { createAnswers, scopedKey } from './answers';
import { createBudget, type BudgetRules } from './budget';
import type { CachedAnswer, ResponseCache } from './cache-types';
import { createSender, isClientUnavailable, safeNormalize, type ClientUnavailable, type Outcome } from './call';
import { planUseCase } from './chains';
import { historyEntity, type LookupHistory } from './history';
import type { CreditLedger } from './ledger';
import { createErrorLog, errorText, type ErrorLog, type LogEntry } from './log';
import { estimatePlan, type ChainIO, type PeekResult, type Plan } from './plan';
import { createRecorder } from './recorder';
import type { Settings } from './settings';
import { createSingleFlight } from './single-flight';
import { memoryStore } from './store';
import { parseRequest, summarize } from './results';
import type { CostEstimate, CreditsView, ErrorView, RunProgress, RunResponse, StepResult } from './types';
import type { UseCaseRequest } from './use-cases';
import { createPendingWrites, writeBehindDelay } from '../util/write-behind';
import { stableKey } from '../util/stable-key';

export { isClientUnavailable, type ClientUnavailable };

/**
 * Runs use cases. Each step is answered from the kept answers when it can be (free), else joins
 * an identical call in flight (one call, one charge), else is sent once the budget and the
 * account's balance allow it. The pieces: answers.ts (kept answers, found by request or
 * identity), single-flight.ts, budget.ts, recorder.ts (the ledger), call.ts (one paid call),
 * results.ts. Nothing is thrown to the caller: errors come back as `{ ok: false, error, partial }`.
 */

export interface LookupServiceDeps {
  /** The client for the saved key and base URL, or why there is none (no key, insecure URL). */
  getClient(): Promise<ServiceClient | ClientUnavailable>;
  cache: ResponseCache;
  ledger: CreditLedger;
  history?: LookupHistory;
  settings: () => Promise<Settings>;
  log?: ErrorLog;
  now?: () => number;
  /** Resolves when the writes behind an answer run with `writeBehind` may start (WRITE_BEHIND_MS after it by default). */
  writeBehindDelay?: () => Promise<void>;
}

export interface RunOptions {
  /** Bypass the kept answers and pay again (an identical call in flight is still joined). */
  refresh?: boolean;
  /** The user confirmed going over the daily budget. */
  confirmOverBudget?: boolean;
  signal?: AbortSignal;
  /** An automatic lookup: needs the setting, kept answers first, never over the budget. */
  autoLookup?: boolean;
  /** Only what is held (kept, or a call in flight to join): never pays; refused with not_held otherwise. */
  heldOnly?: boolean;
  /** Told while a call waits before a retry (the service asked to wait), joined calls included. */
  onProgress?: (p: RunProgress) => void;
  /**
   * A person waits on screen for the answer: the writes that record it (kept, settled, history)
   * start a moment behind it, the answer being found from memory meanwhile. Off: at once.
   */
  writeBehind?: boolean;
}

export interface LookupService {
  run(request: UseCaseRequest, options?: RunOptions): Promise<RunResponse>;
  estimate(request: UseCaseRequest, options?: { refresh?: boolean }): Promise<CostEstimate>;
  /** The free /usage call: refreshes remaining credits, plan and limit. Never throws. */
  refreshUsage(options?: { signal?: AbortSignal }): Promise<CreditsView>;
  credits(): Promise<CreditsView>;
  /** Failures handled on purpose, newest last (the ledger view shows them). */
  log(): Promise<LogEntry[]>;
  /** Calls in flight now (for tests and diagnostics). */
  inFlight(): number;
  /** At worker start: the previous worker's pending calls become interrupted before any call goes out (see Recorder.recover). */
  recoverInterrupted(): Promise<void>;
  /** Resolves once every write behind an answer already handed back is done (ledger, library, history); never rejects. */
  settled(): Promise<void>;
}

interface StepContext {
  /** The service URL: answers (and flights) of one service are never served for another. */
  scope: string;
  refresh: boolean;
  heldOnly: boolean;
  rules: BudgetRules;
  writeBehind: boolean;
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
  /** Kept answers this run's estimate read, by scoped key: its steps show them without reading them again. */
  held?: Map<string, HeldAnswer>;
}

/** A kept answer as a run's estimate read it, normalised once. */
interface HeldAnswer {
  answer: CachedAnswer;
  normalized: Normalized;
}

/** Any thrown value as an ErrorView. */
export function toErrorView(e: unknown): ErrorView {
  return serializeError(e);
}

export function createLookupService(deps: LookupServiceDeps): LookupService {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? createErrorLog({ store: memoryStore(), now });
  const flights = createSingleFlight<Outcome, RunProgress>();
  const budget = createBudget(deps.ledger, now);
  const recorder = createRecorder({ ledger: deps.ledger, log, now });
  let hosts: SiteHosts = DEFAULT_SITE_HOSTS;
  let lastSettings: Settings | undefined;
  const answers = createAnswers(deps.cache, () => hosts, () => lastSettings?.cacheLifetimes);
  const writes = createPendingWrites();
  let historyTurn: Promise<unknown> = Promise.resolve();
  const behind = deps.writeBehindDelay ?? (() => writeBehindDelay());
  const send = createSender({ getClient: deps.getClient, recorder, budget, answers, log, now, writeBehindDelay: behind, writes });

  async function settings(): Promise<Settings> {
    const s = await deps.settings();
    if (s !== lastSettings) {
      // Site hosts and lifetimes decide what a request finds: misses found under others go.
      lastSettings = s;
      hosts = normalizeHosts(s.siteHosts) ?? DEFAULT_SITE_HOSTS;
      answers.forgetMisses();
    }
    return s;
  }

  async function freeStep(op: OperationId, params: Record<string, string>, answer: Omit<Outcome, 'normalized'> & { normalized?: Normalized }, shared = false): Promise<StepResult> {
    // Its 0-credit ledger row is written behind the answer (settled() waits for it): no money
    // moved, and the wait was a third of a kept answer's time after a worker start.
    writes.track(recorder.free(op, params));
    return {
      operationId: op,
      params,
      normalized: answer.normalized ?? safeNormalize(op, answer.raw, params),
      raw: answer.raw,
      fromCache: true,
      ...(shared ? { shared, sharedCredits: answer.creditsCharged } : {}),
      fetchedAt: answer.fetchedAt,
      creditsCharged: 0,
      ...(answer.requestId ? { requestId: answer.requestId } : {}),
    };
  }

  async function step(op: OperationId, params: Record<string, string>, ctx: StepContext): Promise<StepResult> {
    const key = scopedKey(ctx.scope, op, params);
    if (!ctx.refresh) {
      const held = ctx.held?.get(key);
      if (held) return freeStep(op, params, { ...held.answer, normalized: held.normalized, creditsCharged: held.answer.creditsCharged ?? 0 });
      const hit = await answers.find(ctx.scope, op, params);
      if (hit) return freeStep(op, params, { ...hit, creditsCharged: hit.creditsCharged ?? 0 });
    }
    if (ctx.signal?.aborted) throw new ServiceError('cancelled');
    // Checked in the same turn as the join below: a flight cannot end in between.
    if (ctx.heldOnly && !flights.has(key)) throw new ServiceError('not_held');
    const flightOptions = { refresh: ctx.refresh, ...(ctx.signal ? { signal: ctx.signal } : {}), ...(ctx.onProgress ? { onProgress: ctx.onProgress } : {}) };
    const { outcome, shared } = await flights.run(key, (flight) => send(ctx.scope, op, params, flight, { rules: ctx.rules, writeBehind: ctx.writeBehind }), flightOptions);
    if (shared) return freeStep(op, params, outcome, true);
    return { operationId: op, params, fromCache: false, ...outcome };
  }

  /** For estimates: kept answers (unless refreshing), and steps that would join a call in flight, are free. */
  const peek = (scope: string, refresh: boolean, held?: Map<string, HeldAnswer>) => async (op: OperationId, params: Record<string, string>): Promise<PeekResult> => {
    const hit = refresh ? null : await answers.find(scope, op, params, { touch: false });
    if (hit) {
      const normalized = safeNormalize(op, hit.raw, params);
      held?.set(scopedKey(scope, op, params), { answer: hit, normalized });
      return { normalized, fetchedAt: hit.fetchedAt };
    }
    return flights.has(scopedKey(scope, op, params)) ? { inFlight: true } : null;
  };

  // Runs that may pay, by request, from their first moment: a click's run checks its budget and
  // balance before its call is in flight, and a held-only run for the same request (its panel
  // asking to show it) waits for it rather than finding nothing held in between.
  const underWay = new Map<string, Set<Promise<unknown>>>();

  async function run(rawRequest: UseCaseRequest, options: RunOptions = {}): Promise<RunResponse> {
    const parsed = parseRequest(rawRequest);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const key = stableKey(parsed.request);
    if (options.heldOnly === true) {
      const waiting = underWay.get(key);
      if (waiting) await Promise.allSettled([...waiting]);
      return runParsed(parsed.request, options);
    }
    const running = runParsed(parsed.request, options);
    const set = underWay.get(key) ?? new Set<Promise<unknown>>();
    underWay.set(key, set.add(running));
    void running.finally(() => {
      set.delete(running);
      if (set.size === 0 && underWay.get(key) === set) underWay.delete(key);
    });
    return running;
  }

  async function runParsed(request: UseCaseRequest, options: RunOptions): Promise<RunResponse> {
    // One slot per step in the order the chain started them (some run side by side).
    const slots: (StepResult | undefined)[] = [];
    const steps = () => slots.filter((x): x is StepResult => x !== undefined);
    let plan: Plan | undefined;
    try {
      const s = await settings();
      const auto = options.autoLookup === true;
      plan = planUseCase(request, hosts);
      if (auto && !s.autoLookup) throw new ServiceError('auto_lookup_off');
      if (plan.refusal || !plan.chain) throw new ServiceError(plan.refusal?.code ?? 'unsupported', plan.refusal ?? {});
      const heldOnly = options.heldOnly === true;
      const refresh = !auto && !heldOnly && options.refresh === true;
      const rules: BudgetRules = { limit: s.dailyBudget, enforce: auto || options.confirmOverBudget !== true };
      // Up front: the whole chain's price (kept steps free) against the budget and the balance.
      const userIdOf = (username: string) => answers.userId(s.baseUrl, username);
      const held = new Map<string, HeldAnswer>();
      const est = await estimatePlan(plan, peek(s.baseUrl, refresh, held), now, userIdOf);
      if (heldOnly && est.credits > 0) throw new ServiceError('not_held');
      const refused = await budget.refusal(est.credits, rules);
      if (refused) throw refused;
      const ctx: StepContext = { scope: s.baseUrl, refresh, heldOnly, rules, held, writeBehind: options.writeBehind === true, ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) };
      const io: ChainIO = {
        async call(op, params) {
          const slot = slots.push(undefined) - 1;
          const result = await step(op, validateParams(op, params), ctx);
          slots[slot] = result;
          return result.normalized;
        },
        async cached(op, params) {
          const validated = validateParams(op, params);
          const hit = await answers.find(ctx.scope, op, validated);
          if (!hit) return null;
          const result = await freeStep(op, validated, { ...hit, creditsCharged: 0 });
          slots.push(result);
          return result.normalized;
        },
        assume() {
          /* only estimates assume */
        },
        userId: userIdOf,
      };
      const notice = await plan.chain(io);
      const result = summarize(plan, steps(), notice);
      if (deps.history) {
        const entity = historyEntity(request, hosts);
        const entry = { time: now(), useCase: request.useCase, request, label: plan.label, creditsCharged: result.creditsCharged, fromCache: result.fromCache, ...(entity ? { entity } : {}) };
        // Not awaited, and started once the answer is handed back (a moment later behind one that
        // is waited for), in the order of the answers; the history's own queue keeps it.
        const history = deps.history;
        const start = Promise.all([historyTurn, ctx.writeBehind ? behind() : writeBehindDelay(0)]);
        historyTurn = start.catch(() => undefined);
        writes.track(start.then(() => history.add(entry)).catch((e: unknown) => log.add({ where: 'history.add', ...errorText(e), context: { useCase: request.useCase } })));
      }
      return { ok: true, result };
    } catch (e) {
      return { ok: false, error: toErrorView(e), ...(plan ? { partial: summarize(plan, steps()) } : {}) };
    }
  }

  const account = createAccount({ getClient: deps.getClient, ledger: deps.ledger, recorder, budgetLimit: () => settings().then((x) => x.dailyBudget) });
  return {
    run,
    async estimate(rawRequest, options = {}) {
      const parsed = parseRequest(rawRequest);
      if (!parsed.ok) return unpriced(parsed.error);
      try {
        const s = await settings();
        return await estimateRun(planUseCase(parsed.request, hosts), { peek: peek(s.baseUrl, false), budget, dailyBudget: s.dailyBudget, now, refresh: options.refresh === true, userIdOf: (u) => answers.userId(s.baseUrl, u) });
      } catch (e) {
        return unpriced(toErrorView(e));
      }
    },
    refreshUsage: account.refreshUsage,
    credits: () => account.view(),
    log: () => log.list(),
    inFlight: () => flights.size(),
    recoverInterrupted: () => recorder.recover(),
    settled: () => writes.settled(),
  };
}
