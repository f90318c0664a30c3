import { useEffect, useId, type FormEvent } from 'react';
import type { Theme } from '../../lib/ui/types';
import { LIFETIME_KINDS, useDraft, type LifetimeKind, type LifetimeUnit } from '../../lib/ui/options/options-store';
import { useCheckPermission, useOptionsSettings, useRemoveKey, useSaveOptions, useSetTheme, useVerifyKey, type VerifyOutcome } from '../../lib/ui/options/options-actions';
import { toErrorView, verifyFailure } from '../../lib/ui/text/errors';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPanel } from '../common/ErrorPanel';
import { Loading, Notice } from '../common/Status';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SiteHostsEditor } from './SiteHostsEditor';
import { StorageSection } from './StorageSection';
import { AiClientsSection } from './AiClientsSection';
import { LanguageSection } from './LanguageSection';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/options';

/** A key check's answer, one sentence: the plan and credits, or the exact reason it failed. */
export function verifySentence(outcome: VerifyOutcome): { ok: boolean; text: string } {
  const error = 'error' in outcome ? outcome.error : outcome.result.ok ? undefined : outcome.result.error;
  if ('result' in outcome && outcome.result.ok) {
    const r = outcome.result;
    const parts = [
      t('options.verify.works'),
      r.plan ? t('options.verify.plan', { plan: r.plan }) : '',
      r.remaining === undefined
        ? ''
        : r.limit === undefined
          ? t('options.verify.left', { count: r.remaining })
          : t('options.verify.leftOf', { count: r.remaining, limit: r.limit }),
    ].filter(Boolean);
    return { ok: true, text: parts.join(' ') };
  }
  return { ok: false, text: error ? verifyFailure(error) : t('options.verify.notChecked') };
}

/** The service URL's example: an address, the same in every language. */
const EXAMPLE_URL = 'https://api.example';

function ConnectionSection() {
  const id = useId();
  const settings = useOptionsSettings().data;
  const draft = useDraft((s) => s.draft);
  const edit = useDraft((s) => s.edit);
  const { verify: verifyKey, verifying, outcome } = useVerifyKey();
  const removeKey = useRemoveKey();
  const checkPermission = useCheckPermission();
  const sentence = outcome ? verifySentence(outcome) : null;
  const sentenceKind = sentence?.ok ? 'ok' : 'error';
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('options.connection.title')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('options.connection.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          value={draft.baseUrl}
          placeholder={EXAMPLE_URL}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => edit({ baseUrl: e.target.value })}
          onBlur={checkPermission}
          aria-describedby={`${id}-url-hint`}
        />
        <span id={`${id}-url-hint`} className="hint">
          {t('options.connection.urlHint')}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('options.connection.key')}</label>
        <div className="inline">
          <input
            id={`${id}-key`}
            type={draft.showKey ? 'text' : 'password'}
            value={draft.key}
            placeholder={settings?.keySet && settings.keyMasked ? t('options.connection.keySaved', { masked: settings.keyMasked }) : t('options.connection.keyPaste')}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => edit({ key: e.target.value })}
            aria-describedby={`${id}-key-hint`}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => edit({ showKey: !draft.showKey })}
            aria-label={draft.showKey ? t('options.connection.hideKey') : t('options.connection.showKey')}
            aria-pressed={draft.showKey}
          >
            {draft.showKey ? t('options.connection.hide') : t('options.connection.show')}
          </button>
        </div>
        <span id={`${id}-key-hint`} className="hint">
          {settings?.keySet
            ? t('options.connection.keySavedHint', { masked: settings.keyMasked ?? t('options.connection.hidden') })
            : t('options.connection.keyHint')}
        </span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={verifyKey} disabled={verifying} aria-busy={verifying || undefined}>
          {verifying ? t('options.connection.verifying') : t('options.connection.verify')}
        </button>
        {settings?.keySet ? (
          <button type="button" className="btn btn-link danger" onClick={removeKey}>
            {t('options.connection.removeKey')}
          </button>
        ) : null}
      </div>
      {sentence ? <Notice kind={sentenceKind}>{sentence.text}</Notice> : null}
    </section>
  );
}

const lifetimeLabel = (kind: LifetimeKind) => t(`options.preferences.lifetimes.${kind}`);

/** The plan rates the hint names: free by the hour, paid by the second. */
const RATES = { free: 1000, min: 1, max: 20 };

function PreferencesSection() {
  const id = useId();
  const draft = useDraft((s) => s.draft);
  const edit = useDraft((s) => s.edit);
  const editLifetime = useDraft((s) => s.editLifetime);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('options.preferences.title')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-budget`}>{t('options.preferences.budget')}</label>
        <input
          id={`${id}-budget`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.dailyBudget}
          placeholder={t('options.preferences.noBudget')}
          onChange={(e) => edit({ dailyBudget: e.target.value })}
          aria-describedby={`${id}-budget-hint`}
        />
        <span id={`${id}-budget-hint`} className="hint">
          {t('options.preferences.budgetHint')}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rate`}>{t('options.preferences.rate')}</label>
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
          {t('options.preferences.rateHint', RATES)}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-template`}>{t('options.preferences.template')}</label>
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
          {t('options.preferences.templateHint')}
        </span>
      </div>
      <fieldset className="lifetimes">
        <legend>{t('options.preferences.keepFor')}</legend>
        {LIFETIME_KINDS.map((kind) => (
          <div key={kind} className="field lifetime">
            <label htmlFor={`${id}-lt-${kind}`}>{lifetimeLabel(kind)}</label>
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
                aria-label={t('options.preferences.unitOf', { what: lifetimeLabel(kind) })}
                value={draft.lifetimes[kind].unit}
                onChange={(e) => editLifetime(kind, { unit: e.target.value as LifetimeUnit })}
              >
                <option value="minutes">{t('options.preferences.minutes')}</option>
                <option value="hours">{t('options.preferences.hours')}</option>
              </select>
            </div>
          </div>
        ))}
        <p className="hint">{t('options.preferences.cacheHint')}</p>
      </fieldset>
      <div className="check">
        <input
          id={`${id}-auto`}
          type="checkbox"
          checked={draft.autoLookup}
          onChange={(e) => edit({ autoLookup: e.target.checked })}
          aria-describedby={`${id}-auto-hint`}
        />
        <label htmlFor={`${id}-auto`}>{t('options.preferences.autoLookup')}</label>
      </div>
      <p id={`${id}-auto-hint`} className="hint">
        {t('options.preferences.autoLookupHint')}
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
        {t('options.appearance.title')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-theme`}>{t('options.appearance.theme')}</label>
        <select id={`${id}-theme`} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
          <option value="system">{t('options.appearance.system')}</option>
          <option value="light">{t('options.appearance.light')}</option>
          <option value="dark">{t('options.appearance.dark')}</option>
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
  // The tab's title in the page's language (the page renders anew on a change of language).
  useEffect(() => {
    document.title = t('options.page.title');
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Straight from the event: the host permission request needs the user's gesture.
    save();
  };

  return (
    <div className="app app-options">
      <header className="app-header">
        <h1 className="brand">{t('options.page.title')}</h1>
        <p className="muted">{t('options.page.intro')}</p>
        <p className="small">
          <a href="/privacy.html" target="_blank" rel="noopener">
            {t('options.page.privacyLink')}
          </a>
        </p>
      </header>
      <ErrorBoundary label={t('options.page.boundary')}>
        {loaded.isPending && !loaded.isError ? <Loading>{t('options.page.loading')}</Loading> : null}
        {loaded.isError ? <ErrorPanel error={toErrorView(loaded.error)} onRetry={() => void loaded.refetch()} /> : null}
        {loaded.isSuccess ? (
          <>
            <form onSubmit={onSubmit} className="options-form" noValidate>
              <ConnectionSection />
              <PreferencesSection />
              <div className="actions save-bar">
                <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
                  {saving ? t('options.page.saving') : t('options.page.save')}
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
