/**
 * A value's stable JSON: object keys sorted (by UTF-16 code unit), members that are undefined left
 * out as JSON.stringify leaves them. The same value gives the same text whatever order its keys
 * were set in. It is the identity of a request wherever one is compared or stored (the library's
 * recent lookups are stored under it) and the pages' query hash: keep its output as it is.
 */
export function stableKey(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ) ?? 'null'
  );
}
