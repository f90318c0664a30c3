// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, setLocale } from '../../../../lib/ui/i18n/catalogue';
import { LOCALES } from '../../../../lib/ui/i18n/locales';
import { ERROR_CODES } from '../../../../lib/service/errors';
import { ALL_KINDS } from '../../../../lib/site/kinds';
import { budgetSentence, describeError, verifyFailure, waitText } from '../../../../lib/ui/text/errors';
import { kindLabel } from '../../../../lib/ui/text/kinds';
import { operationTitle } from '../../../../lib/ui/text/operations';
import { noticeText } from '../../../../lib/ui/text/notices';
import { problemText } from '../../../../lib/ui/text/problems';
import { OPERATION_IDS } from '../../../../lib/service/catalog';
import { paramLabel } from '../../../../lib/ui/text/params';
import { costText, formatCredits, withCost } from '../../../../lib/ui/account/cost-text';
import { performPaid, type ConfirmRequest } from '../../../../lib/ui/account/confirm';
import { PHOTO_SORTS } from '../../../../lib/ui/photo/sort';
import { paidText } from '../../../../lib/ui/panel/recent';
import { interruptText, outcomeText } from '../../../../lib/ui/media/downloads';
import { countNoun, formatBytes } from '../../../../lib/ui/text/numbers';

afterEach(() => setLocale('en'));

const locales = Object.keys(LOCALES);

describe('the words tables in the catalogue', () => {
  it.each(locales)('every error code of the service has a heading and a sentence in %s', (locale) => {
    const errors = catalogue(locale).errors as unknown as Record<string, { title?: unknown; say?: unknown }>;
    for (const code of ERROR_CODES) {
      expect(errors[code]?.title, code).toBeTypeOf('string');
      expect(errors[code]?.say, code).toBeTypeOf('string');
    }
  });

  it.each(locales)('every kind of every site has its name in %s', (locale) => {
    const labels = catalogue(locale).labels;
    for (const kind of ALL_KINDS) {
      const name = kind === 'other' ? labels.otherKind : (labels.kinds as Record<string, string>)[kind];
      expect(name, kind).toMatch(/\S/);
    }
  });

  it.each(locales)('every operation of the service has a name of its own in %s, and an unknown one shows its id', (locale) => {
    setLocale(locale);
    const names = OPERATION_IDS.map(operationTitle);
    for (const [i, id] of OPERATION_IDS.entries()) expect(names[i], id).not.toBe(id);
    expect(new Set(names).size).toBe(OPERATION_IDS.length);
    expect(operationTitle('social_get_something_new')).toBe('social_get_something_new');
  });

  it('says every code and kind from the catalogue of the language of the moment, not of the module load', () => {
    for (const locale of locales) {
      setLocale(locale);
      const errors = catalogue(locale).errors as unknown as Record<string, { title: string }>;
      for (const code of ERROR_CODES) expect(describeError({ code }).title, `${locale} ${code}`).toBe(errors[code]!.title);
      for (const kind of ALL_KINDS.filter((k) => k !== 'other')) {
        expect(kindLabel(kind), `${locale} ${kind}`).toBe((catalogue(locale).labels.kinds as Record<string, string>)[kind]);
      }
    }
  });
});

describe('in Spanish', () => {
  it('says failures, with their figures in the locale', () => {
    setLocale('es');
    expect(describeError({ code: 'unauthorized' }).title).toBe('El servicio rechazó tu clave');
    expect(describeError({ code: 'not_enough_credits', estimate: 5, creditsLeft: 1 }).detail).toBe(
      'Esto necesita 5 créditos; a la cuenta le quedan 1 crédito. Recarga con el servicio y después actualiza tus créditos.',
    );
    expect(operationTitle('photo_get_profile_details')).toBe('Detalles de perfil de fotos');
    expect(noticeText({ code: 'not_found', what: 'post' })).toBe('El servicio no encontró la publicación en este enlace.');
    expect(noticeText({ code: 'no_ads', page: 'Quiet Harbor' })).toBe('Quiet Harbor no publica anuncios (la página no tiene id de la biblioteca de anuncios).');
    expect(noticeText({ code: 'not_offered', about: 'tag', tag: 'harbour' })).toMatch(/búsqueda popular de «harbour»/);
    // A handled problem the background logged: its code said in Spanish; the browser's own error as it said it.
    expect(problemText({ where: 'service.credits', code: 'credits_rejected', message: 'The service reported credits…' })).toMatch(/^El servicio indicó unos créditos/);
    expect(problemText({ where: 'boards.read', code: 'record_repaired', message: 'Stored board records…' })).toMatch(/^Se apartaron registros de tableros/);
    expect(problemText({ where: 'library.set', code: 'QuotaExceededError', message: 'The quota has been exceeded.' })).toBe('The quota has been exceeded.');
    expect(budgetSentence({ estimate: 5, budgetLeft: 1 })).toBe('Esto cuesta 5 créditos; queda 1 crédito del presupuesto de hoy.');
    expect(budgetSentence({ estimate: 5, budgetLeft: 2 })).toBe('Esto cuesta 5 créditos; quedan 2 créditos del presupuesto de hoy.');
    expect(verifyFailure({ code: 'rate_limited', retryAfterMs: 90_000 })).toMatch(/^El servicio pide ir más despacio \(429\)\. Vuelve a intentarlo dentro de \d+ (min|s)/);
    expect(waitText(150)).toBe('2 min 30 s');
    expect(describeError({ code: 'job_cap_reached', estimate: 3, spent: 1234, cap: 2000 }).detail).toBe(
      `La siguiente página cuesta 3 créditos y el trabajo ha gastado ${new Intl.NumberFormat('es').format(1234)} de su límite de ${new Intl.NumberFormat('es').format(2000)} créditos. Sube el límite y reanúdalo para seguir, o exporta lo que obtuvo.`,
    );
    expect(describeError({ code: 'invalid_params', param: 'filter_price_lower_bound' }).title).toBe('El precio más bajo: valor no aceptado');
    expect(paramLabel('cacheLifetimes.details')).toBe('la duración de la caché');
    const issues = ['filter_price_lower_bound: must not be greater than filter_price_upper_bound', 'limit: must be at most 9', 'query: query is required'];
    expect(describeError({ code: 'invalid_params', issues }).detail).toBe(
      'El precio más bajo no puede ser mayor que el precio más alto. El número de elementos: como máximo 9. El texto de búsqueda: obligatorio.',
    );
    expect(kindLabel('photo_profile')).toBe('Perfil');
    expect(kindLabel('nothing_known')).toBe('Enlace');
  });

  it('says costs, questions and outcomes', async () => {
    setLocale('es');
    expect(formatCredits(0)).toBe('gratis');
    expect(costText({ credits: 3, exact: false })).toBe('~3 créditos');
    expect(withCost('Consultar', { credits: 1 })).toBe('Consultar · 1 crédito');
    const asked: ConfirmRequest[] = [];
    await performPaid(async (r) => (asked.push(r), false), { what: 'Cargar adjuntos', credits: 5, execute: async () => undefined });
    expect(asked[0]).toMatchObject({ title: '¿Cargar adjuntos?', body: 'Esto cuesta 5 créditos.', confirmLabel: 'Gastar 5 créditos' });
    expect(PHOTO_SORTS.map((s) => s.label)).toContain('Más recientes primero');
    expect(paidText({ paid: 3, lookups: 3 })).toBe('pagado: 3 créditos en 3 consultas');
    expect(interruptText('NETWORK_FAILED')).toBe('error de red');
    expect(outcomeText({ saved: ['a.jpg'], failed: [{ url: 'u', n: 2, type: 'photo', name: 'b.jpg', message: 'error de red' }] })).toBe(
      'Fallaron 1 de 2 archivos: b.jpg (error de red). Guardados: a.jpg.',
    );
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect([countNoun(1, 'follower'), countNoun(12_000, 'follower'), countNoun(undefined, 'reaction')]).toEqual(['seguidor', 'seguidores', 'reacciones']);
    // Back in English, the same tables say it in English again.
    setLocale('en');
    expect(PHOTO_SORTS.map((s) => s.label)).toContain('Newest first');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect([countNoun(1, 'follower'), countNoun(2, 'follower'), countNoun(2, 'reply', 'replies')]).toEqual(['follower', 'followers', 'replies']);
    expect(describeError({ code: 'unauthorized' }).title).toBe('The service rejected your key');
  });
});
