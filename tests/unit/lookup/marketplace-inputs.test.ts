import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useCaseRequest } from '../../../lib/lookup/use-cases';
import { getOperation } from '../../../lib/service/catalog';

// A filter the side panel sends must survive the messaging boundary (an object schema drops keys
// it does not name) and reach the operation as the service's parameter.
const FILTERS = {
  marketplace_vehicles: { is_c2c_listing_only: true },
  marketplace_rentals: { filter_bedrooms_min: 1, filter_bedrooms_max: 3, filter_bathrooms_min: 1, filter_bathrooms_max: 2, is_c2c_listing_only: true },
} as const;

describe('marketplace filters of the use cases', () => {
  it.each(Object.entries(FILTERS))('%s keeps every filter of its operation the form offers', (useCase, input) => {
    const parsed = z.safeParse(useCaseRequest, { useCase, input });
    expect(parsed.success && parsed.data).toEqual({ useCase, input });
    const op = useCase === 'marketplace_vehicles' ? 'social_marketplace_vehicles' : 'social_marketplace_rentals';
    // The operation reads each as the service's text ("true", "2").
    const params = z.safeParse(getOperation(op).params, input);
    expect(params.success && params.data).toEqual(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])));
  });

  it('rentals take whole bathrooms, none below zero', () => {
    for (const n of [-1, 1.5]) expect(z.safeParse(useCaseRequest, { useCase: 'marketplace_rentals', input: { filter_bathrooms_min: n } }).success).toBe(false);
  });
});
