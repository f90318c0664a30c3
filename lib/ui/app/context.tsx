import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { UiEnv } from '../env/ui-env';
import { createConfirmStore, type ConfirmState, type ConfirmStore } from '../account/confirm';
import { createPanelStore, type PanelState, type PanelStore } from '../panel/panel-store';
import { createTabStore, type TabStore, type TabStoreState } from '../panel/tab-store';
import { createAfterRun } from '../requests/after-run';
import { createEstimateBatcher, createQueryClient } from '../requests/query-client';
import type { RequestContext } from '../requests/runs';

export interface UiStores {
  /** Requests to the background: runs, lists, estimates, the overview (TanStack Query). */
  queries: QueryClient;
  /** Estimates, batched per tick. */
  estimate: ReturnType<typeof createEstimateBatcher>;
  requests: RequestContext;
  confirm: ConfirmStore;
  tab: TabStore;
  panel: PanelStore;
}

/** The stores of one extension page, wired to its environment. */
export function createUiStores(env: UiEnv): UiStores {
  const queries = createQueryClient();
  return {
    queries,
    estimate: createEstimateBatcher(env.api),
    requests: { queries, api: env.api, afterRun: createAfterRun(queries, env.api), jobs: new Map() },
    confirm: createConfirmStore(),
    tab: createTabStore(env.api, env.tabs),
    panel: createPanelStore(),
  };
}

interface UiContextValue {
  env: UiEnv;
  stores: UiStores;
}

const UiContext = createContext<UiContextValue | null>(null);

export function UiProvider({ env, stores, children }: { env: UiEnv; stores?: UiStores; children: ReactNode }) {
  const [value] = useState<UiContextValue>(() => ({ env, stores: stores ?? createUiStores(env) }));
  return (
    <UiContext.Provider value={value}>
      <QueryClientProvider client={value.stores.queries}>{children}</QueryClientProvider>
    </UiContext.Provider>
  );
}

export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('UiProvider is missing');
  return value;
}

export const useConfirm = <T,>(selector: (s: ConfirmState) => T): T => useStore(useUi().stores.confirm, selector);
export const useTab = <T,>(selector: (s: TabStoreState) => T): T => useStore(useUi().stores.tab, selector);
export const usePanel = <T,>(selector: (s: PanelState) => T): T => useStore(useUi().stores.panel, selector);
