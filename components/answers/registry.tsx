import { lazy, Suspense, type ReactNode } from 'react';
import type {
  Ad, AdDetails, AdKeywordResult, Advertiser, Attachment, Comment, Group, Listing, ListingSummary, LocationResult, Page, PageSearchResult,
  PersonSearchResult, Post, PostExtended, PostSearchResult, Reel, Reply, Seller, Video, VideoSearchResult,
} from '../../lib/service/model';
import type { PhotoAudio, PhotoHighlight, PhotoPlace, PhotoPost, PhotoProfile, PhotoSearchHit, PhotoStory } from '../../lib/service/model-photo';
import type { ListPage } from '../../lib/service/model';
import type { EntityKind } from '../../lib/ui/library/library-queries';
import type { ModelKind } from '../../lib/ui/requests/results';
import type { Detection } from '../../lib/ui/types';
import type { answers as answerWords } from '../../lib/ui/i18n/messages/en/answers';
import { AdCard, AdvertiserCard } from '../entities/AdCards';
import { AdDetailsCard } from '../entities/AdDetailsCard';
import { CommentItem } from '../entities/Comments';
import { GroupCard } from '../entities/GroupCard';
import { ListingCard, ListingSummaryCard, SellerCard } from '../entities/MarketplaceCards';
import { PageCard } from '../entities/PageCard';
import { AttachmentsGallery, ExtendedDetails, PostCard } from '../entities/PostCard';
import { ReelCard, VideoCard } from '../entities/VideoCard';
import { LocationResultItem, PageResultItem, PersonResultItem, PostResultItem, VideoResultItem } from '../entities/SearchResults';
import { AdKeywordCard } from './AdKeywordCard';
import { AudioItem, HighlightItem, PlaceItem, SearchHitItem, SearchHits, StoryItem } from './photo/PhotoItems';
import { PhotoPostCard } from './photo/PhotoPostCard';
import { PhotoPostList } from './photo/PhotoPostList';
import { PhotoProfileCard } from './photo/PhotoProfileCard';
import { PhotoListPanel, PhotoProfileView } from './photo/FollowUps';
import { PhotoBrief, PhotoListBrief } from './photo/PhotoBriefs';
import { GroupBrief, PageBrief, PostBrief, VideoBrief } from './Briefs';


// The side panel's views (with their lists, forms and prices) load when the panel first shows one:
// the popup and the Library show cards only and never load them.
const GroupView = lazy(() => import('../sidepanel/GroupView').then((m) => ({ default: m.GroupView })));
const ListingView = lazy(() => import('../sidepanel/ListingView').then((m) => ({ default: m.ListingView })));
const SellerView = lazy(() => import('../sidepanel/ListingView').then((m) => ({ default: m.SellerView })));
const PageView = lazy(() => import('../sidepanel/PageView').then((m) => ({ default: m.PageView })));
const PostView = lazy(() => import('../sidepanel/PostView').then((m) => ({ default: m.PostView })));
const ReelView = lazy(() => import('../sidepanel/PostView').then((m) => ({ default: m.ReelView })));
const VideoView = lazy(() => import('../sidepanel/PostView').then((m) => ({ default: m.VideoView })));
/**
 * The one registry of views: every kind of answer the normalisers make (lib/service/model.ts)
 * maps to the view that shows it, and each view says how it reads in the popup (a few lines), in
 * the side panel (with what can be asked of it) and in the Library (a kept item: the same card,
 * offline). The popup, the panel and the Library look views up here and keep no switch of their own.
 */

/** Where an answer is shown. */
export type Place = 'popup' | 'panel' | 'library';

/** What a view knows besides its data. */
export interface Shown {
  place: Place;
  /** The link it was asked by (or its own). */
  link: string;
  now: number;
  /** A reel: the service answers reels with a post's or a video's details. */
  reel: boolean;
  detection?: Detection | null | undefined;
}

/** The shape of each kind of item a view shows. */
export interface Shapes {
  page: Page;
  group: Group;
  post: Post;
  post_extended: PostExtended;
  video: Video;
  reel: Reel;
  comment: Comment;
  reply: Reply;
  attachment: Attachment;
  page_result: PageSearchResult;
  person_result: PersonSearchResult;
  post_result: PostSearchResult;
  video_result: VideoSearchResult;
  location: LocationResult;
  ad: Ad;
  ad_details: AdDetails;
  advertiser: Advertiser;
  ad_keyword: AdKeywordResult;
  listing: Listing;
  listing_summary: ListingSummary;
  seller: Seller;
  photo_profile: PhotoProfile;
  photo_post: PhotoPost;
  photo_posts: ListPage<PhotoPost>;
  photo_reels: ListPage<PhotoPost>;
  photo_highlight: PhotoHighlight;
  photo_story: PhotoStory;
  photo_place: PhotoPlace;
  photo_audio: PhotoAudio;
  photo_hit: PhotoSearchHit;
  photo_hits: ListPage<PhotoSearchHit>;
}
export type ViewKind = keyof Shapes;

/** The nouns a list's items are counted by (answers.items in the catalogue). */
export type ItemNoun = keyof typeof answerWords.items;

type View<T> = (props: { data: T; shown: Shown }) => ReactNode;
interface Entry<T> {
  /** The item as a card: the Library's view, and the popup's and panel's unless they have their own. */
  card: View<T>;
  /** The panel's view: the card with what can be asked of it (posts, comments, the seller …). */
  panel?: View<T>;
  /** The popup's few lines. */
  popup?: View<T>;
  /** Its noun, for a count of a list of them ("ad" → "12 ads", the plural message answers.items.ad). */
  noun: ItemNoun;
  /** The view takes a list's whole answer (to sort or group its items), not each item apart. */
  whole?: true;
}

const listingOf = (d: Detection | null | undefined) => d?.ids?.item ?? d?.id;

export const VIEWS: { [K in ViewKind]: Entry<Shapes[K]> } = {
  page: {
    noun: 'page',
    card: ({ data }) => <PageCard page={data} />,
    panel: ({ data, shown }) => <PageView page={data} link={shown.link} />,
    popup: ({ data }) => <PageBrief page={data} />,
  },
  group: {
    noun: 'group',
    card: ({ data }) => <GroupCard group={data} />,
    panel: ({ data, shown }) => <GroupView group={data} link={shown.link} />,
    popup: ({ data }) => <GroupBrief group={data} />,
  },
  post: {
    noun: 'post',
    card: ({ data }) => <PostCard post={data} />,
    panel: ({ data, shown }) => (shown.reel ? <ReelView post={data} link={shown.link} /> : <PostView post={data} link={shown.link} />),
    popup: ({ data }) => <PostBrief post={data} />,
  },
  post_extended: {
    noun: 'post',
    card: ({ data }) => (
      <>
        <PostCard post={data} />
        <ExtendedDetails post={data} />
      </>
    ),
    panel: ({ data, shown }) =>
      shown.reel ? <ReelView post={data} link={shown.link} extended /> : <PostView post={data} link={shown.link} extended />,
    popup: ({ data }) => <PostBrief post={data} />,
  },
  video: {
    noun: 'video',
    card: ({ data }) => <VideoCard video={data} />,
    panel: ({ data, shown }) => (shown.reel ? <ReelView video={data} link={shown.link} /> : <VideoView video={data} link={shown.link} />),
    popup: ({ data }) => <VideoBrief video={data} />,
  },
  reel: { noun: 'reel', card: ({ data }) => <ReelCard reel={data} /> },
  comment: { noun: 'comment', card: ({ data }) => <CommentItem comment={data} /> },
  reply: { noun: 'reply', card: ({ data }) => <CommentItem comment={data} /> },
  attachment: { noun: 'attachment', card: ({ data }) => <AttachmentsGallery items={[data]} /> },
  page_result: { noun: 'page', card: ({ data }) => <PageResultItem item={data} /> },
  person_result: { noun: 'person', card: ({ data }) => <PersonResultItem item={data} /> },
  post_result: { noun: 'post', card: ({ data }) => <PostResultItem item={data} /> },
  video_result: { noun: 'video', card: ({ data }) => <VideoResultItem item={data} /> },
  location: { noun: 'place', card: ({ data }) => <LocationResultItem item={data} /> },
  ad: { noun: 'ad', card: ({ data }) => <AdCard ad={data} /> },
  ad_details: { noun: 'ad', card: ({ data, shown }) => <AdDetailsCard ad={data} now={shown.now} /> },
  advertiser: { noun: 'advertiser', card: ({ data }) => <AdvertiserCard advertiser={data} /> },
  ad_keyword: { noun: 'advertiser', card: ({ data }) => <AdKeywordCard advertiser={data} /> },
  listing: {
    noun: 'listing',
    card: ({ data }) => <ListingCard listing={data} />,
    panel: ({ data, shown }) => <ListingView listing={data} listingId={listingOf(shown.detection)} />,
    popup: ({ data }) => <ListingSummaryCard listing={{ ...data, ...(data.photos[0] ? { photo: data.photos[0] } : {}) }} />,
  },
  listing_summary: { noun: 'listing', card: ({ data }) => <ListingSummaryCard listing={data} /> },
  seller: {
    noun: 'seller',
    card: ({ data }) => <SellerCard seller={data} />,
    panel: ({ data }) => <SellerView seller={data} />,
  },
  // The photo network's answers (components/answers/photo/).
  photo_profile: {
    noun: 'profile',
    card: ({ data }) => <PhotoProfileCard profile={data} />,
    panel: ({ data }) => <PhotoProfileView profile={data} />,
    popup: ({ data }) => <PhotoBrief profile={data} />,
  },
  photo_post: { noun: 'post', card: ({ data, shown }) => <PhotoPostCard post={data} reel={shown.reel || /reel/.test(String(shown.detection?.kind ?? ''))} /> },
  photo_posts: {
    noun: 'post',
    whole: true,
    card: ({ data }) => <PhotoPostList page={data} noun="post" />,
    panel: ({ data, shown }) => <PhotoListPanel page={data} noun="post" detection={shown.detection} />,
    popup: ({ data }) => <PhotoListBrief count={data.items.length} noun="post" />,
  },
  photo_reels: {
    noun: 'reel',
    whole: true,
    card: ({ data }) => <PhotoPostList page={data} noun="reel" />,
    panel: ({ data, shown }) => <PhotoListPanel page={data} noun="reel" detection={shown.detection} />,
    popup: ({ data }) => <PhotoListBrief count={data.items.length} noun="reel" />,
  },
  photo_highlight: { noun: 'highlight', card: ({ data }) => <HighlightItem highlight={data} /> },
  photo_story: { noun: 'story', card: ({ data }) => <StoryItem story={data} /> },
  photo_place: { noun: 'place', card: ({ data }) => <PlaceItem place={data} /> },
  photo_audio: { noun: 'audio', card: ({ data }) => <AudioItem audio={data} /> },
  photo_hit: { noun: 'result', card: ({ data }) => <SearchHitItem hit={data} /> },
  photo_hits: {
    noun: 'result',
    whole: true,
    card: ({ data }) => <SearchHits page={data} />,
    popup: ({ data }) => <PhotoListBrief count={data.items.length} noun="result" />,
  },
};

/**
 * The view of each model the normalisers make (a list's: of its items); null for answers that
 * are not shown as such (ids, reference lists, media links, the account's figures). A model
 * added to the normalisers fails to compile until it is named here.
 */
export const MODEL_VIEWS: Record<ModelKind, ViewKind | null> = {
  id: null,
  page: 'page',
  group: 'group',
  post: 'post',
  post_extended: 'post_extended',
  video: 'video',
  post_list: 'post',
  video_list: 'video',
  reel_list: 'reel',
  comment_list: 'comment',
  reply_list: 'reply',
  attachment_list: 'attachment',
  page_search: 'page_result',
  people_search: 'person_result',
  location_search: 'location',
  post_search: 'post_result',
  video_search: 'video_result',
  ad_list: 'ad',
  advertiser: 'advertiser',
  country_list: null,
  ad_keyword_list: 'ad_keyword',
  ad_details: 'ad_details',
  listing_list: 'listing_summary',
  vehicle_list: 'listing_summary',
  rental_list: 'listing_summary',
  listing: 'listing',
  seller: 'seller',
  category_list: null,
  city_list: null,
  media_download: null,
  usage: null,
  limits: null,
  top_ups: null,
  photo_profile: 'photo_profile',
  photo_post: 'photo_post',
  photo_post_list: 'photo_posts',
  photo_reel_list: 'photo_reels',
  photo_highlight_list: 'photo_highlight',
  photo_story_list: 'photo_story',
  photo_search: 'photo_hits',
  photo_location_list: 'photo_place',
};

/**
 * The views a kept item of each kind may have, by the answer it came in (its first when that
 * answer is gone or held it otherwise: a seller's answer lists listings in brief).
 */
const KEPT_VIEWS: Record<EntityKind, ViewKind[]> = {
  page: ['page'],
  group: ['group'],
  post: ['post', 'post_extended'],
  comment: ['comment'],
  reply: ['reply'],
  video: ['video'],
  reel: ['reel', 'post_extended', 'post', 'video'],
  attachment: ['attachment'],
  ad: ['ad', 'ad_details'],
  advertiser: ['advertiser', 'ad_keyword'],
  search_result: ['page_result', 'person_result', 'post_result', 'video_result'],
  location: ['location'],
  listing: ['listing_summary', 'listing'],
  seller: ['seller'],
  photo_profile: ['photo_profile', 'photo_hit'],
  photo_post: ['photo_post'],
  photo_reel: ['photo_post'],
  photo_highlight: ['photo_highlight'],
  photo_story: ['photo_story'],
  photo_location: ['photo_place', 'photo_hit'],
  photo_audio: ['photo_audio'],
};

const ITEM_OF_LIST = { photo_posts: 'photo_post', photo_reels: 'photo_post', photo_hits: 'photo_hit' } as const satisfies Partial<Record<ViewKind, ViewKind>>;

/** The view of a kept item of this kind that came in an answer of this model. */
export function keptViewKind(kind: EntityKind, model: ModelKind | undefined, data: Record<string, unknown>): ViewKind {
  // A search result keeps what it is (page, person, post, video) beside its data.
  const result = kind === 'search_result' ? `${String(data.resultType)}_result` : undefined;
  const shown = model ? MODEL_VIEWS[model] : (result as ViewKind | undefined);
  // A view of a whole list shows a kept item of it in the view of one item.
  const byModel = shown && shown in ITEM_OF_LIST ? ITEM_OF_LIST[shown as keyof typeof ITEM_OF_LIST] : shown;
  const views = KEPT_VIEWS[kind];
  return byModel && views.includes(byModel) ? byModel : views[0]!;
}

/** One item in its view, at its place. */
export function ItemView({ kind, data, shown }: { kind: ViewKind; data: unknown; shown: Shown }) {
  const entry = VIEWS[kind] as Entry<unknown>;
  const Card = entry.card;
  if (shown.place === 'panel' && entry.panel) {
    const Panel = entry.panel;
    // The card shows the same answer while the panel's view loads.
    return (
      <Suspense fallback={<Card data={data} shown={shown} />}>
        <Panel data={data} shown={shown} />
      </Suspense>
    );
  }
  const View = (shown.place === 'popup' ? entry.popup : undefined) ?? Card;
  return <View data={data} shown={shown} />;
}
