// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityView } from '../../../components/sidepanel/EntityView';
import { GroupView } from '../../../components/sidepanel/GroupView';
import { PageView } from '../../../components/sidepanel/PageView';
import {
  advertiser,
  ads,
  cachedStep,
  empty,
  group,
  GROUP_URL,
  list,
  ok,
  page,
  PAGE_URL,
  pageNoAds,
  pageResult,
  post,
  reel,
  result,
  step,
  unrecognised,
  video,
} from './fixtures';
import { createFakeEnv, okRun, renderUi, runCalls } from './harness';

afterEach(cleanup);

describe('page', () => {
  it('looks a page up and shows every profile field', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(pageResult()) } });
    renderUi(<EntityView url={PAGE_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    const card = await screen.findByRole('article', { name: 'Page Northwind Games' });
    expect(within(card).getByRole('link', { name: 'Northwind Games' }).getAttribute('href')).toBe(PAGE_URL);
    expect(within(card).getByText('Video game store · Toy store')).toBeTruthy();
    expect(within(card).getByText('(abbreviated)').getAttribute('title')).toBe('The service said “1.2M followers”');
    // Big counts are compact, with the exact value in the title.
    expect(within(card).getByTitle(new Intl.NumberFormat(undefined).format(98_765)).textContent).toBe(
      new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(98_765),
    );
    expect(within(card).getByText('Board games, card games and the people who play them.')).toBeTruthy();
    expect(within(card).getByText('hello@northwind.example')).toBeTruthy();
    expect(within(card).getByText('+1 555 0100')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'northwind.example' })).toBeTruthy();
    expect(within(card).getByText('12 Harbour Street, Springfield')).toBeTruthy();
    expect(within(card).getByText('4.6 (120 reviews)')).toBeTruthy();
    expect(within(card).getByText('112233445566')).toBeTruthy();
    expect(screen.getByText('1 credit spent · just now')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'lookup_url', input: { url: PAGE_URL } });
  });

  it('says "cached · 0 credits" with its age and offers a paid refresh', async () => {
    const cached = result('lookup_url', [cachedStep(step('social_get_page_details', ok('page', page)))]);
    const env = createFakeEnv({ runs: { lookup_url: okRun(cached) }, cached: (r) => r.useCase === 'lookup_url' });
    renderUi(<EntityView url={PAGE_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Show · cached · 0 credits' }));
    expect(await screen.findByText('cached · 0 credits · 5 min ago')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh · 1 credit' }));
    await waitFor(() => expect(runCalls(env)).toHaveLength(2));
    expect(runCalls(env)[1]).toMatchObject({ refresh: true });
  });

  it('asks before the 5-credit exact follower count, then shows it as exact', async () => {
    const exact = result('page_exact_followers', [
      step('social_get_page_details', ok('page', { ...page, followers: 1_234_567, followersExact: true }), { creditsCharged: 5 }),
    ]);
    const env = createFakeEnv({ runs: { page_exact_followers: okRun(exact) } });
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Exact follower count · 5 credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the exact follower count?' });
    expect(within(dialog).getByText('This costs 5 credits.')).toBeTruthy();
    expect(runCalls(env)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 5 credits' }));
    // The figure paid for is shown whole, as text: not "1.2M" with the exact count in a title.
    const exactShown = await screen.findByText('followers (exact)');
    expect(exactShown.closest('.stat-value')!.textContent).toBe('1,234,567 followers (exact)');
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'page_exact_followers', input: { link: PAGE_URL } });
  });

  it('does nothing when the 5-credit dialog is cancelled', async () => {
    const env = createFakeEnv();
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Exact follower count · 5 credits' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runCalls(env)).toHaveLength(0);
  });

  it('loads posts with the chosen page size and its cost, then more by cursor', async () => {
    let n = 0;
    const env = createFakeEnv({
      runs: {
        page_posts: () => {
          n += 1;
          return okRun(
            result('page_posts', [
              step(
                'social_get_page_posts',
                ok('post_list', n === 1 ? list([post, { ...post, id: '2', text: 'Second post' }], 'cursor-2') : list([{ ...post, id: '3', text: 'Third post' }])),
              ),
            ]),
          );
        },
      },
    });
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    expect(screen.getByRole('tablist', { name: 'Page content' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load posts · ~1 credit' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Posts per load'), '6');
    await userEvent.click(await screen.findByRole('button', { name: 'Load posts · ~2 credits' }));
    expect(await screen.findByText('Second post')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toMatchObject({ useCase: 'page_posts', input: { link: PAGE_URL, limit: 6 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more · ~2 credits' }));
    expect(await screen.findByText('Third post')).toBeTruthy();
    expect(runCalls(env)[1]!.request.input).toMatchObject({ end_cursor: 'cursor-2', limit: 6 });
    expect(screen.getByText(/All posts loaded/)).toBeTruthy();
  });

  it('says when a page has no public posts', async () => {
    const env = createFakeEnv({ runs: { page_posts: okRun(result('page_posts', [step('social_get_page_posts', ok('post_list', list([])))])) } });
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load posts · ~1 credit' }));
    expect(await screen.findByText('This page has no public posts')).toBeTruthy();
  });

  it('shows videos and reels tabs', async () => {
    const env = createFakeEnv({
      runs: {
        page_videos: okRun(result('page_videos', [step('social_get_page_videos', ok('video_list', list([video])))])),
        page_reels: okRun(result('page_reels', [step('social_get_page_reels', ok('reel_list', list([reel])))])),
      },
    });
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load videos · 1 credit' }));
    expect(await screen.findByRole('link', { name: 'How to play Harbour Lights' })).toBeTruthy();
    expect(screen.getByText('5:05')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Reels' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load reels · 1 credit' }));
    expect(await screen.findByText('Unboxing in 15 seconds')).toBeTruthy();
  });

  it('shows related ads with the advertiser profile, and filters', async () => {
    const related = result('page_related_ads', [
      cachedStep(step('social_get_page_details', ok('page', page))),
      step('social_ads_search', ok('ad_list', list(ads))),
      step('social_ads_page_details', ok('advertiser', advertiser)),
    ]);
    const env = createFakeEnv({ runs: { page_related_ads: okRun(related) } });
    renderUi(<PageView page={page} link={PAGE_URL} />, env);
    await userEvent.click(screen.getByRole('tab', { name: 'Ads' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'recent');
    await userEvent.type(screen.getByLabelText('Country code'), 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Show ads of this page · ~3 credits' }));
    const adv = await screen.findByRole('article', { name: 'Advertiser' });
    expect(within(adv).getByText('42')).toBeTruthy();
    expect(within(adv).getByText('Springfield')).toBeTruthy();
    expect(screen.getByText('Spring sale')).toBeTruthy();
    expect(screen.getByText('Twenty percent off all card games.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the ad as it ran' })).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({
      useCase: 'page_related_ads',
      input: { link: PAGE_URL, country: 'DE', activeStatus: 'Active', sort_data: 'recent' },
    });
  });

  it('says when no ads match the filters', async () => {
    const none = result('page_related_ads', [
      step('social_get_page_details', ok('page', page)),
      step('social_ads_search', ok('ad_list', list([]))),
      step('social_ads_page_details', ok('advertiser', advertiser)),
    ]);
    renderUi(<PageView page={page} link={PAGE_URL} />, createFakeEnv({ runs: { page_related_ads: okRun(none) } }));
    await userEvent.click(screen.getByRole('tab', { name: 'Ads' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show ads of this page · ~3 credits' }));
    expect(await screen.findByText('No ads found for these filters')).toBeTruthy();
  });

  it('says a page without an ads library id runs no ads', async () => {
    renderUi(<PageView page={pageNoAds} link={PAGE_URL} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Ads' }));
    expect(screen.getByText('This page runs no ads: it has no ads library id.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show ads/ })).toBeNull();
  });

  it('shows the raw JSON of an unrecognised page answer', async () => {
    const weird = result('lookup_url', [step('social_get_page_details', unrecognised('page', 'no name or id'), { raw: { odd: ['shape'] } })]);
    renderUi(<EntityView url={PAGE_URL} />, createFakeEnv({ runs: { lookup_url: okRun(weird) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByText('The service’s answer has a shape Social Lookup does not know')).toBeTruthy();
    expect(screen.getByLabelText('Raw answer').textContent).toBe('{\n  "odd": [\n    "shape"\n  ]\n}');
  });

  it('says when the service found nothing at the link', async () => {
    const nothing = result('lookup_url', [step('social_get_page_details', empty('page'))]);
    renderUi(<EntityView url={PAGE_URL} />, createFakeEnv({ runs: { lookup_url: okRun(nothing) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByText(/The service found nothing at this link/)).toBeTruthy();
  });
});

describe('group', () => {
  it('shows the group profile and its posts and videos', async () => {
    const env = createFakeEnv({
      runs: {
        group_posts: okRun(result('group_posts', [step('social_get_group_posts', ok('post_list', list([{ ...post, text: 'Sunday long run?' }])))])),
        group_videos: okRun(result('group_videos', [step('social_get_group_videos', ok('video_list', list([])))])),
      },
    });
    renderUi(<GroupView group={group} link={GROUP_URL} />, env);
    const card = screen.getByRole('article', { name: 'Group Trail Runners Club' });
    expect(within(card).getByText('Routes, races and recovery tips.')).toBeTruthy();
    expect(within(card).getByText(new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(45_210))).toBeTruthy();
    expect(within(card).getAllByText('Public group').length).toBeGreaterThan(0);
    expect(within(card).getByText('Be kind')).toBeTruthy();
    expect(within(card).getByText('Race ads on Fridays only.')).toBeTruthy();
    expect(within(card).getByText('340')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Load posts · ~1 credit' }));
    expect(await screen.findByText('Sunday long run?')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load videos · 1 credit' }));
    expect(await screen.findByText('This group has no public videos')).toBeTruthy();
  });

  it('says when a group has no public posts', async () => {
    const env = createFakeEnv({ runs: { group_posts: okRun(result('group_posts', [step('social_get_group_posts', empty('post_list'))])) } });
    renderUi(<GroupView group={{ ...group, rules: [] }} link={GROUP_URL} />, env);
    expect(screen.getByText('No rules listed.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Load posts · ~1 credit' }));
    expect(await screen.findByText('This group has no public posts')).toBeTruthy();
  });
});
