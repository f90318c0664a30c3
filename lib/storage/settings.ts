import { browser } from 'wxt/browser';
import { checkBaseUrl } from '../service/base-url';
import { serializeError } from '../service/errors';
import { copySiteHosts, invalidHosts, normalizeHosts } from '../site/hosts';
import { repairSettings, settingsPatch, type PublicSettings, type Settings } from '../lookup/settings';
import type { ErrorView } from '../lookup/types';
import { createSerialQueue } from '../util/serial-queue';
import { itemKey } from '../util/storage-keys';
import { defineItem } from './define-item';
import { DEFAULT_SETTINGS } from '../lookup/settings';
import { settingsItem } from './items';
import { migrateApiKeyV1ToV2, migrateSettingsV1ToV2 } from './migrations';

/**
 * Settings and the API key. The key stays in storage.local and in the background: extension
 * pages only ever see `publicSettings()` (masked), content scripts nothing.
 */

const serial = createSerialQueue();

/**
 * The settings as the background reads and writes them: versioned, migrated when the background
 * starts. v1: { baseUrl, siteHosts: string[], budget, cacheHours, theme, autoLookup } (migrations.ts).
 */
export const storedSettingsItem = defineItem<Settings>(settingsItem.key, {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: { 2: migrateSettingsV1ToV2 },
});

/** The key: defined here only, so no page ever loads it. v2 trims whitespace (v1 stored it as pasted). */
export const apiKeyItem = defineItem<string | null>(itemKey('local', 'apiKey'), {
  fallback: null,
  version: 2,
  migrations: { 2: migrateApiKeyV1ToV2 },
});

// Every lookup reads the settings and the key: they are kept in memory, and dropped on this
// module's own writes; the settings also whenever storage.sync says they changed (in another
// context). The key is written only here (pages save it through the background), so no listener
// on storage.local is needed for it: one would be sent every write of the ledger, the lookup's
// pending entry included. Storage stays the source of truth; this is only a read cache.
let settingsRead: Promise<Settings> | null = null;
let keyRead: Promise<string | null> | null = null;
let watching = false;
function watchChanges(): void {
  if (watching) return;
  watching = true;
  storedSettingsItem.watch(() => {
    settingsRead = null;
  });
}

/** Forgets the in-memory copies (tests reset storage without change events). */
export function forgetSettingsCache(): void {
  settingsRead = null;
  keyRead = null;
}

export function getSettings(): Promise<Settings> {
  watchChanges();
  const read = (settingsRead ??= storedSettingsItem.getValue().then(repairSettings));
  read.catch(() => {
    if (settingsRead === read) settingsRead = null;
  });
  return read;
}

/** The saved key, trimmed; null when none. Background only. */
export function getApiKey(): Promise<string | null> {
  watchChanges();
  const read = (keyRead ??= apiKeyItem
    .getValue()
    .then((key) => (typeof key === 'string' && key.trim() !== '' ? key.trim() : null)));
  read.catch(() => {
    if (keyRead === read) keyRead = null;
  });
  return read;
}

/**
 * A key as the UI may show it: first two and last two characters of a long key with •••• between
 * ("3f••••1d"); a short one keeps only its first and last character ("d••o"); never the key.
 */
export function maskKey(key: string): string {
  const k = key.trim();
  if (k.length >= 12) return `${k.slice(0, 2)}••••${k.slice(-2)}`;
  if (k.length >= 4) return `${k.slice(0, 1)}••${k.slice(-1)}`;
  return '••••';
}

export function toPublicSettings(settings: Settings, key: string | null): PublicSettings {
  const out: PublicSettings = {
    baseUrl: settings.baseUrl,
    keySet: key !== null,
    siteHosts: copySiteHosts(settings.siteHosts),
    dailyBudget: settings.dailyBudget,
    cacheLifetimes: { ...settings.cacheLifetimes },
    theme: settings.theme,
    language: settings.language,
    autoLookup: settings.autoLookup,
    ratePerSecond: settings.ratePerSecond,
    downloadTemplate: settings.downloadTemplate,
    libraryMaxMegabytes: settings.libraryMaxMegabytes,
    mcpUrl: settings.mcpUrl,
  };
  if (key !== null) out.keyMasked = maskKey(key);
  return out;
}

export async function publicSettings(): Promise<PublicSettings> {
  const [settings, key] = await Promise.all([getSettings(), getApiKey()]);
  return toPublicSettings(settings, key);
}

export type SaveSettingsResult = { ok: true; settings: PublicSettings } | { ok: false; error: ErrorView };

/**
 * Validates a patch (protocol schema, https rule for the service URL, at least one site domain)
 * and saves it; on any failure nothing is written and the old settings stay.
 */
export function validateSettingsPatch(current: Settings, patch: unknown): { ok: true; next: Settings } | { ok: false; error: ErrorView } {
  const parsed = settingsPatch.safeParse(patch ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue?.path.map(String).join('.') || undefined;
    return {
      ok: false,
      error: {
        code: 'invalid_settings',
        issues: [`${param ? `${param}: ` : ''}${issue?.message ?? 'invalid value'}`],
        ...(param ? { param } : {}),
      },
    };
  }
  const p = parsed.data;
  const next: Settings = { ...current, cacheLifetimes: { ...current.cacheLifetimes }, siteHosts: { ...current.siteHosts } };
  if (p.baseUrl !== undefined) {
    if (p.baseUrl === '') next.baseUrl = '';
    else {
      try {
        next.baseUrl = checkBaseUrl(p.baseUrl).origin;
      } catch (e) {
        return { ok: false, error: { ...serializeError(e), param: 'baseUrl' } };
      }
    }
  }
  if (p.siteHosts !== undefined) {
    const hosts = normalizeHosts(p.siteHosts);
    if (!hosts) {
      return {
        ok: false,
        error: { code: 'invalid_settings', problem: 'no_site_host', param: 'siteHosts' },
      };
    }
    // Another site's list may be emptied, but what it holds must be domains, as the options check.
    for (const [key, list] of Object.entries(p.siteHosts.bySite ?? {})) {
      const bad = invalidHosts(list);
      if (bad.length) {
        const param = `siteHosts.bySite.${key}`;
        return { ok: false, error: { code: 'invalid_settings', issues: [`${param}: “${bad[0]}” is not a domain`], param } };
      }
    }
    next.siteHosts = { site: hosts.site, short: hosts.short, bySite: { ...current.siteHosts.bySite, ...hosts.bySite } };
  }
  // Every other field as the schema checked it: a field added to the settings is saved with no
  // line here to forget.
  const { baseUrl: _baseUrl, siteHosts: _siteHosts, cacheLifetimes, ...plain } = p;
  if (cacheLifetimes !== undefined) next.cacheLifetimes = { ...cacheLifetimes };
  for (const [field, value] of Object.entries(plain)) if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  return { ok: true, next };
}

export function saveSettings(patch: unknown): Promise<SaveSettingsResult> {
  return serial(async () => {
    const checked = validateSettingsPatch(await getSettings(), patch);
    if (!checked.ok) return checked;
    await storedSettingsItem.setValue(checked.next);
    settingsRead = null;
    return { ok: true as const, settings: toPublicSettings(checked.next, await getApiKey()) };
  });
}

/** Saves the key (trimmed). Throws when it is empty. */
export function setApiKey(key: string): Promise<PublicSettings> {
  return serial(async () => {
    const k = typeof key === 'string' ? key.trim() : '';
    if (!k) throw new Error('The API key is empty.');
    await apiKeyItem.setValue(k);
    keyRead = null;
    return publicSettings();
  });
}

export function removeApiKey(): Promise<PublicSettings> {
  return serial(async () => {
    await apiKeyItem.removeValue();
    keyRead = null;
    return publicSettings();
  });
}

/**
 * Keeps storage.local (the key, the cache, the ledger) away from content scripts where the
 * browser supports it. Call once at background start; failures are ignored.
 */
export async function restrictLocalStorage(): Promise<boolean> {
  try {
    const local = browser.storage.local as unknown as {
      setAccessLevel?: (o: { accessLevel: 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS' }) => Promise<void>;
    };
    if (typeof local.setAccessLevel !== 'function') return false;
    await local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return true;
  } catch {
    return false;
  }
}
