import { useState } from 'react';
import type { Ad, Advertiser, Page } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import type { ListEntry } from '../../lib/ui/requests/paged-lists';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { Empty } from '../common/Status';
import { AdCard, AdvertiserCard } from '../entities/AdCards';
import { AdsFilters, adsFilterInput, DEFAULT_ADS_FILTERS } from './AdsFilters';

function AdvertiserFrom({ entry }: { entry: ListEntry }) {
  const step = stepOf(entry.firstResult, 'advertiser');
  if (!step) return null;
  if (step.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
  const advertiser = dataOf(step.normalized, 'advertiser') as Advertiser | undefined;
  return advertiser ? <AdvertiserCard advertiser={advertiser} /> : null;
}

/** Ads of a page (or of a post's author): the advertiser's profile and its ads, with filters. */
export function RelatedAds({
  useCase,
  link,
  adPageId,
}: {
  useCase: 'page_related_ads' | 'post_related_ads';
  link: string;
  /** null: the page is known to have no ads library id. */
  adPageId?: string | null;
}) {
  const [filters, setFilters] = useState(DEFAULT_ADS_FILTERS);
  if (adPageId === null) {
    return <Empty>This page runs no ads: it has no ads library id.</Empty>;
  }
  const subject = useCase === 'page_related_ads' ? 'this page' : "the author's page";
  return (
    <div className="list-tab">
      <AdsFilters value={filters} onChange={setFilters} />
      <PagedList
        spec={{ useCase, input: { link, ...adsFilterInput(filters) }, model: 'ad_list' }}
        noun="ads"
        startLabel={`Show ads of ${subject}`}
        emptyText="No ads found for these filters"
        emptyTextFor={(entry) => {
          const page = dataOf(stepOf(entry.firstResult, 'page')?.normalized, 'page') as Page | undefined;
          if (!stepOf(entry.firstResult, 'ad_list') && page && !page.adPageId) {
            return useCase === 'page_related_ads' ? 'This page runs no ads.' : "The author's page runs no ads.";
          }
          return undefined;
        }}
        header={(entry) => <AdvertiserFrom entry={entry} />}
        renderItem={(item) => <AdCard ad={item as Ad} />}
      />
    </div>
  );
}
