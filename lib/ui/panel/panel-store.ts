import { createStore, type StoreApi } from 'zustand/vanilla';

/** Navigation of the side panel: its tabs and the entity shown on Home. */
export type PanelView = 'home' | 'search' | 'marketplace' | 'ads' | 'library' | 'boards' | 'watch' | 'ledger';

export interface PanelEntity {
  /** The URL looked up with lookup_url. */
  url: string;
}

export interface PanelState {
  view: PanelView;
  entity: PanelEntity | null;
  /** Entities opened before the current one (Back). */
  stack: PanelEntity[];
  setView(view: PanelView): void;
  openEntity(url: string): void;
  back(): void;
  home(): void;
}

export type PanelStore = StoreApi<PanelState>;

export function createPanelStore(): PanelStore {
  return createStore<PanelState>()((set) => ({
    view: 'home',
    entity: null,
    stack: [],
    setView: (view) => set({ view }),
    openEntity: (url) =>
      set((s) => {
        if (s.entity?.url === url) return { view: 'home' };
        return { view: 'home', entity: { url }, stack: s.entity ? [...s.stack, s.entity].slice(-20) : s.stack };
      }),
    back: () =>
      set((s) => {
        const stack = [...s.stack];
        const prev = stack.pop() ?? null;
        return { entity: prev, stack };
      }),
    home: () => set({ view: 'home', entity: null, stack: [] }),
  }));
}
