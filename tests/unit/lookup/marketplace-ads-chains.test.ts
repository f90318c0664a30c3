import { describe, expect, it } from 'vitest';
import { planCost, planUseCase } from '../../../lib/lookup/chains';
import { estimatePlan, type ChainIO } from '../../../lib/lookup/plan';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { validateParams, type OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import type { Normalized } from '../../../lib/service/model';
import * as bodies from '../service/bodies';

// The new use cases' chains run against a fake service answering with the sample bodies: what
// each chain sends, in what order, and what it costs before anything is sent (catalog prices).

const BODY: Partial<Record<OperationId, unknown>> = {
  social_marketplace_listing: bodies.marketplaceListing,
  social_marketplace_seller: bodies.marketplaceSeller,
  social_ads_archive_details: bodies.adsArchiveDetails,
  social_ads_keywords: bodies.adsKeywords,
  social_marketplace_search: bodies.marketplaceSearch,
  social_marketplace_city_coordinates: bodies.marketplaceCityCoordinates,
  social_marketplace_categories: bodies.marketplaceCategories,
};

type Sent = [OperationId, Record<string, string>];

/** Runs a plan's chain with every call answered from BODY; returns what was sent. */
async function run(request: UseCaseRequest, answers: Partial<Record<OperationId, unknown>> = BODY) {
  const plan = planUseCase(request);
  if (!plan.chain) throw new Error(`refused: ${JSON.stringify(plan.refusal)}`);
  const sent: Sent[] = [];
  const io: ChainIO = {
    async call(op, params) {
      const validated = validateParams(op, params);
      sent.push([op, validated]);
      return normalize(op, answers[op] ?? {}, validated) as Normalized;
    },
    async cached() {
      return null;
    },
    assume() {
      throw new Error('a real run never assumes');
    },
    async userId() {
      return null;
    },
  };
  const notice = await plan.chain(io);
  return { sent, notice, plan };
}

const LISTING_URL = 'https://m.social.example/marketplace/item/5550001/?ref=search';
const AD_URL = 'https://www.social.example/ads/library/?id=1122334455667788&view_all_page_id=204512345678901';

describe('lookup_url of the new kinds', () => {
  it('a marketplace listing link runs the listing by its id (1 credit), not its seller', async () => {
    const { sent, plan } = await run({ useCase: 'lookup_url', input: { url: LISTING_URL } });
    expect(sent).toEqual([['social_marketplace_listing', { listing_id: '5550001' }]]);
    expect(plan.detection).toMatchObject({ kind: 'marketplace_item', id: '5550001' });
    expect(await planCost({ useCase: 'lookup_url', input: { url: LISTING_URL } })).toMatchObject({ credits: 1, exact: true });
  });

  it("an ads library link to one ad runs the ad's details with the page id it names", async () => {
    const { sent } = await run({ useCase: 'lookup_url', input: { url: AD_URL } });
    expect(sent).toEqual([['social_ads_archive_details', { ad_archive_id: '1122334455667788', page_id: '204512345678901' }]]);
    const alone = await run({ useCase: 'lookup_url', input: { url: 'https://www.social.example/ads/library/?id=42' } });
    expect(alone.sent).toEqual([['social_ads_archive_details', { ad_archive_id: '42' }]]);
  });

  it("an advertiser's ads library link still runs its profile and its ads (2 credits)", async () => {
    const url = 'https://www.social.example/ads/library/?view_all_page_id=204512345678901';
    const { sent } = await run({ useCase: 'lookup_url', input: { url } });
    expect(sent.map((s) => s[0]).sort()).toEqual(['social_ads_page_details', 'social_ads_search']);
    expect((await planCost({ useCase: 'lookup_url', input: { url } })).credits).toBe(2);
  });
});

describe('a listing and its seller', () => {
  it("asks the seller by the id in the listing's answer", async () => {
    const { sent, notice } = await run({ useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } });
    expect(notice).toBeUndefined();
    expect(sent).toEqual([
      ['social_marketplace_listing', { listing_id: '5550001' }],
      ['social_marketplace_seller', { seller_id: '100070000000001' }],
    ]);
  });

  it('costs only the seller when the listing is cached', async () => {
    const plan = planUseCase({ useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } });
    const cachedListing = normalize('social_marketplace_listing', bodies.marketplaceListing);
    const est = await estimatePlan(plan, async (op) => (op === 'social_marketplace_listing' ? { normalized: cachedListing as Normalized, fetchedAt: 0 } : null), () => 1000);
    expect(est).toMatchObject({ credits: 1, exact: true });
    expect(est.steps.map((s) => [s.operationId, s.credits, s.cached])).toEqual([
      ['social_marketplace_listing', 0, true],
      ['social_marketplace_seller', 1, false],
    ]);
  });

  it('stops with a notice, sending nothing more, when the listing names no seller', async () => {
    const noSeller = structuredClone(bodies.marketplaceListing) as { data: { listing: Record<string, unknown> } };
    delete noSeller.data.listing.marketplace_listing_seller;
    const { sent, notice } = await run(
      { useCase: 'marketplace_listing', input: { listing_id: '5550001', with_seller: true } },
      { ...BODY, social_marketplace_listing: noSeller },
    );
    expect(sent.map((s) => s[0])).toEqual(['social_marketplace_listing']);
    expect(notice).toMatchObject({ code: 'no_seller' });
  });
});

describe('one-operation use cases send the service its own parameters', () => {
  it.each<[UseCaseRequest, Sent]>([
    [{ useCase: 'ads_keywords', input: { query: ' Pixel Forge ', country: 'gb' } }, ['social_ads_keywords', { query: 'Pixel Forge', country: 'GB' }]],
    [{ useCase: 'ad_details', input: { ad_archive_id: '1122334455667788' } }, ['social_ads_archive_details', { ad_archive_id: '1122334455667788' }]],
    [{ useCase: 'marketplace_seller', input: { seller_id: '100070000000001' } }, ['social_marketplace_seller', { seller_id: '100070000000001' }]],
    [
      {
        useCase: 'marketplace_search',
        input: {
          query: 'desk', category_url: 'furniture', commerce_search_sort_by: 'PRICE_ASCEND', commerce_search_and_rp_condition: 'used_good',
          filter_location_latitude: 30.2672, filter_location_longitude: -97.7431, filter_radius_km: 40,
          filter_price_lower_bound: 50, filter_price_upper_bound: 500, posted_today: true,
        },
      },
      [
        'social_marketplace_search',
        {
          query: 'desk', category_url: 'furniture', commerce_search_sort_by: 'PRICE_ASCEND', commerce_search_and_rp_condition: 'used_good',
          filter_location_latitude: '30.2672', filter_location_longitude: '-97.7431', filter_radius_km: '40',
          filter_price_lower_bound: '50', filter_price_upper_bound: '500', posted_today: 'true', limit: '24',
        },
      ],
    ],
    [{ useCase: 'marketplace_cities', input: { city: 'Austin' } }, ['social_marketplace_city_coordinates', { city: 'Austin' }]],
    [{ useCase: 'marketplace_categories', input: {} }, ['social_marketplace_categories', {}]],
    [{ useCase: 'marketplace_vehicles', input: { sort_by: 'VEHICLE_MILEAGE_ASCEND' } }, ['social_marketplace_vehicles', { sort_by: 'VEHICLE_MILEAGE_ASCEND' }]],
    [{ useCase: 'marketplace_rentals', input: { filter_bedrooms_min: 2, filter_bedrooms_max: 3 } }, ['social_marketplace_rentals', { filter_bedrooms_min: '2', filter_bedrooms_max: '3' }]],
    [{ useCase: 'media_links', input: { url: 'https://www.social.example/reel/1234567890' } }, ['social_download_media', { url: 'https://www.social.example/reel/1234567890' }]],
  ])('%o', async (request, expected) => {
    const { sent, plan } = await run(request, {});
    expect(sent).toEqual([expected]);
    expect(plan.label.length).toBeGreaterThan(2);
    expect(await planCost(request)).toMatchObject({ credits: 1, exact: true });
  });

  it('a marketplace search with a price range upside down is refused before anything is sent', async () => {
    const est = planCost({ useCase: 'marketplace_search', input: { filter_price_lower_bound: 500, filter_price_upper_bound: 50 } });
    await expect(est).rejects.toMatchObject({ code: 'invalid_params' });
  });
});
