import type { UseCaseResult } from '../../lib/ui/types';
import { AnswerView } from '../answers/AnswerView';
import { PhotoOffersProvider } from '../answers/photo/FollowUps';
import type { PhotoOffers } from '../answers/photo/offers';

/** What the panel offers to fetch from a photo answer: each follow-up's request (priced on its button). */
const PANEL_PHOTO_OFFERS: Omit<PhotoOffers, 'render'> = {
  search: (keyword) => ({ useCase: 'photo_search', input: { keyword } }),
  profilePosts: (username) => ({ useCase: 'photo_profile_posts', input: { username } }),
  profileReels: (username) => ({ useCase: 'photo_profile_reels', input: { username } }),
  profileHighlights: (username) => ({ useCase: 'photo_profile_highlights', input: { username } }),
  highlight: (id) => ({ useCase: 'photo_highlight', input: { highlight_id: id } }),
  locationPosts: (id) => ({ useCase: 'photo_location_posts', input: { location_id: id } }),
  nearby: (id) => ({ useCase: 'photo_nearby_locations', input: { location_id: id } }),
  audioReels: (id) => ({ useCase: 'photo_audio_reels', input: { audio_id: id } }),
};

/** The answer of a lookup in the panel, shown by what it is (the views' registry). */
export function EntityResult({ result, url }: { result: UseCaseResult; url: string }) {
  return (
    <PhotoOffersProvider value={PANEL_PHOTO_OFFERS}>
      <AnswerView result={result} url={url} place="panel" />
    </PhotoOffersProvider>
  );
}
