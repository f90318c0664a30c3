import type { CacheKind, OperationId } from '../service/catalog';
import type { Normalized } from '../service/model';

/**
 * What the lookup core's response cache is, apart from where it keeps its answers: the library
 * (library/library.ts, over IndexedDB) implements it, and the lookup core only knows this contract.
 */

export interface CachedAnswer {
  /** The operationKey (operation + validated parameters). */
  key: string;
  operationId: OperationId;
  params: Record<string, string>;
  /** The body exactly as the service sent it; normalised again when read. */
  raw: unknown;
  /** When it was fetched from the service (ms since epoch). */
  fetchedAt: number;
  creditsCharged?: number;
  requestId?: string;
}

export type Lifetimes = Partial<Record<CacheKind, number>>;

export interface CacheStats {
  entries: number;
  bytes: number;
}

export interface ResponseCache {
  /** A fresh answer (younger than its kind's lifetime) or null. */
  get(key: string, kind: CacheKind): Promise<CachedAnswer | null>;
  /** Like get, for estimates: a read that must change nothing. */
  peek(key: string, kind: CacheKind): Promise<CachedAnswer | null>;
  /**
   * Keeps an answer; false when the browser refused the write (storage full).
   * `normalized`: the answer as the caller already read it, so it is not read twice.
   */
  set(answer: CachedAnswer, kind: CacheKind, normalized?: Normalized): Promise<boolean>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  stats(): Promise<CacheStats>;
  /** Another key the answer stored under `targetKey` is known by (an entity's id, a share link). */
  alias(aliasKey: string, targetKey: string): Promise<void>;
  /** The key an alias points to, or null. */
  resolve(aliasKey: string): Promise<string | null>;
}
