import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WatchEstimate, WatchEvery, WatchPrefs, WatchRecord, WatchSpec } from '../../lookup/watch';
import { useUi } from '../app/context';

/**
 * Watchlists as the views see them: the list is a free query read again whenever the background
 * writes the watches (never polled); the estimate is free; add, control, seen and the choices are
 * mutations a click fires.
 */

export const watchKeys = { list: ['watches'] as const, prefs: ['watch-prefs'] as const };

export function useWatches(): { watches: WatchRecord[]; loading: boolean } {
  const { env } = useUi();
  const client = useQueryClient();
  useEffect(() => env.live.watchWatches(() => void client.invalidateQueries({ queryKey: watchKeys.list })), [env, client]);
  const q = useQuery({ queryKey: watchKeys.list, queryFn: () => env.api.watchList() });
  return { watches: q.data ?? [], loading: q.isPending };
}

export function useWatchEstimate(spec: WatchSpec | null, everyHours: WatchEvery): WatchEstimate | undefined {
  const { env } = useUi();
  const q = useQuery({
    queryKey: ['watch-estimate', JSON.stringify(spec), everyHours],
    queryFn: () => env.api.watchEstimate({ spec: spec as never, everyHours }),
    enabled: spec !== null,
  });
  return q.data;
}

export function useWatchActions() {
  const { env } = useUi();
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: watchKeys.list });
  const add = useMutation({
    mutationFn: (d: { spec: WatchSpec; everyHours: WatchEvery; capPerDay: number }) => env.api.watchAdd({ ...d, spec: d.spec as never }),
    onSettled: done,
  });
  const control = useMutation({
    mutationFn: (d: { id: string; action: 'pause' | 'resume' | 'remove' | 'check' }) => env.api.watchControl(d),
    onSettled: done,
  });
  const seen = useMutation({ mutationFn: (d: { id?: string; keys?: string[] }) => env.api.watchSeen(d), onSettled: done });
  return { add, control, seen };
}

export function useWatchPrefs(): { prefs?: WatchPrefs; set(p: Partial<WatchPrefs>): void } {
  const { env } = useUi();
  const client = useQueryClient();
  const q = useQuery({ queryKey: watchKeys.prefs, queryFn: () => env.api.watchPrefs({}) });
  const m = useMutation({ mutationFn: (p: Partial<WatchPrefs>) => env.api.watchPrefs(p), onSuccess: (p) => client.setQueryData(watchKeys.prefs, p) });
  return { ...(q.data ? { prefs: q.data } : {}), set: (p) => m.mutate(p) };
}
