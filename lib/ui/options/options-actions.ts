import { useStore } from 'zustand';
import { useIsMutating, useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language, PublicSettings, SettingsPatch, Theme } from '../../lookup/settings';
import type { ErrorView } from '../../lookup/types';
import type { VerifyResult } from '../../messaging/protocol';
import type { ConfirmRequest } from '../account/confirm';
import type { BackgroundApi, Permissions } from '../env/ui-env';
import { useUi } from '../app/context';
import {
  checkBaseUrl,
  checkDomain,
  hostPattern,
  hostsOfList,
  originPattern,
  unchanged,
  useDraftStore,
  withHostList,
  type DraftStore,
  type HostList,
  type Notice,
} from './options-store';

const HOST_LISTS: readonly HostList[] = ['site', 'short', 'photo'];
import { applyTheme } from '../app/theme';
import { setLanguage as applyLanguage, t } from '../i18n/catalogue';
import { errorSentence, shortError, toErrorView } from '../text/errors';
import '../i18n/words/options';

/**
 * What the options page does with the draft: the saved settings are a query; saving, removing
 * the key, verifying, the site domains and the theme are mutations. A click handler asks for a
 * host permission before anything else (the browser needs the user's gesture), then hands the
 * answer to the mutation. Mutations never throw: each ends in a notice or an outcome.
 */

export const SETTINGS = ['options', 'settings'] as const;
const FORM = ['options', 'form'] as const;
const VERIFY = ['options', 'verify'] as const;
const HOSTS = ['options', 'hosts'] as const;

/** The saved settings, read once; a load fills the draft and applies the theme. */
// The form's checks (the settings' schema) load beside the settings, after the first paint; the
// form shows once the settings are read, so Save finds them loaded and checks synchronously (its
// permission request needs the click's gesture).
let draftChecks: typeof import('./draft-patch') | undefined;
async function loadDraftChecks(): Promise<void> {
  draftChecks ??= await import('./draft-patch');
}

export function useOptionsSettings() {
  const { env } = useUi();
  const drafts = useDraftStore();
  return useQuery({
    queryKey: SETTINGS,
    queryFn: async (): Promise<PublicSettings> => {
      const [{ settings }] = await Promise.all([env.api.getOverview(), loadDraftChecks()]);
      drafts.getState().reset(settings);
      applyTheme(settings.theme);
      applyLanguage(settings.language);
      void checkPermission(drafts, env.permissions);
      return settings;
    },
  });
}

const savedSettings = (queries: QueryClient) => queries.getQueryData<PublicSettings>(SETTINGS);

/** Whether the service URL's origin may be contacted, asked without a prompt (blur, load). */
export async function checkPermission(drafts: DraftStore, permissions: Permissions): Promise<void> {
  const check = checkBaseUrl(drafts.getState().draft.baseUrl);
  if (!check.ok) return;
  const pattern = originPattern(check.origin);
  if (drafts.getState().granted[pattern] !== undefined) return;
  try {
    const ok = await permissions.contains([pattern]);
    drafts.setState((s) => ({ granted: { ...s.granted, [pattern]: ok } }));
  } catch {
    // Unknown: the click will ask.
  }
}

/**
 * Asks for a host permission. Called synchronously at the start of a click handler: when the
 * permission is known to be granted it resolves at once; otherwise the request goes out before
 * any await, so the browser still sees the user's gesture.
 */
function ensurePermission(drafts: DraftStore, permissions: Permissions, pattern: string): Promise<boolean> {
  if (drafts.getState().granted[pattern]) return Promise.resolve(true);
  let pending: Promise<boolean>;
  try {
    pending = permissions.request([pattern]);
  } catch (e) {
    pending = Promise.reject(e);
  }
  return pending.then(
    (ok) => {
      drafts.setState((s) => ({ granted: { ...s.granted, [pattern]: ok } }));
      return ok;
    },
    () => false,
  );
}

/**
 * The question asked when the background refuses to send the saved key to another origin
 * (saved_key_elsewhere): by Verify before it checks the key there, by Save before the key goes there.
 */
function sendSavedKeyQuestion(e: ErrorView, when: 'check' | 'save'): ConfirmRequest {
  const to = e.origin ?? t('options.save.sendKey.newUrl');
  const saved = e.savedOrigin || t('options.save.sendKey.noUrl');
  return {
    title: t('options.save.sendKey.title', { to }),
    body: t(when === 'check' ? 'options.save.sendKey.bodyCheck' : 'options.save.sendKey.bodySave', { saved, to }),
    confirmLabel: t('options.save.sendKey.confirm'),
    cancelLabel: t('options.save.sendKey.cancel'),
  };
}

type SaveAnswer = Awaited<ReturnType<BackgroundApi['saveSettings']>>;
const saveSafely = (api: BackgroundApi, patch: Parameters<BackgroundApi['saveSettings']>[0]): Promise<SaveAnswer> =>
  api.saveSettings(patch).catch((e: unknown) => ({ ok: false as const, error: toErrorView(e) }));

/** A mutation's notice, the latest of those under `key` (saving and removing the key share one). */
function useLatestNotice(key: readonly string[]): Notice | undefined {
  const notices = useMutationState({ filters: { mutationKey: key }, select: (m) => m.state.data as Notice | undefined });
  return notices[notices.length - 1];
}

type SaveStep = { notice: Notice } | { patch: SettingsPatch; key: string; allowed: Promise<boolean>; origin?: string; refused?: boolean };

/** Save: the form's checks, the permission, the key, then the settings. */
export function useSaveOptions(): { save(): void; saving: boolean; notice: Notice | undefined } {
  const { env, stores } = useUi();
  const verified = useMutationState({
    filters: { mutationKey: VERIFY },
    select: (v) => refusedKey(v.state.variables as VerifyStep | undefined, v.state.data as VerifyOutcome | undefined),
  });
  const drafts = useDraftStore();
  const queries = useQueryClient();
  const m = useMutation({
    mutationKey: FORM,
    mutationFn: async (step: SaveStep): Promise<Notice> => {
      if ('notice' in step) return step.notice;
      if (!(await step.allowed)) {
        return { kind: 'error', text: t('options.save.noPermission', { origin: step.origin ?? '' }) };
      }
      const { key } = step;
      if (step.refused) {
        const yes = await stores.confirm.getState().ask({
          title: t('options.save.refusedKey.title'),
          body: t('options.save.refusedKey.body'),
          confirmLabel: t('options.save.refusedKey.confirm'),
          cancelLabel: t('options.save.refusedKey.cancel'),
        });
        if (!yes) return { kind: 'error', text: t('options.save.refusedKeyKept') };
      }
      if (key) {
        try {
          queries.setQueryData(SETTINGS, await env.api.setApiKey({ key }));
        } catch (e) {
          return { kind: 'error', text: t('options.save.keyNotStored', { reason: shortError(toErrorView(e)) }) };
        }
      }
      // A key typed with the URL is the key for it; without one, the background refuses to move
      // the saved key to another origin (saved_key_elsewhere) until the user says yes here.
      const consent = key && step.origin ? { sendSavedKeyTo: step.origin } : {};
      let answer = await saveSafely(env.api, { ...step.patch, ...consent });
      const elsewhere = !answer.ok && answer.error.code === 'saved_key_elsewhere' ? answer.error : null;
      if (elsewhere) {
        if (!(await stores.confirm.getState().ask(sendSavedKeyQuestion(elsewhere, 'save')))) {
          return { kind: 'error', text: t('options.save.keyStays', { saved: elsewhere.savedOrigin || t('options.save.sendKey.noUrl'), origin: elsewhere.origin ?? '' }) };
        }
        answer = await saveSafely(env.api, { ...step.patch, sendSavedKeyTo: elsewhere.origin ?? '' });
      }
      if (!answer.ok) {
        return { kind: 'error', text: t(key ? 'options.save.keySavedSettingsNot' : 'options.save.settingsNot', { reason: errorSentence(answer.error) }) };
      }
      queries.setQueryData(SETTINGS, answer.settings);
      drafts.getState().reset(answer.settings);
      applyTheme(answer.settings.theme);
      if (elsewhere) return { kind: 'ok', text: t('options.save.savedKeyMoves', { origin: elsewhere.origin ?? '' }) };
      return { kind: 'ok', text: t(key ? 'options.save.savedNewKey' : 'options.save.saved') };
    },
  });
  const save = () => {
    const { draft } = drafts.getState();
    const baseUrl = draft.baseUrl.trim();
    const check = baseUrl ? checkBaseUrl(baseUrl) : undefined;
    if (check && !check.ok) return m.mutate({ notice: { kind: 'error', text: t('options.save.nothingSaved', { reason: errorSentence(check.error) }) } });
    const parsed = draftChecks!.draftToPatch(draft);
    if ('error' in parsed) return m.mutate({ notice: { kind: 'error', text: t('options.save.nothingSaved', { reason: parsed.error }) } });
    if (!draft.key.trim() && unchanged(parsed.patch, savedSettings(queries))) {
      return m.mutate({ notice: { kind: 'ok', text: t('options.save.nothingToSave') } });
    }
    // The permission request must be the first thing the click does.
    const key = draft.key.trim();
    const write = { patch: parsed.patch, key, ...(key && verified[verified.length - 1] === key ? { refused: true } : {}) };
    if (!check) return m.mutate({ ...write, allowed: Promise.resolve(true) });
    m.mutate({ ...write, allowed: ensurePermission(drafts, env.permissions, originPattern(check.origin)), origin: check.origin });
  };
  return { save, saving: m.isPending, notice: useLatestNotice(FORM) };
}

export function useRemoveKey(): () => void {
  const { env } = useUi();
  const drafts = useDraftStore();
  const queries = useQueryClient();
  const m = useMutation({
    mutationKey: FORM,
    mutationFn: async (): Promise<Notice> => {
      try {
        queries.setQueryData(SETTINGS, await env.api.removeApiKey());
        drafts.getState().edit({ key: '' });
        return { kind: 'ok', text: t('options.save.keyRemoved') };
      } catch (e) {
        return { kind: 'error', text: t('options.save.keyNotRemoved', { reason: shortError(toErrorView(e)) }) };
      }
    },
  });
  return () => m.mutate();
}

export type VerifyOutcome = { result: VerifyResult } | { error: ErrorView };
type VerifyCall = { baseUrl: string; key: string; allowed: Promise<boolean>; origin: string };
type VerifyStep = { keyEdits: number } & ({ error: ErrorView } | VerifyCall);

/** The service refused the key: what Save asks about before storing that same key. */
const refusedKey = (step: VerifyStep | undefined, outcome: VerifyOutcome | undefined): string | null =>
  step && 'key' in step && step.key && outcome && 'result' in outcome && outcome.result.error?.code === 'unauthorized' ? step.key : null;

/**
 * Verify (free): checks the typed (or saved) key against the typed URL; the answer goes stale when
 * either is edited. The background sends the saved key only to the origin it was saved for; for
 * another, it answers saved_key_elsewhere and nothing is sent until the user says yes here.
 */
export function useVerifyKey(): { verify(): void; verifying: boolean; outcome: VerifyOutcome | undefined } {
  const { env, stores } = useUi();
  const drafts = useDraftStore();
  const queries = useQueryClient();
  const m = useMutation({
    mutationKey: VERIFY,
    mutationFn: async (step: VerifyStep): Promise<VerifyOutcome> => {
      if ('error' in step) return { error: step.error };
      if (!(await step.allowed)) return { error: { code: 'permission', origin: step.origin } };
      try {
        const request = { baseUrl: step.baseUrl, ...(step.key ? { key: step.key } : {}) };
        const result = await env.api.verifyKey(request);
        const elsewhere = result.error?.code === 'saved_key_elsewhere' ? result.error : null;
        if (!elsewhere) return { result };
        if (!(await stores.confirm.getState().ask(sendSavedKeyQuestion(elsewhere, 'check')))) return { result };
        return { result: await env.api.verifyKey({ ...request, sendSavedKeyTo: elsewhere.origin ?? '' }) };
      } catch (e) {
        return { error: toErrorView(e) };
      }
    },
  });
  const verify = () => {
    const { draft, keyEdits } = drafts.getState();
    const baseUrl = draft.baseUrl.trim();
    const check = checkBaseUrl(baseUrl);
    if (!check.ok) return m.mutate({ keyEdits, error: check.error });
    const key = draft.key.trim();
    if (!key && !savedSettings(queries)?.keySet) return m.mutate({ keyEdits, error: { code: 'no_key' } });
    m.mutate({ keyEdits, baseUrl, key, origin: check.origin, allowed: ensurePermission(drafts, env.permissions, originPattern(check.origin)) });
  };
  const keyEdits = useStore(drafts, (s) => s.keyEdits);
  const fresh = m.variables?.keyEdits === keyEdits;
  return { verify, verifying: m.isPending, outcome: fresh && !m.isPending ? m.data : undefined };
}

type HostStep = { notice: Notice } | { domain: string; add: boolean; allowed: Promise<boolean> };

const NO_HOSTS = { site: [], short: [] };

/** Adds or removes a domain of one host list (adding asks to read its pages first). */
export function useSiteHosts(list: HostList): { add(): void; remove(domain: string): void } {
  const { env } = useUi();
  const drafts = useDraftStore();
  const queries = useQueryClient();
  const m = useMutation({
    mutationKey: HOSTS,
    mutationFn: async (step: HostStep): Promise<Notice> => {
      if ('notice' in step) return step.notice;
      const { domain, add } = step;
      if (!(await step.allowed)) return { kind: 'error', text: t('options.hosts.notAllowed', { domain }) };
      const hosts = savedSettings(queries)?.siteHosts ?? NO_HOSTS;
      const now = hostsOfList(hosts, list);
      const siteHosts = withHostList(hosts, list, add ? [...now, domain] : now.filter((d) => d !== domain));
      const answer = await saveSafely(env.api, { siteHosts });
      if (!answer.ok) return { kind: 'error', text: t(add ? 'options.hosts.notAdded' : 'options.hosts.notRemoved', { domain, reason: errorSentence(answer.error) }) };
      queries.setQueryData(SETTINGS, answer.settings);
      if (!add) return { kind: 'ok', text: t('options.hosts.removed', { domain }) };
      drafts.getState().edit({ newHost: { ...drafts.getState().draft.newHost, [list]: '' } });
      return { kind: 'ok', text: t('options.hosts.added', { domain }) };
    },
  });
  const add = () => {
    const typed = drafts.getState().draft.newHost[list];
    const domain = checkDomain(typed);
    if (!domain) {
      const example = list === 'photo' ? 'photo.example' : 'social.example';
      return m.mutate({ notice: { kind: 'error', text: t('options.hosts.notBare', { typed: typed.trim(), example }) } });
    }
    // A domain is one site's: in two lists, the first site would take its links.
    const hosts = savedSettings(queries)?.siteHosts ?? NO_HOSTS;
    if (HOST_LISTS.some((l) => hostsOfList(hosts, l).includes(domain))) {
      return m.mutate({ notice: { kind: 'error', text: t(hostsOfList(hosts, list).includes(domain) ? 'options.hosts.inThisList' : 'options.hosts.inAnotherList', { domain }) } });
    }
    m.mutate({ domain, add: true, allowed: ensurePermission(drafts, env.permissions, hostPattern(domain)) });
  };
  const remove = (domain: string) => {
    const hosts = savedSettings(queries)?.siteHosts;
    if (!hosts) return;
    if (list === 'site' && hosts.site.length <= 1) return m.mutate({ notice: { kind: 'error', text: t('options.hosts.keepOne') } });
    m.mutate({ domain, add: false, allowed: Promise.resolve(true) });
  };
  return { add, remove };
}

export function useSiteHostsState(): { busy: boolean; notice: Notice | undefined } {
  return { busy: useIsMutating({ mutationKey: HOSTS }) > 0, notice: useLatestNotice(HOSTS) };
}

/**
 * A choice that applies at once and is then saved (the theme, the language); a failed save says
 * it is applied here only. `saved` is told what was saved.
 */
function useAppliedAtOnce<K extends 'theme' | 'language'>(key: K, saved?: (settings: PublicSettings) => void) {
  const { env } = useUi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (value: PublicSettings[K]): Promise<Notice | undefined> => {
      const answer = await saveSafely(env.api, { [key]: value });
      if (!answer.ok) return { kind: 'error', text: t(key === 'theme' ? 'options.save.themeNotSaved' : 'options.save.languageNotSaved', { reason: errorSentence(answer.error) }) };
      queries.setQueryData(SETTINGS, answer.settings);
      saved?.(answer.settings);
      return undefined;
    },
  });
}

/** The theme applies at once and is saved; a failure says it is applied here only. */
export function useSetTheme(): { setTheme(theme: Theme): void; notice: Notice | undefined } {
  const drafts = useDraftStore();
  const m = useAppliedAtOnce('theme', (settings) => drafts.getState().edit({ theme: settings.theme }));
  const setTheme = (theme: Theme) => {
    drafts.getState().edit({ theme });
    applyTheme(theme);
    m.mutate(theme);
  };
  return { setTheme, notice: m.data };
}

/** The language applies at once (the page re-renders in it) and is saved, as the theme is. */
export function useSetLanguage(): { language: Language; setLanguage(language: Language): void; notice: Notice | undefined } {
  const queries = useQueryClient();
  const m = useAppliedAtOnce('language');
  const setLanguage = (language: Language) => {
    void applyLanguage(language);
    m.mutate(language);
  };
  // While a choice is being saved it is the one shown; then the saved one.
  const language = m.isPending && m.variables ? m.variables : (savedSettings(queries)?.language ?? 'auto');
  return { language, setLanguage, notice: m.data };
}

export function useCheckPermission(): () => void {
  const { env } = useUi();
  const drafts = useDraftStore();
  return () => void checkPermission(drafts, env.permissions);
}
