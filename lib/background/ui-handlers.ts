import { fetchUsage, toErrorView } from '../lookup/run';
import { NO_BASE_URL } from '../lookup/client-provider';
import { createServiceClient } from '../service/client';
import { MissingKeyError, serializeError } from '../service/errors';
import { guardUi, type IncomingMessage, type SelfInfo } from '../messaging/guard';
import { cancelRequest, estimateRequest, runRequest, setKeyRequest, showInPanelRequest, tabRequest, verifyRequest, type UiProtocol, type VerifyResult } from '../messaging/protocol';
import { settingsPatch } from '../lookup/settings';
import type { CostEstimate, RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { panelFocusItem } from '../storage/items';
import { publicSettings, removeApiKey, saveSettings, setApiKey } from '../storage/settings';
import { createLibraryHandlers } from './library-handlers';
import type { BackgroundServices } from './services';
import { getTabState } from './tabs';

/**
 * One handler per UiProtocol message. Each refuses senders that are not our own extension pages
 * and validates its payload with the protocol's zod schema before acting (guardUi). `run` never
 * throws: its errors come back as `{ ok: false, error }`.
 */

export type UiHandlers = {
  [K in keyof UiProtocol]: (message: IncomingMessage) => Promise<Awaited<ReturnType<UiProtocol[K]>>>;
};

export function createUiHandlers(bg: BackgroundServices, options: { self?: () => SelfInfo } = {}): UiHandlers {
  const g = options.self ? { self: options.self } : {};
  return {
    getOverview: guardUi(null, async () => {
      const [settings, credits, history] = await Promise.all([publicSettings(), bg.lookup.credits(), bg.history.list()]);
      return { settings, credits, history };
    }, g),

    run: guardUi(
      runRequest,
      async (data): Promise<RunResponse> => {
        const controller = new AbortController();
        if (data.jobId) {
          bg.jobs.get(data.jobId)?.abort();
          bg.jobs.set(data.jobId, controller);
        }
        try {
          return await bg.lookup.run(data.request as UseCaseRequest, {
            signal: controller.signal,
            ...(data.refresh !== undefined ? { refresh: data.refresh } : {}),
            ...(data.confirmOverBudget !== undefined ? { confirmOverBudget: data.confirmOverBudget } : {}),
            ...(data.autoLookup !== undefined ? { autoLookup: data.autoLookup } : {}),
          });
        } catch (e) {
          return { ok: false, error: toErrorView(e) };
        } finally {
          if (data.jobId && bg.jobs.get(data.jobId) === controller) bg.jobs.delete(data.jobId);
        }
      },
      { ...g, onInvalid: (error): RunResponse => ({ ok: false, error }) },
    ),

    estimate: guardUi(
      estimateRequest,
      (data) => bg.lookup.estimate(data.request as UseCaseRequest, data.refresh !== undefined ? { refresh: data.refresh } : {}),
      {
        ...g,
        onInvalid: (error): CostEstimate => ({
          credits: 0, refreshCredits: 0, cached: false, steps: [], exact: true, overBudget: false, refusal: error,
        }),
      },
    ),

    cancel: guardUi(cancelRequest, (data) => {
      bg.jobs.get(data.jobId)?.abort();
      bg.jobs.delete(data.jobId);
    }, g),

    saveSettings: guardUi(
      settingsPatch,
      (data) => saveSettings(data),
      { ...g, onInvalid: (error) => ({ ok: false as const, error: { ...error, code: 'invalid_settings' } }) },
    ),

    setApiKey: guardUi(setKeyRequest, (data) => setApiKey(data.key), g),

    removeApiKey: guardUi(null, () => removeApiKey(), g),

    verifyKey: guardUi(verifyRequest, async (data): Promise<VerifyResult> => {
      const [settings, savedKey] = await Promise.all([bg.settings(), bg.apiKey()]);
      const key = data.key?.trim() || savedKey;
      const baseUrl = data.baseUrl?.trim() || settings.baseUrl;
      if (!key) return { ok: false, error: serializeError(new MissingKeyError()) };
      if (!baseUrl) return { ok: false, error: NO_BASE_URL };
      // The saved key and URL go through the shared client and record in the ledger; a candidate
      // pair is tried on a throw-away client (free call, nothing recorded).
      const saved = key === savedKey && baseUrl === settings.baseUrl;
      try {
        const client = saved
          ? await bg.getClient()
          : createServiceClient({ baseUrl, apiKey: key, timeoutMs: 30_000, retry: { maxRetries: 0 } });
        if ('unavailable' in client) return { ok: false, error: client.error };
        const usage = await fetchUsage(client, saved ? bg.ledger : null);
        if (usage.status !== 'ok') {
          return { ok: false, error: { code: 'malformed', message: 'The service answered, but its usage answer was not recognised.' } };
        }
        const out: VerifyResult = { ok: true };
        if (usage.data.plan !== undefined) out.plan = usage.data.plan;
        if (usage.data.remaining !== undefined) out.remaining = usage.data.remaining;
        if (usage.data.limit !== undefined) out.limit = usage.data.limit;
        return out;
      } catch (e) {
        return { ok: false, error: toErrorView(e) };
      }
    }, g),

    refreshUsage: guardUi(null, () => bg.lookup.refreshUsage(), g),

    getTabState: guardUi(tabRequest, async (data) => getTabState(data.tabId, await bg.hosts()), g),

    showInPanel: guardUi(showInPanelRequest, async (data) => {
      await panelFocusItem.setValue({ url: data.url, at: bg.now(), ...(data.tabId !== undefined ? { tabId: data.tabId } : {}) });
    }, g),

    getLedger: guardUi(null, () => bg.ledger.entries(), g),

    ...createLibraryHandlers(bg, g),
  };
}

/** Registers every handler with the messaging library (synchronously). */
export function registerUiHandlers(
  handlers: UiHandlers,
  onMessage: (type: keyof UiProtocol, handler: (message: IncomingMessage) => unknown) => unknown,
): void {
  for (const type of Object.keys(handlers) as (keyof UiProtocol)[]) {
    onMessage(type, handlers[type] as (message: IncomingMessage) => unknown);
  }
}
