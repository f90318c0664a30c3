import { useId, useState, type FormEvent } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import type { City, ListingSummary, MarketplaceCategory, RentalListing, VehicleListing } from '../../lib/service/model';
import { costFields } from '../../lib/ui/account/confirm';
import { cleanInput, dataOf, stepOf } from '../../lib/ui/requests/results';
import { usePaid } from '../../lib/ui/requests/run-hooks';
import { useListActions, usePagedList, type ListSpec } from '../../lib/ui/requests/paged-lists';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { LookupButton } from '../common/LookupButton';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { ListingSummaryCard, rentalFacts, vehicleFacts } from '../entities/MarketplaceCards';
import { OpenButton } from './OpenButton';
import { SubmitButton, useSubmitCost } from './SubmitCost';

type Kind = 'search' | 'vehicles' | 'rentals';

const SORTS: Record<Kind, [string, string][]> = {
  search: [
    ['BEST_MATCH', 'Best match'],
    ['CREATION_TIME_DESCEND', 'Newest first'],
    ['PRICE_ASCEND', 'Price: low to high'],
    ['PRICE_DESCEND', 'Price: high to low'],
  ],
  vehicles: [
    ['CREATION_TIME_DESCEND', 'Newest first'],
    ['PRICE_ASCEND', 'Price: low to high'],
    ['VEHICLE_MILEAGE_ASCEND', 'Lowest mileage'],
    ['VEHICLE_YEAR_ASCEND', 'Oldest year first'],
  ],
  rentals: [
    ['BEST_MATCH', 'Best match'],
    ['CREATION_TIME_DESCEND', 'Newest first'],
    ['PRICE_ASCEND', 'Price: low to high'],
  ],
};

const CONDITIONS: [string, string][] = [
  ['new', 'New'],
  ['used_like_new', 'Used – like new'],
  ['used_good', 'Used – good'],
  ['used_fair', 'Used – fair'],
];

const MODEL: Record<Kind, ListSpec['model']> = { search: 'listing_list', vehicles: 'vehicle_list', rentals: 'rental_list' };
const USE_CASE = { search: 'marketplace_search', vehicles: 'marketplace_vehicles', rentals: 'marketplace_rentals' } as const;

const CATEGORIES: UseCaseRequest = { useCase: 'marketplace_categories', input: {} };

/** Categories with their subcategories, flattened for a select ("Home › Furniture"). */
function flatten(categories: MarketplaceCategory[], prefix = ''): { slug: string; name: string }[] {
  return categories.flatMap((c) => {
    const name = `${prefix}${c.name ?? c.slug ?? ''}`;
    return [...(c.slug ? [{ slug: c.slug, name }] : []), ...flatten(c.subcategories, `${name} › `)];
  });
}

function CategoryPicker({ id, value, onChange }: { id: string; value: string; onChange: (slug: string) => void }) {
  const entry = useRunEntry(CATEGORIES);
  const step = stepOf(entry?.result, 'category_list');
  const categories = flatten((dataOf(step?.normalized, 'category_list')?.items ?? []) as MarketplaceCategory[]);
  if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
  if (categories.length === 0) {
    return (
      <div className="field">
        <span className="label">Category</span>
        <LookupButton request={CATEGORIES} label="Load categories" cachedLabel="Show categories" what="Load the marketplace categories" variant="secondary" />
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>Category</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any category</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Centre {
  name: string;
  latitude: number;
  longitude: number;
}

/** The centre of a search: a city typed, looked up (1 credit, then cached), and picked. */
function CityPicker({ id, centre, onChange }: { id: string; centre: Centre | null; onChange: (c: Centre | null) => void }) {
  const [city, setCity] = useState('');
  const [asked, setAsked] = useState<UseCaseRequest | null>(null);
  const typed = city.trim();
  const request: UseCaseRequest | null = typed ? { useCase: 'marketplace_cities', input: { city: typed } } : null;
  const entry = useRunEntry(asked);
  const step = stepOf(entry?.result, 'city_list');
  const cities = ((dataOf(step?.normalized, 'city_list')?.items ?? []) as City[]).filter((c) => c.coordinates);
  const label = (c: City) => [c.name, c.region, c.country].filter(Boolean).join(', ');
  return (
    <fieldset className="filters city-picker">
      <legend>Around a city</legend>
      <div className="field">
        <label htmlFor={`${id}-city`}>City</label>
        <input id={`${id}-city`} type="text" value={city} maxLength={200} onChange={(e) => setCity(e.target.value)} />
      </div>
      {request ? <LookupButton request={request} label="Find city" what="Find the city's coordinates" variant="secondary" onStart={() => setAsked(request)} /> : null}
      {step?.normalized.status === 'unrecognised' ? <Unrecognised reason={step.normalized.reason} raw={step.raw} /> : null}
      {asked && entry?.status === 'ok' && cities.length === 0 ? <p className="muted small">No city of that name found.</p> : null}
      {cities.length ? (
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre</label>
          <select
            id={`${id}-centre`}
            value={centre ? `${centre.latitude},${centre.longitude}` : ''}
            onChange={(e) => {
              const c = cities.find((x) => `${x.coordinates!.latitude},${x.coordinates!.longitude}` === e.target.value);
              onChange(c ? { name: label(c), ...c.coordinates! } : null);
            }}
          >
            <option value="">Anywhere</option>
            {cities.map((c) => (
              <option key={`${c.coordinates!.latitude},${c.coordinates!.longitude}`} value={`${c.coordinates!.latitude},${c.coordinates!.longitude}`}>
                {label(c)} ({c.coordinates!.latitude.toFixed(3)}, {c.coordinates!.longitude.toFixed(3)})
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}

const whole = (v: string) => (v.trim() !== '' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

/** Marketplace: listings, vehicles or rentals, with the service's filters; each listing opens in the panel. */
export function MarketplaceView() {
  const id = useId();
  const listActions = useListActions();
  const perform = usePaid();
  const [kind, setKind] = useState<Kind>('search');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState('');
  const [condition, setCondition] = useState('');
  const [postedToday, setPostedToday] = useState(false);
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [centre, setCentre] = useState<Centre | null>(null);
  const [radius, setRadius] = useState('40');
  const [bedrooms, setBedrooms] = useState('');
  const [submitted, setSubmitted] = useState<ListSpec | null>(null);

  const radiusKm = Number(radius);
  const input = cleanInput({
    ...(centre
      ? {
          filter_location_latitude: centre.latitude,
          filter_location_longitude: centre.longitude,
          ...(radiusKm > 0 ? { filter_radius_km: radiusKm } : {}),
        }
      : {}),
    filter_price_lower_bound: whole(minPrice),
    filter_price_upper_bound: whole(maxPrice),
    ...(kind === 'search'
      ? {
          query: query.trim() || undefined,
          category_url: category || undefined,
          commerce_search_sort_by: sort || undefined,
          commerce_search_and_rp_condition: condition || undefined,
          ...(postedToday ? { posted_today: true } : {}),
        }
      : { sort_by: sort || undefined }),
    ...(kind === 'rentals' ? { filter_bedrooms_min: whole(bedrooms) } : {}),
  });
  const request = { useCase: USE_CASE[kind], input } as UseCaseRequest;
  const { cost, refusal, loading: costLoading } = useSubmitCost(request);
  const { entry } = usePagedList(submitted);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal) return;
    const spec: ListSpec = { useCase: USE_CASE[kind], input, model: MODEL[kind] };
    setSubmitted(spec);
    void perform({
      what: kind === 'search' ? 'Search the marketplace' : `Search ${kind}`,
      ...costFields(cost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  return (
    <div className="marketplace">
      <form className="search-form" onSubmit={onSubmit} role="search" aria-label="Marketplace">
        <fieldset className="segmented">
          <legend>Look for</legend>
          {(['search', 'vehicles', 'rentals'] as Kind[]).map((k) => (
            <div className="check" key={k}>
              <input
                id={`${id}-k-${k}`}
                type="radio"
                name={`${id}-kind`}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setSort('');
                }}
              />
              <label htmlFor={`${id}-k-${k}`}>{k === 'search' ? 'Anything' : k === 'vehicles' ? 'Vehicles' : 'Rentals'}</label>
            </div>
          ))}
        </fieldset>
        {kind === 'search' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-q`}>Words</label>
              <input id={`${id}-q`} type="search" value={query} maxLength={200} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <CategoryPicker id={`${id}-cat`} value={category} onChange={setCategory} />
          </>
        ) : null}
        <CityPicker id={id} centre={centre} onChange={setCentre} />
        {centre ? (
          <div className="field">
            <label htmlFor={`${id}-radius`}>Radius (km) around {centre.name}</label>
            <input id={`${id}-radius`} type="number" min={1} max={1000} value={radius} onChange={(e) => setRadius(e.target.value)} />
          </div>
        ) : null}
        <fieldset className="filters">
          <legend>Price</legend>
          <div className="field">
            <label htmlFor={`${id}-min`}>From</label>
            <input id={`${id}-min`} type="number" min={0} step={1} value={minPrice} onChange={(e) => setMinPrice(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>To</label>
            <input id={`${id}-max`} type="number" min={0} step={1} value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value)}>
            <option value="">The service’s order</option>
            {SORTS[kind].map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
        {kind === 'search' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-cond`}>Condition</label>
              <select id={`${id}-cond`} value={condition} onChange={(e) => setCondition(e.target.value)}>
                <option value="">Any condition</option>
                {CONDITIONS.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
            <div className="check">
              <input id={`${id}-today`} type="checkbox" checked={postedToday} onChange={(e) => setPostedToday(e.target.checked)} />
              <label htmlFor={`${id}-today`}>Posted today</label>
            </div>
          </>
        ) : null}
        {kind === 'rentals' ? (
          <div className="field">
            <label htmlFor={`${id}-beds`}>Bedrooms, at least</label>
            <input id={`${id}-beds`} type="number" min={0} max={100} step={1} value={bedrooms} onChange={(e) => setBedrooms(e.target.value)} />
          </div>
        ) : null}
        <div className="actions">
          <SubmitButton
            label={kind === 'search' ? 'Search listings' : kind === 'vehicles' ? 'Search vehicles' : 'Search rentals'}
            cost={cost}
            refusal={refusal}
            costLoading={costLoading}
            busy={entry?.status === 'loading' && entry.pages === 0}
          />
        </div>
      </form>
      {submitted ? (
        <section className="section" aria-label="Listings found">
          <PagedList
            spec={submitted}
            noun="listings"
            startLabel="Search listings"
            startless
            emptyText="No listings for these filters"
            renderItem={(item) => {
              const listing = item as ListingSummary;
              const extra =
                submitted.model === 'vehicle_list'
                  ? vehicleFacts(item as VehicleListing)
                  : submitted.model === 'rental_list'
                    ? rentalFacts(item as RentalListing)
                    : '';
              return (
                <ListingSummaryCard
                  listing={listing}
                  extra={extra ? <p className="small">{extra}</p> : null}
                  actions={listing.url ? <OpenButton url={listing.url} label="Details" /> : null}
                />
              );
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
