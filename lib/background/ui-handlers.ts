import { fetchUsage } from '../lookup/account';
import { toErrorView } from '../lookup/run';
import { NO_BASE_URL } from '../lookup/client-provider';
import { createServiceClient } from '../service/client';
import { serializeError, ServiceError } from '../service/errors';
import type { VerifyResult } from '../messaging/protocol';
import type { UiHandlers, UiInput } from '../messaging/ui-server';
import type { RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { panelFocusItem } from '../storage/items';
import { publicSettings, removeApiKey, saveSettings, setApiKey } from '../storage/settings';
import { createLibraryHandlers } from './library-handlers';
import { createLogHandlers } from './log-handlers';
import { createJobHandlers } from './job-handlers';
import type { BackgroundServices } from './services';
import { getTabState } from './tabs';

/**
 * One handler per UiProtocol message. Each gets only calls from our own extension pages with a
 * payload its schema accepted (lib/messaging/ui-server.ts checks both first). `run` never throws:
 * its errors come back as `{ ok: false, error }`.
 */

export type { UiHandlers };

export function createUiHandlers(bg: BackgroundServices): UiHandlers {
  const estimateOne = (data: UiInput<'estimate'>) =>
    bg.lookup.estimate(data.request as UseCaseRequest, data.refresh !== undefined ? { refresh: data.refresh } : {});
  return {
    getOverview: async () => {
      // The balance and history of answers already shown, their writes done (they go behind the answer).
      await bg.lookup.settled();
      const [settings, credits, history] = await Promise.all([publicSettings(), bg.lookup.credits(), bg.history.list()]);
      return { settings, credits, history };
    },

    run: async (data, call): Promise<RunResponse> => {
      const controller = new AbortController();
      if (data.jobId) {
        bg.jobs.get(data.jobId)?.abort();
        bg.jobs.set(data.jobId, controller);
      }
      try {
        // A page shows the answer: its writes go behind it (an automatic lookup's at once).
        return await bg.lookup.run(data.request as UseCaseRequest, {
          signal: controller.signal,
          writeBehind: data.autoLookup !== true,
          ...(data.refresh !== undefined ? { refresh: data.refresh } : {}),
          ...(data.confirmOverBudget !== undefined ? { confirmOverBudget: data.confirmOverBudget } : {}),
          ...(data.autoLookup !== undefined ? { autoLookup: data.autoLookup } : {}),
          onProgress: call.progress,
        });
      } catch (e) {
        return { ok: false, error: toErrorView(e) };
      } finally {
        if (data.jobId && bg.jobs.get(data.jobId) === controller) bg.jobs.delete(data.jobId);
      }
    },

    estimate: estimateOne,

    estimateMany: (data) => Promise.all(data.requests.map(estimateOne)),

    cancel: (data) => {
      bg.jobs.get(data.jobId)?.abort();
      bg.jobs.delete(data.jobId);
    },

    saveSettings: (data) => saveSettings(data),

    setApiKey: (data) => setApiKey(data.key),

    removeApiKey: () => removeApiKey(),

    verifyKey: async (data): Promise<VerifyResult> => {
      const [settings, savedKey] = await Promise.all([bg.settings(), bg.apiKey()]);
      const key = data.key?.trim() || savedKey;
      const baseUrl = data.baseUrl?.trim() || settings.baseUrl;
      if (!key) return { ok: false, error: serializeError(new ServiceError('no_key')) };
      if (!baseUrl) return { ok: false, error: NO_BASE_URL };
      // The saved key and URL go through the shared client and record in the ledger; a candidate
      // pair is tried on a throw-away client (free call, nothing recorded).
      const saved = key === savedKey && baseUrl === settings.baseUrl;
      try {
        const client = saved
          ? await bg.getClient()
          : createServiceClient({ baseUrl, apiKey: key, timeoutMs: 30_000, retry: { maxRetries: 0 } });
        if ('unavailable' in client) return { ok: false, error: client.error };
        const usage = await fetchUsage(client, saved ? { ledger: bg.ledger, recorder: bg.ledger } : null);
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
    },

    refreshUsage: async () => (await bg.lookup.settled(), bg.lookup.refreshUsage()),

    getTabState: async (data) => getTabState(data.tabId, await bg.hosts()),

    showInPanel: async (data) => {
      await panelFocusItem.setValue({ url: data.url, at: bg.now(), ...(data.tabId !== undefined ? { tabId: data.tabId } : {}) });
    },

    getLedger: async () => (await bg.lookup.settled(), bg.ledger.entries()),

    ...createLibraryHandlers(bg),
    ...createLogHandlers(bg),
    ...createJobHandlers(bg),
  };
}

