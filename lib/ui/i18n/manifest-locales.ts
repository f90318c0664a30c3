import { LOCALES } from './locales';

/**
 * The manifest's words for `_locales/<lang>/messages.json`, from the catalogue (the browser shows
 * the extension's name and description in its own UI language; the manifest refers to them as
 * `__MSG_<key>__`). Written by a build hook in wxt.config.ts; only the manifest's keys go there.
 */
export function manifestLocaleFiles(): Array<{ relativeDest: string; contents: string }> {
  return Object.entries(LOCALES).map(([lang, catalogue]) => ({
    relativeDest: `_locales/${lang}/messages.json`,
    contents: `${JSON.stringify(
      Object.fromEntries(Object.entries(catalogue.manifest).map(([key, message]) => [key, { message }])),
      null,
      2,
    )}\n`,
  }));
}

/** `__MSG_extName__` for a manifest key. */
export const manifestMessage = (key: keyof (typeof LOCALES)['en']['manifest']): string => `__MSG_${key}__`;
