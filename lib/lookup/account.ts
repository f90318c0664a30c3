import type { ServiceClient } from '../service/client';
import { ServiceError, serializeError } from '../service/errors';
import { isClientUnavailable, type ClientUnavailable } from './call';
import type { AccountUsage, Normalized } from '../service/model';
import { normalize } from '../service/normalize';
import type { CreditLedger } from './ledger';
import type { CreditsView, ErrorView } from './types';
import type { Recorder } from './recorder';
import { attemptEntry } from './recorder';
import { definedOnly } from '../util/defined';

/**
 * The free /usage call through a client: its attempts go to the ledger (0 credits) and the
 * reported balance, plan and limit to the credits record. Throws the client's ServiceError on failure.
 */
export async function fetchUsage(
  client: ServiceClient,
  /** Null to only check a key (options' Verify): nothing is recorded. */
  record: { ledger: CreditLedger; recorder: Pick<Recorder, 'settle'> } | null,
  signal?: AbortSignal,
): Promise<Normalized<'usage'>> {
  const entries: ReturnType<typeof attemptEntry>[] = [];
  const result = await client
    .call('account_get_usage', {}, { ...(signal ? { signal } : {}), onAttempt: (a) => entries.push(attemptEntry(a)) })
    .finally(() => (record && entries.length ? record.recorder.settle('usage', entries) : undefined));
  const normalized = normalize('account_get_usage', result.body) as Normalized<'usage'>;
  if (normalized.status === 'ok' && record) {
    const u: AccountUsage = normalized.data;
    const remaining = u.remaining ?? result.creditsRemaining;
    await record.ledger.updateCredits({
      reportedAt: Date.now(),
      ...definedOnly({ remaining, plan: u.plan, limit: u.limit }),
    });
  }
  return normalized;
}

export interface Account {
  /** Credits as the ledger knows them, with the day's budget; `error` when refreshing them failed. */
  view(error?: ErrorView): Promise<CreditsView>;
  /** The free /usage call: refreshes remaining credits, plan and limit. Never throws. */
  refreshUsage(options?: { signal?: AbortSignal }): Promise<CreditsView>;
}

export function createAccount(deps: {
  getClient(): Promise<ServiceClient | ClientUnavailable>;
  ledger: CreditLedger;
  recorder: Pick<Recorder, 'settle'>;
  budgetLimit: () => Promise<number | null>;
}): Account {
  async function view(error?: ErrorView): Promise<CreditsView> {
    const limit = await deps.budgetLimit().catch(() => null);
    const v = await deps.ledger.view(limit);
    return error ? { ...v, error } : v;
  }
  return {
    view,
    async refreshUsage(options = {}) {
      try {
        const client = await deps.getClient();
        if (isClientUnavailable(client)) return view(client.error);
        const usage = await fetchUsage(client, { ledger: deps.ledger, recorder: deps.recorder }, options.signal);
        if (usage.status !== 'ok') return view(serializeError(new ServiceError('malformed', { problem: 'usage' })));
        return view();
      } catch (e) {
        return view(serializeError(e));
      }
    },
  };
}
