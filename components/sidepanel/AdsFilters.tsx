import { useEffect, useId } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import { listOf, stepOf } from '../../lib/ui/requests/results';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { costFields } from '../../lib/ui/account/confirm';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { ErrorPanel } from '../common/ErrorPanel';
import { PaidButton } from '../common/PaidButton';

export interface AdsFilterValues {
  country: string;
  activeStatus: 'ALL' | 'Active' | 'Inactive';
  after: string;
  before: string;
  sort: '' | 'impressions' | 'recent';
}

export const DEFAULT_ADS_FILTERS: AdsFilterValues = { country: '', activeStatus: 'ALL', after: '', before: '', sort: '' };

/** The filters as use-case input (empty ones left out). */
export function adsFilterInput(f: AdsFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.country.trim()) out.country = f.country.trim().toUpperCase();
  if (f.activeStatus !== 'ALL') out.activeStatus = f.activeStatus;
  if (f.after) out.after_time = f.after;
  if (f.before) out.before_time = f.before;
  if (f.sort) out.sort_data = f.sort;
  return out;
}

const COUNTRIES: UseCaseRequest = { useCase: 'ads_countries', input: {} };

/** Country of the ads filters: the service's list when loaded (free once cached), else a code. */
function CountryPicker({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  const runner = useRunner();
  const perform = usePaid();
  const entry = useRunEntry(COUNTRIES);
  const { cost, loading } = useEstimatedCost(entry ? null : COUNTRIES);
  const cached = cost?.cached === true;
  useEffect(() => {
    // The list is reference data: when the cache has it, showing it costs nothing.
    if (!entry && cached) void runner.run(COUNTRIES);
  }, [entry, cached, runner]);
  const countries = listOf<{ code: string; name?: string }>(stepOf(entry?.result, 'country_list')?.normalized)?.items;
  if (countries && countries.length) {
    return (
      <div className="field field-wide">
        <label htmlFor={id}>Country</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All countries</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name ? `${c.name} (${c.code})` : c.code}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="field field-wide">
      <label htmlFor={id}>Country code</label>
      <div className="inline">
        <input
          id={id}
          type="text"
          value={value}
          maxLength={3}
          placeholder="ALL"
          autoCapitalize="characters"
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <PaidButton
          label="Load list"
          cost={cost}
          costLoading={loading}
          busy={entry?.status === 'loading'}
          onClick={() =>
            void perform({
              what: 'Load the list of countries',
              ...costFields(cost),
              execute: (c) => runner.run(COUNTRIES, c ? { confirmOverBudget: true } : {}),
            })
          }
          variant="link"
        />
      </div>
      <span id={`${id}-hint`} className="hint">
        Two letters such as DE, or empty for all.
      </span>
      {entry?.status === 'error' && entry.error ? (
        <ErrorPanel error={entry.error} onRetry={() => void runner.run(COUNTRIES)} compact />
      ) : null}
    </div>
  );
}

/** Country, status, dates and sort of an ads search. */
export function AdsFilters({ value, onChange }: { value: AdsFilterValues; onChange: (v: AdsFilterValues) => void }) {
  const id = useId();
  const set = (patch: Partial<AdsFilterValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="filters">
      <legend className="sr-only">Ads filters</legend>
      <CountryPicker id={`${id}-country`} value={value.country} onChange={(country) => set({ country })} />
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={value.activeStatus}
          onChange={(e) => set({ activeStatus: e.target.value as AdsFilterValues['activeStatus'] })}
        >
          <option value="ALL">All ads</option>
          <option value="Active">Active</option>
          <option value="Inactive">Inactive</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-after`}>From</label>
        <input id={`${id}-after`} type="date" value={value.after} onChange={(e) => set({ after: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-before`}>Until</label>
        <input id={`${id}-before`} type="date" value={value.before} onChange={(e) => set({ before: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={value.sort} onChange={(e) => set({ sort: e.target.value as AdsFilterValues['sort'] })}>
          <option value="">Service default</option>
          <option value="impressions">Most impressions</option>
          <option value="recent">Most recent</option>
        </select>
      </div>
    </fieldset>
  );
}
