import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { PanelFocus } from '../../lib/ui/types';
import { shortError } from '../../lib/ui/words/errors';
import { usePanel, useTab, useUi } from '../../lib/ui/context';
import { tabEntity } from '../../lib/ui/data';
import { kindLabel } from '../../lib/ui/format';
import { useActiveTab, useNow, useRunner } from '../../lib/ui/hooks';
import { useLiveSession, useRefreshingUsage, useRefreshUsage, useSession } from '../../lib/ui/session';
import type { PanelView } from '../../lib/ui/panel-store';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CreditsMeter } from '../common/CreditsMeter';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { SetupKey } from '../common/SetupKey';
import { Tabs } from '../common/Tabs';
import { Loading } from '../common/Status';
import { preloadEntityViews } from './EntityView';
import { JobsStrip } from '../jobs/JobsList';
import { HomeView } from './HomeView';

// Views other than Home load when first opened: the panel opens on Home, and its first paint
// should not wait for the code of views it may never show.
const SearchView = lazy(() => import('./SearchView').then((m) => ({ default: m.SearchView })));
const AdsLibraryView = lazy(() => import('./AdsLibraryView').then((m) => ({ default: m.AdsLibraryView })));
const LedgerView = lazy(() => import('./LedgerView').then((m) => ({ default: m.LedgerView })));
const LibraryView = lazy(() => import('../library/LibraryView').then((m) => ({ default: m.LibraryView })));
const MarketplaceView = lazy(() => import('./MarketplaceView').then((m) => ({ default: m.MarketplaceView })));

/** A focus set just before the panel opened (popup, context menu) still counts. */
const FRESH_FOCUS_MS = 60_000;

/**
 * Shows what the panel was asked to show (right-click lookup, popup): looks its URL up. The
 * cache and the background's single-flight make it free when the background already ran it; a
 * call over the budget is refused by the background and asks here.
 */
function usePanelFocus() {
  const { env, stores } = useUi();
  const runner = useRunner();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    const show = (focus: PanelFocus | null) => {
      if (!focus || seen.current === focus.at) return;
      seen.current = focus.at;
      stores.panel.getState().openEntity(focus.url);
      void runner.run({ useCase: 'lookup_url', input: { url: focus.url } });
    };
    let live = true;
    void env.live.getPanelFocus().then((focus) => {
      if (live && focus && env.now() - focus.at < FRESH_FOCUS_MS) show(focus);
    });
    const off = env.live.watchPanelFocus(show);
    return () => {
      live = false;
      off();
    };
  }, [env, stores, runner]);
}

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
        <h1 className="brand">Social Lookup</h1>
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

const VIEWS: { id: PanelView; label: string; Component: ComponentType }[] = [
  { id: 'home', label: 'Home', Component: HomeView },
  { id: 'search', label: 'Search', Component: SearchView },
  { id: 'marketplace', label: 'The marketplace', Component: MarketplaceView },
  { id: 'ads', label: 'The ads library', Component: AdsLibraryView },
  { id: 'library', label: 'The library', Component: LibraryView },
  { id: 'ledger', label: 'The ledger', Component: LedgerView },
];

/** The side panel: header with credits, then Home, Search, Marketplace, Ads library, Library and Ledger. */
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
      <ErrorBoundary label="Jobs">
        <JobsStrip onShowAll={() => setView('library')} />
      </ErrorBoundary>
      <Tabs<PanelView>
        label="Side panel"
        active={view}
        onChange={setView}
        tabs={[
          { id: 'home', label: 'Home' },
          { id: 'search', label: 'Search' },
          { id: 'marketplace', label: 'Marketplace' },
          { id: 'ads', label: 'Ads library' },
          { id: 'library', label: 'Library' },
          { id: 'ledger', label: 'Ledger' },
        ]}
      >
        {/* Views stay mounted once visited, so a search survives a look at Home. */}
        {VIEWS.filter(({ id }) => id === view || visited.includes(id)).map(({ id, label, Component }) => (
          <div key={id} hidden={id !== view}>
            <ErrorBoundary label={label}>
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
