// The search results' cards: what the Search tab lists, and how a kept result or an answer of a
// search shows in the popup and the Library (through the registry of views).

import type { LocationResult, PageSearchResult, PersonSearchResult, PostSearchResult, VideoSearchResult } from '../../lib/service/model';
import { t } from '../../lib/ui/i18n/catalogue';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose, TimeText } from '../common/Text';
import { OpenButton } from '../sidepanel/OpenButton';
import '../../lib/ui/i18n/words/entities';

export interface ChosenLocation {
  uid: string;
  name?: string;
}

export function PageResultItem({ item }: { item: PageSearchResult }) {
  return (
    <article className="card result" aria-label={item.name ?? t('entities.page.label')}>
      <p className="title">
        <SafeLink href={item.url}>{item.name ?? t('entities.unnamedPage')}</SafeLink>
      </p>
      <p className="muted small">
        {item.category}
        {item.category && item.followers !== undefined ? ' · ' : null}
        {item.followers !== undefined ? (
          <>
            <Count value={item.followers} /> {t('labels.nouns.follower', { count: item.followers })}
          </>
        ) : null}
      </p>
      {item.url ? <OpenButton url={item.url} /> : null}
    </article>
  );
}

export function PersonResultItem({ item }: { item: PersonSearchResult }) {
  return (
    <article className="card result person" aria-label={item.name ?? t('entities.search.person')}>
      <SafeImage src={item.picture} alt="" className="avatar avatar-small" />
      <div>
        <p className="title">
          <SafeLink href={item.url}>{item.name ?? t('entities.search.unnamed')}</SafeLink>
        </p>
        <Facts
          rows={[
            [t('entities.search.work'), item.work],
            [t('entities.search.education'), item.education],
            [t('entities.search.livesIn'), item.location],
          ]}
        />
      </div>
    </article>
  );
}

export function PostResultItem({ item }: { item: PostSearchResult }) {
  return (
    <article className="card result" aria-label={t('entities.post.label')}>
      <p className="author">{item.author ?? t('entities.unknownAuthor')}</p>
      <Prose text={item.text} className="clamp" />
      <p className="muted small">
        {[
          item.reactions !== undefined ? [t('labels.nouns.reaction', { count: item.reactions }), item.reactions] : null,
          item.comments !== undefined ? [t('labels.nouns.comment', { count: item.comments }), item.comments] : null,
          item.shares !== undefined ? [t('labels.nouns.share', { count: item.shares }), item.shares] : null,
        ]
          .filter((x): x is [string, number] => x !== null)
          .map(([label, n], i) => (
            <span key={label}>
              {i ? ' · ' : ''}
              <Count value={n} /> {label}
            </span>
          ))}
      </p>
      <p className="small">
        {item.url ? <SafeLink href={item.url}>{t('entities.openOnSite')}</SafeLink> : null} {item.url ? <OpenButton url={item.url} label={t('entities.details')} /> : null}
      </p>
    </article>
  );
}

export function VideoResultItem({ item }: { item: VideoSearchResult }) {
  return (
    <article className="card result video-row" aria-label={item.title ?? t('entities.video.label')}>
      <SafeImage src={item.thumbnail} alt="" className="thumb" />
      <div className="video-main">
        <p className="title">
          <SafeLink href={item.url}>{item.title || t('entities.untitledVideo')}</SafeLink>
          {item.live ? <span className="badge badge-live">{t('entities.search.live')}</span> : null}
        </p>
        <p className="muted small">
          {item.views !== undefined ? (
            <>
              <Count value={item.views} /> {t('labels.nouns.view', { count: item.views })}
            </>
          ) : null}
          {item.time ? (
            <>
              {item.views !== undefined ? ' · ' : null}
              <TimeText value={item.time} />
            </>
          ) : null}
        </p>
        {item.url ? <OpenButton url={item.url} label={t('entities.details')} /> : null}
      </div>
    </article>
  );
}

export function LocationResultItem({ item, onUse }: { item: LocationResult; onUse?: (loc: ChosenLocation) => void }) {
  return (
    <article className="card result" aria-label={item.name ?? t('entities.search.place')}>
      <p className="title">{item.name ?? t('entities.search.unnamedPlace')}</p>
      {item.address ? <p className="muted small">{item.address}</p> : null}
      {item.uid ? (
        <p className="small">
          <span className="mono">{item.uid}</span>{' '}
          {onUse ? (
            <button type="button" className="btn btn-link" onClick={() => onUse({ uid: item.uid!, ...(item.name ? { name: item.name } : {}) })}>
              {t('entities.search.useAsLocation')}
            </button>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
