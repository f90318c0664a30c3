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

/**
 * A short stable key of a text: 64-bit FNV-1a style, as 16 hex characters (two 32-bit lanes). The
 * old cache's entries and the ids of items the service gave none are stored under it: keep its
 * output as it is.
 */
export function hashKey(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 13);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
