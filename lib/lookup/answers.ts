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
  /** Counts the answers kept so far: a miss found at one count still holds while it is unchanged. */
  generation(): number;
}

export function createAnswers(cache: ResponseCache, hosts: () => SiteHosts): Answers {
  let kept = 0;
  return {
    generation: () => kept,

    async find(scope, op, params, options = {}) {
      const kind = getOperation(op).cache;
      const read = (key: string) => (options.touch === false ? cache.peek(key, kind) : cache.get(key, kind));
      const direct = await read(scopedKey(scope, op, params));
      if (direct) return direct;
      const entity = entityOfRequest(op, params, hosts());
      if (!entity) return null;
      const target = await cache.resolve(entityAliasKey(scope, op, params, entity));
      return target ? read(target) : null;
    },

    async keep(scope, answer, normalized) {
      kept++;
      const { operationId: op, params } = answer;
      const key = scopedKey(scope, op, params);
      const stored = await cache.set({ ...answer, key }, getOperation(op).cache, normalized);
      if (!stored) return;
      const own = entityOfRequest(op, params, hosts());
      const entities = new Set([...(own ? [own] : []), ...entitiesOfAnswer(op, normalized)]);
      for (const entity of entities) await cache.alias(entityAliasKey(scope, op, params, entity), key);
    },
  };
}
