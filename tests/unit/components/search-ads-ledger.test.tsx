// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdsLibraryView } from '../../../components/sidepanel/AdsLibraryView';
import { LedgerView } from '../../../components/sidepanel/LedgerView';
import { SearchView } from '../../../components/sidepanel/SearchView';
import {
  advertiser,
  ads,
  ledger,
  list,
  locationResults,
  ok,
  pageResults,
  peopleResults,
  postResults,
  result,
  step,
  unrecognised,
  videoResults,
} from './fixtures';
import { createFakeEnv, errRun, exportsInPlace, okRun, renderUi, runCalls } from './harness';

afterEach(cleanup);

describe('search', () => {
  it('searches pages, shows results with counts and loads more', async () => {
    const env = createFakeEnv({
      runs: {
        search_pages: (req) =>
          (req.request.input as { end_cursor?: string }).end_cursor
            ? okRun(result('search_pages', [step('social_search_pages', ok('page_search', list([{ name: 'Northwind Toys', url: 'https://www.social.example/nwtoys' }])))]))
            : okRun(result('search_pages', [step('social_search_pages', ok('page_search', list(pageResults, 'next')))])),
      },
    });
    renderUi(<SearchView />, env);
    expect(screen.getByRole('tablist', { name: 'Search for' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search pages'), 'northwind');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    const first = await screen.findByRole('article', { name: 'Northwind Games' });
    expect(within(first).getByText('Video game store', { exact: false })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Open · 1 credit' })).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'search_pages', input: { query: 'northwind' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more · 1 credit' }));
    expect(await screen.findByText('Northwind Toys')).toBeTruthy();
    // The results export in place: exactly the two pages loaded.
    await exportsInPlace(env, ['social_search_pages', 'social_search_pages'], /^pages-northwind-\d{4}-\d\d-\d\d\.csv$/);
  });

  it('finds a place and uses it as the location filter', async () => {
    const env = createFakeEnv({
      runs: {
        search_locations: okRun(result('search_locations', [step('social_search_locations', ok('location_search', list(locationResults)))])),
        search_people: okRun(result('search_people', [step('social_search_people', ok('people_search', list(peopleResults)))])),
      },
    });
    renderUi(<SearchView />, env);
    await userEvent.click(screen.getByRole('tab', { name: 'Places' }));
    await userEvent.type(screen.getByLabelText('City, place or landmark'), 'Springfield');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use as location filter' }));
    await userEvent.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByText('Springfield')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Search people'));
    await userEvent.type(screen.getByLabelText('Search people'), 'ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    const person = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(person).getByText('Analytical Engines')).toBeTruthy();
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'search_people', input: { query: 'ada', location_uid: '106078429431815' } });
  });

  it('searches posts and videos with their filters', async () => {
    const env = createFakeEnv({
      runs: {
        search_posts: okRun(result('search_posts', [step('social_search_posts', ok('post_search', list(postResults)))])),
        search_videos: okRun(result('search_videos', [step('social_search_videos', ok('video_search', list(videoResults)))])),
      },
    });
    renderUi(<SearchView />, env);
    await userEvent.click(screen.getByRole('tab', { name: 'Posts' }));
    await userEvent.type(screen.getByLabelText('Search posts'), 'tournament');
    await userEvent.click(screen.getByLabelText('Recent posts first'));
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByText('Tournament results are in')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'search_posts', input: { query: 'tournament', recent_posts: true } });
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await userEvent.clear(screen.getByLabelText('Search videos'));
    await userEvent.type(screen.getByLabelText('Search videos'), 'finals');
    await userEvent.click(screen.getByLabelText('Live videos only'));
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live finals' })).toBeTruthy();
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'search_videos', input: { query: 'finals', videos_live: true } });
  });

  it('says when nothing is found, and shows a failure', async () => {
    let n = 0;
    const env = createFakeEnv({
      runs: {
        search_pages: () => {
          n += 1;
          return n === 1
            ? okRun(result('search_pages', [step('social_search_pages', ok('page_search', list([])))]))
            : errRun({ code: 'upstream_timeout', status: 504, requestId: 'req-504' });
        },
      },
    });
    renderUi(<SearchView />, env);
    await userEvent.type(screen.getByLabelText('Search pages'), 'zzz');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByText('No pages found for “zzz”')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search pages'), 'q');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByText("The network's data source timed out")).toBeTruthy();
    expect(screen.getByText('req-504')).toBeTruthy();
  });
});

describe('ads library', () => {
  it('searches by keyword with filters and shows the ads', async () => {
    const env = createFakeEnv({ runs: { ads_library: okRun(result('ads_library', [step('social_ads_search', ok('ad_list', list(ads)))])) } });
    renderUi(<AdsLibraryView />, env);
    await userEvent.type(screen.getByLabelText('Words in the ads'), 'card games');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'impressions');
    await userEvent.click(await screen.findByRole('button', { name: 'Search ads · 1 credit' }));
    expect(await screen.findByText('Spring sale')).toBeTruthy();
    expect(screen.getByText('Tournament tickets')).toBeTruthy();
    expect(screen.getByText('Inactive', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText('Active', { selector: '.badge' })).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({
      useCase: 'ads_library',
      input: { query: 'card games', activeStatus: 'Inactive', sort_data: 'impressions' },
    });
  });

  it('uses the country list when the cache has it (free) and offers the advertiser profile', async () => {
    const env = createFakeEnv({
      cached: (r) => r.useCase === 'ads_countries',
      runs: {
        ads_countries: okRun(result('ads_countries', [step('social_ads_countries', ok('country_list', list([{ code: 'DE', name: 'Germany' }, { code: 'FR', name: 'France' }])), { fromCache: true, creditsCharged: 0 })])),
        ads_library: okRun(result('ads_library', [step('social_ads_search', ok('ad_list', list([])))])),
        advertiser: okRun(result('advertiser', [step('social_ads_page_details', ok('advertiser', advertiser))])),
      },
    });
    renderUi(<AdsLibraryView />, env);
    await userEvent.click(screen.getByLabelText('Advertiser id'));
    await userEvent.type(screen.getByLabelText('Advertiser id (ads library id of a page)'), '112233445566');
    const country = await screen.findByLabelText('Country');
    await userEvent.selectOptions(country, 'DE');
    await userEvent.click(await screen.findByRole('button', { name: 'Search ads · 1 credit' }));
    expect(await screen.findByText('No ads found for these filters')).toBeTruthy();
    expect(runCalls(env).find((c) => c.request.useCase === 'ads_library')!.request).toEqual({
      useCase: 'ads_library',
      input: { ad_page_id: '112233445566', country: 'DE' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Advertiser profile · 1 credit' }));
    expect(await screen.findByRole('article', { name: 'Advertiser' })).toBeTruthy();
  });

  it('shows an unrecognised ads answer as raw JSON', async () => {
    const env = createFakeEnv({ runs: { ads_library: okRun(result('ads_library', [step('social_ads_search', unrecognised('ad_list'), { raw: { weird: true } })])) } });
    renderUi(<AdsLibraryView />, env);
    await userEvent.type(screen.getByLabelText('Words in the ads'), 'x');
    await userEvent.click(await screen.findByRole('button', { name: 'Search ads · 1 credit' }));
    expect((await screen.findByLabelText('Raw answer')).textContent).toBe('{\n  "weird": true\n}');
  });
});

describe('ledger', () => {
  it('lists recent calls with their credits, free', async () => {
    // Today's credits are the overview's figure (the header's), the calls the ledger's.
    const env = createFakeEnv({ credits: { spentToday: 1 }, api: { getLedger: vi.fn(async () => ledger) } });
    renderUi(<LedgerView />, env);
    const rows = await screen.findByRole('list', { name: 'Ledger' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows).getByText('Post details')).toBeTruthy();
    expect(within(rows).getByText('cached')).toBeTruthy();
    expect(within(rows).getByText('429 rate_limited')).toBeTruthy();
    expect(within(rows).getByText('req-abc-123')).toBeTruthy();
    expect(screen.getByText('Today: 1 credit in 3 calls')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh · free' }));
    await waitFor(() => expect(env.api.getLedger).toHaveBeenCalledTimes(2));
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('says when there are no calls yet', async () => {
    renderUi(<LedgerView />);
    expect(await screen.findByText(/No calls yet/)).toBeTruthy();
  });

  it('shows the problems the background handled, folded, newest first, with their context', async () => {
    const problems = [
      { time: Date.UTC(2026, 10, 20, 12, 5), where: 'library.set', code: 'QuotaExceededError', message: 'The quota has been exceeded.', context: { operation: 'social_get_post_comments', bytes: 48213 } },
      { time: Date.UTC(2026, 10, 20, 12, 0), where: 'ledger.settle', code: 'storage_write', message: 'The browser refused to save the credit ledger.' },
    ];
    const env = createFakeEnv({ api: { getLedger: vi.fn(async () => ledger), problemLog: vi.fn(async () => problems) } });
    renderUi(<LedgerView />, env);
    const summary = await screen.findByText('Problems handled (2)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    const items = within(within(details).getByRole('list', { name: 'Problems handled' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('article').getAttribute('aria-label'))).toEqual(['library.set', 'ledger.settle']);
    expect(within(items[0]!).getByText('The quota has been exceeded.')).toBeTruthy();
    expect(within(items[0]!).getByText('operation=social_get_post_comments · bytes=48213')).toBeTruthy();
    expect(within(items[1]!).getByText(/storage_write/)).toBeTruthy();
    expect(env.api.problemLog).toHaveBeenCalledWith({});
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('says how many unreadable entries are kept aside and exports them raw, exactly as stored', async () => {
    const download = vi.fn(async (_o: { url: string; filename: string }) => 1);
    vi.stubGlobal('chrome', { downloads: { download } });
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((saved = b as Blob), 'blob:aside'));
    const records = [
      { at: 1, key: 'ledger:0', reason: 'entry', raw: null },
      { at: 1, key: 'ledgerHead', reason: 'head', raw: 'x{not json' },
      { at: 2, key: 'ledgerPending', reason: 'pending', raw: { time: 'soon', nested: [1, { a: true }] } },
    ];
    const env = createFakeEnv({ api: { getLedger: vi.fn(async () => ledger), ledgerAside: vi.fn(async () => records as never) } });
    renderUi(<LedgerView />, env);
    const section = await screen.findByRole('region', { name: 'Unreadable ledger entries' });
    expect(section.textContent).toMatch(/^3 unreadable entries kept aside/);
    const control = within(section).getByRole('group', { name: 'Export them as stored' });
    expect(within(control).getAllByRole('button').map((b) => b.textContent)).toEqual(['JSON']);
    await userEvent.click(within(control).getByRole('button', { name: 'JSON' }));
    await within(control).findByText(/^Saved ledger-unreadable-\d{4}-\d{2}-\d{2}\.json \(3 rows\)$/, {}, { timeout: 5000 });
    expect(download.mock.calls[0]![0].filename).toMatch(/^ledger-unreadable-\d{4}-\d{2}-\d{2}\.json$/);
    expect((JSON.parse(await saved!.text()) as { items: unknown }).items).toEqual(records);
    expect(env.api.run).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('has no problems section when nothing went wrong', async () => {
    const env = createFakeEnv({ api: { getLedger: vi.fn(async () => ledger) } });
    renderUi(<LedgerView />, env);
    await screen.findByRole('list', { name: 'Ledger' });
    await waitFor(() => expect(env.api.problemLog).toHaveBeenCalled());
    expect(screen.queryByText(/Problems handled/)).toBeNull();
    await waitFor(() => expect(env.api.ledgerAside).toHaveBeenCalled());
    expect(screen.queryByText(/unreadable/)).toBeNull();
  });
});
