import { type Rec, bool, countOf, durationSec, first, idText, imageUrl, plainText, safeHttpUrl, stringList, text, toIso } from './values';

/**
 * Field readers shared by the model readers: each takes the objects to look in, in order, and the
 * field names seen in the wild, and returns the first usable value (or undefined).
 */

/** Reads the first usable value of `keys` across `objs`. */
export const get =
  <T>(read: (v: unknown) => T | undefined) =>
  (objs: (Rec | undefined)[], ...keys: string[]) =>
    first(read, objs, keys);

export const txt = get(text);
export const ptxt = get(plainText);
export const id = get(idText);
export const count = get(countOf);
export const url = get(safeHttpUrl);
export const img = get(imageUrl);
export const time = get(toIso);
export const flag = get(bool);
export const dur = get(durationSec);

/** A rate or amount: a finite non-negative number or numeric text ("$12.50" too). */
export function amount(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : undefined;
  if (typeof v === 'string') {
    const m = /^\s*[$€£]?\s*(\d+(?:[.,]\d+)?)\s*$/.exec(v.replace(/,(?=\d{3}\b)/g, ''));
    return m ? Number(m[1]!.replace(',', '.')) : undefined;
  }
  return undefined;
}
export const num = get(amount);

/** Text from a value that may be a list ("Video game, Gaming") or a `{name}` object. */
export function joined(v: unknown): string | undefined {
  const list = stringList(v);
  return list.length ? list.join(', ') : undefined;
}
