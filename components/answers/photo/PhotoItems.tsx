import type { ListPage } from '../../../lib/service/model';
import type { PhotoAudio, PhotoHighlight, PhotoPlace, PhotoSearchHit, PhotoStory } from '../../../lib/service/model-photo';
import { formatNumber, plural } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { TimeText } from '../../common/Text';
import { ExactCount, UserName } from './PhotoProfileCard';
import { FollowUp, TagNotOffered, usePhotoOffers } from './offers';

/** A highlight: cover, title, how many stories, its link. */
export function HighlightItem({ highlight }: { highlight: PhotoHighlight }) {
  const offers = usePhotoOffers();
  return (
    <article className="card video compact" aria-label={`Highlight ${shortText(highlight.title) ?? ''}`.trim()}>
      <div className="video-row">
        <SafeImage src={highlight.cover} alt="" className="thumb thumb-tall" />
        <div className="video-main">
          <h3 className="title">{highlight.url ? <SafeLink href={highlight.url}>{shortText(highlight.title) ?? 'Highlight'}</SafeLink> : (shortText(highlight.title) ?? 'Untitled highlight')}</h3>
          <p className="muted small">{highlight.items !== undefined ? plural(highlight.items, 'story', 'stories') : 'Stories not counted in this answer'}</p>
          {highlight.id ? <p className="muted small mono">{highlight.id}</p> : null}
        </div>
      </div>
      <FollowUp request={highlight.id ? offers.highlight?.(highlight.id) : undefined} label="Open its stories" what="Open this highlight’s stories" />
    </article>
  );
}

/** One story of a highlight: its picture or video and when it was posted. */
export function StoryItem({ story }: { story: PhotoStory }) {
  const preview = story.type === 'photo' ? (story.url ?? story.thumbnail) : story.thumbnail;
  return (
    <article className="card video compact" aria-label={story.type === 'video' ? 'Video story' : 'Photo story'}>
      <div className="video-row">
        {preview ? <SafeImage src={preview} alt="" className="thumb thumb-tall" /> : <span className="thumb thumb-tall media-placeholder" aria-hidden="true">{story.type === 'video' ? '▶' : '▣'}</span>}
        <div className="video-main">
          <p>
            <SafeLink href={story.url}>{story.type === 'video' ? (story.url ? 'Play video' : 'Video') : story.url ? 'Full-size photo' : 'Photo'}</SafeLink>
          </p>
          <p className="muted small">{story.time ? <TimeText value={story.time} /> : 'Time not given'}</p>
        </div>
      </div>
    </article>
  );
}

function coordinates(p: PhotoPlace): string | undefined {
  return p.latitude !== undefined && p.longitude !== undefined ? `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}` : undefined;
}

/** A place: name, category, address, coordinates, posts tagged there. */
export function PlaceItem({ place }: { place: PhotoPlace }) {
  const where = coordinates(place);
  const offers = usePhotoOffers();
  return (
    <article className="card compact" aria-label={`Place ${shortText(place.name) ?? ''}`.trim()}>
      <h3 className="title">{shortText(place.name) ?? 'Unnamed place'}</h3>
      <p className="muted small">
        {[shortText(place.category), shortText(place.address)].filter(Boolean).join(' · ')}
        {where ? <span dir="ltr">{place.category || place.address ? ' · ' : ''}{where}</span> : null}
      </p>
      {place.posts !== undefined ? (
        <p className="small">
          <ExactCount value={place.posts} one="post" /> <span className="muted">tagged here</span>
        </p>
      ) : null}
      {place.id ? <p className="muted small">Location id <span className="mono">{place.id}</span></p> : null}
      <FollowUp request={place.id ? offers.locationPosts?.(place.id) : undefined} label="Posts here" what="Load the posts tagged at this place" total={place.posts} collectOf={shortText(place.name)} />
      <FollowUp request={place.id ? offers.nearby?.(place.id) : undefined} label="Places nearby" what="Load the places near this one" />
    </article>
  );
}

/** A track reels use: its title and artist, and its reels to load. */
export function AudioItem({ audio }: { audio: PhotoAudio }) {
  const offers = usePhotoOffers();
  return (
    <article className="card compact" aria-label={`Audio ${shortText(audio.title) ?? ''}`.trim()}>
      <h3 className="title">{shortText(audio.title) ?? 'Untitled audio'}</h3>
      {audio.artist ? <p className="muted small">{shortText(audio.artist)}</p> : null}
      {audio.id ? <p className="muted small">Audio id <span className="mono">{audio.id}</span></p> : null}
      <FollowUp request={audio.id ? offers.audioReels?.(audio.id) : undefined} label="Reels with this audio" what="Load the reels that use this audio" collectOf={shortText(audio.title)} />
    </article>
  );
}

/** One hit of popular search: a profile, a hashtag (with the service's limit said) or a place. */
export function SearchHitItem({ hit }: { hit: PhotoSearchHit }) {
  if (hit.type === 'user')
    return (
      <article className="card compact" aria-label="Profile">
        <div className="profile-head">
          <SafeImage src={hit.picture} alt="" className="avatar avatar-small" />
          <UserName user={hit} />
        </div>
      </article>
    );
  if (hit.type === 'place') return <PlaceItem place={hit} />;
  return (
    <article className="card compact" aria-label={`Hashtag ${hit.name ?? ''}`.trim()}>
      <h3 className="title">#{shortText(hit.name)}</h3>
      {hit.posts !== undefined ? <p className="small"><ExactCount value={hit.posts} one="post" /></p> : null}
      <TagNotOffered tag={hit.name ?? ''} offer={false} />
    </article>
  );
}

const GROUPS = [
  { type: 'user', title: 'Profiles', one: 'profile' },
  { type: 'hashtag', title: 'Hashtags', one: 'hashtag' },
  { type: 'place', title: 'Places', one: 'place' },
] as const;

/** Popular search's hits, profiles, hashtags and places each under its heading. */
export function SearchHits({ page }: { page: ListPage<PhotoSearchHit> }) {
  if (!page.items.length) return <p className="empty">Popular search found nothing for this word.</p>;
  return (
    <section className="section" aria-label={`${plural(page.items.length, 'result')} of popular search`}>
      <h3 className="subtitle">
        {plural(page.items.length, 'result')}: {GROUPS.map((g) => plural(page.items.filter((h) => h.type === g.type).length, g.one)).join(', ')}
      </h3>
      {GROUPS.map((g) => {
        const hits = page.items.filter((h) => h.type === g.type);
        return hits.length ? (
          <section key={g.type} aria-label={g.title}>
            <h4 className="subtitle">{`${g.title} (${formatNumber(hits.length)})`}</h4>
            <ul className="items">
              {hits.map((hit, i) => (
                <li key={i}>
                  <SearchHitItem hit={hit} />
                </li>
              ))}
            </ul>
          </section>
        ) : null;
      })}
    </section>
  );
}
