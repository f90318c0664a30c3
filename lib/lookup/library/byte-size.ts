const encoder = new TextEncoder();

/** Bytes of a value as JSON in UTF-8: what the library counts for its size cap. */
export function byteSize(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').length;
}
