import { useId, useState, type FormEvent } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import type { Ad, Advertiser } from '../../lib/service/model';
import { costFields } from '../../lib/ui/confirm';
import { dataOf, stepOf } from '../../lib/ui/data';
import { usePaid } from '../../lib/ui/hooks';
import { useListActions, usePagedList, type ListSpec } from '../../lib/ui/lists';
import { OnDemand } from '../common/OnDemand';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { AdCard, AdvertiserCard } from '../entities/AdCards';
import { AdsFilters, adsFilterInput, DEFAULT_ADS_FILTERS } from './AdsFilters';
import { SubmitButton, useSubmitCost } from './SubmitCost';

type Mode = 'query' | 'advertiser';

/** The ads library: by keyword or advertiser id, with country, status, dates and sort. */
export function AdsLibraryView() {
  const id = useId();
  const perform = usePaid();
  const listActions = useListActions();
  const [mode, setMode] = useState<Mode>('query');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState(DEFAULT_ADS_FILTERS);
  const [submitted, setSubmitted] = useState<ListSpec | null>(null);
  const value = text.trim();
  const advertiserIdValid = /^\d{1,64}$/.test(value);
  const request: UseCaseRequest | null =
    value && (mode === 'query' || advertiserIdValid)
      ? {
          useCase: 'ads_library',
          input: { ...(mode === 'query' ? { query: value } : { ad_page_id: value }), ...adsFilterInput(filters) },
        }
      : null;
  const { cost, refusal, loading: costLoading } = useSubmitCost(request);
  const { entry } = usePagedList(submitted);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!request || refusal) return;
    const spec: ListSpec = { useCase: 'ads_library', input: request.input, model: 'ad_list' };
    setSubmitted(spec);
    void perform({
      what: 'Search the ads library',
      ...costFields(cost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  const advertiserId = typeof submitted?.input.ad_page_id === 'string' ? submitted.input.ad_page_id : undefined;

  return (
    <div className="ads-library">
      <form className="search-form" onSubmit={onSubmit} role="search" aria-label="Ads library">
        <fieldset className="segmented">
          <legend>Search by</legend>
          <div className="check">
            <input id={`${id}-m-q`} type="radio" name={`${id}-mode`} checked={mode === 'query'} onChange={() => setMode('query')} />
            <label htmlFor={`${id}-m-q`}>Keyword</label>
          </div>
          <div className="check">
            <input
              id={`${id}-m-a`}
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'advertiser'}
              onChange={() => setMode('advertiser')}
            />
            <label htmlFor={`${id}-m-a`}>Advertiser id</label>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>{mode === 'query' ? 'Words in the ads' : 'Advertiser id (ads library id of a page)'}</label>
          <input
            id={`${id}-text`}
            type={mode === 'query' ? 'search' : 'text'}
            inputMode={mode === 'query' ? undefined : 'numeric'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
            aria-invalid={mode === 'advertiser' && value !== '' && !advertiserIdValid ? true : undefined}
            aria-describedby={`${id}-text-hint`}
          />
          <span id={`${id}-text-hint`} className="hint">
            {mode === 'advertiser' && value !== '' && !advertiserIdValid
              ? 'An advertiser id is a number.'
              : mode === 'advertiser'
                ? 'The ads library id shown on a page’s profile.'
                : 'Words that appear in the ads.'}
          </span>
        </div>
        <AdsFilters value={filters} onChange={setFilters} />
        <div className="actions">
          <SubmitButton label="Search ads" cost={cost} refusal={refusal} disabled={!request} costLoading={costLoading} busy={entry?.status === 'loading' && entry.pages === 0} />
        </div>
      </form>
      {submitted ? (
        <section className="section" aria-label="Ads found">
          {advertiserId ? (
            <OnDemand
              request={{ useCase: 'advertiser', input: { page_id: advertiserId } }}
              label="Advertiser profile"
              what="Load the advertiser profile"
              render={(result) => {
                const step = stepOf(result, 'advertiser');
                if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
                const advertiser = dataOf(step?.normalized, 'advertiser') as Advertiser | undefined;
                return advertiser ? <AdvertiserCard advertiser={advertiser} /> : <p className="empty">No advertiser profile found.</p>;
              }}
            />
          ) : null}
          <PagedList
            spec={submitted}
            noun="ads"
            startLabel="Search ads"
            startless
            emptyText="No ads found for these filters"
            renderItem={(item) => <AdCard ad={item as Ad} />}
          />
        </section>
      ) : null}
    </div>
  );
}
