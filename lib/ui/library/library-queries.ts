import { useCallback, useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LibraryItemView, LibraryListView, LibraryQueryInput, LibraryStatsView } from '../../messaging/protocol';
import { useUi } from '../app/context';
import { definedOnly } from '../../util/defined';

/**
 * The views' access to the library: small hooks over the background's free library messages,
 * and what the library view is asked to show from elsewhere (a ledger row, a page's posts).
 */

export type { LibraryItem, LibraryItemView, LibraryListView, LibraryQueryInput, LibraryStatsView } from '../../messaging/protocol';
export type { EntityKind, LibraryStats } from '../../lookup/library/types';
export { ENTITY_KINDS } from '../../lookup/library/types';
export type { ExportFile } from '../../lookup/library/export';

export interface LibraryFocus {
  /** An item to open. */
  open?: string;
  /** A selection to list (what a ledger row paid for), with what to call it. */
  selection?: { uids: string[]; label: string };
  at: number;
}

/** What the library view should show next, set by other views (one per page). */
export const libraryFocus: StoreApi<{ focus: LibraryFocus | null; show(f: Omit<LibraryFocus, 'at'>): void }> = createStore((set) => ({
  focus: null,
  show: (f) => set({ focus: { ...f, at: Date.now() } }),
}));
export const useLibraryFocus = () => useStore(libraryFocus, (s) => s.focus);

interface Loaded<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload(): void;
}

function useLoaded<T>(load: (() => Promise<T>) | null, deps: unknown[]): Loaded<T> {
  const [tick, setTick] = useState(0);
  const key = JSON.stringify([...deps.map((d) => (typeof d === 'object' ? null : d)), tick]);
  const [state, setState] = useState<{ key?: string; data?: T; error?: string }>({});
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (e: unknown) => live && setState((s) => ({ ...s, key, error: String((e as Error)?.message ?? e) })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return {
    ...definedOnly({ data: state.data }),
    ...(state.error !== undefined && state.key === key ? { error: state.error } : {}),
    loading: load !== null && state.key !== key,
    reload,
  };
}

export function useLibraryList(query: LibraryQueryInput | null): Loaded<LibraryListView> {
  const { env } = useUi();
  const key = JSON.stringify(query);
  return useLoaded(query ? () => env.api.libraryList(query) : null, [key, env]);
}

export function useLibraryItem(uid: string | null): Loaded<LibraryItemView | null> {
  const { env } = useUi();
  return useLoaded(uid ? () => env.api.libraryOpen({ uid }) : null, [uid, env]);
}

export function useLibraryStats(): Loaded<LibraryStatsView> {
  const { env } = useUi();
  return useLoaded(() => env.api.libraryStats(), [env]);
}

/** What the browser lets the extension store, and how much is used (navigator.storage.estimate). */
export function useStorageEstimate(): Loaded<{ usage?: number; quota?: number; persisted?: boolean }> {
  return useLoaded(async () => {
    const storage = (globalThis.navigator as Navigator | undefined)?.storage;
    if (!storage?.estimate) return {};
    const { usage, quota } = await storage.estimate();
    return { ...definedOnly({ usage, quota }) };
  }, []);
}
