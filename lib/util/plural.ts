// Made on first use: an Intl formatter costs the worker's start several milliseconds.
let numberFormat: Intl.NumberFormat | undefined;

/**
 * A count with its noun, in the user's locale: "1 credit", "3 credits", "1,234 reactions",
 * "0 comments". The singular is for exactly 1 only.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  numberFormat ??= new Intl.NumberFormat(undefined);
  return `${numberFormat.format(n)} ${n === 1 ? one : many}`;
}
