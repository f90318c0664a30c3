import { fetchUsage } from '../lookup/account';
import { NO_BASE_URL } from '../lookup/client-provider';
import { toErrorView } from '../lookup/run';
import type { SaveSettingsRequest, VerifyResult } from '../messaging/protocol';
import type { ErrorView } from '../lookup/types';
import { createServiceClient } from '../service/client';
import { saveSettings, type SaveSettingsResult } from '../storage/settings';
import { serializeError, ServiceError } from '../service/errors';
import { definedOnly } from '../util/defined';
import type { BackgroundServices } from './services';

/** What the options page asks to check: a key and service URL it has not saved yet, or the saved ones. */
export interface KeyCandidate {
  key?: string | undefined;
  baseUrl?: string | undefined;
  /** The origin the user agreed to send the saved key to, when it is not the one it was saved for. */
  sendSavedKeyTo?: string | undefined;
}

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * The one rule of where the saved key goes: only to the origin of the service URL it was saved
 * with, unless the user said yes to `consent` naming the new one (the page asks, naming both).
 * The refusal when the saved key would go elsewhere; null when it may go (or there is no key).
 */
function savedKeyElsewhere(savedBaseUrl: string, savedKey: string | null, baseUrl: string, consent: string | undefined): ErrorView | null {
  const origin = originOf(baseUrl);
  const savedOrigin = originOf(savedBaseUrl);
  if (!savedKey || !origin || origin === savedOrigin || consent?.trim() === origin) return null;
  return serializeError(new ServiceError('saved_key_elsewhere', { origin, savedOrigin }));
}

/**
 * Saves the settings; a new service URL of another origin, with a key saved, is refused with
 * saved_key_elsewhere (nothing saved) unless the request says the user agreed to the key going
 * there (or typed the key for it).
 */
export async function saveSettingsKeepingKey(bg: BackgroundServices, data: SaveSettingsRequest): Promise<SaveSettingsResult> {
  const { sendSavedKeyTo, ...patch } = data;
  if (patch.baseUrl) {
    const [settings, savedKey] = await Promise.all([bg.settings(), bg.apiKey()]);
    const refused = savedKeyElsewhere(settings.baseUrl, savedKey, patch.baseUrl, sendSavedKeyTo);
    if (refused) return { ok: false, error: refused };
  }
  return saveSettings(patch);
}

/**
 * Checks a key against the service with the free /usage call. The saved key and URL go through
 * the shared client and record in the ledger; a candidate pair is tried on a throw-away client
 * (nothing recorded). The saved key goes only to the origin it was saved for, unless the page
 * says the user agreed to send it to this one (the page asks, naming both). Never throws: a
 * failure is `{ ok: false, error }`.
 */
export async function checkKey(bg: BackgroundServices, data: KeyCandidate): Promise<VerifyResult> {
  const [settings, savedKey] = await Promise.all([bg.settings(), bg.apiKey()]);
  const typed = data.key?.trim();
  const key = typed || savedKey;
  const baseUrl = data.baseUrl?.trim() || settings.baseUrl;
  if (!key) return { ok: false, error: serializeError(new ServiceError('no_key')) };
  if (!baseUrl) return { ok: false, error: NO_BASE_URL };
  const elsewhere = typed ? null : savedKeyElsewhere(settings.baseUrl, savedKey, baseUrl, data.sendSavedKeyTo);
  if (elsewhere) return { ok: false, error: elsewhere };
  const saved = key === savedKey && baseUrl === settings.baseUrl;
  try {
    const client = saved
      ? await bg.getClient()
      : createServiceClient({ baseUrl, apiKey: key, timeoutMs: 30_000, retry: { maxRetries: 0 } });
    if ('unavailable' in client) return { ok: false, error: client.error };
    const usage = await fetchUsage(client, saved ? { ledger: bg.ledger, recorder: bg.ledger } : null);
    if (usage.status !== 'ok') {
      return { ok: false, error: { code: 'malformed', problem: 'usage' } };
    }
    const { plan, remaining, limit } = usage.data;
    return { ok: true, ...definedOnly({ plan, remaining, limit }) };
  } catch (e) {
    return { ok: false, error: toErrorView(e) };
  }
}
