// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerView } from '../../../components/answers/AnswerView';
import { PhotoOffersProvider, PhotoProfileView } from '../../../components/answers/photo/FollowUps';
import type { PhotoOffers } from '../../../components/answers/photo/offers';
import { estimateJob } from '../../../lib/lookup/jobs/estimate';
import type { UseCaseResult } from '../../../lib/lookup/types';
import type { PhotoProfile } from '../../../lib/service/model-photo';
import { normalize } from '../../../lib/service/normalize';
import { PHOTO_BODIES } from '../service/photo-bodies';
import { result, step } from './fixtures';
import { createFakeEnv, okRun, renderUi } from './harness';
import { photoAnswer } from './photo-world';

afterEach(cleanup);

/** The panel's photo follow-ups (components/sidepanel/EntityResult.tsx names the same). */
const OFFERS: Omit<PhotoOffers, 'render'> = {
  profilePosts: (username) => ({ useCase: 'photo_profile_posts', input: { username } }),
  profileReels: (username) => ({ useCase: 'photo_profile_reels', input: { username } }),
  locationPosts: (id) => ({ useCase: 'photo_location_posts', input: { location_id: id } }),
  audioReels: (id) => ({ useCase: 'photo_audio_reels', input: { audio_id: id } }),
};

const LOCATION_URL = 'https://www.photo.example/explore/locations/213385402/harbour-point/';

/** A place's posts looked up by the place's link. */
function locationLookup(body: unknown = PHOTO_BODIES.photo_get_location_posts): UseCaseResult {
  const detection = { kind: 'photo_location', url: LOCATION_URL, id: '213385402', ids: { location: '213385402' } };
  return result('lookup_url', [step('photo_get_location_posts', normalize('photo_get_location_posts', body), { raw: body })], { detection: detection as never });
}

const env = () => createFakeEnv({ jobEstimate: (spec) => estimateJob(spec, { creditsLeft: 100 }) });

describe('jobs on photo lists', () => {
  it("a place's posts looked up by its link offer “Collect all posts…” with the job's estimate, keyed by the place's id", async () => {
    const e = env();
    renderUi(
      <PhotoOffersProvider value={OFFERS}>
        <AnswerView result={locationLookup()} url={LOCATION_URL} place="panel" />
      </PhotoOffersProvider>,
      e,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Collect all posts…' }));
    const form = await screen.findByRole('region', { name: /^Collect all posts of/ });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toMatch(/credit/));
    expect(e.api.jobEstimate).toHaveBeenLastCalledWith({
      spec: { useCase: 'photo_location_posts', input: { location_id: '213385402' }, label: expect.stringMatching(/^All posts of /) },
    });
  });

  it('a list the service says is whole offers no job', () => {
    const { posts } = (PHOTO_BODIES.photo_get_location_posts as { data: { posts: unknown[] } }).data;
    renderUi(
      <PhotoOffersProvider value={OFFERS}>
        <AnswerView result={locationLookup({ success: true, data: { posts }, message: 'OK' })} url={LOCATION_URL} place="panel" />
      </PhotoOffersProvider>,
      env(),
    );
    expect(screen.getByRole('list', { name: 'posts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Collect all/ })).toBeNull();
  });

  it("a profile's posts and reels each offer a job; the reels' job asks by the numeric id, so each page is one call", async () => {
    const profile = (photoAnswer('photo_get_profile_details').steps[0]!.normalized as unknown as { data: PhotoProfile }).data;
    const e = createFakeEnv({
      runs: { photo_profile_reels: okRun({ ...photoAnswer('photo_get_profile_reels'), useCase: 'photo_profile_reels' }) },
      jobEstimate: (spec) => estimateJob(spec, { creditsLeft: 100 }),
    });
    renderUi(
      <PhotoOffersProvider value={OFFERS}>
        <PhotoProfileView profile={profile} />
      </PhotoOffersProvider>,
      e,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Collect all posts…' }));
    await screen.findByRole('region', { name: 'Collect all posts of “@lumen.atelier”' });
    await waitFor(() => expect(e.api.jobEstimate).toHaveBeenCalled());
    expect(e.api.jobEstimate).toHaveBeenLastCalledWith({
      spec: { useCase: 'photo_profile_posts', input: { username: 'lumen.atelier' }, label: 'All posts of “@lumen.atelier”', announcedTotal: 1204 },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Reels' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Collect all reels…' }));
    await screen.findByRole('region', { name: 'Collect all reels of “@lumen.atelier”' });
    await waitFor(() => expect(e.api.jobEstimate).toHaveBeenLastCalledWith({
      spec: { useCase: 'photo_profile_reels', input: { user_id: profile.id }, label: 'All reels of “@lumen.atelier”' },
    }));
    expect(profile.id).toMatch(/^\d+$/);
  });
});
