import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_SETTINGS } from '../../lookup/settings-defaults';
import type { CacheLifetimes, PublicSettings, SettingsPatch, Theme } from '../../lookup/settings';
import type { ErrorView } from '../../lookup/types';
import type { UiEnv } from '../env/ui-env';
import { useUi } from '../app/context';
import { serializeError } from '../../service/errors';
import { checkBaseUrl as checkServiceUrl } from '../../service/base-url';
import { normalizeDomain } from '../../site/hosts';
import type { SiteHosts } from '../../site/types';

/**
 * The options form as typed: a small store of the draft, kept until it is saved whatever fails,
 * and of the host permissions known to be granted. Saving, verifying and the site domains are
 * mutations of the query library (lib/ui/options/options-actions.ts).
 */

export type LifetimeUnit = 'minutes' | 'hours';
export type LifetimeKind = keyof CacheLifetimes;
export const LIFETIME_KINDS: LifetimeKind[] = ['details', 'list', 'search', 'reference'];

export interface OptionsDraft {
  baseUrl: string;
  /** A newly typed key; '' keeps the saved one. */
  key: string;
  showKey: boolean;
  /** '' = no budget. */
  dailyBudget: string;
  lifetimes: Record<LifetimeKind, { value: string; unit: LifetimeUnit }>;
  autoLookup: boolean;
  /** Requests a second (the plan's rate). */
  ratePerSecond: string;
  /** File names of saved media ("{owner}-{date}-{id}-{n}"). */
  downloadTemplate: string;
  theme: Theme;
  newHost: Record<HostList, string>;
}

/** The options' host lists: the social site's domains and short-link domains, and the photo site's domains. */
export type HostList = 'site' | 'short' | 'photo';

/** The photo site's key in the stored hosts' `bySite` (its scan part's `hostsInSettings`). */
const PHOTO = 'photo';

/** A host list as saved; settings stored before the photo site came are on its default hosts. */
export function hostsOfList(hosts: SiteHosts, list: HostList): string[] {
  if (list !== PHOTO) return hosts[list];
  return hosts.bySite?.[PHOTO] ?? DEFAULT_SETTINGS.siteHosts.bySite?.[PHOTO] ?? [];
}

/** The hosts with one list replaced. */
export function withHostList(hosts: SiteHosts, list: HostList, next: string[]): SiteHosts {
  if (list !== PHOTO) return { ...hosts, [list]: next };
  return { ...hosts, bySite: { ...hosts.bySite, [PHOTO]: next } };
}

export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

export interface DraftState {
  draft: OptionsDraft;
  /** Host permission patterns known to be granted. */
  granted: Record<string, boolean>;
  /** Bumped when the URL or the key is edited: a Verify answer about an older pair is stale. */
  keyEdits: number;
  reset(settings: PublicSettings): void;
  edit(patch: Partial<OptionsDraft>): void;
  editLifetime(kind: LifetimeKind, patch: Partial<{ value: string; unit: LifetimeUnit }>): void;
}

export type DraftStore = StoreApi<DraftState>;

export type BaseUrlCheck = { ok: true; origin: string } | { ok: false; error: ErrorView };

/** The service URL by the background's own rule (lib/service/base-url.ts), as a form check. */
export function checkBaseUrl(text: string): BaseUrlCheck {
  try {
    return { ok: true, origin: checkServiceUrl(text).origin };
  } catch (e) {
    return { ok: false, error: serializeError(e) };
  }
}

/** A bare domain such as social.example (no scheme, path, port or wildcard), by the site's domain rule. */
export function checkDomain(text: string): string | null {
  const typed = text.trim().toLowerCase().replace(/\.$/, '');
  if (/[/:*@?#]/.test(typed)) return null;
  const d = normalizeDomain(typed);
  return d && d.includes('.') && /[a-z]/.test(d.slice(d.lastIndexOf('.') + 1)) ? d : null;
}

/**
 * The host permission pattern for an origin. Without its port: Firefox's match patterns have no
 * port (one with a port never matches), and Chrome's portless pattern covers every port.
 */
export function originPattern(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}

export function hostPattern(domain: string): string {
  return `*://*.${domain}/*`;
}

function toLifetimeDraft(minutes: number): { value: string; unit: LifetimeUnit } {
  if (minutes >= 60 && minutes % 60 === 0) return { value: String(minutes / 60), unit: 'hours' };
  return { value: String(minutes), unit: 'minutes' };
}

function draftFrom(settings: PublicSettings, keep?: OptionsDraft): OptionsDraft {
  const lifetimes = {} as OptionsDraft['lifetimes'];
  for (const kind of LIFETIME_KINDS) lifetimes[kind] = toLifetimeDraft(settings.cacheLifetimes[kind]);
  return {
    baseUrl: settings.baseUrl,
    key: keep?.key ?? '',
    showKey: keep?.showKey ?? false,
    dailyBudget: settings.dailyBudget === null ? '' : String(settings.dailyBudget),
    lifetimes,
    autoLookup: settings.autoLookup,
    ratePerSecond: String(settings.ratePerSecond),
    downloadTemplate: settings.downloadTemplate,
    theme: settings.theme,
    newHost: keep?.newHost ?? { site: '', short: '', photo: '' },
  };
}

/** The form before the settings are read: the defaults. */
export const EMPTY_DRAFT: OptionsDraft = draftFrom({ ...DEFAULT_SETTINGS, keySet: false });

/** Whether the patch changes nothing of the saved settings. */
export function unchanged(patch: SettingsPatch, settings: PublicSettings | undefined): boolean {
  if (!settings) return false;
  return Object.entries(patch).every(([k, v]) => JSON.stringify(v) === JSON.stringify(settings[k as keyof PublicSettings]));
}

export function createDraftStore(): DraftStore {
  return createStore<DraftState>()((set) => ({
    draft: EMPTY_DRAFT,
    granted: {},
    keyEdits: 0,
    // The saved settings, with what is typed elsewhere kept (a new site domain); the key is cleared.
    reset: (settings) => set((s) => ({ draft: draftFrom(settings, { ...s.draft, key: '', showKey: false }) })),
    edit: (patch) =>
      set((s) => ({
        draft: { ...s.draft, ...patch },
        ...(patch.baseUrl !== undefined || patch.key !== undefined ? { keyEdits: s.keyEdits + 1 } : {}),
      })),
    editLifetime: (kind, patch) =>
      set((s) => ({ draft: { ...s.draft, lifetimes: { ...s.draft.lifetimes, [kind]: { ...s.draft.lifetimes[kind], ...patch } } } })),
  }));
}

/** The options form of this page's environment (only the options page loads this module). */
const stores = new WeakMap<UiEnv, DraftStore>();

export function useDraftStore(): DraftStore {
  const { env } = useUi();
  let store = stores.get(env);
  if (!store) {
    store = createDraftStore();
    stores.set(env, store);
  }
  return store;
}

export const useDraft = <T,>(selector: (s: DraftState) => T): T => useStore(useDraftStore(), selector);
