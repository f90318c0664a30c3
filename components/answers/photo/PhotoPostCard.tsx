import type { PhotoMedia, PhotoPost } from '../../../lib/service/model-photo';
import { hashtagsOf } from '../../../lib/ui/photo/sort';
import { formatNumber } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeLink } from '../../SafeLink';
import { Duration, Facts, Prose, TimeText } from '../../common/Text';
import { MediaGrid } from '../../entities/PostCard';
import { SaveMedia } from '../../entities/SaveMedia';
import { photoFiles } from '../../../lib/ui/media/photo-files';
import { FollowUp, NotOffered, SearchTagOffer, usePhotoOffers } from './offers';
import { ExactCount, UserName, type CountNoun } from './PhotoProfileCard';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/photo';

/** "Carousel of 3: 2 photos, 1 video", "Video", "Photo". */
export function mediaSummary(post: PhotoPost): string {
  const photos = post.media.filter((m) => m.type === 'photo').length;
  const videos = post.media.length - photos;
  const parts = [photos ? t('photo.media.photos', { count: photos }) : '', videos ? t('photo.media.videos', { count: videos }) : ''].filter(Boolean).join(', ');
  if (post.type === 'carousel') return parts ? t('photo.media.carouselOf', { count: post.media.length, parts }) : t('photo.media.carousel', { count: post.media.length });
  return post.type === 'video' || (videos && !photos) ? t('photo.media.video') : t('photo.media.photo');
}

/** The words of a post's figures: "1,520 likes · 48 comments · 2,500,000 plays". */
export function PostFigures({ post }: { post: PhotoPost }) {
  const figures: [number | undefined, CountNoun][] = [
    [post.likes, 'like'],
    [post.comments, 'comment'],
    [post.plays, 'play'],
    [post.plays === undefined ? post.views : undefined, 'view'],
  ];
  const shown = figures.filter((f): f is [number, CountNoun] => f[0] !== undefined);
  if (!shown.length) return <p className="muted small">{t('photo.post.noCounts')}</p>;
  return (
    <ul className="engagement" aria-label={t('photo.countsLabel')}>
      {shown.map(([n, noun]) => (
        <li key={noun}>
          <ExactCount value={n} noun={noun} />
        </li>
      ))}
    </ul>
  );
}

/** Every item of a post, a carousel's all of them, each with its link. */
export function PhotoMediaGrid({ media }: { media: PhotoMedia[] }) {
  if (!media.length) return <p className="muted small">{t('photo.media.none')}</p>;
  return <MediaGrid media={media} label={media.length > 1 ? t('photo.media.items', { count: media.length }) : t('photo.media.label')} />;
}

/** What the service does not give of a post or a reel (without, with hashtags to search). */
const NO_COMMENTS = [
  ['photo.post.noComments.post', 'photo.post.noComments.postTags'],
  ['photo.post.noComments.reel', 'photo.post.noComments.reelTags'],
] as const;

/** Saving a post's or reel's every photo and video, named from the template. */
export function SavePhotoMedia({ post, reel }: { post: PhotoPost; reel: boolean }) {
  const { files, names } = photoFiles(post);
  return <SaveMedia files={files} names={names} label={reel ? t('photo.media.reel') : t('photo.media.post')} />;
}

/**
 * A post or a reel in full: owner, time, caption, every photo and video, the counts, the audio,
 * the place; and, in place, that the service gives a post's comment count, not its comments.
 */
export function PhotoPostCard({ post, reel }: { post: PhotoPost; reel?: boolean }) {
  const isReel = reel || post.plays !== undefined;
  const tags = hashtagsOf(post.caption, 3);
  const offers = usePhotoOffers();
  return (
    <article className="card post" aria-label={isReel ? t('photo.post.reel') : t('photo.post.post')}>
      <header className="post-head">
        {post.owner ? <UserName user={post.owner} /> : <span className="muted">{t('photo.post.unknownOwner')}</span>}
        {post.time ? (
          <span className="muted small">
            <TimeText value={post.time} />
          </span>
        ) : null}
      </header>
      {post.caption ? <Prose text={post.caption} /> : <p className="muted small">{t('photo.post.noCaption')}</p>}
      <p className="muted small">{mediaSummary(post)}</p>
      <PhotoMediaGrid media={post.media} />
      <SavePhotoMedia post={post} reel={isReel} />
      <PostFigures post={post} />
      <Facts
        rows={[
          [t('photo.post.length'), post.duration !== undefined ? <Duration seconds={post.duration} /> : undefined],
          [
            t('photo.post.audio'),
            post.audio ? (
              <span>
                {shortText([post.audio.title, post.audio.artist].filter(Boolean).join(' — ')) || t('photo.audio.track')}
                {post.audio.id ? <span className="muted small mono"> {post.audio.id}</span> : null}
              </span>
            ) : undefined,
          ],
          [
            t('photo.post.place'),
            post.location ? (
              <span>
                {shortText(post.location.name) ?? t('photo.place.some')}
                {post.location.address ? <span className="muted small"> · {shortText(post.location.address)}</span> : null}
              </span>
            ) : undefined,
          ],
        ]}
      />
      <FollowUp request={post.audio?.id ? offers.audioReels?.(post.audio.id) : undefined} label={t('photo.load.audioReels')} what={t('photo.load.audioReelsWhat')} collectOf={shortText(post.audio?.title)} />
      <FollowUp request={post.location?.id ? offers.locationPosts?.(post.location.id) : undefined} label={t('photo.load.postsAtPlace')} what={t('photo.load.postsHereWhat')} collectOf={shortText(post.location?.name)} />
      <NotOffered offer={tags.length ? tags.map((t) => <SearchTagOffer key={t} tag={t} />) : undefined}>
        {t(NO_COMMENTS[isReel ? 1 : 0][tags.length ? 1 : 0], { count: post.comments !== undefined ? ` (${formatNumber(post.comments)})` : '' })}
      </NotOffered>
      <footer className="post-foot small">{post.url ? <SafeLink href={post.url}>{t('photo.post.openOnSite')}</SafeLink> : null}</footer>
    </article>
  );
}
