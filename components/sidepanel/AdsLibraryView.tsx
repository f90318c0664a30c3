import { AdKeywordCard } from '../answers/AdKeywordCard';
import { useId, useState, type FormEvent } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import type { Ad, AdKeywordResult, Advertiser } from '../../lib/service/model';
import { costFields } from '../../lib/ui/account/confirm';
import { dataOf, definedOnly, stepOf } from '../../lib/ui/requests/results';
import { usePaid } from '../../lib/ui/requests/run-hooks';
import { useListActions, usePagedList, type ListSpec } from '../../lib/ui/requests/paged-lists';
import type { Cost } from '../../lib/ui/account/cost-text';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { useNow } from '../../lib/ui/app/time-hooks';
import { useRunner } from '../../lib/ui/requests/run-hooks';
import { PaidButton } from '../common/PaidButton';
import { OnDemand } from '../common/OnDemand';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { AdCard, AdvertiserCard } from '../entities/AdCards';
import { LongestRunningToggle } from '../entities/LongestRunning';
import { byDaysRunning } from '../entities/ad-days';
import { ErrorPanel } from '../common/ErrorPanel';
import { Empty, Loading } from '../common/Status';
import { AdsFilters, adsFilterInput, DEFAULT_ADS_FILTERS } from './AdsFilters';
import { SubmitButton, useSubmitCost } from './SubmitCost';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

type Mode = 'query' | 'brand' | 'advertiser';
type Pick = (spec: ListSpec, cost: Cost | undefined, name: string | undefined) => void;

/** Filters that leave out some of an advertiser's ads: its profile's total is then not the list's. */
const NARROWING = ['country', 'activeStatus', 'after_time', 'before_time'];

/** "See their ads · 1 credit": the price of the advertiser's first page of ads, from the estimate. */
function PickAdvertiser({ spec, name, onPick }: { spec: ListSpec; name: string | undefined; onPick: Pick }) {
  const request = { useCase: spec.useCase, input: spec.input } as UseCaseRequest;
  const { cost, loading, refusal } = useEstimatedCost(request);
  return (
    <PaidButton
      label={t('sidepanel.adsLibrary.seeTheirAds')}
      cost={cost}
      costLoading={loading}
      {...(refusal ? { refusal } : {})}
      variant="secondary"
      onClick={() => onPick(spec, cost, name)}
    />
  );
}

/** Advertisers found by name: pick one to see its ads. */
function AdvertiserMatches({
  request,
  filters,
  onPick,
}: {
  request: UseCaseRequest;
  filters: Record<string, string>;
  onPick: Pick;
}) {
  const runner = useRunner();
  const entry = useRunEntry(request);
  if (!entry) return null;
  if (entry.status === 'loading' && !entry.result) return <Loading>{t('sidepanel.adsLibrary.findingAdvertisers')}</Loading>;
  if (entry.status === 'error' && entry.error) {
    return <ErrorPanel error={entry.error} onRetry={() => void runner.run(request)} compact />;
  }
  const step = stepOf(entry.result, 'ad_keyword_list');
  if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
  const found = (dataOf(step?.normalized, 'ad_keyword_list')?.items ?? []) as AdKeywordResult[];
  if (found.length === 0) return <Empty>{t('sidepanel.adsLibrary.noAdvertiser')}</Empty>;
  return (
    <ul className="items" aria-label={t('sidepanel.adsLibrary.advertisersFound')}>
      {found.map((a, i) => {
        const id = a.adPageId ?? a.pageId;
        return (
          <li key={id ?? i}>
            <AdKeywordCard advertiser={a}>
              {id && /^\d+$/.test(id) ? (
                <div className="actions">
                  <PickAdvertiser spec={{ useCase: 'ads_library', input: { ad_page_id: id, ...filters }, model: 'ad_list' }} name={a.name} onPick={onPick} />
                </div>
              ) : null}
            </AdKeywordCard>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The ads library: by words in the ads, by advertiser name (pick one of the advertisers found),
 * or by advertiser id; with country, status, dates and sort, and ads longest-running first.
 */
export function AdsLibraryView() {
  const id = useId();
  const perform = usePaid();
  const listActions = useListActions();
  const runner = useRunner();
  const [mode, setMode] = useState<Mode>('query');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState(DEFAULT_ADS_FILTERS);
  const [submitted, setSubmitted] = useState<ListSpec | null>(null);
  const [brandSearch, setBrandSearch] = useState<UseCaseRequest | null>(null);
  const [longest, setLongest] = useState(false);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const now = useNow();
  const value = text.trim();
  const advertiserIdValid = /^\d{1,64}$/.test(value);
  const country = adsFilterInput(filters).country;
  const request: UseCaseRequest | null = !value
    ? null
    : mode === 'brand'
      ? { useCase: 'ads_keywords', input: { query: value, ...(country ? { country } : {}) } }
      : mode === 'query' || advertiserIdValid
        ? {
            useCase: 'ads_library',
            input: { ...(mode === 'query' ? { query: value } : { ad_page_id: value }), ...adsFilterInput(filters) },
          }
        : null;
  const { cost, refusal, loading: costLoading } = useSubmitCost(request);
  const { entry } = usePagedList(submitted);

  const showAdvertiser: Pick = (spec, pickCost, name) => {
    setSubmitted(spec);
    setPicked(name && typeof spec.input.ad_page_id === 'string' ? { id: spec.input.ad_page_id, name } : null);
    void perform({
      what: t('sidepanel.adsLibrary.loadAdvertiserAds'),
      ...costFields(pickCost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!request || refusal) return;
    if (request.useCase === 'ads_keywords') {
      setBrandSearch(request);
      setSubmitted(null);
      void perform({
        what: t('sidepanel.adsLibrary.findAdvertisersByName'),
        ...costFields(cost),
        execute: (c) => runner.run(request, c ? { confirmOverBudget: true } : {}),
      });
      return;
    }
    const spec: ListSpec = { useCase: 'ads_library', input: request.input, model: 'ad_list' };
    setSubmitted(spec);
    void perform({
      what: t('sidepanel.adsLibrary.searchLibrary'),
      ...costFields(cost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  const advertiserId = typeof submitted?.input.ad_page_id === 'string' ? submitted.input.ad_page_id : undefined;
  const profileRequest: UseCaseRequest | null = advertiserId ? { useCase: 'advertiser', input: { page_id: advertiserId } } : null;
  const profileEntry = useRunEntry(profileRequest);
  const profile = dataOf(stepOf(profileEntry?.result, 'advertiser')?.normalized, 'advertiser') as Advertiser | undefined;
  // A job collecting the advertiser's ads is named after it and estimated from the total its
  // profile announced (when held), unless filters leave some of those ads out.
  const advertiserName = profile?.name ?? (picked?.id === advertiserId ? picked?.name : undefined);
  const announced = submitted && !NARROWING.some((k) => k in submitted.input) ? profile?.totalAds : undefined;

  return (
    <div className="ads-library">
      <form className="search-form" onSubmit={onSubmit} role="search" aria-label={t('sidepanel.adsLibrary.label')}>
        <fieldset className="segmented">
          <legend>{t('sidepanel.adsLibrary.searchBy')}</legend>
          <div className="check">
            <input id={`${id}-m-q`} type="radio" name={`${id}-mode`} checked={mode === 'query'} onChange={() => setMode('query')} />
            <label htmlFor={`${id}-m-q`}>{t('sidepanel.adsLibrary.keyword')}</label>
          </div>
          <div className="check">
            <input id={`${id}-m-b`} type="radio" name={`${id}-mode`} checked={mode === 'brand'} onChange={() => setMode('brand')} />
            <label htmlFor={`${id}-m-b`}>{t('sidepanel.adsLibrary.advertiserName')}</label>
          </div>
          <div className="check">
            <input
              id={`${id}-m-a`}
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'advertiser'}
              onChange={() => setMode('advertiser')}
            />
            <label htmlFor={`${id}-m-a`}>{t('sidepanel.adsLibrary.advertiserId')}</label>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>
            {mode === 'query' ? t('sidepanel.adsLibrary.wordsLabel') : mode === 'brand' ? t('sidepanel.adsLibrary.nameLabel') : t('sidepanel.adsLibrary.idLabel')}
          </label>
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
              ? t('sidepanel.adsLibrary.idNotNumber')
              : mode === 'advertiser'
                ? t('sidepanel.adsLibrary.idHint')
                : mode === 'brand'
                  ? t('sidepanel.adsLibrary.nameHint')
                  : t('sidepanel.adsLibrary.wordsHint')}
          </span>
        </div>
        <AdsFilters value={filters} onChange={setFilters} />
        <div className="actions">
          <SubmitButton label={mode === 'brand' ? t('sidepanel.adsLibrary.findAdvertisers') : t('sidepanel.adsLibrary.searchAds')} cost={cost} refusal={refusal} disabled={!request} costLoading={costLoading} busy={entry?.status === 'loading' && entry.pages === 0} />
        </div>
      </form>
      {brandSearch && mode === 'brand' ? (
        <section className="section" aria-label={t('sidepanel.adsLibrary.advertisers')}>
          <AdvertiserMatches request={brandSearch} filters={adsFilterInput(filters)} onPick={showAdvertiser} />
        </section>
      ) : null}
      {submitted ? (
        <section className="section" aria-label={t('sidepanel.adsLibrary.adsFound')}>
          {advertiserId ? (
            <OnDemand
              request={profileRequest!}
              label={t('sidepanel.adsLibrary.profile')}
              what={t('sidepanel.adsLibrary.loadProfile')}
              render={(result) => {
                const step = stepOf(result, 'advertiser');
                if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
                const advertiser = dataOf(step?.normalized, 'advertiser') as Advertiser | undefined;
                return advertiser ? <AdvertiserCard advertiser={advertiser} /> : <p className="empty">{t('sidepanel.adsLibrary.noProfile')}</p>;
              }}
            />
          ) : null}
          <LongestRunningToggle spec={submitted} checked={longest} onChange={setLongest} />
          <PagedList
            spec={submitted}
            noun={t('sidepanel.ads.noun')}
            startLabel={t('sidepanel.adsLibrary.searchAds')}
            startless
            {...(longest ? { order: (items: unknown[]) => byDaysRunning(items as Ad[], now) } : {})}
            emptyText={t('sidepanel.ads.noneForFilters')}
            {...definedOnly({ expectedTotal: announced, collectOf: advertiserName })}
            renderItem={(item) => <AdCard ad={item as Ad} />}
          />
        </section>
      ) : null}
    </div>
  );
}
