import { useCallback, useMemo } from 'react';
import { useConfirmAsk } from '../../lib/ui/account/confirm-ask';
import { shownKind } from '../../lib/ui/library/shown-kind';
import { useLibraryItem, useLibraryList, type EntityKind, type LibraryItem } from '../../lib/ui/library/library-queries';
import { formatAge, formatDateTime } from '../../lib/ui/text/dates';
import { formatNumber } from '../../lib/ui/text/numbers';
import { t } from '../../lib/ui/i18n/catalogue';
import { library } from '../../lib/ui/i18n/messages/en/library';
import { withCost } from '../../lib/ui/account/cost-text';
import { useUi } from '../../lib/ui/app/context';
import { refreshOf, useRefresh } from '../../lib/ui/library/refresh';
import { SeriesChart } from '../charts/SeriesChart';
import { KeptView } from '../answers/AnswerView';
import { Empty, Loading } from '../common/Status';
import { LibraryCollect } from '../jobs/LibraryCollect';
import { ExportBar } from './ExportBar';
import { CopyLinks } from './CopyLinks';
import { kindName } from './LibraryRow';
import { SaveToBoard } from '../boards/SaveToBoard';
import { operationTitle } from '../../lib/ui/text/operations';
import '../../lib/ui/i18n/words/library';

/** The kept items of a kind under another, on their chip ("Comments"); the kind's name where it has no plural. */
const kindsName = (kind: EntityKind): string =>
  Object.hasOwn(library.kindsPlural, kind) ? t(`library.kindsPlural.${kind as keyof typeof library.kindsPlural}`) : kindName(kind);

/** A page's or group's kept posts: reactions, comments and shares per post over time. */
function PostsChart({ owner }: { owner: string }) {
  const posts = useLibraryList({ owner, kind: 'post', limit: 500 });
  const points = (posts.data?.items ?? [])
    .filter((p): p is LibraryItem & { time: number } => p.time !== undefined)
    .map((p) => {
      const d = p.data as { reactions?: { total?: number }; comments?: number; shares?: number };
      return { time: p.time, label: p.title, values: { reactions: d.reactions?.total, comments: d.comments, shares: d.shares } };
    });
  if (points.length < 1) return null;
  return <SeriesChart title={t('library.item.postsChart', { count: points.length })} series={['reactions', 'comments', 'shares']} points={points} />;
}

/** One kept item, opened offline: free, with "kept · fetched 3 days ago · Refresh · 1 credit". */
export function LibraryItemView({
  uid,
  now,
  onBack,
  onChildren,
  onDeleted,
}: {
  uid: string;
  now: number;
  onBack: () => void;
  onChildren: (owner: string, kind: EntityKind, label: string) => void;
  onDeleted: () => void;
}) {
  const { env } = useUi();
  const ask = useConfirmAsk();
  const opened = useLibraryItem(uid);
  const reload = opened.reload;
  const view = opened.data;
  const request = useMemo(() => (view ? refreshOf(view.item) : null), [view]);
  const refresh = useRefresh(request, useCallback(() => reload(), [reload]));
  if (opened.loading && !view) return <Loading>{t('library.item.opening')}</Loading>;
  if (!view) {
    return (
      <div className="library-item">
        <button type="button" className="btn btn-link" onClick={onBack}>
          {t('library.back')}
        </button>
        <Empty>{t('library.item.gone')}</Empty>
      </div>
    );
  }
  const { item } = view;
  const kind = shownKind(item);
  const remove = async () => {
    if (!(await ask({ title: t('library.item.deleteQuestion'), body: t('library.item.deleteBody', { title: item.title }), confirmLabel: t('library.delete') }))) return;
    await env.api.libraryDelete({ uids: [item.uid] });
    onDeleted();
  };
  return (
    <div className="library-item" aria-label={t('library.row.label', { kind: kindName(kind), title: item.title })}>
      <button type="button" className="btn btn-link" onClick={onBack}>
        {t('library.back')}
      </button>
      <h2 className="subtitle">
        <span className="badge">{kindName(kind)}</span> {item.title}
      </h2>
      <p className="cache-note small">
        <span className="badge badge-cached" title={formatDateTime(item.fetchedAt)}>
          {t('library.item.kept', { age: formatAge(now - item.fetchedAt) })}
        </span>
        {request ? (
          <button type="button" className="btn btn-link" onClick={() => void refresh.refresh()} disabled={refresh.busy} aria-busy={refresh.busy || undefined}>
            {refresh.credits === undefined ? t('library.item.refresh') : withCost(t('library.item.refresh'), { credits: refresh.credits })}
          </button>
        ) : null}
      </p>
      {refresh.error ? <p className="small danger">{refresh.error}</p> : null}
      {/* The kept data in the view a fresh answer of its kind has (its text, counts and dates in words). */}
      <KeptView item={item} model={view.normalized?.model} now={now} />
      <p className="small">
        <CopyLinks id={item.id} url={item.url} />
      </p>
      <SaveToBoard uid={item.uid} />
      {Object.keys(view.children).length ? (
        <ul className="chips" aria-label={t('library.item.keptWith')}>
          {(Object.entries(view.children) as [EntityKind, number][]).map(([kind, n]) => (
            <li key={kind}>
              <button type="button" className="chip" onClick={() => onChildren(item.uid, kind, t('library.item.childrenOf', { kinds: kindsName(kind), title: item.title }))}>
                {kindsName(kind)} · {formatNumber(n)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LibraryCollect item={item} />
      {view.children.comment ? (
        <ExportBar query={{ owner: item.uid, kind: 'comment' }} name={`comments-${item.id}`} label={t('library.item.comments')} />
      ) : null}
      {view.children.post ? (
        <>
          <ExportBar query={{ owner: item.uid, kind: 'post' }} name={`posts-${item.id}`} label={t('library.item.posts')} />
          <PostsChart owner={item.uid} />
        </>
      ) : null}
      <details className="small">
        <summary>
          {t('library.item.provenance', { count: item.versions.length })}
        </summary>
        <ul className="provenance">
          {item.versions.map((v) => (
            <li key={`${v.answerKey}-${v.fetchedAt}`}>
              {t('library.item.version', { when: formatDateTime(v.fetchedAt), operation: operationTitle(v.operationId), credits: t('count.credit', { count: v.creditsCharged }) })}
              {v.requestId ? (
                <>
                  {t('library.item.request')}
                  <span className="mono">{v.requestId}</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      <p>
        <button type="button" className="btn btn-link danger" onClick={() => void remove()}>
          {t('library.item.deleteFromLibrary')}
        </button>
      </p>
    </div>
  );
}
