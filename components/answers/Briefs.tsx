import type { Group, Page, Post, PostExtended, Video } from '../../lib/service/model';
import { definedOnly } from '../../lib/ui/requests/results';
import { truncate } from '../../lib/ui/text/strings';
import { SafeLink } from '../SafeLink';
import { Count } from '../common/Text';
import { Engagement } from '../entities/Reactions';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/answers';

/** The popup's few lines of an answer (the kinds whose panel view is too big for it). */

export function PageBrief({ page }: { page: Page }) {
  return (
    <div className="summary">
      <p className="title">
        <SafeLink href={page.url}>{page.name ?? t('answers.unnamedPage')}</SafeLink>
      </p>
      {page.categories.length ? <p className="muted small">{page.categories.join(' · ')}</p> : null}
      <ul className="engagement">
        <li>
          <Count value={page.followers} /> {t('labels.nouns.follower', { count: page.followers ?? 0 })}
        </li>
        <li>
          <Count value={page.likes} /> {t('labels.nouns.like', { count: page.likes ?? 0 })}
        </li>
      </ul>
    </div>
  );
}

export function GroupBrief({ group }: { group: Group }) {
  return (
    <div className="summary">
      <p className="title">
        <SafeLink href={group.url}>{group.name ?? t('answers.unnamedGroup')}</SafeLink>
      </p>
      <p className="small">
        <Count value={group.members} /> {t('labels.nouns.member', { count: group.members ?? 0 })}
        {group.privacy ? ` · ${group.privacy}` : ''}
      </p>
    </div>
  );
}

export function PostBrief({ post }: { post: Post | PostExtended }) {
  return (
    <div className="summary">
      <p className="author">{post.author?.name ?? t('answers.unknownAuthor')}</p>
      {post.text ? <p className="prose clamp">{truncate(post.text, 280)}</p> : <p className="muted small">{t('answers.noText')}</p>}
      <Engagement
        reactions={post.reactions}
        comments={post.comments}
        shares={post.shares}
        {...definedOnly({ views: 'views' in post ? post.views : undefined })}
      />
    </div>
  );
}

export function VideoBrief({ video }: { video: Video }) {
  return (
    <div className="summary">
      <p className="title">
        <SafeLink href={video.url}>{video.title || t('answers.untitledVideo')}</SafeLink>
      </p>
      <Engagement reactions={video.reactions} views={video.views} />
    </div>
  );
}
