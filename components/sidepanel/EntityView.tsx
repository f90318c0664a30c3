import type { UseCaseRequest, UseCaseResult } from '../../lib/ui/types';
import type { AdDetails, Group, Listing, Page, Post, PostExtended, Video } from '../../lib/service/model';
import { classifyUrl } from '../../lib/ui/data';
import { useSession, useUi } from '../../lib/ui/context';
import { primaryStep } from '../../lib/ui/data';
import { kindLabel } from '../../lib/ui/format';
import { useEstimatedCost, useNow, usePaid, useRunEntry } from '../../lib/ui/hooks';
import { SafeLink } from '../SafeLink';
import { CacheNote } from '../common/CacheNote';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ErrorPanel } from '../common/ErrorPanel';
import { LookupButton } from '../common/LookupButton';
import { Unrecognised } from '../common/RawJson';
import { Empty, Loading } from '../common/Status';
import { GroupView } from './GroupView';
import { PageView } from './PageView';
import { PostView, ReelView, VideoView } from './PostView';
import { ListingView } from './ListingView';
import { AdDetailsCard } from '../entities/AdDetailsCard';

/** The answer of a lookup, shown by what it is: page, group, post, video or reel. */
export function EntityResult({ result, url }: { result: UseCaseResult; url: string }) {
  const now = useNow();
  const step = primaryStep(result);
  const link = result.detection?.url || url;
  // A chain that ended early on purpose ("not found") says so in its own words.
  if (result.notice && (!step || step.normalized.status === 'empty')) return <Empty>{result.notice.message}</Empty>;
  if (!step) return <Empty>The service returned nothing for this link.</Empty>;
  const n = step.normalized;
  if (n.status === 'unrecognised') return <Unrecognised reason={n.reason} raw={step.raw} />;
  if (n.status === 'empty') {
    return <Empty>The service found nothing at this link. It may be private, removed, or not public.</Empty>;
  }
  const isReel = result.detection?.kind === 'reel';
  switch (n.model) {
    case 'page':
      return <PageView page={n.data as Page} link={link} />;
    case 'group':
      return <GroupView group={n.data as Group} link={link} />;
    case 'post':
    case 'post_extended': {
      const post = n.data as Post | PostExtended;
      const extended = n.model === 'post_extended';
      return isReel ? <ReelView post={post} link={link} extended={extended} /> : <PostView post={post} link={link} extended={extended} />;
    }
    case 'video': {
      const video = n.data as Video;
      return isReel ? <ReelView video={video} link={link} /> : <VideoView video={video} link={link} />;
    }
    case 'listing':
      return <ListingView listing={n.data as Listing} listingId={result.detection?.id} />;
    case 'ad_details':
      return <AdDetailsCard ad={n.data as AdDetails} now={now} />;
    default:
      return <Unrecognised reason={`An answer of kind “${n.model}” has no view here.`} raw={step.raw} />;
  }
}

/** An entity opened in the panel (from the tab, a found link, a search result or the context menu). */
export function EntityView({ url }: { url: string }) {
  const { stores } = useUi();
  const perform = usePaid();
  const now = useNow();
  const request: UseCaseRequest = { useCase: 'lookup_url', input: { url } };
  const entry = useRunEntry(request);
  const { cost } = useEstimatedCost(entry?.result?.fromCache ? request : null);
  const run = (options: { refresh?: boolean; confirmOverBudget?: boolean } = {}) =>
    void perform({
      what: options.refresh ? 'Refresh this lookup' : 'Look up this link',
      credits: options.refresh ? (cost?.refreshCredits ?? 1) : (cost?.credits ?? 0),
      execute: (c) =>
        stores.lookup.getState().run(request, {
          ...(options.refresh ? { refresh: true } : {}),
          ...(c || options.confirmOverBudget ? { confirmOverBudget: true } : {}),
        }),
    });

  const siteHosts = useSession((s) => s.overview?.settings.siteHosts);
  // Before an answer (or when it failed) the link itself says what it is (free, local).
  const detection = entry?.result?.detection ?? classifyUrl(url, siteHosts) ?? undefined;
  const heading = (
    <header className="entity-head">
      <span className="badge">{detection ? kindLabel(detection.kind) : 'Link'}</span>
      <SafeLink href={detection?.url ?? url} className="entity-url">
        {detection?.url ?? url}
      </SafeLink>
    </header>
  );

  if (!entry) {
    return (
      <div className="entity-view" data-state="idle">
        {heading}
        <LookupButton request={request} label="Look up" cachedLabel="Show" what="Look up this link" />
      </div>
    );
  }
  if (entry.status === 'loading' && !entry.result) {
    return (
      <div className="entity-view" data-state="loading">
        {heading}
        <Loading>Looking up…</Loading>
        <button type="button" className="btn btn-link" onClick={() => stores.lookup.getState().cancelRun(request)}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className="entity-view" data-state={entry.status === 'error' ? 'error' : entry.result ? 'done' : entry.status}>
      {heading}
      {entry.status === 'error' && entry.error ? (
        <ErrorPanel error={entry.error} onRetry={() => run()} onConfirmBudget={() => run({ confirmOverBudget: true })} />
      ) : null}
      {entry.result ? (
        <>
          <CacheNote
            result={entry.result}
            now={now}
            {...(cost?.refreshCredits !== undefined ? { refreshCredits: cost.refreshCredits } : {})}
            onRefresh={() => run({ refresh: true })}
            refreshing={entry.status === 'loading'}
          />
          <ErrorBoundary label="This lookup">
            <EntityResult result={entry.result} url={url} />
          </ErrorBoundary>
        </>
      ) : null}
    </div>
  );
}
