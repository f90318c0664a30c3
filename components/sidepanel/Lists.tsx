import { useId, useState } from 'react';
import type { Post, Reel, Video } from '../../lib/service/model';
import { cleanInput } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';
import { userTimeZone } from '../../lib/ui/text/dates';
import type { ListSpec } from '../../lib/ui/requests/paged-lists';
import { defaultPageSize, pageSizeChoices, priceInWords } from '../../lib/ui/account/prices';
import { PagedList } from '../common/PagedList';
import { PostCard } from '../entities/PostCard';
import { ReelCard, VideoCard } from '../entities/VideoCard';
import { OpenButton } from './OpenButton';
import '../../lib/ui/i18n/words/sidepanel';
import '../../lib/ui/i18n/words/sidepanel-views';

/** A datetime-local value (the user's local time) as an ISO 8601 timestamp. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

const POSTS_OPERATION = { page_posts: 'social_get_page_posts', group_posts: 'social_get_group_posts' } as const;

/**
 * Posts of a page or group: as many a call as the catalog allows, each size with its price from
 * the catalog; time window, time zone, load more. A page's posts come without an author (the page
 * wrote them): `owner` names it.
 */
export function PostsTab({
  useCase,
  link,
  emptyText,
  owner,
}: {
  useCase: 'page_posts' | 'group_posts';
  link: string;
  emptyText: string;
  owner?: Post['author'];
}) {
  const id = useId();
  const operation = POSTS_OPERATION[useCase];
  const choices = pageSizeChoices(operation);
  const [limit, setLimit] = useState(() => defaultPageSize(operation) ?? choices[0]?.size ?? 3);
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const [timezone, setTimezone] = useState(userTimeZone);
  const spec: ListSpec = {
    useCase,
    input: cleanInput({ link, limit, after_time: toIso(after), before_time: toIso(before), timezone: timezone.trim() || undefined }),
    model: 'post_list',
  };
  return (
    <div className="list-tab">
      <fieldset className="filters">
        <legend className="sr-only">{t('sidepanel.lists.postFilters')}</legend>
        <div className="field">
          <label htmlFor={`${id}-limit`}>{t('sidepanel.lists.postsPerLoad')}</label>
          <select id={`${id}-limit`} value={limit} onChange={(e) => setLimit(Number(e.target.value))}>
            {choices.map(({ size, credits }) => (
              <option key={size} value={size}>
                {t('sidepanel.lists.sizeOption', { size, credits: t('count.credit', { count: credits }) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-after`}>{t('sidepanel.lists.after')}</label>
          <input id={`${id}-after`} type="datetime-local" value={after} onChange={(e) => setAfter(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-before`}>{t('sidepanel.lists.before')}</label>
          <input id={`${id}-before`} type="datetime-local" value={before} onChange={(e) => setBefore(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tz`}>{t('sidepanel.lists.timeZone')}</label>
          <input id={`${id}-tz`} type="text" value={timezone} onChange={(e) => setTimezone(e.target.value)} spellCheck={false} />
        </div>
      </fieldset>
      <p className="muted small">{priceInWords(operation)}</p>
      <PagedList
        spec={spec}
        noun={t('sidepanel.lists.posts')}
        startLabel={t('sidepanel.lists.loadPosts')}
        emptyText={emptyText}
        renderItem={(item) => {
          const post = !(item as Post).author?.name && owner?.name ? { ...(item as Post), author: owner } : (item as Post);
          return <PostCard post={post} compact actions={post.url ? <OpenButton url={post.url} label={t('sidepanel.open.details')} /> : null} />;
        }}
      />
    </div>
  );
}

export function VideosTab({ useCase, link, emptyText }: { useCase: 'page_videos' | 'group_videos'; link: string; emptyText: string }) {
  return (
    <PagedList
      spec={{ useCase, input: { link }, model: 'video_list' }}
      noun={t('sidepanel.lists.videos')}
      startLabel={t('sidepanel.lists.loadVideos')}
      emptyText={emptyText}
      renderItem={(item) => {
        const video = item as Video;
        return <VideoCard video={video} compact actions={video.url ? <OpenButton url={video.url} label={t('sidepanel.open.details')} /> : null} />;
      }}
    />
  );
}

export function ReelsTab({ link }: { link: string }) {
  return (
    <PagedList
      spec={{ useCase: 'page_reels', input: { link }, model: 'reel_list' }}
      noun={t('sidepanel.lists.reels')}
      startLabel={t('sidepanel.lists.loadReels')}
      emptyText={t('sidepanel.lists.noReels')}
      renderItem={(item) => {
        const reel = item as Reel;
        return <ReelCard reel={reel} actions={reel.url ? <OpenButton url={reel.url} label={t('sidepanel.open.details')} /> : null} />;
      }}
    />
  );
}
