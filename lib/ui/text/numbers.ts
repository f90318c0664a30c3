import { plural } from '../../util/plural';
import { formatLocale, numberFormat } from '../i18n/catalogue';

export { plural };

/**
 * The noun of a count shown on its own (compact, "12K"): "reaction" for exactly 1, as `plural`
 * says it, "reactions" otherwise.
 */
export function countNoun(n: number | undefined, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

// Numbers in the UI's locale (lib/ui/i18n: the language the user chose).

const compactFormats = new Map<string, Intl.NumberFormat>();
function compactFormat(): Intl.NumberFormat {
  const locale = formatLocale();
  let f = compactFormats.get(locale ?? '');
  if (!f) compactFormats.set(locale ?? '', (f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })));
  return f;
}

/** 12345 → "12,345" (in the UI's locale: "12.345" in Spanish). */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** Counts from 10,000 up are shown compact ("12K") with the exact value as the title. */
export const COMPACT_FROM = 10_000;

export function formatCount(value: number): { text: string; title?: string } {
  if (Math.abs(value) < COMPACT_FROM) return { text: formatNumber(value) };
  return { text: compactFormat().format(value), title: formatNumber(value) };
}

/** 1536 → "1.5 KB", 3_200_000 → "3.1 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
