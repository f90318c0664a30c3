import { DEFAULT_SETTINGS, repairSettings, SETTINGS_LIMITS, type Settings, type Theme } from '../lookup/settings';

/**
 * Storage migrations: pure functions from one stored version's JSON to the next. Each is
 * registered on its item in settings.ts (the stored settings and the key) and tested with stored
 * JSON in, JSON out.
 */

/** The first released shape of the settings (version 1). */
export interface SettingsV1 {
  baseUrl: string;
  /** Site domains only; short-link hosts were fixed. */
  siteHosts: string[];
  /** Credits a day; 0 = no budget. */
  budget: number;
  /** One lifetime for every cached answer, in hours. */
  cacheHours: number;
  theme: Theme;
  autoLookup: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * v1 → v2: `budget` (0 = none) → `dailyBudget` (null = none); `cacheHours` → minutes per kind;
 * hosts split in site and short. The settings schema repairs whatever is left broken.
 */
export function migrateSettingsV1ToV2(old: unknown): Settings {
  const v1 = isRecord(old) ? old : {};
  const hours = v1.cacheHours;
  const m = finite(hours) && hours >= 0 ? Math.min(Math.round(hours * 60), SETTINGS_LIMITS.lifetimeMinutes) : undefined;
  return repairSettings({
    baseUrl: v1.baseUrl,
    siteHosts: { site: v1.siteHosts, short: DEFAULT_SETTINGS.siteHosts.short },
    dailyBudget: finite(v1.budget) ? (v1.budget > 0 ? Math.floor(v1.budget) : null) : undefined,
    cacheLifetimes: m === undefined ? undefined : { details: m, list: m, search: m, reference: m },
    theme: v1.theme,
    autoLookup: v1.autoLookup,
  });
}

/** v1 → v2 of the key: whitespace around a pasted key is trimmed; an empty key is no key. */
export function migrateApiKeyV1ToV2(old: unknown): string | null {
  if (typeof old !== 'string') return null;
  const key = old.trim();
  return key === '' ? null : key;
}
