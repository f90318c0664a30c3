import { memo } from 'react';
import { usePanel, useTab, useUi } from '../../lib/ui/app/context';
import { tabEntity } from '../../lib/ui/requests/results';
import { useAutoLookup } from '../../lib/ui/panel/tab-hooks';
import { useSession } from '../../lib/ui/account/session';
import { EntityRow } from '../common/EntityRow';
import { ErrorPanel } from '../common/ErrorPanel';
import { Loading } from '../common/Status';
import { EntityView } from './EntityView';
import { FoundList } from './FoundList';
import { OpenButton } from './OpenButton';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';

/** The current tab's entity and what its page links to (no props: an opened entity never re-renders it). */
const ThisTab = memo(function ThisTab() {
  const { stores } = useUi();
  const setView = usePanel((s) => s.setView);
  const status = useTab((s) => s.status);
  const tab = useTab((s) => s.tab);
  const tabError = useTab((s) => s.error);
  const current = tabEntity(tab);
  return (
    <>
      <section className="section" aria-labelledby="tab-title">
        <h2 id="tab-title" className="subtitle">
          {t('sidepanel.home.thisTab')}
        </h2>
        {status === 'loading' ? <Loading>{t('sidepanel.home.readingTab')}</Loading> : null}
        {status === 'error' && tabError ? (
          <ErrorPanel error={tabError} onRetry={() => void stores.tab.getState().refresh()} compact />
        ) : null}
        {status === 'none' || (status === 'ok' && !tab?.onSite) ? (
          <div className="notice notice-info">
            <p>{t('sidepanel.home.notOnSite')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setView('search')}>
              {t('sidepanel.home.search')}
            </button>
          </div>
        ) : null}
        {status === 'ok' && tab?.onSite && current ? (
          <EntityRow detection={current} action={<OpenButton url={current.url} label={t('sidepanel.home.lookUp')} variant="primary" />} />
        ) : null}
        {status === 'ok' && tab?.onSite && !current ? (
          <p className="muted">{t('sidepanel.home.notAnEntity')}</p>
        ) : null}
      </section>
      {status === 'ok' && tab?.onSite ? (
        tab.report ? (
          <FoundList found={tab.report.found} total={tab.report.total} />
        ) : (
          <p className="muted small">{t('sidepanel.home.nothingReported')}</p>
        )
      ) : null}
    </>
  );
});

/** Home: the current tab (ThisTab); an opened entity takes its place. */
export function HomeView() {
  const entity = usePanel((s) => s.entity);
  const back = usePanel((s) => s.back);
  const home = usePanel((s) => s.home);
  const openEntity = usePanel((s) => s.openEntity);
  const stack = usePanel((s) => s.stack);
  const tab = useTab((s) => s.tab);
  const autoLookup = useSession((s) => s.overview?.settings.autoLookup ?? false);
  const keySet = useSession((s) => s.overview?.settings.keySet ?? false);

  // Auto-lookup (opt-in): cache first, and never over the budget without asking.
  useAutoLookup(tabEntity(tab)?.url, autoLookup && keySet, openEntity);

  return (
    <div className="home">
      {entity ? (
        <>
          <nav className="crumbs" aria-label={t('sidepanel.home.navigation')}>
            <button type="button" className="btn btn-link" onClick={stack.length ? back : home}>
              ← {stack.length ? t('sidepanel.home.back') : t('sidepanel.home.thisTab')}
            </button>
            {stack.length ? (
              <button type="button" className="btn btn-link" onClick={home}>
                {t('sidepanel.home.thisTab')}
              </button>
            ) : null}
          </nav>
          <EntityView key={entity.url} url={entity.url} />
        </>
      ) : null}
      {/* Kept mounted, hidden, while an entity is open: opening one is then a small render (not
          the list's rows and their cost queries torn down before the answer can show), and "This
          tab" brings the list back as it was left, its filter included. */}
      <div className="this-tab" hidden={entity !== null}>
        <ThisTab />
      </div>
    </div>
  );
}
