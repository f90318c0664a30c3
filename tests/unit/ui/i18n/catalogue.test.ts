import { describe, expect, it } from 'vitest';
import { catalogue, PSEUDO_LOCALE, resolveLocale, t } from '../../../../lib/ui/i18n/catalogue';
import { LOCALES } from '../../../../lib/ui/i18n/locales';
import { manifestLocaleFiles } from '../../../../lib/ui/i18n/manifest-locales';
import { isPlural, type Message } from '../../../../lib/ui/i18n/types';

/** Every message of a catalogue by its dotted key. */
function messages(node: unknown, prefix = ''): Map<string, Message> {
  const out = new Map<string, Message>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = `${prefix}${k}`;
    if (typeof v === 'string' || isPlural(v)) out.set(key, v);
    else for (const [kk, vv] of messages(v, `${key}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (m: Message): string[] => {
  const texts = typeof m === 'string' ? [m] : Object.values(m);
  return [...new Set(texts.flatMap((text) => [...(text as string).matchAll(/\{([a-zA-Z]+)\}/g)].map((x) => x[1]!)))].sort();
};

const english = messages(LOCALES.en);
const others = [...Object.keys(LOCALES).filter((l) => l !== 'en'), PSEUDO_LOCALE];

describe('the message catalogue', () => {
  it('has messages', () => {
    expect(english.size).toBeGreaterThan(10);
  });

  describe.each(others)('%s', (locale) => {
    const theirs = messages(catalogue(locale));

    it('has every key of English and no other', () => {
      expect([...theirs.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has the same placeholders in every message', () => {
      for (const [key, m] of english) expect(placeholders(theirs.get(key)!), key).toEqual(placeholders(m));
    });

    it("has a plural where English has one, with every form of the locale's plural rules", () => {
      const categories = new Intl.PluralRules(locale === PSEUDO_LOCALE ? 'en' : locale).resolvedOptions().pluralCategories;
      for (const [key, m] of english) {
        const mine = theirs.get(key)!;
        expect(isPlural(mine), key).toBe(isPlural(m));
        if (isPlural(mine)) for (const c of categories) expect(mine[c], `${key}.${c}`).toBeTypeOf('string');
      }
    });
  });

  it('English plurals have every English form', () => {
    for (const [key, m] of english) if (isPlural(m)) expect(Object.keys(m).sort(), key).toEqual(['one', 'other']);
  });
});

describe('t', () => {
  it('chooses the plural form through Intl.PluralRules in English', () => {
    expect(t('count.credit', { count: 1 }, 'en')).toBe('1 credit');
    expect(t('count.credit', { count: 0 }, 'en')).toBe('0 credits');
    expect(t('count.credit', { count: 1234 }, 'en')).toBe('1,234 credits');
  });

  it('chooses the plural form through Intl.PluralRules in Spanish, numbers in its format', () => {
    expect(t('count.credit', { count: 1 }, 'es')).toBe('1 crédito');
    expect(t('count.credit', { count: 5 }, 'es')).toBe('5 créditos');
    // Spanish says "de" after a round million ("1 millón de créditos"): the rules' `many`.
    expect(t('count.credit', { count: 1_000_000 }, 'es')).toBe(`${new Intl.NumberFormat('es').format(1_000_000)} de créditos`);
    expect(t('count.credit', { count: 12345 }, 'es')).toBe(`${new Intl.NumberFormat('es').format(12345)} créditos`);
  });

  it('fills placeholders', () => {
    expect(t('options.language.auto', { language: 'English' }, 'en')).toBe('As the browser (English)');
    expect(t('options.language.auto', { language: 'Español' }, 'es')).toBe('El del navegador (Español)');
  });

  it('pseudo-localizes: accented, about 40% longer, placeholders kept', () => {
    const plain = t('options.language.auto', { language: 'X' }, 'en');
    const pseudo = t('options.language.auto', { language: 'X' }, PSEUDO_LOCALE);
    expect(pseudo).toContain('(X)');
    expect(pseudo).not.toMatch(/[a-z]{2}/);
    expect(pseudo.length).toBeGreaterThanOrEqual(plain.length * 1.4);
  });
});

describe('resolveLocale', () => {
  it("follows the browser's first language the catalogue has when 'auto'", () => {
    expect(resolveLocale('auto', ['es-MX', 'en-US'])).toBe('es');
    expect(resolveLocale('auto', ['de-DE', 'es-ES'])).toBe('es');
    expect(resolveLocale('auto', ['de-DE'])).toBe('en');
  });
  it('takes a chosen language over the browser', () => {
    expect(resolveLocale('en', ['es-ES'])).toBe('en');
    expect(resolveLocale(PSEUDO_LOCALE, ['es-ES'])).toBe(PSEUDO_LOCALE);
  });
});

describe("the manifest's _locales", () => {
  it('holds the manifest words of every locale, from the catalogue', () => {
    const files = Object.fromEntries(manifestLocaleFiles().map((f) => [f.relativeDest, JSON.parse(f.contents)]));
    expect(Object.keys(files).sort()).toEqual(['_locales/en/messages.json', '_locales/es/messages.json']);
    expect(files['_locales/en/messages.json'].extName.message).toBe('Social Lookup');
    expect(files['_locales/es/messages.json'].extDescription.message).toBe(LOCALES.es.manifest.extDescription);
  });
});
