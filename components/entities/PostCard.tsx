import type { ReactNode } from 'react';
import type { Attachment, Media, Post, PostExtended } from '../../lib/service/model';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatNumber } from '../../lib/ui/text/numbers';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Facts, Prose, TimeText } from '../common/Text';
import { Engagement } from './Reactions';
import '../../lib/ui/i18n/words/entities';

/** Photos and videos of a post as thumbnails; videos link out (new tab). */
export function MediaGrid({ media, label }: { media: (Media | Attachment)[]; label?: string }) {
  if (media.length === 0) return null;
  return (
    <ul className="media-grid" aria-label={label ?? t('entities.media.label')}>
      {media.map((m, i) => {
        const src = m.type === 'photo' ? (m.url ?? m.thumbnail) : m.thumbnail;
        const size = m.width && m.height ? `${formatNumber(m.width)} × ${formatNumber(m.height)}` : undefined;
        return (
          <li key={i} className="media-item">
            <figure>
              {src ? (
                <SafeImage src={src} alt={m.type === 'photo' ? t('entities.media.photoN', { n: i + 1 }) : t('entities.media.videoPreviewN', { n: i + 1 })} width={m.width} height={m.height} />
              ) : (
                <span className="media-placeholder" aria-hidden="true">
                  {m.type === 'photo' ? '▣' : '▶'}
                </span>
              )}
              <figcaption className="small">
                {m.type === 'video' ? (
                  <SafeLink href={m.url}>{m.url ? t('entities.media.playVideo') : t('entities.media.video')}</SafeLink>
                ) : (
                  <SafeLink href={m.url}>{m.url ? t('entities.media.fullSize') : t('entities.media.photo')}</SafeLink>
                )}
                {size ? <span className="muted"> · {size}</span> : null}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The media of a post, without the other qualities of a video it already shows: an extended
 * answer lists the HD file of a reel beside its preview, without a preview of its own, and the
 * extended details link it already.
 */
function shownMedia(post: Post | PostExtended): (Media | Attachment)[] {
  const files = 'videoHd' in post ? [post.videoHd, post.videoSd] : [];
  const previewed = post.media.some((m) => m.type === 'video' && m.thumbnail);
  return post.media.filter((m) => !(m.type === 'video' && !m.thumbnail && previewed && files.includes(m.url)));
}

/** A post: author, time, text, media and engagement. */
export function PostCard({ post, compact, actions }: { post: Post; compact?: boolean; actions?: ReactNode }) {
  return (
    <article className={`card post${compact ? ' compact' : ''}`} aria-label={t('entities.post.label')}>
      <header className="post-head">
        <span className="author">
          {post.author?.name ? <SafeLink href={post.author.url}>{shortText(post.author.name)}</SafeLink> : <span className="muted">{t('entities.unknownAuthor')}</span>}
          {post.author?.verified ? <span className="badge badge-ok">{t('entities.verified')}</span> : null}
        </span>
        {post.time ? (
          <span className="muted small">
            <TimeText value={post.time} />
          </span>
        ) : null}
      </header>
      {post.text ? <Prose text={post.text} compact={compact} /> : <p className="muted small">{t('entities.post.noText')}</p>}
      <MediaGrid media={compact ? shownMedia(post).slice(0, 4) : shownMedia(post)} />
      <Engagement reactions={post.reactions} comments={post.comments} shares={post.shares} />
      <footer className="post-foot small">
        {post.url ? <SafeLink href={post.url}>{t('entities.openOnSite')}</SafeLink> : null}
        {actions}
      </footer>
    </article>
  );
}

/** What the extended details add: views, video files, audio, verification. */
export function ExtendedDetails({ post }: { post: PostExtended }) {
  const verified = post.authorVerified ?? post.author?.verified;
  return (
    <section className="card" aria-label={t('entities.post.extended.title')}>
      <h3 className="subtitle">{t('entities.post.extended.title')}</h3>
      <Facts
        rows={[
          [t('entities.post.extended.views'), post.views !== undefined ? formatNumber(post.views) : undefined],
          [t('entities.post.extended.hdVideo'), post.videoHd ? <SafeLink href={post.videoHd}>{t('entities.post.extended.hdVideoFile')}</SafeLink> : undefined],
          [t('entities.post.extended.sdVideo'), post.videoSd ? <SafeLink href={post.videoSd}>{t('entities.post.extended.sdVideoFile')}</SafeLink> : undefined],
          [
            t('entities.post.extended.audio'),
            post.audio ? (
              <span>
                {shortText([post.audio.title, post.audio.artist].filter(Boolean).join(' — ')) || t('entities.post.extended.audioTrack')}
                {post.audio.url ? (
                  <>
                    {' '}
                    (<SafeLink href={post.audio.url}>{t('entities.post.extended.listen')}</SafeLink>)
                  </>
                ) : null}
              </span>
            ) : undefined,
          ],
          [t('entities.post.extended.authorVerified'), verified === undefined ? undefined : verified ? t('entities.yes') : t('entities.no')],
        ]}
      />
      {post.views === undefined && !post.videoHd && !post.videoSd && !post.audio && verified === undefined ? (
        <p className="muted small">{t('entities.post.extended.none')}</p>
      ) : null}
    </section>
  );
}

/** Every attachment of a post, multi-photo posts included. */
export function AttachmentsGallery({ items }: { items: Attachment[] }) {
  if (items.length === 0) return <p className="empty">{t('entities.post.attachments.none')}</p>;
  const photos = items.filter((a) => a.type === 'photo').length;
  const videos = items.length - photos;
  const kinds = [photos ? t('entities.post.attachments.photos', { count: photos }) : '', videos ? t('entities.post.attachments.videos', { count: videos }) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <section className="gallery" aria-label={t('entities.post.attachments.label')}>
      <p className="small muted">{t('entities.post.attachments.summary', { attachments: t('entities.post.attachments.count', { count: items.length }), kinds })}</p>
      <MediaGrid media={items} label={t('entities.post.attachments.label')} />
    </section>
  );
}
