import { copySiteHosts } from '../site/hosts';
import { DEFAULT_SITE_HOSTS } from '../site/site-hosts';

/**
 * The settings' limits and defaults, without their schema (settings.ts): the extension's pages
 * read stored settings with these, and need no zod for it. settings.ts checks the defaults
 * against the schema, so they cannot drift apart.
 */

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The UI's language: 'auto' follows the browser's; 'en-XA' is the pseudo-locale (test builds offer it). */
export const LANGUAGES = ['auto', 'en', 'es', 'en-XA'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SETTINGS_LIMITS = {
  /** A cache lifetime: at most a year, in minutes. */
  lifetimeMinutes: 525_600,
  dailyBudget: 10_000_000,
  /** Requests a second: the fastest plan allows 20; leave room for custom plans. */
  ratePerSecond: 100,
  hostsPerList: 20,
  hostLength: 253,
  baseUrlLength: 2048,
  mcpUrlLength: 2048,
  downloadTemplateLength: 200,
  /** The library's size cap in MB (1 TB: beyond any browser's quota). */
  libraryMegabytes: 1_000_000,
} as const;

/** Placeholders a download's file name template may use (see lib/ui/media/downloads.ts). */
export const DOWNLOAD_TEMPLATE_FIELDS = ['owner', 'date', 'id', 'n', 'type'] as const;

const defaultHosts = copySiteHosts(DEFAULT_SITE_HOSTS);

/** The defaults; typed as `Settings` by settings.ts (DEFAULT_SETTINGS). */
export const DEFAULT_SETTINGS = {
  baseUrl: '',
  siteHosts: { ...defaultHosts, bySite: defaultHosts.bySite ?? {} },
  dailyBudget: 50 as number | null,
  cacheLifetimes: { details: 24 * 60, list: 60, search: 60, reference: 7 * 24 * 60 },
  theme: 'system' as Theme,
  language: 'auto' as Language,
  autoLookup: false,
  ratePerSecond: 5,
  downloadTemplate: '{owner}-{date}-{id}-{n}',
  libraryMaxMegabytes: null as number | null,
  mcpUrl: '',
};
