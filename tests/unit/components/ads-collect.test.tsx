// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdCard } from '../../../components/entities/AdCards';
import { AdsLibraryView } from '../../../components/sidepanel/AdsLibraryView';
import { LibraryCollect } from '../../../components/jobs/LibraryCollect';
import { estimateJob } from '../../../lib/lookup/jobs/estimate';
import type { Ad } from '../../../lib/service/model';
import { normalize } from '../../../lib/service/normalize';
import * as bodies from '../service/bodies';
import { NOW, result, step } from './fixtures';
import { createFakeEnv, okRun, renderUi } from './harness';

afterEach(cleanup);

const ADS: Ad[] = [
  { id: '901', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Short one', startDate: '2026-02-01', endDate: '2026-02-03', platforms: [], countries: [] },
  { id: '902', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Long one', startDate: '2025-10-01', active: true, platforms: [], countries: [] },
  { id: '903', pageName: 'Pixel Forge Games', pageId: '204512345678901', title: 'Middle one', startDate: '2026-01-01', endDate: '2026-01-31', platforms: [], countries: [] },
];
/** The first page of an advertiser's ads, with more to come. */
const adPage = okRun(result('ads_library', [step('social_ads_search', { status: 'ok', model: 'ad_list', data: { items: ADS, endCursor: 'ads-2' } })]));
/** The advertiser's profile, announcing 24 ads. */
const profileBody = { ...bodies.adsPageDetails, data: { ...bodies.adsPageDetails.data, total_ads: '24' } };
const profile = okRun(result('advertiser', [step('social_ads_page_details', normalize('social_ads_page_details', profileBody) as never, { raw: profileBody })]));

const env = () =>
  createFakeEnv({
    runs: { ads_library: adPage, advertiser: profile },
    jobEstimate: (spec) => estimateJob(spec, { creditsLeft: 100 }),
  });

async function openAdvertiserById() {
  await userEvent.click(screen.getByLabelText('Advertiser id'));
  await userEvent.type(screen.getByLabelText(/^Advertiser id \(/), '204512345678901');
  await userEvent.click(await screen.findByRole('button', { name: 'Search ads · 1 credit' }));
  await screen.findByRole('article', { name: 'Ad Long one' });
}

describe("collecting an advertiser's ads", () => {
  it("names the advertiser and estimates from the total its profile announced", async () => {
    const e = env();
    renderUi(<AdsLibraryView />, e);
    await openAdvertiserById();
    await userEvent.click(await screen.findByRole('button', { name: 'Advertiser profile · 1 credit' }));
    expect(await screen.findByText('24')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Collect all ads…' }));
    const form = await screen.findByRole('region', { name: 'Collect all ads of “Pixel Forge Games”' });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('24 ads'));
    expect(form.textContent).not.toContain('not announced');
    expect(e.api.jobEstimate).toHaveBeenLastCalledWith({
      spec: { useCase: 'ads_library', input: { ad_page_id: '204512345678901' }, label: 'All ads of “Pixel Forge Games”', announcedTotal: 24 },
    });
  });

  it("a filtered list is not given the profile's total, which counts every ad", async () => {
    const e = env();
    renderUi(<AdsLibraryView />, e);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    await openAdvertiserById();
    await userEvent.click(await screen.findByRole('button', { name: 'Advertiser profile · 1 credit' }));
    await screen.findByText('24');
    await userEvent.click(screen.getByRole('button', { name: 'Collect all ads…' }));
    await screen.findByRole('region', { name: 'Collect all ads of “Pixel Forge Games”' });
    await waitFor(() => expect(e.api.jobEstimate).toHaveBeenCalled());
    expect((e.api.jobEstimate as unknown as { mock: { lastCall: [{ spec: { announcedTotal?: number } }] } }).mock.lastCall[0].spec.announcedTotal).toBeUndefined();
  });

  it("an advertiser picked by name is named so before its profile is loaded", async () => {
    const e = createFakeEnv({
      runs: { ads_keywords: okRun(result('ads_keywords', [step('social_ads_keywords', normalize('social_ads_keywords', bodies.adsKeywords) as never)])), ads_library: adPage },
      jobEstimate: (spec) => estimateJob(spec, { creditsLeft: 100 }),
    });
    renderUi(<AdsLibraryView />, e);
    await userEvent.click(screen.getByLabelText('Advertiser name'));
    await userEvent.type(screen.getByLabelText('Advertiser or brand name'), 'pixel forge');
    await userEvent.click(await screen.findByRole('button', { name: 'Find advertisers · 1 credit' }));
    const pixel = await screen.findByRole('article', { name: 'Pixel Forge Games' });
    await userEvent.click(await within(pixel).findByRole('button', { name: 'See their ads · 1 credit' }));
    await screen.findByRole('article', { name: 'Ad Long one' });
    await userEvent.click(screen.getByRole('button', { name: 'Collect all ads…' }));
    expect(await screen.findByRole('region', { name: 'Collect all ads of “Pixel Forge Games”' })).toBeTruthy();
  });
});

describe('a kept advertiser in the library', () => {
  const kept = (data: Record<string, unknown>, id = '204512345678901') => ({
    uid: `advertiser:${id}`, kind: 'advertiser' as const, id, title: 'Pixel Forge Games', position: 0, data,
    source: { operationId: 'social_ads_page_details', params: { page_id: id }, fetchedAt: NOW, creditsCharged: 1 }, fetchedAt: NOW, versions: [], answerKeys: [],
  });

  it('offers to collect its ads, named, with the total its profile announced', async () => {
    const e = env();
    renderUi(<LibraryCollect item={kept({ name: 'Pixel Forge Games', totalAds: 24 }) as never} />, e);
    await userEvent.click(screen.getByRole('button', { name: 'Collect all ads…' }));
    const form = await screen.findByRole('region', { name: 'Collect all ads of “Pixel Forge Games”' });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('24 ads'));
    expect(e.api.jobEstimate).toHaveBeenCalledWith({
      spec: { useCase: 'ads_library', input: { ad_page_id: '204512345678901' }, label: 'All ads of “Pixel Forge Games”', announcedTotal: 24 },
    });
  });

  it('one found by name goes by its ads library id; one without a numeric id offers nothing', async () => {
    const e = env();
    renderUi(<LibraryCollect item={kept({ name: 'Harbour Shoes', adPageId: '304599999999999' }, '204599999999999') as never} />, e);
    await userEvent.click(screen.getByRole('button', { name: 'Collect all ads…' }));
    await waitFor(() => expect(e.api.jobEstimate).toHaveBeenCalled());
    expect((e.api.jobEstimate as unknown as { mock: { lastCall: [{ spec: unknown }] } }).mock.lastCall[0].spec).toMatchObject({ input: { ad_page_id: '304599999999999' } });
    cleanup();
    renderUi(<LibraryCollect item={kept({}, 'pixelforge') as never} />, env());
    expect(screen.queryByRole('button', { name: 'Collect all ads…' })).toBeNull();
  });
});

describe('longest-running first', () => {
  it('says it orders only the ads loaded, in the ads library and under an ad card', async () => {
    const e = env();
    renderUi(<AdsLibraryView />, e);
    await openAdvertiserById();
    const toggle = screen.getByLabelText('Longest-running first (of the 3 loaded)');
    await userEvent.click(toggle);
    const titles = screen.getAllByRole('article', { name: /^Ad / }).map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual(['Ad Long one', 'Ad Middle one', 'Ad Short one']);
    cleanup();

    renderUi(<AdCard ad={ADS[0]!} />, env());
    await userEvent.click(screen.getByRole('button', { name: 'Pixel Forge Games' }));
    const other = screen.getByRole('region', { name: 'Other ads of Pixel Forge Games' });
    expect(within(other).getByLabelText('Longest-running first (of the ads loaded)')).toBeTruthy();
    await userEvent.click(await within(other).findByRole('button', { name: 'Their ads · 1 credit' }));
    expect(await within(other).findByLabelText('Longest-running first (of the 3 loaded)')).toBeTruthy();
  });
});
