import { checkBaseUrl } from '../service/base-url';
import { createServiceClient, type RetryConfig, type ServiceClient } from '../service/client';
import { serializeError, ServiceError } from '../service/errors';
import type { ErrorView } from './types';
import type { Settings } from './settings';
import type { ClientUnavailable } from './run';
import { definedOnly } from '../util/defined';

/**
 * Builds (and reuses) the service client for the saved base URL and key, so every call of one
 * key shares the client's rate limiter. Without a key or a usable URL it says why, and nothing is
 * sent.
 */
export interface ClientProviderOptions {
  settings: () => Promise<Settings>;
  apiKey: () => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  ratePerSecond?: number;
  retry?: RetryConfig;
}

export function unavailable(error: ErrorView): ClientUnavailable {
  return { unavailable: true, error };
}

export const NO_BASE_URL: ErrorView = { code: 'no_base_url' };

export function createClientProvider(options: ClientProviderOptions): () => Promise<ServiceClient | ClientUnavailable> {
  let current: { signature: string; client: ServiceClient } | null = null;
  return async () => {
    const [settings, key] = await Promise.all([options.settings(), options.apiKey()]);
    const apiKey = key?.trim() ?? '';
    if (!apiKey) return unavailable(serializeError(new ServiceError('no_key')));
    if (!settings.baseUrl.trim()) return unavailable(NO_BASE_URL);
    try {
      checkBaseUrl(settings.baseUrl);
    } catch (e) {
      return unavailable(serializeError(e));
    }
    // The plan's rate from the settings; a fixed one passed in (tests) wins.
    const rate = options.ratePerSecond ?? settings.ratePerSecond;
    const signature = `${settings.baseUrl}\n${apiKey}\n${rate}`;
    if (current?.signature !== signature) {
      current = {
        signature,
        client: createServiceClient({
          baseUrl: settings.baseUrl,
          apiKey,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...definedOnly({ timeoutMs: options.timeoutMs, ratePerSecond: rate }),
          ...(options.retry ? { retry: options.retry } : {}),
        }),
      };
    }
    return current.client;
  };
}
