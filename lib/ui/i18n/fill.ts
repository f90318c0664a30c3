import { isPlural, type Message } from './types';

/**
 * Saying one message: its plural form chosen, its `{name}` placeholders filled. Kept apart from
 * the catalogue so the worker, which needs a few messages only (messages/<locale>/worker.ts), does
 * not load every page's words.
 */

export type Params = Record<string, string | number>;

/** The pseudo-locale's tag: offered in test builds only, for screenshots. */
export const PSEUDO_LOCALE = 'en-XA';

/** The tag Intl knows a locale by (the pseudo-locale writes as English does). */
export const intlLocale = (locale: string): string => (locale === PSEUDO_LOCALE ? 'en' : locale);

/** The locale a language setting means among `available`: 'auto' is the browser's first one there, else English. */
export function resolveAmong(language: string, available: readonly string[], browserLanguages: readonly string[]): string {
  if (language === PSEUDO_LOCALE || available.includes(language)) return language;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0]!;
    if (available.includes(base)) return base;
  }
  return 'en';
}

/** Fills `{name}` placeholders; numbers written by `number`. */
export function fillWith(text: string, params: Params | undefined, number: (n: number) => string): string {
  if (!params) return text;
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : typeof v === 'number' ? number(v) : v;
  });
}

/** A message's text for `params.count`: a plural's form by its category (`other` where the locale's catalogue lacks it). */
export function formOf(m: Message, params: Params | undefined, category: (count: number) => Intl.LDMLPluralRule): string {
  return isPlural(m) ? (m[category(Number(params?.count ?? 0))] ?? m.other) : m;
}
