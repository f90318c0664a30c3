import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { UiEnv } from './api';
import { createConfirmStore, type ConfirmState, type ConfirmStore } from './confirm';
import { createLookupStore, type LookupState, type LookupStore } from './lookup-store';
import { createOptionsStore, type OptionsState, type OptionsStore } from './options-store';
import { createPanelStore, type PanelState, type PanelStore } from './panel-store';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { createTabStore, type TabStore, type TabStoreState } from './tab-store';
import { applyTheme } from './theme';

export interface UiStores {
  session: SessionStore;
  lookup: LookupStore;
  confirm: ConfirmStore;
  tab: TabStore;
  panel: PanelStore;
  options: OptionsStore;
}

/** The stores of one extension page, wired to its environment. */
export function createUiStores(env: UiEnv): UiStores {
  const session = createSessionStore(env.api);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const lookup = createLookupStore(env.api, {
    // Credits and history moved: refresh the overview once the burst of runs settles.
    afterRun: () => {
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        void session.getState().load();
      }, 50);
    },
  });
  return {
    session,
    lookup,
    confirm: createConfirmStore(),
    tab: createTabStore(env.api, env.tabs),
    panel: createPanelStore(),
    options: createOptionsStore(env.api, env.permissions, { onTheme: (t) => applyTheme(t) }),
  };
}

interface UiContextValue {
  env: UiEnv;
  stores: UiStores;
}

const UiContext = createContext<UiContextValue | null>(null);

export function UiProvider({ env, stores, children }: { env: UiEnv; stores?: UiStores; children: ReactNode }) {
  const [value] = useState<UiContextValue>(() => ({ env, stores: stores ?? createUiStores(env) }));
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('UiProvider is missing');
  return value;
}

export const useSession = <T,>(selector: (s: SessionState) => T): T => useStore(useUi().stores.session, selector);
export const useLookup = <T,>(selector: (s: LookupState) => T): T => useStore(useUi().stores.lookup, selector);
export const useConfirm = <T,>(selector: (s: ConfirmState) => T): T => useStore(useUi().stores.confirm, selector);
export const useTab = <T,>(selector: (s: TabStoreState) => T): T => useStore(useUi().stores.tab, selector);
export const usePanel = <T,>(selector: (s: PanelState) => T): T => useStore(useUi().stores.panel, selector);
export const useOptions = <T,>(selector: (s: OptionsState) => T): T => useStore(useUi().stores.options, selector);
