import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CreditsView, ErrorView, LedgerEntry } from '../lookup/types';
import type { Overview } from '../messaging/protocol';
import type { BackgroundApi } from './api';
import { toErrorView } from './errors';

/** Settings, credits and history as the background reports them, plus the ledger. */
export interface SessionState {
  status: 'loading' | 'ok' | 'error';
  overview?: Overview;
  error?: ErrorView;
  refreshingUsage: boolean;
  usageError?: ErrorView;
  ledger: { status: 'idle' | 'loading' | 'ok' | 'error'; entries: LedgerEntry[]; error?: ErrorView };
  load(): Promise<void>;
  /** Free /usage call. */
  refreshUsage(): Promise<void>;
  loadLedger(): Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(api: BackgroundApi): SessionStore {
  let seq = 0;
  return createStore<SessionState>()((set, get) => ({
    status: 'loading',
    refreshingUsage: false,
    ledger: { status: 'idle', entries: [] },
    async load() {
      const mine = ++seq;
      if (!get().overview) set({ status: 'loading' });
      try {
        const overview = await api.getOverview();
        if (mine === seq) set({ status: 'ok', overview, error: undefined });
        // The balance is not known until the first call: ask the free /usage once.
        if (mine === seq && overview.settings.keySet && overview.credits.remaining === undefined && !get().refreshingUsage) {
          void get().refreshUsage();
        }
      } catch (e) {
        if (mine === seq && !get().overview) set({ status: 'error', error: toErrorView(e) });
      }
    },
    async refreshUsage() {
      set({ refreshingUsage: true, usageError: undefined });
      try {
        const credits: CreditsView = await api.refreshUsage();
        const overview = get().overview;
        // A failed refresh comes back as the last known figures with the error beside them.
        set({
          refreshingUsage: false,
          usageError: credits.error,
          ...(overview ? { overview: { ...overview, credits } } : {}),
        });
      } catch (e) {
        set({ refreshingUsage: false, usageError: toErrorView(e) });
      }
    },
    async loadLedger() {
      set((s) => ({ ledger: { ...s.ledger, status: 'loading' } }));
      try {
        const entries = await api.getLedger();
        set({ ledger: { status: 'ok', entries: Array.isArray(entries) ? entries : [] } });
      } catch (e) {
        set((s) => ({ ledger: { status: 'error', entries: s.ledger.entries, error: toErrorView(e) } }));
      }
    },
  }));
}
