import type { Notice } from '../types';
import type { ChainIO } from '../plan';
import { dataOf, stopNotice } from './common';

/**
 * A marketplace listing, then (when asked) its seller: the seller's id comes from the listing's
 * answer, so a listing already shown costs nothing more than the seller.
 */
export async function listingAndSeller(io: ChainIO, listingId: string, withSeller: boolean): Promise<Notice | void> {
  const listing = await io.call('social_marketplace_listing', { listing_id: listingId });
  if (!withSeller) return;
  if (listing === null) {
    io.assume('social_marketplace_seller');
    return;
  }
  const data = dataOf(listing, 'listing');
  if (!data) return stopNotice(listing, 'listing');
  const sellerId = data.seller?.id;
  if (!sellerId) return { code: 'no_seller' };
  await io.call('social_marketplace_seller', { seller_id: sellerId });
}
