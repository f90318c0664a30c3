import { createBudget } from '../../../lib/lookup/budget';
import { createCreditLedger, type CreditLedger } from '../../../lib/lookup/ledger';
import { summarizeParams } from '../../../lib/lookup/summary';
import type { LookupService } from '../../../lib/lookup/run';
import { memoryStore } from '../../../lib/lookup/store';
import type { RunResponse } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { requestOperation, requestPrice } from '../../../lib/lookup/jobs/specs';
import { serializeError, ServiceError } from '../../../lib/service/errors';

/**
 * A list source for the watch tests, behind the lookup core's `run`: each source is a list of
 * items, newest first, served `pageSize` a page with cursors; a paid call goes through the real
 * budget (lib/lookup/budget.ts) and is written to a real credit ledger; without `refresh` the
 * last answer of the same request is served free, as the library would.
 */

export interface FakeSource {
  lookup: Pick<LookupService, 'run'>;
  ledger: CreditLedger;
  /** Items of each source (by link or query), newest first. */
  items: Map<string, { id: string; text: string }[]>;
  /** Calls that reached the service. */
  calls: { source: string; cursor?: string; time: number }[];
  /** The next calls fail with this code (402, 403…). */
  failWith?: string;
  /** Credits a day; null: none. */
  dailyBudget: number | null;
  /** Adds `n` new items at the top of a source. */
  post(source: string, n: number): void;
}

export function fakeSource(clock: { now: number }, pageSize = 3): FakeSource {
  const now = () => clock.now;
  const ledger = createCreditLedger({ store: memoryStore(), now });
  const budget = createBudget(ledger, now);
  const kept = new Map<string, { res: RunResponse; at: number }>();
  let serial = 0;
  const src: FakeSource = {
    ledger,
    items: new Map(),
    calls: [],
    dailyBudget: null,
    post(source, n) {
      const list = src.items.get(source) ?? [];
      for (let i = 0; i < n; i++) list.unshift({ id: `${source}#${++serial}`, text: `item ${serial}` });
      src.items.set(source, list);
    },
    lookup: {
      async run(request: UseCaseRequest, options = {}) {
        const input = request.input as Record<string, unknown>;
        const source = String(input.link ?? input.query ?? '');
        const cursor = typeof input.end_cursor === 'string' ? input.end_cursor : undefined;
        const key = `${source}|${cursor ?? ''}`;
        const held = kept.get(key);
        if (!options.refresh && held) return held.res;
        const op = requestOperation(request);
        const price = requestPrice(request);
        let release: () => void;
        try {
          release = await budget.reserve(price, { limit: src.dailyBudget, enforce: true });
        } catch (e) {
          return { ok: false, error: serializeError(e) };
        }
        const params: Record<string, string> = { link: source, ...(cursor ? { end_cursor: cursor } : {}) };
        const entry = { time: now(), operationId: op, summary: summarizeParams(params), params, fromCache: false, attempt: 1 };
        if (src.failWith) {
          await ledger.record({ ...entry, status: 402, creditsCharged: 0, errorCode: src.failWith });
          release();
          return { ok: false, error: serializeError(new ServiceError(src.failWith as never, {})) };
        }
        src.calls.push({ source, time: now(), ...(cursor ? { cursor } : {}) });
        const all = src.items.get(source) ?? [];
        const from = cursor ? Number(cursor) : 0;
        const items = all.slice(from, from + pageSize);
        const next = from + pageSize < all.length ? String(from + pageSize) : undefined;
        await ledger.record({ ...entry, status: 200, creditsCharged: price });
        release();
        const step = {
          operationId: op, params, raw: {}, fromCache: false, fetchedAt: now(), creditsCharged: price,
          normalized: { status: 'ok', data: { items, ...(next ? { endCursor: next } : {}) } },
        };
        const res = { ok: true, result: { useCase: request.useCase, steps: [step], creditsCharged: price } } as unknown as RunResponse;
        const cachedStep = { ...step, fromCache: true, creditsCharged: 0 };
        kept.set(key, { res: { ok: true, result: { useCase: request.useCase, steps: [cachedStep], creditsCharged: 0 } } as unknown as RunResponse, at: now() });
        return res;
      },
    },
  };
  return src;
}
