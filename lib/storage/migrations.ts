import type { CacheLifetimes, Theme } from '../messaging/protocol';
import { DEFAULT_SETTINGS, type Settings } from './model';

/**
 * Storage migrations: pure functions from one stored version's JSON to the next. Each is
 * registered on its item in items.ts and tested with stored JSON in, JSON out.
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

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
const MAX_MINUTES = 525_600;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function stringList(v: unknown, max = 20): string[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out = v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim().toLowerCase());
  return [...new Set(out)].slice(0, max);
}

function minutes(v: unknown, fallback: number): number {
  return finite(v) && v >= 0 ? Math.min(MAX_MINUTES, Math.round(v)) : fallback;
}

/** v1 → v2: `budget` (0 = none) → `dailyBudget` (null = none); `cacheHours` → minutes per kind; hosts split in site and short. */
export function migrateSettingsV1ToV2(old: unknown): Settings {
  const v1 = isRecord(old) ? old : {};
  const site = stringList(v1.siteHosts);
  let dailyBudget: number | null = DEFAULT_SETTINGS.dailyBudget;
  if (finite(v1.budget)) dailyBudget = v1.budget > 0 ? Math.floor(v1.budget) : null;
  let cacheLifetimes: CacheLifetimes = { ...DEFAULT_SETTINGS.cacheLifetimes };
  if (finite(v1.cacheHours) && v1.cacheHours >= 0) {
    const m = minutes(v1.cacheHours * 60, 0);
    cacheLifetimes = { details: m, list: m, search: m, reference: m };
  }
  return {
    baseUrl: typeof v1.baseUrl === 'string' ? v1.baseUrl.trim() : DEFAULT_SETTINGS.baseUrl,
    siteHosts: {
      site: site && site.length > 0 ? site : [...DEFAULT_SETTINGS.siteHosts.site],
      short: [...DEFAULT_SETTINGS.siteHosts.short],
    },
    dailyBudget,
    cacheLifetimes,
    theme: THEMES.includes(v1.theme as Theme) ? (v1.theme as Theme) : DEFAULT_SETTINGS.theme,
    autoLookup: v1.autoLookup === true,
    ratePerSecond: DEFAULT_SETTINGS.ratePerSecond,
  };
}

/** v1 → v2 of the key: whitespace around a pasted key is trimmed; an empty key is no key. */
export function migrateApiKeyV1ToV2(old: unknown): string | null {
  if (typeof old !== 'string') return null;
  const key = old.trim();
  return key === '' ? null : key;
}

/**
 * Reads stored v2 settings leniently: missing or broken fields take their defaults, so a partial
 * or hand-edited value never breaks the extension.
 */
export function normalizeSettings(value: unknown): Settings {
  const v = isRecord(value) ? value : {};
  const hosts = isRecord(v.siteHosts) ? v.siteHosts : {};
  const site = stringList(hosts.site);
  const short = stringList(hosts.short);
  const life = isRecord(v.cacheLifetimes) ? v.cacheLifetimes : {};
  const d = DEFAULT_SETTINGS;
  return {
    baseUrl: typeof v.baseUrl === 'string' ? v.baseUrl.trim() : d.baseUrl,
    siteHosts: {
      site: site && site.length > 0 ? site : [...d.siteHosts.site],
      short: short ?? [...d.siteHosts.short],
    },
    dailyBudget:
      v.dailyBudget === null ? null : finite(v.dailyBudget) && v.dailyBudget >= 0 ? Math.floor(v.dailyBudget) : d.dailyBudget,
    cacheLifetimes: {
      details: minutes(life.details, d.cacheLifetimes.details),
      list: minutes(life.list, d.cacheLifetimes.list),
      search: minutes(life.search, d.cacheLifetimes.search),
      reference: minutes(life.reference, d.cacheLifetimes.reference),
    },
    theme: THEMES.includes(v.theme as Theme) ? (v.theme as Theme) : d.theme,
    autoLookup: v.autoLookup === true,
    ratePerSecond: finite(v.ratePerSecond) && v.ratePerSecond > 0 ? Math.min(v.ratePerSecond, 100) : d.ratePerSecond,
  };
}
