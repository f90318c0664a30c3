import { getOperation, requestKey, type OperationId } from '../service/catalog';
import type { Normalized } from '../service/model';
import type { SiteHosts } from '../site';
import type { CachedAnswer, ResponseCache } from './cache-types';
import { entitiesOfAnswer, entityAliasKey, entityOfRequest } from './identity';

/**
 * Kept answers, found by request or by identity. Keys are scoped by the service URL, so answers
 * of the emulator are never shown as the live service's (and back).
 */

export function scopedKey(scope: string, op: OperationId, params: Record<string, string>): string {
  return `${scope.trim()} ${requestKey(op, params)}`;
}

export interface Answers {
  /** A fresh answer to this request: under its own key, else through the entity its link names. */
  find(scope: string, op: OperationId, params: Record<string, string>, options?: { touch?: boolean }): Promise<CachedAnswer | null>;
  /** Keeps an answer under its key and under every entity it is known by. Throws when the browser refuses the write. */
  keep(scope: string, answer: Omit<CachedAnswer, 'key'>, normalized: Normalized): Promise<void>;
  /** Forgets the misses remembered: the rules that found them (site hosts, lifetimes) changed. */
  forgetMisses(): void;
}

/** Misses remembered at most (the newest); one more read each past that. */
const MAX_MISSES = 2000;

export function createAnswers(cache: ResponseCache, hosts: () => SiteHosts): Answers {
  // A request found nothing: it still finds nothing until an answer is kept under its key or
  // under the entity its link names (time only ever expires answers). So a run right after the
  // estimate its button showed reads nothing again. Each miss holds the alias key it was looked
  // up through; a keep forgets the misses it may answer. A miss is remembered only when no keep
  // was under way or ended while it was read.
  const misses = new Map<string, string | null>();
  let keeping = 0;
  let keptCount = 0;

  const forgetAnswered = (written: Set<string>) => {
    for (const [key, alias] of misses) if (written.has(key) || (alias !== null && written.has(alias))) misses.delete(key);
  };

  return {
    async find(scope, op, params, options = {}) {
      const key = scopedKey(scope, op, params);
      if (misses.has(key)) return null;
      const quiet = keeping === 0;
      const keptBefore = keptCount;
      const kind = getOperation(op).cache;
      const read = (k: string) => (options.touch === false ? cache.peek(k, kind) : cache.get(k, kind));
      const direct = await read(key);
      if (direct) return direct;
      const entity = entityOfRequest(op, params, hosts());
      const alias = entity ? entityAliasKey(scope, op, params, entity) : null;
      const target = alias ? await cache.resolve(alias) : null;
      const found = target ? await read(target) : null;
      if (!found && quiet && keeping === 0 && keptCount === keptBefore) {
        if (misses.size >= MAX_MISSES) misses.delete(misses.keys().next().value!);
        misses.set(key, alias);
      }
      return found;
    },

    async keep(scope, answer, normalized) {
      const { operationId: op, params } = answer;
      const key = scopedKey(scope, op, params);
      const own = entityOfRequest(op, params, hosts());
      const entities = new Set([...(own ? [own] : []), ...entitiesOfAnswer(op, normalized)]);
      const aliases = [...entities].map((entity) => entityAliasKey(scope, op, params, entity));
      // Forgotten before the write: from now on these requests are read (and found once it lands).
      forgetAnswered(new Set([key, ...aliases]));
      keeping++;
      try {
        const stored = await cache.set({ ...answer, key }, getOperation(op).cache, normalized);
        if (!stored) return;
        for (const alias of aliases) await cache.alias(alias, key);
      } finally {
        keeping--;
        keptCount++;
      }
    },

    forgetMisses: () => misses.clear(),
  };
}
