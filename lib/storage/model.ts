import type { CacheLifetimes, Theme } from '../messaging/protocol';

/**
 * The shapes of the stored settings and records, free of browser APIs so lib/lookup and Node
 * tests can use them. items.ts defines the storage items over these shapes.
 */

/** Settings, version 2 (the current shape). */
export interface Settings {
  baseUrl: string;
  siteHosts: { site: string[]; short: string[] };
  /** Credits a day; null = no budget. */
  dailyBudget: number | null;
  cacheLifetimes: CacheLifetimes;
  theme: Theme;
  autoLookup: boolean;
  /** Client-side limit on requests a second, to stay under the plan's rate rather than hit 429. */
  ratePerSecond: number;
}

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: '',
  siteHosts: { site: ['social.example'], short: ['socialwatch.example', 'socialme.example'] },
  dailyBudget: 50,
  cacheLifetimes: { details: 24 * 60, list: 60, search: 60, reference: 7 * 24 * 60 },
  theme: 'system',
  autoLookup: false,
  ratePerSecond: 5,
};

export interface CreditsRecord {
  remaining?: number;
  reportedAt?: number;
  plan?: string;
  limit?: number;
}

export interface PanelFocus {
  tabId?: number;
  url: string;
  at: number;
}
