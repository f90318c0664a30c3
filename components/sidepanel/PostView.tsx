import type { Attachment, Post, PostExtended, Video } from '../../lib/service/model';
import type { UseCaseRequest } from '../../lib/ui/types';
import { attachmentsAdd } from '../../lib/ui/panel/attachments';
import { dataOf, definedOnly, listOf, primaryStep, stepOf } from '../../lib/ui/requests/results';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { Later } from '../common/Later';
import { OnDemand } from '../common/OnDemand';
import { Unrecognised } from '../common/RawJson';
import { CommentsSection } from '../entities/Comments';
import { AttachmentsGallery, ExtendedDetails, PostCard } from '../entities/PostCard';
import { VideoCard } from '../entities/VideoCard';
import { SaveMedia, SaveViaService, type SaveNames } from '../entities/SaveMedia';
import { RelatedAds } from './RelatedAds';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

function ExtendedOnDemand({ link }: { link: string }) {
  return (
    <OnDemand
      request={{ useCase: 'post_extended', input: { link } }}
      label={t('sidepanel.post.extendedDetails')}
      what={t('sidepanel.post.loadExtended')}
      loadingText={t('sidepanel.post.loadingExtended')}
      render={(result) => {
        const step = primaryStep(result);
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        const post = dataOf(step?.normalized, 'post_extended');
        return post ? <ExtendedDetails post={post} /> : <p className="empty">{t('sidepanel.post.noExtended')}</p>;
      }}
    />
  );
}

/** A post's photos and videos to save; videos without a direct file through the service. */
function SavePostMedia({ post, link }: { post: Post | PostExtended; link: string }) {
  const names: SaveNames = { owner: post.author?.name, date: post.time, id: post.id };
  const extended = post as PostExtended;
  const files = [
    ...post.media.map((m) => ({ url: m.type === 'photo' ? (m.url ?? m.thumbnail) : m.url, type: m.type })),
    ...(extended.videoHd || extended.videoSd ? [{ url: extended.videoHd ?? extended.videoSd, type: 'video' as const }] : []),
  ];
  const videoWithoutFile = post.media.some((m) => m.type === 'video' && !m.url) && !extended.videoHd && !extended.videoSd;
  return (
    <>
      <SaveMedia files={files} names={names} label={t('sidepanel.post.postMedia')} />
      {videoWithoutFile ? <SaveViaService url={post.url ?? link} names={names} /> : null}
    </>
  );
}

/** Attachments on demand, saying before the click what they add to the post's answer. */
function AttachmentsOnDemand({ link, post, names }: { link: string; post: Post | PostExtended; names: SaveNames }) {
  const numericId = post.id && /^\d+$/.test(post.id) ? post.id : undefined;
  const request: UseCaseRequest = { useCase: 'post_attachments', input: numericId ? { link, post_id: numericId } : { link } };
  const answered = useRunEntry(request)?.result !== undefined;
  const adds = attachmentsAdd(post);
  return (
    <div className="attachments-offer">
      {answered ? null : <p className="muted small">{adds}</p>}
      <OnDemand
        request={request}
        label={t('sidepanel.post.attachments')}
        what={t('sidepanel.post.loadAttachments')}
        loadingText={t('sidepanel.post.loadingAttachments')}
        render={(result) => {
          const step = stepOf(result, 'attachment_list');
          if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
          const items = listOf<Attachment>(step?.normalized)?.items ?? [];
          return (
            <>
              <AttachmentsGallery items={items} />
              <SaveMedia
                files={items.map((a) => ({ url: a.type === 'photo' ? (a.url ?? a.thumbnail) : a.url, type: a.type }))}
                names={names}
                label={t('sidepanel.post.attachmentsNoun')}
              />
            </>
          );
        }}
      />
    </div>
  );
}

/** A post: the post itself, extended details and attachments on demand, comments, related ads. */
export function PostView({ post, link, extended }: { post: Post | PostExtended; link: string; extended?: boolean }) {
  return (
    <div className="entity">
      <PostCard post={post} />
      <Later>
        <SavePostMedia post={post} link={link} />
      </Later>
      <section className="section" aria-label={t('sidepanel.post.more')}>
        <h3 className="subtitle">{t('sidepanel.post.more')}</h3>
        {/* Extended details in the answer are the answer: shown with the card, not after it. */}
        {extended ? <ExtendedDetails post={post as PostExtended} /> : null}
        <Later>
          {extended ? null : <ExtendedOnDemand link={link} />}
          <AttachmentsOnDemand link={link} post={post} names={{ owner: post.author?.name, date: post.time, id: post.id }} />
        </Later>
      </section>
      <Later>
        <CommentsSection link={link} {...definedOnly({ expectedTotal: post.comments })} />
        <section className="section" aria-label={t('sidepanel.post.relatedAds')}>
          <h3 className="subtitle">{t('sidepanel.post.authorAds')}</h3>
          <RelatedAds useCase="post_related_ads" link={link} />
        </section>
      </Later>
    </div>
  );
}

/** A video: its details, then comments. */
export function VideoView({ video, link }: { video: Video; link: string }) {
  return (
    <div className="entity">
      <VideoCard video={video} />
      <Later>
        <SaveViaService url={video.url ?? link} names={{ owner: video.owner?.name, date: video.time, id: video.id }} />
        <CommentsSection link={video.url ?? link} />
      </Later>
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
      {post && extended ? <ExtendedDetails post={post as PostExtended} /> : null}
      <Later>
        {post && !extended ? <ExtendedOnDemand link={link} /> : null}
        {post ? (
          <SavePostMedia post={post} link={link} />
        ) : (
          <SaveViaService url={video?.url ?? link} names={{ owner: video?.owner?.name, date: video?.time, id: video?.id }} />
        )}
        <CommentsSection link={link} {...definedOnly({ expectedTotal: post?.comments })} />
      </Later>
    </div>
  );
}
