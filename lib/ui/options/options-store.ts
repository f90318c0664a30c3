import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import * as z from 'zod/mini';
import { DEFAULT_SETTINGS, SETTINGS_LIMITS, settingsFields, type CacheLifetimes, type PublicSettings, type SettingsPatch, type Theme } from '../../lookup/settings';
import type { ErrorView } from '../../lookup/types';
import type { VerifyResult } from '../../messaging/protocol';
import type { BackgroundApi, Permissions, UiEnv } from '../env/ui-env';
import { useUi } from '../app/context';
import { applyTheme } from '../app/theme';
import { toErrorView } from '../text/errors';
import { checkBaseUrl as checkServiceUrl } from '../../service/base-url';
import { normalizeDomain } from '../../site/hosts';

/** The options form: what the user typed is kept until it is saved, whatever fails. */

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
  newHost: { site: string; short: string };
}

export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

export type VerifyOutcome = { result: VerifyResult } | { error: ErrorView };

export interface OptionsState {
  status: 'loading' | 'ok' | 'error';
  loadError?: ErrorView | undefined;
  settings?: PublicSettings;
  draft: OptionsDraft;
  /** Host permission patterns known to be granted. */
  granted: Record<string, boolean>;
  saving: boolean;
  saveNotice?: Notice | undefined;
  verifying: boolean;
  verify?: VerifyOutcome | undefined;
  hostNotice?: Notice | undefined;
  hostsSaving: boolean;
  themeNotice?: Notice | undefined;
  load(): Promise<void>;
  edit(patch: Partial<OptionsDraft>): void;
  editLifetime(kind: LifetimeKind, patch: Partial<{ value: string; unit: LifetimeUnit }>): void;
  checkPermission(): Promise<void>;
  save(): Promise<void>;
  verifyKey(): Promise<void>;
  removeKey(): Promise<void>;
  addHost(list: 'site' | 'short'): Promise<void>;
  removeHost(list: 'site' | 'short', domain: string): Promise<void>;
  setTheme(theme: Theme): Promise<void>;
}

export type OptionsStore = StoreApi<OptionsState>;

export interface BaseUrlCheck {
  ok: boolean;
  origin?: string;
  error?: string;
}

/** The service URL by the background's own rule (lib/service/base-url.ts), as a form check. */
export function checkBaseUrl(text: string): BaseUrlCheck {
  try {
    return { ok: true, origin: checkServiceUrl(text).origin };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
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
    newHost: keep?.newHost ?? { site: '', short: '' },
  };
}

/** The form before the settings are read: the defaults. */
export const EMPTY_DRAFT: OptionsDraft = draftFrom({ ...DEFAULT_SETTINGS, keySet: false });

const LIFETIME_NAMES: Record<LifetimeKind, string> = {
  details: 'details',
  list: 'lists',
  search: 'search results',
  reference: 'reference data',
};

/** A typed number, or NaN when the text is not one (empty included). */
function typedNumber(text: string): number {
  const t = text.trim();
  return t === '' ? NaN : Number(t);
}

/** Whether a value passes a field's schema (the one the background validates the patch with). */
const valid = <T,>(schema: z.ZodMiniType<T>, value: unknown): value is T => z.safeParse(schema, value).success;

const L = SETTINGS_LIMITS;
const lifetimeHours = new Intl.NumberFormat(undefined).format(L.lifetimeMinutes / 60);

/** Reads the form's numbers through the settings schema; returns the patch or what is wrong. */
export function draftToPatch(draft: OptionsDraft): { patch: SettingsPatch } | { error: string } {
  const budgetText = draft.dailyBudget.trim();
  const dailyBudget = budgetText === '' ? null : typedNumber(budgetText);
  if (!valid(settingsFields.dailyBudget, dailyBudget)) {
    return { error: 'The daily budget must be a whole number of credits (0 or more), or empty for no budget.' };
  }
  const cacheLifetimes = {} as CacheLifetimes;
  for (const kind of LIFETIME_KINDS) {
    const { value, unit } = draft.lifetimes[kind];
    const n = typedNumber(value);
    cacheLifetimes[kind] = Math.round(unit === 'hours' ? n * 60 : n);
  }
  if (!valid(settingsFields.cacheLifetimes, cacheLifetimes)) {
    const kind = LIFETIME_KINDS.find((k) => !valid(settingsFields.cacheLifetimes.shape[k], cacheLifetimes[k]))!;
    return { error: `The cache lifetime of ${LIFETIME_NAMES[kind]} must be a number from 0 to ${lifetimeHours} hours.` };
  }
  const ratePerSecond = typedNumber(draft.ratePerSecond);
  if (!valid(settingsFields.ratePerSecond, ratePerSecond)) {
    return { error: `The request rate must be a number above 0 and at most ${L.ratePerSecond} a second (your plan's rate).` };
  }
  const template = settingsFields.downloadTemplate.safeParse(draft.downloadTemplate);
  if (!template.success) {
    return { error: `The file name template ${template.error.issues[0]?.message ?? 'is not valid'}.` };
  }
  return {
    patch: {
      baseUrl: draft.baseUrl.trim(),
      downloadTemplate: template.data,
      dailyBudget,
      cacheLifetimes,
      autoLookup: draft.autoLookup,
      ratePerSecond,
      theme: draft.theme,
    },
  };
}

/** Whether the patch changes nothing of the saved settings. */
function unchanged(patch: SettingsPatch, settings: PublicSettings | undefined): boolean {
  if (!settings) return false;
  return Object.entries(patch).every(([k, v]) => JSON.stringify(v) === JSON.stringify(settings[k as keyof PublicSettings]));
}

export function createOptionsStore(
  api: BackgroundApi,
  permissions: Permissions,
  hooks: { onTheme?: (theme: Theme) => void } = {},
): OptionsStore {
  return createStore<OptionsState>()((set, get) => {
    /**
     * Asks for a host permission. Called synchronously at the start of a click handler: when the
     * permission is known to be granted it resolves at once; otherwise the request goes out before
     * any await, so the browser still sees the user's gesture.
     */
    const ensurePermission = (pattern: string): Promise<boolean> => {
      if (get().granted[pattern]) return Promise.resolve(true);
      let pending: Promise<boolean>;
      try {
        pending = permissions.request([pattern]);
      } catch (e) {
        pending = Promise.reject(e);
      }
      return pending.then(
        (ok) => {
          set((s) => ({ granted: { ...s.granted, [pattern]: ok } }));
          return ok;
        },
        () => false,
      );
    };

    // Only the saved view changes: what the user typed elsewhere in the form stays as typed.
    const applySettings = (settings: PublicSettings) => set({ settings });

    return {
      status: 'loading',
      draft: EMPTY_DRAFT,
      granted: {},
      saving: false,
      verifying: false,
      hostsSaving: false,

      async load() {
        try {
          const overview = await api.getOverview();
          set({ status: 'ok', settings: overview.settings, draft: draftFrom(overview.settings) });
          hooks.onTheme?.(overview.settings.theme);
          await get().checkPermission();
        } catch (e) {
          set({ status: 'error', loadError: toErrorView(e) });
        }
      },

      edit(patch) {
        // A Verify answer is about the URL and key it was given: changing either makes it stale.
        const stale = patch.baseUrl !== undefined || patch.key !== undefined;
        set((s) => ({ draft: { ...s.draft, ...patch }, ...(stale ? { verify: undefined } : {}) }));
      },

      editLifetime(kind, patch) {
        set((s) => ({
          draft: { ...s.draft, lifetimes: { ...s.draft.lifetimes, [kind]: { ...s.draft.lifetimes[kind], ...patch } } },
        }));
      },

      async checkPermission() {
        const check = checkBaseUrl(get().draft.baseUrl);
        if (!check.ok || !check.origin) return;
        const pattern = originPattern(check.origin);
        if (get().granted[pattern] !== undefined) return;
        try {
          const ok = await permissions.contains([pattern]);
          set((s) => ({ granted: { ...s.granted, [pattern]: ok } }));
        } catch {
          // Unknown: the click will ask.
        }
      },

      async save() {
        const { draft } = get();
        const baseUrl = draft.baseUrl.trim();
        const check = baseUrl ? checkBaseUrl(baseUrl) : { ok: true as const };
        if (!check.ok) {
          set({ saveNotice: { kind: 'error', text: `Nothing was saved. ${check.error}` } });
          return;
        }
        const parsed = draftToPatch(draft);
        if ('error' in parsed) {
          set({ saveNotice: { kind: 'error', text: `Nothing was saved. ${parsed.error}` } });
          return;
        }
        if (!draft.key.trim() && unchanged(parsed.patch, get().settings)) {
          set({ saveNotice: { kind: 'ok', text: 'Nothing to save: these are the saved settings.' } });
          return;
        }
        // The permission request must be the first thing the click does.
        const allowed = check.origin ? ensurePermission(originPattern(check.origin)) : Promise.resolve(true);
        set({ saving: true, saveNotice: undefined });
        try {
          if (!(await allowed)) {
            set({
              saveNotice: {
                kind: 'error',
                text: `Nothing was saved: permission to contact ${check.origin} was not given. Social Lookup needs it to call the service.`,
              },
            });
            return;
          }
          const key = draft.key.trim();
          if (key) {
            try {
              applySettings(await api.setApiKey({ key }));
            } catch (e) {
              set({ saveNotice: { kind: 'error', text: `Nothing was saved: the key could not be stored (${toErrorView(e).message}).` } });
              return;
            }
          }
          let answer: Awaited<ReturnType<BackgroundApi['saveSettings']>>;
          try {
            answer = await api.saveSettings(parsed.patch);
          } catch (e) {
            answer = { ok: false, error: toErrorView(e) };
          }
          if (!answer.ok) {
            set({
              saveNotice: {
                kind: 'error',
                text: `${key ? 'The key was saved, but the settings were not' : 'The settings were not saved'}: ${answer.error.message}`,
              },
            });
            return;
          }
          const settings = answer.settings;
          set((s) => ({ settings, draft: { ...draftFrom(settings, s.draft), key: '', showKey: false } }));
          hooks.onTheme?.(settings.theme);
          set({ saveNotice: { kind: 'ok', text: key ? 'Saved. The new key is in use.' : 'Saved.' } });
        } finally {
          set({ saving: false });
        }
      },

      async verifyKey() {
        const { draft, settings } = get();
        const baseUrl = draft.baseUrl.trim();
        if (!baseUrl) {
          set({ verify: { error: { code: 'insecure_base_url', message: 'Enter the service URL first.' } } });
          return;
        }
        const check = checkBaseUrl(baseUrl);
        if (!check.ok || !check.origin) {
          set({ verify: { error: { code: 'insecure_base_url', message: check.error ?? 'The service URL is not valid.' } } });
          return;
        }
        const key = draft.key.trim();
        if (!key && !settings?.keySet) {
          set({ verify: { error: { code: 'no_key', message: 'Enter a key first.' } } });
          return;
        }
        const allowed = ensurePermission(originPattern(check.origin));
        set({ verifying: true, verify: undefined });
        try {
          if (!(await allowed)) {
            set({
              verify: {
                error: {
                  code: 'permission',
                  message: `Permission to contact ${check.origin} was not given, so the key could not be checked.`,
                },
              },
            });
            return;
          }
          const result = await api.verifyKey({ baseUrl, ...(key ? { key } : {}) });
          set({ verify: { result } });
        } catch (e) {
          set({ verify: { error: toErrorView(e) } });
        } finally {
          set({ verifying: false });
        }
      },

      async removeKey() {
        try {
          applySettings(await api.removeApiKey());
          set((s) => ({ draft: { ...s.draft, key: '' }, verify: undefined, saveNotice: { kind: 'ok', text: 'The key was removed.' } }));
        } catch (e) {
          set({ saveNotice: { kind: 'error', text: `The key could not be removed: ${toErrorView(e).message}` } });
        }
      },

      async addHost(list) {
        const { draft, settings } = get();
        const typed = draft.newHost[list];
        const domain = checkDomain(typed);
        if (!domain) {
          set({
            hostNotice: {
              kind: 'error',
              text: `“${typed.trim()}” is not a bare domain. Enter one such as social.example (no https://, no path).`,
            },
          });
          return;
        }
        const hosts = settings?.siteHosts ?? { site: [], short: [] };
        if (hosts.site.includes(domain) || hosts.short.includes(domain)) {
          set({ hostNotice: { kind: 'error', text: `${domain} is already in the list.` } });
          return;
        }
        const allowed = ensurePermission(hostPattern(domain));
        set({ hostsSaving: true, hostNotice: undefined });
        try {
          if (!(await allowed)) {
            set({ hostNotice: { kind: 'error', text: `${domain} was not added: permission to read its pages was not given.` } });
            return;
          }
          const siteHosts = { ...hosts, [list]: [...hosts[list], domain] };
          const answer = await api.saveSettings({ siteHosts }).catch((e: unknown) => ({ ok: false as const, error: toErrorView(e) }));
          if (!answer.ok) {
            set({ hostNotice: { kind: 'error', text: `${domain} was not added: ${answer.error.message}` } });
            return;
          }
          applySettings(answer.settings);
          set((s) => ({
            draft: { ...s.draft, newHost: { ...s.draft.newHost, [list]: '' } },
            hostNotice: { kind: 'ok', text: `Added ${domain}. Its pages are detected from now on.` },
          }));
        } finally {
          set({ hostsSaving: false });
        }
      },

      async removeHost(list, domain) {
        const hosts = get().settings?.siteHosts;
        if (!hosts) return;
        if (list === 'site' && hosts.site.length <= 1) {
          set({ hostNotice: { kind: 'error', text: 'Keep at least one site domain.' } });
          return;
        }
        set({ hostsSaving: true, hostNotice: undefined });
        try {
          const siteHosts = { ...hosts, [list]: hosts[list].filter((d) => d !== domain) };
          const answer = await api.saveSettings({ siteHosts }).catch((e: unknown) => ({ ok: false as const, error: toErrorView(e) }));
          if (!answer.ok) {
            set({ hostNotice: { kind: 'error', text: `${domain} was not removed: ${answer.error.message}` } });
            return;
          }
          applySettings(answer.settings);
          set({ hostNotice: { kind: 'ok', text: `Removed ${domain}.` } });
        } finally {
          set({ hostsSaving: false });
        }
      },

      async setTheme(theme) {
        set((s) => ({ draft: { ...s.draft, theme }, themeNotice: undefined }));
        hooks.onTheme?.(theme);
        const answer = await api.saveSettings({ theme }).catch((e: unknown) => ({ ok: false as const, error: toErrorView(e) }));
        if (!answer.ok) {
          set({ themeNotice: { kind: 'error', text: `The theme is applied here but was not saved: ${answer.error.message}` } });
          return;
        }
        set((s) => ({ settings: answer.settings, draft: { ...s.draft, theme: answer.settings.theme } }));
      },
    };
  });
}

/** The options form of this page's environment (only the options page loads this module). */
const stores = new WeakMap<UiEnv, OptionsStore>();

export function useOptionsStore(): OptionsStore {
  const { env } = useUi();
  let store = stores.get(env);
  if (!store) {
    store = createOptionsStore(env.api, env.permissions, { onTheme: (t) => applyTheme(t) });
    stores.set(env, store);
  }
  return store;
}

export const useOptions = <T,>(selector: (s: OptionsState) => T): T => useStore(useOptionsStore(), selector);
