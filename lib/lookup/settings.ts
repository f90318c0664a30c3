import * as z from 'zod/mini';
import { integer } from '../util/integer';
import { copySiteHosts, normalizeHosts } from '../site/hosts';
import { DEFAULT_SETTINGS as DEFAULTS, LANGUAGES, SETTINGS_LIMITS, THEMES } from './settings-defaults';

/**
 * The extension's settings, from one schema: their limits, their defaults, the repair of a
 * stored value, and the patch the options page sends. The options form coerces its text fields
 * through the same field schemas (lib/ui/options/options-store.ts), so every limit is written once.
 */

export { THEMES, LANGUAGES, SETTINGS_LIMITS, DOWNLOAD_TEMPLATE_FIELDS, type Theme, type Language } from './settings-defaults';

const L = SETTINGS_LIMITS;
/** 10000000 → "10,000,000" in the limits' messages (the pages say them in their sentences). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const WHOLE_CREDITS = 'must be a whole number of credits';
const minutes = z.number().check(z.gte(0), z.lte(L.lifetimeMinutes));
const hostList = z.array(z.string().check(z.maxLength(L.hostLength))).check(z.maxLength(L.hostsPerList));

/** Each field's schema; the options form validates its coerced values with these. */
export const settingsFields = {
  baseUrl: z.string().check(z.trim(), z.maxLength(L.baseUrlLength)),
  /** The first site's hosts, and the other sites' web hosts by their key (see `hostsInSettings`). */
  siteHosts: z.object({ site: hostList, short: hostList, bySite: z.optional(z.record(z.string(), hostList)) }),
  /** Credits a day; null = no budget. */
  dailyBudget: z.nullable(
    z.number({ error: WHOLE_CREDITS }).check(
      z.gte(0, 'must not be below 0'),
      z.lte(L.dailyBudget, `can be at most ${grouped(L.dailyBudget)} credits`),
      ...integer(WHOLE_CREDITS),
    ),
  ),
  /** Lifetime of each kind of answer, in minutes (see CacheKind in the catalog). */
  cacheLifetimes: z.object({ details: minutes, list: minutes, search: minutes, reference: minutes }),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
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
  /**
   * The service's tool-protocol (MCP) server, for AI clients: shown in the options with their
   * configuration, never called by the extension. Empty: the service URL followed by /mcp.
   */
  mcpUrl: z.string().check(z.trim(), z.maxLength(L.mcpUrlLength), z.regex(/^(https?:\/\/[^\s]+)?$/, 'must be an http:// or https:// address')),
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

/** A stored field read with its schema; a copy of its default when it is missing or broken. */
function orDefault<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
  const read = z.safeParse(schema, value);
  return read.success ? read.data : structuredClone(fallback);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored hosts, usable ones kept; a site's list that settings stored before it came lack is its default. */
function repairHosts(value: unknown): Settings['siteHosts'] {
  const hosts = normalizeHosts(value);
  if (!hosts) return copySiteHosts(d.siteHosts);
  return { site: hosts.site, short: hosts.short, bySite: { ...copySiteHosts(d.siteHosts).bySite, ...hosts.bySite } };
}

/**
 * Reads a stored value leniently, field by field, so a partial or hand-edited value never breaks
 * the extension: a missing or broken field takes its default, the site hosts keep what of them is
 * usable, and each cache lifetime stands on its own.
 */
export function repairSettings(value: unknown): Settings {
  const stored = isRecord(value) ? value : {};
  const lifetimes = stored.cacheLifetimes;
  const out = {} as Record<keyof Settings, unknown>;
  for (const name of Object.keys(settingsFields) as (keyof Settings)[]) {
    if (name === 'siteHosts') out.siteHosts = repairHosts(stored.siteHosts);
    else if (name === 'cacheLifetimes') {
      out.cacheLifetimes = isRecord(lifetimes)
        ? Object.fromEntries(Object.entries(d.cacheLifetimes).map(([kind, m]) => [kind, orDefault(minutes, lifetimes[kind], m)]))
        : { ...d.cacheLifetimes };
    } else out[name] = orDefault(settingsFields[name] as z.ZodMiniType, stored[name], d[name]);
  }
  return out as Settings;
}
