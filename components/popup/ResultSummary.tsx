import type { UseCaseRequest } from '../../lib/ui/types';
import type { Group, Page, Post, PostExtended, Video } from '../../lib/service/model';
import { definedOnly, listOf, primaryStep } from '../../lib/ui/requests/results';
import { countNoun } from '../../lib/ui/text/numbers';
import { truncate } from '../../lib/ui/text/strings';
import { SafeLink } from '../SafeLink';
import { Unrecognised } from '../common/RawJson';
import { RunResult } from '../common/RunResult';
import { Empty } from '../common/Status';
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
              <Count value={page.followers} /> {countNoun(page.followers, 'follower')}
            </li>
            <li>
              <Count value={page.likes} /> {countNoun(page.likes, 'like')}
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
            <Count value={group.members} /> {countNoun(group.members, 'member')}{group.privacy ? ` · ${group.privacy}` : ''}
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
            {...definedOnly({ views: 'views' in post ? post.views : undefined })}
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
  return (
    <div className="result">
      <RunResult
        request={request}
        what="Look up this link"
        loadingText="Looking up…"
        cancellable
        compact
        render={(result) => {
          const step = primaryStep(result);
          return result.notice && (!step || step.normalized.status === 'empty') ? (
            <Empty>{result.notice.message}</Empty>
          ) : step ? (
            <Summary step={step} />
          ) : (
            <Empty>The service returned nothing for this link.</Empty>
          );
        }}
      />
    </div>
  );
}
