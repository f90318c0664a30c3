import type { AdCreative, AdDetails, Range } from '../../lib/service/model';
import { formatDate } from '../../lib/ui/text/dates';
import { formatNumber, plural } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Facts, Prose } from '../common/Text';
import { daysRunning } from './ad-days';
import { SaveMedia } from './SaveMedia';

/** A range as the library gives it: its own wording, else "1,000 – 4,999" (with a currency). */
export function rangeText(range: Range | undefined, currency?: string): string | undefined {
  if (!range) return undefined;
  if (range.text) return range.text;
  const unit = currency ? ` ${currency}` : '';
  if (range.lower !== undefined && range.upper !== undefined) return `${formatNumber(range.lower)} – ${formatNumber(range.upper)}${unit}`;
  if (range.lower !== undefined) return `${formatNumber(range.lower)}+${unit}`;
  if (range.upper !== undefined) return `up to ${formatNumber(range.upper)}${unit}`;
  return undefined;
}

function Creative({ creative, n }: { creative: AdCreative; n: number }) {
  return (
    <article className="card creative" aria-label={`Version ${n}`}>
      <p className="small muted">Version {n}</p>
      {creative.title ? <p className="title">{creative.title}</p> : null}
      <Prose text={creative.body} />
      {creative.description ? <p className="small">{creative.description}</p> : null}
      {creative.images.length || creative.videos.length ? (
        <ul className="media-grid" aria-label={`Media of version ${n}`}>
          {creative.images.map((src, i) => (
            <li key={`i${i}`} className="media-item">
              <SafeImage src={src} alt={`Image ${i + 1} of version ${n}`} className="ad-image" />
            </li>
          ))}
          {creative.videos.map((v, i) => (
            <li key={`v${i}`} className="media-item">
              <SafeImage src={v.thumbnail} alt={`Video ${i + 1} of version ${n}`} className="ad-image" />
              <SafeLink href={v.url}>{v.url ? 'Play video' : 'Video'}</SafeLink>
            </li>
          ))}
        </ul>
      ) : null}
      <Facts
        rows={[
          ['Call to action', creative.cta],
          ['Links to', creative.link ? <SafeLink href={creative.link}>{creative.link}</SafeLink> : undefined],
        ]}
      />
    </article>
  );
}

/** One ad in full: advertiser, every version of its creative, where and how long it ran, spend, reach. */
export function AdDetailsCard({ ad, now }: { ad: AdDetails; now: number }) {
  const days = daysRunning(ad, now);
  const versions = ad.versions.length ? ad.versions : [ad.creative];
  const media = versions.flatMap((v) => [
    ...v.images.map((url) => ({ url, type: 'photo' as const })),
    ...v.videos.map((x) => ({ url: x.url, type: 'video' as const })),
  ]);
  return (
    <article className="card ad-details" aria-label="Ad details">
      <header className="profile-head">
        <SafeImage src={ad.page?.picture} alt="" className="avatar" />
        <div>
          <h3 className="title">
            <SafeLink href={ad.page?.url}>{ad.page?.name ?? 'Advertiser'}</SafeLink>
          </h3>
          {ad.page?.category ? <p className="muted small">{ad.page.category}</p> : null}
        </div>
        {ad.active !== undefined ? <span className={`badge ${ad.active ? 'badge-ok' : ''}`}>{ad.active ? 'Active' : 'Inactive'}</span> : null}
      </header>
      <Facts
        rows={[
          ['Started', ad.startDate ? formatDate(ad.startDate) : undefined],
          ['Ended', ad.endDate ? formatDate(ad.endDate) : ad.active ? 'Still running' : undefined],
          ['Days running', days !== undefined ? plural(days, 'day') : undefined],
          ['Platforms', ad.platforms.length ? ad.platforms.join(', ') : undefined],
          ['Countries', ad.countries.length ? ad.countries.join(', ') : undefined],
          ['Spend', rangeText(ad.spend, ad.currency)],
          ['Reach', rangeText(ad.reach)],
          ['Impressions', rangeText(ad.impressions)],
          ['Versions', versions.length > 1 ? String(versions.length) : undefined],
          ['Ad id', ad.id ? <span className="mono">{ad.id}</span> : undefined],
        ]}
      />
      {versions.map((v, i) => (
        <Creative key={i} creative={v} n={i + 1} />
      ))}
      <SaveMedia files={media} names={{ owner: ad.page?.name, date: ad.startDate, id: ad.id }} label="ad media" />
      {ad.snapshotUrl ? (
        <p className="small">
          <SafeLink href={ad.snapshotUrl}>See the ad as it ran</SafeLink>
        </p>
      ) : null}
    </article>
  );
}
