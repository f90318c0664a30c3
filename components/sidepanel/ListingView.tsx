import type { Listing, Seller } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import { OnDemand } from '../common/OnDemand';
import { Unrecognised } from '../common/RawJson';
import { ListingCard, ListingSummaryCard, SellerCard } from '../entities/MarketplaceCards';
import { SaveMedia } from '../entities/SaveMedia';
import { OpenButton } from './OpenButton';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';
import '../../lib/ui/i18n/words/sidepanel-views';

/** A seller with their other listings (each opens in the panel). */
export function SellerView({ seller, exceptId }: { seller: Seller; exceptId?: string | undefined }) {
  const others = seller.listings.filter((l) => !exceptId || l.id !== exceptId);
  return (
    <SellerCard
      seller={seller}
      listings={
        <section aria-label={t('sidepanel.listing.otherListingsLabel')}>
          <h4 className="subtitle">{others.length ? t('sidepanel.listing.otherListings', { count: others.length }) : t('sidepanel.listing.noOtherListings')}</h4>
          <ul className="items">
            {others.map((l, i) => (
              <li key={l.id ?? i}>
                <ListingSummaryCard listing={l} actions={l.url ? <OpenButton url={l.url} label={t('sidepanel.open.details')} /> : null} />
              </li>
            ))}
          </ul>
        </section>
      }
    />
  );
}

/** A marketplace listing: the listing, its photos to save, and its seller on request. */
export function ListingView({ listing, listingId }: { listing: Listing; listingId?: string | undefined }) {
  const id = listing.id && /^\d+$/.test(listing.id) ? listing.id : listingId;
  return (
    <div className="entity">
      <ListingCard listing={listing}>
        <SaveMedia
          files={listing.photos.map((url) => ({ url, type: 'photo' as const }))}
          names={{ owner: listing.seller?.name, date: listing.createdTime, id: listing.id ?? listingId }}
          label={t('sidepanel.listing.photos')}
        />
      </ListingCard>
      <section className="section" aria-label={t('sidepanel.listing.seller')}>
        <h3 className="subtitle">{listing.seller?.name ? t('sidepanel.listing.sellerNamed', { name: listing.seller.name }) : t('sidepanel.listing.seller')}</h3>
        {id && listing.seller?.id ? (
          <OnDemand
            request={{ useCase: 'marketplace_listing', input: { listing_id: id, with_seller: true } }}
            label={t('sidepanel.listing.sellerAndListings')}
            what={t('sidepanel.listing.lookUpSeller')}
            loadingText={t('sidepanel.listing.loadingSeller')}
            render={(result) => {
              const step = stepOf(result, 'seller');
              if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
              const seller = dataOf(step?.normalized, 'seller');
              return seller ? <SellerView seller={seller} exceptId={id} /> : <p className="empty">{t('sidepanel.listing.noSellerProfile')}</p>;
            }}
          />
        ) : (
          <p className="muted small">{t('sidepanel.listing.noSellerNamed')}</p>
        )}
      </section>
    </div>
  );
}
