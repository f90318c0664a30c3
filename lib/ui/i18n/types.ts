/**
 * The shape of a message catalogue. A message is text with `{name}` placeholders, or a plural:
 * one text per CLDR plural category, chosen by `Intl.PluralRules` of the locale (`other` always,
 * `one`, `many`… as the locale has them). The English catalogue is the source; every other
 * locale is typed as its shape (`satisfies Catalogue`), so a missing key fails to compile.
 */

export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | Plural;

/** The catalogue's shape with every text widened to `string`. */
export type Shape<T> = T extends string ? string : T extends { other: string } ? Plural : { [K in keyof T]: Shape<T[K]> };

/** Dotted keys of a catalogue's messages ("options.language.label"). */
export type KeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | { other: string } ? `${P}${K}` : KeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];

export function isPlural(m: unknown): m is Plural {
  return typeof m === 'object' && m !== null && typeof (m as Plural).other === 'string';
}
