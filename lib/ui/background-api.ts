import { browser } from 'wxt/browser';
import { UI_PORT, type PortAnswer, type PortCall } from '../messaging/port-protocol';
import type { UiProtocol } from '../messaging/protocol';
import type { BackgroundApi } from './api';

type Port = ReturnType<typeof browser.runtime.connect>;

/**
 * The real BackgroundApi over one long-lived port (a message round trip per call costs less than
 * a new channel each time). The port is opened on the first call and again after the background
 * stopped; calls in flight when it goes fail with the reason, like an unanswered message.
 */
export function createBackgroundApi(): BackgroundApi {
  let port: Port | null = null;
  let seq = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();

  const open = (): Port => {
    if (port) return port;
    const p = browser.runtime.connect({ name: UI_PORT });
    p.onMessage.addListener((message: unknown) => {
      const answer = message as PortAnswer;
      const call = waiting.get(answer?.id);
      if (!call) return;
      waiting.delete(answer.id);
      if (answer.ok) call.resolve(answer.value);
      else call.reject(Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}));
    });
    p.onDisconnect.addListener(() => {
      if (port === p) port = null;
      const gone = new Error('The background stopped before it answered. Try again.');
      for (const call of waiting.values()) call.reject(gone);
      waiting.clear();
    });
    port = p;
    return p;
  };

  const call = <K extends keyof UiProtocol>(type: K, data?: unknown) =>
    new Promise<Awaited<ReturnType<UiProtocol[K]>>>((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const message: PortCall = { id, type, ...(data !== undefined ? { data } : {}) };
      try {
        open().postMessage(message);
      } catch (e) {
        waiting.delete(id);
        reject(e);
      }
    });

  return {
    getOverview: () => call('getOverview'),
    run: (data) => call('run', data),
    estimate: (data) => call('estimate', data),
    estimateMany: (data) => call('estimateMany', data),
    cancel: (data) => call('cancel', data),
    saveSettings: (data) => call('saveSettings', data),
    setApiKey: (data) => call('setApiKey', data),
    removeApiKey: () => call('removeApiKey'),
    verifyKey: (data) => call('verifyKey', data),
    refreshUsage: () => call('refreshUsage'),
    getTabState: (data) => call('getTabState', data),
    showInPanel: (data) => call('showInPanel', data),
    getLedger: () => call('getLedger'),
    downloadMedia: (data) => call('downloadMedia', data),
    libraryList: (data) => call('libraryList', data),
    libraryOpen: (data) => call('libraryOpen', data),
    libraryStats: () => call('libraryStats'),
    libraryExport: (data) => call('libraryExport', data),
    ledgerExport: (data) => call('ledgerExport', data),
    libraryDelete: (data) => call('libraryDelete', data),
    ledgerAnswer: (data) => call('ledgerAnswer', data),
    jobEstimate: (data) => call('jobEstimate', data),
    jobStart: (data) => call('jobStart', data),
    jobList: () => call('jobList'),
    jobControl: (data) => call('jobControl', data),
    jobExport: (data) => call('jobExport', data),
  };
}
