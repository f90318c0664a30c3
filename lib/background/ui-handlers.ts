import { toErrorView } from '../lookup/run';
import type { UiHandlers, UiInput } from '../messaging/ui-server';
import type { RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { publicSettings, removeApiKey, setApiKey } from '../storage/settings';
import { createLibraryHandlers } from './library-handlers';
import { createLogHandlers } from './log-handlers';
import { createJobHandlers } from './job-handlers';
import { createWatchHandlers } from './watch-handlers';
import { createExportHandlers } from './export-handlers';
import { createBoardHandlers } from './board-handlers';
import type { BackgroundServices } from './services';
import { getTabState } from './tabs';
import { checkKey, saveSettingsKeepingKey } from './key-check';
import { setPanelFocus, takePanelFocus } from './side-panel';

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
          ...(data.heldOnly !== undefined ? { heldOnly: data.heldOnly } : {}),
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

    saveSettings: (data) => saveSettingsKeepingKey(bg, data),

    // The balance shown is the key's: a key removed or replaced takes its balance with it.
    setApiKey: async (data) => {
      const settings = await setApiKey(data.key);
      await bg.ledger.forgetCredits();
      return settings;
    },

    removeApiKey: async () => {
      const settings = await removeApiKey();
      await bg.ledger.forgetCredits();
      return settings;
    },

    verifyKey: (data) => checkKey(bg, data),

    refreshUsage: async () => (await bg.lookup.settled(), bg.lookup.refreshUsage()),

    getTabState: async (data) => getTabState(data.tabId, await bg.hosts()),

    showInPanel: (data) => setPanelFocus({ url: data.url, at: bg.now(), ...(data.tabId !== undefined ? { tabId: data.tabId } : {}) }),

    takePanelFocus: (data) => takePanelFocus(data.tabId, bg.now()),

    getLedger: async () => (await bg.lookup.settled(), bg.ledger.entries()),

    ...createLibraryHandlers(bg),
    ...createLogHandlers(bg),
    ...createJobHandlers(bg),
    ...createWatchHandlers(bg),
    ...createExportHandlers(bg),
    ...createBoardHandlers(bg),
  };
}

