import { useId, type FormEvent } from 'react';
import type { Theme } from '../../lib/ui/types';
import { LIFETIME_KINDS, useDraft, type LifetimeKind, type LifetimeUnit } from '../../lib/ui/options/options-store';
import { useCheckPermission, useOptionsSettings, useRemoveKey, useSaveOptions, useSetTheme, useVerifyKey, type VerifyOutcome } from '../../lib/ui/options/options-actions';
import { toErrorView, verifyFailure } from '../../lib/ui/text/errors';
import { formatNumber } from '../../lib/ui/text/numbers';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPanel } from '../common/ErrorPanel';
import { Loading, Notice } from '../common/Status';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SiteHostsEditor } from './SiteHostsEditor';
import { StorageSection } from './StorageSection';
import { AiClientsSection } from './AiClientsSection';
import { LanguageSection } from './LanguageSection';

/** A key check's answer, one sentence: the plan and credits, or the exact reason it failed. */
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
  return { ok: false, text: error ? verifyFailure(error) : 'The key could not be checked.' };
}

function ConnectionSection() {
  const id = useId();
  const settings = useOptionsSettings().data;
  const draft = useDraft((s) => s.draft);
  const edit = useDraft((s) => s.edit);
  const { verify: verifyKey, verifying, outcome } = useVerifyKey();
  const removeKey = useRemoveKey();
  const checkPermission = useCheckPermission();
  const sentence = outcome ? verifySentence(outcome) : null;
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
          onBlur={checkPermission}
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
        <button type="button" className="btn btn-secondary" onClick={verifyKey} disabled={verifying} aria-busy={verifying || undefined}>
          {verifying ? 'Verifying…' : 'Verify · free'}
        </button>
        {settings?.keySet ? (
          <button type="button" className="btn btn-link danger" onClick={removeKey}>
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
  const draft = useDraft((s) => s.draft);
  const edit = useDraft((s) => s.edit);
  const editLifetime = useDraft((s) => s.editLifetime);
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
  const theme = useDraft((s) => s.draft.theme);
  const { setTheme, notice } = useSetTheme();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        Appearance
      </h2>
      <div className="field">
        <label htmlFor={`${id}-theme`}>Theme</label>
        <select id={`${id}-theme`} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
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
  const loaded = useOptionsSettings();
  const { save, saving, notice: saveNotice } = useSaveOptions();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Straight from the event: the host permission request needs the user's gesture.
    save();
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
        {loaded.isPending && !loaded.isError ? <Loading>Loading the settings…</Loading> : null}
        {loaded.isError ? <ErrorPanel error={toErrorView(loaded.error)} onRetry={() => void loaded.refetch()} /> : null}
        {loaded.isSuccess ? (
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
            <LanguageSection />
            <StorageSection />
            <AiClientsSection />
          </>
        ) : null}
      </ErrorBoundary>
      <ConfirmDialog />
    </div>
  );
}
