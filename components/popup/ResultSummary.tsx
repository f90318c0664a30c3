import type { UseCaseRequest } from '../../lib/ui/types';
import type { Group, Page, Post, PostExtended, Video } from '../../lib/service/model';
import { useUi } from '../../lib/ui/context';
import { listOf, primaryStep } from '../../lib/ui/data';
import { truncate } from '../../lib/ui/format';
import { useEstimatedCost, useNow, usePaid, useRunEntry } from '../../lib/ui/hooks';
import { SafeLink } from '../SafeLink';
import { CacheNote } from '../common/CacheNote';
import { ErrorPanel } from '../common/ErrorPanel';
import { Unrecognised } from '../common/RawJson';
import { Empty, Loading } from '../common/Status';
import { Count } from '../common/Text';
import { Engagement } from '../entities/Reactions';

function Summary({ step }: { step: NonNullable<ReturnType<typeof primaryStep>> }) {
  const n = step.normalized;
  if (n.status === 'unrecognised') return <Unrecognised reason={n.reason} raw={step.raw} />;
  if (n.status === 'empty') return <Empty>The service found nothing at this link. It may be private, removed, or not public.</Empty>;
  switch (n.model) {
    case 'page': {
      const page = n.data as Page;
      return (
        <div className="summary">
          <p className="title">
            <SafeLink href={page.url}>{page.name ?? 'Unnamed page'}</SafeLink>
          </p>
          {page.categories.length ? <p className="muted small">{page.categories.join(' · ')}</p> : null}
          <ul className="engagement">
            <li>
              <Count value={page.followers} /> followers
            </li>
            <li>
              <Count value={page.likes} /> likes
            </li>
          </ul>
        </div>
      );
    }
    case 'group': {
      const group = n.data as Group;
      return (
        <div className="summary">
          <p className="title">
            <SafeLink href={group.url}>{group.name ?? 'Unnamed group'}</SafeLink>
          </p>
          <p className="small">
            <Count value={group.members} /> members{group.privacy ? ` · ${group.privacy}` : ''}
          </p>
        </div>
      );
    }
    case 'post':
    case 'post_extended': {
      const post = n.data as Post | PostExtended;
      return (
        <div className="summary">
          <p className="author">{post.author?.name ?? 'Unknown author'}</p>
          {post.text ? <p className="prose clamp">{truncate(post.text, 280)}</p> : <p className="muted small">No text.</p>}
          <Engagement
            reactions={post.reactions}
            comments={post.comments}
            shares={post.shares}
            {...('views' in post && post.views !== undefined ? { views: post.views } : {})}
          />
        </div>
      );
    }
    case 'video': {
      const video = n.data as Video;
      return (
        <div className="summary">
          <p className="title">
            <SafeLink href={video.url}>{video.title || 'Untitled video'}</SafeLink>
          </p>
          <Engagement reactions={video.reactions} views={video.views} />
        </div>
      );
    }
    default: {
      const list = listOf<unknown>(n);
      return list ? <p>{list.items.length} items</p> : <Unrecognised reason={`An answer of kind “${n.model}”.`} raw={step.raw} />;
    }
  }
}

/** The answer of a lookup in a few lines, with where it came from and what it cost. */
export function ResultSummary({ request }: { request: UseCaseRequest }) {
  const { stores } = useUi();
  const perform = usePaid();
  const now = useNow();
  const entry = useRunEntry(request);
  const { cost } = useEstimatedCost(entry?.result?.fromCache ? request : null);
  if (!entry) return null;
  const run = (options: { refresh?: boolean; confirmOverBudget?: boolean } = {}) =>
    void perform({
      what: 'Refresh this lookup',
      credits: options.refresh ? (cost?.refreshCredits ?? 1) : 0,
      execute: (c) =>
        stores.lookup.getState().run(request, {
          ...(options.refresh ? { refresh: true } : {}),
          ...(c || options.confirmOverBudget ? { confirmOverBudget: true } : {}),
        }),
    });
  if (entry.status === 'loading' && !entry.result) {
    return (
      <div className="result">
        <Loading>Looking up…</Loading>
        <button type="button" className="btn btn-link" onClick={() => stores.lookup.getState().cancelRun(request)}>
          Cancel
        </button>
      </div>
    );
  }
  const step = entry.result ? primaryStep(entry.result) : undefined;
  return (
    <div className="result" aria-live="polite">
      {entry.status === 'error' && entry.error ? (
        <ErrorPanel error={entry.error} onRetry={() => run()} onConfirmBudget={() => run({ confirmOverBudget: true })} compact />
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
          {entry.result.notice && (!step || step.normalized.status === 'empty') ? (
            <Empty>{entry.result.notice.message}</Empty>
          ) : step ? (
            <Summary step={step} />
          ) : (
            <Empty>The service returned nothing for this link.</Empty>
          )}
        </>
      ) : null}
    </div>
  );
}
