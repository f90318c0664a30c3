import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, settingsFields } from '../../../lib/lookup/settings';
import {
  getApiKey,
  getSettings,
  maskKey,
  publicSettings,
  removeApiKey,
  restrictLocalStorage,
  saveSettings,
  setApiKey,
} from '../../../lib/storage/settings';
import { browserKeyValueStore } from '../../../lib/storage/kv';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings', () => {
  it('defaults until saved', async () => {
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves a valid patch in storage.sync and returns the public settings', async () => {
    const r = await saveSettings({ baseUrl: 'http://127.0.0.1:8787/', dailyBudget: 10, theme: 'dark' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.settings).toMatchObject({ baseUrl: 'http://127.0.0.1:8787', dailyBudget: 10, theme: 'dark', keySet: false });
    expect((await fakeBrowser.storage.sync.get('settings')).settings).toMatchObject({ baseUrl: 'http://127.0.0.1:8787' });
    expect(await getSettings()).toMatchObject({ dailyBudget: 10, autoLookup: false });
  });

  it('every field of a patch is saved, each of the settings included', async () => {
    const patch = {
      baseUrl: 'https://api.example',
      siteHosts: { site: ['social.example', 'social.test'], short: ['socialwatch.example'], bySite: { photo: ['photo.test'] } },
      dailyBudget: 7,
      cacheLifetimes: { details: 5, list: 6, search: 7, reference: 8 },
      theme: 'dark',
      language: 'es',
      autoLookup: true,
      ratePerSecond: 3,
      downloadTemplate: '{id}_{n}',
      libraryMaxMegabytes: 50,
      mcpUrl: 'https://mcp.example/mcp',
    };
    // A field added to the settings must be added here, and so be shown to be saved.
    expect(Object.keys(patch).sort()).toEqual(Object.keys(settingsFields).sort());
    const r = await saveSettings(patch);
    expect(r.ok).toBe(true);
    expect(await getSettings()).toMatchObject(patch);
  });

  it('refuses an insecure base URL and writes nothing', async () => {
    await saveSettings({ dailyBudget: 7 });
    const r = await saveSettings({ baseUrl: 'http://api.example.com', dailyBudget: 99 });
    expect(r).toMatchObject({ ok: false, error: { code: 'insecure_base_url', param: 'baseUrl' } });
    expect(await getSettings()).toMatchObject({ baseUrl: '', dailyBudget: 7 });
  });

  it('refuses invalid values (schema) and hosts without a site domain', async () => {
    expect(await saveSettings({ dailyBudget: -1 })).toMatchObject({ ok: false, error: { code: 'invalid_settings', param: 'dailyBudget' } });
    expect(await saveSettings({ theme: 'neon' })).toMatchObject({ ok: false, error: { param: 'theme' } });
    expect(await saveSettings({ siteHosts: { site: ['not a host!'], short: [] } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_settings', param: 'siteHosts' },
    });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('normalises site hosts', async () => {
    const r = await saveSettings({ siteHosts: { site: ['https://www.Social.Test/', 'social.example'], short: ['*.socialme.example'] } });
    expect(r.ok && r.settings.siteHosts).toEqual({ site: ['social.test', 'social.example'], short: ['socialme.example'], bySite: { photo: ['photo.example'] } });
  });

  it('saves photo hosts beside the social ones, each a domain, the list free to empty', async () => {
    const r = await saveSettings({ siteHosts: { site: ['social.example'], short: [], bySite: { photo: ['https://www.Photo.Test/', 'photo.example'] } } });
    expect(r.ok && r.settings.siteHosts.bySite).toEqual({ photo: ['photo.test', 'photo.example'] });
    expect(await saveSettings({ siteHosts: { site: ['social.example'], short: [], bySite: { photo: ['photo.test', 'not a host!'] } } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_settings', param: 'siteHosts.bySite.photo' },
    });
    expect((await getSettings()).siteHosts.bySite).toEqual({ photo: ['photo.test', 'photo.example'] });
    // A patch without the photo list keeps it.
    const kept = await saveSettings({ siteHosts: { site: ['social.test'], short: [] } });
    expect(kept.ok && kept.settings.siteHosts.bySite).toEqual({ photo: ['photo.test', 'photo.example'] });
    const emptied = await saveSettings({ siteHosts: { site: ['social.test'], short: [], bySite: { photo: [] } } });
    expect(emptied.ok && emptied.settings.siteHosts.bySite).toEqual({ photo: [] });
  });

  it('concurrent saves do not lose each other', async () => {
    await Promise.all([saveSettings({ dailyBudget: 3 }), saveSettings({ theme: 'light' }), saveSettings({ autoLookup: true })]);
    expect(await getSettings()).toMatchObject({ dailyBudget: 3, theme: 'light', autoLookup: true });
  });
});

describe('the API key', () => {
  it('lives in storage.local, trimmed, and is never shown', async () => {
    const key = 'a'.repeat(30) + 'f00d';
    const pub = await setApiKey(`  ${key} `);
    expect(await getApiKey()).toBe(key);
    expect((await fakeBrowser.storage.local.get('apiKey')).apiKey).toBe(key);
    expect(await fakeBrowser.storage.sync.get(null)).not.toHaveProperty('apiKey');
    expect(pub).toMatchObject({ keySet: true, keyMasked: 'aa••••0d' });
    expect(JSON.stringify(pub)).not.toContain(key);
    expect(JSON.stringify(await publicSettings())).not.toContain(key);
  });

  it('masks short and long keys', () => {
    expect(maskKey('demo')).toBe('d••o');
    expect(maskKey('3f2a9c1d'.repeat(8))).toBe('3f••••1d');
    expect(maskKey('abc')).toBe('••••');
  });

  it('refuses an empty key; removal clears it', async () => {
    await expect(setApiKey('   ')).rejects.toThrow();
    await setApiKey('demo');
    const pub = await removeApiKey();
    expect(pub.keySet).toBe(false);
    expect(pub.keyMasked).toBeUndefined();
    expect(await getApiKey()).toBeNull();
  });
});

describe('storage adapters', () => {
  it('the KeyValueStore over storage.local reads, writes and removes many keys', async () => {
    const kv = browserKeyValueStore('local');
    await kv.set({ a: 1, b: { c: [2] } });
    expect(await kv.get(['a', 'b', 'missing'])).toEqual({ a: 1, b: { c: [2] } });
    await kv.remove(['a']);
    expect(await kv.get(['a', 'b'])).toEqual({ b: { c: [2] } });
    expect(await kv.get([])).toEqual({});
  });

  it('restricting storage.local to trusted contexts never throws', async () => {
    expect(typeof (await restrictLocalStorage())).toBe('boolean');
    const local = fakeBrowser.storage.local as unknown as Record<string, unknown>;
    const calls: unknown[] = [];
    local.setAccessLevel = async (o: unknown) => {
      calls.push(o);
    };
    expect(await restrictLocalStorage()).toBe(true);
    expect(calls).toEqual([{ accessLevel: 'TRUSTED_CONTEXTS' }]);
    local.setAccessLevel = async () => {
      throw new Error('not supported');
    };
    expect(await restrictLocalStorage()).toBe(false);
    delete local.setAccessLevel;
  });
});
