import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { jobSpecOf } from '../jobs/job-start';
import type { WatchSpec } from '../../lookup/watch/model';
import { stableKey } from '../../util/stable-key';

/**
 * A watch set up from a list's "Watch" button: the list's source (its use case and input, the ads
 * filters included) waits here until the Watch tab's setup saves it or sets it aside. One per page.
 */

interface DraftState {
  draft: WatchSpec | null;
  set(draft: WatchSpec | null): void;
}

export const watchDraft = createStore<DraftState>()((set) => ({ draft: null, set: (draft) => set({ draft }) }));

export const useWatchDraft = () => useStore(watchDraft);

/** The watch a list can be followed by (null: a list no watch can follow). */
export function watchSpecOfList(list: { useCase: string; input: Record<string, unknown> }, of?: string): WatchSpec | null {
  const job = jobSpecOf(list, undefined, of);
  return job ? { useCase: job.useCase, input: job.input, label: job.label } : null;
}

/** watchSpecOfList for a view: worked out again only when the list's source changes. */
export function useWatchSpecOfList(list: { useCase: string; input: Record<string, unknown> }, of?: string): WatchSpec | null {
  const key = stableKey(list);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the list
  return useMemo(() => watchSpecOfList(list, of), [key, of]);
}
