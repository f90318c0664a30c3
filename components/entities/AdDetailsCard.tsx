import type { AdCreative, AdDetails, Range } from '../../lib/service/model';
import { formatDate } from '../../lib/ui/text/dates';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatNumber } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Facts, Prose } from '../common/Text';
import { daysRunning } from './ad-days';
import { SaveMedia } from './SaveMedia';
import '../../lib/ui/i18n/words/entities';

/** A range as the library gives it: its own wording, else "1,000 – 4,999" (with a currency). */
export function rangeText(range: Range | undefined, currency?: string): string | undefined {
  if (!range) return undefined;
  if (range.text) return range.text;
  const unit = currency ? ` ${currency}` : '';
  if (range.lower !== undefined && range.upper !== undefined) return `${formatNumber(range.lower)} – ${formatNumber(range.upper)}${unit}`;
  if (range.lower !== undefined) return `${formatNumber(range.lower)}+${unit}`;
  if (range.upper !== undefined) return t('entities.ad.upTo', { amount: `${formatNumber(range.upper)}${unit}` });
  return undefined;
}

function Creative({ creative, n }: { creative: AdCreative; n: number }) {
  return (
    <article className="card creative" aria-label={t('entities.ad.version', { n })}>
      <p className="small muted">{t('entities.ad.version', { n })}</p>
      {creative.title ? <p className="title">{creative.title}</p> : null}
      <Prose text={creative.body} />
      {creative.description ? <p className="small">{creative.description}</p> : null}
      {creative.images.length || creative.videos.length ? (
        <ul className="media-grid" aria-label={t('entities.ad.versionMedia', { n })}>
          {creative.images.map((src, i) => (
            <li key={`i${i}`} className="media-item">
              <SafeImage src={src} alt={t('entities.ad.versionImage', { i: i + 1, n })} className="ad-image" />
            </li>
          ))}
          {creative.videos.map((v, i) => (
            <li key={`v${i}`} className="media-item">
              <SafeImage src={v.thumbnail} alt={t('entities.ad.versionVideo', { i: i + 1, n })} className="ad-image" />
              <SafeLink href={v.url}>{v.url ? t('entities.media.playVideo') : t('entities.media.video')}</SafeLink>
            </li>
          ))}
        </ul>
      ) : null}
      <Facts
        rows={[
          [t('entities.ad.callToAction'), creative.cta],
          [t('entities.ad.linksTo'), creative.link ? <SafeLink href={creative.link}>{creative.link}</SafeLink> : undefined],
        ]}
      />
    </article>
  );
}

/** One ad in full: advertiser, every version of its creative, where and how long it ran, spend, reach. */
export function AdDetailsCard({ ad, now }: { ad: AdDetails; now: number }) {
  const days = daysRunning(ad, now);
  const activeBadge = ad.active ? 'badge badge-ok' : 'badge';
  const versions = ad.versions.length ? ad.versions : [ad.creative];
  const media = versions.flatMap((v) => [
    ...v.images.map((url) => ({ url, type: 'photo' as const })),
    ...v.videos.map((x) => ({ url: x.url, type: 'video' as const })),
  ]);
  return (
    <article className="card ad-details" aria-label={t('entities.ad.details')}>
      <header className="profile-head">
        <SafeImage src={ad.page?.picture} alt="" className="avatar" />
        <div>
          <h3 className="title">
            <SafeLink href={ad.page?.url}>{ad.page?.name ?? t('entities.ad.advertiser')}</SafeLink>
          </h3>
          {ad.page?.category ? <p className="muted small">{ad.page.category}</p> : null}
        </div>
        {ad.active !== undefined ? <span className={activeBadge}>{ad.active ? t('entities.ad.active') : t('entities.ad.inactive')}</span> : null}
      </header>
      <Facts
        rows={[
          [t('entities.ad.started'), ad.startDate ? formatDate(ad.startDate) : undefined],
          [t('entities.ad.ended'), ad.endDate ? formatDate(ad.endDate) : ad.active ? t('entities.ad.stillRunning') : undefined],
          [t('entities.ad.daysRunning'), days !== undefined ? t('count.day', { count: days }) : undefined],
          [t('entities.ad.platforms'), ad.platforms.length ? ad.platforms.join(', ') : undefined],
          [t('entities.ad.countries'), ad.countries.length ? ad.countries.join(', ') : undefined],
          [t('entities.ad.spend'), rangeText(ad.spend, ad.currency)],
          [t('entities.ad.reach'), rangeText(ad.reach)],
          [t('entities.ad.impressions'), rangeText(ad.impressions)],
          [t('entities.ad.versions'), versions.length > 1 ? formatNumber(versions.length) : undefined],
          [t('entities.ad.adId'), ad.id ? <span className="mono">{ad.id}</span> : undefined],
        ]}
      />
      {versions.map((v, i) => (
        <Creative key={i} creative={v} n={i + 1} />
      ))}
      <SaveMedia files={media} names={{ owner: ad.page?.name, date: ad.startDate, id: ad.id }} label={t('entities.ad.media')} />
      {ad.snapshotUrl ? (
        <p className="small">
          <SafeLink href={ad.snapshotUrl}>{t('entities.ad.seeAsItRan')}</SafeLink>
        </p>
      ) : null}
    </article>
  );
}
