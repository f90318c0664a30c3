// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdCard } from '../../../components/entities/AdCards';
import { AdsLibraryView } from '../../../components/sidepanel/AdsLibraryView';
import { EntityResult } from '../../../components/sidepanel/EntityResult';
import { MarketplaceView } from '../../../components/sidepanel/MarketplaceView';
import type { OperationId } from '../../../lib/service/catalog';
import type { Ad } from '../../../lib/service/model';
import type { Detection } from '../../../lib/site/types';
import { normalize } from '../../../lib/service/normalize';
import type { UseCaseName } from '../../../lib/lookup/use-cases';
import * as bodies from '../service/bodies';
import { result, step, video, VIDEO_URL, videoResult } from './fixtures';
import { createFakeEnv, exportsInPlace, okRun, renderUi, runCalls } from './harness';
import { overview } from './fixtures';

afterEach(cleanup);

/** A result of one step, normalised from a sample body of the service (raw kept for RawJson). */
function answer(useCase: UseCaseName, op: OperationId, body: unknown, detection?: Detection) {
  return result(useCase, [step(op, normalize(op, body) as never, { raw: body })], detection ? { detection } : {});
}

const LISTING_URL = 'https://www.social.example/marketplace/item/5550001';
const listingDetection = { kind: 'marketplace_item' as const, id: '5550001', url: LISTING_URL };

describe('a marketplace listing', () => {
  it('shows photos, price, condition, place with a map link, description; the seller and their other listings on request', async () => {
    const env = createFakeEnv({
      // The listing shown is kept: its seller costs the seller's call alone.
      kept: [{ operationId: 'social_marketplace_listing', params: { listing_id: '5550001' }, normalized: normalize('social_marketplace_listing', bodies.marketplaceListing) as never }],
      runs: {
        marketplace_listing: okRun(
          result('marketplace_listing', [
            step('social_marketplace_listing', normalize('social_marketplace_listing', bodies.marketplaceListing) as never, { fromCache: true }),
            step('social_marketplace_seller', normalize('social_marketplace_seller', bodies.marketplaceSeller) as never),
          ]),
        ),
      },
    });
    renderUi(<EntityResult result={answer('lookup_url', 'social_marketplace_listing', bodies.marketplaceListing, listingDetection)} url={LISTING_URL} />, env);
    const card = screen.getByRole('article', { name: 'Listing' });
    expect(within(card).getByRole('heading', { name: 'Oak desk' })).toBeTruthy();
    expect(within(card).getByText('$1,200')).toBeTruthy();
    expect(within(card).getByText('Used - Good')).toBeTruthy();
    expect(within(card).getByText('30.2672, -97.7431')).toBeTruthy();
    const map = within(card).getByRole('link', { name: 'Map (www.openstreetmap.org)' });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=30\.26720&mlon=-97\.74310/);
    expect(within(card).getByText('Solid oak, 140 cm wide. Pick up only.')).toBeTruthy();
    // Two photos: the javascript: one is neither shown nor offered for saving.
    const photos = within(within(card).getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('src'))).toEqual([
      'https://cdn.social.example/mp/5550001-1.jpg',
      'https://cdn.social.example/mp/5550001-2.jpg',
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Seller and their listings · 1 credit' }));
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } });
    const seller = await screen.findByRole('article', { name: 'Seller' });
    expect(within(seller).getByText('Sam Rivera')).toBeTruthy();
    expect(within(seller).getByText('4.8 of 5 (23 reviews)')).toBeTruthy();
    expect(within(seller).getByText('Very responsive, Highly rated')).toBeTruthy();
    // Their other listings: not the one shown.
    const others = within(seller).getByRole('region', { name: 'Other listings of this seller' });
    expect(within(others).getByText('Bookshelf')).toBeTruthy();
    expect(within(others).queryByText('Oak desk')).toBeNull();
  });

  it('saves every photo with the names the template needs, and the template of the settings', async () => {
    const env = createFakeEnv({ api: { getOverview: vi.fn(async () => overview({ downloadTemplate: 'mp-{id}-{n}' })) } });
    renderUi(<EntityResult result={answer('lookup_url', 'social_marketplace_listing', bodies.marketplaceListing, listingDetection)} url={LISTING_URL} />, env);
    await waitFor(() => expect(env.api.getOverview).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Save all 2 files · free' }));
    expect(env.downloads.save).toHaveBeenCalledWith({
      files: [
        { url: 'https://cdn.social.example/mp/5550001-1.jpg', type: 'photo', n: 1 },
        { url: 'https://cdn.social.example/mp/5550001-2.jpg', type: 'photo', n: 2 },
      ],
      owner: 'Sam Rivera',
      date: expect.stringMatching(/^2026-01-01T/),
      id: '5550001',
    }, 'mp-{id}-{n}');
    expect(await screen.findByText(/Saved 2 files: file-1, file-2/)).toBeTruthy();
  });

  it('shows hostile values as text and never makes a javascript: link', () => {
    const hostile = structuredClone(bodies.marketplaceListing) as { data: { listing: Record<string, unknown> } };
    Object.assign(hostile.data.listing, {
      marketplace_listing_title: '<script>alert(1)</script>',
      share_uri: 'javascript:alert(1)',
      redacted_description: { text: '<img src=x onerror=alert(1)>' },
    });
    const { container } = renderUi(<EntityResult result={answer('lookup_url', 'social_marketplace_listing', hostile, listingDetection)} url={LISTING_URL} />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^https?:/);
  });

  it.each(['__proto__', 'constructor', 'toString'])('shows a condition named %s as the text it is (found by the render fuzz)', (condition) => {
    const odd = structuredClone(bodies.marketplaceListing) as { data: { listing: Record<string, unknown> } };
    odd.data.listing.condition = condition;
    renderUi(<EntityResult result={answer('lookup_url', 'social_marketplace_listing', odd, listingDetection)} url={LISTING_URL} />);
    expect(screen.getByText(condition)).toBeTruthy();
  });

  it("an answer of unknown shape shows the service's raw JSON", () => {
    renderUi(
      <EntityResult
        result={result('lookup_url', [step('social_marketplace_listing', { status: 'unrecognised', model: 'listing', reason: 'no listing' }, { raw: { odd: '<b>x</b>' } })])}
        url={LISTING_URL}
      />,
    );
    expect(screen.getByLabelText('Raw answer').textContent).toContain('<b>x</b>');
  });
});

describe('a marketplace seller', () => {
  it('a seller link shows the seller and their listings', async () => {
    const url = 'https://www.social.example/marketplace/profile/100070000000001/';
    const detection = { kind: 'marketplace_seller' as const, id: '100070000000001', url };
    renderUi(<EntityResult result={answer('lookup_url', 'social_marketplace_seller', bodies.marketplaceSeller, detection)} url={url} />);
    const seller = normalize('social_marketplace_seller', bodies.marketplaceSeller) as { status: 'ok'; data: { name: string; listings: { title?: string }[] } };
    expect(screen.getAllByText(seller.data.name).length).toBeGreaterThan(0);
    // The panel's view loads after the card that stands in for it.
    expect(await screen.findByRole('region', { name: 'Other listings of this seller' })).toBeTruthy();
    for (const l of seller.data.listings) if (l.title) expect(screen.getAllByText(l.title).length).toBeGreaterThan(0);
    expect(screen.queryByText(/has no view here/)).toBeNull();
  });
});

describe("an ad's details", () => {
  it('shows the advertiser, every version, platforms, dates, days running, spend and reach', () => {
    renderUi(<EntityResult result={answer('lookup_url', 'social_ads_archive_details', bodies.adsArchiveDetails)} url="https://www.social.example/ads/library/?id=1122334455667788" />);
    const card = screen.getByRole('article', { name: 'Ad details' });
    expect(within(card).getByText('Pixel Forge Games')).toBeTruthy();
    expect(within(card).getByRole('article', { name: 'Version 1' })).toBeTruthy();
    expect(within(within(card).getByRole('article', { name: 'Version 2' })).getByText('Wishlist it today')).toBeTruthy();
    const facts = Object.fromEntries([...card.querySelectorAll('.fact')].map((f) => [f.querySelector('dt')!.textContent, f.querySelector('dd')!.textContent]));
    // 1 January to 1 February 2026, both days counted.
    expect(facts['Days running']).toBe('32 days');
    expect(facts['Spend']).toBe('100 – 199 GBP');
    expect(facts['Platforms']).toContain('SOCIAL');
    expect(facts['Countries']).toBe('GB, IE');
    expect(within(card).getByRole('button', { name: 'Save all 3 files · free' })).toBeTruthy();
  });
});

const ADS: Ad[] = [
  { id: '901', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Short one', startDate: '2026-02-01', endDate: '2026-02-03', platforms: [], countries: [] },
  { id: '902', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Long one', startDate: '2025-10-01', active: true, platforms: [], countries: [] },
  { id: '903', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Middle one', startDate: '2026-01-01', endDate: '2026-01-31', platforms: [], countries: [] },
];
const adList = (items: Ad[]) => okRun(result('ads_library', [step('social_ads_search', { status: 'ok', model: 'ad_list', data: { items } })]));

describe('the ads library by advertiser name', () => {
  it('finds advertisers by keyword, opens the one picked, and sorts its ads by days running', async () => {
    const env = createFakeEnv({
      runs: {
        ads_keywords: okRun(answer('ads_keywords', 'social_ads_keywords', bodies.adsKeywords)),
        ads_library: adList(ADS),
      },
    });
    renderUi(<AdsLibraryView />, env);
    await userEvent.click(screen.getByLabelText('Advertiser name'));
    await userEvent.type(screen.getByLabelText('Advertiser or brand name'), 'pixel forge');
    await userEvent.click(await screen.findByRole('button', { name: 'Find advertisers · 1 credit' }));
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'ads_keywords', input: { query: 'pixel forge' } });
    const found = await screen.findByRole('list', { name: 'Advertisers found' });
    const pixel = within(found).getByRole('article', { name: 'Pixel Forge Games' });
    expect(within(pixel).getByText(/37 ads/)).toBeTruthy();
    // An advertiser with its own ads library id is opened by that id.
    const harbour = within(found).getByRole('article', { name: 'Harbour Shoes' });
    await userEvent.click(await within(pixel).findByRole('button', { name: 'See their ads · 1 credit' }));
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'ads_library', input: { ad_page_id: '204512345678901' } });
    expect(harbour).toBeTruthy();
    const titles = async () => (await screen.findAllByRole('article', { name: /^Ad / })).map((a) => a.getAttribute('aria-label'));
    expect(await titles()).toEqual(['Ad Short one', 'Ad Long one', 'Ad Middle one']);
    await userEvent.click(screen.getByLabelText(/^Longest-running first/));
    expect(await titles()).toEqual(['Ad Long one', 'Ad Middle one', 'Ad Short one']);
    expect(screen.getByRole('article', { name: 'Ad Middle one' }).textContent).toContain('31 days');
    // The advertiser's ads export in place.
    await exportsInPlace(env, ['social_ads_search']);
  });
});

describe('an ad card', () => {
  it("opens the ad's details and the advertiser's other ads, each with its cost first", async () => {
    const env = createFakeEnv({
      runs: {
        ad_details: okRun(answer('ad_details', 'social_ads_archive_details', bodies.adsArchiveDetails)),
        ads_library: adList([ADS[0]!]),
      },
    });
    renderUi(<AdCard ad={ADS[2]!} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Ad details · 1 credit' }));
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'ad_details', input: { ad_archive_id: '903', page_id: '204512345678901' } });
    expect(await screen.findByRole('article', { name: 'Ad details' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pixel Forge Games' }));
    const other = screen.getByRole('region', { name: 'Other ads of Pixel Forge Games' });
    await userEvent.click(await within(other).findByRole('button', { name: 'Their ads · 1 credit' }));
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'ads_library', input: { ad_page_id: '204512345678901' } });
    expect(await within(other).findByRole('article', { name: 'Ad Short one' })).toBeTruthy();
  });
});

describe('marketplace search', () => {
  it('searches around a city chosen by name, with price, sort, condition and posted today', async () => {
    const env = createFakeEnv({
      runs: {
        marketplace_cities: okRun(answer('marketplace_cities', 'social_marketplace_city_coordinates', bodies.marketplaceCityCoordinates)),
        marketplace_categories: okRun(answer('marketplace_categories', 'social_marketplace_categories', bodies.marketplaceCategories)),
        marketplace_search: okRun(answer('marketplace_search', 'social_marketplace_search', bodies.marketplaceSearch)),
      },
    });
    renderUi(<MarketplaceView />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load categories · 1 credit' }));
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'vehicles');
    await userEvent.type(screen.getByLabelText('City'), 'Austin');
    await userEvent.click(await screen.findByRole('button', { name: 'Find city · 1 credit' }));
    const centre = await screen.findByLabelText('Centre');
    await userEvent.selectOptions(centre, '30.2672,-97.7431');
    await userEvent.clear(screen.getByLabelText(/Radius \(km\) around Austin, Texas/));
    await userEvent.type(screen.getByLabelText(/Radius \(km\)/), '25');
    await userEvent.type(screen.getByLabelText('Words'), 'desk');
    await userEvent.type(screen.getByLabelText('To'), '300');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'PRICE_ASCEND');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'used_good');
    await userEvent.click(screen.getByLabelText('Posted today'));
    await userEvent.click(await screen.findByRole('button', { name: 'Search listings · 1 credit' }));
    await waitFor(() => expect(runCalls(env).map((c) => c.request.useCase)).toContain('marketplace_search'));
    expect(runCalls(env).find((c) => c.request.useCase === 'marketplace_search')!.request.input).toEqual({
      query: 'desk',
      category_url: 'vehicles',
      filter_location_latitude: 30.2672,
      filter_location_longitude: -97.7431,
      filter_radius_km: 25,
      filter_price_upper_bound: 300,
      commerce_search_sort_by: 'PRICE_ASCEND',
      commerce_search_and_rp_condition: 'used_good',
      posted_today: true,
    });
    const desk = await screen.findByRole('article', { name: 'Listing Oak desk' });
    expect(within(desk).getByText('$120')).toBeTruthy();
    const chair = screen.getByRole('article', { name: 'Listing Office chair' });
    expect(chair.textContent).toContain('Round Rock, TX');
    // A listing with a link opens in the panel, with the lookup's cost on its button.
    expect(await within(chair).findByRole('button', { name: 'Details · 1 credit' })).toBeTruthy();
    await exportsInPlace(env, ['social_marketplace_search']);
  });

  it('vehicles and rentals show their own filters and facts', async () => {
    const env = createFakeEnv({
      runs: {
        marketplace_vehicles: okRun(answer('marketplace_vehicles', 'social_marketplace_vehicles', bodies.marketplaceVehicles)),
        marketplace_rentals: okRun(answer('marketplace_rentals', 'social_marketplace_rentals', bodies.marketplaceRentals)),
      },
    });
    renderUi(<MarketplaceView />, env);
    await userEvent.click(screen.getByLabelText('Vehicles'));
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'VEHICLE_MILEAGE_ASCEND');
    await userEvent.click(await screen.findByRole('button', { name: 'Search vehicles · 1 credit' }));
    expect(await screen.findByText('2019 Ford Ranger · 61,000 km')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'marketplace_vehicles', input: { sort_by: 'VEHICLE_MILEAGE_ASCEND' } });
    await userEvent.click(screen.getByLabelText('Rentals'));
    await userEvent.type(screen.getByLabelText('Bedrooms, at least'), '2');
    await userEvent.click(await screen.findByRole('button', { name: 'Search rentals · 1 credit' }));
    await waitFor(() => expect(runCalls(env)[1]?.request).toEqual({ useCase: 'marketplace_rentals', input: { filter_bedrooms_min: 2 } }));
  });
});

describe('saving a video through the service', () => {
  it('asks for its download links at their cost, then saves the files', async () => {
    const env = createFakeEnv({ runs: { media_links: okRun(answer('media_links', 'social_download_media', bodies.downloadMedia)) } });
    renderUi(<EntityResult result={videoResult()} url={VIDEO_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Get download links · 1 credit' }));
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'media_links', input: { url: video.url ?? VIDEO_URL } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save all 3 files · free' }));
    expect(env.downloads.save).toHaveBeenCalledWith(
      expect.objectContaining({
        files: [
          { url: 'https://video.social.example/v/880011223344_hd.mp4', type: 'video', n: 1 },
          { url: 'https://video.social.example/v/880011223344_sd.mp4', type: 'video', n: 2 },
          { url: 'https://video.social.example/v/880011223344.m4a', type: 'audio', n: 3 },
        ],
      }),
      expect.any(String),
    );
  });
});
