// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerView } from '../../../components/answers/AnswerView';
import { TagNotOffered } from '../../../components/answers/photo/offers';
import { PhotoPostCard } from '../../../components/answers/photo/PhotoPostCard';
import { PhotoProfileCard } from '../../../components/answers/photo/PhotoProfileCard';
import { PhotoOffersProvider, PhotoProfileView } from '../../../components/answers/photo/FollowUps';
import type { UseCaseResult } from '../../../lib/lookup/types';
import type { PhotoPost, PhotoProfile } from '../../../lib/service/model-photo';
import { normalize } from '../../../lib/service/normalize';
import { PHOTO_BODIES, photoPost, photoReel } from '../service/photo-bodies';
import { createFakeEnv, okRun, renderUi, runCalls } from './harness';
import { AUDIO_REELS, photoAnswer, PHOTO_URL, THREE_POSTS } from './photo-world';

afterEach(cleanup);

const panel = (r: UseCaseResult, env = createFakeEnv()) => renderUi(<AnswerView result={r} url={PHOTO_URL} place="panel" />, env);
const popup = (r: UseCaseResult) => renderUi(<AnswerView result={r} url={PHOTO_URL} place="popup" />);
const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
const dataOf = <T,>(r: UseCaseResult) => (r.steps[0]!.normalized as unknown as { data: T }).data;

/** The captions of the shown posts, in their order (each tile's picture is named by its caption). */
const order = (list: HTMLElement) => within(list).getAllByRole('img').map((img) => img.getAttribute('alt')!.slice(0, 1));

describe('photo profile', () => {
  it('shows picture, names, verification, bio, exact counts as text, website, business contact and related profiles', () => {
    const { container } = panel(photoAnswer('photo_get_profile_details'));
    const card = screen.getByRole('article', { name: 'Profile @lumen.atelier' });
    expect(card.querySelector('img.avatar')!.getAttribute('src')).toBe('https://cdn.photo.example/u/lumen_hd.jpg');
    expect(within(card).getByText('Lumen Atelier')).toBeTruthy();
    expect(within(card).getAllByText('Verified').length).toBeGreaterThan(0);
    expect(within(card).getByText('Light, glass and harbours.')).toBeTruthy();
    const counts = within(card).getByRole('list', { name: 'Counts' }).textContent!;
    // The service said "1.2M" and "1,204": both shown whole, as text (no figure only in a title).
    expect(counts).toContain('1,200,000 followers');
    expect(counts).toContain('1,204 posts');
    expect(counts).toContain('312 profiles');
    expect(within(card).getByRole('link', { name: 'lumen.example' }).getAttribute('href')).toBe('https://lumen.example/');
    const contact = within(card).getByRole('region', { name: 'Business contact' });
    expect(contact.textContent).toContain('Photographer');
    // Written out to copy, never a mailto: or tel: link (links are only http(s), with their host shown).
    expect(contact.textContent).toContain('studio@lumen.example');
    expect(contact.textContent).toContain('+44 20 7946 0000');
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    expect(within(card).getByRole('region', { name: 'Related profiles' }).textContent).toContain('@harbour.days');
    expect(within(card).getByRole('note').textContent).toMatch(/does not list a profile’s followers/);
    expect(container.querySelector('.raw-body')).toBeNull();
  });

  it('keeps hostile contact text as text, never a link or markup', () => {
    const profile: PhotoProfile = {
      username: 'x.y',
      related: [],
      business: { email: 'javascript:alert(1)//@a.example', phone: 'tel:1;javascript:alert(1)', category: '<b>Shop</b>' },
    };
    renderUi(<PhotoProfileCard profile={profile} />);
    const contact = screen.getByRole('region', { name: 'Business contact' });
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    expect(contact.textContent).toContain('<b>Shop</b>');
    expect(contact.querySelector('b')).toBeNull();
  });

  it('in the panel, loads its posts and highlights where the panel offers them, with the cost first, the posts counted against the profile’s', async () => {
    const profile = dataOf<PhotoProfile>(photoAnswer('photo_get_profile_details'));
    // The panel names the requests; social use cases of the same price stand in for the photo ones here.
    const env = createFakeEnv({
      runs: {
        page_posts: okRun({ ...photoAnswer('photo_get_profile_posts', THREE_POSTS), useCase: 'page_posts' }),
        page_reels: okRun({ ...photoAnswer('photo_get_profile_highlights'), useCase: 'page_reels' }),
      },
    });
    renderUi(
      <PhotoOffersProvider
        value={{
          profilePosts: (username) => ({ useCase: 'page_posts', input: { link: `https://www.social.example/${username}` } }),
          profileHighlights: (username) => ({ useCase: 'page_reels', input: { link: `https://www.social.example/${username}` } }),
        }}
      >
        <PhotoProfileView profile={profile} />
      </PhotoOffersProvider>,
      env,
    );
    expect(screen.queryByRole('tab', { name: 'Reels' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /^Load posts · ~?1 credit$/ }));
    expect(await screen.findByRole('heading', { name: '3 of 1,204 posts loaded' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Highlights' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Load highlights · ~?1 credit$/ }));
    expect(await screen.findByRole('article', { name: 'Highlight Studio' })).toBeTruthy();
    expect(runCalls(env).map((c) => c.request.useCase)).toEqual(['page_posts', 'page_reels']);
  });

  it('reads in the popup as a few lines with the exact counts', () => {
    const { container } = popup(photoAnswer('photo_get_profile_details'));
    expect(screen.getByRole('link', { name: '@lumen.atelier' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Counts' }).textContent).toContain('1,200,000 followers');
    expect(container.querySelector('.raw-body')).toBeNull();
  });
});

describe('posts and reels', () => {
  it('sorts the loaded posts by likes, comments, plays and date, and says the sort covers those loaded', async () => {
    panel(photoAnswer('photo_get_profile_posts', THREE_POSTS));
    const list = screen.getByRole('list', { name: 'posts' });
    expect(order(list)).toEqual(['A', 'B', 'C']);
    expect(screen.getByText('3 posts loaded')).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    const expected: [string, string[]][] = [
      ['likes', ['B', 'C', 'A']],
      ['comments', ['A', 'C', 'B']],
      ['plays', ['C', 'B', 'A']],
      ['date', ['B', 'A', 'C']],
      ['service', ['A', 'B', 'C']],
    ];
    for (const [by, want] of expected) {
      await userEvent.selectOptions(sort, by);
      expect(order(screen.getByRole('list', { name: 'posts' })), by).toEqual(want);
    }
    await userEvent.selectOptions(sort, 'likes');
    expect(screen.getByText(/^Sorted among the 3 posts loaded, not all of them: more posts are on the next pages\.$/)).toBeTruthy();
  });

  it('shows the figures of each post as a user reads them, and a carousel’s every item in the grid and in the list', async () => {
    panel(photoAnswer('photo_get_profile_posts'));
    const grid = screen.getByRole('list', { name: 'posts' });
    const tiles = within(grid).getAllByRole('figure');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]!.textContent).toContain('1,520 likes');
    expect(tiles[0]!.textContent).toContain('48 comments');
    expect(tiles[0]!.textContent).toContain(day('2025-11-27T08:00:00Z'));
    expect(tiles[1]!.textContent).toContain('1,200,000 likes');
    expect(tiles[1]!.textContent).toContain('Carousel of 3: 2 photos, 1 video');
    expect(within(tiles[1]!).getByRole('link', { name: '1 photo' }).getAttribute('href')).toBe('https://cdn.photo.example/m/c1.jpg');
    expect(within(tiles[1]!).getByRole('link', { name: '2 video' }).getAttribute('href')).toBe('https://cdn.photo.example/m/c2.mp4');
    expect(within(tiles[1]!).getByRole('link', { name: '3 photo' }).getAttribute('href')).toBe('https://cdn.photo.example/m/c3.jpg');

    const listButton = screen.getByRole('button', { name: 'List' });
    await userEvent.click(listButton);
    expect(listButton.getAttribute('aria-pressed')).toBe('true');
    const rows = within(screen.getByRole('list', { name: 'posts' })).getAllByRole('article', { name: 'post' });
    expect(rows).toHaveLength(2);
    const media = within(rows[1]!).getByRole('list', { name: '3 media items' });
    expect(within(media).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows[1]!).getByText('Three frames from the studio')).toBeTruthy();
  });

  it('a profile’s reels show their plays; an audio’s reels say their audio; a location’s posts their place', () => {
    panel(photoAnswer('photo_get_profile_reels'));
    expect(screen.getByRole('list', { name: 'reels' }).textContent).toContain('2,500,000 plays');
    expect(screen.getByText('1 reel loaded')).toBeTruthy();
    cleanup();
    panel(photoAnswer('photo_get_reels_by_audio', AUDIO_REELS));
    expect(screen.getByRole('heading', { name: 'With the audio “Harbour Lights” by Seabird · 2 reels loaded' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'reels' }).textContent).toContain('1,000 plays');
    cleanup();
    const twoHere = { success: true, data: { posts: [photoPost, { ...photoPost, id: 'p2', code: 'PPPPPppppp' }] } };
    panel(photoAnswer('photo_get_location_posts', twoHere));
    expect(screen.getByRole('heading', { name: 'At Harbour Point · 2 posts loaded' })).toBeTruthy();
  });

  it('a list in the popup says how many and where to see them', () => {
    const { container } = popup(photoAnswer('photo_get_profile_posts'));
    expect(container.textContent).toContain('2 posts in this answer: the side panel shows them');
  });
});

describe('a post or a reel', () => {
  it('shows caption, every item of a carousel, counts, date in words and owner, and says comments are not offered', () => {
    panel(photoAnswer('photo_get_post_details'));
    const card = screen.getByRole('article', { name: 'Post' });
    expect(within(card).getByText('Three frames from the studio')).toBeTruthy();
    expect(within(card).getByText('@lumen.atelier')).toBeTruthy();
    expect(within(card).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T09:30:00Z')))).toBeTruthy();
    const media = within(card).getByRole('list', { name: '3 media items' });
    expect(within(media).getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([
      'https://cdn.photo.example/m/c1.jpg',
      'https://cdn.photo.example/m/c2.jpg',
      'https://cdn.photo.example/m/c3.jpg',
    ]);
    expect(within(media).getByRole('link', { name: 'Play video' }).getAttribute('href')).toBe('https://cdn.photo.example/m/c2.mp4');
    const counts = within(card).getByRole('list', { name: 'Counts' }).textContent!;
    expect(counts).toContain('1,200,000 likes');
    expect(counts).toContain('3,400 comments');
    expect(within(card).getByRole('note').textContent).toMatch(/how many comments a post has \(3,400\), not the comments themselves/);
  });

  it('a reel shows plays, length, audio and place', () => {
    const reel = dataOf<PhotoPost>(photoAnswer('photo_get_post_details', { success: true, data: { ...photoReel, location: { pk: 1, name: 'Old Pier' } } }));
    renderUi(<PhotoPostCard post={reel} />);
    const card = screen.getByRole('article', { name: 'Reel' });
    expect(card.textContent).toContain('2,500,000 plays');
    expect(card.textContent).toContain('98,000 likes');
    expect(card.textContent).toContain('0:15');
    expect(card.textContent).toContain('Harbour Lights — Seabird');
    expect(card.textContent).toContain('Old Pier');
    expect(within(card).getByRole('note').textContent).toContain('how many comments a reel has (1,200)');
  });

  it('offers popular search for a caption’s hashtag: a hint without the panel’s request, a button with its cost with it', async () => {
    const post = dataOf<PhotoPost>(photoAnswer('photo_get_location_posts')) as unknown as { items: PhotoPost[] };
    renderUi(<PhotoPostCard post={post.items[0]!} />);
    expect(screen.getByRole('note').textContent).toContain('Popular search finds #sunrise');
    expect(screen.queryByRole('button', { name: /Search #sunrise/ })).toBeNull();
    cleanup();
    // The panel names the request; a social search stands in for the photo one here.
    const env = createFakeEnv({ runs: { search_pages: okRun({ ...photoAnswer('photo_popular_search'), useCase: 'search_pages' }) } });
    renderUi(
      <PhotoOffersProvider value={{ search: (keyword) => ({ useCase: 'search_pages', input: { query: keyword } }) }}>
        <PhotoPostCard post={post.items[0]!} />
      </PhotoOffersProvider>,
      env,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Search #sunrise · 1 credit' }));
    expect(runCalls(env).map((c) => c.request)).toEqual([{ useCase: 'search_pages', input: { query: 'sunrise' } }]);
    // The search's answer is shown in place.
    expect(await screen.findByRole('article', { name: 'Hashtag harbour' })).toBeTruthy();
  });
});

describe('highlights, places and popular search', () => {
  it('lists highlights with cover and story count, and a highlight’s stories with their kind and time', () => {
    panel(photoAnswer('photo_get_profile_highlights'));
    const studio = screen.getByRole('article', { name: 'Highlight Studio' });
    expect(studio.textContent).toContain('12 stories');
    expect(studio.querySelector('img')!.getAttribute('src')).toBe('https://cdn.photo.example/h/studio.jpg');
    expect(screen.getByRole('article', { name: 'Highlight Travel' }).textContent).toContain('Stories not counted');
    expect(screen.getByRole('heading', { name: '2 highlights' })).toBeTruthy();
    cleanup();
    panel(photoAnswer('photo_get_highlight_details'));
    expect(screen.getByRole('heading', { name: '2 stories' })).toBeTruthy();
    const photo = screen.getByRole('article', { name: 'Photo story' });
    expect(within(photo).getByRole('link', { name: 'Full-size photo' }).getAttribute('href')).toBe('https://cdn.photo.example/s/1.jpg');
    expect(photo.textContent).toContain(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(1763000000_000)));
    expect(within(screen.getByRole('article', { name: 'Video story' })).getByRole('link', { name: 'Play video' }).getAttribute('href')).toBe('https://cdn.photo.example/s/2.mp4');
  });

  it('shows nearby places with category, coordinates and posts tagged there', () => {
    panel(photoAnswer('photo_get_nearby_locations'));
    const pier = screen.getByRole('article', { name: 'Place Old Pier' });
    expect(pier.textContent).toContain('Landmark');
    expect(pier.textContent).toContain('50.7910, -1.1020');
    expect(pier.textContent).toContain('12,000 posts tagged here');
  });

  it('groups popular search’s hits by kind, and says a hashtag’s posts are not offered', () => {
    panel(photoAnswer('photo_popular_search'));
    expect(screen.getByRole('heading', { name: '3 results: 1 profile, 1 hashtag, 1 place' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Profiles' })).getByText('@lumen.atelier')).toBeTruthy();
    const tag = screen.getByRole('article', { name: 'Hashtag harbour' });
    expect(tag.textContent).toContain('2,100,000 posts');
    expect(within(tag).getByRole('note').textContent).toContain('does not list the posts of a hashtag (#harbour)');
    expect(within(screen.getByRole('region', { name: 'Places' })).getByRole('article', { name: 'Place Harbour Point' })).toBeTruthy();
  });

  it('a tag’s page says the service lists no tag’s posts and offers popular search', () => {
    renderUi(<TagNotOffered tag="sunrise" />);
    expect(screen.getByRole('note').textContent).toMatch(/does not list the posts of a hashtag \(#sunrise\).*Popular search finds #sunrise/);
  });

  it('every photo answer normalises to a view (none left to raw JSON)', () => {
    for (const op of Object.keys(PHOTO_BODIES) as (keyof typeof PHOTO_BODIES)[]) {
      if (op === 'photo_get_user_id' || op === 'photo_get_post_id') continue;
      expect(normalize(op, PHOTO_BODIES[op]).status, op).toBe('ok');
    }
  });
});
