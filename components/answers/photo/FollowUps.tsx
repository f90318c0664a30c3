import { useState, type ReactNode } from 'react';
import type { ListPage } from '../../../lib/service/model';
import type { PhotoHighlight, PhotoPlace, PhotoPost, PhotoProfile, PhotoSearchHit, PhotoStory } from '../../../lib/service/model-photo';
import type { UseCaseResult } from '../../../lib/ui/types';
import { Unrecognised } from '../../common/RawJson';
import { Tabs } from '../../common/Tabs';
import { HighlightItem, PlaceItem, SearchHits, StoryItem } from './PhotoItems';
import { PhotoPostList } from './PhotoPostList';
import { PhotoProfileCard } from './PhotoProfileCard';
import { FollowUp, Offers, usePhotoOffers, type PhotoOffers } from './offers';
import { CollectList } from './CollectList';
import type { Detection } from '../../../lib/ui/types';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/answers';
import '../../../lib/ui/i18n/words/photo';

function ItemList<T>({ items, noun, Item }: { items: T[]; noun: 'highlight' | 'story' | 'place'; Item: (props: { item: T }) => ReactNode }) {
  if (!items.length) return <p className="empty">{t(`photo.noneInAnswer.${noun}`)}</p>;
  const count = t(`answers.items.${noun}`, { count: items.length });
  return (
    <section className="section" aria-label={count}>
      <h3 className="subtitle">{count}</h3>
      <ul className="items">
        {items.map((item, i) => (
          <li key={i}>
            <Item item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The answer of a follow-up, in the photo views (the last step that is not an id). */
function FollowUpAnswer({ result, total }: { result: UseCaseResult; total?: number | undefined }) {
  const step = result.steps.filter((s) => s.normalized.model !== 'id').at(-1);
  if (!step || step.normalized.status === 'empty') return <p className="empty">{t('photo.foundNothingHere')}</p>;
  const n = step.normalized;
  if (n.status === 'unrecognised') return <Unrecognised reason={n.reason} raw={step.raw} />;
  const data = n.data as ListPage<unknown>;
  switch (n.model) {
    case 'photo_post_list':
      return <PhotoPostList page={data as ListPage<PhotoPost>} noun="post" total={total} />;
    case 'photo_reel_list':
      return <PhotoPostList page={data as ListPage<PhotoPost>} noun="reel" />;
    case 'photo_highlight_list':
      return <ItemList items={data.items as PhotoHighlight[]} noun="highlight" Item={({ item }) => <HighlightItem highlight={item} />} />;
    case 'photo_story_list':
      return <ItemList items={data.items as PhotoStory[]} noun="story" Item={({ item }) => <StoryItem story={item} />} />;
    case 'photo_location_list':
      return <ItemList items={data.items as PhotoPlace[]} noun="place" Item={({ item }) => <PlaceItem place={item} />} />;
    case 'photo_search':
      return <SearchHits page={data as ListPage<PhotoSearchHit>} />;
    default:
      return <Unrecognised reason={t('answers.noView', { model: n.model })} raw={step.raw} />;
  }
}

const renderAnswer = (result: UseCaseResult, total: number | undefined) => <FollowUpAnswer result={result} total={total} />;

/** What the photo views may offer to fetch (the panel's requests), their answers shown in these views. */
export function PhotoOffersProvider({ value, children }: { value: Omit<PhotoOffers, 'render'>; children: ReactNode }) {
  return <Offers.Provider value={{ ...value, render: renderAnswer }}>{children}</Offers.Provider>;
}

type ProfileTab = 'posts' | 'reels' | 'highlights';

/**
 * A photo profile in the side panel: its card, then its posts, reels and highlights, each asked
 * for with its cost on the button (where the panel offers them).
 */
export function PhotoProfileView({ profile }: { profile: PhotoProfile }) {
  const offers = usePhotoOffers();
  const [tab, setTab] = useState<ProfileTab>('posts');
  const name = profile.username;
  const requests = {
    posts: name ? offers.profilePosts?.(name) : undefined,
    reels: name ? offers.profileReels?.(name) : undefined,
    highlights: name ? offers.profileHighlights?.(name) : undefined,
  };
  // A job's every page must be one call: the reels are collected by the profile's numeric id.
  const reelsJob = requests.reels && profile.id ? { useCase: 'photo_profile_reels', input: { user_id: profile.id } } as const : undefined;
  const offered = (Object.keys(requests) as ProfileTab[]).filter((k) => requests[k]);
  const shown = offered.includes(tab) ? tab : offered[0];
  return (
    <div className="entity">
      <PhotoProfileCard profile={profile} />
      {shown && !profile.private ? (
        <Tabs<ProfileTab>
          label={t('photo.profileContent')}
          active={shown}
          onChange={setTab}
          small
          tabs={offered.map((id) => ({ id, label: t(`photo.${id}`) }))}
        >
          {shown === 'posts' ? <FollowUp key="posts" request={requests.posts} label={t('photo.load.posts')} what={t('photo.load.postsWhat')} total={profile.posts} collectOf={`@${name}`} /> : null}
          {shown === 'reels' ? <FollowUp key="reels" request={requests.reels} label={t('photo.load.reels')} what={t('photo.load.reelsWhat')} collectOf={`@${name}`} collect={reelsJob} /> : null}
          {shown === 'highlights' ? <FollowUp key="highlights" request={requests.highlights} label={t('photo.load.highlights')} what={t('photo.load.highlightsWhat')} /> : null}
        </Tabs>
      ) : null}
    </div>
  );
}

/**
 * A place's posts or an audio's reels looked up by their link, in the panel: the list, then
 * "Collect all…" of the same list (while the service has more pages).
 */
export function PhotoListPanel({ page, noun, detection }: { page: ListPage<PhotoPost>; noun: 'post' | 'reel'; detection?: Detection | null | undefined }) {
  const offers = usePhotoOffers();
  const ids = detection?.ids ?? {};
  const request =
    detection?.kind === 'photo_location' && ids.location
      ? offers.locationPosts?.(ids.location)
      : detection?.kind === 'photo_audio' && ids.audio
        ? offers.audioReels?.(ids.audio)
        : undefined;
  const first = page.items[0];
  const of = detection?.kind === 'photo_location' ? first?.location?.name : first?.audio?.title;
  return (
    <>
      <PhotoPostList page={page} noun={noun} />
      <CollectList request={request} of={of} more={Boolean(page.endCursor)} />
    </>
  );
}
