import { useState } from 'react';
import type { HistoryEntry, UseCaseRequest } from '../../lib/ui/types';
import { useTab, useUi } from '../../lib/ui/app/context';
import { tabEntity } from '../../lib/ui/requests/results';
import { shortError, toErrorView } from '../../lib/ui/text/errors';
import { useActiveTab } from '../../lib/ui/panel/tab-hooks';
import { useNow } from '../../lib/ui/app/time-hooks';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { useLiveSession, useOverviewQuery, useRefreshingUsage, useRefreshUsage, useSession } from '../../lib/ui/account/session';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CreditsMeter } from '../common/CreditsMeter';
import { EntityRow } from '../common/EntityRow';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPanel } from '../common/ErrorPanel';
import { LookupButton } from '../common/LookupButton';
import { SetupKey } from '../common/SetupKey';
import { Loading, Notice } from '../common/Status';
import { PopupJobsLoader } from '../jobs/JobsLoader';
import { PageLists } from './PageLists';
import { RecentLookups, type RerunCost } from './RecentLookups';
import { ResultSummary } from './ResultSummary';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/popup';

/** Said when the tab is not on a site (the side panel says it too). */
export const notOnSite = (): string => t('popup.notOnSite');

/** The popup: the tab's entity and its lookup, credits, the side panel, recent lookups. */
export function PopupApp() {
  const { env, stores } = useUi();
  useLiveSession();
  useActiveTab();
  const now = useNow();
  const perform = usePaid();
  const runner = useRunner();
  const refreshUsage = useRefreshUsage();
  const overviewQuery = useOverviewQuery();
  const status = useSession((s) => s.status);
  const overview = useSession((s) => s.overview);
  const sessionError = useSession((s) => s.error);
  const refreshing = useRefreshingUsage();
  const usageError = useSession((s) => s.usageError ?? s.overview?.credits.error);
  const tabStatus = useTab((s) => s.status);
  const tab = useTab((s) => s.tab);
  const tabError = useTab((s) => s.error);
  const [shown, setShown] = useState<UseCaseRequest | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);

  const current = tabEntity(tab);
  const currentRequest: UseCaseRequest | null = current ? { useCase: 'lookup_url', input: { url: current.url } } : null;
  const currentEntry = useRunEntry(currentRequest);
  const shownEntry = useRunEntry(shown);

  const openPanel = () => {
    // First, synchronously: sidePanel.open() needs the user's gesture.
    const opened = env.shell.openSidePanel(tab?.tabId);
    // Point the panel at what was looked up here (free: it is cached now).
    const lookedUp =
      shown?.useCase === 'lookup_url' && shownEntry?.result
        ? shown.input.url
        : currentEntry?.result && current
          ? current.url
          : undefined;
    const focus = lookedUp ? env.api.showInPanel({ ...(tab ? { tabId: tab.tabId } : {}), url: lookedUp }) : Promise.resolve();
    void Promise.allSettled([opened, focus]).then(([o]) => {
      if (o.status === 'fulfilled') env.shell.close();
      else setPanelError(`The side panel could not be opened: ${shortError(toErrorView(o.reason))}`);
    });
  };

  const rerun = (entry: HistoryEntry, cost: RerunCost) => {
    setShown(entry.request);
    void perform({
      what: `Look up ${entry.label} again`,
      ...cost,
      execute: (c) => runner.run(entry.request, c ? { confirmOverBudget: true } : {}),
    });
  };

  const keySet = overview?.settings.keySet ?? false;

  return (
    <div className="app app-popup">
      <header className="app-header">
        <h1 className="brand">{t('popup.brand')}</h1>
        {overview ? (
          <CreditsMeter
            credits={overview.credits}
            now={now}
            compact
            onRefresh={refreshUsage}
            refreshing={refreshing}
            {...(usageError ? { error: shortError(usageError) } : {})}
          />
        ) : null}
      </header>
      <ErrorBoundary label={t('popup.boundary')}>
        {status === 'loading' ? <Loading /> : null}
        {status === 'error' && sessionError ? (
          <ErrorPanel error={sessionError} onRetry={() => void overviewQuery.refetch()} />
        ) : null}
        {status === 'ok' && !keySet ? <SetupKey onOpenOptions={() => env.shell.openOptions()} /> : null}
        {status === 'ok' && keySet ? <PopupJobsLoader /> : null}
        {status === 'ok' && keySet ? (
          <section className="section" aria-labelledby="tab-title">
            <h2 id="tab-title" className="subtitle">
              {t('popup.thisTab')}
            </h2>
            {tabStatus === 'loading' ? <Loading>{t('popup.readingTab')}</Loading> : null}
            {tabStatus === 'error' && tabError ? (
              <ErrorPanel error={tabError} onRetry={() => void stores.tab.getState().refresh()} compact />
            ) : null}
            {tabStatus === 'none' || (tabStatus === 'ok' && !tab?.onSite) ? <p className="notice notice-info">{notOnSite()}</p> : null}
            {tabStatus === 'ok' && tab?.onSite && !current ? (
              <p className="muted">{t('popup.notAnEntity')}</p>
            ) : null}
            {current && currentRequest ? (
              <>
                <EntityRow detection={current} />
                <div className="actions">
                  <LookupButton
                    request={currentRequest}
                    label={t('popup.lookUp')}
                    cachedLabel={t('popup.show')}
                    what={t('popup.lookUpThis', { what: current.kind === 'other' ? t('popup.link') : current.kind.replace('_', ' ') })}
                    onStart={() => setShown(currentRequest)}
                  />
                </div>
              </>
            ) : null}
            {tabStatus === 'ok' && tab?.onSite && tab.report ? <PageLists found={tab.report.found} /> : null}
          </section>
        ) : null}
        {shown ? <ResultSummary request={shown} /> : null}
        <div className="actions">
          <button type="button" className="btn btn-secondary" onClick={openPanel}>
            {t('popup.openSidePanel')}
          </button>
          {status === 'ok' && keySet ? (
            <button type="button" className="btn btn-link" onClick={() => env.shell.openOptions()}>
              {t('popup.options')}
            </button>
          ) : null}
        </div>
        {panelError ? <Notice kind="error">{panelError}</Notice> : null}
        {status === 'ok' && keySet && overview ? <RecentLookups history={overview.history} now={now} onRun={rerun} /> : null}
      </ErrorBoundary>
      <ConfirmDialog />
    </div>
  );
}
