import type { Listing, Seller } from '../../lib/service/model';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import { OnDemand } from '../common/OnDemand';
import { Unrecognised } from '../common/RawJson';
import { ListingCard, ListingSummaryCard, SellerCard } from '../entities/MarketplaceCards';
import { SaveMedia } from '../entities/SaveMedia';
import { OpenButton } from './OpenButton';

/** A seller with their other listings (each opens in the panel). */
export function SellerView({ seller, exceptId }: { seller: Seller; exceptId?: string | undefined }) {
  const others = seller.listings.filter((l) => !exceptId || l.id !== exceptId);
  return (
    <SellerCard
      seller={seller}
      listings={
        <section aria-label="Other listings of this seller">
          <h4 className="subtitle">{others.length ? `Other listings (${others.length})` : 'No other listings'}</h4>
          <ul className="items">
            {others.map((l, i) => (
              <li key={l.id ?? i}>
                <ListingSummaryCard listing={l} actions={l.url ? <OpenButton url={l.url} label="Details" /> : null} />
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
          label="photos"
        />
      </ListingCard>
      <section className="section" aria-label="Seller">
        <h3 className="subtitle">Seller{listing.seller?.name ? `: ${listing.seller.name}` : ''}</h3>
        {id && listing.seller?.id ? (
          <OnDemand
            request={{ useCase: 'marketplace_listing', input: { listing_id: id, with_seller: true } }}
            label="Seller and their listings"
            what="Look up the seller"
            loadingText="Loading the seller…"
            render={(result) => {
              const step = stepOf(result, 'seller');
              if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
              const seller = dataOf(step?.normalized, 'seller');
              return seller ? <SellerView seller={seller} exceptId={id} /> : <p className="empty">The service found no profile of this seller.</p>;
            }}
          />
        ) : (
          <p className="muted small">The listing does not name its seller.</p>
        )}
      </section>
    </div>
  );
}
