import { browser } from 'wxt/browser';
import { DEFAULT_SITE_HOSTS, matchPatternsFor, normalizeHosts, type SiteHosts } from '../site';

/**
 * The manifest's content script covers the default site hosts; hosts the user adds in the options
 * get a dynamically registered copy of the same script (persisting across sessions), kept in step
 * with the settings: registered, updated or unregistered. The options page calls this after the
 * user granted the host permissions; the background calls it at start and on every change.
 */

export const CONTENT_SCRIPT_ID = 'site-hosts';
export const CONTENT_SCRIPT_FILE = 'content-scripts/content.js';

/** Match patterns of the configured hosts that the manifest does not already cover. */
export function extraHostPatterns(hosts: SiteHosts): string[] {
  const normalized = normalizeHosts(hosts);
  if (!normalized) return [];
  const defaults = new Set(matchPatternsFor(DEFAULT_SITE_HOSTS));
  return matchPatternsFor(normalized).filter((p) => !defaults.has(p));
}

export interface ScriptingApi {
  getRegisteredContentScripts(filter?: { ids?: string[] }): Promise<Array<{ id: string; matches?: string[] }>>;
  registerContentScripts(scripts: RegisteredScript[]): Promise<void>;
  updateContentScripts(scripts: RegisteredScript[]): Promise<void>;
  unregisterContentScripts(filter?: { ids?: string[] }): Promise<void>;
}

export interface RegisteredScript {
  id: string;
  matches: string[];
  js: string[];
  runAt: 'document_idle';
  allFrames: boolean;
  persistAcrossSessions: boolean;
}

export type SyncResult =
  | { ok: true; action: 'registered' | 'updated' | 'unregistered' | 'unchanged'; matches: string[] }
  | { ok: false; error: string; matches: string[] };

export async function syncContentScripts(
  hosts: SiteHosts,
  api: ScriptingApi = (browser as unknown as { scripting: ScriptingApi }).scripting,
): Promise<SyncResult> {
  const matches = extraHostPatterns(hosts);
  try {
    const existing = (await api.getRegisteredContentScripts({ ids: [CONTENT_SCRIPT_ID] })).find(
      (s) => s.id === CONTENT_SCRIPT_ID,
    );
    if (matches.length === 0) {
      if (!existing) return { ok: true, action: 'unchanged', matches };
      await api.unregisterContentScripts({ ids: [CONTENT_SCRIPT_ID] });
      return { ok: true, action: 'unregistered', matches };
    }
    const script: RegisteredScript = {
      id: CONTENT_SCRIPT_ID,
      matches,
      js: [CONTENT_SCRIPT_FILE],
      runAt: 'document_idle',
      allFrames: false,
      persistAcrossSessions: true,
    };
    if (!existing) {
      await api.registerContentScripts([script]);
      return { ok: true, action: 'registered', matches };
    }
    const same =
      existing.matches?.length === matches.length && existing.matches.every((m, i) => m === matches[i]);
    if (same) return { ok: true, action: 'unchanged', matches };
    await api.updateContentScripts([script]);
    return { ok: true, action: 'updated', matches };
  } catch (e) {
    return { ok: false, error: (e as Error)?.message ?? String(e), matches };
  }
}
