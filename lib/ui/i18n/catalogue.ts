import type { en } from './messages/en';
import { base } from './messages/en/base';
import { common } from './messages/en/common';
import { errors } from './messages/en/errors';
import { labels } from './messages/en/labels';
import { pseudoCatalogue } from './pseudo';
import { fillWith, formOf, intlLocale, PSEUDO_LOCALE, resolveAmong, type Params } from './fill';
import { isPlural, type KeyOf, type Message, type Shape } from './types';

/**
 * The UI's words, in the language the user chose (settings.language; 'auto' follows the
 * browser's). `browser.i18n` would always follow the browser's UI language, so the pages read this
 * catalogue; the manifest's words are written into _locales from it at build time (wxt.config.ts).
 * English is the source and the fallback of every key. Its shared areas (counts, dates, common,
 * errors, labels) are in every page; each other area is added by the modules that say its words
 * (./words/<area>.ts), so a page carries the English of what it shows and a view loaded on demand
 * brings its own. Another locale is a chunk of its own, loaded when it is chosen.
 */

export type Catalogue = Shape<typeof en>;
export type MessageKey = KeyOf<typeof en>;
export type { Params };

/** Areas of the catalogue, or parts of them. */
type Parts = { [A in keyof Catalogue]?: Partial<Catalogue[A]> };

/** English as far as the page's modules have added it (the shared areas at least). */
const english: Parts = { ...base, common, errors, labels };
// Read as the whole catalogue: a key of an area not added yet is missing, as any unknown key is.
const englishCatalogue = english as unknown as Catalogue;
let pseudo: Catalogue | undefined;

/** Adds English areas, or parts of one: called by ./words/<area>.ts as the modules that say them load. */
export function addEnglish(words: Parts): void {
  const into = english as Record<string, unknown>;
  // One level deep: an area's parts may arrive apart (the side panel's Home, then its other views).
  for (const [area, part] of Object.entries(words)) into[area] = typeof part === 'object' ? { ...(into[area] as object | undefined), ...part } : part;
  // The pseudo-locale is made from English: made again with the new words.
  pseudo = undefined;
}

/** The locales besides English, each loaded on first use (every locale at once: ./locales.ts). */
const LOADERS: Record<string, () => Promise<Catalogue>> = {
  es: () => import('./messages/es').then((m) => m.es),
};
/** Every locale there is, loaded or not. */
export const LOCALE_NAMES: readonly string[] = ['en', ...Object.keys(LOADERS)];
export { PSEUDO_LOCALE };

const loaded: Record<string, Catalogue> = { en: englishCatalogue };
const catalogueOf = (locale: string): Catalogue =>
  locale === PSEUDO_LOCALE ? (pseudo ??= pseudoCatalogue<Catalogue>(englishCatalogue)) : (loaded[locale] ?? englishCatalogue);

/** Loads a locale's words (nothing for English, the pseudo-locale or one that does not exist). */
export async function loadLocale(locale: string): Promise<void> {
  const load = Object.hasOwn(LOADERS, locale) ? LOADERS[locale] : undefined;
  if (load && !loaded[locale]) loaded[locale] = await load();
}

/** The locale a language setting means: 'auto' is the browser's first language we have, else English. */
export function resolveLocale(language: string, browserLanguages: readonly string[] = globalThis.navigator?.languages ?? []): string {
  return resolveAmong(language, LOCALE_NAMES, browserLanguages);
}

// English until a page applies the setting (lib/ui/app/mount.tsx), which loads its words first.
let current = 'en';
// Dates and numbers: the browser's own locale ("es-MX", "de-DE") when the language follows it,
// else the chosen language's.
let formatting: string | undefined;
const listeners = new Set<() => void>();

/** The locale the UI speaks now ("en", "es", "en-XA"). */
export const currentLocale = (): string => current;

/** The locale dates and numbers are written in (undefined: the browser's). */
export const formatLocale = (): string | undefined => formatting;

let wanted = '';
/**
 * Follows a language setting ('auto', 'en', 'es', 'en-XA'): the words and the formats, at once when
 * the locale's words are loaded, else once they are (a later call wins over one still loading).
 */
export function setLanguage(language: string): Promise<void> {
  const locale = resolveLocale(language);
  wanted = language;
  const apply = () => {
    if (wanted !== language) return;
    formatting = language === 'auto' ? undefined : locale === PSEUDO_LOCALE ? 'en' : locale;
    setLocale(locale === PSEUDO_LOCALE || loaded[locale] ? locale : 'en', true);
  };
  if (locale === PSEUDO_LOCALE || loaded[locale]) {
    apply();
    return Promise.resolve();
  }
  return loadLocale(locale).catch(() => undefined).then(apply);
}

/** Changes the UI's locale; pages re-render through `useLocale` (lib/ui/i18n/react.tsx). */
export function setLocale(locale: string, keepFormats = false): void {
  if (!keepFormats) formatting = locale === PSEUDO_LOCALE ? 'en' : locale;
  if (locale === current) return;
  current = locale;
  document?.documentElement?.setAttribute('lang', locale);
  for (const l of listeners) l();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(catalogue: Catalogue, key: string): Message | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' || isPlural(node) ? node : undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** Numbers as the UI writes them: in a locale, or by default in the formats' locale. */
export function numberFormat(locale?: string): Intl.NumberFormat {
  const tag = locale === undefined ? formatting : intlLocale(locale);
  const key = tag ?? '';
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(tag)));
  return f;
}

/** The plural category of a count in a locale ("one", "many", "other"…). */
export function pluralCategory(count: number, locale = current): Intl.LDMLPluralRule {
  let r = pluralRules.get(locale);
  if (!r) pluralRules.set(locale, (r = new Intl.PluralRules(intlLocale(locale))));
  return r.select(count);
}

/** Fills `{name}` placeholders; numbers in the locale's format. */
export function fill(text: string, params: Params | undefined, locale?: string): string {
  return fillWith(text, params, (n) => numberFormat(locale).format(n));
}

/**
 * A message in the current locale, its placeholders filled. A plural message picks its form by
 * `params.count` through Intl.PluralRules; a form the locale's catalogue lacks falls back to `other`.
 */
export function t(key: MessageKey, params?: Params, locale = current): string {
  const m = lookup(catalogueOf(locale), key) ?? lookup(englishCatalogue, key);
  if (m === undefined) return key;
  return fill(formOf(m, params, (count) => pluralCategory(count, locale)), params, locale === current ? undefined : locale);
}

/** The catalogue of a locale, for the manifest's _locales and the tests. */
export const catalogue = catalogueOf;
