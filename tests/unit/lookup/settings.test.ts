import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, repairSettings, SETTINGS_LIMITS, settingsFields, settingsPatch } from '../../../lib/lookup/settings';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site';

describe('the settings schema', () => {
  it('keeps a valid stored value and repairs a broken one field by field', () => {
    const good = { ...DEFAULT_SETTINGS, dailyBudget: null, theme: 'light' as const };
    expect(repairSettings(good)).toEqual(good);
    expect(repairSettings({ dailyBudget: -3, cacheLifetimes: { details: 'x' }, siteHosts: { site: [] } })).toEqual(DEFAULT_SETTINGS);
    expect(repairSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(repairSettings('junk')).toEqual(DEFAULT_SETTINGS);
  });

  it('repairs only what is broken', () => {
    const repaired = repairSettings({ ...DEFAULT_SETTINGS, cacheLifetimes: { ...DEFAULT_SETTINGS.cacheLifetimes, list: -1 }, ratePerSecond: 2 });
    expect(repaired.cacheLifetimes).toEqual(DEFAULT_SETTINGS.cacheLifetimes);
    expect(repaired.ratePerSecond).toBe(2);
    expect(repairSettings({ ...DEFAULT_SETTINGS, ratePerSecond: SETTINGS_LIMITS.ratePerSecond + 1 }).ratePerSecond).toBe(DEFAULT_SETTINGS.ratePerSecond);
  });

  it('normalises stored site hosts with the site layer\'s domain rule', () => {
    const repaired = repairSettings({ siteHosts: { site: ['WWW.Social.Example', 'https://other.example/x'], short: [] } });
    expect(repaired.siteHosts).toEqual({ site: ['social.example', 'other.example'], short: [], bySite: { photo: ['photo.example'] } });
  });

  it('reads stored hosts of before the photo site with its default hosts, and keeps a photo list stored', () => {
    const old = repairSettings({ siteHosts: { site: ['social.test'], short: ['socialme.example'] } });
    expect(old.siteHosts).toEqual({ site: ['social.test'], short: ['socialme.example'], bySite: { photo: ['photo.example'] } });
    const stored = repairSettings({ siteHosts: { site: ['social.test'], short: [], bySite: { photo: ['WWW.Photo.Test', 'bad host!'] } } });
    expect(stored.siteHosts.bySite).toEqual({ photo: ['photo.test'] });
    // Emptied by the user: the photo site is on no host, not back on its default.
    expect(repairSettings({ siteHosts: { site: ['social.test'], short: [], bySite: { photo: [] } } }).siteHosts.bySite).toEqual({ photo: [] });
  });

  it('defaults to the site layer\'s host list', () => {
    expect(DEFAULT_SETTINGS.siteHosts).toEqual(DEFAULT_SITE_HOSTS);
  });

  it('the patch and the form share the limits', () => {
    expect(settingsPatch.safeParse({ dailyBudget: SETTINGS_LIMITS.dailyBudget }).success).toBe(true);
    expect(settingsPatch.safeParse({ dailyBudget: SETTINGS_LIMITS.dailyBudget + 1 }).success).toBe(false);
    expect(settingsFields.dailyBudget.safeParse(1.5).success).toBe(false);
    expect(settingsPatch.safeParse({ cacheLifetimes: { ...DEFAULT_SETTINGS.cacheLifetimes, details: SETTINGS_LIMITS.lifetimeMinutes + 1 } }).success).toBe(false);
    expect(settingsPatch.safeParse({ ratePerSecond: 0 }).success).toBe(false);
    expect(settingsPatch.safeParse({ theme: 'sepia' }).success).toBe(false);
  });
});
