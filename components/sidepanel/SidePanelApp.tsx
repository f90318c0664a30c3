import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { shortError } from '../../lib/ui/text/errors';
import { usePanel, useTab, useUi } from '../../lib/ui/app/context';
import { tabEntity } from '../../lib/ui/requests/results';
import { kindLabel } from '../../lib/ui/text/kinds';
import { useActiveTab } from '../../lib/ui/panel/tab-hooks';
import { usePanelFocus } from '../../lib/ui/panel/focus-hooks';
import { useNow } from '../../lib/ui/app/time-hooks';
import { useLiveSession, useRefreshingUsage, useRefreshUsage, useSession } from '../../lib/ui/account/session';
import type { PanelView } from '../../lib/ui/panel/panel-store';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CreditsMeter } from '../common/CreditsMeter';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { SetupKey } from '../common/SetupKey';
import { Tabs } from '../common/Tabs';
import { Loading } from '../common/Status';
import { preloadEntityViews } from './EntityView';
import { JobsStripLoader } from '../jobs/JobsLoader';
import { HomeView } from './HomeView';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';

// Views other than Home load when first opened: the panel opens on Home, and its first paint
// should not wait for the code of views it may never show.
const SearchView = lazy(() => import('./SearchView').then((m) => ({ default: m.SearchView })));
const AdsLibraryView = lazy(() => import('./AdsLibraryView').then((m) => ({ default: m.AdsLibraryView })));
const WatchView = lazy(() => import('../watch/WatchView').then((m) => ({ default: m.WatchView })));
const LedgerView = lazy(() => import('./LedgerView').then((m) => ({ default: m.LedgerView })));
const LibraryView = lazy(() => import('../library/LibraryView').then((m) => ({ default: m.LibraryView })));
const BoardsView = lazy(() => import('../boards/BoardsView').then((m) => ({ default: m.BoardsView })));
const MarketplaceView = lazy(() => import('./MarketplaceView').then((m) => ({ default: m.MarketplaceView })));

function PanelHeader() {
  const refreshUsage = useRefreshUsage();
  const now = useNow();
  const credits = useSession((s) => s.overview?.credits);
  const refreshing = useRefreshingUsage();
  const usageError = useSession((s) => s.usageError ?? s.overview?.credits.error);
  const tab = useTab((s) => s.tab);
  const current = tabEntity(tab);
  return (
    <header className="app-header">
      <div className="brand-row">
        <h1 className="brand">{t('manifest.extName')}</h1>
        {current ? (
          <span className="chip" title={current.url}>
            {kindLabel(current.kind)}
            {current.id ? ` · ${current.id}` : ''}
          </span>
        ) : null}
      </div>
      <CreditsMeter
        credits={credits}
        now={now}
        compact
        onRefresh={refreshUsage}
        refreshing={refreshing}
        {...(usageError ? { error: shortError(usageError) } : {})}
      />
    </header>
  );
}

// The panel's views in their tabs' order; each one's words are sidepanel.app.tabs/views.<id>.
const VIEWS: { id: PanelView; Component: ComponentType }[] = [
  { id: 'home', Component: HomeView },
  { id: 'search', Component: SearchView },
  { id: 'marketplace', Component: MarketplaceView },
  { id: 'ads', Component: AdsLibraryView },
  { id: 'library', Component: LibraryView },
  { id: 'boards', Component: BoardsView },
  { id: 'watch', Component: WatchView },
  { id: 'ledger', Component: LedgerView },
];

/** The side panel: header with credits, then Home, Search, Marketplace, Ads library, Library, Boards, Watch and Ledger. */
export function SidePanelApp() {
  const { env } = useUi();
  useEffect(() => {
    // After the first paint, so a lookup's answer never waits for its view's code.
    const id = setTimeout(preloadEntityViews, 0);
    return () => clearTimeout(id);
  }, []);
  useLiveSession();
  useActiveTab();
  usePanelFocus();
  const view = usePanel((s) => s.view);
  const setView = usePanel((s) => s.setView);
  const [visited, setVisited] = useState<PanelView[]>([view]);
  if (!visited.includes(view)) setVisited([...visited, view]);
  const status = useSession((s) => s.status);
  const keySet = useSession((s) => s.overview?.settings.keySet);
  return (
    <div className="app app-panel">
      <PanelHeader />
      {status === 'ok' && keySet === false ? <SetupKey onOpenOptions={() => env.shell.openOptions()} /> : null}
      <ErrorBoundary label={t('sidepanel.app.jobs')}>
        <JobsStripLoader onShowAll={() => setView('library')} />
      </ErrorBoundary>
      <Tabs<PanelView>
        label={t('sidepanel.app.label')}
        active={view}
        onChange={setView}
        tabs={VIEWS.map(({ id }) => ({ id, label: t(`sidepanel.app.tabs.${id}`) }))}
      >
        {/* Views stay mounted once visited, so a search survives a look at Home. */}
        {VIEWS.filter(({ id }) => id === view || visited.includes(id)).map(({ id, Component }) => (
          <div key={id} hidden={id !== view}>
            <ErrorBoundary label={t(`sidepanel.app.views.${id}`)}>
              <Suspense fallback={<Loading />}>
                <Component />
              </Suspense>
            </ErrorBoundary>
          </div>
        ))}
      </Tabs>
      <ConfirmDialog />
    </div>
  );
}
