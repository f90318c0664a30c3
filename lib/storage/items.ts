import { defineItem } from './define-item';
import type { DetectionReport } from '../site/report';
import type { CreditsRecord, HistoryEntry } from '../lookup/types';
import type { JobRecord } from '../lookup/jobs/types';
import { DEFAULT_SETTINGS } from '../lookup/settings-defaults';
import type { Settings } from '../lookup/settings';
import type { PanelFocus } from './model';

/**
 * Every stored item of the extension, typed and versioned. What matters survives the service
 * worker being stopped because it lives here, never only in memory.
 *
 * Areas: the key lives in `local` only (never `sync`); settings without secrets in `sync`;
 * cache, ledger, credits and history in `local`; per-tab detections and the side panel's focus in
 * `session` (trusted contexts only, cleared when the browser closes).
 *
 * The ledger, credits, history and the response cache (`cache:<hash>` keys and `cacheIndex`) are
 * written by lib/lookup through a KeyValueStore over storage.local under the same keys, with one
 * serialised writer in the background; extension pages read and watch them through these items.
 */


/**
 * Pages read and watch the settings through this item; the background owns the stored version
 * and its migrations (lib/storage/settings.ts), so pages load no migration or schema code.
 */
export const settingsItem = defineItem<Settings>('sync:settings', { fallback: DEFAULT_SETTINGS });

export const creditsItem = defineItem<CreditsRecord>('local:credits', { fallback: {}, version: 1 });

// The credit ledger is stored in pages (`ledger:<n>` and `ledgerHead`) by lib/lookup/ledger.ts,
// its only reader and writer; pages read it through the getLedger message.

/** Newest first, bounded to 50 (lib/lookup/history.ts). */
export const historyItem = defineItem<HistoryEntry[]>('local:history', { fallback: [], version: 1 });

/** Detections reported by content scripts, by tab id. */
export const tabReportsItem = defineItem<Record<string, DetectionReport>>('session:tabReports', {
  fallback: {},
});

/** What the side panel should show next (set by the context menu, the popup or a content script). */
export const panelFocusItem = defineItem<PanelFocus | null>('session:panelFocus', { fallback: null });

/**
 * Bulk jobs, oldest first: written only by the background's job store (lib/lookup/jobs/store.ts,
 * one serial writer); pages watch it for progress and change jobs through the job messages.
 */
export const jobsItem = defineItem<JobRecord[]>('local:jobs', { fallback: [] });

/** The stored items pages show live. */
export type LiveKey = 'credits' | 'history' | 'jobs';

/**
 * What the background last wrote of the items pages show live (lib/storage/kv.ts writes it after
 * each such write): pages watch this small item of storage.session instead of storage.local, whose
 * every write (the ledger's pages, old and new values) would otherwise be copied to each of them
 * and to the worker itself, a lookup's pending entry included.
 */
export interface LiveSignal {
  /** New on every write, so every write is a change. */
  rev: string;
  changed: LiveKey[];
  /** The balance written, when `changed` has it. */
  credits?: CreditsRecord;
}

export const liveSignalItem = defineItem<LiveSignal>('session:liveSignal', { fallback: { rev: '', changed: [] } });
