import { sendUiMessage } from '../messaging/ui';
import type { BackgroundApi } from './api';

/** The real BackgroundApi: each method sends the UiProtocol message of the same name. */
export function createBackgroundApi(): BackgroundApi {
  return {
    getOverview: () => sendUiMessage('getOverview'),
    run: (data) => sendUiMessage('run', data),
    estimate: (data) => sendUiMessage('estimate', data),
    cancel: (data) => sendUiMessage('cancel', data),
    saveSettings: (data) => sendUiMessage('saveSettings', data),
    setApiKey: (data) => sendUiMessage('setApiKey', data),
    removeApiKey: () => sendUiMessage('removeApiKey'),
    verifyKey: (data) => sendUiMessage('verifyKey', data),
    refreshUsage: () => sendUiMessage('refreshUsage'),
    getTabState: (data) => sendUiMessage('getTabState', data),
    showInPanel: (data) => sendUiMessage('showInPanel', data),
    getLedger: () => sendUiMessage('getLedger'),
    libraryList: (data) => sendUiMessage('libraryList', data),
    libraryOpen: (data) => sendUiMessage('libraryOpen', data),
    libraryStats: () => sendUiMessage('libraryStats'),
    libraryExport: (data) => sendUiMessage('libraryExport', data),
    ledgerExport: (data) => sendUiMessage('ledgerExport', data),
    libraryDelete: (data) => sendUiMessage('libraryDelete', data),
    ledgerAnswer: (data) => sendUiMessage('ledgerAnswer', data),
  };
}
