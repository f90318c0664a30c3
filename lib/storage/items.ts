import { defineItem } from './define-item';
import type { DetectionReport } from '../site/report';
import type { CreditsRecord } from '../lookup/types';
import { DEFAULT_SETTINGS } from '../lookup/settings-defaults';
import type { Settings } from '../lookup/settings';
import type { PanelFocus } from './model';
import { itemKey, type LiveKey } from '../util/storage-keys';

export type { LiveKey } from '../util/storage-keys';

/**
 * The stored items pages read or watch, typed: the settings, the per-tab detections, the side
 * panel's focus and the live signal, in `sync` (settings without secrets) and `session` (trusted
 * contexts only, cleared when the browser closes).
 *
 * Not here: the key (`local` only, never `sync`) and the settings' stored version with its
 * migrations, in settings.ts, which only the background loads; the ledger, the balance
 * (`credits`), the recent history (`history`, newest first, at most 50), the bulk jobs (`jobs`)
 * and the problems log, written by lib/lookup through a KeyValueStore over storage.local (kv.ts)
 * with one serialised writer in the background; the first cache's answers, read once to move into
 * the library; the library, in IndexedDB (library-db.ts). Pages read those through the background's messages and hear of their changes
 * through liveSignalItem.
 */


/**
 * Pages read and watch the settings through this item; the background owns the stored version
 * and its migrations (lib/storage/settings.ts), so pages load no migration or schema code.
 */
export const settingsItem = defineItem<Settings>(itemKey('sync', 'settings'), { fallback: DEFAULT_SETTINGS });

// The credit ledger is stored in pages (`ledger:<n>` and `ledgerHead`) by lib/lookup/ledger.ts,
// its only reader and writer; pages read it through the getLedger message.

/** Detections reported by content scripts, by tab id. */
export const tabReportsItem = defineItem<Record<string, DetectionReport>>(itemKey('session', 'tabReports'), {
  fallback: {},
});

/** What the side panel should show next (set by the context menu, the popup or a content script). */
export const panelFocusItem = defineItem<PanelFocus | null>(itemKey('session', 'panelFocus'), { fallback: null });

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

export const liveSignalItem = defineItem<LiveSignal>(itemKey('session', 'liveSignal'), { fallback: { rev: '', changed: [] } });
