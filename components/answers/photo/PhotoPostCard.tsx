import type { PhotoMedia, PhotoPost } from '../../../lib/service/model-photo';
import { hashtagsOf } from '../../../lib/ui/photo/sort';
import { formatNumber, plural } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeLink } from '../../SafeLink';
import { Duration, Facts, Prose, TimeText } from '../../common/Text';
import { MediaGrid } from '../../entities/PostCard';
import { SaveMedia } from '../../entities/SaveMedia';
import { photoFiles } from '../../../lib/ui/media/photo-files';
import { FollowUp, NotOffered, SearchTagOffer, usePhotoOffers } from './offers';
import { ExactCount, UserName } from './PhotoProfileCard';

/** "Carousel of 3: 2 photos, 1 video", "Video", "Photo". */
export function mediaSummary(post: PhotoPost): string {
  const photos = post.media.filter((m) => m.type === 'photo').length;
  const videos = post.media.length - photos;
  const parts = [photos ? plural(photos, 'photo') : '', videos ? plural(videos, 'video') : ''].filter(Boolean).join(', ');
  if (post.type === 'carousel') return `Carousel of ${formatNumber(post.media.length)}${parts ? `: ${parts}` : ''}`;
  return post.type === 'video' || (videos && !photos) ? 'Video' : 'Photo';
}

/** The words of a post's figures: "1,520 likes · 48 comments · 2,500,000 plays". */
export function PostFigures({ post }: { post: PhotoPost }) {
  const figures: [number | undefined, string][] = [
    [post.likes, 'like'],
    [post.comments, 'comment'],
    [post.plays, 'play'],
    [post.plays === undefined ? post.views : undefined, 'view'],
  ];
  const shown = figures.filter((f): f is [number, string] => f[0] !== undefined);
  if (!shown.length) return <p className="muted small">No counts in this answer.</p>;
  return (
    <ul className="engagement" aria-label="Counts">
      {shown.map(([n, noun]) => (
        <li key={noun}>
          <ExactCount value={n} one={noun} />
        </li>
      ))}
    </ul>
  );
}

/** Every item of a post, a carousel's all of them, each with its link. */
export function PhotoMediaGrid({ media }: { media: PhotoMedia[] }) {
  if (!media.length) return <p className="muted small">No media in this answer.</p>;
  return <MediaGrid media={media} label={media.length > 1 ? `${formatNumber(media.length)} media items` : 'Media'} />;
}

/** Saving a post's or reel's every photo and video, named from the template. */
export function SavePhotoMedia({ post, reel }: { post: PhotoPost; reel: boolean }) {
  const { files, names } = photoFiles(post);
  return <SaveMedia files={files} names={names} label={reel ? 'reel media' : 'post media'} />;
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
    <article className="card post" aria-label={isReel ? 'Reel' : 'Post'}>
      <header className="post-head">
        {post.owner ? <UserName user={post.owner} /> : <span className="muted">Unknown owner</span>}
        {post.time ? (
          <span className="muted small">
            <TimeText value={post.time} />
          </span>
        ) : null}
      </header>
      {post.caption ? <Prose text={post.caption} /> : <p className="muted small">No caption.</p>}
      <p className="muted small">{mediaSummary(post)}</p>
      <PhotoMediaGrid media={post.media} />
      <SavePhotoMedia post={post} reel={isReel} />
      <PostFigures post={post} />
      <Facts
        rows={[
          ['Length', post.duration !== undefined ? <Duration seconds={post.duration} /> : undefined],
          [
            'Audio',
            post.audio ? (
              <span>
                {shortText([post.audio.title, post.audio.artist].filter(Boolean).join(' — ')) || 'Audio track'}
                {post.audio.id ? <span className="muted small mono"> {post.audio.id}</span> : null}
              </span>
            ) : undefined,
          ],
          [
            'Place',
            post.location ? (
              <span>
                {shortText(post.location.name) ?? 'A place'}
                {post.location.address ? <span className="muted small"> · {shortText(post.location.address)}</span> : null}
              </span>
            ) : undefined,
          ],
        ]}
      />
      <FollowUp request={post.audio?.id ? offers.audioReels?.(post.audio.id) : undefined} label="Reels with this audio" what="Load the reels that use this audio" collectOf={shortText(post.audio?.title)} />
      <FollowUp request={post.location?.id ? offers.locationPosts?.(post.location.id) : undefined} label="Posts at this place" what="Load the posts tagged at this place" collectOf={shortText(post.location?.name)} />
      <NotOffered offer={tags.length ? tags.map((t) => <SearchTagOffer key={t} tag={t} />) : undefined}>
        The service gives how many comments a {isReel ? 'reel' : 'post'} has
        {post.comments !== undefined ? ` (${formatNumber(post.comments)})` : ''}, not the comments themselves, nor who liked it
        {tags.length ? '; nor the posts of its hashtags, which popular search finds with their counts.' : '.'}
      </NotOffered>
      <footer className="post-foot small">{post.url ? <SafeLink href={post.url}>Open on the site</SafeLink> : null}</footer>
    </article>
  );
}
