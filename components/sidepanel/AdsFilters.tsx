import { useEffect, useId } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import { listOf, stepOf } from '../../lib/ui/requests/results';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { costFields } from '../../lib/ui/account/confirm';
import { usePaid, useRunner } from '../../lib/ui/requests/run-hooks';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { ErrorPanel } from '../common/ErrorPanel';
import { PaidButton } from '../common/PaidButton';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

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
        <label htmlFor={id}>{t('sidepanel.adsFilters.country')}</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('sidepanel.adsFilters.allCountries')}</option>
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
      <label htmlFor={id}>{t('sidepanel.adsFilters.countryCode')}</label>
      <div className="inline">
        <input
          id={id}
          type="text"
          value={value}
          maxLength={3}
          placeholder={t('sidepanel.adsFilters.codePlaceholder')}
          autoCapitalize="characters"
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <PaidButton
          label={t('sidepanel.adsFilters.loadList')}
          cost={cost}
          costLoading={loading}
          busy={entry?.status === 'loading'}
          onClick={() =>
            void perform({
              what: t('sidepanel.adsFilters.loadCountries'),
              ...costFields(cost),
              execute: (c) => runner.run(COUNTRIES, c ? { confirmOverBudget: true } : {}),
            })
          }
          variant="link"
        />
      </div>
      <span id={`${id}-hint`} className="hint">
        {t('sidepanel.adsFilters.codeHint')}
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
      <legend className="sr-only">{t('sidepanel.adsFilters.legend')}</legend>
      <CountryPicker id={`${id}-country`} value={value.country} onChange={(country) => set({ country })} />
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('sidepanel.adsFilters.status')}</label>
        <select
          id={`${id}-status`}
          value={value.activeStatus}
          onChange={(e) => set({ activeStatus: e.target.value as AdsFilterValues['activeStatus'] })}
        >
          <option value="ALL">{t('sidepanel.adsFilters.allAds')}</option>
          <option value="Active">{t('sidepanel.adsFilters.active')}</option>
          <option value="Inactive">{t('sidepanel.adsFilters.inactive')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-after`}>{t('sidepanel.adsFilters.from')}</label>
        <input id={`${id}-after`} type="date" value={value.after} onChange={(e) => set({ after: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-before`}>{t('sidepanel.adsFilters.until')}</label>
        <input id={`${id}-before`} type="date" value={value.before} onChange={(e) => set({ before: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('sidepanel.adsFilters.sort')}</label>
        <select id={`${id}-sort`} value={value.sort} onChange={(e) => set({ sort: e.target.value as AdsFilterValues['sort'] })}>
          <option value="">{t('sidepanel.adsFilters.serviceDefault')}</option>
          <option value="impressions">{t('sidepanel.adsFilters.mostImpressions')}</option>
          <option value="recent">{t('sidepanel.adsFilters.mostRecent')}</option>
        </select>
      </div>
    </fieldset>
  );
}
