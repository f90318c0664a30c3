// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketplaceView } from '../../../components/sidepanel/MarketplaceView';
import type { OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import type { UseCaseName } from '../../../lib/lookup/use-cases';
import * as bodies from '../service/bodies';
import { result, step } from './fixtures';
import { createFakeEnv, okRun, renderUi, runCalls } from './harness';

afterEach(cleanup);

const answer = (useCase: UseCaseName, op: OperationId, body: unknown) => result(useCase, [step(op, normalize(op, body) as never, { raw: body })]);

const env = () =>
  createFakeEnv({
    runs: {
      marketplace_cities: okRun(answer('marketplace_cities', 'social_marketplace_city_coordinates', bodies.marketplaceCityCoordinates)),
      marketplace_search: okRun(answer('marketplace_search', 'social_marketplace_search', bodies.marketplaceSearch)),
      marketplace_vehicles: okRun(answer('marketplace_vehicles', 'social_marketplace_vehicles', bodies.marketplaceVehicles)),
      marketplace_rentals: okRun(answer('marketplace_rentals', 'social_marketplace_rentals', bodies.marketplaceRentals)),
    },
  });

/** The input of the last call of a use case. */
const lastInput = (e: ReturnType<typeof env>, useCase: UseCaseName) =>
  runCalls(e)
    .filter((c) => c.request.useCase === useCase)
    .at(-1)?.request.input;

describe('the marketplace form uses what was chosen', () => {
  it('the city found (and paid for) becomes the centre, shown as chosen, and the next search is around it', async () => {
    const e = env();
    renderUi(<MarketplaceView />, e);
    await userEvent.type(screen.getByLabelText('City'), 'Austin');
    await userEvent.click(await screen.findByRole('button', { name: 'Find city · 1 credit' }));
    const centre = (await screen.findByLabelText('Centre')) as HTMLSelectElement;
    await waitFor(() => expect(centre.value).toBe('30.2672,-97.7431'));
    expect(centre.selectedOptions[0]!.textContent).toMatch(/^Austin, Texas/);
    expect(screen.getByLabelText(/Radius \(km\) around Austin, Texas/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Search listings · 1 credit' }));
    await waitFor(() =>
      expect(lastInput(e, 'marketplace_search')).toEqual({ filter_location_latitude: 30.2672, filter_location_longitude: -97.7431, filter_radius_km: 40 }),
    );
  });

  it('vehicles take private sellers only; rentals take bedrooms and bathrooms bounds and private sellers', async () => {
    const e = env();
    renderUi(<MarketplaceView />, e);
    await userEvent.click(screen.getByLabelText('Vehicles'));
    await userEvent.click(screen.getByLabelText(/^Private sellers only/));
    await userEvent.click(await screen.findByRole('button', { name: 'Search vehicles · 1 credit' }));
    await waitFor(() => expect(lastInput(e, 'marketplace_vehicles')).toEqual({ is_c2c_listing_only: true }));

    await userEvent.click(screen.getByLabelText('Rentals'));
    await userEvent.type(screen.getByLabelText('Bedrooms, at least'), '2');
    await userEvent.type(screen.getByLabelText('Bedrooms, at most'), '3');
    await userEvent.type(screen.getByLabelText('Bathrooms, at least'), '1');
    await userEvent.type(screen.getByLabelText('Bathrooms, at most'), '2');
    await userEvent.click(screen.getByLabelText(/^Private sellers only/));
    await userEvent.click(await screen.findByRole('button', { name: 'Search rentals · 1 credit' }));
    await waitFor(() =>
      expect(lastInput(e, 'marketplace_rentals')).toEqual({
        filter_bedrooms_min: 2,
        filter_bedrooms_max: 3,
        filter_bathrooms_min: 1,
        filter_bathrooms_max: 2,
        is_c2c_listing_only: true,
      }),
    );
  });

  it("another kind starts a clean form and drops the other kind's results", async () => {
    const e = env();
    renderUi(<MarketplaceView />, e);
    await userEvent.click(screen.getByLabelText('Vehicles'));
    await userEvent.type(screen.getByLabelText('From'), '5000');
    await userEvent.type(screen.getByLabelText('To'), '20000');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'VEHICLE_MILEAGE_ASCEND');
    await userEvent.click(await screen.findByRole('button', { name: 'Search vehicles · 1 credit' }));
    expect(await screen.findByText('2019 Ford Ranger · 61,000 km')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Rentals'));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('2019 Ford Ranger · 61,000 km')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Listings found' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Search rentals · 1 credit' }));
    await waitFor(() => expect(lastInput(e, 'marketplace_rentals')).toEqual({}));
  });
});
