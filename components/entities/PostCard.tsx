import type { ReactNode } from 'react';
import type { Attachment, Media, Post, PostExtended } from '../../lib/service/model';
import { formatNumber, plural } from '../../lib/ui/text/numbers';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Facts, Prose, TimeText } from '../common/Text';
import { Engagement } from './Reactions';

/** Photos and videos of a post as thumbnails; videos link out (new tab). */
export function MediaGrid({ media, label = 'Media' }: { media: (Media | Attachment)[]; label?: string }) {
  if (media.length === 0) return null;
  return (
    <ul className="media-grid" aria-label={label}>
      {media.map((m, i) => {
        const src = m.type === 'photo' ? (m.url ?? m.thumbnail) : m.thumbnail;
        const size = m.width && m.height ? `${formatNumber(m.width)} × ${formatNumber(m.height)}` : undefined;
        return (
          <li key={i} className="media-item">
            <figure>
              {src ? (
                <SafeImage src={src} alt={m.type === 'photo' ? `Photo ${i + 1}` : `Video ${i + 1} preview`} width={m.width} height={m.height} />
              ) : (
                <span className="media-placeholder" aria-hidden="true">
                  {m.type === 'photo' ? '▣' : '▶'}
                </span>
              )}
              <figcaption className="small">
                {m.type === 'video' ? (
                  <SafeLink href={m.url}>{m.url ? 'Play video' : 'Video'}</SafeLink>
                ) : (
                  <SafeLink href={m.url}>{m.url ? 'Full size' : 'Photo'}</SafeLink>
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
    <article className={`card post${compact ? ' compact' : ''}`} aria-label="Post">
      <header className="post-head">
        <span className="author">
          {post.author?.name ? <SafeLink href={post.author.url}>{shortText(post.author.name)}</SafeLink> : <span className="muted">Unknown author</span>}
          {post.author?.verified ? <span className="badge badge-ok">Verified</span> : null}
        </span>
        {post.time ? (
          <span className="muted small">
            <TimeText value={post.time} />
          </span>
        ) : null}
      </header>
      {post.text ? <Prose text={post.text} compact={compact} /> : <p className="muted small">No text.</p>}
      <MediaGrid media={compact ? shownMedia(post).slice(0, 4) : shownMedia(post)} />
      <Engagement reactions={post.reactions} comments={post.comments} shares={post.shares} />
      <footer className="post-foot small">
        {post.url ? <SafeLink href={post.url}>Open on the site</SafeLink> : null}
        {actions}
      </footer>
    </article>
  );
}

/** What the extended details add: views, video files, audio, verification. */
export function ExtendedDetails({ post }: { post: PostExtended }) {
  const verified = post.authorVerified ?? post.author?.verified;
  return (
    <section className="card" aria-label="Extended details">
      <h3 className="subtitle">Extended details</h3>
      <Facts
        rows={[
          ['Views', post.views !== undefined ? formatNumber(post.views) : undefined],
          ['HD video', post.videoHd ? <SafeLink href={post.videoHd}>HD video file</SafeLink> : undefined],
          ['SD video', post.videoSd ? <SafeLink href={post.videoSd}>SD video file</SafeLink> : undefined],
          [
            'Audio',
            post.audio ? (
              <span>
                {shortText([post.audio.title, post.audio.artist].filter(Boolean).join(' — ')) || 'Audio track'}
                {post.audio.url ? (
                  <>
                    {' '}
                    (<SafeLink href={post.audio.url}>listen</SafeLink>)
                  </>
                ) : null}
              </span>
            ) : undefined,
          ],
          ['Author verified', verified === undefined ? undefined : verified ? 'Yes' : 'No'],
        ]}
      />
      {post.views === undefined && !post.videoHd && !post.videoSd && !post.audio && verified === undefined ? (
        <p className="muted small">The service returned no extra details for this post.</p>
      ) : null}
    </section>
  );
}

/** Every attachment of a post, multi-photo posts included. */
export function AttachmentsGallery({ items }: { items: Attachment[] }) {
  if (items.length === 0) return <p className="empty">This post has no attachments.</p>;
  const photos = items.filter((a) => a.type === 'photo').length;
  const videos = items.length - photos;
  const parts = [photos ? plural(photos, 'photo') : '', videos ? plural(videos, 'video') : '']
    .filter(Boolean)
    .join(', ');
  return (
    <section className="gallery" aria-label="Attachments">
      <p className="small muted">
        {plural(items.length, 'attachment')}: {parts}
      </p>
      <MediaGrid media={items} label="Attachments" />
    </section>
  );
}
