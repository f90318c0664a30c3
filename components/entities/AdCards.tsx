import { useState } from 'react';
import type { Ad, AdDetails, Advertiser } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import { formatDate } from '../../lib/ui/text/dates';
import { t } from '../../lib/ui/i18n/catalogue';
import { shortText } from '../../lib/ui/text/strings';
import { useNow } from '../../lib/ui/app/time-hooks';
import { SafeImage, SafeLink } from '../SafeLink';
import { OnDemand } from '../common/OnDemand';
import { PagedList } from '../common/PagedList';
import { Unrecognised } from '../common/RawJson';
import { Count, Facts, Prose } from '../common/Text';
import { AdDetailsCard } from './AdDetailsCard';
import { byDaysRunning, daysRunning } from './ad-days';
import { LongestRunningToggle } from './LongestRunning';
import type { ListSpec } from '../../lib/ui/requests/paged-lists';
import { SaveMedia } from './SaveMedia';
import '../../lib/ui/i18n/words/entities';

const numeric = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : undefined);

/** One ad in full, on request (the ads library's ad details). */
export function AdDetailsOnDemand({ adId, pageId }: { adId: string; pageId?: string | undefined }) {
  const now = useNow();
  return (
    <OnDemand
      request={{ useCase: 'ad_details', input: { ad_archive_id: adId, ...(numeric(pageId) ? { page_id: pageId } : {}) } }}
      label={t('entities.ad.details')}
      what={t('entities.ad.loadDetails')}
      loadingText={t('entities.ad.loadingDetails')}
      render={(result) => {
        const step = stepOf(result, 'ad_details');
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        const ad = dataOf(step?.normalized, 'ad_details') as AdDetails | undefined;
        return ad ? <AdDetailsCard ad={ad} now={now} /> : <p className="empty">{t('entities.ad.noDetails')}</p>;
      }}
    />
  );
}

/** An advertiser's ads in the ads library, optionally longest-running first. */
export function AdvertiserAds({ adPageId, name, filters = {}, nested }: { adPageId: string; name?: string; filters?: Record<string, string>; nested?: boolean }) {
  const now = useNow();
  const [longest, setLongest] = useState(false);
  const spec: ListSpec = { useCase: 'ads_library', input: { ad_page_id: adPageId, ...filters }, model: 'ad_list' };
  return (
    <div className="advertiser-ads">
      <LongestRunningToggle spec={spec} checked={longest} onChange={setLongest} />
      <PagedList
        spec={spec}
        {...(name ? { collectOf: name } : {})}
        noun={t('entities.ad.noun')}
        startLabel={t('entities.ad.theirAds')}
        emptyText={t('entities.ad.noAdsOfAdvertiser')}
        {...(longest ? { order: (items: unknown[]) => byDaysRunning(items as Ad[], now) } : {})}
        renderItem={(item) => <AdCard ad={item as Ad} {...(nested ? { nested } : {})} />}
      />
    </div>
  );
}

/**
 * One ad of the ads library: creative, text, dates and days running, platforms, snapshot; its
 * full details on request, and the advertiser's other ads from its name.
 */
export function AdCard({ ad, nested }: { ad: Ad; nested?: boolean }) {
  const now = useNow();
  const [showAdvertiser, setShowAdvertiser] = useState(false);
  const days = daysRunning(ad, now);
  const dates = [ad.startDate ? formatDate(ad.startDate) : '', ad.endDate ? formatDate(ad.endDate) : ad.active ? t('entities.ad.now') : '']
    .filter(Boolean)
    .join(' – ');
  const advertiserId = numeric(ad.pageId);
  const name = ad.pageName ?? t('entities.ad.advertiser');
  const activeBadge = ad.active ? 'badge badge-ok' : 'badge';
  return (
    <article className="card ad" aria-label={ad.title ? t('entities.ad.labelNamed', { title: shortText(ad.title) }) : t('entities.ad.label')}>
      <header className="post-head">
        {advertiserId && !nested ? (
          <button
            type="button"
            className="btn btn-link author"
            aria-expanded={showAdvertiser}
            title={t('entities.ad.otherAdsOf', { name })}
            onClick={() => setShowAdvertiser(!showAdvertiser)}
          >
            {name}
          </button>
        ) : (
          <span className="author">{name}</span>
        )}
        {ad.active !== undefined ? (
          <span className={activeBadge}>{ad.active ? t('entities.ad.active') : t('entities.ad.inactive')}</span>
        ) : null}
      </header>
      {ad.title ? <p className="title">{shortText(ad.title)}</p> : null}
      <Prose text={ad.body} compact />
      <SafeImage src={ad.image} alt={t('entities.ad.creative')} className="ad-image" />
      <Facts
        rows={[
          [t('entities.ad.running'), dates || undefined],
          [t('entities.ad.daysRunning'), days !== undefined ? t('count.day', { count: days }) : undefined],
          [t('entities.ad.platforms'), ad.platforms.length ? shortText(ad.platforms.join(', ')) : undefined],
          [t('entities.ad.countries'), ad.countries.length ? shortText(ad.countries.join(', ')) : undefined],
          [t('entities.ad.impressions'), ad.impressions],
          [t('entities.ad.video'), ad.video ? <SafeLink href={ad.video}>{t('entities.ad.adVideo')}</SafeLink> : undefined],
          [t('entities.ad.adId'), ad.id ? <span className="mono">{ad.id}</span> : undefined],
        ]}
      />
      {ad.snapshotUrl ? (
        <p className="small">
          <SafeLink href={ad.snapshotUrl}>{t('entities.ad.seeAsItRan')}</SafeLink>
        </p>
      ) : null}
      <SaveMedia
        files={[
          { url: ad.image, type: 'photo' },
          { url: ad.video, type: 'video' },
        ]}
        names={{ owner: ad.pageName, date: ad.startDate, id: ad.id }}
        label={t('entities.ad.media')}
      />
      {numeric(ad.id) ? <AdDetailsOnDemand adId={ad.id!} pageId={advertiserId} /> : null}
      {showAdvertiser && advertiserId ? (
        <section className="section" aria-label={t('entities.ad.otherAdsOf', { name })}>
          <h4 className="subtitle">{t('entities.ad.otherAdsOf', { name })}</h4>
          <AdvertiserAds adPageId={advertiserId} {...(ad.pageName ? { name: ad.pageName } : {})} nested />
        </section>
      ) : null}
    </article>
  );
}

/** The advertiser's profile in the ads library. */
export function AdvertiserCard({ advertiser }: { advertiser: Advertiser }) {
  return (
    <article className="card profile" aria-label={t('entities.ad.advertiser')}>
      <header className="profile-head">
        <SafeImage src={advertiser.image} alt="" className="avatar" />
        <div>
          <h3 className="title">
            <SafeLink href={advertiser.url}>{shortText(advertiser.name) ?? t('entities.ad.advertiser')}</SafeLink>
            {advertiser.verified ? <span className="badge badge-ok">{t('entities.verified')}</span> : null}
          </h3>
          {advertiser.category ? <p className="muted small">{shortText(advertiser.category)}</p> : null}
        </div>
      </header>
      <Facts
        rows={[
          [t('entities.ad.totalAds'), advertiser.totalAds !== undefined ? <Count value={advertiser.totalAds} /> : undefined],
          [t('entities.ad.location'), shortText(advertiser.location)],
          [t('entities.verified'), advertiser.verified === undefined ? undefined : advertiser.verified ? t('entities.yes') : t('entities.no')],
          [t('entities.ad.adsLibraryId'), advertiser.pageId ? <span className="mono">{advertiser.pageId}</span> : undefined],
        ]}
      />
    </article>
  );
}
