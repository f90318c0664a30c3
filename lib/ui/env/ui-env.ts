import type { RunRequest, UiProtocol } from '../../messaging/protocol';
import type { DetectionReport } from '../../site/report';
import type { CreditsRecord, RunProgress, RunResponse } from '../../lookup/types';
import type { PanelFocus } from '../../storage/model';
import type { Settings } from '../../lookup/settings';
import type { DownloadRequest, DownloadResult } from '../media/downloads';

/**
 * What the UI needs from the outside world, as plain interfaces. The entrypoints pass the real
 * implementations (background-api.ts, browser-env.ts); component tests pass fakes. Nothing in
 * components/ touches a browser API or the network directly.
 */

/** The background's UI protocol, one promise-returning method per message. */
export type BackgroundApi = {
  [K in Exclude<keyof UiProtocol, 'run'>]: (...args: Parameters<UiProtocol[K]>) => Promise<Awaited<ReturnType<UiProtocol[K]>>>;
} & {
  /** A run; `onProgress` hears how it goes before the answer (a wait the service asked for). */
  run(data: RunRequest, onProgress?: (p: RunProgress) => void): Promise<RunResponse>;
};

/** Optional host permissions (the service URL's origin, added site domains). */
export interface Permissions {
  contains(origins: string[]): Promise<boolean>;
  /** Must be called synchronously inside a click handler (it needs the user gesture). */
  request(origins: string[]): Promise<boolean>;
  /** An optional API permission (notifications of watched items); same gesture rule. */
  requestApi?(name: 'notifications'): Promise<boolean>;
}

export interface ActiveTab {
  id: number;
  url?: string;
}

/** The browser tab the popup or the side panel is about. */
export interface TabSource {
  getActiveTab(): Promise<ActiveTab | null>;
  /** Fires when the active tab changes, navigates, or its content script reports new detections. */
  subscribe(onChange: () => void): () => void;
}

/** Storage the UI may watch for live updates (never the key). */
export interface LiveSource {
  watchCredits(cb: (credits: CreditsRecord) => void): () => void;
  watchSettings(cb: (settings: Settings) => void): () => void;
  watchHistory(cb: () => void): () => void;
  /** Fires when a request for a side panel is set or taken (the panel takes its own through the api). */
  watchPanelFocus(cb: (focus: PanelFocus | null) => void): () => void;
  watchTabReports(cb: (reports: Record<string, DetectionReport>) => void): () => void;
  /** Fires when the background writes the jobs (before each call, after each answer). */
  watchJobs(cb: () => void): () => void;
  /** Fires when the background writes the watches (a check, a pause, items seen). */
  watchWatches(cb: () => void): () => void;
}

/** Browser actions that open other extension surfaces. */
export interface Shell {
  openOptions(): void;
  /** Opens the side panel; call it first in a click handler (it needs the user gesture). */
  openSidePanel(tabId?: number): Promise<void>;
  /** Closes the popup window (no-op elsewhere). */
  close(): void;
}

/** Saving media files with the browser's downloads (free: nothing is fetched by the service). */
export interface Downloads {
  /**
   * One download per file, named from `template` (the default before the settings are read); a
   * file that fails does not stop the others.
   */
  save(request: DownloadRequest, template: string | undefined): Promise<DownloadResult>;
}

export interface UiEnv {
  api: BackgroundApi;
  downloads: Downloads;
  permissions: Permissions;
  tabs: TabSource;
  live: LiveSource;
  shell: Shell;
  /** Clock, injectable for tests. */
  now: () => number;
}
