import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ErrorView } from '../lookup/types';
import type { TabState } from '../messaging/protocol';
import type { BackgroundApi, TabSource } from './api';
import { toErrorView } from './words/errors';

/** The active tab and what the background knows about it (free: URL classification, detections). */
export interface TabStoreState {
  status: 'loading' | 'ok' | 'none' | 'error';
  tab?: TabState | undefined;
  error?: ErrorView | undefined;
  refresh(): Promise<void>;
}

export type TabStore = StoreApi<TabStoreState>;

export function createTabStore(api: BackgroundApi, tabs: TabSource): TabStore {
  let seq = 0;
  return createStore<TabStoreState>()((set) => ({
    status: 'loading',
    async refresh() {
      const mine = ++seq;
      try {
        const active = await tabs.getActiveTab();
        if (mine !== seq) return;
        if (!active) {
          set({ status: 'none', tab: undefined, error: undefined });
          return;
        }
        const tab = await api.getTabState({ tabId: active.id });
        if (mine !== seq) return;
        set({ status: 'ok', tab, error: undefined });
      } catch (e) {
        if (mine === seq) set({ status: 'error', error: toErrorView(e) });
      }
    },
  }));
}
