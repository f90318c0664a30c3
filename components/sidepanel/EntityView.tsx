import { lazy, Suspense } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import { loadClassifier, useClassifiedUrl } from '../../lib/ui/panel/classify';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { useSession } from '../../lib/ui/account/session';
import { entityKindLabel } from '../../lib/ui/text/kinds';
import { SafeLink } from '../SafeLink';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { LookupButton } from '../common/LookupButton';
import { RunResult } from '../common/RunResult';
import { Loading } from '../common/Status';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';

// The views of an answer load with the first answer (and are fetched early, after the panel's
// first paint): the panel opens without their code.
const EntityResult = lazy(() => import('./EntityResult').then((m) => ({ default: m.EntityResult })));

/** Starts loading the answer views before they are needed. */
export function preloadEntityViews(): void {
  void import('./EntityResult');
  void loadClassifier();
}

/** An entity opened in the panel (from the tab, a found link, a search result or the context menu). */
export function EntityView({ url }: { url: string }) {
  const request: UseCaseRequest = { useCase: 'lookup_url', input: { url } };
  const entry = useRunEntry(request);
  const siteHosts = useSession((s) => s.overview?.settings.siteHosts);
  // Before an answer (or when it failed) the link itself says what it is (free, local).
  const classified = useClassifiedUrl(url, siteHosts);
  const detection = entry?.result?.detection ?? classified ?? undefined;
  const state = !entry ? 'idle' : entry.status === 'loading' && !entry.result ? 'loading' : entry.status === 'error' ? 'error' : 'done';
  return (
    <div className="entity-view" data-state={state}>
      <header className="entity-head">
        <span className="badge">{entityKindLabel(detection?.kind, entry?.result)}</span>
        <SafeLink href={detection?.url ?? url} className="entity-url">
          {detection?.url ?? url}
        </SafeLink>
      </header>
      <RunResult
        request={request}
        what={t('sidepanel.open.lookUpLink')}
        loadingText={t('sidepanel.entity.lookingUp')}
        cancellable
        idle={<LookupButton request={request} label={t('sidepanel.entity.lookUp')} cachedLabel={t('sidepanel.entity.show')} what={t('sidepanel.open.lookUpLink')} />}
        render={(result) => (
          <ErrorBoundary label={t('sidepanel.entity.thisLookup')}>
            <Suspense fallback={<Loading />}>
              <EntityResult result={result} url={url} />
            </Suspense>
          </ErrorBoundary>
        )}
      />
    </div>
  );
}
