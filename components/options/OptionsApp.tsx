import { useEffect, useId, type FormEvent } from 'react';
import type { Theme } from '../../lib/ui/types';
import { useOptions, useOptionsStore } from '../../lib/ui/options/options-store';
import { describeError } from '../../lib/ui/text/errors';
import { formatNumber } from '../../lib/ui/text/numbers';
import { LIFETIME_KINDS, type LifetimeKind, type LifetimeUnit, type VerifyOutcome } from '../../lib/ui/options/options-store';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPanel } from '../common/ErrorPanel';
import { Loading, Notice } from '../common/Status';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SiteHostsEditor } from './SiteHostsEditor';
import { StorageSection } from './StorageSection';

/** The exact reason a key check failed, one sentence each. */
export function verifySentence(outcome: VerifyOutcome): { ok: boolean; text: string } {
  const error = 'error' in outcome ? outcome.error : outcome.result.ok ? undefined : outcome.result.error;
  if ('result' in outcome && outcome.result.ok) {
    const r = outcome.result;
    const parts = [
      r.plan ? `Plan: ${r.plan}.` : '',
      r.remaining !== undefined
        ? `${formatNumber(r.remaining)} credits left${r.limit !== undefined ? ` of ${formatNumber(r.limit)}` : ''}.`
        : '',
    ].filter(Boolean);
    return { ok: true, text: `The key works. ${parts.join(' ')}`.trim() };
  }
  if (!error) return { ok: false, text: 'The key could not be checked.' };
  switch (error.code) {
    case 'unauthorized':
      return { ok: false, text: 'The service rejected this key (401). Check that you copied all of it.' };
    case 'forbidden':
      return { ok: false, text: 'The key was refused or the account is paused (403). Check your account with the service.' };
    case 'network':
      return { ok: false, text: 'The service could not be reached at this URL. Check the URL and your connection.' };
    case 'timeout':
      return { ok: false, text: 'The service did not answer in time. Try again in a moment.' };
    case 'insecure_base_url':
      // The base-URL rule's own sentence says which part is wrong (scheme, path, credentials).
      return {
        ok: false,
        text: /^(Enter|The service URL)/.test(error.message)
          ? error.message
          : 'The service URL must start with https:// (http:// is allowed only for localhost).',
      };
    case 'no_key':
      return { ok: false, text: 'Enter a key first.' };
    case 'permission':
      return { ok: false, text: error.message };
    case 'rate_limited':
      return { ok: false, text: 'The service asks to slow down (429). Try again in a few seconds.' };
    case 'out_of_credits':
      return { ok: false, text: 'The key works, but the account is out of credits (402).' };
    default:
      return { ok: false, text: `${describeError(error).title}. ${error.message}` };
  }
}

function ConnectionSection() {
  const id = useId();
  const settings = useOptions((s) => s.settings);
  const draft = useOptions((s) => s.draft);
  const edit = useOptions((s) => s.edit);
  const verifyKey = useOptions((s) => s.verifyKey);
  const verifying = useOptions((s) => s.verifying);
  const verify = useOptions((s) => s.verify);
  const removeKey = useOptions((s) => s.removeKey);
  const checkPermission = useOptions((s) => s.checkPermission);
  const sentence = verify ? verifySentence(verify) : null;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        Service and key
      </h2>
      <div className="field">
        <label htmlFor={`${id}-url`}>Service URL</label>
        <input
          id={`${id}-url`}
          type="url"
          value={draft.baseUrl}
          placeholder="https://api.example"
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => edit({ baseUrl: e.target.value })}
          onBlur={() => void checkPermission()}
          aria-describedby={`${id}-url-hint`}
        />
        <span id={`${id}-url-hint`} className="hint">
          The service's address alone, with no path (https://api.example, not https://api.example/api). https:// only
          (http:// only for localhost). Saving asks the browser for permission to contact it.
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>API key</label>
        <div className="inline">
          <input
            id={`${id}-key`}
            type={draft.showKey ? 'text' : 'password'}
            value={draft.key}
            placeholder={settings?.keySet && settings.keyMasked ? `Saved: ${settings.keyMasked}` : 'Paste your API key'}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => edit({ key: e.target.value })}
            aria-describedby={`${id}-key-hint`}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => edit({ showKey: !draft.showKey })}
            aria-label={draft.showKey ? 'Hide key' : 'Show key'}
            aria-pressed={draft.showKey}
          >
            {draft.showKey ? 'Hide' : 'Show'}
          </button>
        </div>
        <span id={`${id}-key-hint`} className="hint">
          {settings?.keySet
            ? `A key is saved (${settings.keyMasked ?? 'hidden'}). Type a new one to replace it; the saved key is never shown.`
            : 'Stored on this device only, never synced. Pages of the extension never see it again once saved.'}
        </span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => void verifyKey()} disabled={verifying} aria-busy={verifying || undefined}>
          {verifying ? 'Verifying…' : 'Verify · free'}
        </button>
        {settings?.keySet ? (
          <button type="button" className="btn btn-link danger" onClick={() => void removeKey()}>
            Remove key
          </button>
        ) : null}
      </div>
      {sentence ? <Notice kind={sentence.ok ? 'ok' : 'error'}>{sentence.text}</Notice> : null}
    </section>
  );
}

const LIFETIME_LABELS: Record<LifetimeKind, string> = {
  details: 'Details (pages, groups, posts, videos)',
  list: 'Lists (posts, videos, comments, ads)',
  search: 'Search results',
  reference: 'Reference (ids, countries, places)',
};

function PreferencesSection() {
  const id = useId();
  const draft = useOptions((s) => s.draft);
  const edit = useOptions((s) => s.edit);
  const editLifetime = useOptions((s) => s.editLifetime);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        Spending and cache
      </h2>
      <div className="field">
        <label htmlFor={`${id}-budget`}>Daily budget (credits)</label>
        <input
          id={`${id}-budget`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.dailyBudget}
          placeholder="No budget"
          onChange={(e) => edit({ dailyBudget: e.target.value })}
          aria-describedby={`${id}-budget-hint`}
        />
        <span id={`${id}-budget-hint`} className="hint">
          Calls that would go over it ask first. Leave empty for no budget.
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rate`}>Requests a second</label>
        <input
          id={`${id}-rate`}
          type="number"
          min={0.1}
          max={100}
          step="any"
          inputMode="decimal"
          value={draft.ratePerSecond}
          onChange={(e) => edit({ ratePerSecond: e.target.value })}
          aria-describedby={`${id}-rate-hint`}
        />
        <span id={`${id}-rate-hint`} className="hint">
          Your plan's rate (free: 1,000 an hour; paid: 1 to 20 a second). Calls are spaced to stay under it instead of
          being refused.
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-template`}>File names of saved media</label>
        <input
          id={`${id}-template`}
          type="text"
          spellCheck={false}
          maxLength={200}
          value={draft.downloadTemplate}
          onChange={(e) => edit({ downloadTemplate: e.target.value })}
          aria-describedby={`${id}-template-hint`}
        />
        <span id={`${id}-template-hint`} className="hint">
          {'{owner}'} who posted it, {'{date}'} when, {'{id}'} the post, ad or listing, {'{n}'} the file's number,{' '}
          {'{type}'} photo or video. Characters a file system refuses are replaced.
        </span>
      </div>
      <fieldset className="lifetimes">
        <legend>Keep answers for</legend>
        {LIFETIME_KINDS.map((kind) => (
          <div key={kind} className="field lifetime">
            <label htmlFor={`${id}-lt-${kind}`}>{LIFETIME_LABELS[kind]}</label>
            <div className="inline">
              <input
                id={`${id}-lt-${kind}`}
                type="number"
                min={0}
                step="any"
                value={draft.lifetimes[kind].value}
                onChange={(e) => editLifetime(kind, { value: e.target.value })}
              />
              <select
                aria-label={`Unit of ${LIFETIME_LABELS[kind]}`}
                value={draft.lifetimes[kind].unit}
                onChange={(e) => editLifetime(kind, { unit: e.target.value as LifetimeUnit })}
              >
                <option value="minutes">minutes</option>
                <option value="hours">hours</option>
              </select>
            </div>
          </div>
        ))}
        <p className="hint">Answers from the cache cost nothing. 0 turns the cache off for that kind.</p>
      </fieldset>
      <div className="check">
        <input
          id={`${id}-auto`}
          type="checkbox"
          checked={draft.autoLookup}
          onChange={(e) => edit({ autoLookup: e.target.checked })}
          aria-describedby={`${id}-auto-hint`}
        />
        <label htmlFor={`${id}-auto`}>Look up the current tab automatically</label>
      </div>
      <p id={`${id}-auto-hint`} className="hint">
        Off by default. When on, the side panel looks up the tab’s page, group, post or video as you browse: it uses the
        cache first and never exceeds the budget.
      </p>
    </section>
  );
}

function ThemeSection() {
  const id = useId();
  const theme = useOptions((s) => s.draft.theme);
  const setTheme = useOptions((s) => s.setTheme);
  const notice = useOptions((s) => s.themeNotice);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        Appearance
      </h2>
      <div className="field">
        <label htmlFor={`${id}-theme`}>Theme</label>
        <select id={`${id}-theme`} value={theme} onChange={(e) => void setTheme(e.target.value as Theme)}>
          <option value="system">Same as the system</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}

/** The options page: service URL and key, site hosts, budget, cache, auto-lookup, theme. */
export function OptionsApp() {
  const optionsStore = useOptionsStore();
  const status = useOptions((s) => s.status);
  const loadError = useOptions((s) => s.loadError);
  const saving = useOptions((s) => s.saving);
  const saveNotice = useOptions((s) => s.saveNotice);
  const save = useOptions((s) => s.save);
  useEffect(() => {
    void optionsStore.getState().load();
  }, [optionsStore]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Straight from the event: the host permission request needs the user's gesture.
    void save();
  };

  return (
    <div className="app app-options">
      <header className="app-header">
        <h1 className="brand">Social Lookup options</h1>
        <p className="muted">Look up public pages, groups, posts and videos of the site, with the cost of every call shown first.</p>
        <p className="small">
          <a href="/privacy.html" target="_blank" rel="noopener">
            Privacy: what is stored and what is sent
          </a>
        </p>
      </header>
      <ErrorBoundary label="The options">
        {status === 'loading' ? <Loading>Loading the settings…</Loading> : null}
        {status === 'error' && loadError ? (
          <ErrorPanel error={loadError} onRetry={() => void optionsStore.getState().load()} />
        ) : null}
        {status === 'ok' ? (
          <>
            <form onSubmit={onSubmit} className="options-form" noValidate>
              <ConnectionSection />
              <PreferencesSection />
              <div className="actions save-bar">
                <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
                  {saving ? 'Saving…' : 'Save'}
                </button>
                {saveNotice ? <Notice kind={saveNotice.kind}>{saveNotice.text}</Notice> : null}
              </div>
            </form>
            <SiteHostsEditor />
            <ThemeSection />
            <StorageSection />
          </>
        ) : null}
      </ErrorBoundary>
      <ConfirmDialog />
    </div>
  );
}
