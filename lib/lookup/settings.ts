import * as z from 'zod/mini';
import { normalizeHosts } from '../site/hosts';
import { DEFAULT_SETTINGS as DEFAULTS, SETTINGS_LIMITS, THEMES } from './settings-defaults';

/**
 * The extension's settings, from one schema: their limits, their defaults, the repair of a
 * stored value, and the patch the options page sends. The options form coerces its text fields
 * through the same field schemas (lib/ui/options-store.ts), so every limit is written once.
 */

export { THEMES, SETTINGS_LIMITS, DOWNLOAD_TEMPLATE_FIELDS, type Theme } from './settings-defaults';

const L = SETTINGS_LIMITS;
const minutes = z.number().check(z.gte(0), z.lte(L.lifetimeMinutes));
const hostList = z.array(z.string().check(z.maxLength(L.hostLength))).check(z.maxLength(L.hostsPerList));

/** Each field's schema; the options form validates its coerced values with these. */
export const settingsFields = {
  baseUrl: z.string().check(z.trim(), z.maxLength(L.baseUrlLength)),
  siteHosts: z.object({ site: hostList, short: hostList }),
  /** Credits a day; null = no budget. */
  dailyBudget: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(L.dailyBudget))),
  /** Lifetime of each kind of answer, in minutes (see CacheKind in the catalog). */
  cacheLifetimes: z.object({ details: minutes, list: minutes, search: minutes, reference: minutes }),
  theme: z.enum(THEMES),
  autoLookup: z.boolean(),
  /** Client-side limit on requests a second, to stay under the plan's rate rather than hit 429. */
  ratePerSecond: z.number().check(z.gt(0), z.lte(L.ratePerSecond)),
  /** File names of saved media: placeholders {owner} {date} {id} {n} {type}; made safe when used. */
  downloadTemplate: z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(L.downloadTemplateLength),
    z.regex(/\{n\}/, 'must contain {n}, so the files of one post get different names'),
  ),
  /**
   * How much the library may keep, in MB, the oldest answers going first past it; null keeps
   * everything until the user deletes it. (Cache lifetimes only decide when a lookup pays again.)
   */
  libraryMaxMegabytes: z.nullable(z.number().check(z.gte(1), z.lte(L.libraryMegabytes))),
};

export type Settings = z.output<z.ZodMiniObject<typeof settingsFields>>;
export type CacheLifetimes = Settings['cacheLifetimes'];

/** The defaults, checked against the schema here (written apart so pages need no zod for them). */
export const DEFAULT_SETTINGS: Settings = DEFAULTS;

/** What the options page may change (any of the fields); validated by the background before anything is saved. */
export const settingsPatch = z.object(
  Object.fromEntries(Object.entries(settingsFields).map(([name, field]) => [name, z.optional(field)])) as {
    [K in keyof typeof settingsFields]: z.ZodMiniOptional<(typeof settingsFields)[K]>;
  },
);
export type SettingsPatch = z.input<typeof settingsPatch>;

/** Settings as the UI may see them: never the key itself. */
export interface PublicSettings extends Settings {
  keySet: boolean;
  /** e.g. "demo" → "d••o", a 64-hex key → "3f••••1d" (first and last two characters). */
  keyMasked?: string;
}

const d = DEFAULT_SETTINGS;
const lifetime = (kind: keyof CacheLifetimes) => z.catch(minutes, d.cacheLifetimes[kind]);

/** The stored value read field by field: a missing or broken field takes its default. */
const storedSettings = z.object({
  baseUrl: z.catch(settingsFields.baseUrl, d.baseUrl),
  siteHosts: z.catch(
    z.pipe(z.unknown(), z.transform((v) => normalizeHosts(v) ?? { site: [...d.siteHosts.site], short: [...d.siteHosts.short] })),
    { site: [...d.siteHosts.site], short: [...d.siteHosts.short] },
  ),
  dailyBudget: z.catch(settingsFields.dailyBudget, d.dailyBudget),
  cacheLifetimes: z.catch(
    z.object({ details: lifetime('details'), list: lifetime('list'), search: lifetime('search'), reference: lifetime('reference') }),
    { ...d.cacheLifetimes },
  ),
  theme: z.catch(settingsFields.theme, d.theme),
  autoLookup: z.catch(settingsFields.autoLookup, d.autoLookup),
  ratePerSecond: z.catch(settingsFields.ratePerSecond, d.ratePerSecond),
  downloadTemplate: z.catch(settingsFields.downloadTemplate, d.downloadTemplate),
  libraryMaxMegabytes: z.catch(settingsFields.libraryMaxMegabytes, d.libraryMaxMegabytes),
});

/** Reads a stored value leniently, so a partial or hand-edited value never breaks the extension. */
export function repairSettings(value: unknown): Settings {
  const parsed = storedSettings.safeParse(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
  return parsed.success ? (parsed.data as Settings) : structuredClone(DEFAULT_SETTINGS);
}
