import { getOperation, type CacheKind, type OperationId } from '../service/catalog';
import { operationKey } from '../service/operation-key';
import type { Normalized } from '../service/model';
import type { SiteHosts } from '../site';
import type { CachedAnswer, Lifetimes, ResponseCache } from './cache-types';
import { entitiesOfAnswer } from './answer-entities';
import { entityAliasKey, entityOfRequest, photoUserIdOf, photoUserKey, photoUsersOfAnswer, photoUserTarget } from './identity';

/**
 * Kept answers, found by request or by identity. Keys are scoped by the service URL, so answers
 * of the emulator are never shown as the live service's (and back). An answer being kept is found
 * from memory until its write is done (an interactive answer is written a moment behind it).
 */

export function scopedKey(scope: string, op: OperationId, params: Record<string, string>): string {
  return `${scope.trim()} ${operationKey(op, params)}`;
}

export interface Answers {
  /** A fresh answer to this request: under its own key, else through the entity its link names (one being written first). */
  find(scope: string, op: OperationId, params: Record<string, string>, options?: { touch?: boolean }): Promise<CachedAnswer | null>;
  /**
   * Keeps an answer under its key and under every entity it is known by; found at once, the
   * write starting once `after` resolves (at once without it). Throws when the browser refuses the write.
   */
  keep(scope: string, answer: Omit<CachedAnswer, 'key'>, normalized: Normalized, after?: Promise<void>): Promise<void>;
  /** Forgets the misses remembered: the rules that found them (site hosts, lifetimes) changed. */
  forgetMisses(): void;
  /** Whether an answer of this kind may be served again (its lifetime is over 0 minutes). */
  serves(kind: CacheKind): boolean;
  /** A photo username's numeric id, once a kept answer said it (for good: not bound to lifetimes). */
  userId(scope: string, username: string): Promise<string | null>;
}

/** Misses remembered at most (the newest); one more read each past that. */
const MAX_MISSES = 2000;

/**
 * `lifetimes`: minutes per kind, as the cache reads them; an answer being written is served from
 * memory only while its kind is cached (minutes > 0), and never without them.
 */
export function createAnswers(cache: ResponseCache, hosts: () => SiteHosts, lifetimes?: () => Lifetimes | undefined): Answers {
  // A request found nothing: it still finds nothing until an answer is kept under its key or
  // under the entity its link names (time only ever expires answers). So a run right after the
  // estimate its button showed reads nothing again. Each miss holds the alias key it was looked
  // up through; a keep forgets the misses it may answer. A miss is remembered only when no keep
  // was under way or ended while it was read.
  const misses = new Map<string, string | null>();
  let keeping = 0;
  let keptCount = 0;
  // Answers whose write is under way, by their key and every alias they are kept under.
  const writing = new Map<string, CachedAnswer>();
  // Photo user ids said by answers of this worker, by their key: found before their alias is written.
  const userIds = new Map<string, string>();

  const cached = (kind: CacheKind) => {
    const minutes = lifetimes?.()?.[kind];
    return typeof minutes === 'number' && minutes > 0;
  };
  /** The answer being written for this request, under its key or the entity its link names. */
  const inMemory = (scope: string, op: OperationId, params: Record<string, string>, key: string, kind: CacheKind) => {
    if (writing.size === 0 || !cached(kind)) return null;
    const own = writing.get(key);
    if (own) return own;
    const entity = entityOfRequest(op, params, hosts());
    return (entity && writing.get(entityAliasKey(scope, op, params, entity))) || null;
  };

  const forgetAnswered = (written: Set<string>) => {
    for (const [key, alias] of misses) if (written.has(key) || (alias !== null && written.has(alias))) misses.delete(key);
  };

  return {
    async find(scope, op, params, options = {}) {
      const key = scopedKey(scope, op, params);
      const kind = getOperation(op).cache;
      const writtenNow = inMemory(scope, op, params, key, kind);
      if (writtenNow) return writtenNow;
      if (misses.has(key)) return null;
      const quiet = keeping === 0;
      const keptBefore = keptCount;
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

    async keep(scope, answer, normalized, after) {
      const { operationId: op, params } = answer;
      const key = scopedKey(scope, op, params);
      const own = entityOfRequest(op, params, hosts());
      const entities = new Set([...(own ? [own] : []), ...entitiesOfAnswer(op, normalized)]);
      const aliases = [...entities].map((entity) => entityAliasKey(scope, op, params, entity));
      // Before any await: from now on these requests find the answer in memory, then (once the
      // write lands) in the cache; the misses they left are forgotten.
      const kept: CachedAnswer = { ...answer, key };
      const users = photoUsersOfAnswer(op, params, normalized)
        .map(([name, id]) => [photoUserKey(scope, name), id] as const)
        .filter(([userKey, id]) => userIds.get(userKey) !== id);
      for (const [userKey, id] of users) userIds.set(userKey, id);
      const names = [key, ...aliases];
      for (const name of names) writing.set(name, kept);
      forgetAnswered(new Set(names));
      keeping++;
      try {
        if (after) await after;
        const stored = await cache.set(kept, getOperation(op).cache, normalized);
        if (!stored) return;
        for (const alias of aliases) await cache.alias(alias, key);
        for (const [userKey, id] of users) await cache.alias(userKey, photoUserTarget(id));
      } finally {
        for (const name of names) if (writing.get(name) === kept) writing.delete(name);
        keeping--;
        keptCount++;
      }
    },

    forgetMisses: () => misses.clear(),
    serves: cached,
    async userId(scope, username) {
      const userKey = photoUserKey(scope, username);
      return userIds.get(userKey) ?? photoUserIdOf(await cache.resolve(userKey));
    },
  };
}
