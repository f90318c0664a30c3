import type { Attachment, Post, PostExtended, Video } from '../../lib/service/model';
import { dataOf, listOf, primaryStep, stepOf } from '../../lib/ui/data';
import { OnDemand } from '../common/OnDemand';
import { Unrecognised } from '../common/RawJson';
import { CommentsSection } from '../entities/Comments';
import { AttachmentsGallery, ExtendedDetails, PostCard } from '../entities/PostCard';
import { VideoCard } from '../entities/VideoCard';
import { RelatedAds } from './RelatedAds';

function ExtendedOnDemand({ link }: { link: string }) {
  return (
    <OnDemand
      request={{ useCase: 'post_extended', input: { link } }}
      label="Extended details"
      what="Load the extended details"
      loadingText="Loading extended details…"
      render={(result) => {
        const step = primaryStep(result);
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        const post = dataOf(step?.normalized, 'post_extended');
        return post ? <ExtendedDetails post={post} /> : <p className="empty">The service returned no extended details.</p>;
      }}
    />
  );
}

function AttachmentsOnDemand({ link, postId }: { link: string; postId?: string }) {
  const numericId = postId && /^\d+$/.test(postId) ? postId : undefined;
  return (
    <OnDemand
      request={{ useCase: 'post_attachments', input: numericId ? { link, post_id: numericId } : { link } }}
      label="Attachments"
      what="Load every attachment of this post"
      loadingText="Loading attachments…"
      render={(result) => {
        const step = stepOf(result, 'attachment_list');
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        return <AttachmentsGallery items={listOf<Attachment>(step?.normalized)?.items ?? []} />;
      }}
    />
  );
}

/** A post: the post itself, extended details and attachments on demand, comments, related ads. */
export function PostView({ post, link, extended }: { post: Post | PostExtended; link: string; extended?: boolean }) {
  return (
    <div className="entity">
      <PostCard post={post} />
      <section className="section" aria-label="More about this post">
        <h3 className="subtitle">More about this post</h3>
        {extended ? <ExtendedDetails post={post as PostExtended} /> : <ExtendedOnDemand link={link} />}
        <AttachmentsOnDemand link={link} {...(post.id ? { postId: post.id } : {})} />
      </section>
      <CommentsSection link={link} {...(post.comments !== undefined ? { expectedTotal: post.comments } : {})} />
      <section className="section" aria-label="Related ads">
        <h3 className="subtitle">Ads of the author’s page</h3>
        <RelatedAds useCase="post_related_ads" link={link} />
      </section>
    </div>
  );
}

/** A video: its details, then comments. */
export function VideoView({ video, link }: { video: Video; link: string }) {
  return (
    <div className="entity">
      <VideoCard video={video} />
      <CommentsSection link={video.url ?? link} />
    </div>
  );
}

/** A reel: its details (as the service gives them for reels), then comments. */
export function ReelView({
  post,
  video,
  link,
  extended,
}: {
  post?: Post | PostExtended;
  video?: Video;
  link: string;
  extended?: boolean;
}) {
  return (
    <div className="entity">
      {video ? <VideoCard video={video} /> : post ? <PostCard post={post} /> : null}
      {post && extended ? <ExtendedDetails post={post as PostExtended} /> : post ? <ExtendedOnDemand link={link} /> : null}
      <CommentsSection link={link} {...(post?.comments !== undefined ? { expectedTotal: post.comments } : {})} />
    </div>
  );
}
