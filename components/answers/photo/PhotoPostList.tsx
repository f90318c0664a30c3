import { useId, useMemo, useState } from 'react';
import type { ListPage } from '../../../lib/service/model';
import type { PhotoPost } from '../../../lib/service/model-photo';
import { PHOTO_SORTS, sortPhotoPosts, type PhotoSort } from '../../../lib/ui/photo/sort';
import { formatDate } from '../../../lib/ui/text/dates';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { Prose } from '../../common/Text';
import { mediaSummary, PhotoMediaGrid, PostFigures, SavePhotoMedia } from './PhotoPostCard';
import { UserName } from './PhotoProfileCard';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/photo';

type Layout = 'grid' | 'list';
const PRESSED = 'btn btn-primary';
const NOT_PRESSED = 'btn btn-secondary';

/** A post in the grid: its cover, every item of a carousel as a link, its figures and day. */
function PostTile({ post, noun }: { post: PhotoPost; noun: 'post' | 'reel' }) {
  const cover = post.media[0];
  const src = cover ? (cover.type === 'photo' ? (cover.url ?? cover.thumbnail) : cover.thumbnail) : undefined;
  return (
    <li className="media-item">
      <figure aria-label={t(`photo.post.${noun}Word`)}>
        <SafeImage src={src} alt={post.caption ? shortText(post.caption.slice(0, 80)) : t(`photo.post.${noun}Cover`)} />
        <figcaption className="small">
          <PostFigures post={post} />
          <div className="muted">
            {mediaSummary(post)}
            {post.time ? (
              <>
                {' · '}
                <time dateTime={post.time}>{formatDate(post.time)}</time>
              </>
            ) : null}
          </div>
          {post.media.length > 1 ? (
            <div aria-label={t('photo.media.every')}>
              {post.media.map((m, i) => (
                <span key={i}>
                  {i ? ' · ' : null}
                  <SafeLink href={m.url ?? m.thumbnail}>{m.type === 'video' ? t('photo.media.nthVideo', { n: i + 1 }) : t('photo.media.nthPhoto', { n: i + 1 })}</SafeLink>
                </span>
              ))}
            </div>
          ) : null}
          {post.url ? (
            <div>
              <SafeLink href={post.url}>{t('photo.post.openOnSite')}</SafeLink>
            </div>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}

/** A post in the list: caption, every item, figures. */
function PostRow({ post, noun }: { post: PhotoPost; noun: 'post' | 'reel' }) {
  return (
    <li>
      <article className="card post compact" aria-label={t(`photo.post.${noun}Word`)}>
        <header className="post-head">
          {post.owner ? <UserName user={post.owner} /> : <span />}
          {post.time ? (
            <time className="muted small" dateTime={post.time}>
              {formatDate(post.time)}
            </time>
          ) : null}
        </header>
        {post.caption ? <Prose text={post.caption} compact /> : <p className="muted small">{t('photo.post.noCaption')}</p>}
        <p className="muted small">{mediaSummary(post)}</p>
        <PhotoMediaGrid media={post.media} />
        <SavePhotoMedia post={post} reel={noun === 'reel'} />
        <PostFigures post={post} />
        {post.url ? (
          <footer className="post-foot small">
            <SafeLink href={post.url}>{t('photo.post.openOnSite')}</SafeLink>
          </footer>
        ) : null}
      </article>
    </li>
  );
}

/** What the items have in common: the place of a location's posts, the audio of an audio's reels. */
function commonHeading(items: PhotoPost[]): string | undefined {
  if (items.length < 2) return undefined;
  const place = items[0]!.location;
  if (place?.name && items.every((p) => p.location && (p.location.id ?? p.location.name) === (place.id ?? place.name))) return t('photo.list.at', { place: shortText(place.name) ?? '' });
  const audio = items[0]!.audio;
  if (audio && items.every((p) => p.audio && (p.audio.id ?? p.audio.title) === (audio.id ?? audio.title))) {
    const named = audio.title && audio.artist ? t('photo.list.titleBy', { title: audio.title, artist: audio.artist }) : audio.title ? t('photo.list.title', { title: audio.title }) : audio.artist;
    return t('photo.list.withAudio', { audio: shortText(named) || t('photo.list.track') });
  }
  return undefined;
}

/**
 * A page of a profile's, a place's or an audio's posts or reels, as a grid or a list, in the
 * service's order or sorted by likes, comments, plays or date. The service sorts nothing, so a
 * sort orders the items loaded so far, and the view says how many those are (of how many, where
 * the profile's count is known).
 */
export function PhotoPostList({ page, noun, total }: { page: ListPage<PhotoPost>; noun: 'post' | 'reel'; total?: number | undefined }) {
  const [layout, setLayout] = useState<Layout>('grid');
  const [sort, setSort] = useState<PhotoSort>('service');
  const sorted = useMemo(() => sortPhotoPosts(page.items, sort), [page.items, sort]);
  const id = useId();
  const loaded = page.items.length;
  const count = total !== undefined && total > loaded ? t(`photo.list.loadedOf.${noun}`, { loaded, total }) : t(`photo.list.loaded.${noun}`, { count: loaded });
  const heading = commonHeading(page.items);
  const Item = layout === 'grid' ? PostTile : PostRow;
  const more = Boolean(page.endCursor) || (total !== undefined && total > loaded);
  const hint =
    sort === 'service' ? t('photo.list.inServiceOrder') : more ? t(`photo.list.sortedSome.${noun}`, { count: loaded }) : t(`photo.list.sortedAll.${noun}`, { count: loaded });
  if (!loaded) return <p className="empty">{t(`photo.noneInAnswer.${noun}`)}</p>;
  return (
    <section className="section" aria-label={count}>
      <div className="section-head">
        <h3 className="subtitle">{heading ? `${heading} · ${count}` : count}</h3>
      </div>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('photo.list.sort')}</label>
          <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as PhotoSort)}>
            {PHOTO_SORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field" role="group" aria-label={t('photo.list.showAs')}>
          <span className="label">{t('photo.list.showAs')}</span>
          <span className="inline">
            {(['grid', 'list'] as const).map((l) => (
              <button key={l} type="button" className={layout === l ? PRESSED : NOT_PRESSED} aria-pressed={layout === l} onClick={() => setLayout(l)}>
                {l === 'grid' ? t('photo.list.grid') : t('photo.list.list')}
              </button>
            ))}
          </span>
        </div>
      </div>
      <p className="hint">
        {hint}
      </p>
      <ul className={layout === 'grid' ? 'media-grid' : 'items'} aria-label={t(`photo.list.label.${noun}`)}>
        {sorted.map((post, i) => (
          <Item key={`${post.id ?? post.shortcode ?? ''} ${i}`} post={post} noun={noun} />
        ))}
      </ul>
    </section>
  );
}
