import { zipSync, type FlateError, type Zippable } from 'fflate';

/**
 * What write-excel-file gets when it imports fflate (the build points its imports here: see
 * xlsx-zip-plugin.ts beside it): fflate itself, except that `zip` compresses on this thread.
 * fflate's own `zip` hands each file over 160 KB to a Worker made from a blob: URL, which the
 * extension pages' policy refuses in Firefox (and fflate then waits for it forever); a large
 * export takes a moment on the main thread instead.
 */

export * from 'fflate';

export function zip(data: Zippable, cb: (err: FlateError | null, data: Uint8Array) => void): () => void {
  let out: Uint8Array;
  try {
    out = zipSync(data);
  } catch (e) {
    cb(e as FlateError, new Uint8Array());
    return () => undefined;
  }
  cb(null, out);
  return () => undefined;
}
