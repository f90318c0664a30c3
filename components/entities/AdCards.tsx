import type { Ad, Advertiser } from '../../lib/service/model';
import { formatDate, shortText } from '../../lib/ui/format';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose } from '../common/Text';

/** One ad of the ads library: creative, text, dates, platforms, snapshot. */
export function AdCard({ ad }: { ad: Ad }) {
  const dates = [ad.startDate ? formatDate(ad.startDate) : '', ad.endDate ? formatDate(ad.endDate) : ad.active ? 'now' : '']
    .filter(Boolean)
    .join(' – ');
  return (
    <article className="card ad" aria-label={ad.title ? `Ad ${shortText(ad.title)}` : 'Ad'}>
      <header className="post-head">
        <span className="author">{shortText(ad.pageName) ?? 'Advertiser'}</span>
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
