import { useState } from 'react';
import type { Ad, AdDetails, Advertiser } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import { formatDate } from '../../lib/ui/text/dates';
import { plural } from '../../lib/ui/text/numbers';
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

const numeric = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : undefined);

/** One ad in full, on request (the ads library's ad details). */
export function AdDetailsOnDemand({ adId, pageId }: { adId: string; pageId?: string | undefined }) {
  const now = useNow();
  return (
    <OnDemand
      request={{ useCase: 'ad_details', input: { ad_archive_id: adId, ...(numeric(pageId) ? { page_id: pageId } : {}) } }}
      label="Ad details"
      what="Load the ad's details"
      loadingText="Loading the ad…"
      render={(result) => {
        const step = stepOf(result, 'ad_details');
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        const ad = dataOf(step?.normalized, 'ad_details') as AdDetails | undefined;
        return ad ? <AdDetailsCard ad={ad} now={now} /> : <p className="empty">The ads library has no details of this ad.</p>;
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
        noun="ads"
        startLabel="Their ads"
        emptyText="No ads of this advertiser in the library"
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
  const dates = [ad.startDate ? formatDate(ad.startDate) : '', ad.endDate ? formatDate(ad.endDate) : ad.active ? 'now' : '']
    .filter(Boolean)
    .join(' – ');
  const advertiserId = numeric(ad.pageId);
  const name = ad.pageName ?? 'Advertiser';
  return (
    <article className="card ad" aria-label={ad.title ? `Ad ${shortText(ad.title)}` : 'Ad'}>
      <header className="post-head">
        {advertiserId && !nested ? (
          <button
            type="button"
            className="btn btn-link author"
            aria-expanded={showAdvertiser}
            title={`Other ads of ${name}`}
            onClick={() => setShowAdvertiser(!showAdvertiser)}
          >
            {name}
          </button>
        ) : (
          <span className="author">{name}</span>
        )}
        {ad.active !== undefined ? (
          <span className={`badge ${ad.active ? 'badge-ok' : ''}`}>{ad.active ? 'Active' : 'Inactive'}</span>
        ) : null}
      </header>
      {ad.title ? <p className="title">{shortText(ad.title)}</p> : null}
      <Prose text={ad.body} compact />
      <SafeImage src={ad.image} alt="Ad creative" className="ad-image" />
      <Facts
        rows={[
          ['Running', dates || undefined],
          ['Days running', days !== undefined ? plural(days, 'day') : undefined],
          ['Platforms', ad.platforms.length ? shortText(ad.platforms.join(', ')) : undefined],
          ['Countries', ad.countries.length ? shortText(ad.countries.join(', ')) : undefined],
          ['Impressions', ad.impressions],
          ['Video', ad.video ? <SafeLink href={ad.video}>Ad video</SafeLink> : undefined],
          ['Ad id', ad.id ? <span className="mono">{ad.id}</span> : undefined],
        ]}
      />
      {ad.snapshotUrl ? (
        <p className="small">
          <SafeLink href={ad.snapshotUrl}>See the ad as it ran</SafeLink>
        </p>
      ) : null}
      <SaveMedia
        files={[
          { url: ad.image, type: 'photo' },
          { url: ad.video, type: 'video' },
        ]}
        names={{ owner: ad.pageName, date: ad.startDate, id: ad.id }}
        label="ad media"
      />
      {numeric(ad.id) ? <AdDetailsOnDemand adId={ad.id!} pageId={advertiserId} /> : null}
      {showAdvertiser && advertiserId ? (
        <section className="section" aria-label={`Other ads of ${name}`}>
          <h4 className="subtitle">Other ads of {name}</h4>
          <AdvertiserAds adPageId={advertiserId} {...(ad.pageName ? { name: ad.pageName } : {})} nested />
        </section>
      ) : null}
    </article>
  );
}

/** The advertiser's profile in the ads library. */
export function AdvertiserCard({ advertiser }: { advertiser: Advertiser }) {
  return (
    <article className="card profile" aria-label="Advertiser">
      <header className="profile-head">
        <SafeImage src={advertiser.image} alt="" className="avatar" />
        <div>
          <h3 className="title">
            <SafeLink href={advertiser.url}>{shortText(advertiser.name) ?? 'Advertiser'}</SafeLink>
            {advertiser.verified ? <span className="badge badge-ok">Verified</span> : null}
          </h3>
          {advertiser.category ? <p className="muted small">{shortText(advertiser.category)}</p> : null}
        </div>
      </header>
      <Facts
        rows={[
          ['Total ads', advertiser.totalAds !== undefined ? <Count value={advertiser.totalAds} /> : undefined],
          ['Location', shortText(advertiser.location)],
          ['Verified', advertiser.verified === undefined ? undefined : advertiser.verified ? 'Yes' : 'No'],
          ['Ads library id', advertiser.pageId ? <span className="mono">{advertiser.pageId}</span> : undefined],
        ]}
      />
    </article>
  );
}
