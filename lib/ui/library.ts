import { useCallback, useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ExportFile, ExportFormat } from '../lookup/library/export';
import type { ExportRow } from '../lookup/library/threads';
import type { LedgerEntry } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { performPaid, type ConfirmRequest } from './confirm';
import type { LibraryItemView, LibraryListView, LibraryQueryInput, LibraryStatsView } from '../messaging/protocol';
import { useUi } from './context';
import { shortError } from './words/errors';
import { definedOnly } from '../util/defined';

/**
 * The views' access to the library: small hooks over the background's free library messages,
 * and what the library view is asked to show from elsewhere (a ledger row, a page's posts).
 */

export type { LibraryItem, LibraryItemView, LibraryListView, LibraryQueryInput, LibraryStatsView } from '../messaging/protocol';
export type { EntityKind, LibraryStats } from '../lookup/library/types';
export { ENTITY_KINDS } from '../lookup/library/types';
export type { ExportFile } from '../lookup/library/export';

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

/**
 * Builds an export file here, in the page: the background sends the rows, and the file building
 * (columns, CSV, JSON; the XLSX writer in a chunk of its own) is loaded only when exporting, so neither the worker nor a page's first
 * load carries it.
 */
export async function buildExport(rows: ExportRow[], format: ExportFormat, name: string): Promise<ExportFile> {
  const { exportEntities, entitiesXlsx } = await import('../lookup/library/export');
  return format === 'xlsx' ? entitiesXlsx(rows, name, Date.now()) : exportEntities(rows, format, name, Date.now());
}

async function buildLedgerExport(entries: LedgerEntry[], format: ExportFormat): Promise<ExportFile> {
  const { exportLedger, ledgerXlsx } = await import('../lookup/library/export');
  return format === 'xlsx' ? ledgerXlsx(entries, Date.now()) : exportLedger(entries, format, Date.now());
}

/** Saves an export through the downloads API (a link click where there is none, as in tests). */
export async function saveFile(file: ExportFile): Promise<void> {
  const blob = 'blob' in file ? file.blob : new Blob([file.text], { type: file.mime });
  const url = URL.createObjectURL(blob);
  const api = (globalThis as { chrome?: { downloads?: { download(o: { url: string; filename: string; saveAs?: boolean }): Promise<number> } } }).chrome?.downloads;
  try {
    if (api?.download) {
      await api.download({ url, filename: file.filename, saveAs: false });
    } else {
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      a.click();
    }
  } finally {
    // The download has its own copy once started.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Export and copy actions of one list, with a short status line for the view. */
export function useExport() {
  const { env } = useUi();
  const [status, setStatus] = useState<string | null>(null);
  /** Builds the file, then copies it (a table, "tsv") or saves it, and says which. */
  const deliver = useCallback(async (make: () => Promise<ExportFile>, format: ExportFormat) => {
    setStatus('Preparing…');
    try {
      const file = await make();
      if ('text' in file && format === 'tsv') {
        setStatus((await copyText(file.text)) ? `Copied ${file.rows} rows as a table` : 'The clipboard refused the copy');
      } else {
        await saveFile(file);
        setStatus(`Saved ${file.filename} (${file.rows} rows)`);
      }
    } catch (e) {
      setStatus(`Export failed: ${String((e as Error)?.message ?? e)}`);
    }
  }, []);
  const exportQuery = useCallback(
    (query: Omit<LibraryQueryInput, 'limit' | 'before'>, format: ExportFormat, name: string) =>
      deliver(async () => buildExport((await env.api.libraryExport({ query })).rows, format, name), format),
    [env, deliver],
  );
  const exportLedger = useCallback(
    (format: ExportFormat) => deliver(async () => buildLedgerExport(await env.api.getLedger(), format), format),
    [env, deliver],
  );
  return { status, exportQuery, exportLedger };
}

/** Credits spent per local day for the last `days` days, oldest first (cached answers cost 0). */
export function creditsPerDay(entries: LedgerEntry[], now: number, days = 30): { day: string; credits: number }[] {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (days - 1));
  const out: { day: string; credits: number }[] = [];
  const index = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    const d = new Date(start);
    d.setDate(start.getDate() + i);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    index.set(key, out.length);
    out.push({ day: key, credits: 0 });
  }
  for (const e of entries) {
    if (e.fromCache || e.time < start.getTime()) continue;
    const d = new Date(e.time);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const i = index.get(key);
    if (i !== undefined) out[i]!.credits += e.creditsCharged;
  }
  return out;
}

/** "Refresh · 1 credit" of a kept item: its price from the background, and the paid run with its confirmations. */
export function useRefresh(request: UseCaseRequest | null, onDone: () => void) {
  const { env, stores } = useUi();
  const [credits, setCredits] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(request);
  useEffect(() => {
    if (!request) return;
    let live = true;
    void env.api.estimate({ request, refresh: true }).then((e) => live && setCredits(e.refreshCredits));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, env]);
  const refresh = useCallback(async () => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      const estimate = await env.api.estimate({ request, refresh: true });
      const out = await performPaid((r) => stores.confirm.getState().ask(r), {
        what: 'Fetch it again',
        credits: estimate.refreshCredits,
        overBudget: estimate.overBudget,
        ...definedOnly({ budgetLeft: estimate.budgetLeft }),
        execute: (confirmOverBudget) => env.api.run({ request, refresh: true, confirmOverBudget }),
      });
      if (out && !out.ok) setError(shortError(out.error));
      if (out?.ok) onDone();
    } finally {
      setBusy(false);
    }
  }, [request, env, stores, onDone]);
  return { credits, busy, error, refresh };
}
/** Asks in the page's own confirmation dialog (never window.confirm). */
export function useConfirmAsk(): (request: ConfirmRequest) => Promise<boolean> {
  const { stores } = useUi();
  return useCallback((request: ConfirmRequest) => stores.confirm.getState().ask(request), [stores]);
}

/** 1536 → "1.5 KB", 3_200_000 → "3.1 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
