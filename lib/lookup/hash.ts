/** Short stable keys and sizes of what the cache and the library keep. */

/** 64-bit FNV-1a style hash of a string as 16 hex characters (two 32-bit lanes). */
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

const encoder = new TextEncoder();
export function byteSize(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').length;
}
