/**
 * The service's credit figures are checked before they become money: a charge or a balance is a
 * count of credits (a non-negative number, given as a number or as numeric text, below 10¹²), and
 * a charge far above the operation's price is not believed. What fails is recorded at the
 * catalog's price with the service's figure beside it, never as reported.
 */

/** No account holds this many credits: a figure at or above it is not a count of credits. */
export const MAX_CREDITS = 1e12;
/** A charge above this many times the call's price (at least 1) is not taken as what it cost. */
export const MAX_CHARGE_TIMES_PRICE = 10;

/** The figure as a count of credits, or undefined. */
export function creditCount(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,13}(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 && n < MAX_CREDITS ? n : undefined;
}

/** The figures an answer carries: the first that is a count of credits, else the raw text of the first given. */
export function firstCount(values: unknown[]): { count?: number; reported?: string } {
  for (const v of values) {
    const n = creditCount(v);
    if (n !== undefined) return { count: n };
  }
  const given = values.find((v) => v !== undefined && v !== null && v !== '');
  return given === undefined ? {} : { reported: String(typeof given === 'object' ? JSON.stringify(given) : given).slice(0, 64) };
}

/**
 * What a call is recorded at: the service's charge when it is a count of credits within reach of
 * the price; otherwise the price, with what the service said beside it (`reported`).
 */
export function checkedCharge(charged: number | undefined, reported: string | undefined, price: number): { credits: number; reported?: string } {
  if (charged === undefined) return reported === undefined ? { credits: price } : { credits: price, reported };
  if (charged > MAX_CHARGE_TIMES_PRICE * Math.max(price, 1)) return { credits: price, reported: String(charged) };
  return { credits: charged };
}
