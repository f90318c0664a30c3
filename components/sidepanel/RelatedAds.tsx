import { useState } from 'react';
import type { Ad, Advertiser, Page } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import type { ListEntry } from '../../lib/ui/requests/paged-lists';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { Empty } from '../common/Status';
import { AdCard, AdvertiserCard } from '../entities/AdCards';
import { AdsFilters, adsFilterInput, DEFAULT_ADS_FILTERS } from './AdsFilters';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

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
    return <Empty>{t('sidepanel.ads.noAdsId')}</Empty>;
  }
  return (
    <div className="list-tab">
      <AdsFilters value={filters} onChange={setFilters} />
      <PagedList
        spec={{ useCase, input: { link, ...adsFilterInput(filters) }, model: 'ad_list' }}
        noun={t('sidepanel.ads.noun')}
        startLabel={useCase === 'page_related_ads' ? t('sidepanel.ads.showOfPage') : t('sidepanel.ads.showOfAuthor')}
        emptyText={t('sidepanel.ads.noneForFilters')}
        emptyTextFor={(entry) => {
          const page = dataOf(stepOf(entry.firstResult, 'page')?.normalized, 'page') as Page | undefined;
          if (!stepOf(entry.firstResult, 'ad_list') && page && !page.adPageId) {
            return useCase === 'page_related_ads' ? t('sidepanel.ads.pageRunsNone') : t('sidepanel.ads.authorRunsNone');
          }
          return undefined;
        }}
        header={(entry) => <AdvertiserFrom entry={entry} />}
        renderItem={(item) => <AdCard ad={item as Ad} />}
      />
    </div>
  );
}
