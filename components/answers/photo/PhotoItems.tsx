import type { ListPage } from '../../../lib/service/model';
import type { PhotoAudio, PhotoHighlight, PhotoPlace, PhotoSearchHit, PhotoStory } from '../../../lib/service/model-photo';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { TimeText, withParts } from '../../common/Text';
import { ExactCount, UserName } from './PhotoProfileCard';
import { FollowUp, TagNotOffered, usePhotoOffers } from './offers';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/photo';

/** A highlight: cover, title, how many stories, its link. */
export function HighlightItem({ highlight }: { highlight: PhotoHighlight }) {
  const offers = usePhotoOffers();
  return (
    <article className="card video compact" aria-label={shortText(highlight.title) ? t('photo.highlight.label', { title: shortText(highlight.title)! }) : t('photo.highlight.title')}>
      <div className="video-row">
        <SafeImage src={highlight.cover} alt="" className="thumb thumb-tall" />
        <div className="video-main">
          <h3 className="title">{highlight.url ? <SafeLink href={highlight.url}>{shortText(highlight.title) ?? t('photo.highlight.title')}</SafeLink> : (shortText(highlight.title) ?? t('photo.highlight.untitled'))}</h3>
          <p className="muted small">{highlight.items !== undefined ? t('photo.highlight.stories', { count: highlight.items }) : t('photo.highlight.notCounted')}</p>
          {highlight.id ? <p className="muted small mono">{highlight.id}</p> : null}
        </div>
      </div>
      <FollowUp request={highlight.id ? offers.highlight?.(highlight.id) : undefined} label={t('photo.load.stories')} what={t('photo.load.storiesWhat')} />
    </article>
  );
}

/** One story of a highlight: its picture or video and when it was posted. */
export function StoryItem({ story }: { story: PhotoStory }) {
  const preview = story.type === 'photo' ? (story.url ?? story.thumbnail) : story.thumbnail;
  return (
    <article className="card video compact" aria-label={story.type === 'video' ? t('photo.story.video') : t('photo.story.photo')}>
      <div className="video-row">
        {preview ? <SafeImage src={preview} alt="" className="thumb thumb-tall" /> : <span className="thumb thumb-tall media-placeholder" aria-hidden="true">{story.type === 'video' ? '▶' : '▣'}</span>}
        <div className="video-main">
          <p>
            <SafeLink href={story.url}>{story.type === 'video' ? (story.url ? t('photo.story.playVideo') : t('photo.story.videoWord')) : story.url ? t('photo.story.fullPhoto') : t('photo.story.photoWord')}</SafeLink>
          </p>
          <p className="muted small">{story.time ? <TimeText value={story.time} /> : t('photo.story.noTime')}</p>
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
    <article className="card compact" aria-label={shortText(place.name) ? t('photo.place.label', { name: shortText(place.name)! }) : t('photo.place.title')}>
      <h3 className="title">{shortText(place.name) ?? t('photo.place.unnamed')}</h3>
      <p className="muted small">
        {[shortText(place.category), shortText(place.address)].filter(Boolean).join(' · ')}
        {where ? <span dir="ltr">{place.category || place.address ? ' · ' : ''}{where}</span> : null}
      </p>
      {place.posts !== undefined ? (
        <p className="small">
          <ExactCount value={place.posts} noun="postTaggedHere" />
        </p>
      ) : null}
      {place.id ? <p className="muted small">{withParts(t('photo.place.locationId'), { id: <span className="mono">{place.id}</span> })}</p> : null}
      <FollowUp request={place.id ? offers.locationPosts?.(place.id) : undefined} label={t('photo.load.postsHere')} what={t('photo.load.postsHereWhat')} total={place.posts} collectOf={shortText(place.name)} />
      <FollowUp request={place.id ? offers.nearby?.(place.id) : undefined} label={t('photo.load.nearby')} what={t('photo.load.nearbyWhat')} />
    </article>
  );
}

/** A track reels use: its title and artist, and its reels to load. */
export function AudioItem({ audio }: { audio: PhotoAudio }) {
  const offers = usePhotoOffers();
  return (
    <article className="card compact" aria-label={shortText(audio.title) ? t('photo.audio.label', { title: shortText(audio.title)! }) : t('photo.audio.title')}>
      <h3 className="title">{shortText(audio.title) ?? t('photo.audio.untitled')}</h3>
      {audio.artist ? <p className="muted small">{shortText(audio.artist)}</p> : null}
      {audio.id ? <p className="muted small">{withParts(t('photo.audio.audioId'), { id: <span className="mono">{audio.id}</span> })}</p> : null}
      <FollowUp request={audio.id ? offers.audioReels?.(audio.id) : undefined} label={t('photo.load.audioReels')} what={t('photo.load.audioReelsWhat')} collectOf={shortText(audio.title)} />
    </article>
  );
}

/** One hit of popular search: a profile, a hashtag (with the service's limit said) or a place. */
export function SearchHitItem({ hit }: { hit: PhotoSearchHit }) {
  if (hit.type === 'user')
    return (
      <article className="card compact" aria-label={t('photo.profile')}>
        <div className="profile-head">
          <SafeImage src={hit.picture} alt="" className="avatar avatar-small" />
          <UserName user={hit} />
        </div>
      </article>
    );
  if (hit.type === 'place') return <PlaceItem place={hit} />;
  return (
    <article className="card compact" aria-label={hit.name?.trim() ? t('photo.search.hashtag', { name: hit.name.trim() }) : t('photo.search.hashtagTitle')}>
      <h3 className="title">#{shortText(hit.name)}</h3>
      {hit.posts !== undefined ? <p className="small"><ExactCount value={hit.posts} noun="post" /></p> : null}
      <TagNotOffered tag={hit.name ?? ''} offer={false} />
    </article>
  );
}

const GROUPS = [
  { type: 'user', title: 'photo.search.profiles', count: 'photo.search.profileCount' },
  { type: 'hashtag', title: 'photo.search.hashtags', count: 'photo.search.hashtagCount' },
  { type: 'place', title: 'photo.search.places', count: 'photo.search.placeCount' },
] as const;

/** Popular search's hits, profiles, hashtags and places each under its heading. */
export function SearchHits({ page }: { page: ListPage<PhotoSearchHit> }) {
  if (!page.items.length) return <p className="empty">{t('photo.search.nothing')}</p>;
  return (
    <section className="section" aria-label={t('photo.search.label', { count: page.items.length })}>
      <h3 className="subtitle">
        {t('photo.search.heading', {
          results: t('photo.search.results', { count: page.items.length }),
          groups: GROUPS.map((g) => t(g.count, { count: page.items.filter((h) => h.type === g.type).length })).join(', '),
        })}
      </h3>
      {GROUPS.map((g) => {
        const hits = page.items.filter((h) => h.type === g.type);
        return hits.length ? (
          <section key={g.type} aria-label={t(g.title)}>
            <h4 className="subtitle">{t('photo.search.group', { title: t(g.title), count: hits.length })}</h4>
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
