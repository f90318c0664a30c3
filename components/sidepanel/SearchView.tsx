import { useId, useState, type FormEvent } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import type { LocationResult, PageSearchResult, PersonSearchResult, PostSearchResult, VideoSearchResult } from '../../lib/service/model';
import { costFields } from '../../lib/ui/account/confirm';
import { cleanInput, type ModelKind } from '../../lib/ui/requests/results';
import { usePaid } from '../../lib/ui/requests/run-hooks';
import { useListActions, usePagedList, type ListSpec } from '../../lib/ui/requests/paged-lists';
import { PagedList } from '../common/PagedList';
import { Tabs } from '../common/Tabs';
import { LocationResultItem, PageResultItem, PersonResultItem, PostResultItem, VideoResultItem, type ChosenLocation } from '../entities/SearchResults';
import { SubmitButton, useSubmitCost } from './SubmitCost';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

export type SearchKind = 'pages' | 'people' | 'posts' | 'videos' | 'locations';

const MODELS: Record<SearchKind, ModelKind> = {
  pages: 'page_search',
  people: 'people_search',
  posts: 'post_search',
  videos: 'video_search',
  locations: 'location_search',
};

const SEARCH_KINDS: SearchKind[] = ['pages', 'people', 'posts', 'videos', 'locations'];

interface Filters {
  query: string;
  start: string;
  end: string;
  recent: boolean;
  mostRecent: boolean;
  live: boolean;
}

const NO_FILTERS: Filters = { query: '', start: '', end: '', recent: false, mostRecent: false, live: false };

/** The use-case request of a search form. */
export function searchRequest(kind: SearchKind, f: Filters, location: ChosenLocation | null): UseCaseRequest | null {
  const query = f.query.trim();
  if (!query) return null;
  const loc = location && kind !== 'videos' && kind !== 'locations' ? { location_uid: location.uid } : {};
  switch (kind) {
    case 'pages':
      return { useCase: 'search_pages', input: { query, ...loc } };
    case 'people':
      return { useCase: 'search_people', input: { query, ...loc } };
    case 'posts':
      return {
        useCase: 'search_posts',
        input: cleanInput({ query, ...loc, start_time: f.start, end_time: f.end, recent_posts: f.recent || undefined }),
      };
    case 'videos':
      return {
        useCase: 'search_videos',
        input: cleanInput({ query, most_recent: f.mostRecent || undefined, videos_live: f.live || undefined }),
      };
    case 'locations':
      return { useCase: 'search_locations', input: { query } };
  }
}

/** Search pages, people, posts, videos and places, with each search's own filters. */
export function SearchView() {
  const id = useId();
  const perform = usePaid();
  const listActions = useListActions();
  const [kind, setKind] = useState<SearchKind>('pages');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [location, setLocation] = useState<ChosenLocation | null>(null);
  const [submittedByKind, setSubmitted] = useState<Partial<Record<SearchKind, ListSpec>>>({});
  const submitted = submittedByKind[kind] ?? null;
  const request = searchRequest(kind, filters, location);
  const { cost, refusal, loading: costLoading } = useSubmitCost(request);
  const { entry } = usePagedList(submitted);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!request || refusal) return;
    const spec: ListSpec = { useCase: request.useCase, input: request.input, model: MODELS[kind] };
    setSubmitted((s) => ({ ...s, [kind]: spec }));
    void perform({
      what: t('sidepanel.search.search'),
      ...costFields(cost),
      execute: (c) => listActions(spec).start(c ? { confirmOverBudget: true } : {}),
    });
  };

  // Filters the pages search by a place: what the pages form shows must match what it would
  // search, so the last pages search (made without this filter) is put away, not shown under it.
  const chooseLocation = (loc: ChosenLocation) => {
    setLocation(loc);
    setSubmitted((s) => {
      const { pages: _old, ...rest } = s;
      return rest;
    });
    setKind('pages');
  };

  return (
    <div className="search">
      <Tabs<SearchKind>
        label={t('sidepanel.search.label')}
        active={kind}
        onChange={setKind}
        small
        tabs={SEARCH_KINDS.map((k) => ({ id: k, label: t(`sidepanel.search.tabs.${k}`) }))}
      >
        <form className="search-form" onSubmit={onSubmit} role="search">
          <div className="field">
            <label htmlFor={`${id}-q`}>{t(`sidepanel.search.kinds.${kind}.field`)}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={filters.query}
              onChange={(e) => set({ query: e.target.value })}
              maxLength={200}
              autoComplete="off"
            />
          </div>
          {kind === 'pages' || kind === 'people' || kind === 'posts' ? (
            <div className="field">
              <span className="label">{t('sidepanel.search.location')}</span>
              {location ? (
                <p className="inline">
                  <span>{location.name ?? location.uid}</span>
                  <button type="button" className="btn btn-link" onClick={() => setLocation(null)} aria-label={t('sidepanel.search.clearLocation')}>
                    {t('sidepanel.search.clear')}
                  </button>
                </p>
              ) : (
                <p className="muted small">
                  {t('sidepanel.search.anywhere')}{' '}
                  <button type="button" className="btn btn-link" onClick={() => setKind('locations')}>
                    {t('sidepanel.search.findPlace')}
                  </button>
                </p>
              )}
            </div>
          ) : null}
          {kind === 'posts' ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-start`}>{t('sidepanel.search.from')}</label>
                <input id={`${id}-start`} type="date" value={filters.start} onChange={(e) => set({ start: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-end`}>{t('sidepanel.search.until')}</label>
                <input id={`${id}-end`} type="date" value={filters.end} onChange={(e) => set({ end: e.target.value })} />
              </div>
              <div className="check">
                <input id={`${id}-recent`} type="checkbox" checked={filters.recent} onChange={(e) => set({ recent: e.target.checked })} />
                <label htmlFor={`${id}-recent`}>{t('sidepanel.search.recentFirst')}</label>
              </div>
            </>
          ) : null}
          {kind === 'videos' ? (
            <>
              <div className="check">
                <input
                  id={`${id}-most-recent`}
                  type="checkbox"
                  checked={filters.mostRecent}
                  onChange={(e) => set({ mostRecent: e.target.checked })}
                />
                <label htmlFor={`${id}-most-recent`}>{t('sidepanel.search.mostRecentFirst')}</label>
              </div>
              <div className="check">
                <input id={`${id}-live`} type="checkbox" checked={filters.live} onChange={(e) => set({ live: e.target.checked })} />
                <label htmlFor={`${id}-live`}>{t('sidepanel.search.liveOnly')}</label>
              </div>
            </>
          ) : null}
          <div className="actions">
            <SubmitButton label={t('sidepanel.search.search')} cost={cost} refusal={refusal} disabled={!request} costLoading={costLoading} busy={entry?.status === 'loading' && entry.pages === 0} />
          </div>
        </form>
      </Tabs>
      {submitted ? (
        <section className="section" aria-label={t('sidepanel.search.results')}>
          <PagedList
            spec={submitted}
            noun={t(`sidepanel.search.kinds.${kind}.noun`)}
            startLabel={t('sidepanel.search.search')}
            startless
            emptyText={
              submitted.input.location_uid && location
                ? t(`sidepanel.search.kinds.${kind}.noneIn`, { query: String(submitted.input.query ?? ''), place: location.name ?? location.uid })
                : t(`sidepanel.search.kinds.${kind}.none`, { query: String(submitted.input.query ?? '') })
            }
            renderItem={(item) => {
              switch (kind) {
                case 'pages':
                  return <PageResultItem item={item as PageSearchResult} />;
                case 'people':
                  return <PersonResultItem item={item as PersonSearchResult} />;
                case 'posts':
                  return <PostResultItem item={item as PostSearchResult} />;
                case 'videos':
                  return <VideoResultItem item={item as VideoSearchResult} />;
                case 'locations':
                  return <LocationResultItem item={item as LocationResult} onUse={chooseLocation} />;
              }
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
