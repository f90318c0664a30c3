// Imports nothing, so the pages can key answers as the background does without loading the
// catalog's parameter schemas.

import type { OperationId } from './catalog';

/**
 * The key of an operation and its validated parameters, in query form: the cache key and the
 * single-flight key. Parameter order never matters; defaults are already applied by
 * validateParams. Kept answers are stored under it: keep its output as it is.
 */
export function operationKey(id: OperationId, params: Record<string, string>): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]!)}`)
    .join('&');
  return `${id}?${query}`;
}
