// The search results' cards: what the Search tab lists, and how a kept result or an answer of a
// search shows in the popup and the Library (through the registry of views).

import type { LocationResult, PageSearchResult, PersonSearchResult, PostSearchResult, VideoSearchResult } from '../../lib/service/model';
import { countNoun } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose, TimeText } from '../common/Text';
import { OpenButton } from '../sidepanel/OpenButton';

export interface ChosenLocation {
  uid: string;
  name?: string;
}

export function PageResultItem({ item }: { item: PageSearchResult }) {
  return (
    <article className="card result" aria-label={item.name ?? 'Page'}>
      <p className="title">
        <SafeLink href={item.url}>{item.name ?? 'Unnamed page'}</SafeLink>
      </p>
      <p className="muted small">
        {item.category}
        {item.category && item.followers !== undefined ? ' · ' : null}
        {item.followers !== undefined ? (
          <>
            <Count value={item.followers} /> {countNoun(item.followers, 'follower')}
          </>
        ) : null}
      </p>
      {item.url ? <OpenButton url={item.url} /> : null}
    </article>
  );
}

export function PersonResultItem({ item }: { item: PersonSearchResult }) {
  return (
    <article className="card result person" aria-label={item.name ?? 'Person'}>
      <SafeImage src={item.picture} alt="" className="avatar avatar-small" />
      <div>
        <p className="title">
          <SafeLink href={item.url}>{item.name ?? 'Unnamed'}</SafeLink>
        </p>
        <Facts
          rows={[
            ['Work', item.work],
            ['Education', item.education],
            ['Lives in', item.location],
          ]}
        />
      </div>
    </article>
  );
}

export function PostResultItem({ item }: { item: PostSearchResult }) {
  return (
    <article className="card result" aria-label="Post">
      <p className="author">{item.author ?? 'Unknown author'}</p>
      <Prose text={item.text} className="clamp" />
      <p className="muted small">
        {[
          item.reactions !== undefined ? [countNoun(item.reactions, 'reaction'), item.reactions] : null,
          item.comments !== undefined ? [countNoun(item.comments, 'comment'), item.comments] : null,
          item.shares !== undefined ? [countNoun(item.shares, 'share'), item.shares] : null,
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
        {item.url ? <SafeLink href={item.url}>Open on the site</SafeLink> : null} {item.url ? <OpenButton url={item.url} label="Details" /> : null}
      </p>
    </article>
  );
}

export function VideoResultItem({ item }: { item: VideoSearchResult }) {
  return (
    <article className="card result video-row" aria-label={item.title ?? 'Video'}>
      <SafeImage src={item.thumbnail} alt="" className="thumb" />
      <div className="video-main">
        <p className="title">
          <SafeLink href={item.url}>{item.title || 'Untitled video'}</SafeLink>
          {item.live ? <span className="badge badge-live">Live</span> : null}
        </p>
        <p className="muted small">
          {item.views !== undefined ? (
            <>
              <Count value={item.views} /> {countNoun(item.views, 'view')}
            </>
          ) : null}
          {item.time ? (
            <>
              {item.views !== undefined ? ' · ' : null}
              <TimeText value={item.time} />
            </>
          ) : null}
        </p>
        {item.url ? <OpenButton url={item.url} label="Details" /> : null}
      </div>
    </article>
  );
}

export function LocationResultItem({ item, onUse }: { item: LocationResult; onUse?: (loc: ChosenLocation) => void }) {
  return (
    <article className="card result" aria-label={item.name ?? 'Place'}>
      <p className="title">{item.name ?? 'Unnamed place'}</p>
      {item.address ? <p className="muted small">{item.address}</p> : null}
      {item.uid ? (
        <p className="small">
          <span className="mono">{item.uid}</span>{' '}
          {onUse ? (
            <button type="button" className="btn btn-link" onClick={() => onUse({ uid: item.uid!, ...(item.name ? { name: item.name } : {}) })}>
              Use as location filter
            </button>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
