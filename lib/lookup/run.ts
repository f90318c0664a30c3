import {
  actualCost,
  estimateCost,
  getOperation,
  requestKey,
  validateParams,
  type OperationId,
} from '../service/catalog';
import type { AttemptReport, CallResult, ServiceClient } from '../service/client';
import { serializeError, ServiceError } from '../service/errors';
import type { AccountUsage, Normalized } from '../service/model';
import { listItems, normalize } from '../service/normalize';
import { DEFAULT_SITE_HOSTS, normalizeHosts, type SiteHosts } from '../site';
import type { CostEstimate, CreditsView, ErrorView, LedgerEntry, Notice, RunResponse, StepResult, UseCaseResult } from './types';
import type { Settings } from './settings';
import type { ResponseCache } from './cache';
import type { LookupHistory } from './history';
import type { CreditLedger } from './ledger';
import { planUseCase } from './chains';
import { estimatePlan, summarizeParams, type ChainIO, type PeekResult, type Plan } from './plan';
import { useCaseRequest, type UseCaseRequest } from './use-cases';
import { plural } from '../util/plural';

/**
 * Runs use cases: each step is answered from the cache when it can be (free), else joins an
 * identical request already in flight (single-flight: one request, one charge), else is sent —
 * after the daily budget allows it. Every attempt goes to the ledger (retries and failures
 * included, recorded when the attempt ends), successful answers that were recognised (or empty)
 * go to the cache, and the credits reported update the remaining figure. Nothing is thrown to the
 * caller: errors come back as `{ ok: false, error, partial }`.
 *
 * Worker lifetime: the cache, ledger, credits and history live in the store. Only the in-flight
 * map and the budget reservation of running calls are in memory; if the worker stops mid-call,
 * the call is simply not cached (its attempt is not in the ledger either, since attempts are
 * recorded when they end; the next answer's creditsRemaining corrects the balance).
 */

export interface ClientUnavailable {
  unavailable: true;
  error: ErrorView;
}

export function isClientUnavailable(v: ServiceClient | ClientUnavailable): v is ClientUnavailable {
  return (v as ClientUnavailable).unavailable === true;
}

export interface LookupServiceDeps {
  /** The client for the saved key and base URL, or why there is none (no key, insecure URL). */
  getClient(): Promise<ServiceClient | ClientUnavailable>;
  cache: ResponseCache;
  ledger: CreditLedger;
  history?: LookupHistory;
  settings: () => Promise<Settings>;
  now?: () => number;
  /** Shared across service instances if given (normally one instance per worker). */
  inflight?: Map<string, Flight>;
}

export interface RunOptions {
  /** Bypass the cache and pay again (an identical request in flight is still joined). */
  refresh?: boolean;
  /** The user confirmed going over the daily budget. */
  confirmOverBudget?: boolean;
  signal?: AbortSignal;
  /** An automatic lookup: needs the setting, cache first, never over the budget. */
  autoLookup?: boolean;
}

export interface LookupService {
  run(request: UseCaseRequest, options?: RunOptions): Promise<RunResponse>;
  estimate(request: UseCaseRequest, options?: { refresh?: boolean }): Promise<CostEstimate>;
  /** The free /usage call: refreshes remaining credits, plan and limit. Never throws. */
  refreshUsage(options?: { signal?: AbortSignal }): Promise<CreditsView>;
  credits(): Promise<CreditsView>;
  /** Requests in flight now (for tests and diagnostics). */
  inFlight(): number;
}

export interface FlightOutcome {
  normalized: Normalized;
  raw: unknown;
  fetchedAt: number;
  creditsCharged: number;
  creditsRemaining?: number;
  requestId?: string;
}

export interface Flight {
  promise: Promise<FlightOutcome>;
  controller: AbortController;
  waiters: number;
  /** The answer is in; only its ledger and cache writes are still going. */
  answered?: boolean;
}

/** What a call came to, and the ledger and cache writes that record it. */
interface Flown {
  outcome: FlightOutcome;
  persisted: Promise<unknown>;
}

/** A refusal decided by the lookup service itself (budget, setting off, not supported). */
export class LookupRefusal extends Error {
  constructor(readonly view: ErrorView) {
    super(view.message);
    this.name = 'LookupRefusal';
  }
}

export function budgetRefusal(estimate: number, budget: number, spent: number): ErrorView {
  return {
    code: 'budget_exceeded',
    message: `This lookup costs ${plural(estimate, 'credit')} and would take today past your daily budget of ${budget} (${spent} spent).`,
    estimate,
    budgetLeft: Math.max(0, budget - spent),
  };
}

/** Any thrown value as an ErrorView (ServiceErrors keep their code, status and request id). */
export function toErrorView(e: unknown): ErrorView {
  if (e instanceof LookupRefusal) return e.view;
  return { ...serializeError(e) };
}

function safeNormalize(op: OperationId, body: unknown, params: Record<string, string>): Normalized {
  try {
    return normalize(op, body, params) as Normalized;
  } catch (e) {
    return { status: 'unrecognised', model: getOperation(op).model, reason: String((e as Error)?.message ?? e) };
  }
}

/**
 * The cache and single-flight key: requestKey (operation + validated parameters) within the
 * service URL, so answers of the emulator are never shown as the live service's (and back).
 */
export function scopedKey(scope: string, op: OperationId, params: Record<string, string>): string {
  return `${scope.trim()} ${requestKey(op, params)}`;
}

function hostsOf(settings: Settings): SiteHosts {
  return normalizeHosts(settings.siteHosts) ?? DEFAULT_SITE_HOSTS;
}

function attemptEntry(a: AttemptReport, creditsCharged?: number, creditsRemaining?: number): LedgerEntry {
  const entry: LedgerEntry = {
    time: a.startedAt + a.durationMs,
    operationId: a.operationId,
    summary: summarizeParams(a.params),
    status: a.status ?? 'error',
    creditsCharged: creditsCharged ?? a.creditsCharged ?? 0,
    fromCache: false,
    attempt: a.attempt,
  };
  if (a.error) entry.errorCode = a.error.code;
  const remaining = creditsRemaining ?? a.creditsRemaining;
  if (remaining !== undefined) entry.creditsRemaining = remaining;
  if (a.requestId) entry.requestId = a.requestId;
  return entry;
}

export function createLookupService(deps: LookupServiceDeps): LookupService {
  const { cache, ledger } = deps;
  const now = deps.now ?? Date.now;
  const inflight = deps.inflight ?? new Map<string, Flight>();
  /** Credits of paid calls in flight, counted against the budget until their charge is in the ledger. */
  let reserved = 0;

  /** A cache peek within one service URL's answers (for estimates: no LRU touch, no ledger). */
  const peekIn = (scope: string) => async (op: OperationId, params: Record<string, string>) => {
    const hit = await cache.peek(scopedKey(scope, op, params), getOperation(op).cache);
    return hit ? { normalized: safeNormalize(op, hit.raw, params), fetchedAt: hit.fetchedAt } : null;
  };

  /**
   * For the budget check before a run: like peekIn (unless refreshing), and a step that would join
   * an identical request in flight is free (its credits are already counted in `reserved`:
   * counting them again refused, for example, the side panel's own request for a link the context
   * menu was already looking up, with a budget that had room for exactly that one call).
   */
  const peekOrJoin = (scope: string, refresh: boolean) => async (op: OperationId, params: Record<string, string>): Promise<PeekResult> => {
    if (inflight.has(scopedKey(scope, op, params))) return { inFlight: true };
    return refresh ? null : peekIn(scope)(op, params);
  };

  /** A step answered without paying: from the cache, or shared with an identical request in flight. */
  async function freeStep(
    op: OperationId,
    params: Record<string, string>,
    answer: { raw: unknown; fetchedAt: number; requestId?: string; normalized?: Normalized; creditsCharged?: number },
    shared = false,
  ): Promise<StepResult> {
    await ledger.record(cachedEntry(op, params)).catch(() => undefined);
    return {
      operationId: op,
      params,
      normalized: answer.normalized ?? safeNormalize(op, answer.raw, params),
      raw: answer.raw,
      fromCache: true,
      ...(shared ? { shared, sharedCredits: answer.creditsCharged ?? 0 } : {}),
      fetchedAt: answer.fetchedAt,
      creditsCharged: 0,
      ...(answer.requestId ? { requestId: answer.requestId } : {}),
    };
  }

  function cachedEntry(op: OperationId, params: Record<string, string>): LedgerEntry {
    return {
      time: now(),
      operationId: op,
      summary: summarizeParams(params),
      status: 'cached',
      creditsCharged: 0,
      fromCache: true,
      attempt: 0,
    };
  }

  // `reserved` is read after the ledger's answer, never before: a call that settled meanwhile is
  // then in the ledger (its credits leave `reserved` only once written there).
  async function spentToday(): Promise<number> {
    const fromLedger = (await ledger.spending(now())).spentToday;
    return fromLedger + reserved;
  }

  /** Joins a flight; a waiter that gives up leaves it, and the last one to leave cancels it. */
  function waitFor(flight: Flight, signal?: AbortSignal): Promise<FlightOutcome> {
    if (signal?.aborted) return Promise.reject(new ServiceError('cancelled'));
    flight.waiters++;
    return new Promise<FlightOutcome>((resolve, reject) => {
      const onAbort = () => {
        flight.waiters--;
        if (flight.waiters <= 0) flight.controller.abort();
        reject(new ServiceError('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (v) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }

  /** Sends one paid (or free) request; registered in `inflight` by the caller before any await. */
  async function fly(
    scope: string,
    op: OperationId,
    params: Record<string, string>,
    controller: AbortController,
    budget: { limit: number | null; enforce: boolean },
  ): Promise<Flown> {
    const cost = estimateCost(op, params);
    if (budget.enforce && budget.limit !== null && cost > 0) {
      const fromLedger = (await ledger.spending(now())).spentToday;
      // From here to the reservation nothing awaits, so concurrent calls cannot both pass.
      const spent = fromLedger + reserved;
      if (spent + cost > budget.limit) throw new LookupRefusal(budgetRefusal(cost, budget.limit, spent));
    }
    // Released when the charge is in the ledger.
    reserved += cost;
    const pending: Promise<unknown>[] = [];
    let success: AttemptReport | undefined;
    // Recorded before it is sent (not awaited: the ledger's queue keeps the order), so a worker
    // stopped mid-call leaves an 'interrupted' entry rather than nothing.
    const flightId = `${now()}-${Math.random().toString(36).slice(2, 10)}`;
    void ledger
      .begin({ time: now(), operationId: op, summary: summarizeParams(params), creditsCharged: cost, fromCache: false, attempt: 0, flightId })
      .catch(() => undefined);
    let settled: LedgerEntry[] = [];
    // Released once the charge is in the ledger (so the budget never loses sight of it).
    let persisted: Promise<unknown> = Promise.resolve();
    try {
      const client = await deps.getClient();
      if (isClientUnavailable(client)) throw new LookupRefusal(client.error);
      let result: CallResult;
      try {
        result = await client.call(op, params, {
          signal: controller.signal,
          onAttempt: (a) => {
            if (a.error) pending.push(ledger.record(attemptEntry(a)).catch(() => undefined));
            else success = a;
          },
        });
      } finally {
        // Failed attempts are in the ledger before the error reaches the caller.
        await Promise.all(pending);
      }
      const normalized = safeNormalize(op, result.body, result.params);
      const charged = result.creditsCharged ?? actualCost(op, result.params, listItems(op, result.body).length);
      const fetchedAt = now();
      const attempt: AttemptReport = success ?? {
        attempt: result.attempts,
        operationId: op,
        params: result.params,
        startedAt: fetchedAt - result.durationMs,
        durationMs: result.durationMs,
        status: result.status,
        willRetry: false,
      };
      settled = [attemptEntry(attempt, charged, result.creditsRemaining)];
      const writes: Promise<unknown>[] = [ledger.settle(flightId, settled).catch(() => undefined)];
      // Only answers that were recognised (or a recognised empty answer) are kept; never errors.
      if (normalized.status !== 'unrecognised') {
        writes.push(
          cache
            .set(
              {
                key: scopedKey(scope, op, result.params),
                operationId: op,
                params: result.params,
                raw: result.body,
                fetchedAt,
                creditsCharged: charged,
                ...(result.requestId ? { requestId: result.requestId } : {}),
              },
              getOperation(op).cache,
            )
            .catch(() => false),
        );
      }
      // The answer goes back at once; the writes finish behind it while the flight stays
      // registered, so an identical request meanwhile joins it instead of paying again.
      persisted = Promise.all(writes);
      return {
        outcome: {
          normalized,
          raw: result.body,
          fetchedAt,
          creditsCharged: charged,
          ...(result.creditsRemaining !== undefined ? { creditsRemaining: result.creditsRemaining } : {}),
          ...(result.requestId ? { requestId: result.requestId } : {}),
        },
        persisted,
      };
    } finally {
      // Failures and refusals end here without a success entry: the pending one goes.
      if (settled.length === 0) persisted = ledger.settle(flightId, []).catch(() => undefined);
      void persisted.finally(() => {
        reserved -= cost;
      });
    }
  }

  interface StepContext {
    /** The service URL: answers (and flights) of one service are never served for another. */
    scope: string;
    refresh: boolean;
    budget: { limit: number | null; enforce: boolean };
    signal?: AbortSignal;
  }

  async function step(op: OperationId, params: Record<string, string>, ctx: StepContext): Promise<StepResult> {
    const key = scopedKey(ctx.scope, op, params);
    const kind = getOperation(op).cache;
    if (!ctx.refresh) {
      const hit = await cache.get(key, kind);
      if (hit) return freeStep(op, params, hit);
    }
    if (ctx.signal?.aborted) throw new ServiceError('cancelled');
    // No await between looking for a flight and registering one: two identical calls share one.
    const existing = inflight.get(key);
    // A refresh joins a call still under way, never one whose answer is already in.
    if (existing && !(ctx.refresh && existing.answered)) {
      return freeStep(op, params, await waitFor(existing, ctx.signal), true);
    }
    const controller = new AbortController();
    const flight: Flight = { controller, waiters: 0, promise: undefined as unknown as Promise<FlightOutcome> };
    const unregister = () => {
      if (inflight.get(key) === flight) inflight.delete(key);
    };
    const flown = fly(ctx.scope, op, params, controller, ctx.budget);
    flight.promise = flown.then(
      (f) => {
        // An answer that will be cached stays joinable until it is; any other is not shared on.
        if (f.outcome.normalized.status === 'unrecognised') unregister();
        else flight.answered = true;
        return f.outcome;
      },
      (e: unknown) => {
        unregister();
        throw e;
      },
    );
    flight.promise.catch(() => undefined);
    void flown.then((f) => f.persisted, () => undefined).finally(unregister);
    inflight.set(key, flight);
    const out = await waitFor(flight, ctx.signal);
    return {
      operationId: op,
      params,
      normalized: out.normalized,
      raw: out.raw,
      fromCache: false,
      fetchedAt: out.fetchedAt,
      creditsCharged: out.creditsCharged,
      ...(out.creditsRemaining !== undefined ? { creditsRemaining: out.creditsRemaining } : {}),
      ...(out.requestId ? { requestId: out.requestId } : {}),
    };
  }

  function summarize(plan: Plan, slots: (StepResult | undefined)[], notice?: Notice | void): UseCaseResult {
    const steps = slots.filter((s): s is StepResult => s !== undefined);
    const result: UseCaseResult = {
      useCase: plan.useCase,
      steps,
      creditsCharged: steps.reduce((sum, s) => sum + s.creditsCharged, 0),
      fromCache: steps.length > 0 && steps.every((s) => s.fromCache),
    };
    if (plan.detection !== undefined) result.detection = plan.detection;
    if (notice) result.notice = notice;
    return result;
  }

  function parseRequest(request: unknown): { ok: true; request: UseCaseRequest } | { ok: false; error: ErrorView } {
    const parsed = useCaseRequest.safeParse(request);
    if (parsed.success) return { ok: true, request: parsed.data as UseCaseRequest };
    const issue = parsed.error.issues[0];
    const param = issue?.path.filter((p) => p !== 'input').map(String).join('.');
    return {
      ok: false,
      error: {
        code: 'invalid_request',
        message: `The request is not valid${issue ? `: ${param ? `${param}: ` : ''}${issue.message}` : ''}.`,
        ...(param ? { param } : {}),
      },
    };
  }

  async function run(rawRequest: UseCaseRequest, options: RunOptions = {}): Promise<RunResponse> {
    const parsed = parseRequest(rawRequest);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const request = parsed.request;
    let settings: Settings;
    try {
      settings = await deps.settings();
    } catch (e) {
      return { ok: false, error: toErrorView(e) };
    }
    const auto = options.autoLookup === true;
    const plan = planUseCase(request, hostsOf(settings));
    const slots: (StepResult | undefined)[] = [];
    if (auto && !settings.autoLookup) {
      return {
        ok: false,
        error: { code: 'auto_lookup_off', message: 'Automatic lookups are off. Turn them on in the options, or look it up by hand.' },
        partial: summarize(plan, slots),
      };
    }
    if (plan.refusal || !plan.chain) {
      return {
        ok: false,
        error: plan.refusal ?? { code: 'unsupported', message: 'Nothing to look up.' },
        partial: summarize(plan, slots),
      };
    }
    const refresh = !auto && options.refresh === true;
    const enforce = auto || options.confirmOverBudget !== true;
    const limit = settings.dailyBudget;
    try {
      // Up front: the whole chain's price (cached steps free) against what is left of the day.
      if (enforce && limit !== null) {
        const est = await estimatePlan(plan, peekOrJoin(settings.baseUrl, refresh), now);
        if (est.credits > 0) {
          const spent = await spentToday();
          if (spent + est.credits > limit) {
            return { ok: false, error: budgetRefusal(est.credits, limit, spent), partial: summarize(plan, slots) };
          }
        }
      }
      const ctx: StepContext = {
        scope: settings.baseUrl,
        refresh,
        budget: { limit, enforce },
        ...(options.signal ? { signal: options.signal } : {}),
      };
      const io: ChainIO = {
        async call(op, params) {
          const validated = validateParams(op, params);
          const slot = slots.length;
          slots.push(undefined);
          const result = await step(op, validated, ctx);
          slots[slot] = result;
          return result.normalized;
        },
        async cached(op, params) {
          const validated = validateParams(op, params);
          const hit = await cache.get(scopedKey(ctx.scope, op, validated), getOperation(op).cache);
          if (!hit) return null;
          const result = await freeStep(op, validated, hit);
          slots.push(result);
          return result.normalized;
        },
        assume() {
          /* only meaningful when estimating */
        },
      };
      const notice = await plan.chain(io);
      const result = summarize(plan, slots, notice);
      if (deps.history) {
        // Not awaited: the history's own queue keeps the order, and the answer need not wait.
        void deps.history
          .add({
            time: now(),
            useCase: request.useCase,
            request,
            label: plan.label,
            creditsCharged: result.creditsCharged,
            fromCache: result.fromCache,
          })
          .catch(() => undefined);
      }
      return { ok: true, result };
    } catch (e) {
      return { ok: false, error: toErrorView(e), partial: summarize(plan, slots) };
    }
  }

  async function estimate(rawRequest: UseCaseRequest, options: { refresh?: boolean } = {}): Promise<CostEstimate> {
    const empty = (refusal: ErrorView): CostEstimate => ({
      credits: 0,
      refreshCredits: 0,
      cached: false,
      steps: [],
      exact: true,
      overBudget: false,
      refusal,
    });
    const parsed = parseRequest(rawRequest);
    if (!parsed.ok) return empty(parsed.error);
    try {
      const settings = await deps.settings();
      const plan = planUseCase(parsed.request, hostsOf(settings));
      if (plan.refusal || !plan.chain) return empty(plan.refusal ?? { code: 'unsupported', message: 'Nothing to look up.' });
      const fresh = await estimatePlan(plan, undefined, now);
      const used = options.refresh ? fresh : await estimatePlan(plan, peekIn(settings.baseUrl), now);
      const ages = used.steps.filter((s) => s.cached && s.cachedAgeMs !== undefined).map((s) => s.cachedAgeMs!);
      const out: CostEstimate = {
        credits: used.credits,
        refreshCredits: fresh.credits,
        cached: !options.refresh && used.steps.length > 0 && used.steps.every((s) => s.cached),
        steps: used.steps.map((s) => ({ operationId: s.operationId, credits: s.credits, cached: s.cached })),
        exact: used.exact,
        overBudget: false,
      };
      if (ages.length) out.cachedAgeMs = Math.max(...ages);
      if (settings.dailyBudget !== null) {
        const spent = await spentToday();
        out.budgetLeft = Math.max(0, settings.dailyBudget - spent);
        out.overBudget = used.credits > 0 && spent + used.credits > settings.dailyBudget;
      }
      return out;
    } catch (e) {
      return empty(toErrorView(e));
    }
  }

  async function creditsView(error?: ErrorView): Promise<CreditsView> {
    let budget: number | null = null;
    try {
      budget = (await deps.settings()).dailyBudget;
    } catch {
      /* no settings: no budget */
    }
    const view = await ledger.view(budget);
    return error ? { ...view, error } : view;
  }

  async function refreshUsage(options: { signal?: AbortSignal } = {}): Promise<CreditsView> {
    try {
      const client = await deps.getClient();
      if (isClientUnavailable(client)) return creditsView(client.error);
      const usage = await fetchUsage(client, ledger, options.signal);
      if (usage.status !== 'ok') {
        return creditsView({ code: 'malformed', message: 'The service\'s usage answer was not recognised.' });
      }
      return creditsView();
    } catch (e) {
      return creditsView(toErrorView(e));
    }
  }

  return {
    run,
    estimate,
    refreshUsage,
    credits: () => creditsView(),
    inFlight: () => inflight.size,
  };
}

/**
 * The free /usage call through a client: records its attempts in the ledger (0 credits) and the
 * reported balance, plan and limit. Throws the client's ServiceError on failure.
 */
export async function fetchUsage(
  client: ServiceClient,
  ledger: CreditLedger | null,
  signal?: AbortSignal,
): Promise<Normalized<'usage'>> {
  const pending: Promise<unknown>[] = [];
  const result = await client
    .call('account_get_usage', {}, {
      ...(signal ? { signal } : {}),
      onAttempt: (a) => {
        if (ledger) pending.push(ledger.record(attemptEntry(a, a.creditsCharged ?? 0)).catch(() => undefined));
      },
    })
    .finally(() => Promise.all(pending));
  const normalized = normalize('account_get_usage', result.body) as Normalized<'usage'>;
  if (normalized.status === 'ok' && ledger) {
    const u: AccountUsage = normalized.data;
    await ledger.updateCredits({
      reportedAt: Date.now(),
      ...(u.remaining !== undefined ? { remaining: u.remaining } : result.creditsRemaining !== undefined ? { remaining: result.creditsRemaining } : {}),
      ...(u.plan !== undefined ? { plan: u.plan } : {}),
      ...(u.limit !== undefined ? { limit: u.limit } : {}),
    });
  }
  return normalized;
}
