import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings';
import { migrateApiKeyV1ToV2, migrateSettingsV1ToV2 } from '../../../lib/storage/migrations';
import { apiKeyItem, storedSettingsItem as settingsItem } from '../../../lib/storage/settings';

// Stored JSON in, JSON out.

describe('settings v1 → v2', () => {
  it('maps the first released shape', () => {
    const v1 = {
      baseUrl: ' https://api.example.com ',
      siteHosts: ['social.example', 'Social.Test'],
      budget: 25,
      cacheHours: 2,
      theme: 'dark',
      autoLookup: true,
    };
    expect(JSON.parse(JSON.stringify(migrateSettingsV1ToV2(JSON.parse(JSON.stringify(v1)))))).toEqual({
      baseUrl: 'https://api.example.com',
      siteHosts: { site: ['social.example', 'social.test'], short: ['socialwatch.example', 'socialme.example'], bySite: { photo: ['photo.example'] } },
      dailyBudget: 25,
      cacheLifetimes: { details: 120, list: 120, search: 120, reference: 120 },
      theme: 'dark',
      autoLookup: true,
      // v1 had no rate: the default, 5 requests a second; nor a template for saved media.
      ratePerSecond: 5,
      downloadTemplate: '{owner}-{date}-{id}-{n}',
      // Nor a library: keep everything.
      libraryMaxMegabytes: null,
      // Nor a tool-protocol server of its own: the service URL's.
      mcpUrl: '',
      // Nor a language: the browser's.
      language: 'auto',
    });
  });

  it('budget 0 meant "no budget"; cacheHours 0 meant "do not cache"', () => {
    const out = migrateSettingsV1ToV2({ baseUrl: '', siteHosts: [], budget: 0, cacheHours: 0, theme: 'light', autoLookup: false });
    expect(out.dailyBudget).toBeNull();
    expect(out.cacheLifetimes).toEqual({ details: 0, list: 0, search: 0, reference: 0 });
    expect(out.siteHosts.site).toEqual(['social.example']);
  });

  it('missing or broken fields take the defaults', () => {
    expect(migrateSettingsV1ToV2({})).toEqual(DEFAULT_SETTINGS);
    expect(migrateSettingsV1ToV2(null)).toEqual(DEFAULT_SETTINGS);
    expect(migrateSettingsV1ToV2({ budget: 'lots', cacheHours: -1, theme: 'neon', siteHosts: 'social.example' })).toEqual(DEFAULT_SETTINGS);
    expect(migrateSettingsV1ToV2({ cacheHours: 0.5 }).cacheLifetimes.details).toBe(30);
  });
});

describe('api key v1 → v2', () => {
  it('trims whitespace around the key', () => {
    expect(migrateApiKeyV1ToV2('  3f2a9c1d\n')).toBe('3f2a9c1d');
    expect(migrateApiKeyV1ToV2('demo')).toBe('demo');
  });
  it('an empty or broken key is no key', () => {
    expect(migrateApiKeyV1ToV2('   ')).toBeNull();
    expect(migrateApiKeyV1ToV2(null)).toBeNull();
    expect(migrateApiKeyV1ToV2(42)).toBeNull();
  });
});

describe('migrations run on the stored items', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('settings stored by v1 are read as v2, and the version is recorded', async () => {
    await fakeBrowser.storage.sync.set({
      settings: { baseUrl: 'https://api.example.com', siteHosts: ['social.example'], budget: 0, cacheHours: 1, theme: 'system', autoLookup: false },
      settings$: { v: 1 },
    });
    await settingsItem.migrate();
    const stored = await fakeBrowser.storage.sync.get(['settings', 'settings$']);
    expect(stored.settings$).toEqual({ v: 2 });
    expect(stored.settings).toMatchObject({ dailyBudget: null, cacheLifetimes: { details: 60, list: 60, search: 60, reference: 60 } });
  });

  it('a key stored by v1 (no version meta) is trimmed', async () => {
    await fakeBrowser.storage.local.set({ apiKey: ' demo \n' });
    await apiKeyItem.migrate();
    expect(await fakeBrowser.storage.local.get(['apiKey', 'apiKey$'])).toEqual({ apiKey: 'demo', apiKey$: { v: 2 } });
  });
});
