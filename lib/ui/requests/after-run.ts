import type { Query, QueryClient } from '@tanstack/react-query';
import type { RunResponse, UseCaseResult } from '../../lookup/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { BackgroundApi } from '../env/ui-env';
import { requestKey } from './results';
import { keys } from './query-client';
import { forgetBalance } from '../account/balance';
import { entitiesOfAnswer } from '../../lookup/answer-entities';
import type { OperationId } from '../../service/catalog';

/**
 * What an answer changes, and only that. Budget marks are not among it: buttons compute them
 * from the live credits (costs.ts), so the overview read again is enough for every button.
 * - its own request's estimates: it may be cached now;
 * - after something was paid, the estimates of requests about the same things (the same link,
 *   id or cursor): their first steps may now be cached;
 * - the overview (credits, history) and the ledger, once a burst of runs settles;
 * - out of credits: the balance shown is no longer true; /usage is asked instead.
 */
export function createAfterRun(queries: QueryClient, api: BackgroundApi): (request: UseCaseRequest, response: RunResponse) => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return (request, response) => {
    const own = requestKey(request);
    void queries.invalidateQueries({ queryKey: [...keys.estimates, own] });
    const paid = paidValues(response.ok ? response.result : response.partial);
    if (paid.size) {
      for (const v of Object.values(request.input)) if (typeof v === 'string' && v) paid.add(v);
      void queries.invalidateQueries({ predicate: (q) => q.queryKey[0] === keys.estimates[0] && q.queryKey[1] !== own && about(q, paid) });
    }
    // Out of credits: the overview would bring back the last balance the service reported; the
    // free /usage call brings the true one (and the rest of the overview with it).
    const outOfCredits = !response.ok && response.error.code === 'out_of_credits';
    if (outOfCredits) forgetBalance(queries, api);
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      if (!outOfCredits) void queries.invalidateQueries({ queryKey: keys.overview });
      void queries.invalidateQueries({ queryKey: keys.ledger });
      void queries.invalidateQueries({ queryKey: keys.problems });
    }, 50);
  };
}

/**
 * The parameter values of the steps that were paid for (not answered by the cache), and the ids
 * their answers reveal (a post's own id, its photos' ids): the background finds a kept answer by
 * them too (lib/lookup/identity.ts), so a photo link of a post just paid for is free now.
 */
function paidValues(result: UseCaseResult | undefined): Set<string> {
  const values = new Set<string>();
  for (const step of result?.steps ?? []) {
    if (step.fromCache) continue;
    for (const v of Object.values(step.params)) if (v) values.add(v);
    for (const entity of entitiesOfAnswer(step.operationId as OperationId, step.normalized)) values.add(entity.slice(entity.indexOf(':') + 1));
  }
  return values;
}

/** Whether an estimate's request names one of the values (its link, id, query …), or a revealed id within a link. */
function about(query: Query, values: Set<string>): boolean {
  const request = (query.meta as { request?: UseCaseRequest } | undefined)?.request;
  if (!request) return false;
  return Object.values(request.input).some(
    (v) => typeof v === 'string' && (values.has(v) || (v.match(/\d{5,}/g) ?? []).some((id) => values.has(id))),
  );
}
