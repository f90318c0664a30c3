import * as z from 'zod/mini';
import { SETTINGS_LIMITS, settingsFields, type CacheLifetimes, type SettingsPatch } from '../../lookup/settings';
import { issueSentence } from '../text/params';
import { t } from '../i18n/catalogue';
import '../i18n/words/options';
import { LIFETIME_KINDS, type OptionsDraft } from './options-store';

// The form's checks, through the settings' schema (zod): the options page loads them beside the
// settings the form starts from (options-actions.ts), not before its first paint.

/** A typed number, or NaN when the text is not one (empty included). */
function typedNumber(text: string): number {
  const t = text.trim();
  return t === '' ? NaN : Number(t);
}

/** Whether a value passes a field's schema (the one the background validates the patch with). */
const valid = <T,>(schema: z.ZodMiniType<T>, value: unknown): value is T => z.safeParse(schema, value).success;

const L = SETTINGS_LIMITS;

/** Reads the form's numbers through the settings schema; returns the patch or what is wrong. */
export function draftToPatch(draft: OptionsDraft): { patch: SettingsPatch } | { error: string } {
  const budgetText = draft.dailyBudget.trim();
  const dailyBudget = budgetText === '' ? null : typedNumber(budgetText);
  const budget = z.safeParse(settingsFields.dailyBudget, dailyBudget);
  if (!budget.success) return { error: t('options.form.budget', { problem: issueSentence(`dailyBudget: ${budget.error.issues[0]?.message ?? 'is not valid'}`) }) };
  const cacheLifetimes = {} as CacheLifetimes;
  for (const kind of LIFETIME_KINDS) {
    const { value, unit } = draft.lifetimes[kind];
    const n = typedNumber(value);
    cacheLifetimes[kind] = Math.round(unit === 'hours' ? n * 60 : n);
  }
  if (!valid(settingsFields.cacheLifetimes, cacheLifetimes)) {
    const kind = LIFETIME_KINDS.find((k) => !valid(settingsFields.cacheLifetimes.shape[k], cacheLifetimes[k]))!;
    return { error: t(`options.form.lifetime.${kind}`, { hours: L.lifetimeMinutes / 60 }) };
  }
  const ratePerSecond = typedNumber(draft.ratePerSecond);
  if (!valid(settingsFields.ratePerSecond, ratePerSecond)) {
    return { error: t('options.form.rate', { max: L.ratePerSecond }) };
  }
  const template = settingsFields.downloadTemplate.safeParse(draft.downloadTemplate);
  if (!template.success) {
    const problem = template.error.issues[0]?.message;
    return { error: problem ? t('options.form.template', { problem }) : t('options.form.templateInvalid') };
  }
  return {
    patch: {
      baseUrl: draft.baseUrl.trim(),
      downloadTemplate: template.data,
      dailyBudget,
      cacheLifetimes,
      autoLookup: draft.autoLookup,
      ratePerSecond,
      theme: draft.theme,
    },
  };
}
