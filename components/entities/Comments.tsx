import type { UseCaseRequest } from '../../lib/ui/types';
import type { Comment, Reply } from '../../lib/service/model';
import { definedOnly, listOf, stepOf } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatNumber } from '../../lib/ui/text/numbers';
import { shortText } from '../../lib/ui/text/strings';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import type { ListSpec } from '../../lib/ui/requests/paged-lists';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { SafeImage, SafeLink } from '../SafeLink';
import { ErrorPanel } from '../common/ErrorPanel';
import { PagedList } from '../common/PagedList';
import { PaidButton } from '../common/PaidButton';
import { Unrecognised } from '../common/RawJson';
import { Loading } from '../common/Status';
import { Count, Prose, TimeText } from '../common/Text';
import '../../lib/ui/i18n/words/entities';

/** Top-level comments a call, at most (the catalog's page size). */

function CommentBody({ comment }: { comment: Reply }) {
  return (
    <>
      <header className="comment-head">
        <SafeImage src={comment.author?.picture} alt="" className="avatar avatar-small" />
        <span className="author">
          {comment.author?.name ? <SafeLink href={comment.author.url}>{shortText(comment.author.name)}</SafeLink> : t('entities.comments.unknown')}
        </span>
        {comment.time ? (
          <span className="muted small">
            <TimeText value={comment.time} />
          </span>
        ) : null}
      </header>
      <Prose text={comment.text} />
      {comment.reactions !== undefined ? (
        <p className="muted small">
          <Count value={comment.reactions} /> {t('labels.nouns.reaction', { count: comment.reactions })}
        </p>
      ) : null}
    </>
  );
}

/** The replies of one comment, fetched on demand ("Show 4 replies · 1 credit"). */
export function Replies({ comment }: { comment: Comment }) {
  const runner = useRunner();
  const perform = usePaid();
  const request: UseCaseRequest | null =
    comment.feedbackId && comment.expansionToken
      ? { useCase: 'comment_replies', input: { comment_feedback_id: comment.feedbackId, expansion_token: comment.expansionToken } }
      : null;
  const entry = useRunEntry(request);
  const { cost, loading } = useEstimatedCost(request && !entry ? request : null);
  const count = comment.replies ?? 0;
  if (!request) {
    return count > 0 ? <p className="muted small">{t('entities.comments.cannotLoad', { count })}</p> : null;
  }
  const load = (confirmOverBudget = false) =>
    void perform({
      what: t('entities.comments.showReplies'),
      ...costFields(cost),
      ...(confirmOverBudget ? { overBudget: false } : {}),
      execute: (c) => runner.run(request, c || confirmOverBudget ? { confirmOverBudget: true } : {}),
    });
  if (!entry) {
    if (count === 0) return null;
    return (
      <PaidButton
        label={t('entities.comments.showCount', { count })}
        cost={cost}
        costLoading={loading}
        onClick={() => load()}
        variant="link"
      />
    );
  }
  if (entry.status === 'loading') return <Loading>{t('entities.comments.loadingReplies')}</Loading>;
  if (entry.status === 'error' && entry.error) {
    return <ErrorPanel error={entry.error} onRetry={() => load()} onConfirmBudget={() => load(true)} compact />;
  }
  const step = stepOf(entry.result, 'reply_list');
  if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
  const replies = listOf<Reply>(step?.normalized)?.items ?? [];
  if (replies.length === 0) return <p className="muted small">{t('entities.comments.noReplies')}</p>;
  return (
    <ul className="replies" aria-label={t('entities.comments.replies')}>
      {replies.map((r, i) => (
        <li key={r.id ?? i} className="comment reply">
          <CommentBody comment={r} />
        </li>
      ))}
    </ul>
  );
}

export function CommentItem({ comment }: { comment: Comment }) {
  return (
    <article className="comment" aria-label={comment.author?.name ? t('entities.comments.by', { name: shortText(comment.author.name) }) : t('entities.comments.byUnknown')}>
      <CommentBody comment={comment} />
      <Replies comment={comment} />
    </article>
  );
}

/** Comments of a post, video or reel: 30 a page, with replies per comment. */
export function CommentsSection({ link, expectedTotal }: { link: string; expectedTotal?: number }) {
  const spec: ListSpec = { useCase: 'post_comments', input: { link }, model: 'comment_list' };
  return (
    <section className="section" aria-label={t('entities.comments.title')}>
      <h3 className="subtitle">
        {t('entities.comments.title')}
        {expectedTotal !== undefined ? <span className="muted"> ({formatNumber(expectedTotal)})</span> : null}
      </h3>
      <PagedList
        spec={spec}
        noun={t('entities.comments.noun')}
        startLabel={t('entities.comments.load')}
        emptyText={t('entities.comments.none')}
        {...definedOnly({ expectedTotal })}
        renderItem={(item) => <CommentItem comment={item as Comment} />}
      />
    </section>
  );
}
