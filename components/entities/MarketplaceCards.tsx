import type { ReactNode } from 'react';
import type { Coordinates, Listing, ListingLocation, ListingSummary, Price, RentalListing, Seller, VehicleListing } from '../../lib/service/model';
import { formatLocale, t, type MessageKey } from '../../lib/ui/i18n/catalogue';
import { calendarDay } from '../../lib/ui/text/dates';
import { formatNumber } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Facts, Prose, TimeText } from '../common/Text';
import '../../lib/ui/i18n/words/entities';

/** An amount in the answer's currency ("US$2,085"); the bare number when the answer names none. */
function moneyText(amount: number, currency: string | undefined): string {
  if (!currency) return formatNumber(amount);
  try {
    return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount)} ${currency}`;
  }
}

/** The site's wording of a price, else the amount in its currency; "Free" at 0. */
export function priceText(price: Price | undefined): string | undefined {
  if (!price) return undefined;
  if (price.formatted) return price.formatted;
  if (price.amount === undefined) return undefined;
  if (price.amount === 0) return t('entities.listing.free');
  return moneyText(price.amount, price.currency);
}

const CONDITIONS: Record<string, MessageKey> = {
  new: 'entities.listing.condition.new',
  used_like_new: 'entities.listing.condition.usedLikeNew',
  used_good: 'entities.listing.condition.usedGood',
  used_fair: 'entities.listing.condition.usedFair',
};

export function conditionText(condition: string | undefined): string | undefined {
  if (!condition) return undefined;
  const key = condition.toLowerCase();
  // Own keys only: the service's text may be "__proto__" or "constructor".
  return Object.hasOwn(CONDITIONS, key) ? t(CONDITIONS[key]!) : condition;
}

/** A map of the coordinates on a public map site (always https, built here, never from the answer). */
export function mapUrl({ latitude, longitude }: Coordinates): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`;
}

/** A place: its wording, its coordinates, and a map link that says where it goes. */
export function PlaceText({ location }: { location: ListingLocation | undefined }) {
  if (!location) return null;
  const words = location.text ?? [location.city, location.region].filter(Boolean).join(', ');
  const c = location.coordinates;
  return (
    <span className="place">
      {words ? <span>{words}</span> : null}
      {c ? (
        <>
          {words ? ' · ' : null}
          <span className="mono">
            {c.latitude.toFixed(4)}, {c.longitude.toFixed(4)}
          </span>{' '}
          <SafeLink href={mapUrl(c)} title={mapUrl(c)}>
            {t('entities.listing.map', { host: new URL(mapUrl(c)).host })}
          </SafeLink>
        </>
      ) : null}
    </span>
  );
}

/** A listing in a list (search, a seller's other listings, vehicles, rentals). */
export function ListingSummaryCard({ listing, extra, actions }: { listing: ListingSummary; extra?: ReactNode; actions?: ReactNode }) {
  return (
    <article className="card listing compact" aria-label={listing.title ? t('entities.listing.labelNamed', { title: listing.title }) : t('entities.listing.label')}>
      <div className="video-row">
        <SafeImage src={listing.photo} alt="" className="thumb" />
        <div className="video-main">
          <p className="title">
            <SafeLink href={listing.url}>{listing.title ?? t('entities.listing.untitled')}</SafeLink>
            {listing.sold ? <span className="badge">{t('entities.listing.sold')}</span> : null}
          </p>
          <p className="small">
            <strong>{priceText(listing.price) ?? t('entities.listing.noPrice')}</strong>
            {listing.location ? (
              <>
                {' · '}
                <PlaceText location={listing.location} />
              </>
            ) : null}
          </p>
          {extra}
          {listing.seller?.name || listing.createdTime ? (
            <p className="muted small">
              {listing.seller?.name ?? ''}
              {listing.seller?.name && listing.createdTime ? ' · ' : ''}
              {listing.createdTime ? <TimeText value={listing.createdTime} /> : null}
            </p>
          ) : null}
          {actions ? <div className="actions">{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}

export function vehicleFacts(v: VehicleListing): string {
  return [
    [v.year, v.make, v.model].filter((x) => x !== undefined && x !== '').join(' '),
    v.mileage !== undefined ? `${formatNumber(v.mileage)} ${v.mileageUnit ?? ''}`.trim() : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function rentalFacts(r: RentalListing): string {
  return [
    r.bedrooms !== undefined ? t('entities.listing.bedrooms', { count: r.bedrooms }) : '',
    r.bathrooms !== undefined ? t('entities.listing.bathrooms', { count: r.bathrooms }) : '',
    r.pricePerMonth !== undefined ? t('entities.listing.perMonth', { amount: moneyText(r.pricePerMonth, r.price?.currency) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One listing in full: photos, price, condition, place with a map, description, category. */
export function ListingCard({ listing, children }: { listing: Listing; children?: ReactNode }) {
  return (
    <article className="card listing" aria-label={t('entities.listing.label')}>
      <header className="post-head">
        <h3 className="title">
          <SafeLink href={listing.url}>{listing.title ?? t('entities.listing.untitled')}</SafeLink>
        </h3>
        {listing.sold ? <span className="badge">{t('entities.listing.sold')}</span> : <span className="badge badge-ok">{t('entities.listing.available')}</span>}
      </header>
      <p className="stat-value">{priceText(listing.price) ?? t('entities.listing.noPriceGiven')}</p>
      {listing.photos.length ? (
        <ul className="media-grid" aria-label={t('entities.listing.photos')}>
          {listing.photos.map((src, i) => (
            <li key={i} className="media-item">
              <figure>
                <SafeImage src={src} alt={t('entities.media.photoN', { n: i + 1 })} />
                <figcaption className="small">
                  <SafeLink href={src}>{t('entities.media.fullSize')}</SafeLink>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('entities.listing.noPhotos')}</p>
      )}
      <Facts
        rows={[
          [t('entities.listing.conditionLabel'), conditionText(listing.condition)],
          [t('entities.listing.location'), listing.location ? <PlaceText location={listing.location} /> : undefined],
          [t('entities.listing.category'), listing.category],
          [t('entities.listing.listed'), listing.createdTime ? <TimeText value={listing.createdTime} /> : undefined],
          [t('entities.listing.listingId'), listing.id ? <span className="mono">{listing.id}</span> : undefined],
        ]}
      />
      <Prose text={listing.description} />
      {children}
    </article>
  );
}

/** A day, not a moment: "4 June 2016", never with a made-up midnight time. */
function DayText({ value }: { value: string }) {
  const day = calendarDay(value);
  return day ? <time dateTime={day.iso}>{day.text}</time> : <>{value}</>;
}

/** "4.8 of 5 (12 reviews)": the rating with one decimal, in the UI's locale. */
function ratingText(rating: number, reviews: number | undefined): string {
  const value = new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return reviews === undefined ? t('entities.seller.ratingOf5', { rating: value }) : t('entities.seller.ratingWithReviews', { rating: value, count: reviews });
}

/** A seller: who they are, rating, when they joined, badges, and their other listings. */
export function SellerCard({ seller, listings }: { seller: Seller; listings?: ReactNode }) {
  return (
    <article className="card profile seller" aria-label={t('entities.seller.label')}>
      <header className="profile-head">
        <SafeImage src={seller.picture} alt="" className="avatar" />
        <div>
          <h3 className="title">
            <SafeLink href={seller.url}>{seller.name ?? t('entities.seller.label')}</SafeLink>
          </h3>
          {seller.location ? <p className="muted small">{seller.location}</p> : null}
        </div>
      </header>
      <Facts
        rows={[
          [t('entities.seller.rating'), seller.rating !== undefined ? ratingText(seller.rating, seller.reviewCount) : undefined],
          [t('entities.seller.joined'), seller.joined ? <DayText value={seller.joined} /> : seller.joinedText],
          [t('entities.seller.badges'), seller.badges.length ? seller.badges.join(', ') : undefined],
          [t('entities.seller.sellerId'), seller.id ? <span className="mono">{seller.id}</span> : undefined],
        ]}
      />
      {listings}
    </article>
  );
}
