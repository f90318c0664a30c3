import { catalogue, formatLocale, numberFormat, t } from '../i18n/catalogue';

/**
 * A count with its noun: "1 reaction", "3 replies", the figure in the user's locale and the noun
 * as `countNoun` says it (in the user's language for the catalogue's nouns, else English).
 * @deprecated Say a count with a plural message of the catalogue (`t('count.credit', { count })`).
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${countNoun(n, one, many)}`;
}

type Noun = keyof ReturnType<typeof catalogue>['labels']['nouns'];
const isNoun = (word: string): word is Noun => Object.hasOwn(catalogue('en').labels.nouns, word);

/**
 * The noun of a count shown on its own (compact, "12K"): "reaction" for exactly 1, "reactions"
 * otherwise; in the user's language for the nouns of the catalogue (labels.nouns), by the
 * locale's plural rules. Any other noun is English, as given.
 */
export function countNoun(n: number | undefined, one: string, many = `${one}s`): string {
  if (isNoun(one)) return t(`labels.nouns.${one}`, { count: n ?? 0 });
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

const sizeFormats = new Map<string, Intl.NumberFormat>();
/** A size's figure: one decimal under 10 ("1.5", "2.0"), none above. */
function sizeFigure(value: number): string {
  const digits = value < 10 ? 1 : 0;
  const key = `${formatLocale() ?? ''} ${digits}`;
  let f = sizeFormats.get(key);
  if (!f) sizeFormats.set(key, (f = new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })));
  return f.format(value);
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB", 3_200_000 → "3.1 MB" (in the UI's locale: "1,5 KB" in Spanish). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit < 0) return t('labels.size.bytes', { count: Math.round(value) });
  return t(`labels.size.${UNITS[unit]!}`, { size: sizeFigure(value) });
}
