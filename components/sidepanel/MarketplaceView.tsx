import { useId, useState, type FormEvent } from 'react';
import type { UseCaseRequest, UseCaseResult } from '../../lib/ui/types';
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
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';
import '../../lib/ui/i18n/words/sidepanel-views';

type Kind = 'search' | 'vehicles' | 'rentals';

// Each option: the service's value and its words' key (sidepanel.market.sorts / .conditions).
type SortWords = 'bestMatch' | 'newestFirst' | 'priceLowHigh' | 'priceHighLow' | 'lowestMileage' | 'oldestYear';
const SORTS: Record<Kind, [string, SortWords][]> = {
  search: [
    ['BEST_MATCH', 'bestMatch'],
    ['CREATION_TIME_DESCEND', 'newestFirst'],
    ['PRICE_ASCEND', 'priceLowHigh'],
    ['PRICE_DESCEND', 'priceHighLow'],
  ],
  vehicles: [
    ['CREATION_TIME_DESCEND', 'newestFirst'],
    ['PRICE_ASCEND', 'priceLowHigh'],
    ['VEHICLE_MILEAGE_ASCEND', 'lowestMileage'],
    ['VEHICLE_YEAR_ASCEND', 'oldestYear'],
  ],
  rentals: [
    ['BEST_MATCH', 'bestMatch'],
    ['CREATION_TIME_DESCEND', 'newestFirst'],
    ['PRICE_ASCEND', 'priceLowHigh'],
  ],
};

const CONDITIONS: [string, 'new' | 'likeNew' | 'good' | 'fair'][] = [
  ['new', 'new'],
  ['used_like_new', 'likeNew'],
  ['used_good', 'good'],
  ['used_fair', 'fair'],
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
        <span className="label">{t('sidepanel.market.category')}</span>
        <LookupButton
          request={CATEGORIES}
          label={t('sidepanel.market.loadCategories')}
          cachedLabel={t('sidepanel.market.showCategories')}
          what={t('sidepanel.market.loadCategoriesWhat')}
          variant="secondary"
        />
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('sidepanel.market.category')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('sidepanel.market.anyCategory')}</option>
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

const cityLabel = (c: City) => [c.name, c.region, c.country].filter(Boolean).join(', ');
const coordsKey = (c: { latitude: number; longitude: number }) => `${c.latitude},${c.longitude}`;
/** The cities of an answer that can be a centre (those with coordinates). */
const citiesOf = (result: UseCaseResult | undefined) =>
  ((dataOf(stepOf(result, 'city_list')?.normalized, 'city_list')?.items ?? []) as City[]).filter((c) => c.coordinates);
const centreOf = (c: City): Centre => ({ name: cityLabel(c), ...c.coordinates! });

/**
 * The centre of a search: a city typed, looked up (1 credit, then cached), and picked. The first
 * city found becomes the centre at once: the credit paid for it is used by the next search.
 */
function CityPicker({ id, centre, onChange }: { id: string; centre: Centre | null; onChange: (c: Centre | null) => void }) {
  const [city, setCity] = useState('');
  const [asked, setAsked] = useState<UseCaseRequest | null>(null);
  const typed = city.trim();
  const request: UseCaseRequest | null = typed ? { useCase: 'marketplace_cities', input: { city: typed } } : null;
  const entry = useRunEntry(asked);
  const step = stepOf(entry?.result, 'city_list');
  const cities = citiesOf(entry?.result);
  return (
    <fieldset className="filters city-picker">
      <legend>{t('sidepanel.market.aroundCity')}</legend>
      <div className="field">
        <label htmlFor={`${id}-city`}>{t('sidepanel.market.city')}</label>
        <input id={`${id}-city`} type="text" value={city} maxLength={200} onChange={(e) => setCity(e.target.value)} />
      </div>
      {request ? (
        <LookupButton
          request={request}
          label={t('sidepanel.market.findCity')}
          what={t('sidepanel.market.findCityWhat')}
          variant="secondary"
          onStart={() => setAsked(request)}
          onDone={(response) => {
            const first = response.ok ? citiesOf(response.result)[0] : undefined;
            if (first) onChange(centreOf(first));
          }}
        />
      ) : null}
      {step?.normalized.status === 'unrecognised' ? <Unrecognised reason={step.normalized.reason} raw={step.raw} /> : null}
      {asked && entry?.status === 'ok' && cities.length === 0 ? <p className="muted small">{t('sidepanel.market.noCity')}</p> : null}
      {cities.length ? (
        <div className="field">
          <label htmlFor={`${id}-centre`}>{t('sidepanel.market.centre')}</label>
          <select
            id={`${id}-centre`}
            value={centre ? coordsKey(centre) : ''}
            onChange={(e) => {
              const c = cities.find((x) => coordsKey(x.coordinates!) === e.target.value);
              onChange(c ? centreOf(c) : null);
            }}
          >
            <option value="">{t('sidepanel.market.anywhere')}</option>
            {cities.map((c) => (
              <option key={coordsKey(c.coordinates!)} value={coordsKey(c.coordinates!)}>
                {cityLabel(c)} ({c.coordinates!.latitude.toFixed(3)}, {c.coordinates!.longitude.toFixed(3)})
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}

const whole = (v: string) => (v.trim() !== '' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

/** What a form of one kind holds, as typed. A kind picked anew starts from these (see onKind). */
const EMPTY_FILTERS = {
  query: '',
  category: '',
  sort: '',
  condition: '',
  postedToday: false,
  minPrice: '',
  maxPrice: '',
  bedsMin: '',
  bedsMax: '',
  bathsMin: '',
  bathsMax: '',
  privateOnly: false,
};
type Filters = typeof EMPTY_FILTERS;

/** The use case's input from the form: only the filters the kind's operation takes. */
function inputOf(kind: Kind, f: Filters, centre: Centre | null, radiusKm: number): Record<string, unknown> {
  return cleanInput({
    ...(centre
      ? {
          filter_location_latitude: centre.latitude,
          filter_location_longitude: centre.longitude,
          ...(radiusKm > 0 ? { filter_radius_km: radiusKm } : {}),
        }
      : {}),
    filter_price_lower_bound: whole(f.minPrice),
    filter_price_upper_bound: whole(f.maxPrice),
    ...(kind === 'search'
      ? {
          query: f.query.trim() || undefined,
          category_url: f.category || undefined,
          commerce_search_sort_by: f.sort || undefined,
          commerce_search_and_rp_condition: f.condition || undefined,
          ...(f.postedToday ? { posted_today: true } : {}),
        }
      : { sort_by: f.sort || undefined, ...(f.privateOnly ? { is_c2c_listing_only: true } : {}) }),
    ...(kind === 'rentals'
      ? {
          filter_bedrooms_min: whole(f.bedsMin),
          filter_bedrooms_max: whole(f.bedsMax),
          filter_bathrooms_min: whole(f.bathsMin),
          filter_bathrooms_max: whole(f.bathsMax),
        }
      : {}),
  });
}

function NumberField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" min={0} max={100} step={1} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Marketplace: listings, vehicles or rentals, with the service's filters; each listing opens in the panel. */
export function MarketplaceView() {
  const id = useId();
  const listActions = useListActions();
  const perform = usePaid();
  const [kind, setKind] = useState<Kind>('search');
  const [f, setFilters] = useState(EMPTY_FILTERS);
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilters((prev) => ({ ...prev, [key]: value }));
  const [centre, setCentre] = useState<Centre | null>(null);
  const [radius, setRadius] = useState('40');
  const [submitted, setSubmitted] = useState<ListSpec | null>(null);

  const input = inputOf(kind, f, centre, Number(radius));
  const request = { useCase: USE_CASE[kind], input } as UseCaseRequest;
  const { cost, refusal, loading: costLoading } = useSubmitCost(request);
  const { entry } = usePagedList(submitted);

  // Another kind starts a clean form and drops the results of the one before: a vehicle's prices
  // are no rent, and listings of one kind under the form of another read as its answer. The
  // centre stays: a place means the same for every kind (and finding it cost a credit).
  const onKind = (k: Kind) => {
    setKind(k);
    setFilters(EMPTY_FILTERS);
    setSubmitted(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal) return;
    const spec: ListSpec = { useCase: USE_CASE[kind], input, model: MODEL[kind] };
    setSubmitted(spec);
    void perform({
      what: kind === 'search' ? t('sidepanel.market.searchMarketplace') : kind === 'vehicles' ? t('sidepanel.market.searchVehiclesWhat') : t('sidepanel.market.searchRentalsWhat'),
      ...costFields(cost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  return (
    <div className="marketplace">
      <form className="search-form" onSubmit={onSubmit} role="search" aria-label={t('sidepanel.market.label')}>
        <fieldset className="segmented">
          <legend>{t('sidepanel.market.lookFor')}</legend>
          {(['search', 'vehicles', 'rentals'] as Kind[]).map((k) => (
            <div className="check" key={k}>
              <input
                id={`${id}-k-${k}`}
                type="radio"
                name={`${id}-kind`}
                checked={kind === k}
                onChange={() => onKind(k)}
              />
              <label htmlFor={`${id}-k-${k}`}>{k === 'search' ? t('sidepanel.market.anything') : k === 'vehicles' ? t('sidepanel.market.vehicles') : t('sidepanel.market.rentals')}</label>
            </div>
          ))}
        </fieldset>
        {kind === 'search' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-q`}>{t('sidepanel.market.words')}</label>
              <input id={`${id}-q`} type="search" value={f.query} maxLength={200} onChange={(e) => set('query')(e.target.value)} />
            </div>
            <CategoryPicker id={`${id}-cat`} value={f.category} onChange={set('category')} />
          </>
        ) : null}
        <CityPicker id={id} centre={centre} onChange={setCentre} />
        {centre ? (
          <div className="field">
            <label htmlFor={`${id}-radius`}>{t('sidepanel.market.radius', { place: centre.name })}</label>
            <input id={`${id}-radius`} type="number" min={1} max={1000} value={radius} onChange={(e) => setRadius(e.target.value)} />
          </div>
        ) : null}
        <fieldset className="filters">
          <legend>{t('sidepanel.market.price')}</legend>
          <div className="field">
            <label htmlFor={`${id}-min`}>{t('sidepanel.market.from')}</label>
            <input id={`${id}-min`} type="number" min={0} step={1} value={f.minPrice} onChange={(e) => set('minPrice')(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>{t('sidepanel.market.to')}</label>
            <input id={`${id}-max`} type="number" min={0} step={1} value={f.maxPrice} onChange={(e) => set('maxPrice')(e.target.value)} />
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('sidepanel.market.sort')}</label>
          <select id={`${id}-sort`} value={f.sort} onChange={(e) => set('sort')(e.target.value)}>
            <option value="">{t('sidepanel.market.serviceOrder')}</option>
            {SORTS[kind].map(([value, words]) => (
              <option key={value} value={value}>
                {t(`sidepanel.market.sorts.${words}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'search' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-cond`}>{t('sidepanel.market.condition')}</label>
              <select id={`${id}-cond`} value={f.condition} onChange={(e) => set('condition')(e.target.value)}>
                <option value="">{t('sidepanel.market.anyCondition')}</option>
                {CONDITIONS.map(([value, words]) => (
                  <option key={value} value={value}>
                    {t(`sidepanel.market.conditions.${words}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="check">
              <input id={`${id}-today`} type="checkbox" checked={f.postedToday} onChange={(e) => set('postedToday')(e.target.checked)} />
              <label htmlFor={`${id}-today`}>{t('sidepanel.market.postedToday')}</label>
            </div>
          </>
        ) : null}
        {kind === 'rentals' ? (
          <fieldset className="filters">
            <legend>{t('sidepanel.market.rooms')}</legend>
            <NumberField id={`${id}-beds`} label={t('sidepanel.market.bedsMin')} value={f.bedsMin} onChange={set('bedsMin')} />
            <NumberField id={`${id}-beds-max`} label={t('sidepanel.market.bedsMax')} value={f.bedsMax} onChange={set('bedsMax')} />
            <NumberField id={`${id}-baths`} label={t('sidepanel.market.bathsMin')} value={f.bathsMin} onChange={set('bathsMin')} />
            <NumberField id={`${id}-baths-max`} label={t('sidepanel.market.bathsMax')} value={f.bathsMax} onChange={set('bathsMax')} />
          </fieldset>
        ) : null}
        {kind !== 'search' ? (
          <div className="check">
            <input id={`${id}-c2c`} type="checkbox" checked={f.privateOnly} onChange={(e) => set('privateOnly')(e.target.checked)} />
            <label htmlFor={`${id}-c2c`}>{t('sidepanel.market.privateOnly')}</label>
          </div>
        ) : null}
        <div className="actions">
          <SubmitButton
            label={kind === 'search' ? t('sidepanel.market.searchListings') : kind === 'vehicles' ? t('sidepanel.market.searchVehicles') : t('sidepanel.market.searchRentals')}
            cost={cost}
            refusal={refusal}
            costLoading={costLoading}
            busy={entry?.status === 'loading' && entry.pages === 0}
          />
        </div>
      </form>
      {submitted ? (
        <section className="section" aria-label={t('sidepanel.market.listingsFound')}>
          <PagedList
            spec={submitted}
            noun={t('sidepanel.market.noun')}
            startLabel={t('sidepanel.market.searchListings')}
            startless
            emptyText={t('sidepanel.market.noListings')}
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
                  actions={listing.url ? <OpenButton url={listing.url} label={t('sidepanel.open.details')} /> : null}
                />
              );
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
